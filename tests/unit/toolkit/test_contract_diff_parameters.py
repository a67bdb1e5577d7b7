"""Contract diff: parameters and the request body's presence, one rule per test."""

from __future__ import annotations

from typing import Any

from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    diff,
    only,
    operation,
    parameter,
)

PLAN = "/v1/plans/{plan_code}"
PLANS = "/v1/plans"
PAYMENTS = "/v1/payments"


def _add_query(required: bool) -> Any:
    def add(doc: dict[str, Any]) -> None:
        operation(doc, PLAN)["parameters"].append(
            {"name": "channel", "in": "query", "required": required, "schema": {"type": "string"}}
        )

    return add


def test_new_required_parameter_is_breaking() -> None:
    """Old clients do not send a parameter they never heard of."""
    changes = only(diff(_add_query(True)), "required-parameter-added", BREAKING, {"getPlan"})
    assert "channel" in changes[0].message


def test_new_optional_parameter_is_not_breaking() -> None:
    """An optional parameter may be left out by old clients."""
    only(diff(_add_query(False)), "optional-parameter-added", NON_BREAKING, {"getPlan"})


def test_new_required_header_parameter_is_breaking() -> None:
    """Header parameters count like query parameters."""

    def add(doc: dict[str, Any]) -> None:
        operation(doc, PLAN)["parameters"].append(
            {"name": "X-Channel", "in": "header", "required": True, "schema": {"type": "string"}}
        )

    only(diff(add), "required-parameter-added", BREAKING, {"getPlan"})


def test_optional_parameter_made_required_is_breaking() -> None:
    """listPlans' starting_after becoming mandatory."""
    changes = diff(lambda doc: parameter(doc, PLANS, "starting_after").update(required=True))
    only(changes, "parameter-made-required", BREAKING, {"listPlans"})


def test_required_parameter_made_optional_is_not_breaking() -> None:
    """Idempotency-Key becoming optional: old clients still send it."""
    changes = diff(
        lambda doc: parameter(doc, PAYMENTS, "Idempotency-Key", "post").update(required=False)
    )
    only(changes, "parameter-made-optional", NON_BREAKING, {"createPayment"})


def test_removed_optional_query_parameter_is_breaking() -> None:
    """The server ignores it: old clients' filter is dropped silently and they get wrong data."""

    def remove(doc: dict[str, Any]) -> None:
        parameters = operation(doc, PLANS)["parameters"]
        parameters.remove(parameter(doc, PLANS, "ending_before"))

    changes = only(diff(remove), "parameter-removed", BREAKING, {"listPlans"})
    assert "silently dropped" in changes[0].message


def test_header_parameter_names_are_case_insensitive() -> None:
    """Spelling Idempotency-Key in lower case changes nothing."""
    changes = diff(
        lambda doc: parameter(doc, PAYMENTS, "Idempotency-Key", "post").update(
            name="idempotency-key"
        )
    )
    assert changes == []


def test_parameter_schemas_follow_request_rules() -> None:
    """Lowering the shared Limit maximum rejects pages old clients ask for."""
    changes = diff(
        lambda doc: doc["components"]["parameters"]["Limit"]["schema"].update(maximum=50)
    )
    only(changes, "request-bound-narrowed", BREAKING)
    assert {change.location for change in changes} == {
        "/components/parameters/Limit/schema/maximum"
    }
    assert "listPlans" in {change.operation for change in changes}


def test_request_body_made_required_is_breaking() -> None:
    """A body that was optional becoming mandatory."""

    def optional_body(doc: dict[str, Any]) -> None:
        operation(doc, PAYMENTS, "post")["requestBody"]["required"] = False

    only(diff(old=optional_body), "request-body-made-required", BREAKING, {"createPayment"})


def test_request_body_made_optional_is_not_breaking() -> None:
    """Old clients keep sending the body."""

    def optional_body(doc: dict[str, Any]) -> None:
        operation(doc, PAYMENTS, "post")["requestBody"]["required"] = False

    only(diff(optional_body), "request-body-made-optional", NON_BREAKING, {"createPayment"})
