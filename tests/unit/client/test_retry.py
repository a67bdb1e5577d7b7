"""Retries, the deadline, Retry-After and the retry budget, all in virtual time."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.client import BillingClient, BreakerPolicy, FailureKind, RetryPolicy, Timeouts
from billing_sim.client._call import call
from billing_sim.client._effects import Failed, Received, Send, Sleep
from billing_sim.client._requests import request
from billing_sim.client._retry import StopReason, full_jitter, parse_retry_after, plan_retry
from billing_sim.client._session import Context
from billing_sim.client.models import Invoice, Payment
from billing_sim.client.testing import FakeClock, Step, hang, ok, problem, timeout

from .conftest import (
    CUSTOMER_ID,
    INVOICE_ID,
    PAYMENT,
    Flavor,
    example,
    listing,
    success_example,
)

INVOICE = success_example("getInvoice")
NEVER_OPEN = BreakerPolicy(consecutive_failures=10_000, minimum_calls=10_000)


def attempt_timeouts(transport: Any) -> list[float]:
    return [r.extensions["timeout"]["read"] for r in transport.requests]


def test_full_jitter_stays_under_the_exponential_ceiling() -> None:
    """The n-th backoff is uniform in [0, min(cap, base * 2**(n-1))]."""
    policy = RetryPolicy(backoff_base=0.1, backoff_cap=1.0)
    rng = random.Random(3)
    for n, ceiling in [(1, 0.1), (2, 0.2), (3, 0.4), (4, 0.8), (5, 1.0), (9, 1.0)]:
        draws = [full_jitter(n, policy, rng) for _ in range(200)]
        assert all(0 <= d <= ceiling for d in draws)
        assert max(draws) > ceiling * 0.8


def test_backoff_is_reproducible_from_the_injected_rng(flavor: Flavor) -> None:
    """Same seed, same sleeps: the jitter comes only from the RNG passed in."""
    sleeps = []
    for _ in range(2):
        tools, _, clock = flavor.env([problem(503), problem(503), ok(INVOICE)])
        assert flavor.run(tools, "get_invoice", INVOICE_ID).ok
        sleeps.append(clock.sleeps)
    assert sleeps[0] == sleeps[1]
    assert len(sleeps[0]) == 2
    assert 0 <= sleeps[0][0] <= 0.1
    assert 0 <= sleeps[0][1] <= 0.2


def test_transient_failures_are_retried_until_success(flavor: Flavor) -> None:
    """503, timeout, then the answer: one ok result that shows all three attempts."""
    tools, _, _ = flavor.env([problem(503), timeout(), ok(INVOICE)])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert result.ok
    assert result.data.id == INVOICE_ID
    assert [(a.number, a.status, a.failure_kind) for a in result.attempts] == [
        (1, 503, FailureKind.SERVER_ERROR),
        (2, None, FailureKind.TIMEOUT),
        (3, 200, None),
    ]


def test_attempts_are_capped(flavor: Flavor) -> None:
    """A persistent 503 is tried three times, then escalated with the reason."""
    tools, transport, _ = flavor.env([], then=problem(503))
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert len(transport.requests) == 3
    assert (result.failure_kind, result.should_escalate) == (FailureKind.SERVER_ERROR, True)
    assert "Every attempt allowed failed." in result.evidence_text
    assert str(result).startswith("get_invoice: ESCALATE server_error (3 attempt(s), ")


def test_no_attempt_timeout_exceeds_the_time_left(flavor: Flavor) -> None:
    """Hung connections: 2.5 s for the first attempt, only what is left for the next."""
    tools, transport, clock = flavor.env([], then=hang())
    start = clock.monotonic()
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    timeouts = attempt_timeouts(transport)
    assert timeouts[0] == 2.5
    for attempt, limit in zip(result.attempts, timeouts, strict=True):
        assert limit <= 3.0 - attempt.started + 1e-9
    assert clock.monotonic() - start <= 3.0 + 1e-9
    assert result.failure_kind is FailureKind.TIMEOUT
    assert result.should_escalate


def test_the_attempt_that_runs_to_the_deadline_keeps_the_reserve_back(flavor: Flavor) -> None:
    """The last attempt ends 10 ms (Timeouts.reserve) before the deadline, not on it: timers
    fire late and the result must still be built, and the promise is a result by 3 s."""
    tools, transport, _ = flavor.env([], then=hang())
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    last, limit = result.attempts[-1], attempt_timeouts(transport)[-1]
    assert len(result.attempts) >= 2
    assert last.started + limit == pytest.approx(3.0 - Timeouts().reserve)


@pytest.mark.parametrize("reserve", [0.1, 0.5, -0.01])
def test_a_reserve_not_below_min_attempt_is_refused(reserve: float) -> None:
    """A reserve must leave every attempt some time (and cannot be negative)."""
    with pytest.raises(ValueError, match="reserve"):
        Timeouts(min_attempt=0.1, reserve=reserve)


SLOW_STEPS = st.one_of(
    st.just(hang()),
    st.builds(lambda s: problem(503, latency=s), st.floats(0, 1.0)),
    st.builds(lambda s: Step(error=httpx.ReadError, latency=s), st.floats(0, 1.0)),
    st.builds(lambda s: ok(INVOICE, latency=s), st.floats(0, 1.0)),
    st.builds(lambda s: problem(429, retry_after=s), st.integers(0, 4)),
)


@settings(max_examples=60, deadline=None)
@given(steps=st.lists(SLOW_STEPS, min_size=3, max_size=3))
def test_the_deadline_covers_every_attempt_and_backoff(steps: list[Step]) -> None:
    """Whatever the API does (within each attempt's timeout), the call ends by its deadline."""
    tools, transport, clock = Flavor("sync").env(steps)
    start = clock.monotonic()
    result = tools.get_invoice(INVOICE_ID)
    assert clock.monotonic() - start <= 3.0 + 1e-9
    assert result.elapsed <= 3.0 + 1e-9
    for attempt, limit in zip(result.attempts, attempt_timeouts(transport), strict=True):
        assert attempt.started + limit <= 3.0 + 1e-9


def test_retry_after_is_honoured_when_it_fits(flavor: Flavor) -> None:
    """429 with Retry-After 1: wait exactly one second, then succeed."""
    tools, _, clock = flavor.env([problem(429, retry_after=1), ok(INVOICE)])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert result.ok
    assert clock.sleeps == [1.0]


@pytest.mark.parametrize("status", [429, 503])
def test_a_retry_after_beyond_the_deadline_escalates_at_once(flavor: Flavor, status: int) -> None:
    """Asked to wait 30 s with 3 s left: no sleep, no retry, escalate now."""
    tools, transport, clock = flavor.env([problem(status, retry_after=30)])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert len(transport.requests) == 1
    assert clock.sleeps == []
    assert result.should_escalate
    assert result.retry_after == 30
    assert result.elapsed == 0
    assert "asked to wait 30 s" in result.evidence_text


def test_rate_limiting_does_not_open_the_circuit(flavor: Flavor) -> None:
    """429s say the API is alive: they never count as breaker failures."""
    tools, _, _ = flavor.env([], then=problem(429, retry_after=60))
    for _ in range(12):
        flavor.run(tools, "get_invoice", INVOICE_ID)
    snapshot = tools.breaker.snapshot()
    assert snapshot.state == "closed"
    assert snapshot.window_calls == 0


def test_the_retry_budget_stops_retry_storms(flavor: Flavor) -> None:
    """Against a dead API, retries stop client-wide after a few failures."""
    tools, transport, _ = flavor.env([], then=problem(500), breaker=NEVER_OPEN)
    results = [flavor.run(tools, "get_invoice", INVOICE_ID) for _ in range(20)]
    assert [len(r.attempts) for r in results[:3]] == [3, 2, 1]
    assert len(transport.requests) == 3 + 2 + 18
    assert "retry budget exhausted" in results[-1].evidence_text


def test_the_retry_budget_refills_as_answers_come_back(flavor: Flavor) -> None:
    """Ten answers later, a failure is retried again."""
    steps = [problem(500)] * 5 + [ok(INVOICE)] * 11 + [problem(500), ok(INVOICE)]
    tools, _, _ = flavor.env(steps, breaker=NEVER_OPEN)
    flavor.run(tools, "get_invoice", INVOICE_ID)
    flavor.run(tools, "get_invoice", INVOICE_ID)
    flavor.run(tools, "get_invoice", INVOICE_ID)  # 1 attempt: budget empty
    for _ in range(10):
        assert flavor.run(tools, "get_invoice", INVOICE_ID).ok
    assert len(flavor.run(tools, "get_invoice", INVOICE_ID).attempts) == 2


def test_each_client_has_its_own_budget(flavor: Flavor) -> None:
    """One client's storm does not stop another client's retries."""
    storm, _, _ = flavor.env([], then=problem(500), breaker=NEVER_OPEN)
    for _ in range(5):
        flavor.run(storm, "get_invoice", INVOICE_ID)
    calm, _, _ = flavor.env([problem(500), ok(INVOICE)])
    assert len(flavor.run(calm, "get_invoice", INVOICE_ID).attempts) == 2


def test_a_deadline_too_short_for_any_attempt_sends_nothing(flavor: Flavor) -> None:
    """With less than ``min_attempt`` to spend, the result escalates without I/O."""
    tools, transport, _ = flavor.env([], timeouts=Timeouts(deadline=0.05, min_attempt=0.1))
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert transport.requests == []
    assert (result.failure_kind, result.should_escalate) == (FailureKind.DEADLINE_EXCEEDED, True)


def test_a_two_request_capability_shares_one_deadline(flavor: Flavor) -> None:
    """get_usage: a hung first attempt leaves the usage request only what remains."""
    subscriptions = ok(listing(example("Subscription")), latency=0.2)
    tools, _, _ = flavor.env([hang(), subscriptions], then=hang())
    result = flavor.run(tools, "get_usage", CUSTOMER_ID)
    assert result.elapsed <= 3.0 + 1e-9
    assert [a.operation_id for a in result.attempts] == [
        "listSubscriptions",
        "listSubscriptions",
        "getSubscriptionUsage",
    ]
    assert result.failure_kind is FailureKind.TIMEOUT


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        ("30", 30.0),
        (" 5 ", 5.0),
        ("0", 0.0),
        (None, None),
        ("", None),
        ("1.5", None),
        ("-1", None),
        ("Wed, 21 Oct 2015 07:28:00 GMT", None),
        ("\u0663", None),
    ],
)
def test_retry_after_accepts_only_delta_seconds(header: str | None, seconds: float | None) -> None:
    """Whole seconds are honoured; dates (which need the wall clock) and junk are ignored."""
    assert parse_retry_after(header) == seconds


def test_plan_retry_explains_every_refusal() -> None:
    """Each reason not to retry is reported, and a backoff is clipped to the time left."""
    common: dict[str, Any] = {
        "policy": RetryPolicy(),
        "timeouts": Timeouts(),
        "rng": random.Random(1),
        "retry_after": None,
    }
    assert plan_retry(retryable=False, attempts_made=1, remaining=3, **common) == (
        StopReason.NOT_RETRYABLE
    )
    assert plan_retry(retryable=True, attempts_made=3, remaining=3, **common) == (
        StopReason.ATTEMPTS_EXHAUSTED
    )
    assert plan_retry(retryable=True, attempts_made=1, remaining=0.05, **common) == (
        StopReason.DEADLINE
    )
    clipped = plan_retry(retryable=True, attempts_made=2, remaining=0.15, **common)
    assert isinstance(clipped, float)
    assert clipped <= 0.05 + 1e-12


def hand_context(clock: FakeClock) -> Context:
    """A client context with default policies, for driving the sans-I/O core by hand."""
    client = BillingClient("http://billing.test", "k", clock=clock, rng=random.Random(1), name="t")
    return client.session.context


def get_invoice(invoice_id: str) -> Any:
    return request("getInvoice", Invoice, {"invoice_id": invoice_id})


def test_a_non_idempotent_operation_is_never_retried() -> None:
    """Driven by hand (sans I/O): a retryable failure of a non-idempotent request stops."""
    clock = FakeClock()
    ctx = hand_context(clock)
    spec = get_invoice(INVOICE_ID)
    spec = dataclasses.replace(
        spec, operation=dataclasses.replace(spec.operation, idempotent=False)
    )
    program = call(ctx, spec, clock.monotonic(), clock.monotonic() + 3)
    effect = next(program)
    assert isinstance(effect, Send)
    assert effect.url.path == f"/v1/invoices/{INVOICE_ID}"
    with pytest.raises(StopIteration) as done:
        program.send(Failed(FailureKind.TIMEOUT, sent=True))
    assert done.value.value.stop is StopReason.NOT_RETRYABLE


def test_the_core_asks_its_driver_to_sleep_between_attempts() -> None:
    """The sans-I/O program yields Send, Sleep, Send: drivers only perform them."""
    clock = FakeClock()
    ctx = hand_context(clock)
    program = call(ctx, get_invoice(INVOICE_ID), clock.monotonic(), clock.monotonic() + 3)
    assert isinstance(next(program), Send)
    sleep = program.send(Received(503, httpx.Headers(), b""))
    assert isinstance(sleep, Sleep)
    assert 0 <= sleep.seconds <= 0.1
    assert isinstance(program.send(None), Send)


def test_a_write_without_an_idempotency_key_is_never_retried() -> None:
    """createPayment is only retry-safe through its key: without one, a timeout is final."""
    clock = FakeClock()
    ctx = hand_context(clock)
    spec = request("createPayment", Payment, body=PAYMENT)
    program = call(ctx, spec, clock.monotonic(), clock.monotonic() + 3)
    assert "Idempotency-Key" not in next(program).headers  # type: ignore[union-attr]
    with pytest.raises(StopIteration) as done:
        program.send(Failed(FailureKind.TIMEOUT, sent=True))
    assert done.value.value.stop is StopReason.NOT_RETRYABLE
