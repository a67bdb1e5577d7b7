"""The engine's per-request loop: count the request, locate its phase, decide.

One loop for the app and the dry run. The counters and phase ends it keeps are
:class:`Counters`: in the app the :class:`~simulator.store.Store` (atomic increments and
set-if-absent ends, so instances sharing a store reach the same decisions); in
:class:`DryRun`, which answers "what will request N of session S get?" synchronously and
without a server (for tests and ``billing-sim scenarios explain``), a few dictionaries.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Coroutine, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.engine import (
    HEALTHY,
    CountVerdict,
    Decision,
    PhaseCursor,
    PhasedDecision,
    ScenarioRequest,
    count_verdict,
    decide,
    locate_phase,
    matching_rules,
    phase_counter_key,
    rule_counter_key,
)

T = TypeVar("T")

_ACTIVATION = 0
"""A dry run is one activation."""


class Counters(Protocol):
    """An activation's counters and phase ends, per session (what the store keeps)."""

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        """Atomically add one to each counter of ``keys``, all in one step; return the new
        values in order."""

    async def phase_ends(self, session: str, activation: int) -> Mapping[int, float]:
        """End times (seconds since activation) recorded for the activation's phases."""

    async def mark_phase_end(
        self, session: str, activation: int, index: int, at: float
    ) -> Mapping[int, float]:
        """Record phase ``index``'s end at ``at`` unless one is recorded; return every end."""


def settled_without_store(
    scenario: Scenario,
    operation_id: str,
    path_params: Mapping[str, str],
    headers: Mapping[str, str],
    elapsed_s: float,
    customers: tuple[str, ...] = (),
) -> PhasedDecision | None:
    """The decision of a request no rule selects in a scenario without request-count phases.

    Such a request touches no counter, so it is settled here, synchronously, before a
    :class:`~simulator.scenario.engine.ScenarioRequest` is even built: the common case for
    a scenario aimed at other operations or customers, which every request of the session
    pays for. ``None`` means :func:`play` must decide.
    """
    if scenario.counts_requests:
        return None
    phase = scenario.timeless
    if phase is None:
        cursor = locate_phase(scenario, elapsed_s, {})
        if cursor is None:
            return HEALTHY
        phase = cursor.phase
    selector = phase.selectors.get(operation_id)
    if selector is None or not selector.select(path_params, headers, customers):
        return PhasedDecision(None, phase.name)
    return None


async def play(
    counters: Counters,
    scenario: Scenario,
    activation: int,
    request: ScenarioRequest,
    elapsed_s: float,
    seed: int | None = None,
) -> PhasedDecision:
    """Count ``request`` and decide its fate.

    Args:
        counters: Where the activation's counters and phase ends live (the store).
        scenario: The session's active scenario.
        activation: The activation the counters belong to.
        request: The request (its session scopes every counter).
        elapsed_s: Seconds since the activation, by the store's clock.
        seed: The activation's own seed, if it gave one.
    """
    if scenario.counts_requests:
        cursor, elapsed_s = await _locate(
            counters, scenario, activation, request.session, elapsed_s
        )
    else:  # time phases locate themselves: no counter, no recorded end
        cursor = locate_phase(scenario, elapsed_s, {})
    if cursor is None:
        return HEALTHY
    matching = matching_rules(cursor.phase, request)
    if not matching:
        return PhasedDecision(None, cursor.phase.name)
    # A request's rule counters advance in one store step: counted one by one, two requests
    # racing on two replicas could each take one rule's earlier ordinal and the other's later,
    # a combination no sequential run gives.
    keys = [rule_counter_key(cursor, index) for index in matching]
    values = await counters.incr_counters(request.session, activation, keys)
    ordinals = dict(zip(matching, values, strict=True))
    decision = decide(scenario, cursor, request, ordinals, elapsed_s, seed)
    return PhasedDecision(decision, cursor.phase.name)


async def _locate(
    counters: Counters, scenario: Scenario, activation: int, session: str, elapsed_s: float
) -> tuple[PhaseCursor | None, float]:
    ends = await counters.phase_ends(session, activation)
    cursor = None
    for _ in range(len(scenario.phases) + 1):  # each OVER pass leaves one phase behind
        cursor = locate_phase(scenario, elapsed_s, ends)
        key = phase_counter_key(cursor)
        if cursor is None or key is None:
            break
        (count,) = await counters.incr_counters(session, activation, (key,))
        verdict = count_verdict(cursor, count)
        if verdict is CountVerdict.INSIDE:
            break
        ends = await counters.mark_phase_end(session, activation, cursor.phase.index, elapsed_s)
        if verdict is CountVerdict.LAST:  # the phase's last request: still inside
            break
        elapsed_s = max(elapsed_s, ends[cursor.phase.index])  # over: it belongs to a later phase
    return cursor, elapsed_s


class DryRun:
    """One activation of ``scenario``, with its counters, for any number of sessions.

    Args:
        scenario: The scenario.
        seed: The activation's own seed (``PUT /_sim/scenario`` with ``seed``), if any.
    """

    def __init__(self, scenario: Scenario, seed: int | None = None) -> None:
        self.scenario = scenario
        self.seed = seed
        self._counters = _MemoryCounters()

    def handle(self, request: ScenarioRequest, elapsed_s: float) -> Decision | None:
        """The decision for ``request`` arriving ``elapsed_s`` seconds after activation."""
        return self.step(request, elapsed_s).decision

    def step(self, request: ScenarioRequest, elapsed_s: float) -> PhasedDecision:
        """The decision for ``request`` and the phase it fell in (the one whose rules saw it)."""
        played = play(self._counters, self.scenario, _ACTIVATION, request, elapsed_s, self.seed)
        return _run_now(played)

    def phase_of(self, session: str, elapsed_s: float) -> str | None:
        """The name of the phase the next request would fall in now, without counting it."""
        cursor = locate_phase(self.scenario, elapsed_s, self._counters.ends[session])
        return None if cursor is None else cursor.phase.name


class _MemoryCounters:
    """:class:`Counters` in dictionaries; nothing ever waits."""

    def __init__(self) -> None:
        self.counts: dict[tuple[str, str], int] = defaultdict(int)
        self.ends: dict[str, dict[int, float]] = defaultdict(dict)

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        for key in keys:
            self.counts[session, key] += 1
        return tuple(self.counts[session, key] for key in keys)

    async def phase_ends(self, session: str, activation: int) -> Mapping[int, float]:
        return self.ends[session]

    async def mark_phase_end(
        self, session: str, activation: int, index: int, at: float
    ) -> Mapping[int, float]:
        self.ends[session].setdefault(index, at)
        return self.ends[session]


def _run_now(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that never suspends (it awaits only :class:`_MemoryCounters`) to its end,
    without an event loop."""
    try:
        coroutine.send(None)
    except StopIteration as finished:
        result: T = finished.value
        return result
    coroutine.close()
    raise RuntimeError("the dry run's counters never wait, yet the loop suspended")
