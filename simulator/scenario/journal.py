"""Journal entries: built from what the edge saw, personal data masked, filtered for reading.

Phone numbers and tax ids are masked (:mod:`simulator.privacy`) unless the instance logs
personal data (``log_pii``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from simulator.edge.context import RequestContext
from simulator.edge.hooks import ResponseSummary
from simulator.privacy import masked_query
from simulator.scenario.engine import Decision
from simulator.scenario.outcome import describe_outcome
from simulator.store import JournalEntry


@dataclass(frozen=True, slots=True)
class Annotation:
    """What the scenario hook decided for a request, kept on its context until it is journaled."""

    scenario: str
    phase: str | None
    decision: Decision | None


def request_target(path: str, query_string: bytes, *, log_pii: bool) -> str:
    """The path and query string to journal, personal data masked unless ``log_pii``."""
    if not query_string:
        return path
    query = query_string.decode("latin-1")
    return f"{path}?{query if log_pii else masked_query(query)}"


def journal_entry(
    context: RequestContext,
    summary: ResponseSummary,
    *,
    now: datetime,
    log_pii: bool,
) -> JournalEntry:
    """The entry for one finished request.

    Args:
        context: The request as the edge resolved it (``fault`` holds the hook's annotation).
        summary: How it ended.
        now: Business time at the end of the response.
        log_pii: Whether personal data is journaled as sent.
    """
    annotation = context.fault if isinstance(context.fault, Annotation) else None
    decision = annotation.decision if annotation else None
    key = context.params.get("Idempotency-Key")
    arrived = now - timedelta(seconds=summary.duration)
    return JournalEntry(
        time=arrived.isoformat().replace("+00:00", "Z"),
        session=context.session,
        request_id=context.request_id,
        method=context.method,
        target=request_target(context.path, context.query_string, log_pii=log_pii),
        operation_id=context.operation_id,
        status=summary.status,
        latency_ms=round(summary.duration * 1000),
        idempotency_key=key if isinstance(key, str) else None,
        scenario=annotation.scenario if annotation else None,
        phase=annotation.phase if annotation else None,
        rule=decision.rule.name if decision else None,
        fault=decision.kind if decision else None,
        outcome=describe_outcome(decision.outcome) if decision else None,
        ordinal=decision.ordinal if decision else None,
        off_contract=decision.off_contract if decision else False,
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
