"""The verify summary: plain text for the terminal, Markdown for ``report.md``."""

from __future__ import annotations

from collections import Counter

from toolkit.verify.responses import RESPONSE_PROMISES
from toolkit.verify.results import (
    PHASES,
    DistinctFailure,
    OperationSummary,
    PromiseSummary,
    VerifyResult,
)

CONSOLE_MESSAGE_LINES = 6
MARKDOWN_MESSAGE_CHARS = 3000
STATUS_ORDER = ("failed", "passed", "not exercised", "not checkable")
APPLIES_TO = {promise.id: promise.applies_to for promise in RESPONSE_PROMISES}


def render_text(result: VerifyResult) -> str:
    """What ``billing-sim verify`` prints once the run is over."""
    operations = result.operations()
    failures = result.failures()
    width = max((len(s.operation) for s in operations), default=9)
    lines = [
        f"billing-sim verify  {result.base_url}  seed {result.seed}  "
        f"max examples {_examples(result)}  ({result.elapsed:.1f} s)",
        "Phases: " + " · ".join(f"{name} {status}" for name, status in _phases(result)),
        "",
        f"{'Operation':<{width}}  {'Cases':>5}  Result",
    ]
    for summary in operations:
        lines.append(f"{summary.operation:<{width}}  {summary.cases:>5}  {_verdict(summary)}")
    promises = result.promises()
    lines += ["", _promise_counts(promises)]
    unexercised = [p for p in promises if p.status == "not exercised"]
    if unexercised:
        lines += ["Not exercised (see report.md for every promise):"]
        lines += [f"  - {p.promise.id}: {_why(p)}" for p in unexercised]
    if failures:
        lines += ["", f"{len(failures)} distinct failure(s):"]
        for number, failure in enumerate(failures, 1):
            lines += ["", *_failure_text(number, failure)]
    for heading, items in (("Errors", result.errors), ("Notes", result.notes)):
        if items:
            lines += ["", f"{heading}:", *(f"  - {item}" for item in items)]
    lines += ["", _conclusion(result)]
    return "\n".join(lines)


def render_markdown(result: VerifyResult) -> str:
    """``report.md``: the summary, every operation's checks, every distinct failure."""
    failures = result.failures()
    lines = [
        f"# Contract verification of {result.base_url}",
        "",
        f"**{_conclusion(result)}**",
        "",
        f"- Seed: `{result.seed}` (replay the same cases with `--seed {result.seed}`)",
        f"- Examples per operation and phase: {_examples(result)}",
        f"- Duration: {result.elapsed:.1f} s",
        "",
        "| Phase | Result |",
        "|---|---|",
        *(f"| {name} | {status} |" for name, status in _phases(result)),
        "",
        "## Promises",
        "",
        _promise_counts(result.promises()),
        "",
        "| Promise | Family | Result | Checked | Failed | Judged on, or why not |",
        "|---|---|---|---:|---:|---|",
        *(_promise_row(summary) for summary in result.promises()),
        "",
        "## Operations",
        "",
        "| Operation | Request | Cases | Checks passed | Failed checks |",
        "|---|---|---:|---:|---|",
    ]
    for summary in result.operations():
        passing = sum(1 for tally in summary.checks.values() if not tally.failed)
        failed = ", ".join(f"`{name}` ({_ratio(summary, name)})" for name in summary.failed_checks)
        lines.append(
            f"| {summary.operation} | `{summary.method_and_path}` | {summary.cases} | "
            f"{passing}/{len(summary.checks)} | {failed or '—'} |"
        )
    lines += ["", "## Failures", ""]
    if not failures:
        lines.append("None.")
    for number, failure in enumerate(failures, 1):
        lines += _failure_markdown(number, failure)
    for heading, items in (("Errors", result.errors), ("Notes", result.notes)):
        if items:
            lines += ["", f"## {heading}", "", *(f"- {item}" for item in items)]
    return "\n".join(lines) + "\n"


def _promise_counts(promises: list[PromiseSummary]) -> str:
    counts: Counter[str] = Counter(summary.status for summary in promises)
    shown = ", ".join(f"{counts[status]} {status}" for status in STATUS_ORDER if counts[status])
    return f"Promises: {len(promises)} in the contract's catalogue: {shown}."


def _why(summary: PromiseSummary) -> str:
    if summary.promise.check == "none":
        return summary.promise.why or "nothing a server answers can break it"
    if summary.reasons:
        return "; ".join(summary.reasons[:3]) + (" ..." if len(summary.reasons) > 3 else "")
    judged = APPLIES_TO.get(summary.promise.id)
    return (
        f"no response it judges was seen ({judged})" if judged else "no response it judges was seen"
    )


def _promise_row(summary: PromiseSummary) -> str:
    if summary.checked:
        where = ", ".join(summary.operations)
        if summary.reasons:
            where += f" (not exercised: {_why(summary)})"
    else:
        where = _why(summary)
    status = summary.status.upper() if summary.status == "failed" else summary.status
    return (
        f"| `{summary.promise.id}` | {summary.promise.family} | {status} | {summary.checked} | "
        f"{summary.failed} | {_cell(where)} |"
    )


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _conclusion(result: VerifyResult) -> str:
    promises = result.promises()
    exercised = sum(1 for summary in promises if summary.checked)
    if result.passed:
        return (
            f"PASSED: every check held on {len(result.operations())} operations; "
            f"{exercised} of the contract's {len(promises)} promises exercised."
        )
    broken = sorted({failure.promise or failure.check for failure in result.failures()})
    named = result.failed_checks()
    errors = f", {len(result.errors)} error(s)" if result.errors else ""
    which = f": {', '.join(broken)}" if broken else ""
    return f"FAILED: {len(broken)} promise(s) broken on {len(named)} operation(s){errors}{which}."


def _phases(result: VerifyResult) -> list[tuple[str, str]]:
    return [(name, result.phases[name]) for name in PHASES if name in result.phases]


def _examples(result: VerifyResult) -> str:
    return "from schemathesis.toml" if result.max_examples is None else str(result.max_examples)


def _verdict(summary: OperationSummary) -> str:
    if not summary.failed_checks:
        count = len(summary.checks)
        return f"ok      {count} check{'' if count == 1 else 's'} passed"
    failed = ", ".join(f"{name} ({_ratio(summary, name)})" for name in summary.failed_checks)
    return f"FAILED  {failed}"


def _ratio(summary: OperationSummary, check: str) -> str:
    tally = summary.checks[check]
    return f"{tally.failed} of {tally.passed + tally.failed}"


def _failure_text(number: int, failure: DistinctFailure) -> list[str]:
    example = failure.example
    message = example.message.strip().splitlines()
    shown = message[:CONSOLE_MESSAGE_LINES]
    if len(message) > CONSOLE_MESSAGE_LINES:
        shown.append("... (full message in report.md)")
    return [
        f"{number}. {_named(failure)}  [{example.code}] {example.title}"
        f"  ({failure.occurrences}x; {', '.join(failure.phases)})",
        *(f"   {line}" for line in shown),
        *(f"   $ {line}" for line in example.reproduction.splitlines()),
    ]


def _named(failure: DistinctFailure) -> str:
    """``promise · operation``, and the schemathesis check when it is not the promise."""
    if failure.promise is None:
        return f"{failure.check} · {failure.operation}"
    via = "" if failure.promise == failure.check else f" (via {failure.check})"
    return f"{failure.promise} · {failure.operation}{via}"


def _failure_markdown(number: int, failure: DistinctFailure) -> list[str]:
    example = failure.example
    message = example.message.strip()
    if len(message) > MARKDOWN_MESSAGE_CHARS:
        message = message[:MARKDOWN_MESSAGE_CHARS] + "\n... (truncated)"
    return [
        f"### {number}. {failure.operation}: `{failure.promise or failure.check}`",
        "",
        f"[{example.code}] **{example.title}**, seen {failure.occurrences} time(s) in "
        f"{', '.join(failure.phases)}.",
        "",
        "```text",
        message,
        "```",
        "",
        "Reproduce with:",
        "",
        "```bash",
        example.reproduction,
        "```",
        "",
    ]
