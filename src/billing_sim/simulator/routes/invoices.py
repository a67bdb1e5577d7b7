"""Tag ``invoices``: listInvoices, getInvoice, listInvoiceLines, getBillSummary."""

from __future__ import annotations

from collections.abc import Sequence

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.data.api import BillingData, RecordedPayment
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.listing import by_id, paged_list
from billing_sim.simulator.routes.responses import cached


def invoice_not_found(invoice_id: str) -> ApiProblem:
    """``invoice_not_found`` for an id that no customer can own (the id is already validated)."""
    return ApiProblem(
        "invoice_not_found",
        Localized(
            es=f"No existe una factura con el identificador {invoice_id}.",
            en=f"There is no invoice with id {invoice_id}.",
        ),
    )


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``invoices`` operations' handlers by ``operationId``, bound to ``deps``."""
    data: BillingData = deps.data

    async def list_invoices(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        status, period = context.text("status"), context.text("period")

        def invoices(recorded: Sequence[RecordedPayment]) -> list[models.Invoice]:
            return [
                invoice
                for invoice in data.invoices(customer_id, recorded, context.locale)
                if (status is None or invoice.status == status)
                and (period is None or invoice.period.start.strftime("%Y-%m") == period)
            ]

        return await paged_list(
            deps,
            context,
            (customer_id, status, period),
            invoices,
            models.InvoiceList,
            cursor_of=by_id,
            payments_of=customer_id,
        )

    async def get_invoice(request: Request) -> Response:
        context = context_of(request)
        invoice_id = context.required_text("invoice_id")
        owner = data.owner(invoice_id)
        if owner is None:
            raise invoice_not_found(invoice_id)
        return await cached(
            deps,
            context,
            invoice_id,
            lambda recorded: data.invoice(invoice_id, recorded, context.locale),
            etag=True,
            payments_of=owner,
        )

    async def list_invoice_lines(request: Request) -> Response:
        context = context_of(request)
        invoice_id = context.required_text("invoice_id")
        owner = data.owner(invoice_id)
        if owner is None:
            raise invoice_not_found(invoice_id)
        return await paged_list(
            deps,
            context,
            invoice_id,
            lambda recorded: data.invoice(invoice_id, recorded, context.locale).lines,
            models.InvoiceLineList,
            cursor_of=by_id,
            payments_of=owner,
        )

    async def get_bill_summary(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        period = context.text("period")
        return await cached(
            deps,
            context,
            (customer_id, period),
            lambda _: data.bill_summary(customer_id, period, context.locale),
            etag=True,
        )

    return {
        "listInvoices": list_invoices,
        "getInvoice": get_invoice,
        "listInvoiceLines": list_invoice_lines,
        "getBillSummary": get_bill_summary,
    }
