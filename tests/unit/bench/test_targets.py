"""The issue's targets against a run's figures."""

from __future__ import annotations

from dataclasses import replace

from bench.results import Comparison, Results
from bench.targets import evaluate
from tests.unit.bench.support import comparison, full_results


def _by_area(results: Results) -> dict[str, bool | None]:
    return {target.area: target.met for target in evaluate(results)}


def test_each_target_is_judged_on_its_own_figure():
    """Met and missed targets side by side, in the issue's order."""
    met = _by_area(full_results())
    assert met["simulator getCustomer req/s"] is True
    assert met["simulator getBillSummary req/s"] is False
    assert met["`billing-sim serve` as shipped, getCustomer"] is False
    assert met["scenario engine, 20 rules, none matching"] is True
    assert met["latency fault 100 ms at 200 connections"] is True
    assert met["start-up to first answer"] is True
    assert met["RSS after warm-up"] is True
    assert met["capability call, sync"] is True
    assert met["open-circuit ToolResult, sync"] is True
    assert met["time to a ToolResult, total-outage"] is True
    assert met["time to a ToolResult, brown-out"] is False


def test_missing_sections_are_pending_not_met():
    """A section that did not run is reported as pending (None), never as met."""
    rows = evaluate(Results(machine={}, settings={}))
    assert rows
    assert all(row.met is None for row in rows)
    assert all("not measured" in row.measured for row in rows)


def test_engine_overhead_above_ten_percent_is_missed():
    """0.85 of the plain simulator's throughput is a 15 % overhead."""
    results = replace(full_results(), scenario_overhead=comparison("x", 8000.0, 6800.0))
    assert _by_area(results)["scenario engine, 20 rules, none matching"] is False


def test_escalation_times_show_overshoot_to_the_millisecond():
    """3.004 s must not print as 3.00 s next to a 3 s deadline."""
    rows = {t.area: t for t in evaluate(full_results())}
    brown_out = rows["time to a ToolResult, brown-out"]
    assert "max 3.010 s" in brown_out.measured
    assert "steady 0.1 ms" in brown_out.measured


def test_a_target_needs_both_throughput_and_cpu_ratios():
    """Throughput says 0.96, CPU per response says 0.86: a 14 % overhead is not met."""
    base = comparison("x", 8000.0, 7680.0)
    disagreeing = Comparison.of("x", "", base.reference, base.measured)
    disagreeing = replace(disagreeing, cpu_ratio=0.86)
    results = replace(full_results(), scenario_overhead=disagreeing)
    assert _by_area(results)["scenario engine, 20 rules, none matching"] is False
