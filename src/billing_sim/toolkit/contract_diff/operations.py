"""Operations: matching old and new (by method and path, then by operationId), and parameters."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from billing_sim.toolkit.contract_diff.changes import ChangeSet
from billing_sim.toolkit.contract_diff.refs import Resolver, child, items, mapping
from billing_sim.toolkit.contract_diff.schema_view import Located
from billing_sim.toolkit.contract_diff.schemas import compare_schema
from billing_sim.toolkit.contract_diff.walk import Direction, SchemaWalk

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
ERROR_CODE_SCHEMA = "/components/schemas/ErrorCode"
"""The catalog enum. Its values are judged by the error-catalog rules; where a response
enumerates codes on the wire (a closed ``Problem.code``), the enum rules judge them too."""


@dataclass(frozen=True)
class OperationRef:
    """One operation of a document, with the path item it belongs to."""

    method: str
    path: str
    node: Mapping[str, Any]
    pointer: str
    path_item: Mapping[str, Any]
    path_pointer: str

    @property
    def operation_id(self) -> str | None:
        """The operationId, if the operation has one."""
        value = self.node.get("operationId")
        return value if isinstance(value, str) else None

    @property
    def label(self) -> str:
        """How reports name the operation: its operationId, else ``METHOD /path``."""
        return self.operation_id or self.route

    @property
    def route(self) -> str:
        """``METHOD /path``."""
        return f"{self.method.upper()} {self.path}"

    @property
    def key(self) -> tuple[str, str]:
        """Method and path with parameter names blanked: renaming ``{id}`` keeps the match."""
        return self.method, re.sub(r"\{[^}/]*\}", "{}", self.path)


def list_operations(resolver: Resolver) -> dict[tuple[str, str], OperationRef]:
    """Every operation of the document, by ``OperationRef.key``."""
    found: dict[tuple[str, str], OperationRef] = {}
    for path, raw_item in mapping(resolver.document.get("paths")).items():
        item, item_pointer = resolver.deref(raw_item, child("/paths", str(path)))
        if not isinstance(item, Mapping):
            continue
        for method in METHODS:
            if isinstance(item.get(method), Mapping):
                operation = OperationRef(
                    method, str(path), item[method], child(item_pointer, method), item, item_pointer
                )
                found[operation.key] = operation
    return found


@dataclass
class OperationPair:
    """An operation as it was and as it is, and where its findings go."""

    old: OperationRef
    new: OperationRef
    old_doc: Resolver
    new_doc: Resolver
    findings: ChangeSet
    walks: dict[Direction, SchemaWalk] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """ChangeSet are filed under the old name: the one existing clients know."""
        return self.old.label

    def report(self, rule: str, location: str, message: str) -> None:
        """Record a finding for this operation."""
        self.findings.add(rule, self.label, location, message)

    def walk(self, direction: Direction) -> SchemaWalk:
        """The schema walk of this operation in ``direction`` (one per direction)."""
        if direction not in self.walks:
            self.walks[direction] = SchemaWalk(
                self.old_doc, self.new_doc, self.findings, self.label, direction
            )
        return self.walks[direction]


def match_operations(
    old_doc: Resolver, new_doc: Resolver, findings: ChangeSet
) -> list[OperationPair]:
    """Report removed, added, renamed and moved operations; return the pairs to compare."""
    before, after = list_operations(old_doc), list_operations(new_doc)
    new_by_id = {op.operation_id: op for op in after.values() if op.operation_id}
    pairs: list[OperationPair] = []
    claimed: set[tuple[str, str]] = set()
    for key, old in before.items():
        new = after.get(key)
        moved_to = new_by_id.get(old.operation_id or "")
        if new is not None:
            if old.operation_id and new.operation_id and old.operation_id != new.operation_id:
                findings.add(
                    "operation-id-changed",
                    old.label,
                    child(new.pointer, "operationId"),
                    f"{old.route}: operationId {old.operation_id} → {new.operation_id}; "
                    "generated clients call it by the old name.",
                )
        elif moved_to is not None and moved_to.key not in before:
            new = moved_to
            findings.add(
                "operation-moved",
                old.label,
                new.pointer,
                f"{old.label} moved from {old.route} to {new.route}; old clients call the old one.",
            )
        else:
            findings.add("operation-removed", old.label, old.pointer, f"{old.route} was removed.")
            continue
        claimed.add(new.key)
        pairs.append(OperationPair(old, new, old_doc, new_doc, findings))
    for key, new in after.items():
        if key not in claimed:
            findings.add("operation-added", new.label, new.pointer, f"{new.route} was added.")
    return pairs


def _parameters(resolver: Resolver, operation: OperationRef) -> dict[tuple[str, str], Located]:
    """Path-level parameters overridden by operation-level ones, by (in, name)."""
    found: dict[tuple[str, str], Located] = {}
    sources = ((operation.path_item, operation.path_pointer), (operation.node, operation.pointer))
    for container, pointer in sources:
        for index, raw in enumerate(items(container.get("parameters"))):
            node, where = resolver.deref(raw, child(pointer, "parameters", index))
            if isinstance(node, Mapping):
                place, name = str(node.get("in")), str(node.get("name"))
                found[(place, name.lower() if place == "header" else name)] = (node, where)
    return found


def _is_required(parameter: Mapping[str, Any]) -> bool:
    return parameter.get("required") is True or parameter.get("in") == "path"


def _parameter_schema(parameter: Mapping[str, Any], pointer: str) -> Located | None:
    if "schema" in parameter:
        return parameter["schema"], child(pointer, "schema")
    for media, body in mapping(parameter.get("content")).items():
        if isinstance(body, Mapping) and "schema" in body:
            return body["schema"], child(pointer, "content", str(media), "schema")
    return None


def _template_names(path: str) -> list[str]:
    return re.findall(r"\{([^}/]*)\}", path)


def _renamed_path_parameters(
    pair: OperationPair,
    before: dict[tuple[str, str], Located],
    after: dict[tuple[str, str], Located],
) -> None:
    """Pair path parameters by their place in the URL: ``{id}`` → ``{plan_code}`` is a rename.

    The URL clients send is the same, so only the name changed (what generated clients call
    the argument); the pair is then compared as one parameter.
    """
    old_names, new_names = _template_names(pair.old.path), _template_names(pair.new.path)
    for old_name, new_name in zip(old_names, new_names, strict=False):
        old_key, new_key = ("path", old_name), ("path", new_name)
        if old_name == new_name or old_key not in before or new_key not in after:
            continue
        if new_key in before or old_key in after:
            continue  # names swapped or reused: compare them by name
        before[new_key] = before.pop(old_key)
        pair.report(
            "path-parameter-renamed",
            after[new_key][1],
            f"path parameter {old_name} is now called {new_name}; the URL is unchanged "
            "(generated clients may name the argument differently).",
        )


def compare_parameters(pair: OperationPair) -> None:
    """Parameters added, removed, renamed, made required or optional, and their schemas."""
    before = _parameters(pair.old_doc, pair.old)
    after = _parameters(pair.new_doc, pair.new)
    _renamed_path_parameters(pair, before, after)
    for place, name in sorted(before.keys() - after.keys()):
        pair.report(
            "parameter-removed",
            before[place, name][1],
            f"{place} parameter {name} is no longer declared: the server ignores it, so what "
            "old clients ask with it (a filter, an option) is silently dropped and they get "
            "other data than they asked for.",
        )
    for place, name in sorted(after.keys() - before.keys()):
        node, where = after[place, name]
        if _is_required(node):
            pair.report(
                "required-parameter-added",
                where,
                f"new required {place} parameter {name}; old clients do not send it.",
            )
        else:
            pair.report(
                "optional-parameter-added", where, f"new optional {place} parameter {name}."
            )
    for place, name in sorted(before.keys() & after.keys()):
        (old, old_where), (new, new_where) = before[place, name], after[place, name]
        if _is_required(new) and not _is_required(old):
            pair.report(
                "parameter-made-required",
                new_where,
                f"{place} parameter {name} is now required; old clients may omit it.",
            )
        elif _is_required(old) and not _is_required(new):
            pair.report(
                "parameter-made-optional", new_where, f"{place} parameter {name} is now optional."
            )
        old_schema = _parameter_schema(old, old_where)
        new_schema = _parameter_schema(new, new_where)
        if old_schema is not None and new_schema is not None:
            compare_schema(
                pair.walk("request"), old_schema, new_schema, f"{place} parameter {name}"
            )
