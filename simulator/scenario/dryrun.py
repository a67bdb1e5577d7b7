"""The engine's loop on in-memory counters: "what will request N of session S get?"

:class:`DryRun` runs :func:`simulator.scenario.play.play`, the very loop the app runs against
its store, synchronously and without a server, for tests and ``billing-sim scenarios explain``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Coroutine, Mapping, Sequence
from typing import Any, TypeVar

from simulator.scenario.compiled import Scenario
from simulator.scenario.engine import Decision, PhasedDecision, ScenarioRequest, locate_phase
from simulator.scenario.play import play

T = TypeVar("T")

_ACTIVATION = 0
"""A dry run is one activation."""


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
    """:class:`~simulator.scenario.play.Counters` in dictionaries; nothing ever waits."""

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
