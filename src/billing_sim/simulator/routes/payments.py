"""Tag ``payments``: listPayments, getPayment, createPayment."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.body import JsonBody
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.pagination import paginate
from billing_sim.simulator.routes.recording import PaymentRecorder
from billing_sim.simulator.routes.responses import cached


def router(deps: Deps, contract: Mapping[str, Any]) -> APIRouter:
    """The ``payments`` routes, bound to ``deps``."""
    routes = APIRouter(tags=["payments"])
    data = deps.data
    recorder = PaymentRecorder(deps, JsonBody(contract, "PaymentCreate", models.PaymentCreate))

    @routes.get(
        "/v1/customers/{customer_id}/payments", operation_id="listPayments", response_model=None
    )
    async def list_payments(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(recorded: Sequence[RecordedPayment]) -> models.PaymentList:
            page, has_more = paginate(
                data.payments(customer_id, recorded, context.locale),
                _id,
                limit=limit,
                starting_after=after,
                ending_before=before,
            )
            return models.PaymentList(data=page, has_more=has_more)

        parts = (customer_id, limit, after, before)
        return await cached(deps, context, parts, build, etag=False, payments_of=customer_id)

    @routes.get("/v1/payments/{payment_id}", operation_id="getPayment", response_model=None)
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

    routes.add_api_route(
        "/v1/payments",
        recorder.create_payment,
        methods=["POST"],
        operation_id="createPayment",
        status_code=201,
        response_model=None,
    )
    return routes


def _id(payment: models.Payment) -> str:
    return payment.id
