"""Tag ``plans``: listPlans, getPlan."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.listing import paged_list
from billing_sim.simulator.routes.responses import cached


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``plans`` operations' handlers by ``operationId``, bound to ``deps``."""
    data = deps.data

    async def list_plans(request: Request) -> Response:
        context = context_of(request)
        return await paged_list(
            deps,
            context,
            (),
            lambda _: data.plans(context.locale),
            models.PlanList,
            cursor_of=_code,
        )

    async def get_plan(request: Request) -> Response:
        context = context_of(request)
        code = context.required_text("plan_code")
        return await cached(
            deps, context, code, lambda _: data.plan(code, context.locale), etag=True
        )

    return {"listPlans": list_plans, "getPlan": get_plan}


def _code(plan: models.Plan) -> str:
    return plan.code
