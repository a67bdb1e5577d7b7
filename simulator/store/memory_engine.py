"""The scenario engine's state in memory: activations, counters, phase ends and journals.

A base class of :class:`~simulator.store.memory.InMemoryStore`. Like the rest of that store,
no method awaits anything, so on one event loop each is atomic.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from simulator.store.base import JournalRecord, ScenarioRecord


@dataclass(frozen=True, slots=True)
class _Activation:
    name: str | None
    text: str
    activation: int
    started_at: float
    seed: int | None


class InMemoryEngineState:
    """Per-session scenario activations, their counters and phase ends, and bounded journals.

    Args:
        monotonic: The app's monotonic clock: elapsed time since an activation is read from it.
    """

    def __init__(self, monotonic: Callable[[], float]) -> None:
        self._monotonic = monotonic
        self._activations: dict[str, _Activation] = {}
        self._activation_ids = itertools.count(1)
        self._counters: dict[tuple[str, int, str], int] = {}
        self._ends: dict[tuple[str, int], dict[int, float]] = {}
        self._journals: dict[str, deque[JournalRecord]] = {}
        self._uploads: dict[str, dict[str, str]] = {}

    async def scenario_of(self, session: str) -> ScenarioRecord | None:
        """The session's scenario state, ``None`` if it was never set."""
        current = self._activations.get(session)
        return None if current is None else self._record(current)

    async def activate_scenario(
        self,
        session: str,
        name: str | None,
        text: str,
        *,
        seed: int | None = None,
        if_absent: bool = False,
    ) -> ScenarioRecord:
        """Start a new activation for ``session`` (see :class:`~simulator.store.base.Store`)."""
        current = self._activations.get(session)
        if if_absent and current is not None:
            return self._record(current)
        if current is not None:
            self._forget(session, current.activation)
        fresh = _Activation(name, text, next(self._activation_ids), self._monotonic(), seed)
        self._activations[session] = fresh
        return self._record(fresh)

    async def save_upload(self, session: str, name: str, text: str, *, limit: int) -> None:
        """Remember ``text`` as ``name``; the oldest saved go beyond ``limit``."""
        uploads = self._uploads.setdefault(session, {})
        uploads.pop(name, None)
        uploads[name] = text
        while len(uploads) > max(limit, 0):
            del uploads[next(iter(uploads))]

    async def uploads(self, session: str) -> Mapping[str, str]:
        """The session's uploaded scenarios, oldest saved first (a copy)."""
        return dict(self._uploads.get(session, {}))

    async def incr_counter(self, session: str, activation: int, key: str) -> int:
        """Add one to the activation's counter ``key`` and return it."""
        slot = (session, activation, key)
        value = self._counters.get(slot, 0) + 1
        self._counters[slot] = value
        return value

    async def phase_ends(self, session: str, activation: int) -> Mapping[int, float]:
        """The recorded phase ends of the activation (a copy)."""
        return dict(self._ends.get((session, activation), {}))

    async def mark_phase_end(
        self, session: str, activation: int, index: int, at: float
    ) -> Mapping[int, float]:
        """Record phase ``index``'s end unless one is recorded; return every end."""
        ends = self._ends.setdefault((session, activation), {})
        ends.setdefault(index, at)
        return dict(ends)

    async def append_journal(self, session: str, entry: JournalRecord, *, limit: int) -> None:
        """Append ``entry`` to the session's ring of at most ``limit`` entries."""
        if limit < 1:
            return
        journal = self._journals.get(session)
        if journal is None or journal.maxlen != limit:
            journal = deque(journal or (), maxlen=limit)
            self._journals[session] = journal
        journal.append(entry)

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first (a copy)."""
        return list(self._journals.get(session, ()))

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal."""
        self._journals.pop(session, None)

    def _record(self, activation: _Activation) -> ScenarioRecord:
        elapsed = max(0.0, self._monotonic() - activation.started_at)
        return ScenarioRecord(
            activation.name, activation.text, activation.activation, elapsed, activation.seed
        )

    def _forget(self, session: str, activation: int) -> None:
        """Drop a replaced activation's counters and ends, so memory stays bounded."""
        stale = [key for key in self._counters if key[0] == session and key[1] == activation]
        for key in stale:
            del self._counters[key]
        self._ends.pop((session, activation), None)
