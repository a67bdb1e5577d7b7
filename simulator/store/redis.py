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
simulators (or anything else) can share one Redis; ``{S}`` is the session in braces, a Redis
Cluster hash tag that keeps every key of a session in one slot (a script reads only its own
session's keys). Times are integer microseconds on the store's clock: Redis ``TIME``, which
every replica reads alike::

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
    world        P:world          what data the simulators sharing the prefix serve (seed,
                                  population, business date); ``serve`` refuses a mismatch

Reading a session's scenario, once per request, fetches its digest, not its YAML: the text is
content-addressed, cached here by digest, and fetched only the first time a process meets it.

**Faults of the store.** Each command has a short socket timeout (1 s; a connection attempt
0.5 s; both can be set in the URL, ``?socket_timeout=2``). A command that finds its pooled
connection dead (Redis restarted) is retried once on a fresh one; a timeout is never retried,
since the command may have run. Every script is safe to repeat: a retried claim or completion
recognises its own token. An unreachable store raises
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
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime
from typing import Any, TypeVar, cast

from redis.asyncio import Redis
from redis.asyncio.connection import parse_url
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

from simulator.data.api import RecordedPayment
from simulator.store.base import (
    AppendOutcome,
    ClaimOutcome,
    IdempotencyClaim,
    KeyCompletion,
    PaymentsSnapshot,
    ScenarioRecord,
    StoredResponse,
    StoreUnavailable,
)
from simulator.store.journal import JournalRecord

T = TypeVar("T")

logger = logging.getLogger("simulator.store")

DEFAULT_PREFIX = "billing-sim"
SOCKET_TIMEOUT_S = 1.0
"""A command's answer: Redis on a LAN answers in well under a millisecond; a second means it
is stuck (or fsyncing on a disk that cannot keep up), and the caller deserves a 503 now."""
CONNECT_TIMEOUT_S = 0.5
TEXT_CACHE_SIZE = 64
"""Scenario texts kept by digest (as the scenario library keeps compiled scenarios)."""
URL_SCHEMES = ("redis://", "rediss://", "unix://")

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

# KEYS: scn, acts. ARGV: now, if absent, has name, name, digest, text, seed, counters base,
# ends base. -> as _SCENARIO_OF
_ACTIVATE = (
    _CLOCK
    + f"""
local now = us(clock(ARGV[1]))
local current = redis.call('HMGET', KEYS[1], {_FIELDS}, 'text')
if current[1] then
  if ARGV[2] == '1' then
    return {{current[1], current[2], current[3], current[4], current[5], current[6], now}}
  end
  redis.call('DEL', ARGV[8] .. current[1], ARGV[9] .. current[1])
end
local act = tostring(redis.call('INCR', KEYS[2]))
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'act', act, 't0', now, 'digest', ARGV[5], 'text', ARGV[6])
local name, seed = false, false
if ARGV[3] == '1' then name = ARGV[4]; redis.call('HSET', KEYS[1], 'name', name) end
if ARGV[7] ~= '' then seed = ARGV[7]; redis.call('HSET', KEYS[1], 'seed', seed) end
return {{act, name, ARGV[5], now, seed, ARGV[6], now}}
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

# KEYS: ends. ARGV: index, seconds.
_MARK_PHASE_END = """
redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
return redis.call('HGETALL', KEYS[1])
"""

# KEYS: journal. ARGV: record, limit.
_APPEND_JOURNAL = """
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[2]), -1)
return 0
"""


def digest_of(text: str) -> str:
    """The content address of a scenario text."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class _Connection:
    """A client and its scripts, bound to one event loop (redis.asyncio connections are)."""

    def __init__(self, redis: Redis, loop: asyncio.AbstractEventLoop) -> None:
        self.redis = redis
        self.loop = loop
        self.snapshot = redis.register_script(_SNAPSHOT)
        self.append = redis.register_script(_APPEND)
        self.claim = redis.register_script(_CLAIM)
        self.release = redis.register_script(_RELEASE)
        self.reset = redis.register_script(_RESET)
        self.scenario_of = redis.register_script(_SCENARIO_OF)
        self.activate = redis.register_script(_ACTIVATE)
        self.save_upload = redis.register_script(_SAVE_UPLOAD)
        self.uploads = redis.register_script(_UPLOADS)
        self.mark_phase_end = redis.register_script(_MARK_PHASE_END)
        self.append_journal = redis.register_script(_APPEND_JOURNAL)


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
        self, url: str, *, prefix: str = DEFAULT_PREFIX, clock: Callable[[], float] | None = None
    ) -> None:
        if not url.startswith(URL_SCHEMES):
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

    async def aclose(self) -> None:
        """Close the connections of the running event loop's client."""
        connection = self._connection
        self._connection = None
        if connection is not None and connection.loop is asyncio.get_running_loop():
            await connection.redis.aclose()

    async def ping(self) -> None:
        """Check that the store answers.

        Raises:
            StoreUnavailable: if it does not.
        """
        await self._run(self._conn().redis.ping())

    async def claim_world(self, identity: str) -> str:
        """Record ``identity`` (what data this simulator serves) unless one is recorded; return
        the one in force, for the caller to compare: replicas must serve the same world."""
        redis = self._conn().redis
        key = self._prefix + ":world"
        await self._run(redis.set(key, identity, nx=True))
        found = await self._run(redis.get(key))
        return str(found)

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
        """Claim ``key``; see :meth:`simulator.store.base.Store.claim_idempotency_key`."""
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
        args = [self._now(), "1" if if_absent else "", "" if name is None else "1", name or ""]
        args += [digest, text, "" if seed is None else str(seed), f"{base}n:", f"{base}ends:"]
        found = await self._run(self._conn().activate([f"{base}scn", f"{base}acts"], args))
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

    async def incr_counter(self, session: str, activation: int, key: str) -> int:
        """``HINCRBY`` the activation's counter ``key``."""
        counters = self._key(session, "n:", str(activation))
        return int(await self._run(self._conn().redis.hincrby(counters, key, 1)))

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
        """Append ``entry`` to the session's list capped at ``limit`` entries."""
        if limit < 1:
            return
        record = json.dumps(entry, separators=(",", ":"))
        journal = self._key(session, "journal")
        await self._run(self._conn().append_journal([journal], [record, limit]))

    async def journal(self, session: str) -> list[JournalRecord]:
        """The session's journal, oldest first."""
        raw = await self._run(self._conn().redis.lrange(self._key(session, "journal"), 0, -1))
        return [cast(JournalRecord, tuple(json.loads(item))) for item in raw]

    async def clear_journal(self, session: str) -> None:
        """Empty the session's journal."""
        await self._run(self._conn().redis.delete(self._key(session, "journal")))

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
            redis = Redis.from_url(self._url, **self._client_options())
            connection = self._connection = _Connection(redis, loop)
        return connection

    async def _run(self, call: Awaitable[T]) -> T:
        """Await one store call; an unreachable store becomes :class:`StoreUnavailable`."""
        try:
            result = await call
        except _UNREACHABLE as error:
            raise self._unavailable(error) from None
        except ResponseError as error:
            if not str(error).startswith(_TRANSIENT_REPLIES):
                raise
            raise self._unavailable(error) from None
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


def _response_json(response: StoredResponse) -> str:
    return json.dumps([response.status, response.body, response.headers], separators=(",", ":"))


def _response(raw: str) -> StoredResponse:
    status, body, headers = json.loads(raw)
    return StoredResponse(status, body, tuple((name, value) for name, value in headers))
