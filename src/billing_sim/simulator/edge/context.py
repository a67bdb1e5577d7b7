"""What the edge knows about a request, handed to the fault hook and to the routes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.types import Message, Receive

from billing_sim.openapi.operations import Operation
from billing_sim.simulator.data.api import Locale

CONTEXT_SCOPE_KEY = "billing_sim.simulator.context"
"""Key of the :class:`RequestContext` in the ASGI scope."""

DEFAULT_SESSION = "default"
"""The session of requests without ``X-Sim-Session``."""


@dataclass(slots=True)
class RequestContext:
    """One request as the edge resolved it.

    The edge fills the fields in order; a request it rejects early (``401``, ``404``) reaches
    the fault hook's ``after`` with ``operation`` still ``None`` and empty ``params``.

    Args:
        request_id: The request's id (echoed or generated), also in every problem body.
        locale: Negotiated from ``Accept-Language``.
        method: HTTP method.
        path: Request path.
        started_at: Monotonic seconds when the edge received the request.
        session: ``X-Sim-Session`` (``default`` when absent); scopes all mutable state.
        operation: The contract operation matched, if any.
        path_params: Raw values captured from the path.
        params: Validated parameters: name → value, defaults applied, ints converted.
        if_none_match: The ``If-None-Match`` header (RFC 9110 conditional request), undeclared
            in the contract so that links can supply every declared parameter of a read.
        receive: The body stream the route will read (size-limited), set before the hook runs.
        body: The body, once :meth:`read_body` buffered it; the route then reads it from here.
        upstream: In proxy mode, the exchange with the real API, once it answered (the
            proxy's ``LiveExchange``: what the contract checks and the recording read).
        violations: The contract violations found in the upstream's answer, for the journal.
    """

    request_id: str
    locale: Locale
    method: str
    path: str
    started_at: float
    session: str = DEFAULT_SESSION
    operation: Operation | None = None
    path_params: dict[str, str] = field(default_factory=dict)
    params: dict[str, Any] = field(default_factory=dict)
    query_string: bytes = b""
    raw_headers: Sequence[tuple[bytes, bytes]] = ()
    server_receive: Receive | None = None
    fault: object | None = None
    if_none_match: str | None = None
    receive: Receive | None = None
    body: bytes | None = None
    upstream: object | None = None
    violations: tuple[tuple[str, str], ...] = ()

    @property
    def operation_id(self) -> str | None:
        """The matched ``operationId``, if any."""
        return self.operation.operation_id if self.operation else None

    async def read_body(self) -> bytes:
        """The whole request body, read once and kept, so that the fault hook may look at it
        and the route still reads it (:func:`replaying_receive`).

        Raises:
            ApiProblem: ``payload_too_large`` past the body limit.
        """
        if self.body is None:
            chunks: list[bytes] = []
            if self.receive is not None:
                while True:
                    message = await self.receive()
                    if message["type"] != "http.request":
                        break
                    chunks.append(message.get("body", b""))
                    if not message.get("more_body", False):
                        break
            self.body = b"".join(chunks)
        return self.body

    def text(self, name: str) -> str | None:
        """A validated string parameter, or ``None`` when absent."""
        value = self.params.get(name)
        if value is None or isinstance(value, str):
            return value
        raise TypeError(f"parameter {name!r} is not a string")

    def required_text(self, name: str) -> str:
        """A validated string parameter the contract requires (path parameters)."""
        value = self.text(name)
        if value is None:
            raise KeyError(name)
        return value

    def integer(self, name: str) -> int:
        """A validated integer parameter (the contract gives it a default)."""
        value = self.params[name]
        if isinstance(value, int):
            return value
        raise TypeError(f"parameter {name!r} is not an integer")


def context_of(request: Request) -> RequestContext:
    """The edge's context of ``request`` (the edge always sets it for contract routes)."""
    context: RequestContext = request.scope[CONTEXT_SCOPE_KEY]
    return context


def replaying_receive(body: bytes, receive: Receive) -> Receive:
    """``receive`` that first hands out ``body`` (already read), then the server's messages."""
    pending = True

    async def replay() -> Message:
        nonlocal pending
        if pending:
            pending = False
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
