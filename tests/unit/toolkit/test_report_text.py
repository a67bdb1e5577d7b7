"""The text renderer: what the terminal shows of any toolkit report."""

from __future__ import annotations

import pytest

from billing_sim.toolkit.report import Column, Listing, Report, Row, Table, render_text
from tests.unit.toolkit.report_support import failures, findings, report


def test_title_facts_duration_first_conclusion_and_advice_last() -> None:
    """The header names what was checked; the last lines are the verdict and what to do."""
    lines = render_text(report()).splitlines()
    assert lines[:3] == ["Checking http://impl", "Seed: 7", "Duration: 1.2 s"]
    assert lines[-2:] == ["FAILED: two things.", "Do something."]


def test_document_only_blocks_and_columns_stay_out_of_the_terminal() -> None:
    """A paragraph or a column meant for the document is not printed."""
    text = render_text(report())
    assert "Only in the terminal." in text
    assert "Only in the document." not in text
    assert "Request" not in text
    assert "p.one" not in text


def test_rows_by_operation_sit_under_their_operation_in_first_appearance_order() -> None:
    """getPlan's two rows under one heading with its note, though listPlans came between."""
    text = render_text(Report("t", "c", blocks=(findings(),)))
    assert (
        "getPlan  (2 changes):\n"
        "  - BREAKING      rule-a\n"
        "    what changed\n"
        "    at /a\n"
        "  - BREAKING      rule-c\n"
        "    $ curl -X GET /v1/plans/a\n"
        "\n"
        "listPlans:\n"
        "  - minor         rule-b  (accepted)"
    ) in text


def test_the_label_column_is_as_wide_as_the_widest_label_of_the_vocabulary() -> None:
    """With only BREAKING rows the column still fits non-breaking: every report aligns alike."""
    listing = Listing(
        "",
        (Row("op", "rule", "failed", "BREAKING"),),
        style="by_operation",
        labels=("BREAKING", "non-breaking"),
    )
    assert "  - BREAKING      rule" in render_text(Report("t", "c", blocks=(listing,)))


def test_numbered_rows_name_their_operation_and_hang_their_output_and_request() -> None:
    """``N. subject · operation (qualifier)  message``, then the output, then ``$ curl``."""
    text = render_text(Report("t", "c", blocks=(failures(),)))
    assert (
        "2 distinct failure(s):\n\n"
        "1. schema.present · getCustomer (via schema_check)  [ST108] Response violates schema\n"
        "   line 1\n"
    ) in text
    assert "2. a_check · listPlans  [ST100] 5xx\n   boom" in text
    assert "   $ curl B\n   $ curl C" in text


def test_long_output_is_cut_when_a_document_has_all_of_it() -> None:
    """Six lines and a pointer to the document; without a document, every line."""
    with_document = render_text(report())
    assert "   line 6\n   ... (full message in report.md)\n   $ curl A" in with_document
    without = render_text(Report("t", "c", blocks=(failures(),)))
    assert "line 10" in without
    assert "full message" not in without


def test_a_table_aligns_its_columns_numbers_to_the_right() -> None:
    """Columns two spaces apart, numeric ones right-aligned, under the table's title."""
    text = render_text(report())
    assert (
        "Operations:\n"
        "  Two operations.\n"
        "  Operation    Cases\n"
        "  getCustomer     12\n"
        "  listPlans        3"
    ) in text


def test_an_untitled_table_starts_at_the_margin() -> None:
    """No title, no indentation: lines start with their first cell."""
    table = Table("", (Column("A"), Column("B")), (Row(cells=("x", "y")),))
    assert render_text(Report("t", "c", blocks=(table,))).splitlines()[2:4] == ["A  B", "x  y"]


def test_an_empty_listing_says_its_empty_text_or_nothing() -> None:
    """``empty`` is printed in place of rows; without it the block is left out."""
    said = Listing("", (), empty="No changes.")
    silent = Listing("Nothing here", ())
    assert render_text(Report("t", "c", blocks=(said, silent))) == "t\n\nNo changes.\n\nc"


def test_a_table_row_must_have_a_cell_per_column() -> None:
    """A builder that forgets a cell fails at once, not with a shifted table."""
    with pytest.raises(ValueError, match="1 cells for 2 columns"):
        Table("T", (Column("A"), Column("B")), (Row(cells=("x",)),))
