"""The breaker as a hypothesis state machine, checked against a small reference model.

The model keeps the whole history of the closed state (every outcome with its target) and
decides when a rule fires over enough distinct targets; the breaker must agree with it
while remembering only a bounded number of targets.
"""

from __future__ import annotations

import dataclasses
import itertools

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from billing_sim.client import BreakerPolicy, BreakerState, CircuitBreaker
from billing_sim.client._breaker import Permit
from billing_sim.client._types import BreakerOutcome
from billing_sim.client.testing import FakeClock

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
    min_distinct_targets=2,
)
OUTCOMES = st.sampled_from(list(BreakerOutcome))


class BreakerMachine(RuleBasedStateMachine):
    """Random interleavings of admissions, outcomes of three targets, and time."""

    TARGETS: tuple[str, ...] = ("customer_id=cus_a", "customer_id=cus_b", "phone=+584121234567")

    def __init__(self) -> None:
        super().__init__()
        self.clock = FakeClock()
        ids = itertools.count(1)
        self.breaker = CircuitBreaker(POLICY, self.clock, lambda: f"inc_{next(ids)}")
        self.held: list[Permit] = []
        # Reference model of the closed state, reset whenever the generation changes.
        self.generation = 0
        self.run: list[str] = []
        self.events: list[tuple[float, bool, bool, str]] = []

    def _sync_model(self) -> None:
        generation = self.breaker.snapshot().generation
        if generation != self.generation:
            self.generation, self.run, self.events = generation, [], []

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
        target = data.draw(st.sampled_from(self.TARGETS))
        before = self.breaker.snapshot()
        duration = 1.5 if slow else 0.1
        self.breaker.record(permit, outcome, duration, target=target)
        after = self.breaker.snapshot()
        if permit.generation != before.generation:
            assert after == before, "an outcome from a past state changed the breaker"
        elif outcome is BreakerOutcome.NEUTRAL:
            freed = 1 if permit.probe else 0
            assert after.probes_in_flight == before.probes_in_flight - freed
            unchanged = dataclasses.replace(after, probes_in_flight=before.probes_in_flight)
            assert unchanged == before, "a neutral outcome changed the counts or targets"
        elif permit.probe:
            self._check_probe(before.probe_successes, outcome, after.state)
        else:
            self._check_closed(outcome, slow, target, after.state)
        self._sync_model()

    def _check_probe(self, successes: int, outcome: BreakerOutcome, state: BreakerState) -> None:
        if outcome is BreakerOutcome.FAILURE:
            assert state is BreakerState.OPEN, "a failed probe must reopen at once"
        elif successes + 1 >= POLICY.half_open_probes:
            assert state is BreakerState.CLOSED, "enough successful probes must close it"
        else:
            assert state is BreakerState.HALF_OPEN

    def _check_closed(
        self, outcome: BreakerOutcome, slow: bool, target: str, state: BreakerState
    ) -> None:
        now = self.clock.monotonic()
        failed = outcome is BreakerOutcome.FAILURE
        self.run = [*self.run, target] if failed else []
        self.events = [e for e in self.events if now - e[0] < POLICY.window]
        self.events.append((now, failed, slow, target))
        calls = len(self.events)
        failing = [e[3] for e in self.events if e[1]]
        slows = [e[3] for e in self.events if e[2]]
        spread = POLICY.min_distinct_targets
        fires = (
            (len(self.run) >= POLICY.consecutive_failures and len(set(self.run)) >= spread)
            or (
                calls >= POLICY.minimum_calls
                and len(failing) >= POLICY.failure_rate * calls
                and len(set(failing)) >= spread
            )
            or (
                calls >= POLICY.minimum_calls
                and len(slows) >= POLICY.slow_call_rate * calls
                and len(set(slows)) >= spread
            )
        )
        assert (state is BreakerState.OPEN) == fires, (self.run, self.events)
        if not fires:
            snapshot = self.breaker.snapshot()
            assert snapshot.consecutive_failures == len(self.run)
            assert snapshot.run_targets == min(spread, len(set(self.run)))
            assert snapshot.window_failing_targets == min(spread, len(set(failing)))

    @invariant()
    def probes_are_bounded(self) -> None:
        snapshot = self.breaker.snapshot()
        assert 0 <= snapshot.probes_in_flight <= POLICY.half_open_probes
        assert snapshot.probes_in_flight + snapshot.probe_successes <= POLICY.half_open_probes

    @invariant()
    def remembered_targets_are_bounded(self) -> None:
        snapshot = self.breaker.snapshot()
        spreads = (
            snapshot.run_targets,
            snapshot.window_failing_targets,
            snapshot.window_slow_targets,
        )
        assert all(0 <= spread <= POLICY.min_distinct_targets for spread in spreads)

    @invariant()
    def incident_exists_exactly_while_not_closed(self) -> None:
        snapshot = self.breaker.snapshot()
        assert (snapshot.incident_id is None) == (snapshot.state is BreakerState.CLOSED)
        if snapshot.state is not BreakerState.HALF_OPEN:
            assert snapshot.probes_in_flight == 0


class OneTargetMachine(BreakerMachine):
    """Every outcome about one customer: whatever happens, the circuit never opens."""

    TARGETS = ("customer_id=cus_broken",)

    @invariant()
    def never_opens(self) -> None:
        assert self.breaker.state is BreakerState.CLOSED


MACHINE_SETTINGS = settings(max_examples=80, stateful_step_count=40, deadline=None)
BreakerMachine.TestCase.settings = MACHINE_SETTINGS
OneTargetMachine.TestCase.settings = settings(MACHINE_SETTINGS, max_examples=40)
TestBreakerMachine = BreakerMachine.TestCase
TestBreakerMachine.__doc__ = (
    "Opens exactly when a rule fires over two targets; probes bounded; neutral outcomes inert."
)
TestOneTargetMachine = OneTargetMachine.TestCase
TestOneTargetMachine.__doc__ = "One failing target never opens it when two are required."
