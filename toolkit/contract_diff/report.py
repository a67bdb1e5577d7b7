"""Rendering a diff: a report for people (grouped by operation, breaking first) or JSON."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict

from toolkit.contract_diff.model import RULES, SEVERITY_ORDER, Change, Severity

CONTRACT_WIDE = "(contract-wide)"
_LABELS = {
    Severity.BREAKING: "BREAKING",
    Severity.REVIEW: "REVIEW",
    Severity.NON_BREAKING: "non-breaking",
}


def _count(changes: Sequence[Change], severity: Severity) -> int:
    return sum(change.severity is severity for change in changes)


def summary(changes: Sequence[Change]) -> str:
    """``N breaking, R to review, M non-breaking changes`` (and how many were accepted)."""
    text = (
        f"{_count(changes, Severity.BREAKING)} breaking, {_count(changes, Severity.REVIEW)} to "
        f"review, {_count(changes, Severity.NON_BREAKING)} non-breaking changes"
    )
    accepted = sum(change.accepted for change in changes)
    return f"{text}; {accepted} accepted" if accepted else text


def render_text(changes: Sequence[Change], old_label: str, new_label: str) -> str:
    """The report for a terminal: one block per operation, operations with breaking changes first.

    Args:
        changes: What ``diff_contracts`` returned (after ``accept``).
        old_label: How to name the old contract (its path).
        new_label: How to name the new contract.
    """
    lines = [f"Contract diff: {old_label} -> {new_label}", ""]
    groups: dict[str, list[Change]] = {}
    for change in changes:
        groups.setdefault(change.operation or CONTRACT_WIDE, []).append(change)

    def order(name: str) -> tuple[int, bool, str]:
        worst = min(SEVERITY_ORDER[change.severity] for change in groups[name])
        return worst, name == CONTRACT_WIDE, name

    for name in sorted(groups, key=order):
        group = sorted(groups[name], key=lambda c: (SEVERITY_ORDER[c.severity], c.location))
        lines.append(f"{name}  ({summary(group)})")
        for change in group:
            accepted = "  (accepted)" if change.accepted else ""
            lines.append(f"  {_LABELS[change.severity]:<13} {change.rule}{accepted}")
            lines.append(f"      {change.message}")
            lines.append(f"      at {change.location}")
        lines.append("")
    if not changes:
        lines.append("No changes on the wire (descriptions and summaries are not compared).")
        lines.append("")
    lines.append(f"Summary: {summary(changes)}.")
    if any(change.fails for change in changes):
        lines.append(
            "Acknowledge a change you have reviewed with --accept RULE@POINTER "
            "(or a line of --accept-file)."
        )
    return "\n".join(lines)


def render_json(changes: Sequence[Change]) -> str:
    """``{"breaking": n, "review": r, "non_breaking": m, "accepted": a, "changes": [...]}``."""
    document = {
        "breaking": _count(changes, Severity.BREAKING),
        "review": _count(changes, Severity.REVIEW),
        "non_breaking": _count(changes, Severity.NON_BREAKING),
        "accepted": sum(change.accepted for change in changes),
        "changes": [asdict(change) for change in changes],
    }
    return json.dumps(document, indent=2, ensure_ascii=False)


def render_rules() -> str:
    """Every rule with its severity and what it detects, breaking rules first."""
    ordered = sorted(RULES.items(), key=lambda item: (SEVERITY_ORDER[item[1][0]], item[0]))
    width = max(len(rule) for rule in RULES)
    return "\n".join(
        f"{_LABELS[severity]:<13} {rule:<{width}}  {text}" for rule, (severity, text) in ordered
    )
