"""A drift run as a report: one row per distinct difference, under its operation.

Each row is one sentence saying what the implementation does where the reference does
something else, how often and where it was seen, and the implementation's request as a curl
line that reproduces it. The terminal and ``drift.md`` show the rows by operation, in contract
order; ``drift.json`` has one entry per row with its parts (kind, subject, both answers, every
case it merges).
"""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.drift.differences import Difference, DriftResult
from billing_sim.toolkit.drift.values import pattern
from billing_sim.toolkit.report import Listing, Paragraph, Report, Row, bullets

DOCUMENT = "drift.md"
PATHS_SHOWN = 8
NOT_VALUES = (
    "Compared: statuses, problem codes, the fields and JSON types of responses, the form of the\n"
    "headers the contract and the bot rely on, auth and what the workflow's payment changes;\n"
    "when both sides hold the same data (their test customers read alike), also every value of\n"
    "every body, with the run's payment ids, times and request ids set aside, and which requests\n"
    "share an ETag."
)


def difference_report(result: DriftResult) -> Report:
    """The report of ``result``."""
    them = result.reference_name
    rows = tuple(
        Row(
            operation=difference.operation,
            result="failed",
            message=sentence(difference, them),
            request=difference.request,
            record=_record(difference),
        )
        for difference in result.differences
    )
    compared = ", ".join(f"{n} {what}" for what, n in result.compared.items())
    return Report(
        title=f"Drift: {result.target} against {result.reference}",
        conclusion=_conclusion(result),
        facts=(
            ("Recording", result.recording)
            if result.recording
            else ("Seed of the generated requests", str(result.seed)),
            ("Compared", compared),
        ),
        blocks=(
            Paragraph(NOT_VALUES, shown="document"),
            Listing("", rows, style="by_operation", key="differences"),
            bullets("Not compared", result.notes, key="notes"),
        ),
        record={
            "target": result.target,
            "reference": result.reference,
            "seed": result.seed,
            "compared": result.compared,
            "differences_per_operation": {
                operation: len(items) for operation, items in result.by_operation().items()
            },
        },
        elapsed=result.elapsed,
        document=DOCUMENT,
    )


def _record(difference: Difference) -> dict[str, Any]:
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


def _conclusion(result: DriftResult) -> str:
    if not result.differences:
        return f"No difference from {result.reference_name}."
    count, operations = len(result.differences), len(result.by_operation())
    return f"{count} difference(s) from {result.reference_name} on {operations} operation(s)."


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
    elif item.kind == "value":
        subject, ours, theirs = item.cases[0]
        fields = list(dict.fromkeys(f"`{pattern(case[0])}`" for case in item.cases))
        shown = ", ".join(fields[:PATHS_SHOWN])
        if len(fields) > PATHS_SHOWN:
            shown += f" and {len(fields) - PATHS_SHOWN} more"
        text = (
            f"the same request gets other values at {shown}: e.g. `{pattern(subject)}` is "
            f"{theirs} in the implementation where {them} answers {ours}"
        )
    elif item.kind == "promise":
        subject, ours, theirs = item.cases[0]
        text = f"`{subject}` {ours} on {them}, and is {theirs} on the implementation"
    elif item.kind == "validator":
        subject, ours, theirs = item.cases[0]
        text = (
            f"the ETag of `{subject}` is {_issued(subject, theirs)} in the implementation; "
            f"{them}'s is {_issued(subject, ours)}"
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


def _issued(step: str, first: str) -> str:
    return "a new one" if first == step else f"the one first issued at `{first}`"


def _paths(item: Difference) -> str:
    paths = [f"`{subject}`" for subject in item.subjects]
    shown = ", ".join(paths[:PATHS_SHOWN])
    if len(paths) > PATHS_SHOWN:
        shown += f" and {len(paths) - PATHS_SHOWN} more"
    return shown
