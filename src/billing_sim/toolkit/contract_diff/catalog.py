"""The error catalog: ``x-error-catalog`` (code → status, category, retryability) and the
``ErrorCode`` enum. Clients branch on codes and retry by category, so the catalog is API."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from billing_sim.toolkit.contract_diff.changes import ChangeSet
from billing_sim.toolkit.contract_diff.operations import ERROR_CODE_SCHEMA
from billing_sim.toolkit.contract_diff.refs import ContractError, Resolver, child, items, mapping

CATALOG = "/x-error-catalog"


def _catalog(resolver: Resolver) -> dict[str, Mapping[str, Any]]:
    entries = mapping(resolver.document.get("x-error-catalog"))
    return {str(code): entry for code, entry in entries.items() if isinstance(entry, Mapping)}


def _enum_codes(resolver: Resolver) -> set[str]:
    try:
        schema = resolver.lookup(ERROR_CODE_SCHEMA)
    except ContractError:  # a contract without the enum: the catalog alone describes the codes
        return set()
    values = schema.get("enum") if isinstance(schema, Mapping) else None
    return {str(value) for value in items(values) if value is not None}


def catalog_codes(resolver: Resolver) -> set[str]:
    """Every code the document catalogues (``x-error-catalog`` or the ``ErrorCode`` enum)."""
    return set(_catalog(resolver)) | _enum_codes(resolver)


def compare_error_catalog(old_doc: Resolver, new_doc: Resolver, findings: ChangeSet) -> None:
    """Codes removed (from either place), added, or whose status or semantics changed."""
    old_catalog, new_catalog = _catalog(old_doc), _catalog(new_doc)
    old_enum, new_enum = _enum_codes(old_doc), _enum_codes(new_doc)
    old_codes, new_codes = old_catalog.keys() | old_enum, new_catalog.keys() | new_enum
    dropped = (old_catalog.keys() - new_catalog.keys()) | (old_enum - new_enum)
    for code in sorted(dropped):
        where = child(CATALOG, code) if code in old_catalog and code not in new_catalog else None
        findings.add(
            "error-code-removed",
            None,
            where or child(ERROR_CODE_SCHEMA, "enum"),
            f"error code {code} was removed; clients that branch on it now get "
            "another answer for that case.",
        )
    for code in sorted(new_codes - old_codes):
        findings.add(
            "error-code-added",
            None,
            child(CATALOG, code) if code in new_catalog else child(ERROR_CODE_SCHEMA, "enum"),
            f"new error code {code}; error codes are an open set (Problem.code is a string), "
            "so old clients classify a code they do not know by its status and category.",
        )
    for code in sorted(old_catalog.keys() & new_catalog.keys()):
        before, after = old_catalog[code], new_catalog[code]
        if before.get("status") != after.get("status"):
            findings.add(
                "error-code-status-changed",
                None,
                child(CATALOG, code, "status"),
                f"error code {code}: status {before.get('status')} → {after.get('status')}; "
                "each code comes with one status, and clients rely on the pair.",
            )
        for key in ("category", "retryable"):
            if before.get(key) != after.get(key):
                findings.add(
                    "error-code-semantics-changed",
                    None,
                    child(CATALOG, code, key),
                    f"error code {code}: {key} {before.get(key)} → {after.get(key)}; "
                    "clients decide retries and messages from it.",
                )
