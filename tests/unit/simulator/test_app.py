"""The app factory: the contract's routes exactly, the contract document, no shared state."""

from __future__ import annotations

from fastapi.routing import APIRoute, iter_route_contexts

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from tests.unit.simulator.support import client, make_app, payment_body, run

HTTP_METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}


def contract_operations() -> set[tuple[str, str]]:
    paths = load_contract()["paths"]
    return {(m.upper(), path) for path, item in paths.items() for m in item if m in HTTP_METHODS}


def test_app_routes_are_exactly_the_contract_operations() -> None:
    """Every contract (method, path) has a route and every API route is in the contract."""
    app = make_app()
    routes = [c.original_route for c in iter_route_contexts(app.routes)]
    api = {
        (method, route.path_format)
        for route in routes
        if isinstance(route, APIRoute)
        for method in (route.methods or set()) - {"HEAD"}
    }
    assert api == contract_operations()
    assert {r.operation_id for r in routes if isinstance(r, APIRoute)} == set(OPERATIONS)


def test_nothing_else_is_served_under_v1() -> None:
    """Besides the contract's routes, only the docs and the document are served at all."""
    app = make_app()
    others = {
        getattr(c.original_route, "path", None)
        for c in iter_route_contexts(app.routes)
        if not isinstance(c.original_route, APIRoute)
    }
    assert others == {"/openapi.json", "/docs", "/docs/oauth2-redirect"}


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
