"""Tag ``credit_notes``: listCreditNotes."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.listing import by_id, paged_list


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``credit_notes`` operations' handlers by ``operationId``, bound to ``deps``."""
    data = deps.data

    async def list_credit_notes(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        return await paged_list(
            deps,
            context,
            customer_id,
            lambda _: data.credit_notes(customer_id, context.locale),
            models.CreditNoteList,
            cursor_of=by_id,
        )

    return {"listCreditNotes": list_credit_notes}
