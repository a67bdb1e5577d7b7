"""The engine's per-request loop against the store: what the HTTP edge runs for each request.

It is :mod:`simulator.scenario.dryrun` with the counters and phase ends in a
:class:`~simulator.store.Store` (atomic increments and set-if-absent ends), exactly as the
:mod:`simulator.scenario.engine` docstring lays out; instances sharing a store therefore reach
the same decisions.
"""

from __future__ import annotations

from collections.abc import Mapping

from simulator.scenario.compiled import Scenario
from simulator.scenario.engine import (
    HEALTHY,
    CountVerdict,
    PhaseCursor,
    ScenarioRequest,
    Verdict,
    count_verdict,
    decide,
    locate_phase,
    matching_rules,
    phase_counter_key,
    rule_counter_key,
)
from simulator.store import Store


def settled_without_store(
    scenario: Scenario,
    operation_id: str,
    path_params: Mapping[str, str],
    headers: Mapping[str, str],
    elapsed_s: float,
    customers: tuple[str, ...] = (),
) -> Verdict | None:
    """The verdict of a request no rule selects in a scenario without request-count phases.

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
        return Verdict(None, phase.name)
    return None


async def play(
    store: Store,
    scenario: Scenario,
    activation: int,
    request: ScenarioRequest,
    elapsed_s: float,
    seed: int | None = None,
) -> Verdict:
    """Count ``request`` in the store and decide its fate.

    Args:
        store: Where the activation's counters and phase ends live.
        scenario: The session's active scenario.
        activation: The activation the counters belong to.
        request: The request (its session scopes every counter).
        elapsed_s: Seconds since the activation, by the store's clock.
        seed: The activation's own seed, if it gave one.
    """
    if scenario.counts_requests:
        cursor, elapsed_s = await _locate(store, scenario, activation, request.session, elapsed_s)
    else:  # time phases locate themselves: no counter, no recorded end
        cursor = locate_phase(scenario, elapsed_s, {})
    if cursor is None:
        return HEALTHY
    matching = matching_rules(cursor.phase, request)
    if not matching:
        return Verdict(None, cursor.phase.name)
    ordinals = {
        index: await store.incr_counter(
            request.session, activation, rule_counter_key(cursor, index)
        )
        for index in matching
    }
    decision = decide(scenario, cursor, request, ordinals, elapsed_s, seed)
    return Verdict(decision, cursor.phase.name)


async def _locate(
    store: Store, scenario: Scenario, activation: int, session: str, elapsed_s: float
) -> tuple[PhaseCursor | None, float]:
    ends = await store.phase_ends(session, activation)
    cursor = None
    for _ in range(len(scenario.phases) + 1):  # each OVER pass leaves one phase behind
        cursor = locate_phase(scenario, elapsed_s, ends)
        key = phase_counter_key(cursor)
        if cursor is None or key is None:
            break
        verdict = count_verdict(cursor, await store.incr_counter(session, activation, key))
        if verdict is CountVerdict.INSIDE:
            break
        ends = await store.mark_phase_end(session, activation, cursor.phase.index, elapsed_s)
        if verdict is CountVerdict.LAST:  # the phase's last request: still inside
            break
        elapsed_s = max(elapsed_s, ends[cursor.phase.index])  # over: it belongs to a later phase
    return cursor, elapsed_s
