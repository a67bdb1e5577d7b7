"""One virtual time for the client and the in-process simulator, and transports that keep it.

The client reads a :class:`VirtualTime` (a ``FakeClock``); the simulator reads the same time
through its ``Clock`` protocol (``monotonic`` and ``now``). The app's injected sleep (latency,
dribbled bodies) and the in-process transport's hang waits never wait: they add up, per
request, what the server would have taken. :class:`VirtualTransport` then lets time pass as a
real connection would: the whole wait if it ends before the request's read timeout, else
exactly that timeout, and then a ``ReadTimeout``, as httpx over TCP raises it.
"""

from __future__ import annotations

import contextvars
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

import anyio.from_thread
import anyio.lowlevel
import httpx

from billing_sim.client.testing import FakeClock
from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.testing import SimulatorTransport


class VirtualTime(FakeClock):
    """The client's ``FakeClock`` that is also the simulator's clock (business time moves too)."""

    def __init__(self, business_date: date) -> None:
        super().__init__()
        self._origin = self.monotonic()
        self._business_start = ManualClock.at_business_date(business_date).now()

    def now(self) -> datetime:
        """The simulator's business time: its start plus the virtual seconds elapsed."""
        return self._business_start + timedelta(seconds=self.monotonic() - self._origin)


@dataclass
class _Waits:
    seconds: float = 0.0


_WAITS: contextvars.ContextVar[_Waits] = contextvars.ContextVar("virtual_waits")


async def server_sleep(seconds: float) -> None:
    """The app's sleep (``create_app(sleep=...)``): counts the wait against the request."""
    _WAITS.get().seconds += seconds
    await anyio.lowlevel.checkpoint()


@dataclass(frozen=True, slots=True)
class Exchange:
    """What one request met on the wire.

    Attributes:
        waited: The server's total wait (virtual seconds, uncut by any timeout).
        read_timeout: The read timeout the request was sent with.
        broken: Whether the connection broke before a complete response.
    """

    waited: float
    read_timeout: float | None
    broken: bool

    @property
    def timed_out(self) -> bool:
        """Whether the read timeout elapsed before the answer (or the break) came."""
        return self.read_timeout is not None and self.waited >= self.read_timeout


class VirtualTransport(httpx.AsyncBaseTransport):
    """The simulator in-process, with its waits turned into virtual time (see module docstring).

    Attributes:
        exchanges: Every request's :class:`Exchange`, by its ``X-Request-Id``.
    """

    def __init__(self, app: Any, clock: VirtualTime) -> None:
        self._inner = SimulatorTransport(app, sleep=server_sleep)
        self._clock = clock
        self.exchanges: dict[str, Exchange] = {}

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Send ``request`` to the app; advance time by what a real connection would take."""
        waits = _Waits()
        token = _WAITS.set(waits)
        try:
            try:
                response = await self._inner.handle_async_request(request)
                content = await response.aread()
            except httpx.TransportError:
                self._settle(request, waits.seconds, broken=True)
                raise
        finally:
            _WAITS.reset(token)
        if self._settle(request, waits.seconds, broken=False):
            raise httpx.ReadTimeout("timed out (virtual time)", request=request)
        headers = response.headers
        return httpx.Response(response.status_code, headers=headers, content=content)

    def _settle(self, request: httpx.Request, waited: float, *, broken: bool) -> bool:
        """Let the time of the exchange pass; whether the read timeout cut it short."""
        timeout = request.extensions.get("timeout", {})
        read = timeout.get("read") if isinstance(timeout, dict) else None
        exchange = Exchange(waited, read, broken)
        self.exchanges[request.headers.get("x-request-id", "")] = exchange
        if exchange.timed_out:
            assert read is not None
            self._clock.advance(read)
            return True
        self._clock.advance(waited)
        return False


class SyncVirtualTransport(httpx.BaseTransport):
    """A blocking bridge to :class:`VirtualTransport`: the app runs on a portal's event loop."""

    def __init__(self, inner: VirtualTransport) -> None:
        self.inner = inner
        self._portal_context: AbstractContextManager[anyio.from_thread.BlockingPortal] = (
            anyio.from_thread.start_blocking_portal()
        )
        self._portal = self._portal_context.__enter__()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send ``request`` through the inner transport and read the whole response."""
        body = request.read()

        async def call() -> httpx.Response:
            forwarded = httpx.Request(
                request.method,
                request.url,
                headers=request.headers,
                content=body,
                extensions=request.extensions,
            )
            response = await self.inner.handle_async_request(forwarded)
            await response.aread()
            return response

        answered = self._portal.call(call)
        return httpx.Response(
            answered.status_code,
            headers=answered.headers,
            content=answered.content,
            request=request,
        )

    def close(self) -> None:
        """Stop the portal's event loop thread."""
        self._portal_context.__exit__(None, None, None)
