"""The one seam where the scenario engine decides and applies faults and keeps its journal.

The edge calls :meth:`FaultHook.before` once a request is authenticated, routed to a contract
operation and its parameters are valid, just before the route runs. Returning ``None`` runs
the route untouched. Returning a :class:`FaultPlan` hands the request to the plan, which may:

* answer without running the route (``503``, ``429`` ...): raise an
  :class:`~simulator.problems.ApiProblem`, or ``await send_problem(send, ...)``
  (:func:`billing_sim.simulator.edge.respond.send_problem`);
* wait (``await asyncio.sleep`` through the scenario's own clock) and then ``await route(...)``;
* run the route with a capturing ``send`` and answer something else afterwards (a fault after
  commit: the payment is recorded, the response is lost);
* corrupt or cut the response it forwards (transport faults).

Whatever the plan sends still gets ``X-Request-Id``; an ``ApiProblem`` it raises is rendered by
the edge as usual. A plan that must break the connection but cannot reach a socket (in-process
ASGI) raises :class:`ConnectionFault`, which the edge lets through to the caller
(:class:`billing_sim.simulator.testing.SimulatorTransport` turns it into the error a network would
give).

:meth:`FaultHook.after` is called for every request under ``/v1`` (including those the edge
rejected), once the response is over: that is where the journal is appended.

Both methods run on the request path: keep them fast, and never raise from ``after``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, Protocol

from starlette.types import Receive, Scope, Send

from billing_sim.simulator.edge.context import RequestContext


class Route(Protocol):
    """The contract route of the current request, ready to run."""

    async def __call__(self, receive: Receive, send: Send, /) -> None: ...


class FaultPlan(Protocol):
    """How to serve one request instead of running its route directly."""

    async def __call__(
        self, context: RequestContext, route: Route, receive: Receive, send: Send, /
    ) -> None: ...


ConnectionFaultKind = Literal["reset", "close", "hang", "truncate"]


class ConnectionFault(Exception):
    """A connection-level fault to apply where no socket is reachable (in-process ASGI).

    Args:
        kind: ``reset``, ``close`` (no response), ``hang`` (no response until ``max_s``) or
            ``truncate`` (the response stopped part-way).
        max_s: For ``hang``: when the server would have closed the connection.
    """

    def __init__(self, kind: ConnectionFaultKind, *, max_s: float | None = None) -> None:
        super().__init__(f"simulated connection fault: {kind}")
        self.kind: ConnectionFaultKind = kind
        self.max_s = max_s


class ErrorAnswer(Exception):
    """A complete error answer (status >= 400) a route gives as it is, raised like a problem.

    The simulator's routes raise an :class:`~simulator.problems.ApiProblem` for every error,
    which a fault that shapes a success (``malformed``, ``slow_body``, ``after_commit``...)
    lets through unshaped. In proxy mode the upstream's error answers must meet faults the
    same way, so the forwarder raises them as this; the edge sends them byte for byte.

    Args:
        status: The answer's status.
        headers: Its headers, as sent.
        body: Its body.
    """

    def __init__(self, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        super().__init__(f"error answer {status}")
        self.status = status
        self.headers = headers
        self.body = body

    async def send(self, send: Send) -> None:
        """Send the answer as it is."""
        await send({"type": "http.response.start", "status": self.status, "headers": self.headers})
        await send({"type": "http.response.body", "body": self.body})


class ControlPlane(Protocol):
    """Serves ``/_sim/*``, outside the billing contract (problems it raises are rendered)."""

    async def __call__(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: Mapping[str, str],
        context: RequestContext,
        /,
    ) -> None: ...


@dataclass(frozen=True, slots=True)
class ResponseSummary:
    """How a request ended, as the edge saw it.

    Args:
        status: The status sent, or 0 if no response was started.
        duration: Monotonic seconds from arrival to the end of the response.
    """

    status: int
    duration: float


class FaultHook(Protocol):
    """Decides faults before a route runs and observes every outcome."""

    async def before(self, context: RequestContext) -> FaultPlan | None:
        """Decide what happens to this request; ``None`` runs the route normally."""
        ...

    async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
        """Record the outcome (journal, counters). Must not raise."""
        ...


class NoFaults:
    """The default hook: every request runs its route; nothing is recorded."""

    async def before(self, context: RequestContext) -> FaultPlan | None:
        """Never intercepts."""
        return None

    async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
        """Records nothing."""
