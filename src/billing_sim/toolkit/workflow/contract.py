"""What the walk reads from the contract besides its links: which lists page by id, where a
payment's ``Location`` points, request bodies, their required members and examples, and the
objects that forbid unknown members."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS


def takes_id_cursors(operation_id: str) -> bool:
    """Whether the operation pages with the contract's id cursors (``StartingAfter``), whose
    unknown values are ``400 invalid_request`` (listPlans pages by plan code, and says less)."""
    spec = OPERATIONS[operation_id]
    operation = _contract_operation(operation_id)
    item = load_contract()["paths"][spec.path]
    refs = {p.get("$ref") for p in [*item.get("parameters", []), *operation.get("parameters", [])]}
    return "#/components/parameters/StartingAfter" in refs


def location_payment_id(location: str) -> str | None:
    """The payment id of a ``Location`` naming ``/v1/payments/{payment_id}``."""
    parts = urlsplit(location).path.rstrip("/").split("/")
    prefix = OPERATIONS["getPayment"].path.split("/")[:-1]
    if len(parts) >= len(prefix) + 1 and parts[-len(prefix) - 1 : -1] == prefix and parts[-1]:
        return parts[-1]
    return None


def strict_objects(body: dict[str, Any]) -> list[str]:
    """JSON pointers of the objects of ``body`` whose schema forbids unknown members
    (``additionalProperties: false``), from createPayment's request schema; ``""`` is the body."""
    contract = load_contract()
    schemas = contract["components"]["schemas"]
    found: list[str] = []

    def visit(schema: dict[str, Any], value: Any, pointer: str) -> None:
        while "$ref" in schema:
            schema = schemas[schema["$ref"].rsplit("/", 1)[-1]]
        if not isinstance(value, dict):
            return
        if schema.get("additionalProperties") is False:
            found.append(pointer)
        for name, child in schema.get("properties", {}).items():
            if name in value:
                visit(child, value[name], f"{pointer}/{name}")

    visit(request_body_schema("createPayment"), body, "")
    return found


def request_body_schema(operation_id: str) -> dict[str, Any]:
    """The JSON request body schema of ``operation_id``, its top-level ``$ref`` resolved."""
    contract = load_contract()
    schema: dict[str, Any] = _contract_operation(operation_id)["requestBody"]["content"][
        "application/json"
    ]["schema"]
    if "$ref" in schema:
        schema = contract["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def required_body_fields(operation_id: str) -> list[str]:
    """The required members of ``operation_id``'s request body."""
    return list(request_body_schema(operation_id).get("required", []))


def request_example(operation_id: str) -> dict[str, Any]:
    """The first documented example of the operation's JSON request body."""
    content = _contract_operation(operation_id)["requestBody"]["content"]["application/json"]
    for example in content.get("examples", {}).values():
        value = example.get("value")
        if isinstance(value, dict):
            return value
    example = content.get("example")
    return example if isinstance(example, dict) else {}


def _contract_operation(operation_id: str) -> dict[str, Any]:
    spec = OPERATIONS[operation_id]
    operation: dict[str, Any] = load_contract()["paths"][spec.path][spec.method.lower()]
    return operation
