"""``InMemoryStore``: the default :class:`~simulator.store.base.Store`, for one process.

Each method runs without awaiting anything, so on one event loop every method is atomic.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.store.base import (
    MAX_TRACKED_SESSIONS,
    AppendOutcome,
    ClaimOutcome,
    IdempotencyClaim,
    JournalSlice,
    KeyCompletion,
    PaymentsSnapshot,
    ScenarioRecord,
    SessionActivity,
    StoredResponse,
    WorldClaim,
)
from billing_sim.simulator.store.journal import JournalRecord, journal_category

SWEEP_EVERY = 1024
"""Claims between two sweeps of expired idempotency records (keeps memory bounded)."""


@dataclass(slots=True)
class _KeyRecord:
    fingerprint: str
    token: str
    expires_at: float
    response: StoredResponse | None = None


@dataclass(slots=True)
class _Activity:
    last_seen: float
    requests: int = 0
    categories: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Activation:
    name: str | None
    text: str
    activation: int
    started_at: float
    seed: int | None


class InMemoryStore:
    """Session-scoped state in dictionaries: payments and idempotency keys; scenario
    activations, their counters and phase ends, uploads, bounded journals and each session's
    recent activity.

    Args:
        monotonic: Source of monotonic seconds for expiry and scenario timelines (the app's
            clock).
    """

    def __init__(self, monotonic: Callable[[], float]) -> None:
        self._monotonic = monotonic
        self._activations: dict[str, _Activation] = {}
        self._activation_ids = itertools.count(1)
        self._counters: dict[tuple[str, int, str], int] = {}
        self._ends: dict[tuple[str, int], dict[int, float]] = {}
        self._journals: dict[str, deque[JournalRecord]] = {}
        self._journal_seqs: dict[str, int] = {}
        self._activity: OrderedDict[str, _Activity] = OrderedDict()
        """Least recently active first, at most ``MAX_TRACKED_SESSIONS``."""
        self._uploads: dict[str, dict[str, str]] = {}
        self._payments: dict[tuple[str, str], list[RecordedPayment]] = {}
        self._versions: dict[tuple[str, str], int] = {}
        self._keys: dict[tuple[str, str], _KeyRecord] = {}
        self._tokens = itertools.count(1)
        self._claims_since_sweep = 0
        self._world: tuple[str, float] | None = None

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first (a copy)."""
        return list(self._payments.get((session, customer_id), ()))

    async def data_version(self, session: str, customer_id: str) -> int:
        """The version of the session's data about ``customer_id`` (0: as generated)."""
        return self._versions.get((session, customer_id), 0)

    async def payments_snapshot(self, session: str, customer_id: str) -> PaymentsSnapshot:
        """The customer's recorded payments (a copy) and their data version."""
        slot = (session, customer_id)
        return PaymentsSnapshot(self._versions.get(slot, 0), list(self._payments.get(slot, ())))

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        """Append ``payment`` if its customer's list has ``expected_count`` items; with
        ``completing``, store the claim's response in the same step (see ``Store``)."""
        record = None
        if completing is not None:
            record = self._keys.get((session, completing.key))
            if record is None or record.token != completing.token:
                return AppendOutcome.CLAIM_LOST
            if record.response is not None:  # this very completion, called again
                return AppendOutcome.APPENDED
        slot = (session, payment.customer_id)
        payments = self._payments.setdefault(slot, [])
        if len(payments) != expected_count:
            return AppendOutcome.STALE
        payments.append(payment)
        self._versions[slot] = self._versions.get(slot, 0) + 1
        if record is not None and completing is not None:
            record.response = completing.response
            record.expires_at = self._monotonic() + completing.ttl_seconds
        return AppendOutcome.APPENDED

    async def reset_session(self, session: str) -> None:
        """Forget the session's payments and idempotency records; bump the versions they had."""
        for key in [key for key in self._payments if key[0] == session]:
            if self._payments.pop(key):
                self._versions[key] = self._versions.get(key, 0) + 1
        for key in [key for key in self._keys if key[0] == session]:
            del self._keys[key]

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        """Claim ``key``; see :meth:`Store.claim_idempotency_key`."""
        now = self._monotonic()
        self._maybe_sweep(now)
        record = self._keys.get((session, key))
        if record is not None and record.expires_at > now:
            if record.fingerprint != fingerprint:
                return IdempotencyClaim(ClaimOutcome.MISMATCH)
            if record.response is None:
                return IdempotencyClaim(ClaimOutcome.IN_FLIGHT)
            return IdempotencyClaim(ClaimOutcome.COMPLETED, response=record.response)
        token = str(next(self._tokens))
        self._keys[session, key] = _KeyRecord(fingerprint, token, now + lease_seconds)
        return IdempotencyClaim(ClaimOutcome.STARTED, token=token)

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        """Free ``key`` if ``token`` still owns it and it has no response."""
        record = self._keys.get((session, key))
        if record is not None and record.token == token and record.response is None:
            del self._keys[session, key]

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
            self._touch(session, self._monotonic())
            return self._record(current)
        if current is not None:
            self._forget(session, current.activation)
        fresh = _Activation(name, text, next(self._activation_ids), self._monotonic(), seed)
        self._activations[session] = fresh
        self._touch(session, fresh.started_at)
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

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        """Add one to each of the activation's counters ``keys`` and return them (nothing
        awaits in between, so no other request's increments interleave)."""
        values = []
        for key in keys:
            slot = (session, activation, key)
            value = self._counters.get(slot, 0) + 1
            self._counters[slot] = value
            values.append(value)
        return tuple(values)

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
        self._journal_seqs[session] = self._journal_seqs.get(session, 0) + 1
        activity = self._touch(session, self._monotonic())
        activity.requests += 1
        category = journal_category(entry)
        activity.categories[category] = activity.categories.get(category, 0) + 1

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first (a copy)."""
        return list(self._journals.get(session, ()))

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        """The held records numbered above ``after`` (a copy) and the newest number."""
        last = self._journal_seqs.get(session, 0)
        journal = self._journals.get(session, ())
        wanted = min(max(last - after, 0), len(journal))
        newest_first = list(itertools.islice(reversed(journal), wanted))  # O(new), not O(held)
        newest_first.reverse()
        return JournalSlice(last, newest_first)

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal and zero its activity counts (numbers go on)."""
        self._journals.pop(session, None)
        activity = self._activity.get(session)
        if activity is not None:
            activity.requests = 0
            activity.categories.clear()

    async def session_activity(self, session: str) -> SessionActivity | None:
        """The session's activity, if it is remembered."""
        activity = self._activity.get(session)
        return None if activity is None else self._summary(session, activity)

    async def recent_sessions(self, limit: int) -> list[SessionActivity]:
        """The ``limit`` most recently active sessions, the most recent first."""
        recent = itertools.islice(reversed(self._activity.items()), max(limit, 0))
        return [self._summary(session, activity) for session, activity in recent]

    async def join_world(self, identity: str) -> WorldClaim:
        """Record ``identity`` and the time unless already recorded; return what is in force."""
        created = self._world is None
        if self._world is None:
            self._world = (identity, self._monotonic())
        recorded, since = self._world
        return WorldClaim(recorded, max(0.0, self._monotonic() - since), created)

    async def open(self) -> None:
        """Nothing to prepare: the state is in this process."""

    async def aclose(self) -> None:
        """Nothing to release: the state lives and dies with the process."""

    def _touch(self, session: str, now: float) -> _Activity:
        activity = self._activity.get(session)
        if activity is None:
            activity = self._activity[session] = _Activity(now)
            while len(self._activity) > MAX_TRACKED_SESSIONS:
                self._activity.popitem(last=False)
        else:
            activity.last_seen = now
            self._activity.move_to_end(session)
        return activity

    def _summary(self, session: str, activity: _Activity) -> SessionActivity:
        return SessionActivity(
            session=session,
            idle_s=max(0.0, self._monotonic() - activity.last_seen),
            requests=activity.requests,
            categories=dict(activity.categories),
            last_seq=self._journal_seqs.get(session, 0),
        )

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

    def _maybe_sweep(self, now: float) -> None:
        self._claims_since_sweep += 1
        if self._claims_since_sweep < SWEEP_EVERY:
            return
        self._claims_since_sweep = 0
        expired = [k for k, record in self._keys.items() if record.expires_at <= now]
        for k in expired:
            del self._keys[k]
