"""The typed client: requests it builds, errors it raises, resources it owns."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import pytest

from billing_sim.client import (
    AsyncBillingClient,
    BillingClient,
    BillingError,
    CircuitOpenError,
    ConnectionFailed,
    DeadlineExceededError,
    InternalClientError,
    NotFoundError,
    RateLimitError,
    RequestTimeout,
    ServerError,
    Timeouts,
    WriteOutcome,
)
from billing_sim.client.models import Invoice, PaymentCreate
from billing_sim.client.testing import FakeClock, hang, ok, problem, refused, script_transport

from .conftest import API_KEY, BASE_URL, CUSTOMER_ID, INVOICE_ID, OTHER_INVOICE_ID, Flavor, example


def test_requests_carry_auth_default_headers_and_a_request_id(flavor: Flavor) -> None:
    """Bearer key, JSON accept, per-client default headers, one X-Request-Id per attempt."""
    client, transport = flavor.client(
        [problem(503), ok(example("Invoice"))], headers={"X-Sim-Session": "job-17"}
    )
    invoice = flavor.run(client, "get_invoice", INVOICE_ID)
    assert isinstance(invoice, Invoice)
    first, second = transport.requests
    assert first.headers["authorization"] == f"Bearer {API_KEY}"
    assert first.headers["x-sim-session"] == second.headers["x-sim-session"] == "job-17"
    assert "application/problem+json" in first.headers["accept"]
    assert first.headers["x-request-id"] != second.headers["x-request-id"]
    assert first.url == f"{BASE_URL}/v1/invoices/{INVOICE_ID}"


def test_path_parameters_cannot_escape_their_segment(flavor: Flavor) -> None:
    """An id with slashes or dots is percent-encoded into one path segment."""
    client, transport = flavor.client([problem(404, "invoice_not_found")])
    with pytest.raises(NotFoundError):
        flavor.run(client, "get_invoice", "../../admin?x=1#y")
    assert transport.requests[0].url.raw_path == b"/v1/invoices/..%2F..%2Fadmin%3Fx%3D1%23y"


def test_a_base_url_with_a_prefix_and_trailing_slash_is_respected(flavor: Flavor) -> None:
    """``https://gw/billing/`` + ``/v1/...``: no double slash, prefix kept."""
    clock = FakeClock()
    transport = script_transport([ok(example("Invoice"))], clock=clock)
    cls: Any = AsyncBillingClient if flavor.is_async else BillingClient
    client = cls("https://gw.test/billing/", API_KEY, transport=transport, clock=clock)
    flavor.run(client, "get_invoice", INVOICE_ID)
    assert str(transport.requests[0].url) == f"https://gw.test/billing/v1/invoices/{INVOICE_ID}"


def test_only_given_query_parameters_are_sent(flavor: Flavor) -> None:
    """``None`` arguments are left out of the query string."""
    client, transport = flavor.client([ok({"data": [], "has_more": False})])
    flavor.run(client, "list_invoices", CUSTOMER_ID, status="open", limit=5)
    assert dict(transport.requests[0].url.params) == {"status": "open", "limit": "5"}


@pytest.mark.parametrize(
    ("steps", "error"),
    [
        ([problem(404, "invoice_not_found")], NotFoundError),
        ([problem(429, retry_after=60)], RateLimitError),
        ([problem(500)] * 3, ServerError),
        ([hang()] * 2, RequestTimeout),
        ([refused()] * 3, ConnectionFailed),
    ],
)
def test_failures_raise_the_matching_typed_error(
    flavor: Flavor, steps: list[Any], error: type[BillingError]
) -> None:
    """One exception class per kind of failure, with attempts and ids attached."""
    client, _ = flavor.client(steps)
    with pytest.raises(error) as raised:
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert raised.value.attempts
    assert raised.value.request_id
    assert "Scripted problem" not in str(raised.value)


def test_the_problem_is_available_to_programs_but_not_in_the_message(flavor: Flavor) -> None:
    """``.problem`` keeps the parsed body; ``str(error)`` is fixed wording and codes only."""
    client, _ = flavor.client([problem(404, "invoice_not_found", detail="no such invoice")])
    with pytest.raises(NotFoundError) as raised:
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert raised.value.problem is not None
    assert raised.value.problem.detail == "no such invoice"
    assert str(raised.value) == "getInvoice: HTTP 404 invoice_not_found"


def test_an_open_circuit_raises_with_its_incident(flavor: Flavor) -> None:
    """CircuitOpenError says when to come back and which incident it belongs to."""
    client, _ = flavor.client([refused()] * 5)
    # 3 attempts, then 2 (the budget is half spent): five failures, about two invoices
    for invoice in (INVOICE_ID, OTHER_INVOICE_ID):
        with pytest.raises(ConnectionFailed):
            flavor.run(client, "get_invoice", invoice)
    with pytest.raises(CircuitOpenError) as raised:
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert raised.value.incident_id
    assert raised.value.retry_after == pytest.approx(30)


def test_a_zero_deadline_raises_without_sending(flavor: Flavor) -> None:
    """DeadlineExceededError when no attempt fits."""
    client, transport = flavor.client([], timeouts=Timeouts(deadline=0.01))
    with pytest.raises(DeadlineExceededError):
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert transport.requests == []


def test_create_payment_errors_carry_the_write_outcome(flavor: Flavor) -> None:
    """A lost answer raises, with ``outcome=unknown`` and the key to reconcile with."""
    payment = PaymentCreate.model_validate(
        {
            "customer_id": CUSTOMER_ID,
            "amount": {"amount_minor": 100, "currency": "VES"},
            "method": "pago_movil",
            "reference": "ref1",
        }
    )
    client, transport = flavor.client([hang(), hang()])
    with pytest.raises(RequestTimeout) as raised:
        flavor.run(client, "create_payment", payment)
    assert raised.value.outcome is WriteOutcome.UNKNOWN
    assert raised.value.idempotency_key == transport.requests[0].headers["idempotency-key"]
    assert b"invoice_id" not in transport.requests[0].content


@pytest.mark.parametrize(
    ("base_url", "api_key", "message"),
    [
        ("billing.test", API_KEY, "absolute http"),
        ("ftp://billing.test", API_KEY, "absolute http"),
        (BASE_URL, "", "api_key"),
    ],
)
def test_bad_configuration_fails_at_construction(base_url: str, api_key: str, message: str) -> None:
    """A relative or non-HTTP base URL or an empty key is a clear ValueError up front."""
    with pytest.raises(ValueError, match=message):
        BillingClient(base_url, api_key)


def test_http_client_and_transport_are_exclusive() -> None:
    """Both seams at once is ambiguous, so it is refused."""
    transport = httpx.MockTransport(lambda request: httpx.Response(200))
    with httpx.Client() as http, pytest.raises(ValueError, match="not both"):
        BillingClient(BASE_URL, API_KEY, http_client=http, transport=transport)


class ClosingTransport(httpx.MockTransport):
    """A mock transport that notes when the httpx client owning it is closed."""

    def __init__(self) -> None:
        super().__init__(lambda request: httpx.Response(204))
        self.closed = False

    def close(self) -> None:
        self.closed = True

    async def aclose(self) -> None:
        self.closed = True


def test_an_injected_http_client_is_used_and_never_closed() -> None:
    """The caller owns the httpx client it passed in; the client's own one is closed."""
    transport = script_transport([ok(example("Invoice"))])
    http = httpx.Client(transport=transport)
    with BillingClient(BASE_URL, API_KEY, http_client=http, rng=random.Random(1)) as client:
        client.get_invoice(INVOICE_ID)
    assert not http.is_closed
    assert len(transport.requests) == 1
    own_transport = ClosingTransport()
    own = BillingClient(BASE_URL, API_KEY, transport=own_transport)
    own.close()
    assert own_transport.closed


def test_the_async_client_closes_what_it_created() -> None:
    """``async with`` closes the AsyncClient the client built itself."""
    transport = ClosingTransport()

    async def scenario() -> bool:
        async with AsyncBillingClient(BASE_URL, API_KEY, transport=transport):
            pass
        return transport.closed

    assert asyncio.run(scenario())


def test_a_bug_below_the_client_is_an_internal_client_error(flavor: Flavor) -> None:
    """Anything but an httpx error from the transport becomes InternalClientError (chained)."""

    def broken(request: httpx.Request) -> httpx.Response:
        raise RuntimeError("transport bug")

    cls: Any = AsyncBillingClient if flavor.is_async else BillingClient
    client = cls(BASE_URL, API_KEY, transport=httpx.MockTransport(broken), clock=FakeClock())
    with pytest.raises(InternalClientError) as raised:
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert isinstance(raised.value.__cause__, RuntimeError)
    assert raised.value.failure_kind == "internal_error"
