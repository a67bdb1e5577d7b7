"""Test helpers for the client's users: a fake clock and scripted fault sequences.

::

    clock = FakeClock()
    transport = script_transport([problem(503), timeout(), ok(bill_summary)], clock=clock)
    tools = BillingTools("http://billing.test", "key", transport=transport, clock=clock)
    result = tools.get_bill_summary("cus_7k2m9q4x1z")   # no real sleep, no socket
    assert result.ok and len(result.attempts) == 3

Time only moves when something sleeps on the :class:`FakeClock` or when a scripted step
takes time (``latency``, or a hang that lasts exactly the attempt's timeout), so retries,
deadlines and the circuit breaker are tested in virtual time.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import httpx
from pydantic import BaseModel

from billing_sim.openapi.operations import ERROR_CATALOG

__all__ = [
    "FakeClock",
    "ScriptExhausted",
    "ScriptedTransport",
    "Step",
    "connect_timeout",
    "disconnect",
    "hang",
    "html",
    "ok",
    "problem",
    "refused",
    "reply",
    "reset",
    "script_transport",
    "timeout",
]


class FakeClock:
    """A monotonic clock that moves only when advanced or slept on (sync or async).

    Args:
        start: The initial reading; not zero by default, so code that treats ``0`` as
            "never" is caught.
    """

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._lock = threading.Lock()
        self.sleeps: list[float] = []
        """Every sleep requested, in order (sync and async)."""

    def monotonic(self) -> float:
        """The current virtual time."""
        return self._now

    def advance(self, seconds: float) -> None:
        """Move time forward.

        Raises:
            ValueError: for a negative ``seconds``.
        """
        if seconds < 0:
            raise ValueError(f"time cannot go backwards ({seconds!r} s)")
        with self._lock:
            self._now += seconds

    def sleep(self, seconds: float) -> None:
        """Record the sleep and advance time by it, returning at once."""
        self.sleeps.append(seconds)
        self.advance(max(seconds, 0.0))

    async def async_sleep(self, seconds: float) -> None:
        """Record the sleep, advance time by it, and yield to the event loop once."""
        self.sleep(seconds)
        await asyncio.sleep(0)


@dataclass(frozen=True, slots=True)
class Step:
    """One scripted answer: a response, or an httpx error, after some virtual latency.

    Attributes:
        status: The response status (ignored when ``error`` is set).
        headers: Response headers; ``X-Request-Id`` echoes the request's unless given.
        content: The response body.
        error: An ``httpx`` exception class to raise instead of answering.
        latency: Seconds the transport's clock advances before answering; more than the
            request's read timeout becomes a ``ReadTimeout`` at that timeout, as with httpx.
        hang: Advance by the request's own timeout (read, or connect for connect errors)
            before raising ``error``: a server that never answers.
    """

    status: int = 200
    headers: tuple[tuple[str, str], ...] = ()
    content: bytes = b""
    error: type[httpx.TransportError] | None = None
    latency: float = 0.0
    hang: bool = False


def reply(
    status: int,
    body: Any = None,
    *,
    content_type: str = "application/json",
    headers: dict[str, str] | None = None,
    latency: float = 0.0,
) -> Step:
    """A response with ``body`` (a model, JSON data, or raw ``bytes``/``str``)."""
    if isinstance(body, BaseModel):
        content = body.model_dump_json().encode()
    elif isinstance(body, bytes):
        content = body
    elif isinstance(body, str):
        content = body.encode()
    elif body is None:
        content = b""
    else:
        content = json.dumps(body).encode()
    all_headers = {"Content-Type": content_type, **(headers or {})}
    return Step(status, tuple(all_headers.items()), content, latency=latency)


def ok(body: Any, *, status: int = 200, latency: float = 0.0, **headers: str) -> Step:
    """A success response (use ``status=201`` for ``createPayment``)."""
    extra = {name.replace("_", "-"): value for name, value in headers.items()}
    return reply(status, body, headers=extra, latency=latency)


def problem(
    status: int,
    code: str | None = None,
    *,
    detail: str = "Scripted problem.",
    retry_after: int | None = None,
    latency: float = 0.0,
) -> Step:
    """A problem+json as the contract renders it; ``code`` defaults to the status's first."""
    if code is None:
        code = next(c for c, spec in ERROR_CATALOG.items() if spec.status == status)
    spec = ERROR_CATALOG[code]
    body = {
        "type": f"https://billing.isp.example/problems/{code}",
        "title": spec.title,
        "status": status,
        "detail": detail,
        "code": code,
        "request_id": "req_scripted",
        "retryable": spec.retryable,
        "category": spec.category,
    }
    headers = {"Retry-After": str(retry_after)} if retry_after is not None else None
    return reply(
        status, body, content_type="application/problem+json", headers=headers, latency=latency
    )


def html(status: int, body: str = "<html><body>Bad Gateway</body></html>") -> Step:
    """An HTML page, as a proxy or gateway sends it."""
    return reply(status, body, content_type="text/html")


def timeout(latency: float = 0.0) -> Step:
    """A read timeout after ``latency`` seconds."""
    return Step(error=httpx.ReadTimeout, latency=latency)


def hang() -> Step:
    """A server that accepts and never answers: the attempt's whole read timeout elapses."""
    return Step(error=httpx.ReadTimeout, hang=True)


def connect_timeout() -> Step:
    """A host that never completes the handshake: the whole connect timeout elapses."""
    return Step(error=httpx.ConnectTimeout, hang=True)


def refused() -> Step:
    """Connection refused (nothing was sent)."""
    return Step(error=httpx.ConnectError)


def reset() -> Step:
    """The connection was reset after the request was sent."""
    return Step(error=httpx.ReadError)


def disconnect() -> Step:
    """The server closed the connection without answering."""
    return Step(error=httpx.RemoteProtocolError)


class ScriptExhausted(AssertionError):
    """The code under test made more requests than the script has steps."""


class ScriptedTransport(httpx.MockTransport):
    """An ``httpx.MockTransport`` that plays steps in order and records every request.

    Works for sync and async clients alike.

    Args:
        steps: The answers, in order.
        clock: Advanced by each step's latency (needed for ``hang`` and ``latency``).
        then: Answer every request after the script ends with this step (else raise
            :class:`ScriptExhausted`).
    """

    def __init__(
        self,
        steps: Iterable[Step],
        *,
        clock: FakeClock | None = None,
        then: Step | None = None,
    ) -> None:
        super().__init__(self._answer)
        self._steps = deque(steps)
        self._clock = clock
        self._then = then
        self._lock = threading.Lock()
        self.requests: list[httpx.Request] = []
        """Every request received, in order."""

    @property
    def remaining(self) -> int:
        """Steps not played yet."""
        return len(self._steps)

    def _answer(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self.requests.append(request)
            if self._steps:
                step = self._steps.popleft()
            elif self._then is not None:
                step = self._then
            else:
                raise ScriptExhausted(f"no scripted answer for request {len(self.requests)}")
        timeouts = request.extensions.get("timeout", {})
        latency, error = step.latency, step.error
        if step.hang:
            which = "connect" if error is httpx.ConnectTimeout else "read"
            latency += timeouts.get(which) or 0.0
        elif timeouts.get("read") is not None and latency > timeouts["read"]:
            # Slower than the request allows: httpx would have given up at its timeout.
            latency, error = timeouts["read"], httpx.ReadTimeout
        if latency:
            if self._clock is None:
                raise ValueError("a step with latency needs script_transport(..., clock=...)")
            self._clock.advance(latency)
        if error is not None:
            raise error(f"scripted {error.__name__}", request=request)
        headers = dict(step.headers)
        if "X-Request-Id" not in headers and "x-request-id" in request.headers:
            headers["X-Request-Id"] = request.headers["x-request-id"]
        return httpx.Response(step.status, headers=headers, content=step.content)


def script_transport(
    steps: Iterable[Step], *, clock: FakeClock | None = None, then: Step | None = None
) -> ScriptedTransport:
    """A transport that answers with ``steps`` in order (see :class:`ScriptedTransport`)."""
    return ScriptedTransport(steps, clock=clock, then=then)
