"""What the walk reads from the contract besides its links: which lists page by id, where a
payment's ``Location`` points, request bodies, their required members and examples, the objects
that forbid unknown members, what each selecting parameter selects (``x-selects``) and which
path parameters scope a list."""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True, slots=True)
class Selector:
    """What one parameter of an operation selects (its ``x-selects``).

    Attributes:
        operation_id: The operation.
        parameter: The parameter's name.
        location: ``query`` or ``header``.
        field: JSON pointer into each list item (or into a single read's body), or ``None``.
        header: The response header that must agree instead, or ``None``.
        match: ``equal``, ``month``, ``tax-id``, ``phone`` or ``locale``.
        enum: The values the parameter's schema enumerates (empty when it does not).
    """

    operation_id: str
    parameter: str
    location: str
    field: str | None
    header: str | None
    match: str
    enum: tuple[str, ...]


def selectors(operation_id: str) -> tuple[Selector, ...]:
    """Every selection the operation's parameters declare, in parameter order."""
    found: list[Selector] = []
    for parameter in _parameters(operation_id):
        schema = _resolved(parameter.get("schema", {}))
        enum = tuple(str(value) for value in schema.get("enum", ()))
        for rule in parameter.get("x-selects", ()):
            found.append(
                Selector(
                    operation_id,
                    str(parameter["name"]),
                    str(parameter["in"]),
                    rule.get("field"),
                    rule.get("header"),
                    str(rule.get("match", "equal")),
                    enum,
                )
            )
    return tuple(found)


def list_item_properties(operation_id: str) -> frozenset[str] | None:
    """The properties of the items of the operation's list (its success body's ``data``), or
    ``None`` when the operation does not answer a list."""
    data = _body_schema(operation_id).get("properties", {}).get("data")
    if not isinstance(data, dict) or _resolved(data).get("type") != "array":
        return None
    items = _resolved(_resolved(data).get("items", {}))
    return frozenset(items.get("properties", {}))


def scoped_parameters(operation_id: str) -> tuple[tuple[str, str], ...]:
    """The path parameters that scope the operation's answer, each with the property that must
    carry its value: a property of the same name of its list items (or, for a single read, of its
    body: ``customer_id`` of ``/customers/{customer_id}/invoices`` and of
    ``/customers/{customer_id}/balance``); and for a single read addressed by the resource's own
    id or code (the path's last segment), its ``id`` or ``code``."""
    spec = OPERATIONS[operation_id]
    items = list_item_properties(operation_id)
    properties = (
        items if items is not None else frozenset(_body_schema(operation_id).get("properties", {}))
    )
    scoped = []
    for name in spec.path_params:
        own = items is None and spec.path.endswith(f"{{{name}}}")
        if name in properties:
            scoped.append((name, name))
        elif own and name.endswith("_id") and "id" in properties:
            scoped.append((name, "id"))
        elif own and name.endswith("_code") and "code" in properties:
            scoped.append((name, "code"))
    return tuple(scoped)


def _body_schema(operation_id: str) -> dict[str, Any]:
    model = OPERATIONS[operation_id].response_model
    return _resolved({"$ref": f"#/components/schemas/{model}"}) if model else {}


def _parameters(operation_id: str) -> list[dict[str, Any]]:
    spec = OPERATIONS[operation_id]
    item = load_contract()["paths"][spec.path]
    raw = [*item.get("parameters", []), *_contract_operation(operation_id).get("parameters", [])]
    return [_resolved(parameter) for parameter in raw]


def _resolved(node: dict[str, Any]) -> dict[str, Any]:
    contract = load_contract()
    while "$ref" in node:
        target: Any = contract
        for part in str(node["$ref"]).removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node
