"""What a process sharing one Redis may keep to itself, and how it learns that it changed.

Every request needs two things from the store that almost never change: the session's scenario
activation and the session's data version. Reading them from Redis on every request is a round
trip (the largest part of a request's cost on Redis, in the simulator and in Redis), so each
process keeps them, per session, and is told when they change:

* **Invalidations are acknowledged.** A process that changes them (activates a scenario,
  records a payment, resets a session) publishes ``inv`` on the prefix's channel after its
  script ran, and waits until every subscribed process (itself included) has dropped its copy
  and said so (``PUBLISH`` returns how many received the message; each answers on the
  writer's own ack channel). Only then does the write answer its caller, so the very next
  request, on any replica, reads the new state: read-your-write across replicas holds for
  every write, not just probably. A process that does not acknowledge within
  :data:`ACK_TIMEOUT_S` (frozen, gone) is logged and not waited for.
* **A copy is kept only while the process is certainly listening.** It is subscribed (the
  subscription confirmed), and its subscription answered within :data:`LIVENESS_S` (it pings
  every :data:`PING_INTERVAL_S` when idle). A lost or reconnected subscription drops every
  copy at once; a state read that an invalidation overtook (the ``epoch`` moved while it was
  in flight) is used once and not kept. So a stopped or frozen Redis is noticed within a
  second and requests go back to asking it (and get their ``503``).
* **Journal flushes on demand.** Each process appends its journal in batches
  (:mod:`billing_sim.simulator.store.redis_journal`); a journal read publishes ``flush`` and
  waits for every process to have appended what it holds, so a reader never misses a request
  that was answered before it asked.

Messages on ``P:watch`` are ``inv <sender> <id> <session>`` and ``flush <sender> <id>``; acks
on ``P:ack:<sender>`` carry the message id.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError

logger = logging.getLogger("billing_sim.simulator.store")

ACK_TIMEOUT_S = 1.0
"""How long a write or a journal read waits for every process's acknowledgement (a command's
own timeout: a process slower than that is frozen or gone)."""
PING_INTERVAL_S = 0.25
"""An idle subscription pings this often, so a frozen or vanished Redis is noticed."""
LIVENESS_S = 1.0
"""Copies are trusted only while the subscription answered within this (the store's command
timeout: what a request would otherwise wait before its ``503``)."""
RECONNECT_S = (0.05, 0.2, 0.5, 1.0)
"""Waits between attempts to subscribe again, then 1 s each."""
MAX_SESSIONS = 4096
"""Sessions whose state a process keeps (least recently used beyond it are dropped)."""


class SessionState(NamedTuple):
    """A session's request state as one read of the store found it.

    Args:
        scenario: ``(activation, name, digest, t0 µs, seed)`` of its scenario, or ``None``
            when it never had one.
        text: The scenario's YAML (``""`` without one).
        version: The session's data version (``0``: as generated).
        offset_us: The store's clock minus this process's clock at the read, so the scenario's
            elapsed time is computed here without asking the store again.
    """

    scenario: tuple[str, str | None, str, str, str | None] | None
    text: str
    version: int
    offset_us: int


@dataclass(slots=True)
class _Waiter:
    """Acknowledgements of one broadcast."""

    received: int = 0
    needed: int | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)

    def check(self) -> None:
        if self.needed is not None and self.received >= self.needed:
            self.done.set()


class Watch:
    """One process's subscription (one per event loop): the kept session states, the
    broadcasts it answers, the acknowledgements it counts.

    Args:
        client: A client of its own (a subscription holds its connection), without retries.
        prefix: The store prefix (channels are ``P:watch`` and ``P:ack:<identity>``).
        publish: Publishes on the store's command connections; returns the receivers.
        flush: Appends this process's pending journal records.
        monotonic: This process's real monotonic clock (liveness).
    """

    def __init__(
        self,
        client: Redis,
        prefix: str,
        *,
        publish: Callable[[str, str], Awaitable[int]],
        flush: Callable[[], Awaitable[None]],
        monotonic: Callable[[], float],
    ) -> None:
        self.identity = secrets.token_hex(6)
        self.epoch = 0
        """Moves at every invalidation and (re)subscription: a read that saw it move while in
        flight may be stale and is not kept."""
        self._client = client
        self._prefix = prefix
        self._channel = f"{prefix}:watch"
        self._acks = f"{prefix}:ack:{self.identity}"
        self._publish = publish
        self._flush = flush
        self._monotonic = monotonic
        self._states: OrderedDict[str, SessionState] = OrderedDict()
        self._waiters: dict[str, _Waiter] = {}
        self._subscribed = asyncio.Event()
        self._alive_at = float("-inf")
        self._task: asyncio.Task[None] | None = None
        self._slow_logged = False

    @staticmethod
    def client_for(url: str, options: dict[str, Any]) -> Redis:
        """A client for the subscription: the store's options, reads without a socket timeout
        (it waits for messages; liveness comes from its pings) and no retry (a broken
        subscription must be noticed, not silently resubscribed)."""
        return Redis.from_url(
            url, **{**options, "socket_timeout": None, "retry": Retry(NoBackoff(), 0)}
        )

    def start(self) -> None:
        """Start listening (on the running event loop)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._listen())

    async def aclose(self) -> None:
        """Stop listening and close the subscription's connection."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self._client.aclose()

    async def ready(self) -> bool:
        """Wait (at most :data:`ACK_TIMEOUT_S`) until subscribed; whether it is."""
        try:
            async with asyncio.timeout(ACK_TIMEOUT_S):
                await self._subscribed.wait()
        except TimeoutError:
            return False
        return True

    def trusted(self) -> bool:
        """Whether kept states can be used: subscribed, and heard from recently."""
        return self._subscribed.is_set() and self._monotonic() - self._alive_at < LIVENESS_S

    def kept(self, session: str) -> SessionState | None:
        """The session's kept state, if it may be used."""
        if not self._states or not self.trusted():
            return None
        state = self._states.get(session)
        if state is not None:
            self._states.move_to_end(session)
        return state

    def keep(self, session: str, state: SessionState, epoch: int) -> None:
        """Keep ``state`` if nothing could have changed it since the read began at ``epoch``."""
        if epoch != self.epoch or not self.trusted():
            return
        self._states[session] = state
        self._states.move_to_end(session)
        while len(self._states) > MAX_SESSIONS:
            self._states.popitem(last=False)

    async def invalidate(self, session: str) -> None:
        """Tell every process (this one too) that ``session``'s state changed; return once
        each has dropped it."""
        await self._broadcast(f"inv {self.identity} {{id}} {session}")

    async def flush_everywhere(self) -> None:
        """Ask every process (this one too) to append its pending journal records; return
        once each has."""
        await self._broadcast(f"flush {self.identity} {{id}}")

    async def _broadcast(self, template: str) -> None:
        if not await self.ready():
            # Not subscribed within a command's timeout: the store is down (the write before
            # this failed too) or flapping, and every process's copies were dropped with its
            # own subscription.
            return
        message_id = secrets.token_hex(6)
        waiter = self._waiters[message_id] = _Waiter()
        try:
            waiter.needed = await self._publish(self._channel, template.format(id=message_id))
            waiter.check()
            async with asyncio.timeout(ACK_TIMEOUT_S):
                await waiter.done.wait()
        except TimeoutError:
            if not self._slow_logged:
                self._slow_logged = True
                logger.warning(
                    "a process sharing the store did not acknowledge within %.0f s "
                    "(%d of %s answered): it is frozen or gone",
                    ACK_TIMEOUT_S,
                    waiter.received,
                    waiter.needed,
                )
        finally:
            del self._waiters[message_id]

    async def _listen(self) -> None:
        attempt = 0
        while True:
            pubsub = self._client.pubsub()
            try:
                await pubsub.subscribe(self._channel, self._acks)
                await self._serve(pubsub)
            except (RedisError, OSError) as error:
                logger.debug("store subscription lost: %s", error)
            finally:
                self._lost()
                with contextlib.suppress(RedisError, OSError):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]
            await asyncio.sleep(RECONNECT_S[min(attempt, len(RECONNECT_S) - 1)])
            attempt += 1

    async def _serve(self, pubsub: Any) -> None:
        confirmed: set[str] = set()
        pinged_at = self._monotonic()
        while True:
            message = await pubsub.get_message(timeout=PING_INTERVAL_S)
            now = self._monotonic()
            if message is None:
                if now - pinged_at >= PING_INTERVAL_S:
                    pinged_at = now
                    await pubsub.ping()
                continue
            self._alive_at = now
            kind = message["type"]
            if kind == "subscribe":
                # The first confirmations, or a reconnection's: whatever was published in
                # between is unknown, so nothing kept before is trusted.
                self._forget()
                confirmed.add(message["channel"])
                if len(confirmed) == 2:
                    self._subscribed.set()
                    # Records held before this process could be asked to flush them.
                    with contextlib.suppress(Exception):
                        await self._flush()
            elif kind == "message":
                await self._handle(message["channel"], message["data"])

    async def _handle(self, channel: str, data: str) -> None:
        if channel == self._acks:
            waiter = self._waiters.get(data)
            if waiter is not None:
                waiter.received += 1
                waiter.check()
            return
        kind, sender, message_id, *rest = data.split(" ", 3)
        if kind == "inv":
            self.epoch += 1
            self._states.pop(rest[0] if rest else "", None)
        elif kind == "flush":
            with contextlib.suppress(Exception):  # a failed flush is the store's to log
                await self._flush()
        else:
            return
        with contextlib.suppress(Exception):
            await self._publish(f"{self._prefix}:ack:{sender}", message_id)

    def _forget(self) -> None:
        self.epoch += 1
        self._states.clear()

    def _lost(self) -> None:
        self._subscribed.clear()
        self._alive_at = float("-inf")
        self._forget()
