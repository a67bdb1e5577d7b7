"""Tag ``credit_notes``: listCreditNotes."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.pagination import paginate
from billing_sim.simulator.routes.responses import cached


def router(deps: Deps) -> APIRouter:
    """The ``credit_notes`` routes, bound to ``deps``."""
    routes = APIRouter(tags=["credit_notes"])
    data = deps.data

    @routes.get(
        "/v1/customers/{customer_id}/credit-notes",
        operation_id="listCreditNotes",
        response_model=None,
    )
    async def list_credit_notes(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(_: object) -> models.CreditNoteList:
            page, has_more = paginate(
                data.credit_notes(customer_id, context.locale),
                _id,
                limit=limit,
                starting_after=after,
                ending_before=before,
            )
            return models.CreditNoteList(data=page, has_more=has_more)

        parts = (customer_id, limit, after, before)
        return await cached(deps, context, parts, build, etag=False)

    return routes


def _id(note: models.CreditNote) -> str:
    return note.id
