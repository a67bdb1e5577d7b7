"""Every capability against the in-process simulator under every shipped scenario.

Each scenario gets the same tour (``tour.py``); ``oracle.check_run`` checks every attempt
against the simulator's journal and every deadline, and the scenario's own expectation below
states what its description promises a well-behaved bot: ok, not found, or escalate with
which failure kind.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from billing_sim.client import FailureKind, Timeouts, ToolResult, WriteOutcome
from tests.contract.client.oracle import check_run
from tests.contract.client.tour import WORKED_EXAMPLE, Run, run_tour

K = FailureKind
SCENARIOS_DIR = Path(__file__).resolve().parents[3] / "scenarios"
SHIPPED = sorted(path.stem for path in SCENARIOS_DIR.glob("*.yaml"))
FLAVORS = ["sync", "async"]
ANSWERS = {None, K.NOT_FOUND}
"""What a healthy billing system gives the tour: data, or "no such account"."""


def kinds(run: Run) -> set[FailureKind | None]:
    return {result.failure_kind for result in run.results}


def results(run: Run, capability: str, subject: str | None = None) -> list[ToolResult[Any]]:
    return [
        result
        for call, result in zip(run.calls, run.results, strict=True)
        if call.capability == capability and subject in (None, call.subject)
    ]


def attempt_kinds(run: Run) -> set[FailureKind | None]:
    return {attempt.failure_kind for result in run.results for attempt in result.attempts}


def like_healthy(run: Run, where: Callable[[Any], bool], *, or_open: bool = False) -> None:
    """The calls selected by ``where`` got what they get with no scenario.

    ``or_open``: or fail fast with ``circuit_open``, when timeouts elsewhere in the scenario
    come from enough customers to open the circuit (which ones do depends on the timing).
    """
    healthy = run_tour("healthy", "sync")
    for call, result, expected in zip(run.calls, run.results, healthy.results, strict=True):
        if where(call):
            allowed = {expected.failure_kind} | ({K.CIRCUIT_OPEN} if or_open else set())
            assert result.failure_kind in allowed, (call.label, result)


def expect_healthy(run: Run) -> None:
    for call, result in zip(run.calls, run.results, strict=True):
        if call.subject == "unknown":
            assert (result.failure_kind, result.should_escalate) == (K.NOT_FOUND, False), result
        else:
            assert result.ok, result
    assert not any(entry.fault for entry in run.journal)


def expect_total_outage(run: Run) -> None:
    assert kinds(run) == {K.SERVER_ERROR, K.CIRCUIT_OPEN}
    # Retry-After 30 does not fit a 3 s deadline: one request each, then the circuit opens.
    assert [len(result.attempts) for result in run.results[:5]] == [1] * 5
    assert (run.results[5].failure_kind, run.results[5].attempts) == (K.CIRCUIT_OPEN, ())
    assert len({r.incident_id for r in run.results if r.failure_kind is K.CIRCUIT_OPEN}) == 1


def expect_one_customer_broken(run: Run) -> None:
    def broken(call: Any) -> bool:
        return bool(call.subject == WORKED_EXAMPLE.key and call.customer_path)

    for call, result in zip(run.calls, run.results, strict=True):
        if broken(call):
            assert (result.failure_kind, result.should_escalate) == (K.SERVER_ERROR, True), result
            assert 1 <= len(result.attempts) <= 3, result
    like_healthy(run, lambda call: not broken(call))
    assert not run.breaker_opened, "one account opened the circuit for everyone"


def expect_flapping(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.SERVER_ERROR, K.CIRCUIT_OPEN}
    assert K.SERVER_ERROR in attempt_kinds(run)


def expect_brown_out(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.TIMEOUT, K.CIRCUIT_OPEN, K.DEADLINE_EXCEEDED}
    assert K.TIMEOUT in kinds(run)
    limit = Timeouts().attempt
    assert all(a.elapsed <= limit for result in run.results for a in result.attempts)


def expect_rate_limit_storm(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.RATE_LIMITED}
    assert K.RATE_LIMITED in kinds(run)
    assert not run.breaker_opened, "429 says billing is alive: it never opens the circuit"


def expect_not_found_storm(run: Run) -> None:
    # A gateway's bare 404 is not "no such customer": never a business not_found.
    assert kinds(run) == {K.CONTRACT_VIOLATION, K.CIRCUIT_OPEN}
    for result in run.results:
        assert len(result.attempts) <= 1, result


def expect_payment_after_commit(run: Run) -> None:
    (payment,) = results(run, "record_payment")
    assert (payment.ok, payment.outcome) == (True, WriteOutcome.SUCCEEDED), payment
    assert [a.failure_kind for a in payment.attempts] == [K.TIMEOUT, None]
    assert "it was not recorded twice" in payment.evidence_text
    writes = [entry for entry in run.journal if entry.operation_id == "createPayment"]
    assert [entry.fault for entry in writes] == ["after_commit", None]
    assert len({entry.idempotency_key for entry in writes}) == 1
    like_healthy(run, lambda call: call.capability != "record_payment")


def expect_outage_then_recovery(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.SERVER_ERROR, K.CIRCUIT_OPEN}
    assert all(result.ok for result in run.results[:6])  # the healthy first 30 s
    assert {K.SERVER_ERROR, K.CIRCUIT_OPEN} <= kinds(run)


def expect_contract_drift(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.CONTRACT_VIOLATION, K.CIRCUIT_OPEN}
    for capability in ("get_balance", "get_bill_summary"):
        for result in results(run, capability, WORKED_EXAMPLE.key):
            assert result.failure_kind is K.CONTRACT_VIOLATION, result
            assert len(result.attempts) == 1, "a malformed 2xx is not retried"
    assert results(run, "find_customer", WORKED_EXAMPLE.key)[0].ok


def expect_connection_resets(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.CONNECTION, K.CIRCUIT_OPEN}
    assert K.CONNECTION in attempt_kinds(run)
    recovered = [r for r in run.results if r.ok and any(a.failure_kind for a in r.attempts)]
    assert recovered, "a reset read is retried and recovers"


def expect_slow_body(run: Run) -> None:
    def dribbled(call: Any) -> bool:
        return call.capability in ("get_bill_summary", "list_invoices")

    for call, result in zip(run.calls, run.results, strict=True):
        if dribbled(call) and call.subject != "unknown":
            assert result.failure_kind in (K.TIMEOUT, K.CIRCUIT_OPEN), result
    like_healthy(run, lambda call: not dribbled(call), or_open=True)
    assert any(r.ok for call, r in zip(run.calls, run.results, strict=True) if not dribbled(call))


def expect_legal_faults(run: Run) -> None:
    assert kinds(run) <= ANSWERS | {K.SERVER_ERROR, K.RATE_LIMITED, K.CIRCUIT_OPEN}


EXPECTATIONS: dict[str, Callable[[Run], None]] = {
    "brown-out": expect_brown_out,
    "connection-resets": expect_connection_resets,
    "contract-drift": expect_contract_drift,
    "flapping-5xx": expect_flapping,
    "healthy": expect_healthy,
    "legal-faults": expect_legal_faults,
    "not-found-storm": expect_not_found_storm,
    "one-customer-broken": expect_one_customer_broken,
    "outage-then-recovery": expect_outage_then_recovery,
    "payment-after-commit-timeout": expect_payment_after_commit,
    "rate-limit-storm": expect_rate_limit_storm,
    "slow-body": expect_slow_body,
    "total-outage": expect_total_outage,
}


def test_every_shipped_scenario_has_an_expectation() -> None:
    """A new scenario file fails here until this matrix says what the client must do."""
    assert sorted(EXPECTATIONS) == SHIPPED


@pytest.mark.parametrize("flavor", FLAVORS)
@pytest.mark.parametrize("scenario", SHIPPED)
def test_every_capability_answers_as_the_scenario_demands(scenario: str, flavor: str) -> None:
    """Each result matches the journal, keeps its deadline and meets the scenario's promise."""
    run = run_tour(scenario, flavor)
    check_run(run)
    EXPECTATIONS[scenario](run)


@pytest.mark.parametrize("scenario", SHIPPED)
def test_sync_and_async_tools_agree_call_for_call(scenario: str) -> None:
    """Same scenario, same seed: the two tool sets give the same results, evidence included."""

    def summary(run: Run) -> list[tuple[Any, ...]]:
        return [
            (r.ok, r.failure_kind, r.evidence_text, r.outcome, r.elapsed, r.attempts)
            for r in run.results
        ]

    assert summary(run_tour(scenario, "sync")) == summary(run_tour(scenario, "async"))


def stable(data: Any) -> Any:
    """The data without ``as_of`` (the time of the answer, which retries move)."""
    if isinstance(data, list):
        return [stable(item) for item in data]
    return data.model_dump(exclude={"as_of"})


def test_ok_answers_under_faults_carry_the_healthy_data() -> None:
    """Whatever a scenario did to other calls, a read that succeeded has the true data."""
    healthy = run_tour("healthy", "sync")
    checked = 0
    for scenario in SHIPPED:
        run = run_tour(scenario, "sync")
        for call, result, truth in zip(run.calls, run.results, healthy.results, strict=True):
            if result.ok and call.capability != "record_payment":
                assert stable(result.data) == stable(truth.data), (scenario, call.label)
                checked += 1
    assert checked > 100
