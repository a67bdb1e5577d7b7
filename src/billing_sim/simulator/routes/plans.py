"""Tag ``plans``: listPlans, getPlan."""

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
    """The ``plans`` routes, bound to ``deps``."""
    routes = APIRouter(tags=["plans"])
    data = deps.data

    @routes.get("/v1/plans", operation_id="listPlans", response_model=None)
    async def list_plans(request: Request) -> Response:
        context = context_of(request)
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(_: object) -> models.PlanList:
            page, has_more = paginate(
                data.plans(context.locale),
                _code,
                limit=limit,
                starting_after=after,
                ending_before=before,
            )
            return models.PlanList(data=page, has_more=has_more)

        return await cached(deps, context, (limit, after, before), build, etag=False)

    @routes.get("/v1/plans/{plan_code}", operation_id="getPlan", response_model=None)
    async def get_plan(request: Request) -> Response:
        context = context_of(request)
        code = context.required_text("plan_code")
        return await cached(
            deps, context, code, lambda _: data.plan(code, context.locale), etag=True
        )

    return routes


def _code(plan: models.Plan) -> str:
    return plan.code
