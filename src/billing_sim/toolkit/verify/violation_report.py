"""The report of the violations a proxy saw on live traffic (``billing-sim violations``).

The proxy (``serve --upstream``) judges every answer of the real implementation with verify's
per-response checks and journals each violation (promise id, one line). This builds verify's
kind of :class:`~toolkit.report.Report` from those journal entries: one row per operation and
promise broken (a JUnit test case that fails), with how many answers broke it, when it was
first and last seen, and the first few examples (time, session, request id, target, reason),
so the billing team reads a day's traffic as it reads a verify run.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from billing_sim.toolkit.report import Column, Listing, Report, Row, Table, group_by

EXAMPLES = 5
"""Examples shown per (operation, promise)."""
SUITE = "billing-sim violations"


@dataclass(frozen=True, slots=True)
class Observed:
    """One violation on one journaled answer.

    Attributes:
        time: When the request arrived (the proxy's business time, ISO 8601).
        session: Its ``X-Sim-Session``.
        request_id: Its ``X-Request-Id`` (also the upstream's, for its logs).
        target: Method, path and query (personal data masked).
        operation: The contract operation.
        status: The upstream's status.
        promise: The broken promise's id.
        reason: One line saying why.
    """

    time: str
    session: str
    request_id: str
    target: str
    operation: str
    status: int
    promise: str
    reason: str


def observed_in(entries: Iterable[Mapping[str, Any]]) -> list[Observed]:
    """Every violation of the journal ``entries`` (as ``GET /_sim/journal`` lists them)."""
    found: list[Observed] = []
    for entry in entries:
        for violation in entry.get("violations") or ():
            found.append(
                Observed(
                    time=str(entry.get("time", "")),
                    session=str(entry.get("session", "")),
                    request_id=str(entry.get("request_id", "")),
                    target=f"{entry.get('method', '')} {entry.get('target', '')}",
                    operation=str(entry.get("operation_id") or "(outside the contract)"),
                    status=int(entry.get("status") or 0),
                    promise=str(violation.get("promise", "")),
                    reason=str(violation.get("reason", "")),
                )
            )
    return found


def violation_report(source: str, observed: list[Observed], *, answers: int) -> Report:
    """The report of ``observed`` violations among ``answers`` journaled answers of ``source``.

    Args:
        source: The proxy the journal was read from.
        observed: The violations, oldest first.
        answers: How many answers the journals read hold (violating or not).
    """
    groups = group_by(observed, lambda seen: f"{seen.operation}\x00{seen.promise}")
    rows = tuple(_row(items) for items in groups.values())
    requests = len({seen.request_id for seen in observed})
    broken = len({seen.promise for seen in observed})
    conclusion = (
        f"FAILED: {requests} of {answers} answers broke {broken} promise(s)"
        if observed
        else f"PASSED: none of {answers} answers broke a promise"
    )
    window = f"{observed[0].time} to {observed[-1].time}" if observed else "—"
    return Report(
        title=f"Contract violations seen by the proxy {source}",
        conclusion=conclusion,
        facts=(("Answers read", str(answers)), ("Violations from", window)),
        blocks=(
            Table(
                "Promises broken",
                (Column("operation"), Column("promise"), Column("answers", numeric=True)),
                tuple(_count_row(items) for items in groups.values()),
            ),
            Listing(
                f"{len(rows)} promise(s) broken",
                rows,
                style="by_operation",
                empty="No answer broke a promise.",
                key="violations",
            ),
        ),
        record={"source": source, "answers": answers, "violating_answers": requests},
    )


def _count_row(items: list[Observed]) -> Row:
    first = items[0]
    return Row(
        first.operation, first.promise, cells=(first.operation, first.promise, str(len(items)))
    )


def _row(items: list[Observed]) -> Row:
    first = items[0]
    examples = [
        f"{seen.time} {seen.session} {seen.request_id} {seen.status} {seen.target}: {seen.reason}"
        for seen in items[:EXAMPLES]
    ]
    more = len(items) - len(examples)
    output = "\n".join(examples) + (f"\n... and {more} more" if more else "")
    return Row(
        operation=first.operation,
        subject=first.promise,
        result="failed",
        label="BROKEN",
        message=f"{len(items)} answer(s) from {first.time} to {items[-1].time}: {first.reason}",
        output=output,
        case=(first.operation, first.promise),
        record={
            "operation": first.operation,
            "promise": first.promise,
            "answers": len(items),
            "examples": [
                {
                    "time": seen.time,
                    "session": seen.session,
                    "request_id": seen.request_id,
                    "status": seen.status,
                    "target": seen.target,
                    "reason": seen.reason,
                }
                for seen in items[:EXAMPLES]
            ],
        },
    )
