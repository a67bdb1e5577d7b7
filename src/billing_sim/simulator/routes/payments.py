"""Tag ``payments``: listPayments, getPayment, createPayment."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.body import JsonBody
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.listing import by_id, paged_list
from billing_sim.simulator.routes.recording import PaymentRecorder
from billing_sim.simulator.routes.responses import cached


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``payments`` operations' handlers by ``operationId``, bound to ``deps``."""
    data = deps.data
    body = JsonBody(deps.contract, "PaymentCreate", models.PaymentCreate)
    recorder = PaymentRecorder(deps, body)

    async def list_payments(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        return await paged_list(
            deps,
            context,
            customer_id,
            lambda recorded: data.payments(customer_id, recorded, context.locale),
            models.PaymentList,
            cursor_of=by_id,
            payments_of=customer_id,
        )

    async def get_payment(request: Request) -> Response:
        context = context_of(request)
        payment_id = context.required_text("payment_id")
        owner = data.owner(payment_id)
        if owner is None:
            raise ApiProblem(
                "payment_not_found",
                Localized(
                    es=f"No existe un pago con el identificador {payment_id}.",
                    en=f"There is no payment with id {payment_id}.",
                ),
            )
        return await cached(
            deps,
            context,
            payment_id,
            lambda recorded: data.payment(payment_id, recorded, context.locale),
            etag=True,
            payments_of=owner,
        )

    return {
        "listPayments": list_payments,
        "getPayment": get_payment,
        "createPayment": recorder.create_payment,
    }
