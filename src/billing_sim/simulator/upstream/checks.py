"""The contract-check seam: who judges each live answer of the upstream.

The simulator cannot judge an answer against the contract's promises: those checks belong to
``billing-sim verify`` (the toolkit, which the simulator never imports). So the app takes any
:class:`ResponseChecker`; ``serve --upstream`` passes the toolkit's (verify's per-response
promises, the schema, the declared statuses and headers), and tests may pass their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol


class Violation(NamedTuple):
    """One broken promise of one answer: the catalogue id and one line saying what broke."""

    promise: str
    reason: str


@dataclass(frozen=True, slots=True)
class LiveExchange:
    """One request the proxy forwarded and the upstream's answer, as received.

    Args:
        operation_id: The contract operation (``None``: a path outside the contract).
        method: HTTP method.
        target: Path and query string as sent.
        request_headers: Request headers as forwarded (``Authorization`` included: a
            checker must never log it).
        request_body: The request body.
        status: The upstream's status.
        headers: The upstream's response headers (hop-by-hop removed).
        body: The upstream's body, byte for byte.
        started: Wall-clock (POSIX) seconds the upstream was asked, for records.
        duration_s: Seconds the upstream took, to the last byte.
    """

    operation_id: str | None
    method: str
    target: str
    request_headers: Sequence[tuple[bytes, bytes]]
    request_body: bytes
    status: int
    headers: Sequence[tuple[bytes, bytes]]
    body: bytes
    started: float
    duration_s: float


class ResponseChecker(Protocol):
    """Judges one upstream answer; never raises, never changes the answer."""

    def check(self, exchange: LiveExchange) -> Sequence[tuple[str, str]]:
        """Every violation of the contract in ``exchange``, as (promise id, reason) pairs (a
        :class:`Violation` is one; empty: none)."""
        ...
