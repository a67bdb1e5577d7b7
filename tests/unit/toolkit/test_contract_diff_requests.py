"""Contract diff: request schemas (what the server accepts may only grow), one rule per test.

The mutations target ``PaymentCreate``, ``MoneyInput`` and ``PaymentCurrency``: only
createPayment's request body uses them, so each mutation has exactly one consequence.
"""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.contract_diff import diff_contracts
from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    diff,
    only,
    schemas,
    tiny,
)

CREATE = {"createPayment"}


def _payment(doc: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = schemas(doc)["PaymentCreate"]
    return found


def test_new_required_request_property_is_breaking() -> None:
    """Old clients do not send a property they never heard of."""

    def add(doc: dict[str, Any]) -> None:
        _payment(doc)["properties"]["channel"] = {"type": "string"}
        _payment(doc)["required"].append("channel")

    changes = only(diff(add), "request-property-required-added", BREAKING, CREATE)
    assert changes[0].location == "/components/schemas/PaymentCreate/properties/channel"


def test_new_optional_request_property_is_not_breaking() -> None:
    """Old clients simply leave it out."""
    changes = diff(lambda doc: _payment(doc)["properties"].update(note={"type": "string"}))
    only(changes, "request-property-added", NON_BREAKING, CREATE)


def test_request_property_made_required_is_breaking() -> None:
    """invoice_id becoming mandatory."""
    changes = diff(lambda doc: _payment(doc)["required"].append("invoice_id"))
    only(changes, "request-property-made-required", BREAKING, CREATE)


def test_request_property_made_optional_is_not_breaking() -> None:
    """Old clients keep sending reference."""
    changes = diff(lambda doc: _payment(doc)["required"].remove("reference"))
    only(changes, "request-property-made-optional", NON_BREAKING, CREATE)


def _drop_reference(doc: dict[str, Any]) -> None:
    del _payment(doc)["properties"]["reference"]
    _payment(doc)["required"].remove("reference")


def test_removed_property_of_a_closed_request_schema_is_breaking() -> None:
    """With additionalProperties: false the server rejects what old clients still send."""
    only(diff(_drop_reference), "request-property-removed", BREAKING, CREATE)


def test_removed_property_of_an_open_request_schema_is_not_breaking() -> None:
    """Without additionalProperties: false the server ignores it."""

    def open_schema(doc: dict[str, Any]) -> None:
        del _payment(doc)["additionalProperties"]

    def open_and_drop(doc: dict[str, Any]) -> None:
        open_schema(doc)
        _drop_reference(doc)

    only(diff(open_and_drop, old=open_schema), "request-property-undeclared", NON_BREAKING)


def test_changed_request_type_is_breaking() -> None:
    """amount_minor as a string rejects the integers old clients send."""
    changes = diff(
        lambda doc: schemas(doc)["MoneyInput"]["properties"]["amount_minor"].update(type="string")
    )
    only(changes, "request-type-changed", BREAKING, CREATE)


def test_widened_request_type_is_not_breaking() -> None:
    """integer → number still accepts every integer."""
    changes = diff(
        lambda doc: schemas(doc)["MoneyInput"]["properties"]["amount_minor"].update(type="number")
    )
    only(changes, "request-type-widened", NON_BREAKING, CREATE)


def test_request_no_longer_accepting_null_is_breaking() -> None:
    """A request property that loses its null."""
    before = tiny(
        {"type": "object", "properties": {"a": {"type": ["string", "null"]}}}, direction="request"
    )
    after = tiny({"type": "object", "properties": {"a": {"type": "string"}}}, direction="request")
    only(diff_contracts(before, after), "request-type-changed", BREAKING, {"probe"})


def test_request_format_added_is_breaking() -> None:
    """A string that must now be a date rejects other strings."""
    before = tiny({"type": "string"}, direction="request")
    after = tiny({"type": "string", "format": "date"}, direction="request")
    only(diff_contracts(before, after), "request-type-changed", BREAKING, {"probe"})


def test_removed_request_enum_value_is_breaking() -> None:
    """Payments in USD rejected."""
    changes = diff(lambda doc: schemas(doc)["PaymentCurrency"]["enum"].remove("USD"))
    only(changes, "request-enum-narrowed", BREAKING, CREATE)
    assert "USD" in changes[0].message


def test_added_request_enum_value_is_not_breaking() -> None:
    """Payments in EUR accepted too."""
    changes = diff(lambda doc: schemas(doc)["PaymentCurrency"]["enum"].append("EUR"))
    only(changes, "request-enum-widened", NON_BREAKING, CREATE)


def test_changed_request_pattern_is_breaking() -> None:
    """A stricter reference pattern."""
    changes = diff(lambda doc: _payment(doc)["properties"]["reference"].update(pattern="^[0-9]+$"))
    only(changes, "request-pattern-changed", BREAKING, CREATE)


def test_raised_request_minimum_is_breaking() -> None:
    """amount_minor must now be at least 100."""
    changes = diff(
        lambda doc: schemas(doc)["MoneyInput"]["properties"]["amount_minor"].update(minimum=100)
    )
    only(changes, "request-bound-narrowed", BREAKING, CREATE)


def test_lowered_request_max_length_is_breaking() -> None:
    """A reference of 64 characters rejected."""
    changes = diff(lambda doc: _payment(doc)["properties"]["reference"].update(maxLength=32))
    only(changes, "request-bound-narrowed", BREAKING, CREATE)


def test_widened_request_constraints_are_not_breaking() -> None:
    """A longer reference and no pattern: everything valid before still is."""

    def widen(doc: dict[str, Any]) -> None:
        reference = _payment(doc)["properties"]["reference"]
        reference["maxLength"] = 128
        del reference["pattern"]

    changes = only(diff(widen), "request-constraint-widened", NON_BREAKING, CREATE)
    assert len(changes) == 2
