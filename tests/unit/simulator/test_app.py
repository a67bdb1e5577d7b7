"""The app factory: a handler per contract operation, the contract document, no shared state."""

from __future__ import annotations

import pytest
from fastapi.routing import APIRoute, iter_route_contexts

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator import routes
from billing_sim.simulator.routes import Deps, HandlerTableError, build_handlers
from billing_sim.simulator.routes.cache import ResponseCache
from tests.unit.simulator.support import client, make_app, payment_body, run


def test_every_contract_operation_has_exactly_one_handler() -> None:
    """The handler table an app dispatches to is keyed by exactly the contract's operations."""
    app = make_app()
    deps = Deps(
        app.state.data,
        app.state.store,
        app.state.clock,
        ResponseCache(1024),
        app.state.settings,
        load_contract(),
    )
    assert set(build_handlers(deps)) == set(OPERATIONS)


def test_fastapi_serves_only_the_docs_and_the_document() -> None:
    """FastAPI holds no API route: /v1 is the edge's alone, by the contract's operations."""
    app = make_app()
    routes = [c.original_route for c in iter_route_contexts(app.routes)]
    assert not [route for route in routes if isinstance(route, APIRoute)]
    assert {getattr(route, "path", None) for route in routes} == {
        "/openapi.json",
        "/docs",
        "/docs/oauth2-redirect",
    }


def test_an_operation_without_a_handler_stops_the_app_from_starting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A tag module missing from the handler table is a start-up error naming its operations."""
    without_plans = {tag: h for tag, h in routes.TAG_MODULES.items() if tag != "plans"}
    monkeypatch.setattr(routes, "TAG_MODULES", without_plans)
    with pytest.raises(HandlerTableError, match=r"'getPlan' has no handler .*routes/plans\.py"):
        make_app()


def test_served_document_is_the_contract_file_with_a_request_id() -> None:
    """/openapi.json is billing.yaml itself, served without a key, with X-Request-Id."""

    async def fetch() -> tuple[int, object, str | None]:
        async with client(make_app(), Authorization="") as http:
            response = await http.get("/openapi.json")
            return response.status_code, response.json(), response.headers.get("x-request-id")

    status, document, request_id = run(fetch())
    assert status == 200
    assert document == load_contract()
    assert request_id


def test_two_apps_share_no_state() -> None:
    """A payment recorded through one app does not exist in another (no import-time state)."""
    first, second = make_app(), make_app()

    async def record_then_look() -> tuple[int, int]:
        async with client(first) as one, client(second) as two:
            created = await one.post(
                "/v1/payments", json=payment_body(), headers={"Idempotency-Key": "k-1"}
            )
            location = created.headers["location"]
            return (await one.get(location)).status_code, (await two.get(location)).status_code

    assert run(record_then_look()) == (200, 404)
