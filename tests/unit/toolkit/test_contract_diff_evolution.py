"""Contract diff on one-change copies of the contract, the cases checked against Optic.

Success statuses, codes declared by problem examples, path parameters renamed in place, and
patterns compared by the values they accept (proved, disproved with an example, or review).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from billing_sim.toolkit.contract_diff import Severity
from billing_sim.toolkit.contract_diff.patterns import includes
from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    diff,
    only,
    operation,
    parameter,
)

REVIEW = Severity.REVIEW
CUSTOMERS = "/v1/customers"
PAYMENTS = "/v1/payments"
TAX_ID = "^[VEJPGvejpg]-?[0-9]{5,9}(-?[0-9])?$"


def _problem(status: int, code: str, category: str) -> dict[str, Any]:
    return {
        "summary": "added",
        "value": {
            "type": f"https://billing.isp.example/problems/{code}",
            "title": "t",
            "status": status,
            "detail": "d",
            "code": code,
            "request_id": "req_9f2c4b7a1e3d",
            "retryable": False,
            "category": category,
        },
    }


def _examples(doc: dict[str, Any], response: str) -> dict[str, Any]:
    examples: dict[str, Any] = doc["components"]["responses"][response]["content"][
        "application/problem+json"
    ]["examples"]
    return examples


def test_a_second_success_status_beside_the_declared_one_is_breaking() -> None:
    """createPayment answering 200 as well as 201: a client that classifies by status fails."""

    def add_200(doc: dict[str, Any]) -> None:
        responses = operation(doc, PAYMENTS, "post")["responses"]
        responses["200"] = copy.deepcopy(responses["201"])

    changes = only(diff(add_200), "success-status-added", BREAKING, {"createPayment"})
    assert changes[0].location == "/paths/~1v1~1payments/post/responses/200"
    assert "201" in changes[0].message


def test_a_catalogued_code_newly_shown_in_an_example_is_breaking() -> None:
    """getPlan's 404 may now be customer_not_found: known to old clients, not on getPlan."""

    def add(doc: dict[str, Any]) -> None:
        _examples(doc, "PlanNotFound")["customer"] = _problem(404, "customer_not_found", "business")

    changes = only(diff(add), "known-error-code-declared", BREAKING, {"getPlan"})
    assert changes[0].location.endswith("/examples/customer/value")


def test_a_new_status_that_appears_only_in_an_example_is_a_change() -> None:
    """An example whose own status (409) getPlan never declared: what clients derive changes."""

    def add(doc: dict[str, Any]) -> None:
        _examples(doc, "PlanNotFound")["busy"] = _problem(409, "idempotency_key_in_use", "client")

    changes = only(diff(add), "known-error-code-declared", BREAKING, {"getPlan"})
    assert changes[0].message.startswith("409 idempotency_key_in_use")


def test_a_code_new_to_the_catalog_shown_in_an_example_is_not_breaking() -> None:
    """Error codes are an open set: old clients classify plan_retired by status and category."""

    def add(doc: dict[str, Any]) -> None:
        _examples(doc, "PlanNotFound")["retired"] = _problem(404, "plan_retired", "business")

    only(diff(add), "new-error-code-declared", NON_BREAKING, {"getPlan"})


def test_a_code_no_longer_shown_for_an_operation_is_not_breaking() -> None:
    """searchCustomers' 400 no longer shows lookup_key_conflict: the server sends less."""
    changes = diff(lambda doc: _examples(doc, "LookupBadRequest").pop("two_keys"))
    only(changes, "error-code-undeclared", NON_BREAKING, {"searchCustomers"})


def test_prose_in_problem_examples_is_still_not_compared() -> None:
    """Rewording an example's detail changes no code: no finding."""

    def reword(doc: dict[str, Any]) -> None:
        _examples(doc, "LookupBadRequest")["two_keys"]["value"]["detail"] = "Otra redacción."

    assert diff(reword) == []


def _tax_id(pattern: str) -> Any:
    def set_pattern(doc: dict[str, Any]) -> None:
        parameter(doc, CUSTOMERS, "tax_id")["schema"]["pattern"] = pattern

    return set_pattern


def test_a_request_pattern_loosened_to_a_proven_superset_is_not_breaking() -> None:
    """tax_id accepting up to ten digits: every value accepted before still is (proved)."""
    wider = "^[VEJPGvejpg]-?[0-9]{5,10}(-?[0-9])?$"
    changes = diff(_tax_id(wider), old=_tax_id(TAX_ID))
    changes = only(changes, "request-constraint-widened", NON_BREAKING, {"searchCustomers"})
    assert "accepts every value it did" in changes[0].message


def test_a_request_pattern_that_rejects_an_old_value_is_breaking_with_an_example() -> None:
    """Only the dashed upper-case form: the diff shows a value that used to pass."""
    changes = diff(_tax_id("^[VEJPG]-[0-9]{8}-[0-9]$"), old=_tax_id(TAX_ID))
    changes = only(changes, "request-pattern-changed", BREAKING, {"searchCustomers"})
    assert '"E00000" was accepted and is now rejected' in changes[0].message


def test_a_request_pattern_that_cannot_be_compared_is_for_review() -> None:
    """A lookahead: neither proved nor disproved, so review rather than breaking."""
    changes = diff(_tax_id("^(?=[VEJPG])[A-Z]-?[0-9]{5,9}$"), old=_tax_id(TAX_ID))
    changes = only(changes, "request-pattern-review", REVIEW, {"searchCustomers"})
    assert "lookaround" in changes[0].message


def _retry_after(pattern: str) -> Any:
    def set_pattern(doc: dict[str, Any]) -> None:
        doc["components"]["headers"]["Retry-After"]["schema"]["pattern"] = pattern

    return set_pattern


def test_a_response_pattern_narrowed_provably_is_not_breaking() -> None:
    """Retry-After of at most five digits: every value sent now, old clients accept."""
    only(diff(_retry_after("^[0-9]{1,5}$")), "response-constraint-narrowed", NON_BREAKING)


def test_a_response_pattern_that_allows_new_values_is_breaking_with_an_example() -> None:
    """Retry-After may end in "s": a value old clients reject, shown."""
    changes = only(diff(_retry_after("^[0-9]+s?$")), "response-pattern-changed", BREAKING)
    assert '"0s" may now be sent' in changes[0].message


def test_a_response_pattern_that_cannot_be_compared_is_for_review() -> None:
    """An unanchored response pattern: review."""
    changes = only(diff(_retry_after("[0-9]+")), "response-pattern-review", REVIEW)
    assert "anchored" in changes[0].message


@pytest.mark.parametrize(
    ("wide", "narrow", "holds"),
    [
        ("^[0-9]+$", r"^\d+$", True),
        (r"^\d$", "^[\u0660-\u0669]$", False),  # ECMA's \d is ASCII
        (r"^\s$", "^\u00a0$", True),  # ECMA's \s is Unicode whitespace
        ("^.$", "^\n$", False),  # ECMA's . excludes line terminators
        ("^a{2,}?$", "^aaa$", True),  # a lazy quantifier accepts the same strings
        ("^[a-c-]$", "^-$", True),
        (r"^\u0041$", "^A$", True),
        ("^(?:ab|cd)$", "^cd$", True),
    ],
)
def test_patterns_are_compared_with_ecma_262_semantics(wide: str, narrow: str, holds: bool) -> None:
    """What the simulator (jsonschema-rs) and clients enforce, not Python's re."""
    assert includes(wide, narrow).holds is holds


@pytest.mark.parametrize(
    "pattern", [r"^(a)\1$", r"^\bword$", r"^\p{L}$", "^a|b$", "^[0-9]{1,500}$", "^a"]
)
def test_patterns_outside_the_exact_subset_are_undecided(pattern: str) -> None:
    """Backreferences, word boundaries, properties, per-branch anchors, huge bounds: None."""
    verdict = includes(pattern, "^a$")
    assert verdict.holds is None
    assert verdict.reason
