"""Hand-made results for the report and target tests."""

from __future__ import annotations

from bench.loadresult import LoadResult
from bench.results import (
    CallOverhead,
    Comparison,
    Escalation,
    LatencyFault,
    OpenCircuit,
    Results,
    RetrievalLatency,
    Side,
    Startup,
)
from bench.stats import Distribution


def load(rate: float, p50: float = 4.0, p99: float = 9.0, errors: int = 0) -> LoadResult:
    """One run at ``rate`` req/s."""
    return LoadResult(int(rate * 5), 5.0, rate, p50, p99, errors)


def comparison(name: str, reference: float, measured: float) -> Comparison:
    """Two sides of three runs each around the given rates."""
    return Comparison.of(
        name,
        f"{name} detail",
        Side.of("ceiling", [load(reference * f) for f in (0.99, 1.0, 1.01)]),
        Side.of("simulator", [load(measured * f) for f in (0.98, 1.0, 1.03)]),
    )


def escalation(scenario: str, max_s: float) -> Escalation:
    """A scenario whose slowest call took ``max_s``."""
    return Escalation(scenario, "get_bill_summary", 50, 50, 0, max_s, 0.0001, max_s, {"x": 1})


def full_results() -> Results:
    """Every section filled; getBillSummary, the shipped CLI and brown-out miss their targets."""
    return Results(
        machine={"cpu_model": "Test CPU", "cores": 2, "packages": {"fastapi": "1.0"}},
        settings={"generated_at": "2026-01-01 00:00 UTC", "load_generator": "wrk"},
        throughput=[
            comparison("getCustomer", 7000.0, 7100.0),
            comparison("getBillSummary", 7000.0, 4000.0),
        ],
        shipped_cli=comparison("billing-sim serve", 7100.0, 3550.0),
        scenario_overhead=comparison("getCustomer + 20 rules", 8000.0, 7600.0),
        latency_fault=LatencyFault.of("getCustomer", 200, 100.0, load(1900.0, 102.0, 104.0)),
        startup=[Startup.of(100, [(1.2, 90.0)]), Startup.of(1_000_000, [(1.3, 91.0)])],
        client_overhead=[CallOverhead.of("sync", 1000, [(1100.0, 1000.0)])],
        open_circuit=[OpenCircuit("sync", Distribution.of([20.0, 25.0, 40.0]))],
        escalation=[escalation("total-outage", 0.01), escalation("brown-out", 3.01)],
        retrieval=[
            RetrievalLatency(
                "hybrid", "SQLite FTS5 + test", 10, 2, 1.5, Distribution.of([4.0, 6.0])
            )
        ],
    )
