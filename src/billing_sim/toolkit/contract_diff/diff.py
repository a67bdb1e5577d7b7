"""``diff_contracts``: every rule applied to two loaded documents. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from billing_sim.toolkit.contract_diff.bodies import compare_request_body, compare_responses
from billing_sim.toolkit.contract_diff.catalog import compare_error_catalog
from billing_sim.toolkit.contract_diff.changes import Change, ChangeSet
from billing_sim.toolkit.contract_diff.loading import check_openapi
from billing_sim.toolkit.contract_diff.operations import compare_parameters, match_operations
from billing_sim.toolkit.contract_diff.refs import ContractError, Resolver
from billing_sim.toolkit.contract_diff.security import (
    compare_contract_security,
    compare_operation_security,
)


def diff_contracts(
    old: Mapping[str, Any],
    new: Mapping[str, Any],
    *,
    old_label: str = "old",
    new_label: str = "new",
) -> list[Change]:
    """Classify every change from ``old`` to ``new`` (two loaded OpenAPI 3.x documents).

    Args:
        old: The contract clients were built against.
        new: The proposed contract.
        old_label: How error messages name ``old`` (e.g. its path).
        new_label: How error messages name ``new``.

    Returns:
        The changes, breaking first; empty when the documents are equivalent on the wire
        (descriptions, summaries and examples are not compared).

    Raises:
        ContractError: if a document is not OpenAPI 3.x or has a broken or external ``$ref``.
    """
    old_doc = Resolver(check_openapi(dict(old), old_label), old_label)
    new_doc = Resolver(check_openapi(dict(new), new_label), new_label)
    findings = ChangeSet()
    try:
        for pair in match_operations(old_doc, new_doc, findings):
            compare_parameters(pair)
            compare_request_body(pair)
            compare_responses(pair)
            compare_operation_security(pair)
        compare_contract_security(old_doc, new_doc, findings)
        compare_error_catalog(old_doc, new_doc, findings)
    except RecursionError:
        # Only a pathological document gets here (e.g. nullable oneOfs referring to each other
        # in a loop): `seen` in the schema walk already stops ordinary recursive schemas.
        raise ContractError("a schema nests or refers to itself too deeply to compare") from None
    return findings.sorted()
