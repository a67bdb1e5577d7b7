"""The engine's per-request loop: count the request, locate its phase, decide.

One loop for the app and the dry run. The counters and phase ends it keeps are
:class:`Counters`: in the app the :class:`~simulator.store.Store` (atomic increments and
set-if-absent ends, so instances sharing a store reach the same decisions), in
:class:`~simulator.scenario.dryrun.DryRun` a few dictionaries.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from simulator.scenario.compiled import Scenario
from simulator.scenario.engine import (
    HEALTHY,
    CountVerdict,
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


class Counters(Protocol):
    """An activation's counters and phase ends, per session (what the store keeps)."""

    async def incr_counter(self, session: str, activation: int, key: str) -> int:
        """Atomically add one to counter ``key``; return the new value."""

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
    ordinals = {
        index: await counters.incr_counter(
            request.session, activation, rule_counter_key(cursor, index)
        )
        for index in matching
    }
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
        verdict = count_verdict(cursor, await counters.incr_counter(session, activation, key))
        if verdict is CountVerdict.INSIDE:
            break
        ends = await counters.mark_phase_end(session, activation, cursor.phase.index, elapsed_s)
        if verdict is CountVerdict.LAST:  # the phase's last request: still inside
            break
        elapsed_s = max(elapsed_s, ends[cursor.phase.index])  # over: it belongs to a later phase
    return cursor, elapsed_s
