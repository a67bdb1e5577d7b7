"""A contract diff as a report: the changes by operation, breaking first; and the rule table.

Operations with a breaking change come first, then those with a change to review, then the
rest; contract-wide changes (security schemes, the error catalog) come last among equals. Each
row is the change's severity, its rule and, under it, what changed and the JSON pointer that
``--accept RULE@POINTER`` names. The JSON has the counts and one entry per change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from billing_sim.toolkit.contract_diff.changes import RULES, SEVERITY_ORDER, Change, Severity
from billing_sim.toolkit.report import Column, Listing, Report, Row, Table, group_by

CONTRACT_WIDE = "(contract-wide)"
LABELS = {
    Severity.BREAKING: "BREAKING",
    Severity.REVIEW: "REVIEW",
    Severity.NON_BREAKING: "non-breaking",
}
NOTHING = "No changes on the wire (descriptions and summaries are not compared)."
ACCEPT_ADVICE = (
    "Acknowledge a change you have reviewed with --accept RULE@POINTER "
    "(or a line of --accept-file)."
)


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


def change_report(changes: Sequence[Change], old_label: str, new_label: str) -> Report:
    """The report of a diff.

    Args:
        changes: What ``diff_contracts`` returned (after ``accept``).
        old_label: How to name the old contract (its path).
        new_label: How to name the new contract.
    """
    groups = group_by(changes, lambda change: change.operation or CONTRACT_WIDE)

    def order(name: str) -> tuple[int, bool, str]:
        worst = min(SEVERITY_ORDER[change.severity] for change in groups[name])
        return worst, name == CONTRACT_WIDE, name

    rows = [
        _row(name, change)
        for name in sorted(groups, key=order)
        for change in sorted(groups[name], key=lambda c: (SEVERITY_ORDER[c.severity], c.location))
    ]
    listing = Listing(
        "",
        tuple(rows),
        style="by_operation",
        labels=tuple(LABELS.values()),
        group_notes={name: summary(items) for name, items in groups.items()},
        empty=NOTHING,
        key="changes",
    )
    return Report(
        title=f"Contract diff: {old_label} -> {new_label}",
        conclusion=f"Summary: {summary(changes)}.",
        blocks=(listing,),
        advice=(ACCEPT_ADVICE,) if any(change.fails for change in changes) else (),
        record={
            "breaking": _count(changes, Severity.BREAKING),
            "review": _count(changes, Severity.REVIEW),
            "non_breaking": _count(changes, Severity.NON_BREAKING),
            "accepted": sum(change.accepted for change in changes),
        },
    )


def _row(operation: str, change: Change) -> Row:
    return Row(
        operation=operation,
        subject=change.rule,
        result="failed" if change.fails else "noted",
        label=LABELS[change.severity],
        message="(accepted)" if change.accepted else "",
        notes=(change.message, f"at {change.location}"),
        record=asdict(change),
    )


def rule_table() -> Report:
    """Every rule with its severity and what it detects, breaking rules first."""
    ordered = sorted(RULES.items(), key=lambda item: (SEVERITY_ORDER[item[1][0]], item[0]))
    rows = tuple(
        Row(subject=rule, label=LABELS[severity], cells=(LABELS[severity], rule, text))
        for rule, (severity, text) in ordered
    )
    columns = (Column("Severity"), Column("Rule"), Column("What it detects"))
    severities = [severity for severity, _ in RULES.values()]
    tally = ", ".join(
        f"{severities.count(severity)} {word}"
        for severity, word in zip(LABELS, ("breaking", "to review", "non-breaking"), strict=True)
    )
    return Report(
        title="The rules of billing-sim contract diff, breaking first",
        conclusion=f"{len(RULES)} rules: {tally}.",
        blocks=(Table("", columns, rows),),
    )
