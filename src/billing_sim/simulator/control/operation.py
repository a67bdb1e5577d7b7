"""What every control-plane operation takes and gives back."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from starlette.types import Receive, Scope

from billing_sim.simulator.edge.context import RequestContext


@dataclass(frozen=True, slots=True)
class ControlRequest:
    """One authenticated control-plane request."""

    scope: Scope
    receive: Receive
    context: RequestContext
    query: list[tuple[str, str]]
    """The query string's ``(name, value)`` pairs in order (blank values dropped)."""

    @property
    def session(self) -> str:
        """The session it acts on (``X-Sim-Session``)."""
        return self.context.session


@dataclass(frozen=True, slots=True)
class ControlReply:
    """A ``200`` with JSON (``payload``, or ``raw`` bytes), or else an empty ``204``.

    ``raw`` bytes may be of another ``content_type`` (the console's page and assets), with
    more ``headers`` (its security headers).
    """

    payload: dict[str, Any] | None = None
    raw: bytes | None = None
    content_type: bytes = b"application/json"
    headers: tuple[tuple[bytes, bytes], ...] = ()


Operation = Callable[[ControlRequest], Awaitable[ControlReply]]
"""One operation of the control plane's document."""
