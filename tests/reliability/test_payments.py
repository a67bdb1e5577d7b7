"""Payments under concurrency over real HTTP: one payment per key, none lost, books that add up.

One uvicorn server on 127.0.0.1 per store (in memory, a "networked" in-memory store that waits
a round trip, and Redis on a real ``redis-server``); every test has its own ``X-Sim-Session``,
so they share nothing but the process. Requests are really concurrent: asyncio with one
connection per request in flight (up to 200 at once), or threads for the client library.
About 6 s for the module on the 2-core machine.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import httpx
import pytest

from billing_sim.client import BillingTools, BreakerPolicy, RetryPolicy, Timeouts, WriteOutcome
from billing_sim.openapi.models import Balance, Invoice, Payment, PaymentList
from billing_sim.simulator.data import ids
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.harness import session_for
from billing_sim.simulator.store import AppendOutcome, InMemoryStore, KeyCompletion
from tests.reliability.conftest import Figures
from tests.reliability.support import (
    ADMIN,
    API_KEY,
    AUTH,
    CONTROL_SETTINGS,
    assert_problem,
    loopback,
)
from tests.support.redis_server import RedisServer, unique_prefix
from tests.unit.scenario.runtime import rules_yaml

pytestmark = pytest.mark.integration

SAME_KEY_REQUESTS = 200
DISTINCT_PAYMENTS = 500
CUSTOMERS = 50
"""500 payments over 50 customers: ten concurrent payments race on every account."""


STORE_DELAY = 0.002
"""Seconds each payment read and write of the "networked" store takes, as a Redis round trip
would: long enough for concurrent requests to meet a key still in flight."""


class NetworkedStore(InMemoryStore):
    """The in-memory store with a round trip's wait on every payment read and write."""

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        await asyncio.sleep(STORE_DELAY)
        return await super().recorded_payments(session, customer_id)

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        await asyncio.sleep(STORE_DELAY)
        return await super().append_payment(
            session, payment, expected_count=expected_count, completing=completing
        )


@pytest.fixture(scope="module", params=["memory-store", "networked-store", "redis-store"])
def base_url(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param == "redis-store":
        redis: RedisServer = request.getfixturevalue("redis_server")
        settings = replace(CONTROL_SETTINGS, store=redis.url, store_prefix=unique_prefix())
        with loopback(settings) as url:
            yield url
        return
    store = NetworkedStore(time.monotonic) if request.param == "networked-store" else None
    with loopback(store=store) as url:
        yield url


@pytest.fixture
def session(request: pytest.FixtureRequest) -> str:
    return session_for(request.node.nodeid)


def body(customer_id: str, reference: str, amount: int = 1000, method: str = "pago_movil") -> Any:
    currency = "USD" if method in ("zelle", "cash_usd") else "VES"
    return {
        "customer_id": customer_id,
        "amount": {"amount_minor": amount, "currency": currency},
        "method": method,
        "reference": reference,
    }


async def post_all(
    base_url: str, session: str, requests: list[tuple[str, Any]]
) -> list[httpx.Response]:
    """Send every ``(idempotency key, body)`` createPayment at once, one connection each."""
    limits = httpx.Limits(max_connections=len(requests), max_keepalive_connections=0)
    headers = {**AUTH, "X-Sim-Session": session}
    async with httpx.AsyncClient(
        base_url=base_url, headers=headers, limits=limits, timeout=60.0
    ) as http:
        return await asyncio.gather(
            *(
                http.post("/v1/payments", json=payload, headers={"Idempotency-Key": key})
                for key, payload in requests
            )
        )


def payments_of(http: httpx.Client, customer_id: str) -> list[Payment]:
    """Every payment listed for the customer (newest first), following pagination."""
    found: list[Payment] = []
    params: dict[str, str | int] = {"limit": 100}
    while True:
        page = PaymentList.model_validate_json(
            http.get(f"/v1/customers/{customer_id}/payments", params=params).content
        )
        found.extend(page.data)
        if not page.has_more:
            return found
        params["starting_after"] = page.data[-1].id


def test_two_hundred_concurrent_requests_with_one_key_record_one_payment(
    base_url: str, session: str, figures: Figures
) -> None:
    """200 at once, same key and body: one 201, the rest replay it or get 409 key_in_use."""
    customer = ids.customer_id(7)
    payload = body(customer, "samekey200")
    responses = asyncio.run(
        post_all(base_url, session, [("same-key-200", payload)] * SAME_KEY_REQUESTS)
    )
    created = [r for r in responses if r.status_code == 201]
    replayed = [r for r in created if r.headers.get("idempotent-replayed") == "true"]
    conflicts = [r for r in responses if r.status_code == 409]
    assert len(created) + len(conflicts) == SAME_KEY_REQUESTS
    assert len(created) - len(replayed) == 1
    assert len({Payment.model_validate_json(r.content).id for r in created}) == 1
    for response in conflicts:
        assert assert_problem(response).code == "idempotency_key_in_use"
        assert response.headers["retry-after"]
    with httpx.Client(base_url=base_url, headers={**AUTH, "X-Sim-Session": session}) as http:
        ours = [p for p in payments_of(http, customer) if p.reference == "samekey200"]
    assert len(ours) == 1
    figures["requests"] = SAME_KEY_REQUESTS
    figures["replayed"] = len(replayed)
    figures["conflicts_409"] = len(conflicts)
    figures["payments_recorded"] = len(ours)


def test_five_hundred_distinct_keys_record_five_hundred_payments_and_the_books_balance(
    base_url: str, session: str, figures: Figures
) -> None:
    """500 at once over 50 accounts: each recorded once; balances and invoices reconcile."""
    customers = [ids.customer_id(index) for index in range(CUSTOMERS)]
    headers = {**AUTH, "X-Sim-Session": session}
    methods = itertools.cycle(["pago_movil", "zelle", "bank_transfer", "cash_usd", "card"])
    requests = [
        (f"distinct-{n}", body(customers[n % CUSTOMERS], f"dist{n}", 500 + 37 * n, next(methods)))
        for n in range(DISTINCT_PAYMENTS)
    ]
    with httpx.Client(base_url=base_url, headers=headers, timeout=30.0) as http:
        before = {c: books(http, c) for c in customers}
        responses = asyncio.run(post_all(base_url, session, requests))
        assert Counter(r.status_code for r in responses) == {201: DISTINCT_PAYMENTS}
        after = {c: books(http, c) for c in customers}
        listed = {c: payments_of(http, c) for c in customers}
    created = [Payment.model_validate_json(r.content) for r in responses]
    assert len({p.id for p in created}) == DISTINCT_PAYMENTS
    for customer in customers:
        mine = [p for p in listed[customer] if p.reference.startswith("dist")]
        sent = sorted(b["reference"] for _, b in requests if b["customer_id"] == customer)
        assert sorted(p.reference for p in mine) == sent
        reconcile(before[customer], after[customer], mine)
    figures["requests"] = DISTINCT_PAYMENTS
    figures["payments_recorded"] = sum(
        p.reference.startswith("dist") for v in listed.values() for p in v
    )
    figures["customers_reconciled"] = CUSTOMERS


def books(http: httpx.Client, customer_id: str) -> tuple[Balance, dict[str, Invoice]]:
    """A customer's balance and listed invoices, by id."""
    balance = Balance.model_validate_json(http.get(f"/v1/customers/{customer_id}/balance").content)
    page = http.get(f"/v1/customers/{customer_id}/invoices", params={"limit": 100}).json()
    assert not page["has_more"]
    invoices = {inv["id"]: Invoice.model_validate(inv) for inv in page["data"]}
    return balance, invoices


def reconcile(
    before: tuple[Balance, dict[str, Invoice]],
    after: tuple[Balance, dict[str, Invoice]],
    payments: list[Payment],
) -> None:
    """What was applied went to invoices (their paid amounts) or to credit, to the cent."""
    (balance_0, invoices_0), (balance_1, invoices_1) = before, after
    applied = sum(p.amount_applied.amount_minor for p in payments)
    allocated: dict[str, int] = defaultdict(int)
    for payment in payments:
        for allocation in payment.allocations:
            allocated[allocation.invoice_id] += allocation.amount.amount_minor
    credit_gain = balance_1.credit_available.amount_minor - balance_0.credit_available.amount_minor
    due_drop = balance_0.amount_due.amount_minor - balance_1.amount_due.amount_minor
    assert applied == sum(allocated.values()) + credit_gain
    assert due_drop == sum(allocated.values())
    assert set(invoices_1) == set(invoices_0)
    for invoice_id, invoice in invoices_1.items():
        paid_gain = (
            invoice.amount_paid.amount_minor - invoices_0[invoice_id].amount_paid.amount_minor
        )
        assert paid_gain == allocated.get(invoice_id, 0)
        assert invoice.amount_remaining.amount_minor >= 0
        if invoice_id in allocated:
            assert (invoice.status.value == "paid") == (invoice.amount_remaining.amount_minor == 0)


AFTER_COMMIT = """
- name: answer lost, connection held
  match: {operation: createPayment}
  every: 3
  fault: {kind: after_commit, then: hang, max_s: 0.5}
- name: answer lost, connection reset
  match: {operation: createPayment}
  every: 4
  fault: {kind: after_commit, then: reset}
- name: answer lost, 503
  match: {operation: createPayment}
  every: 5
  fault: {kind: after_commit, then: http_503, retry_after: 0}
"""

PAYMENT_CALLS = 60


def test_payments_whose_answers_are_lost_are_never_recorded_twice(
    base_url: str, session: str, figures: Figures
) -> None:
    """After-commit hangs, resets and 503s, client retries with the same key: one payment each.

    Calls the client gave up on (``unknown``) are repeated with their key once billing is
    healthy, as the bot is told to: that replays the stored payment, it never adds one.
    """
    activate = httpx.put(
        f"{base_url}/_sim/scenario",
        json={"yaml": rules_yaml(AFTER_COMMIT), "name": "after-commit"},
        headers={**ADMIN, "X-Sim-Session": session},
    )
    assert activate.status_code == 200, activate.text
    customers = [ids.customer_id(index) for index in range(10)]
    tools = BillingTools(
        base_url,
        API_KEY,
        headers={"X-Sim-Session": session},
        timeouts=Timeouts(deadline=1.2, attempt=0.3, connect=0.2, min_attempt=0.05),
        retry=RetryPolicy(max_attempts=4, backoff_base=0.01, backoff_cap=0.05),
        breaker=BreakerPolicy(consecutive_failures=1000, minimum_calls=1000),
    )

    def pay(n: int) -> tuple[int, Any]:
        args = (customers[n % len(customers)], 1000 + n, "VES", "pago_movil", f"lost{n}")
        return n, (args, tools.record_payment(*args))

    try:
        with ThreadPoolExecutor(6) as pool:
            results = dict(pool.map(pay, range(PAYMENT_CALLS)))
        outcomes = Counter(result.outcome for _, result in results.values())
        faults = [e for e in journal(base_url, session) if e["fault"] == "after_commit"]
        httpx.delete(f"{base_url}/_sim/scenario", headers={**ADMIN, "X-Sim-Session": session})
        # (the bot repeats them later, not with the budget the outage spent nor with the
        # outage's tight per-attempt bound: a starved CPU can hold a healthy answer past 0.3 s)
        later = BillingTools(base_url, API_KEY, headers={"X-Sim-Session": session})
        try:
            for args, result in results.values():
                assert result.outcome is not WriteOutcome.FAILED, str(result)
                if result.outcome is WriteOutcome.UNKNOWN:
                    again = later.record_payment(*args, idempotency_key=result.idempotency_key)
                    assert again.outcome is WriteOutcome.SUCCEEDED, str(again)
        finally:
            later.close()
    finally:
        tools.close()
    with httpx.Client(base_url=base_url, headers={**AUTH, "X-Sim-Session": session}) as http:
        listed = [p for c in customers for p in payments_of(http, c)]
    references = Counter(p.reference for p in listed if p.reference.startswith("lost"))
    assert references == Counter(f"lost{n}" for n in range(PAYMENT_CALLS))
    assert faults
    figures["payment_calls"] = PAYMENT_CALLS
    figures["after_commit_faults"] = len(faults)
    figures["outcomes"] = dict(Counter(str(o) for o in outcomes.elements()))
    figures["payments_lost"] = PAYMENT_CALLS - len(references)
    figures["duplicates"] = sum(references.values()) - len(references)


def journal(base_url: str, session: str) -> list[dict[str, Any]]:
    response = httpx.get(
        f"{base_url}/_sim/journal",
        params={"operation": "createPayment"},
        headers={**ADMIN, "X-Sim-Session": session},
    )
    entries: list[dict[str, Any]] = response.json()["entries"]
    return entries
