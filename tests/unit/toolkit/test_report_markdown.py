"""The Markdown renderer: any toolkit report as a document."""

from __future__ import annotations

from billing_sim.toolkit.report import Listing, Report, Row, render_markdown
from tests.unit.toolkit.report_support import failures, findings, report


def sections(markdown: str, level: str = "## ") -> list[str]:
    return [line for line in markdown.splitlines() if line.startswith(level)]


def test_the_conclusion_advice_and_facts_come_first() -> None:
    """The title, the verdict in bold, what to do, then the facts as a list."""
    assert render_markdown(report()).startswith(
        "# Checking http://impl\n\n**FAILED: two things.**\n\nDo something.\n\n"
        "- Seed: 7\n- Duration: 1.2 s\n\nOnly in the document.\n\n## Operations"
    )


def test_terminal_only_blocks_stay_out_of_the_document() -> None:
    """What the terminal shows in short is left out; the document has its full form."""
    markdown = render_markdown(report())
    assert "Only in the terminal." not in markdown
    assert "| p.one |" in markdown


def test_rows_by_operation_are_sections_named_by_their_operation() -> None:
    """Without a title, each operation is a ``##`` section with its note."""
    markdown = render_markdown(Report("t", "c", blocks=(findings(),)))
    assert sections(markdown) == ["## getPlan (2 changes)", "## listPlans"]
    assert "- **BREAKING** `rule-a`\n\n  what changed\n\n  at /a" in markdown
    assert "- **BREAKING** `rule-c`\n\n  ```bash\n  curl -X GET /v1/plans/a\n  ```" in markdown


def test_under_a_titled_listing_operations_are_one_level_down() -> None:
    """``## Title`` then ``### operation``."""
    titled = Listing("Changes", findings().rows, style="by_operation")
    markdown = render_markdown(Report("t", "c", blocks=(titled,)))
    assert sections(markdown) == ["## Changes"]
    assert sections(markdown, "### ") == ["### getPlan", "### listPlans"]


def test_numbered_rows_are_headings_with_their_output_and_reproduction() -> None:
    """``### N. operation: `subject` (qualifier)``, the message, a text block, a bash block."""
    markdown = render_markdown(Report("t", "c", blocks=(failures(),)))
    assert (
        "### 1. getCustomer: `schema.present` (via schema_check)\n\n"
        "[ST108] Response violates schema\n\n```text\nline 1\n"
    ) in markdown
    assert "line 10\n```\n\nReproduce with:\n\n```bash\ncurl A\n```" in markdown


def test_a_table_escapes_pipes_and_aligns_numbers() -> None:
    """A cell cannot end the row early; numeric columns are right-aligned."""
    markdown = render_markdown(report())
    assert "| Operation | Request | Cases |\n|---|---|---:|" in markdown
    assert "| getCustomer | `GET /a\\|b` | 12 |" in markdown


def test_a_code_block_fence_outlasts_the_backticks_inside_it() -> None:
    """Output quoting a Markdown fence still ends where it should."""
    row = Row("op", "s", "failed", output="before\n```\nafter")
    markdown = render_markdown(Report("t", "c", blocks=(Listing("F", (row,), style="numbered"),)))
    assert "````text\nbefore\n```\nafter\n````" in markdown


def test_rows_with_only_a_line_make_a_tight_list() -> None:
    """Notes are one list, no blank line between items."""
    assert "## Notes\n\n- a note\n- another" in render_markdown(report())
