"""verify's checks on workflow responses: schemathesis' by name, integer_money, the payment's."""

from __future__ import annotations

from typing import Any

import pytest
from schemathesis.core.failures import Failure

from tests.unit.toolkit.verify_support import payment_trace, response, schema, step
from toolkit.verify.checks import PAYMENT_ACCEPTED, check_step, check_trace, integer_money

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


def invoice_case() -> object:
    return (
        schema()
        .find_operation_by_id("getInvoice")
        .Case(path_parameters={"invoice_id": "inv_abcdef1"})
    )


def test_integer_money_rejects_floats_with_their_paths() -> None:
    """337600.0 is a JSON Schema integer but not this contract's money."""
    body = {"total": {"amount_minor": 337600.0}, "lines": [{"amount": {"amount_minor": 1.5}}]}
    with pytest.raises(Failure, match=r"2 number\(s\) written as floats: /total/amount_minor"):
        integer_money(None, response(200, body), invoice_case())  # type: ignore[arg-type]


def test_integer_money_accepts_integers_and_skips_bodies_that_are_not_json() -> None:
    """Integers pass; an HTML error page is left to response_schema_conformance."""
    case = invoice_case()
    assert integer_money(None, response(200, {"total": {"amount_minor": 5}}), case) is None  # type: ignore[arg-type]
    html = response(502, raw=b"<html>", headers={"content-type": "text/html"})
    assert integer_money(None, html, case) is None  # type: ignore[arg-type]


def test_each_check_on_a_workflow_step_is_recorded_by_name() -> None:
    """A conforming customer passes every check but ignored_auth: the canned request had no key."""
    good = step("s/GetCustomer", "getCustomer", 200, CUSTOMER, path={"customer_id": "cus_abcdef1"})
    good.response.headers.update({k: [v] for k, v in HEADERS.items()})
    runs = check_step(good)
    names = {run.check for run in runs}
    assert {"response_schema_conformance", "status_code_conformance", "integer_money"} <= names
    assert [run.check for run in runs if run.failed] == ["ignored_auth"]


def test_a_dropped_required_field_fails_response_schema_conformance_on_the_workflow() -> None:
    """Without ``email`` the customer violates the contract."""
    body = {k: v for k, v in CUSTOMER.items() if k != "email"}
    bad = step("s/GetCustomer", "getCustomer", 200, body, path={"customer_id": "cus_abcdef1"})
    bad.response.headers.update({k: [v] for k, v in HEADERS.items()})
    [failed] = [run for run in check_step(bad) if run.check == "response_schema_conformance"]
    assert (failed.operation, failed.phase) == ("getCustomer", "workflow")
    assert failed.failure is not None
    assert "email" in failed.failure.message
    assert failed.failure.reproduction.startswith("curl -X GET")


def test_lost_payment_fails_ensure_resource_availability_and_the_balance_check() -> None:
    """The workflow's own checks name the lost payment."""
    runs = list(check_trace(payment_trace(retrievable=False, listed=False, due_after=1000)))
    failed = {(run.operation, run.check, run.failure.title) for run in runs if run.failure}
    assert (
        "createPayment",
        "ensure_resource_availability",
        "Created payment is not available via GetPayment",
    ) in failed
    assert (
        "createPayment",
        "ensure_resource_availability",
        "Created payment is not listed via ListPayments",
    ) in failed
    assert (
        "createPayment",
        "payment_applied_to_balance",
        "Balance does not reflect the recorded payment",
    ) in failed


def test_a_rejected_payment_fails_the_workflow_payment_check() -> None:
    """Without a recorded payment its effects cannot be verified: that is a failure, not a pass."""
    runs = check_trace(payment_trace(write_status=422))
    [accepted] = [run for run in runs if run.check == PAYMENT_ACCEPTED]
    assert accepted.failure is not None
    assert "answered 422" in accepted.failure.message
