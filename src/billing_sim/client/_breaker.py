"""The circuit breaker: closed, open, half-open. Pure state, no I/O.

Callers ask for admission with :meth:`CircuitBreaker.acquire` before an attempt and report
its outcome with :meth:`CircuitBreaker.record` (or :meth:`CircuitBreaker.release` when it
was cancelled). The lock is held only inside those calls, never while a request is in flight,
so the breaker serialises nothing (unlike pybreaker) and is safe from threads and from
asyncio tasks alike.

Every admission carries the breaker's *generation*, which changes on every transition. An
outcome reported with a permit from an earlier generation (a call admitted while closed that
ends after the circuit opened) is ignored: it describes a state that no longer exists. Neutral
outcomes change no count and give a half-open probe slot back, so a cancelled probe can never
leave the breaker stuck half-open (resilience4j#903) or close it (Polly's cancelled probe).

Every outcome names its *target*, the failure domain of the request (the customer it is
about, see ``billing_sim.client._requests``). A rule opens the circuit only when the failures it
counts
span ``policy.min_distinct_targets`` targets: one customer whose records break billing is an
outage of that customer, not of the API, and must not cut every other customer off. A failure
to reach the service at all (refused or timed-out connection, DNS, TLS) names no target
(``target=None``): it is true of every request, so it counts for every target, and a dead
port opens the circuit after ``consecutive_failures`` even if one customer alone is asking.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from billing_sim.client._config import BreakerPolicy
from billing_sim.client._trip import TripRules
from billing_sim.client._types import BreakerOutcome, BreakerState

_logger = logging.getLogger("billing_sim.client.breaker")


class _Monotonic(Protocol):
    def monotonic(self) -> float: ...


@dataclass(frozen=True, slots=True)
class Permit:
    """Admission to make one attempt; hand it back to ``record`` or ``release``."""

    generation: int
    probe: bool


@dataclass(frozen=True, slots=True)
class Rejection:
    """The circuit refused an attempt: nothing may be sent.

    Attributes:
        incident_id: The same for every rejection until the circuit closes again.
        retry_at: Monotonic time at which a probe will be let through; ``None`` while a
            probe is already in flight (the answer is due any moment).
    """

    state: BreakerState
    incident_id: str
    retry_at: float | None


@dataclass(frozen=True, slots=True)
class BreakerTransition:
    """A state change, as given to listeners."""

    name: str
    previous: BreakerState
    current: BreakerState
    at: float
    reason: str
    incident_id: str | None


@dataclass(frozen=True, slots=True)
class BreakerSnapshot:
    """The breaker's counters at one instant (for tests, metrics and evidence).

    The ``*_targets`` counts are distinct failure domains, capped at the policy's
    ``min_distinct_targets`` (the breaker remembers no more): of the current run of
    consecutive failures, of the failures in the window, and of the slow calls in it.
    """

    state: BreakerState
    generation: int
    consecutive_failures: int
    window_calls: int
    window_failures: int
    window_slow: int
    run_targets: int
    window_failing_targets: int
    window_slow_targets: int
    probes_in_flight: int
    probe_successes: int
    incident_id: str | None
    retry_at: float | None


BreakerListener = Callable[[BreakerTransition], None]


class CircuitBreaker:
    """A thread- and asyncio-safe circuit breaker with an injected clock.

    Args:
        policy: When to open and how to recover.
        clock: Anything with ``monotonic()``.
        new_incident_id: Makes the id shared by every result of one outage.
        name: Shown in transitions.
        listeners: Called after each transition, outside the lock; their errors are logged
            and swallowed (a broken metrics hook must not break billing calls).
    """

    def __init__(
        self,
        policy: BreakerPolicy,
        clock: _Monotonic,
        new_incident_id: Callable[[], str],
        *,
        name: str = "billing",
        listeners: Sequence[BreakerListener] = (),
    ) -> None:
        self.policy = policy
        self.name = name
        self._clock = clock
        self._new_incident_id = new_incident_id
        self._listeners = tuple(listeners)
        self._lock = threading.Lock()
        self._rules = TripRules(policy)
        self._state = BreakerState.CLOSED
        self._generation = 0
        self._probes_in_flight = 0
        self._probe_successes = 0
        self._half_open_since = 0.0
        self._incident_id: str | None = None
        self._retry_at: float | None = None
        self._open_until = 0.0
        self._closed_permit = Permit(0, probe=False)
        self._probe_permit = Permit(0, probe=True)
        self._rejection: Rejection | None = None

    @property
    def state(self) -> BreakerState:
        """The current state (an open circuit becomes half-open at its next ``acquire``)."""
        return self._state

    @property
    def incident_id(self) -> str | None:
        """The current outage's id, ``None`` while closed."""
        return self._incident_id

    def acquire(self) -> Permit | Rejection:
        """Ask to make one attempt; never blocks."""
        now = self._clock.monotonic()
        transitions: list[BreakerTransition] = []
        with self._lock:
            result = self._admit(now, transitions)
        self._notify(transitions)
        return result

    def record(
        self, permit: Permit, outcome: BreakerOutcome, duration: float, *, target: str | None
    ) -> None:
        """Report how an admitted attempt ended.

        Args:
            permit: The admission the attempt was made with.
            outcome: How it counts.
            duration: Seconds it took (the slow-call rule).
            target: Its failure domain (``customer_id=cus_x``), or ``None`` when the failure
                concerns the whole service (it could not be reached); see the module docstring.
        """
        now = self._clock.monotonic()
        transitions: list[BreakerTransition] = []
        with self._lock:
            if permit.generation == self._generation:
                if permit.probe:
                    self._record_probe(now, outcome, transitions)
                elif outcome is not BreakerOutcome.NEUTRAL:
                    self._record_closed(now, outcome, duration, target, transitions)
        self._notify(transitions)

    def release(self, permit: Permit) -> None:
        """Give back a permit whose attempt was cancelled: counted neither way."""
        self.record(permit, BreakerOutcome.NEUTRAL, 0.0, target="")

    def snapshot(self) -> BreakerSnapshot:
        """The counters, consistently, at this instant."""
        with self._lock:
            now = self._clock.monotonic()
            rules, window = self._rules, self._rules.window
            window.prune(now)
            run_targets, failing_targets, slow_targets = rules.spreads(now)
            return BreakerSnapshot(
                state=self._state,
                generation=self._generation,
                consecutive_failures=rules.consecutive,
                window_calls=window.calls,
                window_failures=window.failures,
                window_slow=window.slow,
                run_targets=run_targets,
                window_failing_targets=failing_targets,
                window_slow_targets=slow_targets,
                probes_in_flight=self._probes_in_flight,
                probe_successes=self._probe_successes,
                incident_id=self._incident_id,
                retry_at=self._retry_at,
            )

    def _admit(self, now: float, transitions: list[BreakerTransition]) -> Permit | Rejection:
        state = self._state
        if state is BreakerState.CLOSED:
            return self._closed_permit
        if state is BreakerState.OPEN:
            if now < self._open_until and self._rejection is not None:
                return self._rejection
            self._transition(now, BreakerState.HALF_OPEN, "open_duration_elapsed", transitions)
            self._half_open_since = now
        probes = self.policy.half_open_probes
        if self._probe_successes + self._probes_in_flight < probes:
            self._probes_in_flight += 1
            return self._probe_permit
        if now - self._half_open_since >= self.policy.half_open_max_wait:
            # The probes never reported back (lost permits): give them up rather than stay
            # half-open for ever, and wait a full open period before probing again.
            self._open(now, "half_open_max_wait", transitions)
            assert self._rejection is not None
            return self._rejection
        assert self._incident_id is not None
        return Rejection(BreakerState.HALF_OPEN, self._incident_id, None)

    def _record_closed(
        self,
        now: float,
        outcome: BreakerOutcome,
        duration: float,
        target: str | None,
        transitions: list[BreakerTransition],
    ) -> None:
        reason = self._rules.record(
            now,
            failed=outcome is BreakerOutcome.FAILURE,
            slow=duration >= self.policy.slow_call_duration,
            target=target,
        )
        if reason is not None:
            self._open(now, reason, transitions)

    def _record_probe(
        self, now: float, outcome: BreakerOutcome, transitions: list[BreakerTransition]
    ) -> None:
        if outcome is BreakerOutcome.FAILURE:
            self._open(now, "probe_failed", transitions)
            return
        self._probes_in_flight -= 1
        if outcome is BreakerOutcome.SUCCESS:
            self._probe_successes += 1
            if self._probe_successes >= self.policy.half_open_probes:
                self._transition(now, BreakerState.CLOSED, "probes_succeeded", transitions)

    def _open(self, now: float, reason: str, transitions: list[BreakerTransition]) -> None:
        # One incident spans every open and half-open period until the circuit closes, so
        # a flapping recovery does not file a new ticket per probe.
        if self._incident_id is None:
            self._incident_id = self._new_incident_id()
        self._retry_at = self._open_until = now + self.policy.open_duration
        self._rejection = Rejection(BreakerState.OPEN, self._incident_id, self._retry_at)
        self._transition(now, BreakerState.OPEN, reason, transitions)

    def _transition(
        self,
        now: float,
        target: BreakerState,
        reason: str,
        transitions: list[BreakerTransition],
    ) -> None:
        previous = self._state
        self._state = target
        self._generation += 1
        self._closed_permit = Permit(self._generation, probe=False)
        self._probe_permit = Permit(self._generation, probe=True)
        self._rules.clear()
        self._probes_in_flight = 0
        self._probe_successes = 0
        if target is not BreakerState.OPEN:
            self._retry_at = None
            self._rejection = None
        if target is BreakerState.CLOSED:
            self._incident_id = None
        transitions.append(
            BreakerTransition(self.name, previous, target, now, reason, self._incident_id)
        )

    def _notify(self, transitions: list[BreakerTransition]) -> None:
        for transition in transitions:
            for listener in self._listeners:
                try:
                    listener(transition)
                except Exception:
                    _logger.exception("circuit breaker listener %r failed", listener)
