"""``RedisStore``: the :class:`~simulator.store.base.Store` that several simulators share.

Every replica (``serve --workers N``, or instances behind a balancer) pointed at one Redis and
one prefix sees one world: a payment made through one is read through the next, a key is
honoured whichever replica it reaches, counters and phases advance once per request, and the
journal is one timeline. The client is ``redis.asyncio`` (the store protocol is async; a sync
client would block the event loop for every round trip).

**Atomicity: Lua scripts, not MULTI/WATCH.** Every read-modify-write (claim a key, append a
payment and complete its key, reset, activate, trim the uploads) is one script: Redis runs it
alone, so it is atomic, and it costs one round trip whatever happens. WATCH/MULTI would need
three or more round trips (WATCH, the reads, MULTI...EXEC) and a retry loop each time another
writer touched a watched key: 200 requests racing for one ``Idempotency-Key`` would spin, and
each spin is more round trips. The scripts are short and O(1) in the data (reset and the
uploads are O(what the session holds)), so they never hold Redis up. Plain reads and
single-command writes (``GET``, ``LRANGE``, ``HINCRBY``) are sent as they are. Scripts are sent
by SHA (``EVALSHA``); after a Redis restart empties its script cache the client loads them again
on the first ``NOSCRIPT``. Each script is a file in ``lua/`` beside this module, with the comment
that names its keys and arguments (:mod:`~billing_sim.simulator.store.redis_scripts` reads them
once).

**Keys.** ``P`` is the prefix (``--store-prefix``, default ``billing-sim``), so two
simulators (or anything else) can share one Redis; ``{S}`` is the session in braces (a session
may contain colons, never braces, so no session's keys can be taken for another's). One Redis
primary holds everything: the scripts that mark a session active also touch the prefix-wide
``P:sessions``, so Redis Cluster is not supported (nor needed: the store is tiny). Times are
integer microseconds on the store's clock, Redis ``TIME``, which every replica reads alike::

    payments     P:{S}:pay:C      LIST of JSON, oldest first
    version      P:{S}:ver        the session's data version: starts at the store's clock in
                                  µs, then INCR at every append and at a reset that drops
                                  payments; it never repeats, even after Redis lost its data
                                  (a later start is a larger number), so no replica's cached
                                  answer can outlive the data it was built from
    paid         P:{S}:paid       SET of the customers with payments (what a reset drops)
    keys         P:{S}:idem:G:K   HASH fp, token, exp (µs), resp (JSON): the claim of key K in
                                  generation G; PEXPIRE'd with the lease, then with the TTL
    generation   P:{S}:gen        INCR at every reset: the keys of older generations are
                                  unreachable at once, and expire on their own
    scenario     P:{S}:scn        HASH act, name, digest, text, t0 (µs), seed
    activations  P:{S}:acts       INCR: the session's activation numbers
    counters     P:{S}:n:A        HASH counter key -> HINCRBY, per activation A
    phase ends   P:{S}:ends:A     HASH phase index -> seconds (HSETNX)
    uploads      P:{S}:up         HASH name -> YAML, and P:{S}:uporder, LIST of names, oldest
                                  first, trimmed to the limit
    journal      P:{S}:journal    LIST of "arrival µs (20 digits)|JSON record", in arrival order
                                  (a batch is merged into the unread tail), capped by LTRIM
    numbers      P:{S}:jseq       INCRBY at every batch (never reset)
    read         P:{S}:jread      the newest number a reader was given: records up to it never
                                  move
    activity     P:{S}:activity   HASH requests and one count per journal category
    sessions     P:sessions       ZSET session -> last seen (µs, never moved back),
                 P:seen           HASH session -> last seen (µs); both trimmed to
                                  MAX_TRACKED_SESSIONS with the forgotten sessions' activity
    world        P:world          HASH identity (seed, population, business date) and since
                                  (µs): the first instance's, which every other must match

Channels: ``P:watch`` (invalidations and flush requests to every process) and
``P:ack:<process>`` (their acknowledgements): :mod:`~billing_sim.simulator.store.redis_watch`.

A request reads its session's scenario activation and data version from this process's copy
(:mod:`~billing_sim.simulator.store.redis_watch` says when that is safe), else in one script
that fetches the scenario's digest, not its YAML: the text is content-addressed, cached here
by digest, and fetched only the first time a process meets it. Its journal record waits in the
process for a batch (:mod:`~billing_sim.simulator.store.redis_journal`).

**Faults of the store.** Each command has a short socket timeout (1 s; a connection attempt
5 s, see :data:`CONNECT_TIMEOUT_S`; both can be set in the URL, ``?socket_timeout=2``). A
command that finds its pooled connection dead (Redis restarted) is retried once on a fresh
one: the restarted server never saw it. A timeout is never retried, since the command may
have run; a retried claim or completion recognises its own token anyway. An unreachable store raises
:class:`~simulator.store.base.StoreUnavailable` (``503 billing_backend_unavailable``,
``Retry-After: 1``), logged once, in one line, when the store stops answering and once when it
answers again; nothing needs restarting.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from datetime import datetime
from typing import Any, TypeVar, cast

from redis.asyncio import Redis
from redis.asyncio.connection import ConnectionPool, parse_url
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import (
    ConnectionError as RedisConnectionError,
)
from redis.exceptions import (
    OutOfMemoryError,
    ReadOnlyError,
    ResponseError,
)
from redis.exceptions import (
    TimeoutError as RedisTimeoutError,
)

from billing_sim.simulator.clock import real_monotonic
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.settings import DEFAULT_STORE_PREFIX, STORE_URL_SCHEMES
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
    StoreUnavailable,
    WorldClaim,
)
from billing_sim.simulator.store.journal import JournalRecord
from billing_sim.simulator.store.redis_journal import (
    FLUSH_DELAY_S,
    FLUSH_SIZE,
    JournalBuffer,
    record_of,
)
from billing_sim.simulator.store.redis_scripts import script
from billing_sim.simulator.store.redis_watch import SessionState, Watch

T = TypeVar("T")

logger = logging.getLogger("billing_sim.simulator.store")

SOCKET_TIMEOUT_S = 1.0
"""A command's answer: Redis on a LAN answers in well under a millisecond; a second means it
is stuck (or fsyncing on a disk that cannot keep up), and the caller deserves a 503 now."""
CONNECT_TIMEOUT_S = 5.0
"""Opening a connection: a Redis that is down refuses at once, and a stuck one accepts and
then misses ``SOCKET_TIMEOUT_S`` on the handshake, so this bound is reached only by a host
that drops packets, or by this process's own event loop when a burst opens the whole pool
on a starved CPU (measured: 128 opens at once on 2 busy cores missed 1 s). The latter is
queueing here, not an outage of the store, and must not become a 503."""
MAX_CONNECTIONS = 32
"""Connections per process. A command holds one for well under a millisecond (32 carry far more
commands than one Python process can send), so a request that finds all of them busy waits
for one rather than opening more: a burst of concurrent requests opens no storm of
connections, whose handshakes would queue behind the burst itself and time out."""
POOL_TIMEOUT_S = 10.0
"""How long a command waits for a free connection: under a burst the wait is queueing in this
process (its CPU), not an outage of the store, so it is longer than a command's timeout."""
TEXT_CACHE_SIZE = 64
"""Scenario texts kept by digest (as the scenario library keeps compiled scenarios)."""

_UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OutOfMemoryError, ReadOnlyError)
"""Errors that mean the store cannot serve now (not a bug of ours): down, restarting, loading
its data, out of memory, or a replica that cannot write."""
_TRANSIENT_REPLIES = ("MISCONF", "LOADING", "MASTERDOWN", "BUSY", "TRYAGAIN")
"""Error replies of a Redis that is alive but cannot serve now (MISCONF: it cannot persist)."""


def digest_of(text: str) -> str:
    """The content address of a scenario text."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class _Connection:
    """A client and its scripts, bound to one event loop (redis.asyncio connections are)."""

    def __init__(self, redis: Redis, loop: asyncio.AbstractEventLoop, watch: Watch) -> None:
        self.redis = redis
        self.loop = loop
        self.watch = watch
        self.slots = asyncio.Semaphore(MAX_CONNECTIONS)
        """One per pooled connection: a command takes one before it runs."""
        self.flush_lock = asyncio.Lock()
        """One flush at a time per process, so this process's batches reach Redis in order."""
        self.flush_timer: asyncio.TimerHandle | None = None
        self.snapshot = redis.register_script(script("snapshot"))
        self.append = redis.register_script(script("append"))
        self.claim = redis.register_script(script("claim"))
        self.release = redis.register_script(script("release"))
        self.reset = redis.register_script(script("reset"))
        self.state = redis.register_script(script("state"))
        self.activate = redis.register_script(script("activate"))
        self.save_upload = redis.register_script(script("save_upload"))
        self.uploads = redis.register_script(script("uploads"))
        self.incr_counters = redis.register_script(script("incr_counters"))
        self.mark_phase_end = redis.register_script(script("mark_phase_end"))
        self.flush_journal = redis.register_script(script("flush_journal"))
        self.journal_after = redis.register_script(script("journal_after"))
        self.session_activity = redis.register_script(script("session_activity"))
        self.recent_sessions = redis.register_script(script("recent_sessions"))
        self.join_world = redis.register_script(script("join_world"))


class RedisStore:
    """Session-scoped state in Redis, shared by every simulator using the same URL and prefix.

    Args:
        url: ``redis://[:password@]host:port/db`` (``rediss://`` for TLS, ``unix://`` for a
            socket); query parameters set client options (``?socket_timeout=2``).
        prefix: Namespaces every key, so simulators (or anything else) can share one Redis.
        clock: The store's clock, in seconds. ``None`` (what replicas must use): Redis's own
            ``TIME``, one timeline for every instance. Tests pass a manual clock to move
            expiry and scenario time without waiting.
        monotonic: This process's real monotonic clock: how long ago the store was heard from
            (:mod:`~billing_sim.simulator.store.redis_watch`), and, without ``clock``, where
            Redis's time is now between two reads of it.

    Raises:
        ValueError: if ``url`` is not a Redis URL or ``prefix`` is empty or has braces.
    """

    def __init__(
        self,
        url: str,
        *,
        prefix: str = DEFAULT_STORE_PREFIX,
        clock: Callable[[], float] | None = None,
        monotonic: Callable[[], float] = real_monotonic,
    ) -> None:
        if not url.startswith(STORE_URL_SCHEMES):
            raise ValueError(f"not a Redis URL (redis://HOST:PORT/DB): {url!r}")
        if not prefix or "{" in prefix or "}" in prefix:
            raise ValueError(f"a store prefix must be non-empty, without braces: {prefix!r}")
        self._url = url
        self._prefix = prefix
        self._clock = clock
        self._monotonic = monotonic
        self._connection: _Connection | None = None
        self._texts: OrderedDict[str, str] = OrderedDict()
        self._failing = False
        self._journal = JournalBuffer()
        self._offset_us: int | None = None if clock is None else 0
        """The store's clock minus this process's, as the latest state read found it."""
        self._flushes: set[asyncio.Task[None]] = set()
        try:
            parse_url(url)
        except ValueError as error:
            raise ValueError(f"not a usable Redis URL, {self.address}: {error}") from None

    @property
    def address(self) -> str:
        """The URL without its password, and the prefix: what logs and banners show."""
        scheme, _, rest = self._url.partition("://")
        rest = rest.rpartition("@")[2]
        return f"{scheme}://{rest} (prefix {self._prefix})"

    @property
    def prefix(self) -> str:
        """The prefix every key starts with."""
        return self._prefix

    async def join_world(self, identity: str) -> WorldClaim:
        """Record ``identity`` and the shared business time's start unless recorded; return
        what is in force (one script: replicas starting together agree on the first)."""
        found = await self._run(
            self._conn().join_world([f"{self._prefix}:world"], [self._now(), identity])
        )
        return WorldClaim(
            str(found[0]), int(found[1]) / 1e6, int(found[2]) == 1, int(found[3]) / 1e6
        )

    # Payments and their data versions.

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first."""
        payments = self._key(session, "pay:", customer_id)
        raw = await self._run(self._conn().redis.lrange(payments, 0, -1))
        return [_payment(item) for item in raw]

    async def data_version(self, session: str, customer_id: str) -> int:
        """The session's data version (``0``: as generated): one for all its customers, so a
        request reads it with the scenario state, in one call, or from this process's copy."""
        return (await self._state(session)).version

    async def payments_snapshot(self, session: str, customer_id: str) -> PaymentsSnapshot:
        """The customer's payments and the session's data version, in one atomic read."""
        keys = [self._key(session, "ver"), self._key(session, "pay:", customer_id)]
        version, raw = await self._run(self._conn().snapshot(keys))
        return PaymentsSnapshot(int(version), [_payment(item) for item in raw])

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        """Compare-and-append, completing the claim in the same script (see ``Store``)."""
        base = self._base(session)
        keys = [f"{base}pay:{payment.customer_id}", f"{base}ver", f"{base}paid", f"{base}gen"]
        args: list[str | int] = [self._now(), expected_count, _payment_json(payment)]
        args.append(payment.customer_id)
        if completing is not None:
            ttl = completing.ttl_seconds
            args += [f"{base}idem:", completing.key, completing.token]
            args += [_response_json(completing.response), _micros(ttl), _millis(ttl)]
        outcome = AppendOutcome(await self._run(self._conn().append(keys, args)))
        if outcome is AppendOutcome.APPENDED:
            await self._conn().watch.invalidate(session)
        return outcome

    async def reset_session(self, session: str) -> None:
        """Drop the session's payments (bumping its version) and idempotency keys."""
        base = self._base(session)
        args = [self._now(), f"{base}pay:", f"{base}ver"]
        await self._run(self._conn().reset([f"{base}paid", f"{base}gen"], args))
        await self._conn().watch.invalidate(session)

    # Idempotency keys.

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        """Claim ``key``; see :meth:`Store.claim_idempotency_key`."""
        base = self._base(session)
        token = _token()
        args: list[str | int] = [self._now(), f"{base}idem:", key, fingerprint]
        args += [_micros(lease_seconds), _millis(lease_seconds), token]
        found = await self._run(self._conn().claim([f"{base}gen"], args))
        outcome = ClaimOutcome(found[0])
        if outcome is ClaimOutcome.STARTED:
            return IdempotencyClaim(outcome, token=token)
        if outcome is ClaimOutcome.COMPLETED:
            return IdempotencyClaim(outcome, response=_response(found[1]))
        return IdempotencyClaim(outcome)

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        """Free ``key`` if ``token`` still owns it and it has no response."""
        base = self._base(session)
        await self._run(self._conn().release([f"{base}gen"], [f"{base}idem:", key, token]))

    # Scenario state.

    async def scenario_of(self, session: str) -> ScenarioRecord | None:
        """The session's scenario state, from this process's copy while it is certainly current
        (:mod:`~billing_sim.simulator.store.redis_watch`), else read with the data version."""
        state = await self._state(session)
        if state.scenario is None:
            return None
        activation, name, _, started, seed = state.scenario
        elapsed = max(0.0, (self._local_us() + state.offset_us - int(started)) / 1e6)
        return ScenarioRecord(
            name, state.text, int(activation), elapsed, None if seed is None else int(seed)
        )

    async def _state(self, session: str) -> SessionState:
        """What a request reads: this process's copy, or one call (two the first time this
        process meets a scenario's text), kept when nothing changed meanwhile."""
        connection = self._conn()
        watch = connection.watch
        state = watch.kept(session)
        if state is not None:
            return state
        epoch = watch.epoch
        keys = [self._key(session, "scn"), self._key(session, "ver")]
        scenario, version, now = await self._run(connection.state(keys, [self._now(), ""]))
        text = "" if scenario is None else self._texts.get(scenario[2])
        if text is None:  # first meeting with this text in this process: fetch it once
            scenario, version, now = await self._run(connection.state(keys, [self._now(), "1"]))
            text = "" if scenario is None else self._remember(scenario[2], scenario[5])
        kept = None if scenario is None else (*scenario[:5],)
        state = SessionState(kept, text, int(version), int(now) - self._local_us())
        self._offset_us = state.offset_us
        watch.keep(session, state, epoch)
        return state

    async def activate_scenario(
        self,
        session: str,
        name: str | None,
        text: str,
        *,
        seed: int | None = None,
        if_absent: bool = False,
    ) -> ScenarioRecord:
        """Start a new activation (see :class:`~simulator.store.base.Store`), in one script."""
        base = self._base(session)
        digest = digest_of(text)
        args: list[str | int] = [self._now(), "1" if if_absent else ""]
        args += ["" if name is None else "1", name or ""]
        args += [digest, text, "" if seed is None else str(seed), f"{base}n:", f"{base}ends:"]
        args += [self._prefix, session, MAX_TRACKED_SESSIONS]
        keys = [f"{base}scn", f"{base}acts", *self._registry()]
        found = await self._run(self._conn().activate(keys, args))
        await self._conn().watch.invalidate(session)
        return self._scenario_record(found, self._remember(found[2], found[5]))

    async def save_upload(self, session: str, name: str, text: str, *, limit: int) -> None:
        """Remember ``text`` as ``name``; the oldest saved go beyond ``limit``."""
        base = self._base(session)
        keys = [f"{base}up", f"{base}uporder"]
        await self._run(self._conn().save_upload(keys, [name, text, limit]))

    async def uploads(self, session: str) -> Mapping[str, str]:
        """The session's uploaded scenarios, oldest saved first."""
        base = self._base(session)
        flat = await self._run(self._conn().uploads([f"{base}up", f"{base}uporder"]))
        return dict(zip(flat[::2], flat[1::2], strict=True))

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        """``HINCRBY`` each of the activation's counters ``keys``, in one script."""
        counters = self._key(session, "n:", str(activation))
        values = await self._run(self._conn().incr_counters([counters], list(keys)))
        return tuple(int(value) for value in values)

    async def phase_ends(self, session: str, activation: int) -> Mapping[int, float]:
        """The recorded phase ends of the activation."""
        ends = self._key(session, "ends:", str(activation))
        raw = await self._run(self._conn().redis.hgetall(ends))
        return {int(index): float(at) for index, at in raw.items()}

    async def mark_phase_end(
        self, session: str, activation: int, index: int, at: float
    ) -> Mapping[int, float]:
        """``HSETNX`` phase ``index``'s end and return every end, in one script."""
        ends = self._key(session, "ends:", str(activation))
        flat = await self._run(self._conn().mark_phase_end([ends], [index, repr(at)]))
        return {int(i): float(seconds) for i, seconds in zip(flat[::2], flat[1::2], strict=True)}

    # The journal.

    async def append_journal(self, session: str, entry: JournalRecord, *, limit: int) -> None:
        """Hold ``entry`` for the next flush (:mod:`~billing_sim.simulator.store.redis_journal`):
        no round trip on the request's path. The flush numbers it, counts it and marks the
        session active, as one script for the whole batch."""
        if limit < 1:
            return
        connection = self._conn()
        offset = self._offset_us
        seen = "" if offset is None else str(self._local_us() + offset)
        held = self._journal.add(session, entry, limit, seen)
        if held >= FLUSH_SIZE:
            self._flush_soon(connection, 0.0)
        elif connection.flush_timer is None:
            self._flush_soon(connection, FLUSH_DELAY_S)

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first, once every process appended what it held."""
        return (await self.journal_after(session, 0)).records

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        """The held records numbered above ``after`` and the newest number, in one script, once
        every process appended what it held."""
        await self._flush_everywhere()
        base = self._base(session)
        keys = [f"{base}journal", f"{base}jseq", f"{base}jread"]
        found = await self._run(self._conn().journal_after(keys, [after]))
        return JournalSlice(int(found[0]), [record_of(item) for item in found[1:]])

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal and its activity counts (one ``DEL``) once every process
        appended what it held; ``jseq`` stays."""
        await self._flush_everywhere()
        base = self._base(session)
        await self._run(self._conn().redis.delete(f"{base}journal", f"{base}activity"))

    async def session_activity(self, session: str) -> SessionActivity | None:
        """The session's activity, if it is among the remembered sessions."""
        await self._flush_everywhere()
        sessions, seen = self._registry()
        args = [self._now(), self._prefix, session]
        found = await self._run(self._conn().session_activity([sessions, seen], args))
        if found is None:
            return None
        return _activity(int(found[0]), found[1])

    async def recent_sessions(self, limit: int) -> list[SessionActivity]:
        """The ``limit`` most recently active sessions, the most recent first, in one script."""
        if limit < 1:
            return []
        await self._flush_everywhere()
        sessions, seen = self._registry()
        args: list[str | int] = [self._now(), self._prefix, limit]
        found = await self._run(self._conn().recent_sessions([sessions, seen], args))
        now = int(found[0])
        return [_activity(now, item) for item in found[1:]]

    async def open(self) -> None:
        """Connect and subscribe (waiting at most a command's timeout), so that this process
        hears the others' notices before its first request."""
        await self._conn().watch.ready()

    async def aclose(self) -> None:
        """Append what the journal buffer holds, then close the running event loop's client and
        its subscription."""
        connection = self._connection
        if connection is None or connection.loop is not asyncio.get_running_loop():
            self._connection = None
            return
        try:
            await self._flush(connection)
        except StoreUnavailable:
            pass  # logged by _run; the buffer's records are lost with the store
        finally:
            self._connection = None
            if connection.flush_timer is not None:
                connection.flush_timer.cancel()
            for task in list(self._flushes):
                task.cancel()
            await connection.watch.aclose()
            await connection.redis.aclose()

    # The journal's batches.

    def _flush_soon(self, connection: _Connection, delay: float) -> None:
        """Flush the buffer after ``delay`` (on the connection's loop), unless one is due by
        then."""
        timer = connection.flush_timer
        if timer is not None:
            if timer.when() <= connection.loop.time() + delay:
                return
            timer.cancel()
        connection.flush_timer = connection.loop.call_later(delay, self._start_flush, connection)

    def _start_flush(self, connection: _Connection) -> None:
        connection.flush_timer = None
        task = connection.loop.create_task(self._flush_quietly(connection))
        self._flushes.add(task)
        task.add_done_callback(self._flushes.discard)

    async def _flush_quietly(self, connection: _Connection) -> None:
        # _run logged an unreachable store once; these records are lost with it, as documented.
        with contextlib.suppress(StoreUnavailable):
            await self._flush(connection)

    async def _flush(self, connection: _Connection | None = None) -> None:
        """Append every held record, in one script call."""
        connection = connection or self._conn()
        async with connection.flush_lock:
            if not self._journal:
                return
            arguments: list[str | int] = [self._now(), self._prefix, MAX_TRACKED_SESSIONS]
            arguments += self._journal.take()
            await self._run(connection.flush_journal([], arguments))

    async def _flush_everywhere(self) -> None:
        """This process's records, then every other process's (a reader sees every request
        answered before it asked, whichever replica answered it)."""
        await self._flush()
        await self._conn().watch.flush_everywhere()

    # Plumbing.

    def _client_options(self) -> dict[str, Any]:
        return {
            "decode_responses": True,
            "socket_timeout": SOCKET_TIMEOUT_S,
            "socket_connect_timeout": CONNECT_TIMEOUT_S,
            # Once, at once, and only when the connection broke (a restarted Redis leaves
            # every pooled connection dead): a timed-out command may have run.
            "retry": Retry(NoBackoff(), 1, supported_errors=(RedisConnectionError,)),
            "client_name": "billing-sim",
        }

    def _conn(self) -> _Connection:
        connection = self._connection
        loop = asyncio.get_running_loop()
        if connection is None or connection.loop is not loop:
            # A client per event loop: an app served by uvicorn has one; test clients may
            # drive one app from several loops in turn.
            # A plain pool bounded by our own semaphore (``_run``): redis-py's blocking pool
            # costs a lock, a condition and a timeout per command even when a connection is
            # free (about 50 µs of CPU, a third of a command's).
            pool = ConnectionPool.from_url(
                self._url, max_connections=MAX_CONNECTIONS, **self._client_options()
            )
            redis = Redis.from_pool(pool)
            watch = Watch(
                Watch.client_for(self._url, self._client_options()),
                self._prefix,
                publish=lambda channel, message: self._run(
                    self._conn().redis.publish(channel, message)
                ),
                flush=self._flush,
                monotonic=self._monotonic,
            )
            connection = self._connection = _Connection(redis, loop, watch)
            watch.start()
            if self._journal:  # held on a loop that has ended: this loop appends them
                self._flush_soon(connection, FLUSH_DELAY_S)
        return connection

    async def _run(self, call: Awaitable[T]) -> T:
        """Await one store call (made on the connection ``_conn`` just returned) once a pooled
        connection is free; an unreachable store becomes :class:`StoreUnavailable`."""
        assert self._connection is not None
        slots = self._connection.slots
        try:
            if slots.locked():  # a burst: wait for a connection, but not for ever
                async with asyncio.timeout(POOL_TIMEOUT_S):
                    await slots.acquire()
            else:
                await slots.acquire()
        except TimeoutError:
            _discard(call)
            raise self._unavailable(TimeoutError("no free connection")) from None
        except BaseException:
            _discard(call)
            raise
        try:
            result = await call
        except _UNREACHABLE as error:
            raise self._unavailable(error) from None
        except ResponseError as error:
            if not str(error).startswith(_TRANSIENT_REPLIES):
                raise
            raise self._unavailable(error) from None
        finally:
            slots.release()
        if self._failing:
            self._failing = False
            logger.warning("store %s answers again", self.address)
        return result

    def _unavailable(self, error: Exception) -> StoreUnavailable:
        if not self._failing:
            self._failing = True
            reason = " ".join(str(error).split()) or type(error).__name__
            logger.warning(
                "store %s is not answering (%s): requests get 503 billing_backend_unavailable "
                "until it does",
                self.address,
                reason,
            )
        return StoreUnavailable.now()

    def _now(self) -> str:
        """The store clock's now in µs for a script, or ``""`` for Redis ``TIME``."""
        return "" if self._clock is None else str(round(self._clock() * 1e6))

    def _local_us(self) -> int:
        """This process's clock in µs: the injected store clock, else the monotonic one (a
        state read notes the store clock's offset from it)."""
        return round((self._clock or self._monotonic)() * 1e6)

    def _base(self, session: str) -> str:
        return f"{self._prefix}:{{{session}}}:"

    def _registry(self) -> list[str]:
        """The keys of the recency order of sessions: ZSET by last seen (µs), last-seen HASH."""
        return [f"{self._prefix}:sessions", f"{self._prefix}:seen"]

    def _key(self, session: str, kind: str, item: str = "") -> str:
        return f"{self._prefix}:{{{session}}}:{kind}{item}"

    def _remember(self, digest: str, text: str) -> str:
        self._texts[digest] = text
        self._texts.move_to_end(digest)
        while len(self._texts) > TEXT_CACHE_SIZE:
            self._texts.popitem(last=False)
        return text

    @staticmethod
    def _scenario_record(found: list[Any], text: str) -> ScenarioRecord:
        activation, name, _, started, seed, _, now = found
        elapsed = max(0.0, (int(now) - int(started)) / 1e6)
        return ScenarioRecord(
            name, text, int(activation), elapsed, None if seed is None else int(seed)
        )


def _discard(call: Awaitable[Any]) -> None:
    """Close a coroutine that will never be awaited (so Python does not warn about it)."""
    if isinstance(call, Coroutine):
        call.close()


def _micros(seconds: float) -> int:
    return max(1, round(seconds * 1e6))


def _millis(seconds: float) -> int:
    return max(1, -(-round(seconds * 1e6) // 1000))


def _token() -> str:
    return secrets.token_hex(8)


def _payment_json(payment: RecordedPayment) -> str:
    return json.dumps(
        [
            payment.id,
            payment.customer_id,
            payment.invoice_id,
            payment.amount_minor,
            payment.currency,
            payment.method,
            payment.reference,
            payment.applied_minor,
            payment.rate,
            payment.allocations,
            payment.created_at.isoformat(),
        ],
        separators=(",", ":"),
    )


def _payment(raw: str | bytes) -> RecordedPayment:
    (pid, customer, invoice, amount, currency, method, reference, applied, rate, allocations,
     created) = json.loads(raw)  # fmt: skip
    return RecordedPayment(
        id=pid,
        customer_id=customer,
        invoice_id=invoice,
        amount_minor=amount,
        currency=currency,
        method=method,
        reference=reference,
        applied_minor=applied,
        rate=rate,
        allocations=tuple((invoice_id, minor) for invoice_id, minor in allocations),
        created_at=datetime.fromisoformat(created),
    )


def _journal_record(raw: str | bytes) -> JournalRecord:
    return cast(JournalRecord, tuple(json.loads(raw)))


def _activity(now: int, found: list[Any]) -> SessionActivity:
    session, seen, last_seq, flat = found
    counts = {field: int(count) for field, count in zip(flat[::2], flat[1::2], strict=True)}
    requests = counts.pop("requests", 0)
    return SessionActivity(
        session=session,
        idle_s=max(0.0, (now - int(seen)) / 1e6),
        requests=requests,
        categories=counts,
        last_seq=int(last_seq),
    )


def _response_json(response: StoredResponse) -> str:
    return json.dumps([response.status, response.body, response.headers], separators=(",", ":"))


def _response(raw: str) -> StoredResponse:
    status, body, headers = json.loads(raw)
    return StoredResponse(status, body, tuple((name, value) for name, value in headers))
