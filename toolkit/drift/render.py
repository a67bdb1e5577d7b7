"""The drift report as text (terminal), Markdown (``drift.md``) and JSON (``drift.json``)."""

from __future__ import annotations

import json
from typing import Any

from toolkit.drift.report import Difference, DriftReport

PATHS_SHOWN = 8


def render_text(report: DriftReport) -> str:
    """What ``billing-sim drift`` prints."""
    lines = [
        f"billing-sim drift  {report.target}  against {report.reference}  seed {report.seed}"
        f"  ({report.elapsed:.1f} s)",
        "Compared: " + ", ".join(f"{n} {what}" for what, n in report.compared.items()),
    ]
    them = report.reference_name
    for operation, differences in report.by_operation().items():
        lines += ["", f"{operation}:"]
        for difference in differences:
            lines.append(f"  - {sentence(difference, them)}")
            if difference.request:
                lines += [f"    $ {line}" for line in difference.request.splitlines()]
    if report.notes:
        lines += ["", "Not compared:", *(f"  - {note}" for note in report.notes)]
    lines += ["", _conclusion(report)]
    return "\n".join(lines)


def render_markdown(report: DriftReport) -> str:
    """``drift.md``."""
    lines = [
        f"# Drift: {report.target} against {report.reference}",
        "",
        f"**{_conclusion(report)}**",
        "",
        f"- Seed of the generated requests: `{report.seed}`",
        "- Compared: " + ", ".join(f"{n} {what}" for what, n in report.compared.items()),
        f"- Duration: {report.elapsed:.1f} s",
        "",
        "Values are not compared (the two may hold different data): statuses, problem codes, the",
        "fields and JSON types of responses, the form of the headers the contract and the bot rely",
        "on, auth, and what the workflow's payment changes are.",
    ]
    them = report.reference_name
    for operation, differences in report.by_operation().items():
        lines += ["", f"## {operation}", ""]
        for difference in differences:
            lines.append(f"- {sentence(difference, them)}")
            if difference.request:
                lines += ["", "  ```bash", f"  {difference.request}", "  ```", ""]
    if report.notes:
        lines += ["", "## Not compared", "", *(f"- {note}" for note in report.notes)]
    return "\n".join(lines) + "\n"


def render_json(report: DriftReport) -> str:
    """``drift.json``: one row per distinct difference, with counts per operation."""
    document = {
        "target": report.target,
        "reference": report.reference,
        "seed": report.seed,
        "elapsed_seconds": round(report.elapsed, 3),
        "compared": report.compared,
        "differences_per_operation": {
            operation: len(items) for operation, items in report.by_operation().items()
        },
        "differences": [_row(difference) for difference in report.differences],
        "notes": report.notes,
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _row(difference: Difference) -> dict[str, Any]:
    return {
        "operation": difference.operation,
        "operations": list(difference.operations),
        "kind": difference.kind,
        "subject": difference.subject,
        "reference": difference.reference,
        "target": difference.target,
        "cases": [
            {"subject": subject, "reference": reference, "target": target}
            for subject, reference, target in difference.cases
        ],
        "occurrences": difference.occurrences,
        "example": difference.example,
        "request": difference.request,
    }


def _conclusion(report: DriftReport) -> str:
    if not report.differences:
        return f"No difference from {report.reference_name}."
    count, operations = len(report.differences), len(report.by_operation())
    return f"{count} difference(s) from {report.reference_name} on {operations} operation(s)."


def sentence(difference: Difference, them: str) -> str:
    """One sentence for ``difference``, naming the other operations it was also seen on."""
    item = difference
    if item.kind == "status":
        text = f"the implementation answers {item.target} where {them} answers {item.reference}"
    elif item.kind == "problem_code":
        text = f"the implementation's problem is {item.target} where {them}'s is {item.reference}"
    elif item.kind == "header":
        text = (
            f"`{item.subject}` is {item.target} in the implementation where {them} sends "
            f"{item.reference}"
        )
    elif item.kind == "missing_field":
        text = f"the implementation omits {_paths(item)}, which {them} returns"
    elif item.kind == "extra_field":
        text = f"the implementation adds {_paths(item)}, which {them} does not return"
    elif item.kind == "type":
        text = f"{_paths(item)}: {item.target} in the implementation, {item.reference} in {them}"
    elif item.kind == "auth":
        probes = " and ".join(item.subjects)
        text = (
            f"{probes}, the implementation answers {item.target} where {them} answers "
            f"{item.reference}"
        )
    else:
        text = _transition(item, them)
    also = f"; also on {', '.join(item.operations[1:])}" if len(item.operations) > 1 else ""
    seen = "1 request" if item.occurrences == 1 else f"{item.occurrences} requests"
    return f"{text} ({seen}{also}, e.g. `{item.example}`)"


def _transition(item: Difference, them: str) -> str:
    """What the payment changed on one side only: promised effects (``yes (...)`` /
    ``no (...)``) and reads whose status it changed."""
    clauses = []
    for subject, ours, theirs in item.cases:
        if ours.startswith(("yes ", "no ")):
            holds, mine = ours.split(" ", 1)
            other = theirs.split(" ", 1)[-1]
            if holds == "yes":
                clauses.append(f"{subject} on {them} {mine} but not on the implementation {other}")
            else:
                clauses.append(f"{subject} on the implementation {other} but not on {them} {mine}")
        else:
            read = subject.removesuffix(" after the payment")
            clauses.append(f"{read} answers {theirs} where {them} answers {ours}")
    return "after the payment, " + "; ".join(clauses)


def _paths(item: Difference) -> str:
    paths = [f"`{subject}`" for subject in item.subjects]
    shown = ", ".join(paths[:PATHS_SHOWN])
    if len(paths) > PATHS_SHOWN:
        shown += f" and {len(paths) - PATHS_SHOWN} more"
    return shown
