"""The fault decision: pure functions of a scenario, a request, counters and elapsed time.

No I/O, no clock, no randomness of its own. The HTTP edge owns the state, which is nothing but
integer counters and phase end times a store can keep atomically, per session and activation:

* ``phase:<i>``: requests seen in phase ``i`` (request-count phases only);
* ``rule:<i>:<j>``: requests the match of rule ``j`` of phase ``i`` selected (its *ordinal*);
* the end time of each request-count phase, set once (set-if-absent) when the phase fills.

Per request, :func:`billing_sim.simulator.scenario.play.play` runs the one loop over these
functions,
against the store in the app and against in-memory counters in the dry run
(:class:`~simulator.scenario.play.DryRun`): locate the phase (counting the request in a
request-count phase, and recording the phase's end when it fills), count the request for every
rule whose ``match`` selects it, then :func:`decide`.

**Phases.** A time phase ends ``duration`` seconds after it started; a request-count phase ends
with its ``requests``-th request, at that request's time. The next phase starts where the
previous one ended, so the timeline depends only on the elapsed time and the recorded ends.
After the last phase the session is healthy, unless the last phase has no end.

**Counting.** A rule counts every request its ``match`` selects in its phase, whether or not this
rule (or an earlier one) fires, so ``nth: 3`` is the third matching request even when the first
two met another fault. Timing windows (``nth``, ``first``, ``every``, ``after``/``for``) test that
ordinal; ``from``/``until`` test the seconds since the phase started (the activation, without
phases); ``probability`` tests a draw keyed by (seed, phase, rule, operation, ordinal). The
session scopes the counters but is not in the draw, so every session replays the same outage;
an activation may bring its own seed for another draw.
Rules are tried in order and the first whose match and timing hold decides.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from billing_sim.simulator.scenario.compiled import Phase, Scenario
from billing_sim.simulator.scenario.faults import Outcome
from billing_sim.simulator.scenario.model import RuleSpec
from billing_sim.simulator.scenario.rng import DrawKey
from billing_sim.simulator.scenario.rule import Rule


class ScenarioRequest(NamedTuple):
    """What the engine needs to know about one request that resolved to a contract operation.

    This and :class:`PhaseCursor` are named tuples, immutable like the frozen dataclasses
    here but three times cheaper to make: one of each is made per request.

    Args:
        session: The ``X-Sim-Session`` value (``default`` when absent).
        operation_id: The contract operation the route resolved to.
        path_params: The request's path parameters by name.
        headers: The request's headers, names in lower case.
        customers: The customers the request is about, resolved only for operations a
            ``customer`` rule aims at (:attr:`Scenario.customer_operations`); else empty.
    """

    session: str
    operation_id: str
    path_params: Mapping[str, str]
    headers: Mapping[str, str]
    customers: tuple[str, ...] = ()


class PhaseCursor(NamedTuple):
    """The phase a request falls in and when (seconds since activation) that phase started."""

    phase: Phase
    started_at: float


class CountVerdict(enum.Enum):
    """Where a request stands in a request-count phase, given the phase counter it drew."""

    INSIDE = "inside"
    LAST = "last"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Decision:
    """The rule that fired for a request and the concrete outcome to apply."""

    rule: Rule
    phase: Phase
    ordinal: int
    outcome: Outcome

    @property
    def kind(self) -> str:
        """The fault kind (``http_error``, ``latency``...)."""
        return self.rule.fault.kind

    @property
    def off_contract(self) -> bool:
        """Whether the answer falls outside the contract."""
        return self.rule.off_contract


class PhasedDecision(NamedTuple):
    """What the engine decided for one request, and in which phase (a named tuple: one is made
    per request).

    Args:
        decision: The rule that fired and its outcome, or ``None`` to answer normally.
        phase: The name of the phase the request fell in, if the scenario has phases; the
            request that ends a ``requests`` phase belongs to that phase.
    """

    decision: Decision | None
    phase: str | None


HEALTHY = PhasedDecision(None, None)
"""After the last phase: no phase, no rule."""


def locate_phase(
    scenario: Scenario, elapsed_s: float, phase_ends: Mapping[int, float]
) -> PhaseCursor | None:
    """The phase in force ``elapsed_s`` seconds after activation, or ``None`` when healthy.

    Args:
        scenario: The active scenario.
        elapsed_s: Seconds since the scenario was activated for the session.
        phase_ends: End times (seconds since activation) recorded for request-count phases.
    """
    start = 0.0
    for phase in scenario.phases:
        if phase.duration_s is not None:
            end: float | None = start + phase.duration_s
        else:  # a request-count phase's end once it filled; an open phase has none
            end = phase_ends.get(phase.index)
        if end is None or elapsed_s < end:
            return PhaseCursor(phase, start)
        start = end
    return None


def phase_counter_key(cursor: PhaseCursor | None) -> str | None:
    """The counter of the cursor's phase if it ends after a number of requests."""
    if cursor is None or cursor.phase.requests is None:
        return None
    return f"phase:{cursor.phase.index}"


def count_verdict(cursor: PhaseCursor, count: int) -> CountVerdict:
    """Whether the ``count``-th request of a request-count phase is inside, last or over."""
    limit = cursor.phase.requests
    if limit is None or count < limit:
        return CountVerdict.INSIDE
    return CountVerdict.LAST if count == limit else CountVerdict.OVER


def rule_counter_key(cursor: PhaseCursor, rule_index: int) -> str:
    """The counter whose next value is a request's ordinal for rule ``rule_index``."""
    return f"rule:{cursor.phase.index}:{rule_index}"


def matching_rules(phase: Phase, request: ScenarioRequest) -> tuple[int, ...]:
    """Indices of the rules of ``phase`` whose ``match`` selects ``request``, in order."""
    selector = phase.selectors.get(request.operation_id)
    if selector is None:  # the common case for a scenario aimed at other operations: no work
        return ()
    return selector.select(request.path_params, request.headers, request.customers)


def decide(
    scenario: Scenario,
    cursor: PhaseCursor,
    request: ScenarioRequest,
    ordinals: Mapping[int, int],
    elapsed_s: float,
    seed: int | None = None,
) -> Decision | None:
    """The first rule whose timing holds, with its outcome; ``None`` to answer normally.

    Args:
        scenario: The active scenario.
        cursor: The request's phase, from :func:`locate_phase`.
        request: The request.
        ordinals: For each index from :func:`matching_rules`, the value its counter returned.
        elapsed_s: Seconds since activation (after any phase-boundary adjustment).
        seed: The activation's own seed, if it gave one (else the scenario's).
    """
    seed = scenario.seed if seed is None else seed
    in_phase_s = elapsed_s - cursor.started_at
    for index in sorted(ordinals):
        rule = cursor.phase.rules[index]
        ordinal = ordinals[index]
        if not (_in_count_window(rule.spec, ordinal) and _in_time_window(rule.spec, in_phase_s)):
            continue
        key = DrawKey(seed, cursor.phase.index, index, request.operation_id, ordinal)
        if rule.spec.probability is not None and key.uniform("fire") >= rule.spec.probability:
            continue
        outcome = rule.fault.build(request.operation_id, key)
        return Decision(rule, cursor.phase, ordinal, outcome)
    return None


def _in_count_window(spec: RuleSpec, ordinal: int) -> bool:
    if spec.nth is not None:
        return ordinal == spec.nth
    if spec.first is not None and ordinal > spec.first:
        return False
    if spec.after is not None:
        if ordinal <= spec.after:
            return False
        if spec.for_ is not None and ordinal > spec.after + spec.for_:
            return False
    return spec.every is None or ordinal % spec.every == 0


def _in_time_window(spec: RuleSpec, in_phase_s: float) -> bool:
    if spec.from_ is not None and in_phase_s < spec.from_:
        return False
    return spec.until is None or in_phase_s < spec.until
