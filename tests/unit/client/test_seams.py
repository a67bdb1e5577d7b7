"""The HTTP seam: an in-process ASGI app works as the API, sync and async, with no socket."""

from __future__ import annotations

import asyncio

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from billing_sim.client import AsyncBillingTools, BillingTools, FailureKind
from billing_sim.client.testing import FakeClock

from .conftest import API_KEY, INVOICE_ID, example


async def invoice(request: Request) -> JSONResponse:
    if request.headers.get("authorization") != f"Bearer {API_KEY}":
        return JSONResponse({"detail": "no"}, status_code=500)
    if request.path_params["invoice_id"] != INVOICE_ID:
        return JSONResponse({"detail": "Not Found"}, status_code=404)
    headers = {"X-Request-Id": request.headers["x-request-id"]}
    return JSONResponse(example("Invoice"), headers=headers)


APP = Starlette(routes=[Route("/v1/invoices/{invoice_id}", invoice)])


def test_sync_tools_run_over_starlettes_test_client() -> None:
    """``BillingTools(..., http_client=TestClient(app))``: no warnings, real classification."""
    with TestClient(APP, base_url="http://sim") as http:
        tools = BillingTools("http://sim", API_KEY, http_client=http, clock=FakeClock())
        result = tools.get_invoice(INVOICE_ID)
        assert result.data is not None
        assert result.ok
        assert result.data.id == INVOICE_ID
        assert result.request_id == result.attempts[0].request_id
        missing = tools.get_invoice("inv_00000000000000")
        assert missing.failure_kind is FailureKind.CONTRACT_VIOLATION


def test_async_tools_run_over_an_asgi_transport() -> None:
    """``AsyncBillingTools(..., http_client=httpx.AsyncClient(transport=ASGITransport(app)))``."""

    async def scenario() -> None:
        transport = httpx.ASGITransport(app=APP)
        async with httpx.AsyncClient(transport=transport) as http:
            tools = AsyncBillingTools("http://sim", API_KEY, http_client=http)
            result = await tools.get_invoice(INVOICE_ID)
            assert result.data is not None
            assert result.ok
            assert result.data.number == "F-2026-0112233"

    asyncio.run(scenario())
