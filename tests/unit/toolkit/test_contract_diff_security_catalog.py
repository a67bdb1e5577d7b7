"""Contract diff: security requirements and schemes, and the error catalog, one rule per test."""

from __future__ import annotations

from typing import Any

from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    diff,
    only,
    operation,
    schemas,
)

PLAN = "/v1/plans/{plan_code}"
API_KEY = {"type": "apiKey", "in": "header", "name": "X-Api-Key"}


def _public_plans(doc: dict[str, Any]) -> None:
    operation(doc, PLAN)["security"] = []


def _with_api_key_scheme(doc: dict[str, Any]) -> None:
    doc["components"]["securitySchemes"]["apiKey"] = dict(API_KEY)


def test_security_added_to_a_public_operation_is_breaking() -> None:
    """getPlan needed no credentials; now it follows the global bearer requirement."""
    changes = diff(old=_public_plans)
    only(changes, "security-requirement-added", BREAKING, {"getPlan"})


def test_global_security_added_is_breaking() -> None:
    """A contract without security gaining one, reported once, contract-wide."""
    changes = diff(old=lambda doc: doc.pop("security"))
    changes = only(changes, "security-requirement-added", BREAKING, {None})
    assert changes[0].location == "/security"


def test_changed_global_security_is_breaking() -> None:
    """Bearer tokens replaced by an API key header."""

    def api_key_only(doc: dict[str, Any]) -> None:
        _with_api_key_scheme(doc)
        doc["security"] = [{"apiKey": []}]

    changes = only(
        diff(api_key_only, old=_with_api_key_scheme), "security-requirement-changed", BREAKING
    )
    assert "apiKey" in changes[0].message


def test_changed_operation_security_is_breaking() -> None:
    """One operation that requires an API key instead of the bearer token."""

    def api_key_for_plans(doc: dict[str, Any]) -> None:
        _with_api_key_scheme(doc)
        operation(doc, PLAN)["security"] = [{"apiKey": []}]

    changes = diff(api_key_for_plans, old=_with_api_key_scheme)
    only(changes, "security-requirement-changed", BREAKING, {"getPlan"})


def test_relaxed_security_is_not_breaking() -> None:
    """Making getPlan public, or accepting an API key as an alternative, refuses no one."""
    only(diff(_public_plans), "security-relaxed", NON_BREAKING, {"getPlan"})

    def either(doc: dict[str, Any]) -> None:
        _with_api_key_scheme(doc)
        doc["security"] = [{"bearerAuth": []}, {"apiKey": []}]

    only(diff(either, old=_with_api_key_scheme), "security-relaxed", NON_BREAKING, {None})


def test_redefined_security_scheme_is_breaking() -> None:
    """bearerAuth turning into basic authentication."""
    changes = diff(
        lambda doc: doc["components"]["securitySchemes"]["bearerAuth"].update(scheme="basic")
    )
    only(changes, "security-scheme-changed", BREAKING, {None})


def test_security_scheme_description_is_not_compared() -> None:
    """Rewording a scheme's description changes nothing."""
    changes = diff(
        lambda doc: doc["components"]["securitySchemes"]["bearerAuth"].update(description="New.")
    )
    assert changes == []


def _drop_code(code: str) -> Any:
    def drop(doc: dict[str, Any]) -> None:
        del doc["x-error-catalog"][code]
        schemas(doc)["ErrorCode"]["enum"].remove(code)

    return drop


def test_removed_error_code_is_breaking() -> None:
    """plan_not_found gone from the catalog and the enum: one finding."""
    changes = only(diff(_drop_code("plan_not_found")), "error-code-removed", BREAKING, {None})
    assert len(changes) == 1
    assert changes[0].location == "/x-error-catalog/plan_not_found"


def test_error_code_removed_from_the_enum_only_is_breaking() -> None:
    """The ErrorCode enum counts as much as x-error-catalog."""
    changes = diff(lambda doc: schemas(doc)["ErrorCode"]["enum"].remove("plan_not_found"))
    changes = only(changes, "error-code-removed", BREAKING, {None})
    assert changes[0].location == "/components/schemas/ErrorCode/enum"


def test_changed_error_status_is_breaking() -> None:
    """Each code comes with one status."""
    changes = diff(lambda doc: doc["x-error-catalog"]["rate_limited"].update(status=503))
    only(changes, "error-code-status-changed", BREAKING, {None})


def test_changed_error_retryability_is_breaking() -> None:
    """Clients decide retries from retryable and category."""
    changes = diff(lambda doc: doc["x-error-catalog"]["internal_error"].update(retryable=False))
    only(changes, "error-code-semantics-changed", BREAKING, {None})


def _add_plan_retired(doc: dict[str, Any]) -> None:
    doc["x-error-catalog"]["plan_retired"] = {
        "status": 422,
        "category": "business",
        "retryable": False,
        "title": "Plan retirado",
    }
    schemas(doc)["ErrorCode"]["enum"].append("plan_retired")


def _close_problem_code(doc: dict[str, Any]) -> None:
    schemas(doc)["Problem"]["properties"]["code"] = {"$ref": "#/components/schemas/ErrorCode"}


def test_new_error_code_is_not_breaking() -> None:
    """Codes are an open set (Problem.code is a string): one non-breaking finding."""
    changes = only(diff(_add_plan_retired), "error-code-added", NON_BREAKING, {None})
    assert len(changes) == 1
    assert "open set" in changes[0].message


def test_new_error_code_breaks_clients_of_a_contract_whose_codes_are_a_closed_enum() -> None:
    """With Problem.code an enum again, a generated client rejects the new code: breaking."""

    def add_to_closed(doc: dict[str, Any]) -> None:
        _close_problem_code(doc)
        _add_plan_retired(doc)

    changes = diff(add_to_closed, old=_close_problem_code)
    widened = [c for c in changes if c.rule == "response-enum-widened"]
    assert widened
    assert {c.location for c in widened} == {"/components/schemas/ErrorCode/enum"}
    assert all(c.severity is BREAKING for c in widened)


def test_opening_a_closed_problem_code_is_breaking_once() -> None:
    """The move to an open set itself: old generated clients reject codes they do not list."""
    changes = diff(old=_close_problem_code)
    rules = {(c.rule, c.severity) for c in changes}
    assert ("response-enum-widened", BREAKING) in rules
    assert {c.location for c in changes if c.rule == "response-enum-widened"} == {
        "/components/schemas/Problem/properties/code/enum"
    }
