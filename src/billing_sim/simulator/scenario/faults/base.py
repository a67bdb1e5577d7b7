"""What a fault kind is made of, and the request in flight it acts on.

A kind's module holds its **schema** (a :class:`FaultSpec`: what QA writes under ``fault:``),
its **decision** (:meth:`FaultSpec.build`: every choice the spec leaves open, made for one
request), its **contract check** (:meth:`FaultSpec.check`) and its **outcome**, a frozen value
that describes itself (the journal, the dry run) and acts on the request through a
:class:`Wire`; :class:`Reply` is the outcome shared by the kinds that answer in the route's
place. Nothing here does I/O: the scenario hook implements :class:`Wire` on ASGI
(:class:`billing_sim.simulator.playback.wire.AsgiWire`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Literal, Protocol

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.fields import StrictModel
from billing_sim.simulator.scenario.rng import DrawKey

DEFAULT_RETRY_AFTER = 1
"""``Retry-After`` seconds when the contract requires the header and the rule gives none."""

Headers = tuple[tuple[str, str], ...]
BrokenConnection = Literal["reset", "close", "truncate"]


class CapturedResponse(Protocol):
    """The route's answer, run into a buffer instead of onto the wire."""

    @property
    def status(self) -> int: ...
    @property
    def body(self) -> bytes: ...
    def header(self, name: bytes) -> bytes | None: ...


class Wire(Protocol):
    """One request in flight, as a fault acts on it.

    Whatever it sends carries ``X-Sim-Fault`` (unless the instance turned it off), except
    :meth:`pass_through`. Waits go through the app's injected sleep: tests never really wait.
    """

    @property
    def operation_id(self) -> str | None:
        """The contract operation the request resolved to."""

    async def read_body(self) -> None:
        """Read the request body now, before watching for a disconnect (once; the route still
        reads it)."""

    async def unless_disconnected(self, work: Callable[[], Awaitable[None]]) -> bool:
        """Run ``work`` unless the client leaves first; whether it finished."""

    async def sleep(self, seconds: float) -> None:
        """The app's sleep."""

    def left_of(self, seconds: float) -> float:
        """What remains of a delay of ``seconds`` counted from the request's arrival."""

    async def route(self) -> None:
        """Run the route, its answer going to the client."""

    async def capture(self) -> CapturedResponse:
        """Run the route into a buffer (a problem it raises goes out, the fault not applied)."""

    async def pass_through(self, captured: CapturedResponse) -> None:
        """Send the route's answer as it is: the rule fired, its fault had nothing to shape."""

    async def send_head(self, captured: CapturedResponse) -> None:
        """Send the captured status and headers; the body follows in :meth:`send_body`."""

    async def send_body(self, chunk: bytes, *, more: bool) -> None:
        """Send a piece of the body (``more``: another follows)."""

    async def forward(self, captured: CapturedResponse, body: bytes, content_type: bytes) -> None:
        """Send the captured response with another body and content type."""

    async def reply(self, reply: Reply) -> None:
        """Send ``reply`` instead of the route's answer."""

    async def break_connection(self, kind: BrokenConnection) -> None:
        """Reset (``reset``) or else close the connection, whatever was sent."""

    async def hang(self, max_s: float) -> None:
        """Send nothing for ``max_s`` seconds (less if the client leaves), then close."""


class Outcome(Protocol):
    """A fault with every choice made: a frozen value the journal records and tests compare."""

    def describe(self) -> str:
        """One line for people, e.g. ``503 billing_backend_unavailable, Retry-After: 30``."""

    async def apply(self, wire: Wire) -> None:
        """Serve the request in flight the way this outcome says."""


ReplyBody = Literal["problem", "bare", "html"]
"""What a :class:`Reply` carries: the contract's problem+json, or what gateways send."""


@dataclass(frozen=True, slots=True)
class Reply:
    """Answer ``status`` instead of the real response: the outcome of every kind that answers
    in the route's place (``http_error``, ``not_found``, ``rate_limit``, ``after_commit``), and
    what :meth:`Wire.reply` sends.

    ``code`` is the catalog code of a ``problem`` body (``None`` for ``bare``/``html``);
    ``headers`` are the ones the contract requires for this status, besides ``X-Request-Id``.
    """

    status: int
    code: str | None
    body: ReplyBody
    headers: Headers

    def describe(self) -> str:
        """``503 billing_backend_unavailable, Retry-After: 30``."""
        what = self.code if self.body == "problem" else f"{self.body} body"
        extra = "".join(f", {name}: {value}" for name, value in self.headers)
        return f"{self.status} {what}{extra}"

    async def apply(self, wire: Wire) -> None:
        """Send the reply as the whole response; the route never runs."""
        await wire.reply(self)


class FaultSpec(StrictModel):
    """What every kind's schema provides besides its fields (``kind`` is its tag)."""

    kind: str

    flaggable: ClassVar[bool] = False
    """Whether ``off_contract: true`` may mark this kind: only a kind that imitates a contract
    answer, so that leaving the contract is deliberate."""
    off_contract_kind: ClassVar[bool] = False
    """Whether every answer of this kind leaves the contract (no answer, a broken body...)."""

    def build(self, operation_id: str, key: DrawKey) -> Outcome:
        """Every choice this fault leaves open, made for one request of ``operation_id`` (``key``
        names what its random draws depend on: seed, rule, operation, ordinal)."""
        raise NotImplementedError

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """Problems with this fault, given the (non-empty, sorted) ``operations`` its rule can
        match; ``where`` is the fault's path, ``flagged`` the rule's ``off_contract``."""
        return []

    def leaves_contract(self) -> bool:
        """Whether this rule's answers fall outside the contract, flag or not."""
        return self.off_contract_kind


def required_headers(operation_id: str, status: int, retry_after: int | None) -> Headers:
    """The headers the contract requires on ``status`` (``Retry-After``, ``WWW-Authenticate``)."""
    required = OPERATIONS[operation_id].required_response_headers.get(status, ())
    headers: list[tuple[str, str]] = []
    if retry_after is not None or "Retry-After" in required:
        seconds = DEFAULT_RETRY_AFTER if retry_after is None else retry_after
        headers.append(("Retry-After", str(seconds)))
    if "WWW-Authenticate" in required:
        headers.append(("WWW-Authenticate", 'Bearer realm="billing"'))
    return tuple(headers)


def declared_by(operations: Sequence[str]) -> str:
    """``getCustomer (declared: 400, 401, ...)`` for one operation, else the names joined."""
    if len(operations) == 1:
        declared = ", ".join(map(str, contract.error_statuses(operations[0])))
        return f"{operations[0]} (declared: {declared})"
    return join_names(operations)


def join_names(names: Sequence[str], limit: int = 4) -> str:
    """``a, b, c, d and 3 more``."""
    shown = ", ".join(names[:limit])
    return f"{shown} and {len(names) - limit} more" if len(names) > limit else shown
