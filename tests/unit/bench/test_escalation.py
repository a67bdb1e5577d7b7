"""Summarising a drive of calls under an outage scenario."""

from __future__ import annotations

import pytest

from bench.escalation import STEADY_FROM, Drive, summarise
from billing_sim.client import FailureKind, ToolResult


def _result(ok: bool, kind: FailureKind | None = None) -> ToolResult[object]:
    return ToolResult(
        "get_bill_summary", ok=ok, evidence_text="", failure_kind=kind, should_escalate=not ok
    )


def test_first_steady_and_slowest_calls():
    """First call alone, steady state from the tenth call on, and the maximum."""
    timings = [2.9, 3.0, 3.0] + [0.001] * 6 + [0.002] * 11
    results = [_result(False, FailureKind.TIMEOUT)] * 3 + [
        _result(False, FailureKind.CIRCUIT_OPEN)
    ] * 17
    summary = summarise(Drive("brown-out"), timings, results)
    assert summary.first_s == 2.9
    assert summary.steady_s == pytest.approx(0.002)
    assert summary.max_s == 3.0
    assert summary.calls == 20
    assert summary.escalated == 20
    assert summary.failure_kinds == {"timeout": 3, "circuit_open": 17}
    assert STEADY_FROM == 10


def test_short_drives_use_every_call_after_the_first_as_steady_state():
    """Fewer than ten calls: the steady state is calls 2 onwards."""
    summary = summarise(Drive("x"), [1.0, 0.1, 0.3], [_result(True)] * 3)
    assert summary.steady_s == pytest.approx(0.2)
    assert summary.answered == 3
    assert summary.failure_kinds == {}
