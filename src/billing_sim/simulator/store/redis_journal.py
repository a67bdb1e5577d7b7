"""The journal off the request path on Redis: records kept in the process, appended in batches.

A request's journal record used to cost a script call of its own (the record, its number, the
session's activity counts, the recency order of sessions: seven keys). Now ``append_journal``
only adds the record to this process's :class:`JournalBuffer`; the store appends the buffer
in one script call at most :data:`FLUSH_DELAY_S` after its first record (sooner once it holds
:data:`FLUSH_SIZE`), at shutdown, and whenever any process reads the journal
(:mod:`billing_sim.simulator.store.redis_watch`). A process killed outright loses what its
buffer held: at most the records of its last :data:`FLUSH_DELAY_S`, never a payment or an
idempotency key (those are written before the answer, as always).

**One timeline across replicas.** Each stored item starts with the request's arrival in
business time, in µs, zero-padded to :data:`ORDER_DIGITS` digits, then ``|`` and the record's
JSON (business time is the shared world's, so replicas agree on it within a fraction of a
millisecond). The flush script merges a batch into the list's unread tail by that key, so
requests sent one after another through different replicas are journaled in the order sent,
whichever replica flushes first. Records a reader has already been given (numbered up to the
session's ``jread``) never move: a late record lands after them, so a page polling
``after=N`` never misses one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from billing_sim.simulator.store.journal import JournalRecord, journal_category

FLUSH_DELAY_S = 0.05
"""The longest a record waits in its process before it is in Redis (unless the store is down)."""
FLUSH_SIZE = 512
"""A buffer this full is flushed at once (a burst's batch stays a short script)."""
ORDER_DIGITS = 20
"""Width of the ordering key (µs since 1970 fit in 16 digits until the year 2286)."""
MAX_MERGE = 1024
"""The most unread records one flush walks back over to place a batch (bounds the script)."""


def stored_item(record: JournalRecord) -> str:
    """The record as the journal list holds it: ordering key, ``|``, JSON."""
    key = round(record[0] * 1e6)
    return f"{key:0{ORDER_DIGITS}d}|{json.dumps(record, separators=(',', ':'))}"


def record_of(item: str | bytes) -> JournalRecord:
    """The record a stored item holds."""
    if isinstance(item, bytes):
        item = item.decode()
    return tuple(json.loads(item[ORDER_DIGITS + 1 :]))


class JournalBuffer:
    """Records waiting to be appended, in the order this process finished their requests."""

    def __init__(self) -> None:
        self._pending: list[tuple[str, str, str, int, str]] = []

    def __len__(self) -> int:
        return len(self._pending)

    def add(self, session: str, record: JournalRecord, limit: int, seen_us: str) -> int:
        """Hold ``record`` for ``session`` (kept to ``limit`` entries), answered at ``seen_us`` on
        the store's clock (``""``: unknown, the flush's time); return how many are held."""
        pending = (session, stored_item(record), journal_category(record), limit, seen_us)
        self._pending.append(pending)
        return len(self._pending)

    def take(self) -> list[str | int]:
        """Empty the buffer into the flush script's arguments: per session (in the order each
        first appears) its name, its limit, when it was last seen, its count, then item and
        category pairs ordered by the items' keys (ties in the order held)."""
        pending, self._pending = self._pending, []
        by_session: dict[str, list[tuple[str, str, int, str]]] = {}
        for session, item, category, limit, seen_us in pending:
            by_session.setdefault(session, []).append((item, category, limit, seen_us))
        arguments: list[str | int] = []
        for session, held in by_session.items():
            seen_us = held[-1][3]
            held.sort(key=lambda entry: entry[0][:ORDER_DIGITS])
            arguments += [session, held[-1][2], seen_us, len(held)]
            arguments += _pairs(held)
        return arguments


def _pairs(held: Sequence[tuple[str, str, int, str]]) -> list[str | int]:
    flat: list[str | int] = []
    for item, category, _, _ in held:
        flat += [item, category]
    return flat
