"""The edge is the outermost ASGI app: the contract and the control plane never enter FastAPI."""

from __future__ import annotations

from billing_sim.simulator.app import SimulatorApp
from tests.unit.simulator.support import WORKED_EXAMPLE, client, make_app, run


def test_contract_requests_never_build_fastapis_middleware_stack() -> None:
    """/v1 answers (and 404s outside the contract) come from the edge alone.

    FastAPI builds its middleware stack at the first request it serves: still ``None`` after
    contract requests means none of them went through it (nor its per-request telemetry).
    """
    app = make_app()
    assert isinstance(app, SimulatorApp)

    async def statuses() -> tuple[int, int, int]:
        async with client(app) as http:
            found = await http.get(f"/v1/customers/{WORKED_EXAMPLE}")
            missing = await http.get("/v1/customers/cus_zzzzzzzzzz")
            unknown = await http.get("/v2/anything")
            return found.status_code, missing.status_code, unknown.status_code

    assert run(statuses()) == (200, 404, 404)
    assert app.middleware_stack is None


def test_framework_paths_still_go_through_fastapi_with_a_request_id() -> None:
    """/openapi.json and /docs are FastAPI's, behind the edge (which adds X-Request-Id)."""
    app = make_app()

    async def fetch() -> tuple[int, int, str, str]:
        async with client(app) as http:
            document = await http.get("/openapi.json")
            docs = await http.get("/docs")
            return (
                document.status_code,
                docs.status_code,
                document.json()["openapi"],
                document.headers.get("x-request-id", ""),
            )

    document, docs, version, request_id = run(fetch())
    assert (document, docs) == (200, 200)
    assert version.startswith("3.1")
    assert request_id
    assert app.middleware_stack is not None
