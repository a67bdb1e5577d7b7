"""Evidence for failures, in fixed wording only.

An upstream error message is a prompt-injection channel (and a gateway's HTML page is noise),
so nothing the API wrote in prose reaches this text: only the status code, the error code (a
snake_case identifier the models validate, perhaps newer than this client's catalog), ids and
the limits that explain why the call stopped.

How many requests a call made and how long it took are not in the text: ``ToolResult``
carries them once (``attempts``, ``elapsed``) and ``str(result)`` shows them once, in its
first line. Same failure, same text, however long the network took.
"""

from __future__ import annotations

from typing import Any

from client._call import Outcome
from client._evidence import quoted
from client._retry import StopReason
from client._types import FailureKind, WriteOutcome

_K = FailureKind
_WHAT: dict[FailureKind, str] = {
    _K.REJECTED: "The billing system refused the request ({code}).",
    _K.INVALID_INPUT: "The billing system rejected the data given for {subject} ({code}).",
    _K.UNAUTHORIZED: "The billing system refused this bot's credentials (HTTP {status} {code}); "
    "this is a configuration problem, not the customer's.",
    _K.RATE_LIMITED: "The billing system is receiving too many requests (HTTP 429).",
    _K.CONFLICT: "The billing system is still processing the same payment (HTTP 409).",
    _K.TIMEOUT: "The billing system did not answer in time.",
    _K.CONNECTION: "The billing system could not be reached, or the connection broke before "
    "a complete answer.",
    _K.SERVER_ERROR: "The billing system failed (HTTP {status} {code}).",
    _K.CIRCUIT_OPEN: "The billing system is considered down after repeated failures, so no "
    "request was sent.",
    _K.DEADLINE_EXCEEDED: "No time was left within the {deadline:g} s limit to ask the billing "
    "system.",
    _K.CONTRACT_VIOLATION: "The billing system gave an answer this client cannot trust ({answer}).",
    _K.INTERNAL_ERROR: "The billing client failed internally.",
}
_STOP: dict[StopReason, str] = {
    StopReason.ATTEMPTS_EXHAUSTED: "Every attempt allowed failed.",
    StopReason.RETRY_AFTER_TOO_LONG: "The billing system asked to wait {retry_after:g} s, "
    "longer than the time left, so it was not retried.",
    StopReason.DEADLINE: "No time was left within the {deadline:g} s limit for another attempt.",
    StopReason.BUDGET_EXHAUSTED: "It was not retried: too many requests failed recently "
    "(retry budget exhausted).",
    StopReason.CIRCUIT_OPEN: "The circuit breaker opened, so it was not retried.",
}
_ESCALATE = "Escalate to a human agent."


def not_found_text(code: str | None, subject: str) -> str:
    """``The billing system has no invoice for invoice id "inv_x" (invoice_not_found).``"""
    if code is not None and code.endswith("_not_found"):
        thing = code.removesuffix("_not_found").replace("_", " ")
    else:
        thing = "record"
    return f"The billing system has no {thing} for {subject} ({code})."


def describe(outcome: Outcome[Any], subject: str, deadline: float) -> tuple[str, str]:
    """The ``error`` line and the ``evidence_text`` of a failed call.

    Args:
        outcome: The failed call (attempts may span several requests of one capability).
        subject: What was asked about, already quoted (``customer id "cus_x"``).
        deadline: The call's deadline in seconds, for the wording of time limits.
    """
    kind = outcome.kind or FailureKind.INTERNAL_ERROR
    code = outcome.code
    if kind is FailureKind.NOT_FOUND:
        what = not_found_text(code, subject)
    else:
        answer = f"HTTP {outcome.status}" if outcome.status is not None else "undecodable body"
        what = _WHAT[kind].format(
            code=code, status=outcome.status, subject=subject, deadline=deadline, answer=answer
        )
    parts = [what]
    if kind is FailureKind.INVALID_INPUT:
        parts.append("Ask the customer to check it.")
    if kind is FailureKind.CIRCUIT_OPEN:
        parts.append(_circuit_text(outcome))
    elif outcome.stop is not None and outcome.stop in _STOP and outcome.escalate:
        parts.append(
            _STOP[outcome.stop].format(retry_after=outcome.retry_after or 0.0, deadline=deadline)
        )
        if outcome.stop is StopReason.CIRCUIT_OPEN or outcome.incident_id:
            parts.append(f"Incident {outcome.incident_id}.")
    if outcome.request_id is not None:
        parts.append(f"Last request id {outcome.request_id}.")
    if outcome.write_outcome is not None and outcome.idempotency_key is not None:
        parts.append(write_text(outcome.write_outcome, outcome.idempotency_key))
    if outcome.escalate:
        parts.append(_ESCALATE)
    return what, " ".join(parts)


def _circuit_text(outcome: Outcome[Any]) -> str:
    rejection = outcome.rejection
    incident = f"Incident {outcome.incident_id}."
    if rejection is None or rejection.retry_at is None:
        return f"{incident} A recovery check of the billing system is in progress."
    return f"{incident} The billing system will next be tried in {outcome.retry_after or 0:.0f} s."


def write_text(outcome: WriteOutcome, key: str) -> str:
    """What the bot may say about a payment that was not confirmed."""
    if outcome is WriteOutcome.UNKNOWN:
        return (
            "The payment may or may not have been recorded (no final answer came back): do "
            f"not tell the customer it failed. Idempotency key {key}: retrying with this key "
            "can never record it twice."
        )
    if outcome is WriteOutcome.FAILED:
        return f"The payment was not recorded. Idempotency key {key}."
    return f"The payment was recorded. Idempotency key {key}."


def invalid_arguments(problem: str, advice: str) -> tuple[str, str]:
    """Evidence for arguments rejected before anything was sent (fixed wording)."""
    what = f"Nothing was sent: {problem}."
    return what, f"{what} {advice}"


def subject_of(**keys: str | None) -> str:
    """``customer id "cus_x", period "2026-11"`` from the non-empty keys given."""
    return ", ".join(
        f"{name.replace('_', ' ')} {quoted(value, 64)}" for name, value in keys.items() if value
    )
