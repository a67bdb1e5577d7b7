"""Summaries computed when results are recorded."""

from __future__ import annotations

import json
from dataclasses import asdict, replace

import pytest

from bench.results import CallOverhead, LatencyFault, Side, Startup
from tests.unit.bench.support import comparison, full_results, load


def test_side_reports_medians_and_total_errors():
    """Medians damp one noisy run; any error in any run is kept."""
    side = Side.of("s", [load(100.0, 1.0, 5.0), load(300.0, 3.0, 50.0, errors=2), load(200.0)])
    assert side.requests_per_s == 200.0
    assert side.p50_ms == 3.0
    assert side.p99_ms == 9.0
    assert side.errors == 2


def test_comparison_ratio_is_measured_over_reference_throughput():
    """0.5 when the simulator does half the ceiling's requests per second."""
    assert comparison("op", 8000.0, 4000.0).ratio == pytest.approx(0.5)


def test_latency_fault_offsets_are_measured_minus_configured():
    """Positive offsets: slower than configured."""
    fault = LatencyFault.of("getCustomer", 200, 100.0, load(1900.0, 103.5, 111.0))
    assert fault.p50_offset_ms == pytest.approx(3.5)
    assert fault.p99_offset_ms == pytest.approx(11.0)


def test_call_overhead_is_the_ratio_of_round_medians():
    """Medians over rounds, then capability over raw."""
    overhead = CallOverhead.of("sync", 10, [(130.0, 100.0), (120.0, 100.0), (500.0, 90.0)])
    assert overhead.capability_us == 130.0
    assert overhead.ratio == pytest.approx(1.3)


def test_startup_takes_medians_of_each_start():
    """Seconds and RSS medians are taken separately."""
    startup = Startup.of(100, [(1.0, 90.0), (3.0, 80.0), (2.0, 100.0)])
    assert (startup.seconds, startup.rss_mib) == (2.0, 90.0)


def test_results_serialise_to_json():
    """results.json is plain data: every record survives json.dumps."""
    document = json.loads(json.dumps(asdict(full_results())))
    assert document["throughput"][0]["measured"]["runs"][0]["requests_per_s"] > 0


def test_cpu_ratio_compares_cpu_time_per_response():
    """Half the ceiling's CPU per response is a 0.5 ratio, like half its throughput."""
    from bench.results import Comparison

    ceiling = Side.of("ceiling", [replace(load(8000.0), server_cpu_us=100.0)])
    simulator = Side.of("simulator", [replace(load(4000.0), server_cpu_us=200.0)])
    assert Comparison.of("op", "", ceiling, simulator).cpu_ratio == pytest.approx(0.5)


def test_cpu_ratio_is_absent_without_cpu_figures():
    """No CPU accounting, no CPU ratio (never a made-up one)."""
    assert comparison("op", 1.0, 1.0).cpu_ratio is None
