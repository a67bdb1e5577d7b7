"""What the sync and the async driver share: they are the only code that performs I/O.

The drivers run a sans-I/O program with httpx, performing its effects. They differ only in
``async``/``await``, so they are generated with the rest of the twins (``_send`` and ``_drive``
in ``billing_sim.client._sync`` and ``billing_sim.client._async``, from ``scripts/gen_client.py``);
this module holds
everything else they do. It is the one place where httpx exceptions are translated (into
:class:`~client._effects.Failed`), following httpx's own exception tree. Each request is
streamed so that the call's deadline is enforced between body chunks as well: httpx's read
timeout measures inactivity, so a server that drips a byte a second would otherwise hold
a call far past its deadline (httpx#2137).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import httpx

from billing_sim.client._clock import Clock
from billing_sim.client._effects import Failed, Received, Send
from billing_sim.client._types import FailureKind

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


HTTPX_ERRORS = (httpx.HTTPError, httpx.InvalidURL)
LATE = Failed(FailureKind.TIMEOUT, sent=True)
_OVERSIZED = Failed(FailureKind.CONTRACT_VIOLATION, sent=True)
MAX_BODY = 16 * 1024 * 1024
"""Larger bodies are not read: no page of the contract comes near it (a proxy's might)."""


class Body:
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
            return LATE
        if self._size > MAX_BODY:
            return _OVERSIZED
        return None

    def received(self, response: httpx.Response) -> Received:
        """The whole answer."""
        return Received(response.status_code, response.headers, b"".join(self._chunks))


async def within_deadline(
    attempt: Awaitable[Received | Failed], send: Send, clock: Clock
) -> Received | Failed:
    """Await one async attempt, all of it within ``send.deadline``.

    httpx's timeouts bound each phase (pool, connect, write, every read), not the whole
    attempt, and under concurrency httpcore's pool can hand a request a connection another
    request has just taken, again and again, before sending it: one timeout around the whole
    attempt is what keeps it inside its deadline.
    """
    try:
        async with asyncio.timeout(max(0.0, send.deadline - clock.monotonic())):
            return await attempt
    except TimeoutError:
        return LATE
