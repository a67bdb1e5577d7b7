"""The store protocol: all mutable simulator state, scoped by session, behind async methods.

Design rules, so that a shared implementation (Redis) can follow and several simulator
instances behind a load balancer agree:

* Every method is ``async`` and takes the session first; nothing is shared across sessions.
* Values are plain and serialisable: ``RecordedPayment`` (dates as ISO strings in JSON),
  :class:`StoredResponse` (a JSON text body and string headers), ints and strings.
* Each method is atomic on its own. Read-modify-write sequences use optimistic concurrency
  (``append_payment(expected_count=...)``) or a claim (``claim_idempotency_key``), never a lock
  held across calls, so a crashed instance cannot wedge the others.
* Expiry is expressed as durations; the implementation owns its time source (Redis ``EX``,
  the injected monotonic clock in memory).

The protocol is split by concern into roles (:class:`PaymentStore`, :class:`IdempotencyStore`,
:class:`ScenarioStore`, :class:`CounterStore`, :class:`JournalStore`, :class:`SessionStore`,
:class:`StoreLifecycle`); :class:`Store` is all of them, and each component takes only the roles
it uses.

Adding state: add methods to the role they belong to, with the same rules, implement them in
``InMemoryStore`` and ``RedisStore`` (``billing_sim/simulator/store/redis.py``, whose docstring
maps every method to its Redis keys and commands), and cover them in
``tests/unit/simulator/store/``, which runs every test against both.

Elapsed time since an activation is measured by the store's own clock (Redis ``TIME``; the
app's monotonic clock in memory), so instances sharing a store agree on the timeline; so is a
session's idle time.

A store that cannot be reached raises :class:`StoreUnavailable`, a ``503
billing_backend_unavailable`` problem the edge answers like any other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, Protocol

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.store.journal import JournalRecord

MAX_TRACKED_SESSIONS = 1024
"""Sessions whose activity the store remembers (:meth:`Store.recent_sessions`); beyond it the
least recently active are forgotten (their journals and scenarios are not)."""

RETRY_AFTER_SECONDS = "1"
"""What a ``503`` for an unreachable store tells the caller to wait: a restarted Redis is back
within seconds, and the next request reconnects."""


class StoreUnavailable(ApiProblem):
    """The store cannot be reached (Redis down, restarting, or too slow to answer in time).

    An :class:`~simulator.problems.ApiProblem`, so wherever a request meets it the edge answers
    ``503 billing_backend_unavailable`` with ``Retry-After``: an infrastructure failure, which
    is what it is for the caller too. Nothing is half-recorded: each store method is atomic.
    """

    @classmethod
    def now(cls) -> StoreUnavailable:
        """A fresh instance (an exception is never shared between raises)."""
        return cls(
            "billing_backend_unavailable",
            Localized(
                es="El almacén del simulador no responde. Intente de nuevo en 1 segundo.",
                en="The simulator's store is not answering. Please try again in 1 second.",
            ),
            headers={"Retry-After": RETRY_AFTER_SECONDS},
        )


@dataclass(frozen=True, slots=True)
class StoredResponse:
    """A response kept for idempotent replay.

    Args:
        status: HTTP status.
        body: The JSON text of the body.
        headers: Response headers to replay (``Location``, ``Content-Language``).
    """

    status: int
    body: str
    headers: tuple[tuple[str, str], ...]


class ClaimOutcome(StrEnum):
    """What claiming an ``Idempotency-Key`` found."""

    STARTED = "started"
    """The key was free: the caller now owns it and must complete or release it."""
    IN_FLIGHT = "in_flight"
    """Another request with this key is being processed."""
    COMPLETED = "completed"
    """A request with this key and the same fingerprint finished; replay its response."""
    MISMATCH = "mismatch"
    """The key was used with a different request body."""


class AppendOutcome(StrEnum):
    """What :meth:`Store.append_payment` did."""

    APPENDED = "appended"
    """The payment is recorded (and, with a completion, its response stored for replay)."""
    STALE = "stale"
    """Another payment got there first: nothing was appended; recompute and retry."""
    CLAIM_LOST = "claim_lost"
    """The ``Idempotency-Key`` is no longer this request's (its lease lapsed and another
    request claimed it, or the session was reset): nothing was appended."""


@dataclass(frozen=True, slots=True)
class KeyCompletion:
    """The idempotency claim a payment completes, in the same atomic step as its append.

    Args:
        key: The ``Idempotency-Key``.
        token: The claim's token (:attr:`IdempotencyClaim.token`).
        response: The response to replay for the key.
        ttl_seconds: How long the completed key is remembered.
    """

    key: str
    token: str
    response: StoredResponse
    ttl_seconds: float


@dataclass(frozen=True, slots=True)
class IdempotencyClaim:
    """The answer of :meth:`Store.claim_idempotency_key`.

    Args:
        outcome: What the claim found.
        token: Proof of ownership, for :class:`KeyCompletion` and ``release`` (``STARTED``
            only).
        response: The stored response (``COMPLETED`` only).
    """

    outcome: ClaimOutcome
    token: str = ""
    response: StoredResponse | None = None


class ScenarioRecord(NamedTuple):
    """The scenario state of one session (a named tuple: one is read per request).

    Args:
        name: The active scenario's name, or ``None`` when the session was switched to none.
        text: The scenario's YAML (empty without a scenario), so every instance sharing the
            store can compile the same scenario.
        activation: Identifies this activation; counters and phase ends belong to it.
        elapsed_s: Seconds since the activation, by the store's clock.
        seed: The seed the activation asked for instead of the scenario's own, if any.
    """

    name: str | None
    text: str
    activation: int
    elapsed_s: float
    seed: int | None = None


class PaymentsSnapshot(NamedTuple):
    """A customer's recorded payments and the data version they are, read together.

    Args:
        version: :meth:`Store.data_version` at the time of the read.
        payments: The payments that version holds, oldest first.
    """

    version: int
    payments: list[RecordedPayment]


class JournalSlice(NamedTuple):
    """The part of a session's journal after a sequence number (:meth:`Store.journal_after`).

    Every appended record gets the next sequence number of its session (1, 2, 3...), and the
    journal holds the most recent ones, so the held records' numbers are consecutive and end
    at ``last_seq``: the i-th of ``records`` is number ``last_seq - len(records) + 1 + i``.

    Args:
        last_seq: The number of the session's newest record ever appended (``0``: none),
            never reset, not even by :meth:`Store.clear_journal`.
        records: The held records numbered above the ``after`` asked for, oldest first.
    """

    last_seq: int
    records: list[JournalRecord]


class WorldClaim(NamedTuple):
    """What :meth:`Store.join_world` found: the world the instances sharing a store serve.

    Args:
        identity: The identity recorded by the first instance that joined (the caller's own
            if it was the first); an instance serving anything else must not join.
        elapsed_s: Seconds since that first join, by the store's clock: how far the shared
            business time has run, so that every instance's clock tells the same time.
        created: Whether this call was that first join (of instances starting at the same
            instant, exactly one created the world; the others joined it).
        store_time_s: The store's own clock when it answered, in POSIX seconds, or ``None``
            when the store has no clock apart from this process's (in memory). A replica whose
            clock agrees with it takes the world's start from it exactly
            (:func:`billing_sim.toolkit.commands.serve.world_epoch`).
    """

    identity: str
    elapsed_s: float
    created: bool = False
    store_time_s: float | None = None


class SessionActivity(NamedTuple):
    """What a session did recently: the sessions page of the console (``GET /_sim/sessions``).

    Args:
        session: The session.
        idle_s: Seconds since its last journaled request or scenario activation, by the
            store's clock.
        requests: Requests journaled since the journal was last cleared (evicted ones too).
        categories: Those requests by :data:`~simulator.store.journal.JOURNAL_CATEGORIES`
            (only the categories that occurred).
        last_seq: The journal's newest sequence number (:attr:`JournalSlice.last_seq`).
    """

    session: str
    idle_s: float
    requests: int
    categories: Mapping[str, int]
    last_seq: int


class PaymentStore(Protocol):
    """What payments need: the recorded payments, their data version, and a reset of
    what the session changed (payments and idempotency records alike)."""

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first."""
        ...

    async def data_version(self, session: str, customer_id: str) -> int:
        """The version of the session's data about ``customer_id``: ``0`` while it is as
        generated, then one more at every change (a payment appended, a reset that dropped
        payments).

        A version never repeats, so an answer cached under ``(session, version)`` can never be
        served once the data it was built from has changed.
        """
        ...

    async def payments_snapshot(self, session: str, customer_id: str) -> PaymentsSnapshot:
        """The customer's recorded payments and their data version, read atomically."""
        ...

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        """Append ``payment`` to its customer's list if it still holds ``expected_count`` items.

        With ``completing``, the claim's response is stored in the same atomic step, so a
        payment never exists without the answer a retry with its key replays, and a claim
        that is no longer the caller's appends nothing. Calling again with the same completion
        once it succeeded (a retry after a lost answer) appends nothing and says ``APPENDED``.

        Returns:
            ``STALE``, appending nothing, when another payment got there first (recompute,
            retry); ``CLAIM_LOST`` when the key is no longer the caller's.
        """
        ...

    async def reset_session(self, session: str) -> None:
        """Forget the session's data mutations: recorded payments and idempotency records.

        Every customer whose payments it drops gets a new :meth:`data_version`, in the same
        atomic step.
        """
        ...


class IdempotencyStore(Protocol):
    """What ``Idempotency-Key`` needs: claims and their release (a claim is completed
    with its payment, :meth:`PaymentStore.append_payment`)."""

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        """Claim ``key`` for a request whose body hashes to ``fingerprint``.

        A claim that is neither completed (by :meth:`append_payment`) nor released within
        ``lease_seconds`` lapses, so the key becomes free again. A completed key lives until
        its TTL ends.
        """
        ...

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        """Give up the claim ``token`` without a response, so the key can be used again."""
        ...


class ScenarioStore(Protocol):
    """What activating scenarios needs: each session's activation and its uploads."""

    async def scenario_of(self, session: str) -> ScenarioRecord | None:
        """The session's scenario state; ``None`` if it was never set (the default applies)."""
        ...

    async def activate_scenario(
        self,
        session: str,
        name: str | None,
        text: str,
        *,
        seed: int | None = None,
        if_absent: bool = False,
    ) -> ScenarioRecord:
        """Start a new activation of ``name`` (``None``: no scenario) for ``session``, now.

        Args:
            session: The session.
            name: The scenario's name, or ``None`` to switch the session to no scenario.
            text: The scenario's YAML (``""`` with ``name=None``).
            seed: A seed for this activation's draws instead of the scenario's own.
            if_absent: Only if the session has no scenario state yet (set-if-absent), so
                concurrent first requests agree on one activation.

        Marks the session active now (:meth:`recent_sessions`) in the same atomic step.

        Returns:
            The record in force afterwards (the existing one when ``if_absent`` found one).
        """
        ...

    async def save_upload(self, session: str, name: str, text: str, *, limit: int) -> None:
        """Remember uploaded scenario ``text`` as ``name`` in ``session`` (replacing one of that
        name), keeping only the ``limit`` most recently saved."""
        ...

    async def uploads(self, session: str) -> Mapping[str, str]:
        """The session's uploaded scenarios, name to YAML text, oldest saved first."""
        ...


class CounterStore(Protocol):
    """What the scenario engine needs while it plays: an activation's counters and phase
    ends (:class:`~billing_sim.simulator.scenario.play.Counters` is the same shape)."""

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        """Atomically add one to each counter of ``keys`` of the activation, all in one step
        (no other request's increments fall between them); return the new values in order."""
        ...

    async def phase_ends(self, session: str, activation: int) -> Mapping[int, float]:
        """End times (seconds since activation) recorded for the activation's phases."""
        ...

    async def mark_phase_end(
        self, session: str, activation: int, index: int, at: float
    ) -> Mapping[int, float]:
        """Record that phase ``index`` ended at ``at`` unless an end is already recorded.

        Returns:
            Every recorded end, after the set-if-absent.
        """
        ...


class JournalStore(Protocol):
    """What the journal needs: appending a request's record and reading the timeline."""

    async def append_journal(self, session: str, entry: JournalRecord, *, limit: int) -> None:
        """Append ``entry``, keeping only the session's ``limit`` most recent entries.

        In the same atomic step: give it the session's next sequence number
        (:class:`JournalSlice`), count it in the session's activity under its
        :func:`~simulator.store.journal.journal_category`, and mark the session active now
        (:meth:`recent_sessions`). A ``limit`` below 1 does none of it.
        """
        ...

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first."""
        ...

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        """The held records numbered above ``after`` and the newest number, read atomically
        (a page polling the journal asks only for what is new)."""
        ...

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal and zero its activity counts (not its sequence
        numbers: the next record still gets the next one)."""
        ...


class SessionStore(Protocol):
    """What the console's sessions page and the instances sharing a store need: each
    session's activity, and the world they serve."""

    async def session_activity(self, session: str) -> SessionActivity | None:
        """The session's activity; ``None`` if it journaled nothing and activated nothing
        (or was forgotten beyond :data:`MAX_TRACKED_SESSIONS`)."""
        ...

    async def recent_sessions(self, limit: int) -> list[SessionActivity]:
        """The ``limit`` most recently active sessions, the most recent first.

        A session is active when a request is journaled for it or a scenario is activated
        for it (:meth:`activate_scenario` marks it too, so a session QA prepares before its
        bot connects is listed).
        """
        ...

    async def join_world(self, identity: str) -> WorldClaim:
        """Record ``identity`` (what data this instance serves: seed, population, business
        date) and start the shared business time, unless an instance did so before; return
        what is in force. Instances sharing a store must serve one world."""
        ...


class StoreLifecycle(Protocol):
    """Opening and closing what a store holds (connections, subscriptions)."""

    async def open(self) -> None:
        """Prepare for the first request on the running event loop; the app calls it at
        start-up (the Redis store subscribes to what the other processes sharing it announce,
        so it is listening before it answers anything). Failing to connect is not an error
        here: the store keeps trying, and requests answer ``503`` meanwhile."""
        ...

    async def aclose(self) -> None:
        """Release what the store holds open (connections); the app calls it at shutdown."""
        ...


class Store(
    PaymentStore,
    IdempotencyStore,
    ScenarioStore,
    CounterStore,
    JournalStore,
    SessionStore,
    StoreLifecycle,
    Protocol,
):
    """Mutable, session-scoped simulator state: every role, as the app's one store holds them.

    A component takes the roles it uses (the scenario hook a :class:`ScenarioStore`, a
    :class:`CounterStore` and a :class:`JournalStore`; the routes a :class:`PaymentStore` and
    an :class:`IdempotencyStore`...), so a role can be implemented, or faked in a test, without
    the other six.
    """
