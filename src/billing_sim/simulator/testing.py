"""In-process transports: the simulator app inside an httpx client, network failures included.

``httpx.ASGITransport`` has no socket to reset, so the simulator raises
:class:`~simulator.edge.hooks.ConnectionFault` where it would break a connection. These
transports turn it into the error a real network gives httpx, so a client under test handles
in-process faults exactly as it would over TCP:

=============  ==================================================================
fault          httpx error
=============  ==================================================================
reset          ``ReadError`` (connection reset by peer)
close          ``RemoteProtocolError`` (server disconnected without a response)
truncate       ``RemoteProtocolError`` (incomplete body)
hang           ``ReadTimeout`` if the request's read timeout is shorter than the
               hang, else ``RemoteProtocolError`` (the server gave up first)
=============  ==================================================================

A hang does not wait in real time unless a ``sleep`` is given: tests stay fast. Delays that
do pass in real time (the app's default sleep) meet the request's read timeout as they would
on a socket: a response that starts, or a body chunk that follows the previous one, later than
the read timeout is ``ReadTimeout``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from contextvars import ContextVar
from typing import Any

import anyio
import anyio.from_thread
import httpx
from starlette.types import Message, Receive, Scope, Send

from billing_sim.simulator.edge.hooks import ConnectionFault

Sleep = Callable[[float], Awaitable[None]]

LOOPBACK_CLIENT = ("127.0.0.1", 50000)
"""The client address the app sees."""

_READ_WATCH: ContextVar[tuple[anyio.CancelScope, float] | None] = ContextVar(
    "simulator_read_watch", default=None
)
"""The running request's read-timeout scope and its read timeout (set per request)."""


def network_error(fault: ConnectionFault, request: httpx.Request) -> httpx.TransportError:
    """The httpx error a real connection would raise for ``fault``."""
    if fault.kind == "reset":
        return httpx.ReadError("[Errno 104] Connection reset by peer", request=request)
    if fault.kind == "truncate":
        message = "peer closed connection without sending complete message body"
        return httpx.RemoteProtocolError(message, request=request)
    if fault.kind == "hang" and _times_out_first(request, fault.max_s):
        return httpx.ReadTimeout("timed out", request=request)
    return httpx.RemoteProtocolError(
        "Server disconnected without sending a response.", request=request
    )


def hang_wait(request: httpx.Request, fault: ConnectionFault) -> float:
    """How long a real client would wait before the hang ends (its read timeout or ``max_s``)."""
    read = _read_timeout(request)
    bound = fault.max_s if fault.max_s is not None else read
    candidates = [value for value in (read, bound) if value is not None]
    return min(candidates) if candidates else 0.0


class SimulatorTransport(httpx.AsyncBaseTransport):
    """An async transport calling the simulator app in-process.

    Args:
        app: The ASGI app (``billing_sim.simulator.app.create_app(...)``).
        sleep: If given, a hang waits this way for as long as the client would (its read
            timeout, or the hang's ``max_s``); by default it fails at once.
    """

    def __init__(self, app: Any, *, sleep: Sleep | None = None) -> None:
        self._app = app
        self._inner = httpx.ASGITransport(app=self._watched, client=LOOPBACK_CLIENT)
        self._sleep = sleep

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Send ``request`` to the app; connection faults become httpx transport errors."""
        read = _read_timeout(request)
        try:
            if read is None:
                return await self._inner.handle_async_request(request)
            with anyio.CancelScope(deadline=anyio.current_time() + read) as watch:
                token = _READ_WATCH.set((watch, read))
                try:
                    return await self._inner.handle_async_request(request)
                finally:
                    _READ_WATCH.reset(token)
            raise httpx.ReadTimeout("timed out", request=request)  # the scope was cancelled
        except ConnectionFault as fault:
            if fault.kind == "hang" and self._sleep is not None:
                await self._sleep(hang_wait(request, fault))
            raise network_error(fault, request) from None

    async def _watched(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The app, each of whose sends pushes the read deadline back (a socket read each)."""
        watch = _READ_WATCH.get()
        if watch is None:
            await self._app(scope, receive, send)
            return
        cancel_scope, read = watch

        async def send_and_rearm(message: Message) -> None:
            cancel_scope.deadline = anyio.current_time() + read
            await send(message)

        await self._app(scope, receive, send_and_rearm)

    async def aclose(self) -> None:
        """Close the inner transport."""
        await self._inner.aclose()


class SyncSimulatorTransport(httpx.BaseTransport):
    """The synchronous twin of :class:`SimulatorTransport`, for ``httpx.Client``.

    The app runs on an event loop in a helper thread (an anyio blocking portal). Give several
    transports of one app the same ``portal`` so the app only ever runs on one loop at a time.

    Args:
        app: The ASGI app.
        sleep: As for :class:`SimulatorTransport`.
        portal: A running portal to use; by default the transport starts its own and stops
            it in :meth:`close`.
    """

    def __init__(
        self,
        app: Any,
        *,
        sleep: Sleep | None = None,
        portal: anyio.from_thread.BlockingPortal | None = None,
    ) -> None:
        self._inner = SimulatorTransport(app, sleep=sleep)
        self._own_portal: AbstractContextManager[anyio.from_thread.BlockingPortal] | None = None
        if portal is None:
            self._own_portal = anyio.from_thread.start_blocking_portal()
            portal = self._own_portal.__enter__()
        self._portal = portal

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send ``request`` to the app and read the whole response."""
        body = request.read()

        async def call() -> tuple[int, list[tuple[bytes, bytes]], bytes]:
            inner_request = httpx.Request(
                request.method,
                request.url,
                headers=request.headers,
                content=body,
                extensions=request.extensions,
            )
            response = await self._inner.handle_async_request(inner_request)
            content = await response.aread()
            return response.status_code, response.headers.raw, content

        status, headers, content = self._portal.call(call)
        return httpx.Response(status, headers=headers, content=content, request=request)

    def close(self) -> None:
        """Stop the helper thread's event loop, if this transport started it."""
        if self._own_portal is not None:
            own, self._own_portal = self._own_portal, None
            own.__exit__(None, None, None)


def _read_timeout(request: httpx.Request) -> float | None:
    timeout = request.extensions.get("timeout", {})
    read = timeout.get("read") if isinstance(timeout, dict) else None
    return float(read) if isinstance(read, int | float) else None


def _times_out_first(request: httpx.Request, max_s: float | None) -> bool:
    read = _read_timeout(request)
    return read is not None and (max_s is None or read < max_s)
