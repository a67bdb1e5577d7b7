"""The verify summary: plain text for the terminal, Markdown for ``report.md``."""

from __future__ import annotations

from toolkit.verify.results import PHASES, DistinctFailure, OperationSummary, VerifyResult

CONSOLE_MESSAGE_LINES = 6
MARKDOWN_MESSAGE_CHARS = 3000


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


def _conclusion(result: VerifyResult) -> str:
    if result.passed:
        return f"PASSED: every check held on {len(result.operations())} operations."
    named = result.failed_checks()
    checks = sum(len(names) for names in named.values())
    errors = f", {len(result.errors)} error(s)" if result.errors else ""
    return f"FAILED: {checks} check(s) failed on {len(named)} operation(s){errors}."


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
        f"{number}. {failure.operation} · {failure.check}  [{example.code}] {example.title}"
        f"  ({failure.occurrences}x; {', '.join(failure.phases)})",
        *(f"   {line}" for line in shown),
        *(f"   $ {line}" for line in example.reproduction.splitlines()),
    ]


def _failure_markdown(number: int, failure: DistinctFailure) -> list[str]:
    example = failure.example
    message = example.message.strip()
    if len(message) > MARKDOWN_MESSAGE_CHARS:
        message = message[:MARKDOWN_MESSAGE_CHARS] + "\n... (truncated)"
    return [
        f"### {number}. {failure.operation}: `{failure.check}`",
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
