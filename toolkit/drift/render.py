"""The drift report as text (terminal), Markdown (``drift.md``) and JSON (``drift.json``)."""

from __future__ import annotations

import json
from dataclasses import asdict
from itertools import groupby

from toolkit.drift.report import Difference, DriftReport

PATHS_SHOWN = 8
SHAPE_KINDS = ("missing_field", "extra_field", "type")


def render_text(report: DriftReport) -> str:
    """What ``billing-sim drift`` prints."""
    lines = [
        f"billing-sim drift  {report.target}  against {report.reference}  seed {report.seed}"
        f"  ({report.elapsed:.1f} s)",
        "Compared: " + ", ".join(f"{n} {what}" for what, n in report.compared.items()),
    ]
    for operation, sentences in _sentences(report):
        lines += ["", f"{operation}:", *(f"  - {sentence}" for sentence in sentences)]
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
        "fields and JSON types of responses, auth, and what the workflow's payment changes are.",
    ]
    for operation, sentences in _sentences(report):
        lines += ["", f"## {operation}", "", *(f"- {sentence}" for sentence in sentences)]
    if report.notes:
        lines += ["", "## Not compared", "", *(f"- {note}" for note in report.notes)]
    return "\n".join(lines) + "\n"


def render_json(report: DriftReport) -> str:
    """``drift.json``: every distinct difference, with counts per operation."""
    document = {
        "target": report.target,
        "reference": report.reference,
        "seed": report.seed,
        "elapsed_seconds": round(report.elapsed, 3),
        "compared": report.compared,
        "differences_per_operation": {
            operation: len(items) for operation, items in report.by_operation().items()
        },
        "differences": [asdict(difference) for difference in report.differences],
        "notes": report.notes,
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _conclusion(report: DriftReport) -> str:
    if not report.differences:
        return f"No difference from {report.reference_name}."
    sentences = _sentences(report)
    count = sum(len(items) for _, items in sentences)
    return f"{count} difference(s) from {report.reference_name} on {len(sentences)} operation(s)."


def _sentences(report: DriftReport) -> list[tuple[str, list[str]]]:
    """Per operation, one sentence per difference (shape changes of one kind merged)."""
    them = report.reference_name
    result = []
    for operation, differences in report.by_operation().items():
        sentences: list[str] = []
        key = _merge_key
        for _, group in groupby(sorted(differences, key=key), key=key):
            items = list(group)
            if items[0].kind in SHAPE_KINDS:
                sentences.append(_shape_sentence(items, them))
            else:
                sentences += [_sentence(item, them) for item in items]
        result.append((operation, sentences))
    return result


def _merge_key(difference: Difference) -> tuple[str, str, str, str]:
    subject = "" if difference.kind in SHAPE_KINDS else difference.subject
    return difference.kind, subject, difference.reference, difference.target


def _sentence(item: Difference, them: str) -> str:
    seen = f" ({_times(item)}, e.g. `{item.example}`)"
    if item.kind == "status":
        return (
            f"the implementation answers {item.target} where {them} answers {item.reference}{seen}"
        )
    if item.kind == "problem_code":
        return (
            f"the implementation's problem is {item.target} where {them}'s is "
            f"{item.reference}{seen}"
        )
    if item.kind == "auth":
        return (
            f"{item.subject}, the implementation answers {item.target} where {them} answers "
            f"{item.reference}{seen}"
        )
    return _transition(item, them)


def _transition(item: Difference, them: str) -> str:
    """A promised effect of the payment (``yes (...)``/``no (...)``) or a status after it."""
    if not item.reference.startswith(("yes ", "no ")):
        return (
            f"after the payment, {item.subject.removesuffix(' after the payment')} answers "
            f"{item.target} where {them} answers {item.reference}"
        )
    ours, theirs = item.reference.split(" ", 1), item.target.split(" ", 1)
    if ours[0] == "yes":
        return (
            f"after the payment, {item.subject} on {them} {ours[1]} but not on the "
            f"implementation {theirs[1]}"
        )
    return (
        f"after the payment, {item.subject} on the implementation {theirs[1]} but not on "
        f"{them} {ours[1]}"
    )


def _shape_sentence(items: list[Difference], them: str) -> str:
    paths = [f"`{item.subject}`" for item in items]
    shown = ", ".join(paths[:PATHS_SHOWN])
    if len(paths) > PATHS_SHOWN:
        shown += f" and {len(paths) - PATHS_SHOWN} more"
    first = items[0]
    count = sum(item.occurrences for item in items)
    seen = f" ({count} response(s), e.g. `{first.example}`)"
    if first.kind == "missing_field":
        return f"the implementation omits {shown}, which {them} returns{seen}"
    if first.kind == "extra_field":
        return f"the implementation adds {shown}, which {them} does not return{seen}"
    return f"{shown}: {first.target} in the implementation, {first.reference} in {them}{seen}"


def _times(item: Difference) -> str:
    return "1 request" if item.occurrences == 1 else f"{item.occurrences} requests"
