"""The circuit breaker's rules, recovery, listeners and thread safety, on a fake clock.

Failures concern two targets, as in a real outage (failure domains: test_failure_domains.py).
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator

import pytest

from billing_sim.client import BreakerPolicy, BreakerState, BreakerTransition, CircuitBreaker
from billing_sim.client._breaker import Permit, Rejection
from billing_sim.client._types import BreakerOutcome
from billing_sim.client.testing import FakeClock

S, F, N = BreakerOutcome.SUCCESS, BreakerOutcome.FAILURE, BreakerOutcome.NEUTRAL
A, B = "customer_id=cus_aaaaaa", "customer_id=cus_bbbbbb"


def make(policy: BreakerPolicy | None = None, **kw: object) -> tuple[CircuitBreaker, FakeClock]:
    clock = FakeClock()
    ids: Iterator[int] = itertools.count(1)
    breaker = CircuitBreaker(
        policy or BreakerPolicy(),
        clock,
        lambda: f"inc_{next(ids)}",
        **kw,  # type: ignore[arg-type]
    )
    return breaker, clock


def state(breaker: CircuitBreaker) -> BreakerState:
    """Read through a call, so type checkers do not narrow it between transitions."""
    return breaker.state


def permit(breaker: CircuitBreaker) -> Permit:
    admission = breaker.acquire()
    assert isinstance(admission, Permit), admission
    return admission


def run(
    breaker: CircuitBreaker, outcome: BreakerOutcome, duration: float = 0.01, **kw: str
) -> None:
    """One admitted attempt; without ``target``, A and B take turns (by calls counted)."""
    target = kw.get("target") or (A, B)[breaker.snapshot().window_calls % 2]
    breaker.record(permit(breaker), outcome, duration, target=target)


def trip(breaker: CircuitBreaker) -> None:
    for index in range(breaker.policy.consecutive_failures):
        run(breaker, F, target=(A, B)[index % 2])
    assert state(breaker) is BreakerState.OPEN


def test_opens_after_consecutive_failures() -> None:
    """Five infrastructure failures in a row, of two customers, open it at very low traffic."""
    breaker, _ = make()
    for target in (A, B, A, B):
        run(breaker, F, target=target)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, F, target=A)
    assert state(breaker) is BreakerState.OPEN


def test_a_success_resets_the_consecutive_count() -> None:
    """Four failures, a success, four failures: still closed."""
    breaker, _ = make(BreakerPolicy(minimum_calls=100))
    for outcome in [F] * 4 + [S] + [F] * 4:
        run(breaker, outcome)
    assert state(breaker) is BreakerState.CLOSED


def test_opens_on_failure_rate_over_the_window_with_minimum_calls() -> None:
    """Alternating failures never make five in a row, but 50 % of 10 calls opens it."""
    breaker, _ = make()
    for outcome, target in zip([S, F] * 4 + [S], itertools.cycle([A, A, B, B]), strict=False):
        run(breaker, outcome, target=target)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, F, target=B)
    assert state(breaker) is BreakerState.OPEN


def test_old_calls_leave_the_window() -> None:
    """Failures older than the window no longer count towards the rate."""
    breaker, clock = make()
    for outcome in [S, F] * 4:
        run(breaker, outcome)
    clock.advance(30.0)
    for outcome in [S, S, F]:
        run(breaker, outcome)
    snapshot = breaker.snapshot()
    assert (snapshot.window_calls, snapshot.window_failures) == (3, 1)
    assert state(breaker) is BreakerState.CLOSED


def test_opens_on_slow_call_rate() -> None:
    """A brown-out of slow successes opens it: 80 % of 10 calls at 2 s or more."""
    breaker, _ = make()
    for _ in range(2):
        run(breaker, S, 0.1)
    for _ in range(7):
        run(breaker, S, 2.0)
    assert state(breaker) is BreakerState.CLOSED
    run(breaker, S, 2.4)
    assert state(breaker) is BreakerState.OPEN


def test_open_rejects_without_side_effects_and_says_when_it_retries() -> None:
    """While open every caller is refused with the same incident and retry time."""
    breaker, clock = make()
    trip(breaker)
    first = breaker.acquire()
    clock.advance(10)
    second = breaker.acquire()
    assert isinstance(first, Rejection)
    assert isinstance(second, Rejection)
    assert first.incident_id == second.incident_id == "inc_1"
    assert first.retry_at == second.retry_at == pytest.approx(clock.monotonic() + 20)


def test_half_open_admits_one_probe_and_success_closes() -> None:
    """After the open period one probe goes through; its success closes the circuit."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    probe = permit(breaker)
    assert probe.probe
    assert state(breaker) is BreakerState.HALF_OPEN
    refused = breaker.acquire()
    assert isinstance(refused, Rejection)
    assert refused.retry_at is None
    breaker.record(probe, S, 0.1, target=A)
    assert state(breaker) is BreakerState.CLOSED
    assert breaker.incident_id is None


def test_a_failed_probe_reopens_at_once_with_the_same_incident() -> None:
    """A probe failure reopens for a full period; the outage keeps its incident id."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    breaker.record(permit(breaker), F, 0.1, target=A)
    refused = breaker.acquire()
    assert isinstance(refused, Rejection)
    assert (refused.state, refused.incident_id) == (BreakerState.OPEN, "inc_1")
    assert refused.retry_at == pytest.approx(clock.monotonic() + 30)


def test_a_new_outage_gets_a_new_incident() -> None:
    """Once closed, the next opening is a new incident."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    breaker.record(permit(breaker), S, 0.1, target=A)
    trip(breaker)
    assert breaker.incident_id == "inc_2"


def test_several_probes_must_all_succeed() -> None:
    """With three probes, closing needs three successes; never more than three admitted."""
    breaker, clock = make(BreakerPolicy(half_open_probes=3))
    trip(breaker)
    clock.advance(30)
    probes = [permit(breaker) for _ in range(3)]
    assert isinstance(breaker.acquire(), Rejection)
    breaker.record(probes[0], S, 0.1, target=A)
    assert isinstance(breaker.acquire(), Rejection)
    breaker.record(probes[1], S, 0.1, target=A)
    assert state(breaker) is BreakerState.HALF_OPEN
    breaker.record(probes[2], S, 0.1, target=A)
    assert state(breaker) is BreakerState.CLOSED


def test_a_cancelled_probe_frees_its_slot_and_changes_nothing() -> None:
    """Releasing a probe (cancellation) neither closes nor reopens; the next call probes."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    breaker.release(permit(breaker))
    assert state(breaker) is BreakerState.HALF_OPEN
    assert permit(breaker).probe


def test_lost_probes_are_given_up_after_the_max_wait() -> None:
    """A probe that never reports back does not keep the circuit half-open for ever."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    lost = permit(breaker)
    clock.advance(9.9)
    assert isinstance(breaker.acquire(), Rejection)
    assert state(breaker) is BreakerState.HALF_OPEN
    clock.advance(0.1)
    refused = breaker.acquire()
    assert isinstance(refused, Rejection)
    assert refused.state is BreakerState.OPEN
    assert refused.incident_id == "inc_1"
    breaker.record(lost, S, 40.0, target=A)  # too late: it belongs to a past generation
    assert state(breaker) is BreakerState.OPEN


def test_neutral_outcomes_and_stale_permits_change_no_count() -> None:
    """Business answers, cancellations and answers from a past state are not counted."""
    breaker, _ = make()
    run(breaker, F)
    old = permit(breaker)
    before = breaker.snapshot()
    run(breaker, N)
    breaker.release(permit(breaker))
    assert breaker.snapshot() == before
    for _ in range(4):
        run(breaker, F)
    assert state(breaker) is BreakerState.OPEN
    opened = breaker.snapshot()
    breaker.record(old, F, 5.0, target=A)
    breaker.record(old, S, 0.1, target=B)
    assert breaker.snapshot() == opened


def test_listeners_see_every_transition_and_their_errors_are_contained(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Listeners get open, half-open and closed, with reasons; a raising one is logged."""
    seen: list[BreakerTransition] = []

    def broken(_: BreakerTransition) -> None:
        raise RuntimeError("metrics backend down")

    breaker, clock = make(listeners=[broken, seen.append], name="billing-test")
    trip(breaker)
    clock.advance(30)
    breaker.record(permit(breaker), S, 0.1, target=A)
    assert [(t.previous, t.current, t.reason) for t in seen] == [
        (BreakerState.CLOSED, BreakerState.OPEN, "consecutive_failures"),
        (BreakerState.OPEN, BreakerState.HALF_OPEN, "open_duration_elapsed"),
        (BreakerState.HALF_OPEN, BreakerState.CLOSED, "probes_succeeded"),
    ]
    assert seen[0].name == "billing-test"
    assert seen[0].incident_id == "inc_1"
    assert "listener" in caplog.text


def test_concurrent_threads_never_get_more_probes_than_allowed() -> None:
    """Sixteen threads racing for a half-open circuit: exactly one probe is admitted."""
    breaker, clock = make()
    trip(breaker)
    clock.advance(30)
    barrier = threading.Barrier(16)
    admitted: list[object] = []

    def race() -> None:
        barrier.wait()
        admission = breaker.acquire()
        if isinstance(admission, Permit):
            admitted.append(admission)

    threads = [threading.Thread(target=race) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert len(admitted) == 1


def test_concurrent_recording_loses_no_update() -> None:
    """Failures recorded from many threads are all counted (no torn read-modify-write)."""
    breaker, _ = make(BreakerPolicy(consecutive_failures=10_000, minimum_calls=10_000))

    def hammer() -> None:
        for _ in range(200):
            run(breaker, F)

    threads = [threading.Thread(target=hammer) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert breaker.snapshot().consecutive_failures == 1600


@pytest.mark.parametrize(
    "bad",
    [
        {"consecutive_failures": 0},
        {"failure_rate": 1.5},
        {"slow_call_rate": 0},
        {"open_duration": -1},
        {"half_open_probes": 0},
        {"min_distinct_targets": 0},
    ],
)
def test_invalid_policies_are_rejected_with_a_clear_message(bad: dict[str, float]) -> None:
    """A policy that could never work fails at construction, naming the field."""
    with pytest.raises(ValueError, match=next(iter(bad))):
        BreakerPolicy(**bad)  # type: ignore[arg-type]
