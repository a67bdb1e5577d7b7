"""Each fault kind becomes a concrete, contract-aware outcome."""

from __future__ import annotations

import statistics

import pytest

from billing_sim.simulator.scenario import (
    AfterCommit,
    Close,
    Delay,
    Hang,
    Malformed,
    Outcome,
    Reply,
    Reset,
    ScenarioRequest,
    SlowBody,
    Truncate,
)
from billing_sim.simulator.scenario.faults import describe_outcome
from tests.unit.scenario.helpers import decisions, request, with_rules


def _outcome(fault: str, operation: str, params: dict[str, str]) -> Outcome:
    scenario = with_rules(f"- match: {{operation: {operation}}}\n  fault: {fault}\n")
    req = ScenarioRequest("default", operation, params, {})
    (decision,) = decisions(scenario, [req])
    assert decision is not None
    return decision.outcome


@pytest.mark.parametrize(
    ("fault", "operation", "expected"),
    [
        ("{kind: latency, ms: 250}", "getCustomer", Delay(250)),
        ("{kind: hang}", "getCustomer", Hang(30.0)),
        ("{kind: hang, max_s: 2.5}", "getCustomer", Hang(2.5)),
        (
            "{kind: http_error, status: 503}",
            "getCustomer",
            Reply(503, "billing_backend_unavailable", "problem", (("Retry-After", "1"),)),
        ),
        (
            "{kind: http_error, status: 503, retry_after: 30}",
            "listPlans",
            Reply(503, "billing_backend_unavailable", "problem", (("Retry-After", "30"),)),
        ),
        (
            "{kind: http_error, status: 500}",
            "getCustomer",
            Reply(500, "internal_error", "problem", ()),
        ),
        (
            "{kind: http_error, status: 401}",
            "getCustomer",
            Reply(
                401, "unauthenticated", "problem", (("WWW-Authenticate", 'Bearer realm="billing"'),)
            ),
        ),
        (
            "{kind: http_error, status: 422, code: invoice_already_paid}",
            "createPayment",
            Reply(422, "invoice_already_paid", "problem", ()),
        ),
        ("{kind: not_found}", "getInvoice", Reply(404, "invoice_not_found", "problem", ())),
        (
            "{kind: not_found, code: invoice_not_found}",
            "getBillSummary",
            Reply(404, "invoice_not_found", "problem", ()),
        ),
        (
            "{kind: rate_limit, retry_after: 2, limit: 100, window_s: 60}",
            "listPlans",
            Reply(
                429,
                "rate_limited",
                "problem",
                (
                    ("Retry-After", "2"),
                    ("RateLimit-Policy", '"default";q=100;w=60'),
                    ("RateLimit", '"default";r=0;t=2'),
                ),
            ),
        ),
        ("{kind: reset}", "getCustomer", Reset()),
        ("{kind: close}", "getCustomer", Close()),
        ("{kind: truncate}", "getCustomer", Truncate(0.5, None)),
        ("{kind: truncate, bytes: 7}", "getCustomer", Truncate(None, 7)),
        (
            "{kind: malformed, variant: missing_field, field: id}",
            "getCustomer",
            Malformed("missing_field", "id"),
        ),
        ("{kind: slow_body, duration_s: 3}", "getCustomer", SlowBody(3.0, 10)),
        ("{kind: after_commit, then: hang, max_s: 9}", "createPayment", AfterCommit(Hang(9.0))),
        ("{kind: after_commit, then: reset}", "createPayment", AfterCommit(Reset())),
        (
            "{kind: after_commit, then: http_503, retry_after: 4}",
            "createPayment",
            AfterCommit(
                Reply(503, "billing_backend_unavailable", "problem", (("Retry-After", "4"),))
            ),
        ),
    ],
)
def test_fault_becomes_outcome(fault: str, operation: str, expected: Outcome) -> None:
    """Codes, required headers and defaults come from the contract."""
    params = {"customer_id": "cus_7k2m9q4x1z"} if operation == "getCustomer" else {}
    assert _outcome(fault, operation, params) == expected


def test_off_contract_bodies_carry_no_code() -> None:
    """A bare or HTML error has no problem code; required headers are still sent."""
    scenario = with_rules(
        "- off_contract: true\n  fault: {kind: http_error, status: 503, body: html}\n"
    )
    (decision,) = decisions(scenario, [request()])
    assert decision is not None
    assert decision.outcome == Reply(503, None, "html", (("Retry-After", "1"),))
    assert decision.off_contract


def _latencies(fault: str, count: int = 4_000) -> list[int]:
    scenario = with_rules(f"- fault: {fault}\n")
    outcomes = [d.outcome for d in decisions(scenario, [request()] * count) if d is not None]
    return [o.ms for o in outcomes if isinstance(o, Delay)]


def test_uniform_latency_stays_in_range_and_spreads() -> None:
    """Uniform draws cover [min_ms, max_ms] evenly."""
    values = _latencies("{kind: latency, distribution: {uniform: {min_ms: 100, max_ms: 300}}}")
    assert min(values) >= 100
    assert max(values) <= 300
    assert 190 <= statistics.mean(values) <= 210


def test_lognormal_latency_has_the_median_and_respects_the_cap() -> None:
    """Half the draws fall below median_ms, none above max_ms, and the tail reaches the cap."""
    values = _latencies(
        "{kind: latency, distribution: {lognormal: {median_ms: 4000, sigma: 0.5}}, max_ms: 9000}"
    )
    assert 3800 <= statistics.median(values) <= 4200
    assert max(values) == 9000
    assert min(values) > 0


def test_descriptions_are_one_readable_line() -> None:
    """describe_outcome renders every outcome on one line."""
    texts = [
        describe_outcome(
            Reply(503, "billing_backend_unavailable", "problem", (("Retry-After", "30"),))
        ),
        describe_outcome(AfterCommit(Hang(30.0))),
        describe_outcome(Truncate(None, 12)),
        describe_outcome(Malformed("wrong_type", None)),
    ]
    assert texts == [
        "503 billing_backend_unavailable, Retry-After: 30",
        "payment stored, then hang: no response, connection closed after 30 s",
        "body cut after 12 bytes",
        "malformed 2xx: wrong_type",
    ]
