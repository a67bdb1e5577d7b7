"""verify's records of workflow responses: schemathesis' checks and the response promises by
name, each with the promises it speaks for; the workflow's judgements as records."""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.verify.checks import check_step, outcome_records
from billing_sim.toolkit.verify.stateful.judgement import Outcome
from billing_sim.toolkit.verify.stateful.payments import judge_payment
from billing_sim.toolkit.workflow.walk import WorkflowStart
from tests.unit.toolkit.workflow_support import payment_trace, step

CUSTOMER: dict[str, Any] = {
    "id": "cus_abcdef1",
    "account_number": "1000000016",
    "tax_id": {"kind": "V", "value": "V-12345678-9"},
    "name": "Ana",
    "phones": [],
    "email": None,
    "status": "active",
    "service_address": {
        "line1": "Calle 1",
        "line2": None,
        "city": "Caracas",
        "state": "DC",
        "postal_code": None,
        "country": "VE",
    },
    "billing_currency": "VES",
    "pricing_currency": "USD",
    "locale": "es-VE",
    "created_at": "2024-01-01T00:00:00Z",
}
HEADERS = {"content-language": "es-VE", "etag": '"v1"'}
START = WorkflowStart("1000000016", "key-1", "REF-1")


def customer_step(body: dict[str, Any]) -> Any:
    found = step("s/GetCustomer", "getCustomer", 200, body, path={"customer_id": "cus_abcdef1"})
    found.response.headers.update({k: [v] for k, v in HEADERS.items()})
    return found


def test_each_check_on_a_workflow_step_is_recorded_with_its_promises() -> None:
    """A conforming customer passes every check but ignored_auth (the canned request had no
    key); schemathesis' schema check speaks for the three schema promises."""
    runs = check_step(customer_step(CUSTOMER))
    by_check = {run.check: run for run in runs}
    assert by_check["response_schema_conformance"].promises == (
        "schema.every-property-present",
        "schema.enum-values",
        "schema.shapes",
    )
    assert by_check["money.integer-minor-units"].promises == ("money.integer-minor-units",)
    assert "invoice.total-due" not in by_check, "a promise that judges nothing here is not run"
    assert [run.check for run in runs if run.failed] == ["ignored_auth"]


def test_a_dropped_required_field_breaks_schema_every_property_present() -> None:
    """Without ``email`` the customer violates the contract, named by the promise."""
    body = {k: v for k, v in CUSTOMER.items() if k != "email"}
    [failed] = [
        run for run in check_step(customer_step(body)) if run.check == "response_schema_conformance"
    ]
    assert (failed.operation, failed.phase, failed.promises) == (
        "getCustomer",
        "workflow",
        ("schema.every-property-present",),
    )
    assert failed.failure is not None
    assert "email" in failed.failure.message
    assert failed.failure.reproduction.startswith("curl -X GET")


def test_a_response_promise_failure_names_its_id_and_carries_a_curl() -> None:
    """A float amount breaks money.integer-minor-units, with the path in the message."""
    body = {**CUSTOMER, "created_at": "2024-01-01T00:00:00Z", "name": "Ana", "extra": 1.5}
    [failed] = [
        run for run in check_step(customer_step(body)) if run.check == "money.integer-minor-units"
    ]
    assert failed.failure is not None
    assert failed.failure.title.startswith("money.integer-minor-units: ")
    assert "/extra = 1.5" in failed.failure.message
    assert "curl -X GET" in failed.failure.reproduction


def test_a_lost_payment_breaks_readable_listed_and_applied() -> None:
    """The workflow's own judgements name the lost payment by promise."""
    outcomes = judge_payment(payment_trace(retrievable=False, listed=False, due_after=1000), START)
    runs, _ = outcome_records(outcomes)
    failed = {run.check for run in runs if run.failed}
    assert {"payments.readable", "payments.listed", "payments.applied"} <= failed
    assert "payments.records" not in failed


def test_a_payment_that_moves_the_balance_as_allocated_holds() -> None:
    """1000 allocated to the one open invoice: amount_due falls by 1000, no credit."""
    outcomes = judge_payment(payment_trace(), START)
    applied = next(o for o in outcomes if o.promise == "payments.applied")
    assert applied.holds is True, applied.detail


def test_a_rejected_payment_fails_payments_records_and_leaves_the_rest_unexercised() -> None:
    """Without a recorded payment its effects cannot be verified: that is a failure, not a pass."""
    runs, unexercised = outcome_records(judge_payment(payment_trace(write_status=422), START))
    [records] = [run for run in runs if run.check == "payments.records"]
    assert records.failure is not None
    assert "answered 422" in records.failure.message
    assert {u.promise for u in unexercised} >= {"payments.readable", "idempotency.replay"}
    assert all("refused (422 amount_invalid)" in u.reason for u in unexercised)


def test_an_outcome_becomes_a_record_reproducing_every_request_it_rests_on() -> None:
    """Two steps behind a failure: two curl lines, in order."""
    first = step("a", "getPlan", 200, {}, path={"plan_code": "fibra-100"})
    second = step("b", "getPlan", 200, {}, path={"plan_code": "fibra-300"})
    runs, unexercised = outcome_records(
        [
            Outcome(
                "caching.conditional", "getPlan", False, "200 with the same ETag", (first, second)
            )
        ]
    )
    assert unexercised == []
    [run] = runs
    assert run.failure is not None
    assert run.failure.reproduction.splitlines()[0].endswith("/v1/plans/fibra-100")
    assert run.failure.reproduction.splitlines()[1].endswith("/v1/plans/fibra-300")
