"""The contract's operations as FastAPI routes, one router per tag, built per app.

Handlers are thin: the edge has already authenticated the request and validated its
parameters (``billing_sim.simulator.edge.context_of(request)``); a handler asks the data seam for
models,
and ``billing_sim.simulator.routes.responses`` serialises them once and caches the bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter
from fastapi.routing import APIRoute

from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.routes import (
    credit_notes,
    customers,
    invoices,
    payments,
    plans,
    subscriptions,
)
from billing_sim.simulator.routes.deps import Deps

__all__ = ["Deps", "build_routers", "endpoints_of"]


def build_routers(deps: Deps, contract: Mapping[str, Any]) -> list[APIRouter]:
    """Every contract route, bound to ``deps``."""
    return [
        customers.router(deps),
        invoices.router(deps),
        plans.router(deps),
        subscriptions.router(deps),
        payments.router(deps, contract),
        credit_notes.router(deps),
    ]


def endpoints_of(routers: list[APIRouter]) -> dict[str, Endpoint]:
    """The handler of each route, by ``operationId`` (what the edge dispatches to)."""
    return {
        route.operation_id: route.endpoint
        for router in routers
        for route in router.routes
        if isinstance(route, APIRoute) and route.operation_id
    }
