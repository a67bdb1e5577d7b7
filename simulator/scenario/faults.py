"""Faults on the wire: each concrete outcome as a :class:`~simulator.edge.hooks.FaultPlan`.

The engine decides ("wait 3712 ms", "503 with Retry-After: 30", "reset"); this module does it
to the request in flight. Plans that wait read the request body first and stop waiting when
the client disconnects, and every wait goes through the injected sleep, so nothing outlives
its client and unit tests never sleep for real.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from starlette.types import Message, Receive, Send

from simulator.edge.context import RequestContext
from simulator.edge.hooks import ConnectionFault, Route
from simulator.scenario.connection import (
    Sleep,
    break_connection,
    has_socket,
    read_body,
    unless_disconnected,
)
from simulator.scenario.journal import Annotation
from simulator.scenario.malform import malformed_body
from simulator.scenario.outcome import (
    AfterCommit,
    Close,
    Delay,
    Hang,
    Malformed,
    Outcome,
    Reply,
    Reset,
    SlowBody,
    Truncate,
)
from simulator.scenario.replies import send_reply


@dataclass(slots=True)
class Captured:
    """A response the route sent into a buffer instead of the wire."""

    messages: list[Message] = field(default_factory=list)

    async def send(self, message: Message) -> None:
        """The ``send`` given to the route."""
        self.messages.append(message)

    @property
    def start(self) -> Message:
        """The ``http.response.start`` message."""
        return self.messages[0]

    @property
    def status(self) -> int:
        """The response status."""
        status: int = self.start["status"]
        return status

    @property
    def body(self) -> bytes:
        """The whole body."""
        return b"".join(m.get("body", b"") for m in self.messages[1:])

    def header(self, name: bytes) -> bytes | None:
        """The first value of header ``name`` (lower case), if present."""
        return next((v for k, v in self.start.get("headers", ()) if k.lower() == name), None)

    async def forward(self, send: Send, body: bytes | None = None, **replace: bytes) -> None:
        """Send the response as captured, or with another body and replaced headers."""
        body = self.body if body is None else body
        replace["content-length"] = str(len(body)).encode()
        names = {name.encode() for name in replace}
        headers = [(k, v) for k, v in self.start.get("headers", ()) if k.lower() not in names]
        headers += [(name.encode(), value) for name, value in replace.items()]
        await send({"type": "http.response.start", "status": self.status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


async def capture(route: Route, receive: Receive) -> Captured:
    """Run the route into a buffer (its exceptions, contract problems included, propagate)."""
    captured = Captured()
    await route(receive, captured.send)
    return captured


@dataclass(frozen=True, slots=True)
class OutcomePlan:
    """Applies one outcome to one request.

    Args:
        outcome: What to do.
        sleep: The app's async sleep.
        header: ``(name, value)`` added to whatever response is sent (``X-Sim-Fault``).
        monotonic: The app's monotonic clock (the one ``context.started_at`` was read from):
            a delay ends that long after the request's arrival, whatever it waited before.
    """

    outcome: Outcome
    sleep: Sleep
    header: tuple[bytes, bytes] | None = None
    monotonic: Callable[[], float] | None = None

    async def __call__(
        self, context: RequestContext, route: Route, receive: Receive, send: Send
    ) -> None:
        """Serve the request the way the outcome says."""
        plain = send  # for an answer the fault leaves as it is: no X-Sim-Fault
        if self.header is not None:
            send = _with_header(send, self.header)
        match self.outcome:
            case Delay(ms):
                body = await read_body(receive)
                wait = self._left_of(context, ms / 1000)
                if await unless_disconnected(receive, lambda: self.sleep(wait)):
                    await route(body, send)
            case Hang(max_s):
                await read_body(receive)
                await self._hang(context, receive, max_s)
            case Reply():
                await send_reply(send, self.outcome, context)
            case Reset():
                await break_connection(context, receive, "reset")
            case Close():
                await break_connection(context, receive, "close")
            case Truncate(fraction, size):
                captured = await _capture(context, route, receive)
                if not captured.body:
                    await _pass_through(context, captured, plain)
                    return
                await _truncate(context, receive, send, captured, fraction, size)
            case Malformed():
                captured = await _capture(context, route, receive)
                operation_id = context.operation_id
                if not 200 <= captured.status < 300 or not captured.body or operation_id is None:
                    await _pass_through(context, captured, plain)
                    return
                await _malform(operation_id, send, captured, self.outcome)
            case SlowBody(duration_s, chunks):
                body = await read_body(receive)
                captured = await _capture(context, route, body)
                if not captured.body:
                    await _pass_through(context, captured, plain)
                    return
                await self._dribble(receive, send, captured, duration_s, chunks)
            case AfterCommit(then):
                body = await read_body(receive)
                captured = await _capture(context, route, body)
                if not 200 <= captured.status < 300:
                    # Nothing was committed: the real answer goes out.
                    await _pass_through(context, captured, plain)
                    return
                await self._lose(context, receive, send, then)

    def _left_of(self, context: RequestContext, delay_s: float) -> float:
        """What remains of ``delay_s`` counted from the request's arrival (not from now)."""
        if self.monotonic is None:
            return delay_s
        return max(0.0, delay_s - (self.monotonic() - context.started_at))

    async def _hang(self, context: RequestContext, receive: Receive, max_s: float) -> None:
        """Answer nothing for ``max_s`` seconds, then close (the body must be read already)."""
        if not has_socket(context):
            raise ConnectionFault("hang", max_s=max_s)
        await unless_disconnected(receive, lambda: self.sleep(max_s))
        await break_connection(context, receive, "close")

    async def _dribble(
        self, receive: Receive, send: Send, captured: Captured, duration_s: float, chunks: int
    ) -> None:
        body = captured.body
        await send(captured.start)
        bounds = [round(i * len(body) / chunks) for i in range(chunks + 1)]
        gap = duration_s / (chunks - 1)

        async def dribble() -> None:
            for i in range(chunks):
                if i:
                    await self.sleep(gap)
                piece = body[bounds[i] : bounds[i + 1]]
                more = i < chunks - 1
                await send({"type": "http.response.body", "body": piece, "more_body": more})

        await unless_disconnected(receive, dribble)

    async def _lose(
        self,
        context: RequestContext,
        receive: Receive,
        send: Send,
        then: Hang | Reset | Reply,
    ) -> None:
        if isinstance(then, Hang):
            await self._hang(context, receive, then.max_s)
        elif isinstance(then, Reset):
            await break_connection(context, receive, "reset")
        else:
            await send_reply(send, then, context)


async def _truncate(
    context: RequestContext,
    receive: Receive,
    send: Send,
    captured: Captured,
    fraction: float | None,
    size: int | None,
) -> None:
    body = captured.body
    cut = size if size is not None else int(len(body) * (fraction or 0.5))
    cut = max(0, min(cut, len(body) - 1))  # always short of the declared Content-Length
    await send(captured.start)
    await send({"type": "http.response.body", "body": body[:cut], "more_body": True})
    await break_connection(context, receive, "truncate")


async def _malform(operation_id: str, send: Send, captured: Captured, outcome: Malformed) -> None:
    content_type = captured.header(b"content-type") or b"application/json"
    broken, broken_type = malformed_body(outcome, operation_id, captured.body, content_type)
    await captured.forward(send, broken, **{"content-type": broken_type})


async def _capture(context: RequestContext, route: Route, receive: Receive) -> Captured:
    """:func:`capture`; a problem the route raises (a business ``404``) goes out unshaped."""
    try:
        return await capture(route, receive)
    except Exception:
        _not_applied(context)
        raise


async def _pass_through(context: RequestContext, captured: Captured, send: Send) -> None:
    """Send the route's answer as it is: the fault has nothing to shape (say so)."""
    _not_applied(context)
    await captured.forward(send)


def _not_applied(context: RequestContext) -> None:
    """Record that the rule fired but its fault left the answer alone (journal, header)."""
    if isinstance(context.fault, Annotation):
        context.fault = context.fault._replace(applied=False)


def _with_header(send: Send, header: tuple[bytes, bytes]) -> Send:
    async def send_with_header(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", ()), header]}
        await send(message)

    return send_with_header
