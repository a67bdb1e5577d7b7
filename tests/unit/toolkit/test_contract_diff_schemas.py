"""Contract diff mechanics on tiny documents: $refs, recursion, 3.1/3.0 spellings, unions."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from billing_sim.toolkit.contract_diff import RULES, ContractError, diff_contracts
from tests.unit.toolkit.contract_diff_support import BREAKING, NON_BREAKING, only, tiny

NODE = {"$ref": "#/components/schemas/Node"}


def _tree(value_type: str) -> dict[str, Any]:
    """A recursive schema: a node with a value and children that are nodes."""
    document = tiny(NODE)
    document["components"]["schemas"]["Node"] = {
        "type": "object",
        "required": ["value", "children"],
        "properties": {
            "value": {"type": value_type},
            "children": {"type": "array", "items": NODE},
        },
    }
    return document


def test_recursive_schemas_terminate_and_report_once() -> None:
    """A change inside a self-referencing schema is found once, not once per level."""
    changes = only(
        diff_contracts(_tree("integer"), _tree("string")), "response-type-changed", BREAKING
    )
    assert [change.location for change in changes] == ["/components/schemas/Node/properties/value"]


def test_identical_recursive_schemas_have_no_changes() -> None:
    """Walking a cycle with nothing changed finds nothing."""
    assert diff_contracts(_tree("integer"), _tree("integer")) == []


def test_ref_loop_is_a_contract_error() -> None:
    """A $ref that points at itself cannot be resolved."""
    document = tiny({"$ref": "#/components/schemas/A"})
    document["components"]["schemas"] = {
        "A": {"$ref": "#/components/schemas/B"},
        "B": {"$ref": "#/components/schemas/A"},
    }
    with pytest.raises(ContractError, match="loop"):
        diff_contracts(document, document)


def test_dangling_ref_is_a_contract_error() -> None:
    """A $ref to nothing names the missing target."""
    document = tiny({"$ref": "#/components/schemas/Missing"})
    with pytest.raises(ContractError, match="Missing"):
        diff_contracts(document, document)


def test_external_ref_is_a_contract_error() -> None:
    """Only local references are supported, and the message says so."""
    document = tiny({"$ref": "other.yaml#/Thing"})
    with pytest.raises(ContractError, match="only local"):
        diff_contracts(document, document)


def test_non_openapi_input_is_a_contract_error() -> None:
    """diff_contracts checks its inputs too, not only the command line."""
    with pytest.raises(ContractError, match=r"not an OpenAPI 3\.x document"):
        diff_contracts({"swagger": "2.0"}, tiny({}))


def test_constraints_beside_a_ref_are_compared() -> None:
    """3.1 allows keywords next to $ref; a sibling maxLength is part of the schema."""

    def document(max_length: int) -> dict[str, Any]:
        doc = tiny({"$ref": "#/components/schemas/Code", "maxLength": max_length})
        doc["components"]["schemas"]["Code"] = {"type": "string"}
        return doc

    only(diff_contracts(document(10), document(20)), "response-bound-widened", BREAKING)


def test_openapi_30_nullable_is_understood() -> None:
    """nullable: true means what type: [x, 'null'] means."""
    before = tiny({"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}})
    after = tiny(
        {
            "type": "object",
            "required": ["a"],
            "properties": {"a": {"type": "string", "nullable": True}},
        }
    )
    only(diff_contracts(before, after), "response-property-made-nullable", BREAKING)


def test_optional_response_property_made_nullable_is_not_reported() -> None:
    """Clients already handle an absent optional property, so null adds no case."""
    before = tiny({"type": "object", "properties": {"a": {"type": "string"}}})
    after = tiny({"type": "object", "properties": {"a": {"type": ["string", "null"]}}})
    assert diff_contracts(before, after) == []


def test_all_of_parts_are_merged() -> None:
    """A property removed from an allOf part is a removed response property."""

    def document(extra: dict[str, Any]) -> dict[str, Any]:
        base = {"type": "object", "properties": {"id": {"type": "string"}, **extra}}
        return tiny({"allOf": [base, {"type": "object", "properties": {"b": {"type": "string"}}}]})

    changes = diff_contracts(document({"a": {"type": "string"}}), document({}))
    only(changes, "response-property-removed", BREAKING)


def test_new_union_variant_in_a_response_is_breaking() -> None:
    """Old clients cannot parse a variant they were not generated with."""
    before = tiny({"oneOf": [{"type": "string"}, {"type": "integer"}]})
    after = tiny({"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]})
    only(diff_contracts(before, after), "response-type-changed", BREAKING)


def test_removed_union_variant_in_a_request_is_breaking() -> None:
    """The server no longer accepts one of the shapes old clients send."""
    before = tiny({"anyOf": [{"type": "string"}, {"type": "integer"}]}, direction="request")
    after = tiny({"anyOf": [{"type": "string"}]}, direction="request")
    only(diff_contracts(before, after), "request-type-changed", BREAKING)


def test_removed_union_variant_in_a_response_is_not_breaking() -> None:
    """Old clients still parse every variant that remains."""
    before = tiny({"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]})
    after = tiny({"oneOf": [{"type": "string"}, {"type": "integer"}]})
    only(diff_contracts(before, after), "response-type-narrowed", NON_BREAKING)


def test_integer_keys_from_unquoted_yaml_statuses_work() -> None:
    """YAML reads `200:` as an integer; the diff treats it as the status "200"."""
    before, after = tiny({"type": "string"}), tiny({"type": "integer"})
    for document in (before, after):
        responses = document["paths"]["/probe"]["post"]["responses"]
        responses[200] = responses.pop("200")
    only(diff_contracts(before, after), "response-type-changed", BREAKING)


def test_every_rule_has_a_test() -> None:
    """Each rule id in RULES is asserted by name somewhere in these test modules."""
    sources = "\n".join(
        path.read_text(encoding="utf-8")
        for path in Path(__file__).parent.glob("test_contract_diff*.py")
    )
    tested = set(re.findall(r'"([a-z]+(?:-[a-z0-9]+)+)"', sources))
    assert set(RULES) - tested == set()


def test_changed_response_format_is_breaking() -> None:
    """A date-time that becomes a date no longer parses as the old clients expect."""
    before = tiny({"type": "string", "format": "date-time"})
    after = tiny({"type": "string", "format": "date"})
    only(diff_contracts(before, after), "response-type-changed", BREAKING)


def test_response_enum_dropped_altogether_is_breaking() -> None:
    """Without its enum a response string may be anything the StrEnum rejects."""
    before = tiny({"type": "string", "enum": ["a", "b"]})
    after = tiny({"type": "string"})
    only(diff_contracts(before, after), "response-enum-widened", BREAKING)


def test_request_enum_imposed_is_breaking() -> None:
    """A free request string restricted to a list rejects other values."""
    before = tiny({"type": "string"}, direction="request")
    after = tiny({"type": "string", "enum": ["a"]}, direction="request")
    only(diff_contracts(before, after), "request-enum-narrowed", BREAKING)
