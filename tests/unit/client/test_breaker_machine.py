"""The breaker as a hypothesis state machine, checked against a small reference model."""

from __future__ import annotations

import itertools

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from client import BreakerPolicy, BreakerState, CircuitBreaker
from client._breaker import Permit
from client._types import BreakerOutcome
from client.testing import FakeClock

POLICY = BreakerPolicy(
    consecutive_failures=3,
    window=10.0,
    failure_rate=0.5,
    minimum_calls=4,
    slow_call_duration=1.0,
    slow_call_rate=0.75,
    open_duration=5.0,
    half_open_probes=2,
    half_open_max_wait=3.0,
)
OUTCOMES = st.sampled_from(list(BreakerOutcome))


class BreakerMachine(RuleBasedStateMachine):
    """Random interleavings of admissions, outcomes and time."""

    def __init__(self) -> None:
        super().__init__()
        self.clock = FakeClock()
        ids = itertools.count(1)
        self.breaker = CircuitBreaker(POLICY, self.clock, lambda: f"inc_{next(ids)}")
        self.held: list[Permit] = []
        # Reference model of the closed state, reset whenever the generation changes.
        self.generation = 0
        self.consecutive = 0
        self.events: list[tuple[float, bool, bool]] = []

    def _sync_model(self) -> None:
        generation = self.breaker.snapshot().generation
        if generation != self.generation:
            self.generation, self.consecutive, self.events = generation, 0, []

    @rule()
    def acquire(self) -> None:
        admission = self.breaker.acquire()
        if isinstance(admission, Permit):
            self.held.append(admission)
        self._sync_model()

    @rule(seconds=st.floats(min_value=0.0, max_value=6.0))
    def advance(self, seconds: float) -> None:
        self.clock.advance(seconds)

    @precondition(lambda self: self.held)
    @rule(data=st.data(), outcome=OUTCOMES, slow=st.booleans())
    def finish(self, data: st.DataObject, outcome: BreakerOutcome, slow: bool) -> None:
        permit = self.held.pop(data.draw(st.integers(0, len(self.held) - 1)))
        before = self.breaker.snapshot()
        duration = 1.5 if slow else 0.1
        self.breaker.record(permit, outcome, duration)
        after = self.breaker.snapshot()
        if permit.generation != before.generation:
            assert after == before, "an outcome from a past state changed the breaker"
        elif outcome is BreakerOutcome.NEUTRAL:
            freed = 1 if permit.probe else 0
            assert after.probes_in_flight == before.probes_in_flight - freed
            assert (after.state, after.generation) == (before.state, before.generation)
            assert (after.consecutive_failures, after.window_calls, after.probe_successes) == (
                before.consecutive_failures,
                before.window_calls,
                before.probe_successes,
            ), "a neutral outcome changed the counts"
        elif permit.probe:
            self._check_probe(before.probe_successes, outcome, after.state)
        else:
            self._check_closed(outcome, slow, after.state)
        self._sync_model()

    def _check_probe(self, successes: int, outcome: BreakerOutcome, state: BreakerState) -> None:
        if outcome is BreakerOutcome.FAILURE:
            assert state is BreakerState.OPEN, "a failed probe must reopen at once"
        elif successes + 1 >= POLICY.half_open_probes:
            assert state is BreakerState.CLOSED, "enough successful probes must close it"
        else:
            assert state is BreakerState.HALF_OPEN

    def _check_closed(self, outcome: BreakerOutcome, slow: bool, state: BreakerState) -> None:
        now = self.clock.monotonic()
        failed = outcome is BreakerOutcome.FAILURE
        self.consecutive = self.consecutive + 1 if failed else 0
        self.events = [e for e in self.events if now - e[0] < POLICY.window]
        self.events.append((now, failed, slow))
        calls = len(self.events)
        failures = sum(e[1] for e in self.events)
        slows = sum(e[2] for e in self.events)
        fires = self.consecutive >= POLICY.consecutive_failures or (
            calls >= POLICY.minimum_calls
            and (failures >= POLICY.failure_rate * calls or slows >= POLICY.slow_call_rate * calls)
        )
        assert (state is BreakerState.OPEN) == fires, (self.consecutive, calls, failures, slows)
        if not fires:
            snapshot = self.breaker.snapshot()
            assert snapshot.consecutive_failures == self.consecutive

    @invariant()
    def probes_are_bounded(self) -> None:
        snapshot = self.breaker.snapshot()
        assert 0 <= snapshot.probes_in_flight <= POLICY.half_open_probes
        assert snapshot.probes_in_flight + snapshot.probe_successes <= POLICY.half_open_probes

    @invariant()
    def incident_exists_exactly_while_not_closed(self) -> None:
        snapshot = self.breaker.snapshot()
        assert (snapshot.incident_id is None) == (snapshot.state is BreakerState.CLOSED)
        if snapshot.state is not BreakerState.HALF_OPEN:
            assert snapshot.probes_in_flight == 0


BreakerMachine.TestCase.settings = settings(max_examples=80, stateful_step_count=40, deadline=None)
TestBreakerMachine = BreakerMachine.TestCase
TestBreakerMachine.__doc__ = "Probes bounded, neutral outcomes inert, rules open, probes close."
