"""Journal records: cheap plain tuples per request, formatted into entries only when read."""

from __future__ import annotations

import gc
from datetime import UTC, datetime

from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import ResponseSummary
from billing_sim.simulator.playback.journal import Annotation, journal_record
from billing_sim.simulator.store import journal_entry

ARRIVED = datetime(2026, 11, 20, 12, 0, 1, tzinfo=UTC)


def context(**fields: object) -> RequestContext:
    base = RequestContext(
        request_id="r-7",
        locale="es-VE",
        method="GET",
        path="/v1/customers",
        started_at=10.0,
        query_string=b"phone=%2B584141234567",
    )
    for name, value in fields.items():
        setattr(base, name, value)
    return base


def test_an_entry_is_formatted_from_the_record_when_read() -> None:
    """Arrival time (ISO 8601 Z), latency in ms, target masked."""
    record = journal_record(context(), ResponseSummary(200, 0.25), arrived=ARRIVED, log_pii=False)
    entry = journal_entry(record)
    assert entry.time == "2026-11-20T12:00:01Z"
    assert entry.latency_ms == 250
    assert (entry.session, entry.request_id, entry.method) == ("default", "r-7", "GET")
    assert entry.status == 200
    assert entry.target.startswith("/v1/customers?phone=%2A%2A")
    assert entry.target.endswith("67")
    assert (entry.scenario, entry.rule, entry.fault, entry.off_contract) == (
        None,
        None,
        None,
        False,
    )


def test_a_healthy_scenario_request_keeps_its_scenario_and_phase() -> None:
    """A scenario that decided nothing: scenario and phase, no rule."""
    annotated = context(fault=Annotation("brown-out", "slow", None))
    entry = journal_entry(
        journal_record(annotated, ResponseSummary(200, 0.001), arrived=ARRIVED, log_pii=True)
    )
    assert (entry.scenario, entry.phase, entry.rule, entry.fault) == (
        "brown-out",
        "slow",
        None,
        None,
    )
    assert entry.target == "/v1/customers?phone=%2B584141234567"


def test_records_of_untouched_requests_cost_the_garbage_collector_nothing() -> None:
    """Only numbers, strings and None: after one collection the GC stops tracking them."""
    records = [
        journal_record(context(), ResponseSummary(200, 0.001), arrived=ARRIVED, log_pii=False),
        journal_record(
            context(fault=Annotation("outage", None, None)),
            ResponseSummary(503, 0.001),
            arrived=ARRIVED,
            log_pii=False,
        ),
    ]
    gc.collect()
    assert [gc.is_tracked(record) for record in records] == [False, False]
