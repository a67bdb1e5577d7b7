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
on the first ``NOSCRIPT``.

**Keys.** ``P`` is the prefix (``--store-prefix``, default ``billing-sim``), so two
simulators (or anything else) can share one Redis; ``{S}`` is the session in braces (a session
may contain colons, never braces, so no session's keys can be taken for another's). One Redis
primary holds everything: the scripts that mark a session active also touch the prefix-wide
``P:sessions``, so Redis Cluster is not supported (nor needed: the store is tiny). Times are
integer microseconds on the store's clock, Redis ``TIME``, which every replica reads alike::

    payments     P:{S}:pay:C      LIST of JSON, oldest first
    versions     P:{S}:ver:C      the customer's data version: starts at the store's clock in
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
    journal      P:{S}:journal    LIST of JSON records: RPUSH + LTRIM (a capped list: exact
                                  length, one timeline in the order Redis received them)
    numbers      P:{S}:jseq       INCR at every journal append (never reset)
    activity     P:{S}:activity   HASH requests and one count per journal category
    sessions     P:sessions       ZSET session -> recency (INCR of P:touches, exact order),
                 P:seen           HASH session -> last seen (µs); both trimmed to
                                  MAX_TRACKED_SESSIONS with the forgotten sessions' activity
    world        P:world          HASH identity (seed, population, business date) and since
                                  (µs): the first instance's, which every other must match

Reading a session's scenario, once per request, fetches its digest, not its YAML: the text is
content-addressed, cached here by digest, and fetched only the first time a process meets it.

**Faults of the store.** Each command has a short socket timeout (1 s; a connection attempt
1 s; both can be set in the URL, ``?socket_timeout=2``). A command that finds its pooled
connection dead (Redis restarted) is retried once on a fresh one: the restarted server never
saw it. A timeout is never retried, since the command may have run; a retried claim or
completion recognises its own token anyway. An unreachable store raises
:class:`~simulator.store.base.StoreUnavailable` (``503 billing_backend_unavailable``,
``Retry-After: 1``), logged once, in one line, when the store stops answering and once when it
answers again; nothing needs restarting.
"""

from __future__ import annotations

import asyncio
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
from billing_sim.simulator.store.journal import JournalRecord, journal_category

T = TypeVar("T")

logger = logging.getLogger("billing_sim.simulator.store")

SOCKET_TIMEOUT_S = 1.0
"""A command's answer: Redis on a LAN answers in well under a millisecond; a second means it
is stuck (or fsyncing on a disk that cannot keep up), and the caller deserves a 503 now."""
CONNECT_TIMEOUT_S = 1.0
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

_CLOCK = """
local function clock(given)
  if given ~= '' then return tonumber(given) end
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end
local function us(n) return string.format('%.0f', n) end
local function bump(version, now)
  if redis.call('EXISTS', version) == 0 then redis.call('SET', version, us(now)) end
  return redis.call('INCR', version)
end
"""

# Marks a session active: its place in the recency order (a counter, so that order is exact
# even within one microsecond) and its last-seen time; forgets the least recently active
# sessions beyond the bound, their activity counts with them.
# touch(sessions ZSET, touches counter, seen HASH, prefix, session, now, bound)
_TOUCH = """
local function touch(sessions, touches, seen, prefix, session, now, bound)
  redis.call('ZADD', sessions, redis.call('INCR', touches), session)
  redis.call('HSET', seen, session, us(now))
  local over = redis.call('ZCARD', sessions) - tonumber(bound)
  if over > 0 then
    for _, gone in ipairs(redis.call('ZRANGE', sessions, 0, over - 1)) do
      redis.call('HDEL', seen, gone)
      redis.call('DEL', prefix .. ':{' .. gone .. '}:activity')
    end
    redis.call('ZREMRANGEBYRANK', sessions, 0, over - 1)
  end
end
"""

_SNAPSHOT = """
return {redis.call('GET', KEYS[1]) or '0', redis.call('LRANGE', KEYS[2], 0, -1)}
"""

# KEYS: pay, ver, paid, gen. ARGV: now, expected, payment, customer, and with a completion:
# key base, key, token, response, ttl µs, ttl ms.
_APPEND = (
    _CLOCK
    + """
local now = clock(ARGV[1])
local claim = false
if ARGV[5] then
  claim = ARGV[5] .. (redis.call('GET', KEYS[4]) or '0') .. ':' .. ARGV[6]
  local held = redis.call('HMGET', claim, 'token', 'resp')
  if held[1] ~= ARGV[7] then return 'claim_lost' end
  if held[2] then return 'appended' end
end
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[2]) then return 'stale' end
redis.call('RPUSH', KEYS[1], ARGV[3])
bump(KEYS[2], now)
redis.call('SADD', KEYS[3], ARGV[4])
if claim then
  redis.call('HSET', claim, 'resp', ARGV[8], 'exp', us(now + tonumber(ARGV[9])))
  redis.call('PEXPIRE', claim, ARGV[10])
end
return 'appended'
"""
)

# KEYS: gen. ARGV: now, key base, key, fingerprint, lease µs, lease ms, token.
_CLAIM = (
    _CLOCK
    + """
local now = clock(ARGV[1])
local claim = ARGV[2] .. (redis.call('GET', KEYS[1]) or '0') .. ':' .. ARGV[3]
local held = redis.call('HMGET', claim, 'fp', 'token', 'exp', 'resp')
if held[1] and tonumber(held[3]) > now then
  if held[2] == ARGV[7] and not held[4] then return {'started'} end
  if held[1] ~= ARGV[4] then return {'mismatch'} end
  if not held[4] then return {'in_flight'} end
  return {'completed', held[4]}
end
redis.call('DEL', claim)
redis.call('HSET', claim, 'fp', ARGV[4], 'token', ARGV[7], 'exp', us(now + tonumber(ARGV[5])))
redis.call('PEXPIRE', claim, ARGV[6])
return {'started'}
"""
)

# KEYS: gen. ARGV: key base, key, token.
_RELEASE = """
local claim = ARGV[1] .. (redis.call('GET', KEYS[1]) or '0') .. ':' .. ARGV[2]
local held = redis.call('HMGET', claim, 'token', 'resp')
if held[1] == ARGV[3] and not held[2] then redis.call('DEL', claim) end
return 0
"""

# KEYS: paid, gen. ARGV: now, payments base, versions base.
_RESET = (
    _CLOCK
    + """
local now = clock(ARGV[1])
for _, customer in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('DEL', ARGV[2] .. customer) == 1 then bump(ARGV[3] .. customer, now) end
end
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[2])
return 0
"""
)

_FIELDS = "'act', 'name', 'digest', 't0', 'seed'"

# KEYS: scn. ARGV: now, '1' to include the text. -> act, name, digest, t0, seed, text, now
_SCENARIO_OF = (
    _CLOCK
    + f"""
local now = clock(ARGV[1])
local r
if ARGV[2] == '1' then
  r = redis.call('HMGET', KEYS[1], {_FIELDS}, 'text')
else
  r = redis.call('HMGET', KEYS[1], {_FIELDS})
end
if not r[1] then return false end
return {{r[1], r[2], r[3], r[4], r[5], r[6] or false, us(now)}}
"""
)

# KEYS: scn, acts, sessions, touches, seen. ARGV: now, if absent, has name, name, digest, text,
# seed, counters base, ends base, prefix, session, bound. -> as _SCENARIO_OF
_ACTIVATE = (
    _CLOCK
    + _TOUCH
    + f"""
local now = clock(ARGV[1])
local stamp = us(now)
touch(KEYS[3], KEYS[4], KEYS[5], ARGV[10], ARGV[11], now, ARGV[12])
local current = redis.call('HMGET', KEYS[1], {_FIELDS}, 'text')
if current[1] then
  if ARGV[2] == '1' then
    return {{current[1], current[2], current[3], current[4], current[5], current[6], stamp}}
  end
  redis.call('DEL', ARGV[8] .. current[1], ARGV[9] .. current[1])
end
local act = tostring(redis.call('INCR', KEYS[2]))
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'act', act, 't0', stamp, 'digest', ARGV[5], 'text', ARGV[6])
local name, seed = false, false
if ARGV[3] == '1' then name = ARGV[4]; redis.call('HSET', KEYS[1], 'name', name) end
if ARGV[7] ~= '' then seed = ARGV[7]; redis.call('HSET', KEYS[1], 'seed', seed) end
return {{act, name, ARGV[5], stamp, seed, ARGV[6], stamp}}
"""
)

# KEYS: up, uporder. ARGV: name, text, limit.
_SAVE_UPLOAD = """
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('LREM', KEYS[2], 0, ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[1])
while redis.call('LLEN', KEYS[2]) > math.max(tonumber(ARGV[3]), 0) do
  redis.call('HDEL', KEYS[1], redis.call('LPOP', KEYS[2]))
end
return 0
"""

# KEYS: up, uporder. -> name, text, name, text... oldest saved first
_UPLOADS = """
local out = {}
for _, name in ipairs(redis.call('LRANGE', KEYS[2], 0, -1)) do
  out[#out + 1] = name
  out[#out + 1] = redis.call('HGET', KEYS[1], name)
end
return out
"""

# KEYS: counters. ARGV: the counter fields.
_INCR_COUNTERS = """
local values = {}
for i, field in ipairs(ARGV) do
  values[i] = redis.call('HINCRBY', KEYS[1], field, 1)
end
return values
"""

# KEYS: ends. ARGV: index, seconds.
_MARK_PHASE_END = """
redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
return redis.call('HGETALL', KEYS[1])
"""

# KEYS: journal, jseq, activity, sessions, touches, seen. ARGV: now, record, limit, category,
# prefix, session, bound.
_APPEND_JOURNAL = (
    _CLOCK
    + _TOUCH
    + """
local now = clock(ARGV[1])
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[3]), -1)
redis.call('INCR', KEYS[2])
redis.call('HINCRBY', KEYS[3], 'requests', 1)
redis.call('HINCRBY', KEYS[3], ARGV[4], 1)
touch(KEYS[4], KEYS[5], KEYS[6], ARGV[5], ARGV[6], now, ARGV[7])
return 0
"""
)

# KEYS: journal, jseq. ARGV: after. -> last seq, then the records numbered above after
_JOURNAL_AFTER = """
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local wanted = math.min(math.max(last - tonumber(ARGV[1]), 0), redis.call('LLEN', KEYS[1]))
if wanted == 0 then return {last} end
local out = redis.call('LRANGE', KEYS[1], -wanted, -1)
table.insert(out, 1, last)
return out
"""

# Reads one session's activity: {session, seen µs, last seq, {field, count, ...}}.
# activity_of(prefix, seen HASH, session)
_ACTIVITY_OF = """
local function activity_of(prefix, seen, session)
  local base = prefix .. ':{' .. session .. '}:'
  return {
    session,
    redis.call('HGET', seen, session),
    redis.call('GET', base .. 'jseq') or '0',
    redis.call('HGETALL', base .. 'activity'),
  }
end
"""

# KEYS: sessions, seen. ARGV: now, prefix, session. -> now, activity, or false if forgotten
_SESSION_ACTIVITY = (
    _CLOCK
    + _ACTIVITY_OF
    + """
local now = clock(ARGV[1])
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) then return false end
return {us(now), activity_of(ARGV[2], KEYS[2], ARGV[3])}
"""
)

# KEYS: sessions, seen. ARGV: now, prefix, limit. -> now, then one activity per session, the
# most recently active first
_RECENT_SESSIONS = (
    _CLOCK
    + _ACTIVITY_OF
    + """
local out = {us(clock(ARGV[1]))}
for _, session in ipairs(redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[3]) - 1)) do
  out[#out + 1] = activity_of(ARGV[2], KEYS[2], session)
end
return out
"""
)

# KEYS: world. ARGV: now, identity. -> identity in force, µs since the first join, 1 if this
# call was the first join
_JOIN_WORLD = (
    _CLOCK
    + """
local now = clock(ARGV[1])
local created = redis.call('HSETNX', KEYS[1], 'identity', ARGV[2])
redis.call('HSETNX', KEYS[1], 'since', us(now))
local found = redis.call('HMGET', KEYS[1], 'identity', 'since')
return {found[1], us(now - tonumber(found[2])), created}
"""
)


def digest_of(text: str) -> str:
    """The content address of a scenario text."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class _Connection:
    """A client and its scripts, bound to one event loop (redis.asyncio connections are)."""

    def __init__(self, redis: Redis, loop: asyncio.AbstractEventLoop) -> None:
        self.redis = redis
        self.loop = loop
        self.slots = asyncio.Semaphore(MAX_CONNECTIONS)
        """One per pooled connection: a command takes one before it runs."""
        self.snapshot = redis.register_script(_SNAPSHOT)
        self.append = redis.register_script(_APPEND)
        self.claim = redis.register_script(_CLAIM)
        self.release = redis.register_script(_RELEASE)
        self.reset = redis.register_script(_RESET)
        self.scenario_of = redis.register_script(_SCENARIO_OF)
        self.activate = redis.register_script(_ACTIVATE)
        self.save_upload = redis.register_script(_SAVE_UPLOAD)
        self.uploads = redis.register_script(_UPLOADS)
        self.incr_counters = redis.register_script(_INCR_COUNTERS)
        self.mark_phase_end = redis.register_script(_MARK_PHASE_END)
        self.append_journal = redis.register_script(_APPEND_JOURNAL)
        self.journal_after = redis.register_script(_JOURNAL_AFTER)
        self.session_activity = redis.register_script(_SESSION_ACTIVITY)
        self.recent_sessions = redis.register_script(_RECENT_SESSIONS)
        self.join_world = redis.register_script(_JOIN_WORLD)


class RedisStore:
    """Session-scoped state in Redis, shared by every simulator using the same URL and prefix.

    Args:
        url: ``redis://[:password@]host:port/db`` (``rediss://`` for TLS, ``unix://`` for a
            socket); query parameters set client options (``?socket_timeout=2``).
        prefix: Namespaces every key, so simulators (or anything else) can share one Redis.
        clock: The store's clock, in seconds. ``None`` (what replicas must use): Redis's own
            ``TIME``, one timeline for every instance. Tests pass a manual clock to move
            expiry and scenario time without waiting.

    Raises:
        ValueError: if ``url`` is not a Redis URL or ``prefix`` is empty or has braces.
    """

    def __init__(
        self,
        url: str,
        *,
        prefix: str = DEFAULT_STORE_PREFIX,
        clock: Callable[[], float] | None = None,
    ) -> None:
        if not url.startswith(STORE_URL_SCHEMES):
            raise ValueError(f"not a Redis URL (redis://HOST:PORT/DB): {url!r}")
        if not prefix or "{" in prefix or "}" in prefix:
            raise ValueError(f"a store prefix must be non-empty, without braces: {prefix!r}")
        self._url = url
        self._prefix = prefix
        self._clock = clock
        self._connection: _Connection | None = None
        self._texts: OrderedDict[str, str] = OrderedDict()
        self._failing = False
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
        return WorldClaim(str(found[0]), int(found[1]) / 1e6, int(found[2]) == 1)

    # Payments and their data versions.

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first."""
        payments = self._key(session, "pay:", customer_id)
        raw = await self._run(self._conn().redis.lrange(payments, 0, -1))
        return [_payment(item) for item in raw]

    async def data_version(self, session: str, customer_id: str) -> int:
        """The version of the session's data about ``customer_id`` (``0``: as generated)."""
        raw = await self._run(self._conn().redis.get(self._key(session, "ver:", customer_id)))
        return int(raw) if raw else 0

    async def payments_snapshot(self, session: str, customer_id: str) -> PaymentsSnapshot:
        """The customer's payments and their version, in one atomic read."""
        keys = [self._key(session, "ver:", customer_id), self._key(session, "pay:", customer_id)]
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
        keys = [f"{base}pay:{payment.customer_id}", f"{base}ver:{payment.customer_id}"]
        keys += [f"{base}paid", f"{base}gen"]
        args: list[str | int] = [self._now(), expected_count, _payment_json(payment)]
        args.append(payment.customer_id)
        if completing is not None:
            ttl = completing.ttl_seconds
            args += [f"{base}idem:", completing.key, completing.token]
            args += [_response_json(completing.response), _micros(ttl), _millis(ttl)]
        outcome = await self._run(self._conn().append(keys, args))
        return AppendOutcome(outcome)

    async def reset_session(self, session: str) -> None:
        """Drop the session's payments (bumping their versions) and idempotency keys."""
        base = self._base(session)
        args = [self._now(), f"{base}pay:", f"{base}ver:"]
        await self._run(self._conn().reset([f"{base}paid", f"{base}gen"], args))

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
        """The session's scenario state (its text from the local cache when known)."""
        connection, key = self._conn(), self._key(session, "scn")
        found = await self._run(connection.scenario_of([key], [self._now(), ""]))
        if found is None:
            return None
        text = self._texts.get(found[2])
        if text is None:  # first meeting with this text in this process: fetch it once
            found = await self._run(connection.scenario_of([key], [self._now(), "1"]))
            if found is None:
                return None
            text = self._remember(found[2], found[5])
        return self._scenario_record(found, text)

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
        """Append ``entry`` to the session's list capped at ``limit``, number it, count it and
        mark the session active, in one script."""
        if limit < 1:
            return
        base = self._base(session)
        keys = [f"{base}journal", f"{base}jseq", f"{base}activity", *self._registry()]
        record = json.dumps(entry, separators=(",", ":"))
        args: list[str | int] = [self._now(), record, limit, journal_category(entry)]
        args += [self._prefix, session, MAX_TRACKED_SESSIONS]
        await self._run(self._conn().append_journal(keys, args))

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first."""
        raw = await self._run(self._conn().redis.lrange(self._key(session, "journal"), 0, -1))
        return [_journal_record(item) for item in raw]

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        """The held records numbered above ``after`` and the newest number, in one script."""
        base = self._base(session)
        keys = [f"{base}journal", f"{base}jseq"]
        found = await self._run(self._conn().journal_after(keys, [after]))
        return JournalSlice(int(found[0]), [_journal_record(item) for item in found[1:]])

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal and its activity counts (one ``DEL``); ``jseq`` stays."""
        base = self._base(session)
        await self._run(self._conn().redis.delete(f"{base}journal", f"{base}activity"))

    async def session_activity(self, session: str) -> SessionActivity | None:
        """The session's activity, if it is among the remembered sessions."""
        sessions, _, seen = self._registry()
        args = [self._now(), self._prefix, session]
        found = await self._run(self._conn().session_activity([sessions, seen], args))
        if found is None:
            return None
        return _activity(int(found[0]), found[1])

    async def recent_sessions(self, limit: int) -> list[SessionActivity]:
        """The ``limit`` most recently active sessions, the most recent first, in one script."""
        if limit < 1:
            return []
        sessions, _, seen = self._registry()
        args: list[str | int] = [self._now(), self._prefix, limit]
        found = await self._run(self._conn().recent_sessions([sessions, seen], args))
        now = int(found[0])
        return [_activity(now, item) for item in found[1:]]

    async def aclose(self) -> None:
        """Close the connections of the running event loop's client."""
        connection = self._connection
        self._connection = None
        if connection is not None and connection.loop is asyncio.get_running_loop():
            await connection.redis.aclose()

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
            connection = self._connection = _Connection(redis, loop)
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

    def _base(self, session: str) -> str:
        return f"{self._prefix}:{{{session}}}:"

    def _registry(self) -> list[str]:
        """The keys of the recency order of sessions: ZSET, its counter, last-seen HASH."""
        return [f"{self._prefix}:sessions", f"{self._prefix}:touches", f"{self._prefix}:seen"]

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
