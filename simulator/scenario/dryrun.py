"""The engine's per-request protocol on in-memory counters: a reference for the HTTP edge.

:class:`DryRun` does, synchronously, what the edge does against its store (see the
:mod:`simulator.scenario.engine` docstring): it answers "what will request N of session S get?"
without a server, for tests and for ``billing-sim scenarios explain``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from simulator.scenario.compiled import Scenario
from simulator.scenario.engine import (
    HEALTHY,
    CountVerdict,
    Decision,
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


class DryRun:
    """One activation of ``scenario``, with its counters, for any number of sessions.

    Args:
        scenario: The scenario.
        seed: The activation's own seed (``PUT /_sim/scenario`` with ``seed``), if any.
    """

    def __init__(self, scenario: Scenario, seed: int | None = None) -> None:
        self.scenario = scenario
        self.seed = seed
        self._counts: dict[tuple[str, str], int] = defaultdict(int)
        self._ends: dict[str, dict[int, float]] = defaultdict(dict)

    def handle(self, request: ScenarioRequest, elapsed_s: float) -> Decision | None:
        """The decision for ``request`` arriving ``elapsed_s`` seconds after activation."""
        return self.step(request, elapsed_s).decision

    def step(self, request: ScenarioRequest, elapsed_s: float) -> Verdict:
        """The decision for ``request`` and the phase it fell in (the one whose rules saw it)."""
        cursor, elapsed_s = self._locate(request.session, elapsed_s)
        if cursor is None:
            return HEALTHY
        ordinals = {
            index: self._incr(request.session, rule_counter_key(cursor, index))
            for index in matching_rules(cursor.phase, request)
        }
        decision = decide(self.scenario, cursor, request, ordinals, elapsed_s, self.seed)
        return Verdict(decision, cursor.phase.name)

    def phase_of(self, session: str, elapsed_s: float) -> str | None:
        """The name of the phase the next request would fall in now, without counting it."""
        cursor = locate_phase(self.scenario, elapsed_s, self._ends[session])
        return None if cursor is None else cursor.phase.name

    def _locate(self, session: str, elapsed_s: float) -> tuple[PhaseCursor | None, float]:
        ends: Mapping[int, float] = self._ends[session]
        cursor = None
        for _ in range(len(self.scenario.phases) + 1):
            cursor = locate_phase(self.scenario, elapsed_s, ends)
            key = phase_counter_key(cursor)
            if cursor is None or key is None:
                break
            verdict = count_verdict(cursor, self._incr(session, key))
            if verdict is CountVerdict.INSIDE:
                break
            ends = self._mark_phase_end(session, cursor.phase.index, elapsed_s)
            if verdict is CountVerdict.LAST:
                break
            elapsed_s = max(elapsed_s, ends[cursor.phase.index])
        return cursor, elapsed_s

    def _incr(self, session: str, key: str) -> int:
        self._counts[session, key] += 1
        return self._counts[session, key]

    def _mark_phase_end(self, session: str, index: int, at: float) -> Mapping[int, float]:
        self._ends[session].setdefault(index, at)
        return self._ends[session]
