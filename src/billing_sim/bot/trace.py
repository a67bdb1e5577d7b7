"""What happened in one turn, for logs and evaluation: route, source, calls, retrieval,
citations, grounding, latency."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from billing_sim.bot.grounding import Grounding
from billing_sim.client import ToolResult

if TYPE_CHECKING:
    from billing_sim.bot.knowledge.retriever import Retrieval

RANKED_SHOWN = 8
"""How many of the fused ranking's ids a trace keeps (what a reviewer reads first)."""


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
class SectionRef:
    """A policy section as an agent or a log names it: its id and ``Document > Heading``."""

    id: str
    title: str


@dataclass(frozen=True, slots=True)
class RetrievalRecord:
    """What retrieval found for a document question, as the trace and the hand-over keep it.

    Attributes:
        verdict: ``correct``, ``ambiguous`` or ``incorrect``.
        kept: The sections the corrective prune kept, best first.
        answer_from: The kept sections the verdict lets an answer stand on.
        ranked: The first ids of the fused ranking (before the prune).
        eligible: How many sections were in force on the business date.
        business_date: The date the metadata filter used (ISO).
    """

    verdict: str
    kept: tuple[SectionRef, ...]
    answer_from: tuple[str, ...]
    ranked: tuple[str, ...]
    eligible: int
    business_date: str

    @classmethod
    def of(cls, retrieval: Retrieval) -> RetrievalRecord:
        """The record of one retrieval."""
        return cls(
            verdict=str(retrieval.verdict.kind),
            kept=tuple(SectionRef(c.id, c.chunk.title) for c in retrieval.kept),
            answer_from=tuple(c.id for c in retrieval.verdict.answer_from),
            ranked=retrieval.ranked_ids[:RANKED_SHOWN],
            eligible=retrieval.eligible,
            business_date=retrieval.business_date.isoformat(),
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "verdict": self.verdict,
            "kept": [{"id": s.id, "title": s.title} for s in self.kept],
            "answer_from": list(self.answer_from),
            "ranked": list(self.ranked),
            "eligible": self.eligible,
            "business_date": self.business_date,
        }


@dataclass(frozen=True, slots=True)
class Trace:
    """One turn, start to reply.

    Attributes:
        route: The route chosen (``bill_change``, ``documents``); ``none`` when the state
            gate kept the bot silent.
        rule: The routing rule that decided (``bill_change:change``), or the gate's decision
            (``gate:agent_active``).
        customer_id: The customer the turn was about, once identified.
        calls: Every capability call, in order.
        grounding: The verifier's finding on the draft; ``None`` when nothing was drafted
            (escalations decided before drafting, silence).
        latency: Seconds from receiving the message to the reply, on the injected clock.
        source: Where the answer came from (``account``, ``documents``, ``both``, ``none``).
        retrieval: What retrieval found, for document questions.
        citations: The sections the reply cites.
        fallback: Why the reply is the template's draft instead of the drafter's own (a
            model drafter that timed out, answered invalid JSON or misstated a fact);
            ``None`` when the drafter's own draft was sent.
    """

    route: str
    rule: str
    customer_id: str | None
    calls: tuple[CallRecord, ...]
    grounding: Grounding | None
    latency: float
    source: str = "none"
    retrieval: RetrievalRecord | None = None
    citations: tuple[str, ...] = ()
    fallback: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (latency in milliseconds)."""
        grounding = None
        if self.grounding is not None:
            grounding = {
                "grounded": self.grounding.grounded,
                "unsupported": list(self.grounding.unsupported),
                "unretrieved": list(self.grounding.unretrieved),
                "uncited": self.grounding.uncited,
                "misstated": list(self.grounding.misstated),
            }
        return {
            "route": self.route,
            "rule": self.rule,
            "source": self.source,
            "customer_id": self.customer_id,
            "calls": [call.to_dict() for call in self.calls],
            "retrieval": self.retrieval.to_dict() if self.retrieval else None,
            "citations": list(self.citations),
            "fallback": self.fallback,
            "grounding": grounding,
            "latency_ms": round(self.latency * 1000, 3),
        }
