"""Contract diff: response schemas and headers (what the server sends may only shrink).

The mutations target ``Plan`` and ``Technology`` (read by getPlan and listPlans only) and
``Customer`` (getCustomer and searchCustomers), so each has exactly one kind of consequence.
"""

from __future__ import annotations

from typing import Any

from billing_sim.openapi.operations import OPERATIONS
from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    diff,
    only,
    operation,
    schemas,
)

PLAN_READERS = {"getPlan", "listPlans"}


def _plan(doc: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = schemas(doc)["Plan"]
    return found


def test_removed_response_property_is_breaking() -> None:
    """Clients reading Plan.name break."""

    def remove(doc: dict[str, Any]) -> None:
        del _plan(doc)["properties"]["name"]
        _plan(doc)["required"].remove("name")

    changes = only(diff(remove), "response-property-removed", BREAKING, PLAN_READERS)
    assert {change.location for change in changes} == {"/components/schemas/Plan/properties/name"}


def test_response_property_made_optional_is_breaking() -> None:
    """Every response property is always present; clients rely on it."""
    changes = diff(lambda doc: _plan(doc)["required"].remove("name"))
    only(changes, "response-property-made-optional", BREAKING, PLAN_READERS)


def test_response_property_made_nullable_is_breaking() -> None:
    """A required string that may now be null."""
    changes = diff(lambda doc: _plan(doc)["properties"]["name"].update(type=["string", "null"]))
    only(changes, "response-property-made-nullable", BREAKING, PLAN_READERS)


def test_response_object_made_nullable_through_one_of_is_breaking() -> None:
    """Plan.price becoming oneOf [Money, null] is the same change spelt the 3.1 way."""

    def nullable_price(doc: dict[str, Any]) -> None:
        _plan(doc)["properties"]["price"] = {
            "oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}]
        }

    changes = only(diff(nullable_price), "response-property-made-nullable", BREAKING)
    assert {change.location for change in changes} == {"/components/schemas/Plan/properties/price"}


def test_changed_response_type_is_breaking() -> None:
    """download_mbps sent as a string."""
    changes = diff(lambda doc: _plan(doc)["properties"]["download_mbps"].update(type="string"))
    only(changes, "response-type-changed", BREAKING, PLAN_READERS)


def test_narrowed_response_type_is_not_breaking() -> None:
    """data_allowance_gb never null any more: old clients handled both."""
    changes = diff(lambda doc: _plan(doc)["properties"]["data_allowance_gb"].update(type="integer"))
    only(changes, "response-type-narrowed", NON_BREAKING, PLAN_READERS)


def test_added_response_enum_value_is_breaking() -> None:
    """The client's StrEnum rejects a technology it was not generated with."""
    changes = diff(lambda doc: schemas(doc)["Technology"]["enum"].append("satellite"))
    changes = only(changes, "response-enum-widened", BREAKING, PLAN_READERS)
    assert "satellite" in changes[0].message
    assert "StrEnum" in changes[0].message


def test_removed_response_enum_value_is_not_breaking() -> None:
    """Old clients simply never see fixed_wireless again."""
    changes = diff(lambda doc: schemas(doc)["Technology"]["enum"].remove("fixed_wireless"))
    only(changes, "response-enum-narrowed", NON_BREAKING, PLAN_READERS)


def test_changed_response_pattern_is_breaking() -> None:
    """Old clients validate account_number with the old pattern."""
    changes = diff(
        lambda doc: schemas(doc)["Customer"]["properties"]["account_number"].update(
            pattern="^[0-9]{12}$"
        )
    )
    only(changes, "response-pattern-changed", BREAKING, {"getCustomer", "searchCustomers"})


def test_widened_response_bound_is_breaking() -> None:
    """download_mbps may now be 0, which the generated model rejects."""
    changes = diff(lambda doc: _plan(doc)["properties"]["download_mbps"].update(minimum=0))
    only(changes, "response-bound-widened", BREAKING, PLAN_READERS)


def test_narrowed_response_constraints_are_not_breaking() -> None:
    """A new maximum only promises less."""
    changes = diff(lambda doc: _plan(doc)["properties"]["download_mbps"].update(maximum=10000))
    only(changes, "response-constraint-narrowed", NON_BREAKING, PLAN_READERS)


def test_new_response_property_is_not_breaking() -> None:
    """The generated models ignore properties they do not know."""
    changes = diff(lambda doc: _plan(doc)["properties"].update(badge={"type": "string"}))
    only(changes, "response-property-added", NON_BREAKING, PLAN_READERS)


def test_removed_required_response_header_is_breaking() -> None:
    """getPlan's 200 without ETag breaks conditional requests."""
    changes = diff(
        lambda doc: operation(doc, "/v1/plans/{plan_code}")["responses"]["200"]["headers"].pop(
            "ETag"
        )
    )
    only(changes, "response-header-removed", BREAKING, {"getPlan"})


def test_required_response_header_made_optional_is_breaking() -> None:
    """X-Request-Id no longer guaranteed on any response that uses the shared header."""
    changes = diff(lambda doc: doc["components"]["headers"]["X-Request-Id"].update(required=False))
    only(changes, "response-header-removed", BREAKING)
    assert {change.operation for change in changes} == set(OPERATIONS)


def test_new_response_header_is_not_breaking() -> None:
    """Old clients ignore headers they do not read."""
    changes = diff(
        lambda doc: operation(doc, "/v1/plans/{plan_code}")["responses"]["200"]["headers"].update(
            {"Cache-Control": {"schema": {"type": "string"}}}
        )
    )
    only(changes, "response-header-added", NON_BREAKING, {"getPlan"})
