"""Journal entries: built from what the edge saw, personal data masked, filtered for reading.

Phone numbers and tax ids are masked (:mod:`simulator.privacy`) unless the instance logs
personal data (``log_pii``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NamedTuple

from simulator.edge.context import RequestContext
from simulator.edge.hooks import ResponseSummary
from simulator.privacy import masked_query
from simulator.scenario.engine import Decision
from simulator.scenario.outcome import describe_outcome
from simulator.store import JournalEntry, JournalRecord


class Annotation(NamedTuple):
    """What the scenario hook decided for a request, kept on its context until it is journaled.

    ``applied`` is false when the rule fired but its fault left the answer as the route wrote
    it (a fault that reshapes a success meeting a business ``404``): the journal then names
    the rule but no fault.
    """

    scenario: str
    phase: str | None
    decision: Decision | None
    applied: bool = True


def request_target(path: str, query_string: bytes, *, log_pii: bool) -> str:
    """The path and query string to journal, personal data masked unless ``log_pii``."""
    if not query_string:
        return path
    query = query_string.decode("latin-1")
    return f"{path}?{query if log_pii else masked_query(query)}"


def journal_record(
    context: RequestContext,
    summary: ResponseSummary,
    *,
    now: datetime,
    log_pii: bool,
) -> JournalRecord:
    """The record of one finished request (formatted later, by :func:`journal_entry`).

    Args:
        context: The request as the edge resolved it (``fault`` holds the hook's annotation).
        summary: How it ended.
        now: Business time at the end of the response.
        log_pii: Whether personal data is journaled as sent.
    """
    key = context.params.get("Idempotency-Key")
    head = (
        now.timestamp() - summary.duration,
        summary.duration,
        context.session,
        context.request_id,
        context.method,
        request_target(context.path, context.query_string, log_pii=log_pii),
        context.operation_id,
        summary.status,
        key if isinstance(key, str) else None,
    )
    annotation = context.fault
    if not isinstance(annotation, Annotation):
        return (*head, None, None, None, None, None, None, False)
    decision = annotation.decision
    if decision is None:
        return (*head, annotation.scenario, annotation.phase, None, None, None, None, False)
    fault, outcome, off_contract = None, None, False
    if annotation.applied:
        fault, outcome = decision.kind, describe_outcome(decision.outcome)
        off_contract = decision.off_contract
    rule = decision.rule.name
    return (
        *head,
        annotation.scenario,
        annotation.phase,
        rule,
        fault,
        outcome,
        decision.ordinal,
        off_contract,
    )


def journal_entry(record: JournalRecord) -> JournalEntry:
    """The entry a record stands for, as the control plane shows it."""
    (arrived, duration, session, request_id, method, target, operation_id, status, key) = record[:9]
    scenario, phase, rule, fault, outcome, ordinal, off_contract = record[9:]
    return JournalEntry(
        time=datetime.fromtimestamp(arrived, UTC).isoformat().replace("+00:00", "Z"),
        session=session,
        request_id=request_id,
        method=method,
        target=target,
        operation_id=operation_id,
        status=status,
        latency_ms=round(duration * 1000),
        idempotency_key=key,
        scenario=scenario,
        phase=phase,
        rule=rule,
        fault=fault,
        outcome=outcome,
        ordinal=ordinal,
        off_contract=off_contract,
    )


@dataclass(frozen=True, slots=True)
class JournalQuery:
    """Which entries to return: every given criterion must hold; the newest ``limit`` win."""

    operation: str | None = None
    status: int | None = None
    rule: str | None = None
    fault: str | None = None
    limit: int = 1000

    def select(self, entries: list[JournalEntry]) -> list[JournalEntry]:
        """The matching entries, oldest first, at most ``limit`` (the most recent ones)."""
        matching = [entry for entry in entries if self._matches(entry)]
        return matching[-self.limit :] if self.limit else []

    def _matches(self, entry: JournalEntry) -> bool:
        return (
            self.operation in (None, entry.operation_id)
            and self.status in (None, entry.status)
            and self.rule in (None, entry.rule)
            and self.fault in (None, entry.fault)
        )


def entry_json(entry: JournalEntry) -> dict[str, Any]:
    """The entry as the control plane's JSON object."""
    return entry._asdict()
