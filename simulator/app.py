"""The application factory: wiring only, no import-time state."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from openapi import load_contract
from openapi.operations import OPERATIONS
from simulator.clock import Clock, SystemClock
from simulator.data.api import BillingData
from simulator.edge import EdgeMiddleware, FaultHook, NoFaults, RouteTable
from simulator.edge.negotiation import BearerAuth
from simulator.params import compile_parameters
from simulator.routes import Deps, build_routers, endpoints_of
from simulator.routes.cache import ResponseCache
from simulator.settings import SimulatorSettings
from simulator.store import InMemoryStore, Store

OPENAPI_URL = "/openapi.json"
DOCS_URL = "/docs"


def create_app(
    settings: SimulatorSettings | None = None,
    *,
    clock: Clock | None = None,
    store: Store | None = None,
    data: BillingData | None = None,
    hook: FaultHook | None = None,
) -> FastAPI:
    """Build a simulator app: the 16 contract operations behind the edge, plus the docs.

    ``/openapi.json`` serves ``openapi/billing.yaml`` itself and ``/docs`` renders it.

    Args:
        settings: Instance settings (defaults when ``None``).
        clock: Time seam (:class:`~simulator.clock.SystemClock` at the business date).
        store: Mutable state (an :class:`~simulator.store.InMemoryStore`).
        data: The data seam (``simulator.data.Dataset`` from the settings' seed).
        hook: Fault hook of the scenario engine (:class:`~simulator.edge.NoFaults`).
    """
    settings = settings or SimulatorSettings()
    clock = clock or SystemClock(settings.business_date)
    store = store or InMemoryStore(clock.monotonic)
    if data is None:
        from simulator.data import Dataset

        data = Dataset(settings.seed, settings.customers, settings.business_date)
    contract = load_contract()
    app = FastAPI(
        title=contract["info"]["title"],
        version=contract["info"]["version"],
        openapi_url=OPENAPI_URL,
        docs_url=DOCS_URL,
        redoc_url=None,
        root_path_in_servers=False,
    )

    def serve_contract() -> dict[str, Any]:
        return contract

    # FastAPI regenerates its own document unless `openapi` itself is replaced.
    app.openapi = serve_contract  # type: ignore[method-assign]
    deps = Deps(data, store, clock, ResponseCache(settings.cache_max_bytes), settings)
    routers = build_routers(deps, contract)
    for router in routers:
        app.include_router(router)
    endpoints = endpoints_of(routers)
    if set(endpoints) != set(OPERATIONS):
        raise RuntimeError(
            f"routes and contract differ: {sorted(set(endpoints) ^ set(OPERATIONS))}"
        )
    framework_paths = (OPENAPI_URL, DOCS_URL, f"{DOCS_URL}/oauth2-redirect")
    app.add_middleware(
        EdgeMiddleware,
        routes=RouteTable(OPERATIONS.values(), dict.fromkeys(framework_paths, ("GET", "HEAD"))),
        endpoints=endpoints,
        params=compile_parameters(contract),
        auth=BearerAuth(settings.api_keys),
        hook=hook or NoFaults(),
        clock=clock,
        max_body_bytes=settings.max_body_bytes,
    )
    app.state.settings = settings
    app.state.store = store
    app.state.data = data
    app.state.clock = clock
    return app
