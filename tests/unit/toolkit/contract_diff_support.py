"""Helpers for the contract-diff tests: copies of the real contract, tiny documents, assertions."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from typing import Any

from billing_sim.openapi import load_contract
from billing_sim.toolkit.contract_diff import Change, Severity, diff_contracts

Mutation = Callable[[dict[str, Any]], object]
BREAKING, NON_BREAKING = Severity.BREAKING, Severity.NON_BREAKING


def contract() -> dict[str, Any]:
    """A private copy of ``src/billing_sim/openapi/billing.yaml`` that a test may mutate."""
    return copy.deepcopy(load_contract())


def diff(new: Mutation | None = None, *, old: Mutation | None = None) -> list[Change]:
    """Diff two copies of the contract, after applying ``old`` and ``new`` to their copy."""
    before, after = contract(), contract()
    if old is not None:
        old(before)
    if new is not None:
        new(after)
    return diff_contracts(before, after)


def schemas(document: dict[str, Any]) -> dict[str, Any]:
    """``components.schemas`` of ``document``."""
    result: dict[str, Any] = document["components"]["schemas"]
    return result


def operation(document: dict[str, Any], path: str, method: str = "get") -> dict[str, Any]:
    """The operation object at ``path`` and ``method``."""
    result: dict[str, Any] = document["paths"][path][method]
    return result


def parameter(
    document: dict[str, Any], path: str, name: str, method: str = "get"
) -> dict[str, Any]:
    """The inline parameter ``name`` of an operation."""
    for item in operation(document, path, method)["parameters"]:
        if item.get("name") == name:
            found: dict[str, Any] = item
            return found
    raise LookupError(name)


def only(
    changes: list[Change],
    rule: str,
    severity: Severity,
    operations: Iterable[str | None] | None = None,
) -> list[Change]:
    """Assert that every change is ``rule`` at ``severity`` (and, if given, which operations)."""
    assert changes, f"expected {rule}, found no change"
    assert {(change.rule, change.severity) for change in changes} == {(rule, severity)}, changes
    if operations is not None:
        assert {change.operation for change in changes} == set(operations), changes
    return changes


def tiny(schema: dict[str, Any], *, direction: str = "response") -> dict[str, Any]:
    """A one-operation document whose response (or request) body is ``schema``."""
    body = {"content": {"application/json": {"schema": schema}}}
    node: dict[str, Any] = {"operationId": "probe", "responses": {"200": {"description": "ok"}}}
    if direction == "response":
        node["responses"]["200"].update(body)
    else:
        node["requestBody"] = {"required": True, **body}
    return {
        "openapi": "3.1.0",
        "info": {"title": "probe", "version": "1"},
        "paths": {"/probe": {"post": node}},
        "components": {"schemas": {}},
    }
