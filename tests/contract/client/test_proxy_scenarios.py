"""Shipped scenarios played in proxy mode (``serve --upstream``) on live answers.

The proxy runs in process in front of an implementation (the simulator itself, healthy, or
the deliberately broken one of ``tests/support/broken_billing.py``), on the same virtual time
as the client. The scenario engine decides as it does in the simulator (seed, rule, operation,
ordinal), so the client must meet the same faults and escalate the same way, call for call.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from billing_sim.client import FailureKind, WriteOutcome
from tests.contract.client.oracle import check_run
from tests.contract.client.test_scenarios import SHIPPED
from tests.contract.client.tour import (
    PAYER,
    PAYMENT,
    SETTINGS,
    UPSTREAM_URL,
    Run,
    Simulated,
    run_tour,
)


def outcomes(run: Run) -> list[tuple[Any, ...]]:
    """What the bot saw of each call: the verdict and each attempt's kind."""
    return [
        (
            call.label,
            result.ok,
            result.failure_kind,
            result.should_escalate,
            [attempt.failure_kind for attempt in result.attempts],
        )
        for call, result in zip(run.calls, run.results, strict=True)
    ]


def faults(run: Run) -> list[tuple[Any, ...]]:
    """What the scenario did, request by request, as the journal says."""
    return [
        (entry.operation_id, entry.rule, entry.fault, entry.ordinal, entry.status)
        for entry in run.journal
    ]


@pytest.mark.parametrize("scenario", SHIPPED)
def test_a_shipped_scenario_through_the_proxy_gives_the_client_the_same_outcomes(
    scenario: str,
) -> None:
    """In front of the simulator, every call ends as it does against the simulator alone."""
    alone = run_tour(scenario, "sync")
    proxied = run_tour(scenario, "sync", "simulator")
    check_run(proxied)
    assert outcomes(proxied) == outcomes(alone)
    assert faults(proxied) == faults(alone)


@pytest.mark.parametrize("scenario", ["flapping-5xx", "total-outage", "connection-resets"])
def test_async_tools_through_the_proxy_agree_with_the_simulator_alone(scenario: str) -> None:
    """The async tools meet the same faults through the proxy."""
    assert outcomes(run_tour(scenario, "async", "simulator")) == outcomes(
        run_tour(scenario, "async")
    )


def test_a_healthy_simulator_behind_the_proxy_breaks_no_promise() -> None:
    """The reference implementation's answers carry no violation."""
    run = run_tour("healthy", "sync", "simulator")
    assert [entry.violations for entry in run.journal if entry.violations] == []
    assert {entry.category for entry in run.journal} <= {"ok", "business"}


def test_the_broken_implementation_behind_the_proxy_has_its_violations_named() -> None:
    """Each answer that breaks the contract is journaled with the promise it breaks."""
    run = run_tour("healthy", "sync", "broken")
    broken = {
        violation["promise"]: entry.operation_id
        for entry in run.journal
        for violation in entry.violations
    }
    assert broken.get("money.display") is not None  # display_ungrouped
    assert broken.get("status.declared") == "searchCustomers"  # undeclared_status: 204
    assert broken.get("money.integer-minor-units") == "getInvoice"  # money_as_floats
    assert broken.get("invoice.total-from-totals") == "listInvoices"  # subtotal_without_fees
    assert broken.get("bill.reasons-add-up") == "getBillSummary"  # reasons_drop_late_fee
    violating = [entry for entry in run.journal if entry.violations]
    assert {entry.category for entry in violating} == {"violation"}
    assert all(len(v["reason"].splitlines()) == 1 for e in violating for v in e.violations)


@pytest.mark.parametrize("scenario", ["flapping-5xx", "rate-limit-storm", "not-found-storm"])
def test_faults_fire_on_the_broken_implementation_as_on_the_simulator(scenario: str) -> None:
    """The scenario's decisions do not depend on what the upstream answers."""
    alone = [e for e in run_tour(scenario, "sync").journal if e.fault]
    proxied = [e for e in run_tour(scenario, "sync", "broken").journal if e.fault]
    assert proxied
    first = [(e.operation_id, e.rule, e.fault, e.ordinal) for e in alone[: len(proxied)]]
    assert [(e.operation_id, e.rule, e.fault, e.ordinal) for e in proxied][: len(first)] == first


def test_a_payment_whose_answer_is_lost_after_commit_is_recorded_once_upstream() -> None:
    """after_commit forwards createPayment, the upstream commits it, the answer is lost; the
    client's retry with the same Idempotency-Key gets the upstream's replay: one payment."""
    sim = Simulated.under("payment-after-commit-timeout", "simulator")
    tools = sim.sync_tools()
    try:
        result = tools.record_payment(*PAYMENT)
    finally:
        tools.close()
    assert (result.ok, result.outcome) == (True, WriteOutcome.SUCCEEDED), result
    assert [a.failure_kind for a in result.attempts] == [FailureKind.TIMEOUT, None]
    journal = asyncio.run(sim.journal())
    writes = [entry for entry in journal if entry.operation_id == "createPayment"]
    assert [entry.fault for entry in writes] == ["after_commit", None]
    assert len({entry.idempotency_key for entry in writes}) == 1

    async def upstream_payments() -> list[dict[str, Any]]:
        headers = {"Authorization": f"Bearer {SETTINGS.api_keys[0]}"}
        transport = httpx.ASGITransport(sim.upstream)
        async with httpx.AsyncClient(transport=transport, base_url=UPSTREAM_URL) as http:
            path = f"/v1/customers/{PAYER.customer_id}/payments"
            page = (await http.get(path, headers=headers)).json()
        return [p for p in page["data"] if p.get("reference") == PAYMENT[-1]]

    assert len(asyncio.run(upstream_payments())) == 1
