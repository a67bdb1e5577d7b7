"""Journal records: what the edge saw of a request and what the scenario did to it.

One plain tuple per request (:data:`~simulator.store.JournalRecord`), formatted only when the
control plane reads the journal (:func:`~simulator.store.journal_entry`). Phone numbers and tax
ids are masked (:mod:`billing_sim.simulator.privacy`) unless the instance logs personal data
(``log_pii``).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import NamedTuple

from billing_sim.simulator.clock import Clock, paired_readings
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import ResponseSummary
from billing_sim.simulator.privacy import masked_query
from billing_sim.simulator.scenario.engine import Decision
from billing_sim.simulator.store import JournalRecord


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


def arrival(clock: Clock, context: RequestContext) -> datetime:
    """Business time ``context``'s request arrived, read off ``clock`` in one instant.

    Not the end of the response minus its duration: the hook's ``after`` may run well after
    the duration was measured (in proxy mode, once the upstream's answer has been checked
    against the contract),
    and the journal orders replicas' records by arrival, so a late ``after`` would move its
    request behind the next one a sequential client sent through another replica.
    """
    monotonic, now = paired_readings(clock.monotonic, clock.now)
    return now - timedelta(seconds=monotonic - context.started_at)


def journal_record(
    context: RequestContext,
    summary: ResponseSummary,
    *,
    arrived: datetime,
    log_pii: bool,
) -> JournalRecord:
    """The record of one finished request (formatted later, when the journal is read).

    Args:
        context: The request as the edge resolved it (``fault`` holds the hook's annotation).
        summary: How it ended.
        arrived: Business time the request arrived (:func:`arrival`).
        log_pii: Whether personal data is journaled as sent.
    """
    key = context.params.get("Idempotency-Key")
    head = (
        arrived.timestamp(),
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
        return (*head, None, None, None, None, None, None, False, context.violations)
    decision = annotation.decision
    if decision is None:
        scenario, phase = annotation.scenario, annotation.phase
        return (*head, scenario, phase, None, None, None, None, False, context.violations)
    fault, outcome, off_contract = None, None, False
    if annotation.applied:
        fault, outcome = decision.kind, decision.outcome.describe()
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
        context.violations,
    )
