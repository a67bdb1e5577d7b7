"""A verify run as a report: the operations, the promises of the catalogue, every distinct
failure.

The terminal gets the operation table, the promise counts with what was not exercised and why,
and each failure (its promise, operation, message and curl line); ``report.md`` the same with
the table of every promise instead of the list; ``report.json`` every row; ``junit.xml`` one test
case per promise (failed with its failures, passed, or skipped with the reason), one per failed
check that guards no promise, and one per error.
"""

from __future__ import annotations

from collections import Counter

from billing_sim.toolkit.report import Column, Listing, Paragraph, Report, Row, Table, bullets
from billing_sim.toolkit.verify.responses import RESPONSE_PROMISES
from billing_sim.toolkit.verify.results import (
    PHASES,
    DistinctFailure,
    OperationSummary,
    PromiseSummary,
    VerifyResult,
)

DOCUMENT = "report.md"
JUNIT_SUITE = "billing-sim verify"
OUTSIDE = "outside the catalogue"
"""The class of the test cases of schemathesis checks that guard no promise of the contract."""
STATUS_ORDER = ("failed", "passed", "not exercised", "not checkable")
APPLIES_TO = {promise.id: promise.applies_to for promise in RESPONSE_PROMISES}
OPERATION_COLUMNS = (
    Column("Operation"),
    Column("Request", shown="document"),
    Column("Cases", numeric=True),
    Column("Checks passed", numeric=True, shown="document"),
    Column("Result"),
)
PROMISE_COLUMNS = (
    Column("Promise"),
    Column("Family"),
    Column("Result"),
    Column("Checked", numeric=True),
    Column("Failed", numeric=True),
    Column("Judged on, or why not"),
)


def promise_report(result: VerifyResult) -> Report:
    """The report of ``result``."""
    promises = result.promises()
    failures = result.failures()
    counts = _promise_counts(promises)
    unexercised = [f"{p.promise.id}: {_why(p)}" for p in promises if p.status == "not exercised"]
    examples = "from schemathesis.toml" if result.max_examples is None else result.max_examples
    return Report(
        title=f"Contract verification of {result.base_url}",
        conclusion=_conclusion(result),
        facts=(
            ("Seed", f"{result.seed} (replay the same cases with `--seed {result.seed}`)"),
            ("Examples per operation and phase", str(examples)),
            ("Phases", " · ".join(f"{name} {status}" for name, status in _phases(result))),
        ),
        blocks=(
            Table(
                "Operations",
                OPERATION_COLUMNS,
                tuple(_operation_row(s) for s in result.operations()),
                key="operations",
            ),
            Paragraph(counts, shown="terminal"),
            bullets(
                f"Not exercised (see {DOCUMENT} for every promise)", unexercised, shown="terminal"
            ),
            Table(
                "Promises",
                PROMISE_COLUMNS,
                tuple(_promise_row(summary) for summary in promises),
                intro=counts,
                key="promises",
                shown="document",
            ),
            Listing(
                f"{len(failures)} distinct failure(s)",
                tuple(_failure_row(failure) for failure in failures),
                style="numbered",
                key="failures",
            ),
            Listing(
                "Errors",
                tuple(_error_row(number, e) for number, e in enumerate(result.errors, 1)),
                key="errors",
            ),
            bullets("Notes", result.notes, key="notes"),
        ),
        record={
            "base_url": result.base_url,
            "seed": result.seed,
            "max_examples": result.max_examples,
            "passed": result.passed,
            "phases": dict(_phases(result)),
        },
        elapsed=result.elapsed,
        document=DOCUMENT,
    )


def _operation_row(summary: OperationSummary) -> Row:
    passing = sum(1 for tally in summary.checks.values() if not tally.failed)
    return Row(
        operation=summary.operation,
        result="failed" if summary.failed_checks else "passed",
        cells=(
            summary.operation,
            f"`{summary.method_and_path}`",
            str(summary.cases),
            f"{passing}/{len(summary.checks)}",
            _verdict(summary),
        ),
        record={
            "operation": summary.operation,
            "request": summary.method_and_path,
            "cases": summary.cases,
            "checks": {
                name: {"passed": tally.passed, "failed": tally.failed}
                for name, tally in summary.checks.items()
            },
        },
    )


def _verdict(summary: OperationSummary) -> str:
    if not summary.failed_checks:
        count = len(summary.checks)
        return f"ok      {count} check{'' if count == 1 else 's'} passed"
    failed = ", ".join(f"{name} ({_ratio(summary, name)})" for name in summary.failed_checks)
    return f"FAILED  {failed}"


def _ratio(summary: OperationSummary, check: str) -> str:
    tally = summary.checks[check]
    return f"{tally.failed} of {tally.passed + tally.failed}"


def _promise_row(summary: PromiseSummary) -> Row:
    promise = summary.promise
    if summary.checked:
        where = ", ".join(summary.operations)
        if summary.reasons:
            where += f" (not exercised: {_why(summary)})"
    else:
        where = _why(summary)
    status = summary.status
    skipped = status in ("not exercised", "not checkable")
    if status == "failed":
        message = "; ".join(f"{f.operation}: {f.example.title}" for f in summary.failures)
    elif skipped:
        message = promise.why or "; ".join(summary.reasons) or "no response it judges was seen"
    else:
        message = where
    return Row(
        subject=promise.id,
        result="failed" if status == "failed" else "skipped" if skipped else "passed",
        message=message,
        output="\n\n".join(_failure_text(failure) for failure in summary.failures),
        case=(f"promises.{promise.family}", promise.id),
        cells=(
            f"`{promise.id}`",
            promise.family,
            status.upper() if status == "failed" else status,
            str(summary.checked),
            str(summary.failed),
            where,
        ),
        record={
            "id": promise.id,
            "family": promise.family,
            "status": status,
            "checked": summary.checked,
            "failed": summary.failed,
            "operations": list(summary.operations),
            "reasons": list(summary.reasons),
        },
    )


def _failure_text(failure: DistinctFailure) -> str:
    """One failure of a promise, in full, for its test case."""
    example = failure.example
    return (
        f"[{example.code}] {failure.operation} ({failure.check}; {failure.occurrences}x; "
        f"phases: {', '.join(failure.phases)})\n\n{example.message}\n\n"
        f"Reproduce with:\n{example.reproduction}"
    )


def _failure_row(failure: DistinctFailure) -> Row:
    example = failure.example
    outside = failure.promise is None
    return Row(
        operation=failure.operation,
        subject=failure.check if failure.promise is None else failure.promise,
        result="failed",
        qualifier="" if failure.promise in (None, failure.check) else f"via {failure.check}",
        message=f"[{example.code}] {example.title}  "
        f"({failure.occurrences}x; {', '.join(failure.phases)})",
        output=example.message,
        request=example.reproduction,
        case=(OUTSIDE, f"{failure.operation}.{failure.check}") if outside else None,
        record={
            "operation": failure.operation,
            "promise": failure.promise,
            "check": failure.check,
            "code": example.code,
            "title": example.title,
            "occurrences": failure.occurrences,
            "phases": list(failure.phases),
            "message": example.message,
            "reproduction": example.reproduction,
        },
    )


def _error_row(number: int, error: str) -> Row:
    first, _, rest = error.partition("\n")
    return Row(
        result="errored",
        message=first,
        output=rest,
        case=("run", f"error {number}"),
        record=error,
    )


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
