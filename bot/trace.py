"""What happened in one turn, for logs and evaluation: route, calls, verdict, latency."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.grounding import Verdict
from client import ToolResult


@dataclass(frozen=True, slots=True)
class CallRecord:
    """One capability call of a turn and how it ended.

    Attributes:
        capability: The capability called (``get_balance``).
        ok: Whether it produced the data asked for.
        failure_kind: Why not, when it did not (``server_error``, ``not_found``...).
        error_code: The contract's error code the API answered with, if any.
        status: The HTTP status of the last attempt, ``None`` when none answered.
        attempts: HTTP requests made (0 when the circuit was open).
        elapsed: Seconds the call took.
        request_id: The last request's id.
        incident_id: The outage the call belongs to (open circuit), if any.
    """

    capability: str
    ok: bool
    failure_kind: str | None
    error_code: str | None
    status: int | None
    attempts: int
    elapsed: float
    request_id: str | None
    incident_id: str | None

    @classmethod
    def of(cls, result: ToolResult[Any]) -> CallRecord:
        """The record of a capability's ``ToolResult``."""
        return cls(
            capability=result.capability,
            ok=result.ok,
            failure_kind=str(result.failure_kind) if result.failure_kind else None,
            error_code=result.error_code,
            status=result.attempts[-1].status if result.attempts else None,
            attempts=len(result.attempts),
            elapsed=result.elapsed,
            request_id=result.request_id,
            incident_id=result.incident_id,
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (elapsed in milliseconds)."""
        return {
            "capability": self.capability,
            "ok": self.ok,
            "failure_kind": self.failure_kind,
            "error_code": self.error_code,
            "status": self.status,
            "attempts": self.attempts,
            "elapsed_ms": round(self.elapsed * 1000, 3),
            "request_id": self.request_id,
            "incident_id": self.incident_id,
        }


@dataclass(frozen=True, slots=True)
class Trace:
    """One turn, start to reply.

    Attributes:
        route: The route chosen (``bill_change``).
        rule: The routing rule that decided (``bill_change:change``).
        customer_id: The customer the turn was about, once identified.
        calls: Every capability call, in order.
        verdict: The grounding verdict of the draft; ``None`` when nothing was drafted
            (escalations decided before drafting).
        latency: Seconds from receiving the message to the reply, on the injected clock.
    """

    route: str
    rule: str
    customer_id: str | None
    calls: tuple[CallRecord, ...]
    verdict: Verdict | None
    latency: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (latency in milliseconds)."""
        verdict = None
        if self.verdict is not None:
            verdict = {
                "grounded": self.verdict.grounded,
                "unsupported": list(self.verdict.unsupported),
            }
        return {
            "route": self.route,
            "rule": self.rule,
            "customer_id": self.customer_id,
            "calls": [call.to_dict() for call in self.calls],
            "verdict": verdict,
            "latency_ms": round(self.latency * 1000, 3),
        }
