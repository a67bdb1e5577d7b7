"""The evidence records a capability returns: ``ToolResult`` and its ``Attempt`` s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from billing_sim.client._types import FailureKind, WriteOutcome

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Attempt:
    """One HTTP request made on behalf of a call.

    Attributes:
        operation_id: The contract operation (``getBillSummary``).
        number: 1 for the first attempt of that request, 2 for its first retry...
        started: Seconds from the start of the call to the start of this attempt.
        elapsed: Seconds the attempt took.
        status: The HTTP status, ``None`` when no response arrived.
        request_id: The ``X-Request-Id`` the API answered with, else the one sent.
        failure_kind: ``None`` when this attempt produced the expected answer.
    """

    operation_id: str
    number: int
    started: float
    elapsed: float
    status: int | None
    request_id: str | None
    failure_kind: FailureKind | None


@dataclass(frozen=True, slots=True)
class ToolResult(Generic[T]):
    """What a capability returns, success or failure; capabilities never raise.

    Attributes:
        capability: The capability's name (``get_bill_summary``).
        ok: Whether ``data`` holds the answer asked for.
        evidence_text: What happened, in fixed wording built from the data: amounts as the
            API's ``display`` strings with their canonical minor units and currency, and ids.
            Never contains upstream error text, nor how many requests were made or how long
            they took (``attempts`` and ``elapsed`` say that, and ``str()`` shows it once).
        data: The typed answer (a model or a list of models); ``[]`` for an empty search.
        error: A one-line description of the failure, in fixed wording; ``None`` when ok.
        should_escalate: Whether the bot should hand the conversation to a human (the
            failure is not something the customer can fix).
        failure_kind: Why it failed, ``None`` when ok.
        error_code: The contract's error code the API answered with (``invalid_tax_id``).
        attempts: Every HTTP request made, in order.
        elapsed: Seconds the whole call took.
        request_id: The last request's id, to quote to the billing team.
        incident_id: Shared by every result produced during one outage (open circuit).
        retry_after: Seconds after which trying again makes sense, when known.
        outcome: For writes: ``succeeded``, ``failed`` or ``unknown``.
        idempotency_key: For writes: the key sent; reuse it to retry or reconcile safely.
    """

    capability: str
    ok: bool
    evidence_text: str
    data: T | None = None
    error: str | None = None
    should_escalate: bool = False
    failure_kind: FailureKind | None = None
    error_code: str | None = None
    attempts: tuple[Attempt, ...] = ()
    elapsed: float = 0.0
    request_id: str | None = None
    incident_id: str | None = None
    retry_after: float | None = None
    outcome: WriteOutcome | None = None
    idempotency_key: str | None = None

    def __str__(self) -> str:
        if self.ok:
            head = "ok"
        else:
            head = ("ESCALATE " if self.should_escalate else "") + str(self.failure_kind)
        details = [f"{len(self.attempts)} attempt(s)", f"{self.elapsed * 1000:.0f} ms"]
        if self.request_id:
            details.append(f"request {self.request_id}")
        if self.incident_id:
            details.append(f"incident {self.incident_id}")
        if self.outcome is not None:
            details.append(f"outcome {self.outcome}")
        return f"{self.capability}: {head} ({', '.join(details)})\n{self.evidence_text}"
