"""Rendering a diff: a report for people (grouped by operation, breaking first) or JSON."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict

from toolkit.contract_diff.model import RULES, Change, Severity

CONTRACT_WIDE = "(contract-wide)"
_LABELS = {Severity.BREAKING: "BREAKING", Severity.NON_BREAKING: "non-breaking"}


def summary(changes: Sequence[Change]) -> str:
    """``N breaking, M non-breaking changes``."""
    breaking = sum(change.severity is Severity.BREAKING for change in changes)
    return f"{breaking} breaking, {len(changes) - breaking} non-breaking changes"


def render_text(changes: Sequence[Change], old_label: str, new_label: str) -> str:
    """The report for a terminal: one block per operation, operations with breaking changes first.

    Args:
        changes: What ``diff_contracts`` returned.
        old_label: How to name the old contract (its path).
        new_label: How to name the new contract.
    """
    lines = [f"Contract diff: {old_label} -> {new_label}", ""]
    groups: dict[str, list[Change]] = {}
    for change in changes:
        groups.setdefault(change.operation or CONTRACT_WIDE, []).append(change)

    def order(name: str) -> tuple[bool, bool, str]:
        has_breaking = any(change.severity is Severity.BREAKING for change in groups[name])
        return not has_breaking, name == CONTRACT_WIDE, name

    for name in sorted(groups, key=order):
        group = sorted(
            groups[name], key=lambda c: (c.severity is not Severity.BREAKING, c.location)
        )
        lines.append(f"{name}  ({summary(group)})")
        for change in group:
            lines.append(f"  {_LABELS[change.severity]:<13} {change.rule}")
            lines.append(f"      {change.message}")
            lines.append(f"      at {change.location}")
        lines.append("")
    if not changes:
        lines.append("No changes on the wire (descriptions and examples are not compared).")
        lines.append("")
    lines.append(f"Summary: {summary(changes)}.")
    return "\n".join(lines)


def render_json(changes: Sequence[Change]) -> str:
    """``{"breaking": n, "non_breaking": m, "changes": [...]}``, each change as its fields."""
    breaking = sum(change.severity is Severity.BREAKING for change in changes)
    document = {
        "breaking": breaking,
        "non_breaking": len(changes) - breaking,
        "changes": [asdict(change) for change in changes],
    }
    return json.dumps(document, indent=2, ensure_ascii=False)


def render_rules() -> str:
    """Every rule with its severity and what it detects, breaking rules first."""
    ordered = sorted(RULES.items(), key=lambda item: (item[1][0] is not Severity.BREAKING, item[0]))
    width = max(len(rule) for rule in RULES)
    return "\n".join(
        f"{_LABELS[severity]:<13} {rule:<{width}}  {text}" for rule, (severity, text) in ordered
    )
