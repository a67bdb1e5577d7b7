"""The only code that performs I/O: run a sans-I/O program with httpx, sync or async.

This is also the one place where httpx exceptions are translated (into
:class:`~client._effects.Failed`), following httpx's own exception tree. Each request is
streamed so that the call's deadline is enforced between body chunks as well: httpx's read
timeout measures inactivity, so a server that drips a byte a second would otherwise hold
a call far past its deadline (httpx#2137).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import httpx

from client._clock import Clock
from client._effects import Effect, Failed, Program, Received, Reply, Send
from client._types import FailureKind

T = TypeVar("T")

_NOT_SENT = (httpx.ConnectTimeout, httpx.PoolTimeout, httpx.ConnectError, httpx.ProxyError)
# Refused before a byte left: a bad scheme, or a request h11 would not even serialise.
_NEVER_SENT = (*_NOT_SENT, httpx.UnsupportedProtocol, httpx.LocalProtocolError, httpx.InvalidURL)
# No connection to the service at all (httpx raises ConnectError for refusals, DNS and TLS
# failures): true of every request, whatever it is about. Not PoolTimeout (this client's own
# pool is busy, perhaps with one customer's slow requests) nor LocalProtocolError (this request
# could not be written).
_UNREACHABLE = (
    httpx.ConnectTimeout,
    httpx.ConnectError,
    httpx.ProxyError,
    httpx.UnsupportedProtocol,
    httpx.InvalidURL,
)


def failure_from_httpx(exc: Exception) -> Failed:
    """Translate an httpx error into a transport failure (the one translation point).

    Only failures that happen before a byte of the request could reach the server are
    ``sent=False``; a write that failed any later may have been recorded. Failures to reach
    the service at all are ``unreachable``.
    """
    unreachable = isinstance(exc, _UNREACHABLE)
    if isinstance(exc, httpx.TimeoutException):
        sent = not isinstance(exc, _NOT_SENT)
        return Failed(FailureKind.TIMEOUT, sent=sent, unreachable=unreachable)
    if isinstance(exc, httpx.DecodingError):
        return Failed(FailureKind.CONTRACT_VIOLATION, sent=True)
    if isinstance(exc, _NEVER_SENT):
        return Failed(FailureKind.CONNECTION, sent=False, unreachable=unreachable)
    return Failed(FailureKind.CONNECTION, sent=True)


_HTTPX_ERRORS = (httpx.HTTPError, httpx.InvalidURL)
_LATE = Failed(FailureKind.TIMEOUT, sent=True)
_OVERSIZED = Failed(FailureKind.CONTRACT_VIOLATION, sent=True)
MAX_BODY = 16 * 1024 * 1024
"""Larger bodies are not read: no page of the contract comes near it (a proxy's might)."""


def _request(http: httpx.Client | httpx.AsyncClient, send: Send) -> httpx.Request:
    return http.build_request(
        send.method,
        send.url,
        headers=send.headers,
        content=send.content,
        timeout=send.timeout,
    )


class _Body:
    """A response body read chunk by chunk, within the attempt's deadline and size limit."""

    def __init__(self, deadline: float, clock: Clock) -> None:
        self._deadline = deadline
        self._clock = clock
        self._chunks: list[bytes] = []
        self._size = 0

    def add(self, chunk: bytes) -> Failed | None:
        """Keep ``chunk``; the failure that ends the read, if the deadline or limit is passed."""
        self._chunks.append(chunk)
        self._size += len(chunk)
        if self._clock.monotonic() > self._deadline:
            return _LATE
        if self._size > MAX_BODY:
            return _OVERSIZED
        return None

    def received(self, response: httpx.Response) -> Received:
        """The whole answer."""
        return Received(response.status_code, response.headers, b"".join(self._chunks))


def send_sync(http: httpx.Client, send: Send, clock: Clock) -> Received | Failed:
    """Perform one :class:`Send` with a sync httpx client."""
    try:
        response = http.send(_request(http, send), stream=True)
    except _HTTPX_ERRORS as exc:
        return failure_from_httpx(exc)
    body = _Body(send.deadline, clock)
    try:
        for chunk in response.iter_bytes():
            if (stop := body.add(chunk)) is not None:
                return stop
    except _HTTPX_ERRORS as exc:
        return failure_from_httpx(exc)
    finally:
        response.close()
    return body.received(response)


async def send_async(http: httpx.AsyncClient, send: Send, clock: Clock) -> Received | Failed:
    """Perform one :class:`Send` with an async httpx client, all of it within its deadline.

    httpx's timeouts bound each phase (pool, connect, write, every read), not the whole
    attempt, and under concurrency httpcore's pool can hand a request a connection another
    request has just taken, again and again, before sending it: one timeout around the whole
    attempt is what keeps it inside ``send.deadline``.
    """
    try:
        async with asyncio.timeout(max(0.0, send.deadline - clock.monotonic())):
            return await _send_async(http, send, clock)
    except TimeoutError:
        return _LATE


async def _send_async(http: httpx.AsyncClient, send: Send, clock: Clock) -> Received | Failed:
    try:
        response = await http.send(_request(http, send), stream=True)
    except _HTTPX_ERRORS as exc:
        return failure_from_httpx(exc)
    body = _Body(send.deadline, clock)
    try:
        async for chunk in response.aiter_bytes():
            if (stop := body.add(chunk)) is not None:
                return stop
    except _HTTPX_ERRORS as exc:
        return failure_from_httpx(exc)
    finally:
        await response.aclose()
    return body.received(response)


def own_sync_http(
    transport: httpx.BaseTransport | None, headers: Mapping[str, str]
) -> httpx.Client:
    """The httpx client a ``BillingClient`` creates for itself.

    ``trust_env=False``: proxies and certificates come from an injected client, never from
    whatever environment the bot happens to run in.
    """
    return httpx.Client(transport=transport, headers=headers, trust_env=False)


def own_async_http(
    transport: httpx.AsyncBaseTransport | None, headers: Mapping[str, str]
) -> httpx.AsyncClient:
    """The httpx client an ``AsyncBillingClient`` creates for itself (as :func:`own_sync_http`)."""
    return httpx.AsyncClient(transport=transport, headers=headers, trust_env=False)


@dataclass(frozen=True, slots=True)
class _Done(Generic[T]):
    value: T


def _step(program: Program[T], reply: Reply) -> Effect | _Done[T]:
    """Resume ``program`` with ``reply``: its next effect, or the value it returned."""
    try:
        return program.send(reply)
    except StopIteration as done:
        return _Done(done.value)


def run_sync(program: Program[T], http: httpx.Client, clock: Clock) -> T:
    """Run ``program`` to completion, performing its effects with blocking I/O."""
    try:
        step = _step(program, None)
        while not isinstance(step, _Done):
            if isinstance(step, Send):
                step = _step(program, send_sync(http, step, clock))
            else:
                clock.sleep(step.seconds)
                step = _step(program, None)
        return step.value
    finally:
        # On any exception (KeyboardInterrupt, a bug) this runs the program's cleanup,
        # which hands back a breaker permit; after a normal return it does nothing.
        program.close()


async def run_async(program: Program[T], http: httpx.AsyncClient, clock: Clock) -> T:
    """Run ``program`` to completion, performing its effects with asyncio I/O.

    Cancellation propagates (``CancelledError`` is re-raised) after the program has
    released its breaker permit, so a cancelled call is counted neither way.
    """
    try:
        step = _step(program, None)
        while not isinstance(step, _Done):
            if isinstance(step, Send):
                step = _step(program, await send_async(http, step, clock))
            else:
                await clock.async_sleep(step.seconds)
                step = _step(program, None)
        return step.value
    finally:
        program.close()
