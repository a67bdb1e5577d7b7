"""Failure domains: one broken account escalates alone; many failing targets open the circuit."""

from __future__ import annotations

import itertools
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.client import BreakerPolicy, BreakerState, CircuitBreaker, FailureKind
from billing_sim.client._breaker import Permit
from billing_sim.client._requests import request
from billing_sim.client._trip import RecentTargets
from billing_sim.client._types import BreakerOutcome
from billing_sim.client._window import SlidingWindow
from billing_sim.client.models import BillSummary, CustomerList, InvoiceList, Payment
from billing_sim.client.testing import (
    FakeClock,
    Step,
    connect_timeout,
    ok,
    problem,
    refused,
    reset,
    timeout,
)

from .conftest import PAYMENT, Flavor, example, listing

S, F = BreakerOutcome.SUCCESS, BreakerOutcome.FAILURE
A, B, C = "customer_id=cus_aaaaaa", "customer_id=cus_bbbbbb", "customer_id=cus_cccccc"
BROKEN = "cus_7k2m9q4x1z"
HEALTHY = "cus_3m8q2w7e1r"


def make(policy: BreakerPolicy | None = None) -> tuple[CircuitBreaker, FakeClock]:
    clock = FakeClock()
    ids = itertools.count(1)
    return CircuitBreaker(policy or BreakerPolicy(), clock, lambda: f"inc_{next(ids)}"), clock


def run(
    breaker: CircuitBreaker, outcome: BreakerOutcome, target: str | None, duration: float = 0.01
) -> None:
    admission = breaker.acquire()
    assert isinstance(admission, Permit), admission
    breaker.record(admission, outcome, duration, target=target)


def state(breaker: CircuitBreaker) -> BreakerState:
    return breaker.state


def test_one_target_failing_for_ever_never_opens_the_circuit() -> None:
    """Fifty failures in a row of one customer, and more than half the window: still closed."""
    breaker, _ = make()
    for index in range(50):
        run(breaker, F, A)
        if index % 5 == 0:
            run(breaker, S, B)
            run(breaker, F, A)
    snapshot = breaker.snapshot()
    assert snapshot.state is BreakerState.CLOSED
    assert snapshot.consecutive_failures >= 5
    assert snapshot.window_failures >= snapshot.window_calls / 2
    assert (snapshot.run_targets, snapshot.window_failing_targets) == (1, 1)


def test_a_second_failing_target_in_the_run_opens_it() -> None:
    """Once the run of consecutive failures spans two customers, the count rule fires."""
    breaker, _ = make(BreakerPolicy(minimum_calls=1000))
    for _ in range(4):
        run(breaker, F, A)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, F, B)
    assert state(breaker) is BreakerState.OPEN


def test_a_success_starts_a_new_run_with_no_targets() -> None:
    """A, A, A, A, success, B: the run is one failure of one target."""
    breaker, _ = make(BreakerPolicy(minimum_calls=1000))
    for outcome, target in [(F, A)] * 4 + [(S, C), (F, B)]:
        run(breaker, outcome, target)
    snapshot = breaker.snapshot()
    assert (snapshot.consecutive_failures, snapshot.run_targets) == (1, 1)
    assert snapshot.state is BreakerState.CLOSED


def test_the_failure_rate_counts_only_targets_that_failed_inside_the_window() -> None:
    """A target whose failure left the window no longer widens the outage."""
    breaker, clock = make(BreakerPolicy(consecutive_failures=1000))
    run(breaker, F, A)
    clock.advance(30.0)
    for _ in range(5):
        run(breaker, F, B)
        run(breaker, S, C)
    assert state(breaker) is BreakerState.CLOSED
    assert breaker.snapshot().window_failing_targets == 1
    run(breaker, F, A)
    assert state(breaker) is BreakerState.OPEN


def test_failures_to_reach_the_service_count_for_every_target() -> None:
    """Five refused connections, all while asking about one customer: the service is down."""
    breaker, _ = make(BreakerPolicy(minimum_calls=1000))
    for _ in range(4):
        run(breaker, F, None)
    assert state(breaker) is BreakerState.CLOSED
    snapshot = breaker.snapshot()
    assert (snapshot.run_targets, snapshot.window_failing_targets) == (2, 2)
    run(breaker, F, None)
    assert state(breaker) is BreakerState.OPEN


def test_an_unreachable_service_widens_a_run_of_one_customers_failures() -> None:
    """A, A, A, A, then the port is dead: the run holds a failure of every target."""
    breaker, _ = make(BreakerPolicy(minimum_calls=1000))
    for target in [A, A, A, A, None]:
        run(breaker, F, target)
    assert state(breaker) is BreakerState.OPEN


def test_a_success_forgets_that_the_service_was_unreachable() -> None:
    """None, success, then A four times: the run is one customer's again."""
    breaker, _ = make(BreakerPolicy(minimum_calls=1000))
    for outcome, target in [(F, None), (S, B)] + [(F, A)] * 4:
        run(breaker, outcome, target)
    assert breaker.snapshot().run_targets == 1
    run(breaker, F, A)
    assert state(breaker) is BreakerState.CLOSED


def test_the_failure_rate_counts_an_unreachable_service_only_inside_the_window() -> None:
    """A refused connection that left the window no longer widens one customer's failures."""
    breaker, clock = make(BreakerPolicy(consecutive_failures=1000))
    run(breaker, F, None)
    clock.advance(30.0)
    for _ in range(5):
        run(breaker, F, A)
        run(breaker, S, B)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, F, None)
    assert state(breaker) is BreakerState.OPEN


def test_one_slow_customer_is_not_a_brown_out() -> None:
    """Slow answers about one huge account never open it; slowness across two customers does."""
    breaker, _ = make()
    for _ in range(20):
        run(breaker, S, A, duration=2.5)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, S, B, duration=2.5)
    assert state(breaker) is BreakerState.OPEN


def test_one_distinct_target_is_the_plain_count_based_breaker() -> None:
    """``min_distinct_targets=1``: five failures of one customer open it, as before."""
    breaker, _ = make(BreakerPolicy(min_distinct_targets=1))
    for _ in range(5):
        run(breaker, F, A)
    assert state(breaker) is BreakerState.OPEN


def test_three_distinct_targets_need_a_third_customer() -> None:
    """A stricter policy waits for failures of three customers."""
    breaker, _ = make(BreakerPolicy(min_distinct_targets=3, minimum_calls=1000))
    for target in [A, B] * 5:
        run(breaker, F, target)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, F, C)
    assert state(breaker) is BreakerState.OPEN


def test_the_breaker_remembers_at_most_k_targets() -> None:
    """Ten thousand different failing ids keep only ``k`` targets in memory."""
    targets = RecentTargets(3, span=30.0)
    for index in range(10_000):
        targets.add(float(index) / 1000, f"customer_id=cus_{index:06d}")
    assert len(targets) == 3
    assert targets.spread(10.0) == 3


def test_the_window_keeps_at_most_max_events() -> None:
    """Past its bound the window forgets the oldest events first, keeping counts exact."""
    window = SlidingWindow(span=30.0, max_events=3)
    for failed in (True, False, False, True):
        window.add(1.0, failed=failed, slow=failed)
    assert (window.calls, window.failures, window.slow) == (3, 1, 1)


@settings(max_examples=60, deadline=None)
@given(
    k=st.integers(1, 4),
    events=st.lists(
        st.tuples(st.floats(0.0, 20.0), st.sampled_from("abcdef")), min_size=1, max_size=40
    ),
)
def test_recent_targets_count_exactly_what_a_full_history_would(
    k: int, events: list[tuple[float, str]]
) -> None:
    """The bounded tracker agrees with a brute-force count over the whole history."""
    targets = RecentTargets(k, span=10.0)
    now = 0.0
    history: list[tuple[float, str]] = []
    for step, target in events:
        now += step
        targets.add(now, target)
        history.append((now, target))
        inside = {name for at, name in history if now - at < 10.0}
        assert targets.spread(now) == min(k, len(inside))


def test_requests_about_one_customer_share_one_target() -> None:
    """A customer's bill summary, invoices and payments are one domain, whatever page or month."""
    summary = request("getBillSummary", BillSummary, {"customer_id": BROKEN}, {"period": "2026-11"})
    query: dict[str, str | int | None] = {
        "status": "open",
        "limit": 12,
        "starting_after": "inv_aaaaaa",
    }
    invoices = request("listInvoices", InvoiceList, {"customer_id": BROKEN}, query)
    payment = request("createPayment", Payment, body=PAYMENT, idempotency_key="key")
    assert summary.target == invoices.target == payment.target == f"customer_id={BROKEN}"
    healthy = request("getBillSummary", BillSummary, {"customer_id": HEALTHY})
    assert healthy.target != summary.target


def test_searches_by_different_keys_are_different_targets() -> None:
    """Two phones are two targets, whichever customers they belong to."""
    first = request("searchCustomers", CustomerList, query={"phone": "+584121234567", "limit": 5})
    second = request("searchCustomers", CustomerList, query={"phone": "+584149876543"})
    assert first.target == "phone=+584121234567"
    assert first.target != second.target


def test_usage_of_a_customers_subscription_is_filed_under_the_customer(flavor: Flavor) -> None:
    """get_usage's second request (by subscription id) counts as the customer's domain."""
    subscription = {**example("Subscription"), "status": "active"}
    tools, _, _ = flavor.env([ok(listing(subscription))], then=problem(500))
    flavor.run(tools, "get_usage", BROKEN)
    flavor.run(tools, "get_balance", BROKEN)
    snapshot = tools.breaker.snapshot()
    assert (snapshot.consecutive_failures, snapshot.run_targets) == (5, 1)
    assert snapshot.state is BreakerState.CLOSED


def broken_customer_api(request: httpx.Request) -> httpx.Response:
    """The one-customer-broken scenario: 500 for every request about BROKEN, else answers."""
    path = request.url.path
    if f"/customers/{BROKEN}/" in path:
        body = {
            "type": "https://billing.isp.example/problems/internal_error",
            "title": "Internal error",
            "status": 500,
            "detail": "Scripted.",
            "code": "internal_error",
            "request_id": "req_scripted",
            "retryable": True,
            "category": "infrastructure",
        }
        return httpx.Response(500, json=body, headers={"Content-Type": "application/problem+json"})
    if path == "/v1/customers":
        return httpx.Response(200, json=listing(example("Customer")))
    return httpx.Response(200, json=example("BillSummary"))


def bot_turns(flavor: Flavor, tools: Any, turns: int) -> tuple[list[Any], list[Any]]:
    """The bot's turns for the broken customer: find them, then ask about bill and balance.

    Returns:
        The lookups, and the calls about the customer.
    """
    lookups, about = [], []
    for _ in range(turns):
        lookups.append(flavor.run(tools, "find_customer", account_number="1000000016"))
        about.append(flavor.run(tools, "get_bill_summary", BROKEN))
        about.append(flavor.run(tools, "get_balance", BROKEN))
    return lookups, about


def test_three_failing_turns_for_one_customer_leave_everyone_else_served(flavor: Flavor) -> None:
    """The bot evaluation's finding: one broken account no longer opens the circuit for all."""
    clock = FakeClock()
    tools: Any = flavor.tools(httpx.MockTransport(broken_customer_api), clock=clock)
    lookups, failed = bot_turns(flavor, tools, turns=3)
    assert all(r.ok for r in lookups)
    assert all(r.failure_kind is FailureKind.SERVER_ERROR and r.should_escalate for r in failed)
    assert all(r.incident_id is None and r.attempts for r in failed)
    assert sum(len(r.attempts) for r in failed) >= 5
    assert tools.breaker.state is BreakerState.CLOSED
    other = flavor.run(tools, "get_bill_summary", HEALTHY)
    assert other.ok, other
    assert all(r.elapsed <= 3.0 for r in failed)


def test_without_failure_domains_the_same_turns_cut_everyone_off(flavor: Flavor) -> None:
    """``min_distinct_targets=1`` reproduces the finding: the next customer gets circuit_open."""
    policy = BreakerPolicy(min_distinct_targets=1)
    tools: Any = flavor.tools(httpx.MockTransport(broken_customer_api), breaker=policy)
    bot_turns(flavor, tools, turns=3)
    other = flavor.run(tools, "get_bill_summary", HEALTHY)
    assert other.failure_kind is FailureKind.CIRCUIT_OPEN


@pytest.mark.parametrize("accounts", [("1000000016",), ("1000000016", "6044378211")])
def test_the_readme_total_outage_sequence(flavor: Flavor, accounts: tuple[str, ...]) -> None:
    """README snippet: open from the fifth failure if two customers take turns, never for one."""

    tools, _, _ = flavor.env([], then=problem(503, retry_after=30))
    results = [
        flavor.run(tools, "find_customer", account_number=accounts[index % len(accounts)])
        for index in range(8)
    ]
    assert [len(r.attempts) for r in results[:5]] == [1] * 5
    kinds = [r.failure_kind for r in results]
    if len(accounts) == 1:
        assert kinds == [FailureKind.SERVER_ERROR] * 8
        assert tools.breaker.state is BreakerState.CLOSED
    else:
        assert kinds == [FailureKind.SERVER_ERROR] * 5 + [FailureKind.CIRCUIT_OPEN] * 3
        assert len({r.incident_id for r in results[5:]}) == 1
        assert all(r.attempts == () for r in results[5:])


@pytest.mark.parametrize(
    "failure",
    [refused(), connect_timeout(), Step(error=httpx.ProxyError)],
    ids=["refused", "connect-timeout", "proxy"],
)
def test_a_dead_api_opens_the_circuit_for_one_customers_calls(
    flavor: Flavor, failure: Step
) -> None:
    """The API's port is dead and one customer keeps asking: open after five failures."""
    tools, transport, _ = flavor.env([], then=failure)
    results = [flavor.run(tools, "get_balance", BROKEN) for _ in range(4)]
    assert [len(r.attempts) for r in results] == [3, 2, 0, 0]
    assert [r.failure_kind for r in results[2:]] == [FailureKind.CIRCUIT_OPEN] * 2
    assert len(transport.requests) == BreakerPolicy().consecutive_failures
    assert tools.breaker.state is BreakerState.OPEN
    assert results[1].incident_id is not None
    assert {r.incident_id for r in results[1:]} == {results[1].incident_id}


@pytest.mark.parametrize(
    "failure",
    [problem(500), reset(), timeout()],
    ids=["500", "reset-after-sending", "read-timeout"],
)
def test_answers_about_one_customer_alone_never_open_it(flavor: Flavor, failure: Step) -> None:
    """A server that was reached and failed on one customer's path: that customer's outage."""
    tools, transport, _ = flavor.env([], then=failure)
    results = [flavor.run(tools, "get_balance", BROKEN) for _ in range(4)]
    assert all(r.attempts and r.failure_kind is not FailureKind.CIRCUIT_OPEN for r in results)
    assert len(transport.requests) > BreakerPolicy().consecutive_failures
    assert tools.breaker.state is BreakerState.CLOSED
