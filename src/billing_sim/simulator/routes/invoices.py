"""Tag ``invoices``: listInvoices, getInvoice, listInvoiceLines, getBillSummary."""

from __future__ import annotations

from collections.abc import Sequence

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.data.api import BillingData, RecordedPayment
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.pagination import paginate
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


def router(deps: Deps) -> APIRouter:
    """The ``invoices`` routes, bound to ``deps``."""
    routes = APIRouter(tags=["invoices"])
    data: BillingData = deps.data

    @routes.get(
        "/v1/customers/{customer_id}/invoices", operation_id="listInvoices", response_model=None
    )
    async def list_invoices(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        status, period = context.text("status"), context.text("period")
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(recorded: Sequence[RecordedPayment]) -> models.InvoiceList:
            invoices = [
                invoice
                for invoice in data.invoices(customer_id, recorded, context.locale)
                if (status is None or invoice.status == status)
                and (period is None or invoice.period.start.strftime("%Y-%m") == period)
            ]
            page, has_more = paginate(
                invoices, _id, limit=limit, starting_after=after, ending_before=before
            )
            return models.InvoiceList(data=page, has_more=has_more)

        parts = (customer_id, status, period, limit, after, before)
        return await cached(deps, context, parts, build, etag=False, payments_of=customer_id)

    @routes.get("/v1/invoices/{invoice_id}", operation_id="getInvoice", response_model=None)
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

    @routes.get(
        "/v1/invoices/{invoice_id}/lines", operation_id="listInvoiceLines", response_model=None
    )
    async def list_invoice_lines(request: Request) -> Response:
        context = context_of(request)
        invoice_id = context.required_text("invoice_id")
        owner = data.owner(invoice_id)
        if owner is None:
            raise invoice_not_found(invoice_id)
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(recorded: Sequence[RecordedPayment]) -> models.InvoiceLineList:
            lines = data.invoice(invoice_id, recorded, context.locale).lines
            page, has_more = paginate(
                lines, _id, limit=limit, starting_after=after, ending_before=before
            )
            return models.InvoiceLineList(data=page, has_more=has_more)

        parts = (invoice_id, limit, after, before)
        return await cached(deps, context, parts, build, etag=False, payments_of=owner)

    @routes.get(
        "/v1/customers/{customer_id}/bill-summary",
        operation_id="getBillSummary",
        response_model=None,
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

    return routes


def _id(item: models.Invoice | models.InvoiceLine) -> str:
    return item.id
