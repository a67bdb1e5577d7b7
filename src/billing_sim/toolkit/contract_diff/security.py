"""Security: the requirements each operation (or the whole contract) has, and the schemes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from billing_sim.toolkit.contract_diff.changes import ChangeSet
from billing_sim.toolkit.contract_diff.operations import OperationPair
from billing_sim.toolkit.contract_diff.refs import Resolver, child, items, mapping

Alternative = frozenset[tuple[str, tuple[str, ...]]]
"""One security requirement object: every scheme in it (with its scopes) must be satisfied."""


def _alternatives(requirements: Any) -> frozenset[Alternative]:
    """A security list as a set of alternatives; ``frozenset()`` among them means anonymous."""
    if not isinstance(requirements, list):
        return frozenset()
    return frozenset(
        frozenset(
            (str(name), tuple(sorted(map(str, items(scopes))))) for name, scopes in item.items()
        )
        for item in requirements
        if isinstance(item, Mapping)
    )


def _describe(alternatives: frozenset[Alternative]) -> str:
    if not alternatives or frozenset() in alternatives:
        return "no credentials"
    return " or ".join(
        sorted(" + ".join(sorted(name for name, _ in option)) for option in alternatives)
    )


def _classify(before: frozenset[Alternative], after: frozenset[Alternative]) -> str | None:
    """The rule a change of requirements falls under (``None`` when equal)."""
    if before == after:
        return None
    if not after or frozenset() in after:
        return "security-relaxed"  # anonymous calls are accepted
    if not before or frozenset() in before:
        return "security-requirement-added"
    if before <= after:
        return "security-relaxed"  # every credential that worked still works
    return "security-requirement-changed"


def _report(
    findings: ChangeSet,
    operation: str | None,
    location: str,
    before: frozenset[Alternative],
    after: frozenset[Alternative],
    scope: str,
) -> None:
    rule = _classify(before, after)
    if rule is None:
        return
    consequence = "" if rule == "security-relaxed" else "; old clients' credentials are refused"
    findings.add(
        rule,
        operation,
        location,
        f"{scope} accepts {_describe(after)} (was {_describe(before)}){consequence}.",
    )


def compare_operation_security(pair: OperationPair) -> None:
    """Requirements of an operation that declares its own (either version); others follow
    the global requirements, which ``compare_contract_security`` reports once."""
    if "security" not in pair.old.node and "security" not in pair.new.node:
        return
    old_global = pair.old_doc.document.get("security")
    new_global = pair.new_doc.document.get("security")
    _report(
        pair.findings,
        pair.label,
        child(pair.new.pointer, "security"),
        _alternatives(pair.old.node.get("security", old_global)),
        _alternatives(pair.new.node.get("security", new_global)),
        pair.old.route,
    )


def compare_contract_security(old_doc: Resolver, new_doc: Resolver, findings: ChangeSet) -> None:
    """The global requirements and the security schemes."""
    _report(
        findings,
        None,
        "/security",
        _alternatives(old_doc.document.get("security")),
        _alternatives(new_doc.document.get("security")),
        "every operation without its own security",
    )
    before = _schemes(old_doc)
    after = _schemes(new_doc)
    for name in sorted(before):
        location = child("/components/securitySchemes", name)
        if name not in after:
            findings.add(
                "security-scheme-changed",
                None,
                location,
                f"security scheme {name} was removed; clients configured for it break.",
            )
        elif _wire(before[name]) != _wire(after[name]):
            findings.add(
                "security-scheme-changed",
                None,
                location,
                f"security scheme {name} changed how credentials are sent; "
                "old clients send them the old way.",
            )


def _schemes(resolver: Resolver) -> dict[str, Any]:
    schemes = mapping(mapping(resolver.document.get("components")).get("securitySchemes"))
    pointer = "/components/securitySchemes"
    return {
        str(name): resolver.deref(raw, child(pointer, str(name)))[0]
        for name, raw in schemes.items()
    }


def _wire(scheme: Any) -> Any:
    """A scheme without its prose: what decides how credentials travel."""
    if not isinstance(scheme, Mapping):
        return scheme
    return {key: value for key, value in scheme.items() if key != "description"}
