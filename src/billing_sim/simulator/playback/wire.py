"""Outcomes on the wire: the ASGI side of :class:`~simulator.scenario.faults.Wire`.

The engine decides ("wait 3712 ms", "503 with Retry-After: 30", "reset"); each outcome knows
what that means for a request (``apply`` in its kind's module); :class:`AsgiWire` is what it
does it with. Plans that wait read the request body first and stop waiting when the client
disconnects, and every wait goes through the injected sleep, so nothing outlives its client
and unit tests never sleep for real.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from starlette.types import Message, Receive, Send

from billing_sim.simulator.clock import Sleep
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import ConnectionFault, Route
from billing_sim.simulator.playback.connection import (
    break_connection,
    has_socket,
    read_body,
    unless_disconnected,
)
from billing_sim.simulator.playback.error_answers import send_reply
from billing_sim.simulator.playback.journal import Annotation
from billing_sim.simulator.scenario.faults import Outcome
from billing_sim.simulator.scenario.faults.base import BrokenConnection, CapturedResponse, Reply


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


@dataclass(frozen=True, slots=True)
class OutcomePlan:
    """Applies one outcome to one request (a :class:`~simulator.edge.hooks.FaultPlan`).

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
        await self.outcome.apply(AsgiWire(self, context, route, receive, send))


class AsgiWire:
    """One request in flight, on ASGI: what an outcome acts through.

    ``receive`` stays the server's, watched for the client's disconnect once the body is read;
    the route reads the body from a replay.
    """

    __slots__ = ("_body_read", "_context", "_plain", "_plan", "_receive", "_route", "_send")

    def __init__(
        self, plan: OutcomePlan, context: RequestContext, route: Route, receive: Receive, send: Send
    ) -> None:
        self._plan = plan
        self._context = context
        self._route = route
        self._receive = receive
        self._body_read: Receive | None = None
        self._plain = send  # for an answer the fault leaves as it is: no X-Sim-Fault
        self._send = send if plan.header is None else _with_header(send, plan.header)

    @property
    def operation_id(self) -> str | None:
        """The contract operation of the request."""
        return self._context.operation_id

    async def read_body(self) -> None:
        """Read the body now (once); the route reads it again from a replay."""
        if self._body_read is None:
            self._body_read = await read_body(self._receive)

    async def unless_disconnected(self, work: Callable[[], Awaitable[None]]) -> bool:
        """Run ``work`` unless the client leaves first (the body must be read already)."""
        return await unless_disconnected(self._receive, work)

    async def sleep(self, seconds: float) -> None:
        """The app's sleep."""
        await self._plan.sleep(seconds)

    def left_of(self, seconds: float) -> float:
        """What remains of ``seconds`` counted from the request's arrival (not from now)."""
        monotonic = self._plan.monotonic
        if monotonic is None:
            return seconds
        return max(0.0, seconds - (monotonic() - self._context.started_at))

    async def route(self) -> None:
        """The route's answer, to the client (with ``X-Sim-Fault``)."""
        await self._route(self._route_receive, self._send)

    async def capture(self) -> Captured:
        """The route's answer, in a buffer; a problem it raises goes out unshaped."""
        captured = Captured()
        try:
            await self._route(self._route_receive, captured.send)
        except Exception:
            self._not_applied()
            raise
        return captured

    async def pass_through(self, captured: CapturedResponse) -> None:
        """Send the route's answer as it is: the fault has nothing to shape (say so)."""
        self._not_applied()
        await _own(captured).forward(self._plain)

    async def send_head(self, captured: CapturedResponse) -> None:
        """The captured status and headers."""
        await self._send(_own(captured).start)

    async def send_body(self, chunk: bytes, *, more: bool) -> None:
        """A piece of the body."""
        await self._send({"type": "http.response.body", "body": chunk, "more_body": more})

    async def forward(self, captured: CapturedResponse, body: bytes, content_type: bytes) -> None:
        """The captured response with another body and content type."""
        await _own(captured).forward(self._send, body, **{"content-type": content_type})

    async def reply(self, reply: Reply) -> None:
        """``reply`` as the whole response."""
        await send_reply(self._send, reply, self._context)

    async def break_connection(self, kind: BrokenConnection) -> None:
        """Reset or close the connection (in-process: :class:`ConnectionFault`)."""
        await break_connection(self._context, self._receive, kind)

    async def hang(self, max_s: float) -> None:
        """Answer nothing for ``max_s`` seconds, then close (the body must be read already)."""
        if not has_socket(self._context):
            raise ConnectionFault("hang", max_s=max_s)
        await unless_disconnected(self._receive, lambda: self._plan.sleep(max_s))
        await break_connection(self._context, self._receive, "close")

    @property
    def _route_receive(self) -> Receive:
        return self._receive if self._body_read is None else self._body_read

    def _not_applied(self) -> None:
        """Record that the rule fired but its fault left the answer alone (journal, header)."""
        fault = self._context.fault
        if isinstance(fault, Annotation):
            self._context.fault = fault._replace(applied=False)


def _own(captured: CapturedResponse) -> Captured:
    """A response this wire captured (kinds only ever hand back what :meth:`capture` gave)."""
    assert isinstance(captured, Captured)
    return captured


def _with_header(send: Send, header: tuple[bytes, bytes]) -> Send:
    async def send_with_header(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", ()), header]}
        await send(message)

    return send_with_header
