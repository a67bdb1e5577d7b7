"""RESULTS.md rendering."""

from __future__ import annotations

from dataclasses import replace

from bench.report import render
from bench.results import Results
from bench.targets import evaluate
from tests.unit.bench.support import full_results


def test_report_has_targets_table_then_every_section():
    """A targets table with a met column, then one heading per measured section."""
    results = full_results()
    text = render(results, evaluate(results))
    assert "| simulator getBillSummary req/s | ≥ 0.80x ceiling | 0.57x" in text
    assert "| **no** |" in text
    for heading in (
        "## Targets",
        "## 1. Simulator throughput",
        "### As shipped: `billing-sim serve`",
        "### Scenario engine overhead",
        "### Latency fault under load",
        "## 2. Start-up and memory",
        "## 3. Client overhead",
        "## 4. Breaker fail-fast",
        "## 5. Document retrieval latency",
        "## Reproduce",
    ):
        assert heading in text


def test_report_lists_pending_sections_and_omits_their_tables():
    """An unmeasured section has no table, and the reason is quoted under Pending."""
    results = replace(
        Results(machine={}, settings={}), pending=["escalation: the simulator has no scenarios"]
    )
    text = render(results, evaluate(results))
    assert "## Pending\n\n- escalation: the simulator has no scenarios" in text
    assert "## 1. Simulator throughput" not in text
    assert "| pending |" in text


def test_report_states_the_naive_baseline_as_computed():
    """The naive client's figure is computed from its policy, and the report says so."""
    results = full_results()
    text = render(results, evaluate(results))
    assert "computed, not measured" in text
    assert "up to 48 s" in text


def test_report_warns_when_the_machine_was_busy():
    """A high load average at the start is stated above the figures."""
    results = replace(full_results(), machine={"load_average_at_start": [3.5, 2.0, 1.0]})
    assert "The machine was busy" in render(results, evaluate(results))
    quiet = replace(full_results(), machine={"load_average_at_start": [0.2, 0.3, 0.3]})
    assert "The machine was busy" not in render(quiet, evaluate(quiet))
