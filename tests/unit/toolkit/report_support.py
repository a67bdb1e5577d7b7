"""A hand-built report with one block of each kind, for the renderer tests."""

from __future__ import annotations

from billing_sim.toolkit.report import Column, Listing, Paragraph, Report, Row, Table, bullets

LONG_OUTPUT = "\n".join(f"line {n}" for n in range(1, 11))


def findings() -> Listing:
    """Two operations, the first with two rows; labels from a vocabulary wider than its rows'."""
    return Listing(
        "",
        (
            Row("getPlan", "rule-a", "failed", "BREAKING", notes=("what changed", "at /a")),
            Row("listPlans", "rule-b", "noted", "minor", message="(accepted)"),
            Row("getPlan", "rule-c", "failed", "BREAKING", request="curl -X GET /v1/plans/a"),
        ),
        style="by_operation",
        labels=("BREAKING", "non-breaking"),
        group_notes={"getPlan": "2 changes"},
        key="changes",
    )


def failures() -> Listing:
    """Numbered rows, one with a long output; one is a CI test case of its own."""
    return Listing(
        "2 distinct failure(s)",
        (
            Row(
                "getCustomer",
                "schema.present",
                "failed",
                qualifier="via schema_check",
                message="[ST108] Response violates schema",
                output=LONG_OUTPUT,
                request="curl A",
                record={"n": 1},
            ),
            Row(
                "listPlans",
                "a_check",
                "failed",
                message="[ST100] 5xx",
                output="boom | \x00",
                request="curl B\ncurl C",
                case=("outside", "listPlans.a_check"),
                record={"n": 2},
            ),
        ),
        style="numbered",
        key="failures",
    )


def table() -> Table:
    """A table with a numeric column and a column for the document only."""
    return Table(
        "Operations",
        (Column("Operation"), Column("Request", shown="document"), Column("Cases", numeric=True)),
        (
            Row("getCustomer", cells=("getCustomer", "`GET /a|b`", "12"), record={"op": 1}),
            Row("listPlans", cells=("listPlans", "`GET /p`", "3"), record={"op": 2}),
        ),
        intro="Two operations.",
        key="operations",
    )


def cases() -> Table:
    """One CI test case per row: failed, skipped, passed."""
    return Table(
        "Promises",
        (Column("Promise"),),
        (
            Row(
                subject="p.one",
                result="failed",
                message="broken",
                output="why",
                case=("c", "1"),
                cells=("p.one",),
            ),
            Row(subject="p.two", result="skipped", message="no", case=("c", "2"), cells=("p.two",)),
            Row(subject="p.three", result="passed", message="ok", case=("c", "3"), cells=("3",)),
        ),
        shown="document",
    )


def report() -> Report:
    """Every kind of block, a terminal-only paragraph and a document-only one."""
    return Report(
        title="Checking http://impl",
        conclusion="FAILED: two things.",
        facts=(("Seed", "7"),),
        blocks=(
            Paragraph("Only in the terminal.", shown="terminal"),
            Paragraph("Only in the document.", shown="document"),
            table(),
            findings(),
            failures(),
            cases(),
            Listing("Errors", (Row(result="errored", message="it broke", case=("run", "e1")),)),
            bullets("Notes", ["a note", "another"], key="notes"),
            Listing("Nothing here", ()),
        ),
        advice=("Do something.",),
        record={"target": "http://impl", "seed": 7, "skipped": None, "nested": {"a": 1}},
        elapsed=1.25,
        document="report.md",
    )
