"""A normalised view of one JSON Schema node: the facts the compatibility rules compare.

OpenAPI 3.1 spells "nullable" three ways (``type: [x, 'null']``, ``oneOf: [X, {type: 'null'}]``,
``enum: [..., null]``; 3.0 adds ``nullable: true``) and hides shapes behind ``$ref`` and ``allOf``.
``view()`` folds those spellings into one ``SchemaView`` so the rules compare meanings, not syntax.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from billing_sim.toolkit.contract_diff.refs import ContractError, Resolver, child, items, mapping

MIN_KEYWORDS = ("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties")
MAX_KEYWORDS = ("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties")
_MAX_ALL_OF_DEPTH = 32

Located = tuple[Any, str]
"""A raw node and its JSON pointer."""


@dataclass(frozen=True)
class SchemaView:
    """What a schema node allows, independent of how it is spelled.

    Attributes:
        origin: Pointer of the node as referenced (after ``$ref``, before unwrapping a nullable
            ``oneOf``): where nullability lives.
        pointer: Pointer of the node whose keywords are described here.
        types: Non-null JSON types allowed; ``None`` when unconstrained.
        nullable: Whether ``null`` is allowed.
        enum: JSON encodings of the allowed non-null values; ``None`` when not enumerated.
        bounds: Numeric ``min*``/``max*`` keywords present on the node.
        properties: Declared properties, each with its pointer.
        closed: ``additionalProperties: false`` (the server rejects undeclared properties).
        items: The ``items`` schema of an array.
        branches: Non-null alternatives of a ``oneOf``/``anyOf`` that is a real union.
    """

    origin: str
    pointer: str
    types: frozenset[str] | None
    nullable: bool
    format: str | None = None
    enum: frozenset[str] | None = None
    pattern: str | None = None
    bounds: dict[str, float] = field(default_factory=dict)
    properties: dict[str, Located] = field(default_factory=dict)
    required: frozenset[str] = frozenset()
    closed: bool = False
    items: Located | None = None
    branches: tuple[Located, ...] = ()


def view(resolver: Resolver, raw: Any, pointer: str) -> SchemaView:
    """Dereference ``raw`` (found at ``pointer``) and describe it; cached per pointer because
    shared components are viewed once per operation that uses them."""
    return resolver.memo("view", pointer, lambda: _view(resolver, raw, pointer))


def _view(resolver: Resolver, raw: Any, pointer: str) -> SchemaView:
    node, pointer = resolver.deref(raw, pointer)
    origin = pointer
    if not isinstance(node, Mapping):  # boolean schemas: `true` allows anything
        return SchemaView(origin=origin, pointer=pointer, types=None, nullable=node is not False)
    properties: dict[str, Located] = {}
    required: set[str] = set()
    node = _flatten_all_of(resolver, node, pointer, properties, required, depth=0)
    nullable = node.get("nullable") is True
    branches: list[Located] = []
    for keyword in ("oneOf", "anyOf"):
        for position, branch in enumerate(items(node.get(keyword))):
            located = resolver.deref(branch, child(pointer, keyword, position))
            if _is_null_schema(located[0]):
                nullable = True
            else:
                branches.append(located)
    own_shape = {"type", "properties", "items", "enum", "const"} & node.keys()
    if len(branches) == 1 and not own_shape:
        inner = view(resolver, *branches[0])
        return replace(inner, origin=origin, nullable=nullable or inner.nullable)
    types, type_nullable = _types(node)
    enum, enum_nullable = _enum(node)
    return SchemaView(
        origin=origin,
        pointer=pointer,
        types=types,
        nullable=nullable or type_nullable or (enum_nullable and (types is None or type_nullable)),
        format=node.get("format") if isinstance(node.get("format"), str) else None,
        enum=enum,
        pattern=node.get("pattern") if isinstance(node.get("pattern"), str) else None,
        bounds={
            key: node[key]
            for key in (*MIN_KEYWORDS, *MAX_KEYWORDS)
            if isinstance(node.get(key), int | float) and not isinstance(node.get(key), bool)
        },
        properties=properties,
        required=frozenset(required),
        closed=node.get("additionalProperties") is False
        or node.get("unevaluatedProperties") is False,
        items=(node["items"], child(pointer, "items"))
        if isinstance(node.get("items"), Mapping)
        else None,
        branches=tuple(branches) if len(branches) > 1 else (),
    )


def _flatten_all_of(
    resolver: Resolver,
    node: Mapping[str, Any],
    pointer: str,
    properties: dict[str, Located],
    required: set[str],
    depth: int,
) -> Mapping[str, Any]:
    """Merge ``allOf`` parts into ``node``; collect properties (with pointers) and ``required``."""
    if depth > _MAX_ALL_OF_DEPTH:
        raise ContractError(f"{resolver.label}: allOf nested too deeply at {pointer}")
    for name, schema in mapping(node.get("properties")).items():
        properties.setdefault(str(name), (schema, child(pointer, "properties", str(name))))
    required.update(name for name in items(node.get("required")) if isinstance(name, str))
    merged = {key: value for key, value in node.items() if key != "allOf"}
    for index, part in enumerate(items(node.get("allOf"))):
        part_node, part_pointer = resolver.deref(part, child(pointer, "allOf", index))
        if isinstance(part_node, Mapping):
            flat = _flatten_all_of(
                resolver, part_node, part_pointer, properties, required, depth + 1
            )
            for key, value in flat.items():
                merged.setdefault(key, value)
    return merged


def _is_null_schema(node: Any) -> bool:
    if not isinstance(node, Mapping):
        return False
    return (
        node.get("type") == "null"
        or node.get("type") == ["null"]
        or ("const" in node and node["const"] is None)
        or node.get("enum") == [None]
    )


def _types(node: Mapping[str, Any]) -> tuple[frozenset[str] | None, bool]:
    """Non-null types and whether the ``type`` keyword allows null; inferred when absent."""
    declared = node.get("type")
    if isinstance(declared, str):
        names = {declared}
    elif isinstance(declared, list):
        names = {name for name in declared if isinstance(name, str)}
    elif "properties" in node or "additionalProperties" in node:
        names = {"object"}
    elif "items" in node:
        names = {"array"}
    else:
        return None, False
    return frozenset(names - {"null"}), "null" in names


def _enum(node: Mapping[str, Any]) -> tuple[frozenset[str] | None, bool]:
    """JSON encodings of the non-null allowed values, and whether null is one of them."""
    if "const" in node:
        values = [node["const"]]
    elif isinstance(node.get("enum"), list):
        values = node["enum"]
    else:
        return None, False
    encoded = frozenset(json.dumps(value, sort_keys=True) for value in values if value is not None)
    return encoded, any(value is None for value in values)
