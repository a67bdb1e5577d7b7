"""The JSON and JUnit renderers: every row, whichever format shows it."""

from __future__ import annotations

import json
from xml.etree import ElementTree

from billing_sim.toolkit.report import Listing, Report, Row, render_json, render_junit
from tests.unit.toolkit.report_support import report


def test_json_has_the_record_then_the_duration_then_each_keyed_block() -> None:
    """Members in order; every row of a keyed block, terminal-only or document-only alike."""
    document = json.loads(render_json(report()))
    assert list(document) == [
        "target",
        "seed",
        "skipped",
        "nested",
        "elapsed_seconds",
        "operations",
        "changes",
        "failures",
        "notes",
    ]
    assert document["elapsed_seconds"] == 1.25
    assert document["failures"] == [{"n": 1}, {"n": 2}]
    assert document["notes"] == ["a note", "another"]


def test_a_row_without_a_record_is_given_its_fields() -> None:
    """Nothing is lost from the JSON because a builder gave a row no record."""
    document = json.loads(render_json(report()))
    assert document["changes"][0] == {
        "operation": "getPlan",
        "subject": "rule-a",
        "result": "failed",
        "label": "BREAKING",
        "notes": ["what changed", "at /a"],
    }


def test_an_untimed_report_has_no_duration() -> None:
    """contract diff is not timed: no elapsed_seconds."""
    assert json.loads(render_json(Report("t", "c", record={"a": 1}))) == {"a": 1}


def test_junit_has_one_case_per_row_that_is_one() -> None:
    """Failed, skipped, passed and errored rows; rows that are no case are not counted."""
    suite = ElementTree.fromstring(render_junit(report(), suite="billing-sim x")).find("testsuite")
    assert suite is not None
    assert (suite.get("name"), suite.get("tests"), suite.get("failures")) == (
        "billing-sim x",
        "5",
        "2",
    )
    assert (suite.get("errors"), suite.get("skipped"), suite.get("time")) == ("1", "1", "1.250")
    verdicts = {case.get("name"): [child.tag for child in case] for case in suite.iter("testcase")}
    assert verdicts == {
        "listPlans.a_check": ["failure"],
        "1": ["failure"],
        "2": ["skipped"],
        "3": [],
        "e1": ["error"],
    }


def test_a_failed_case_carries_its_output_and_reproduction() -> None:
    """The failure's text is what was seen, then how to replay it."""
    suite = ElementTree.fromstring(render_junit(report(), suite="s"))
    failure = next(c for c in suite.iter("testcase") if c.get("name") == "listPlans.a_check").find(
        "failure"
    )
    assert failure is not None
    assert failure.get("message") == "[ST100] 5xx"
    assert failure.text == "boom | \ufffd\n\nReproduce with:\ncurl B\ncurl C"


def test_junit_properties_are_the_scalar_members_of_the_record() -> None:
    """Strings as they are, numbers as JSON; nulls and objects are left out."""
    root = ElementTree.fromstring(render_junit(report(), suite="s"))
    properties = {p.get("name"): p.get("value") for p in root.iter("property")}
    assert properties == {"target": "http://impl", "seed": "7"}


def test_a_skipped_case_gives_its_reason() -> None:
    """The row's message is why it was not checked."""
    row = Row(subject="p", result="skipped", message="nothing to page", case=("c", "p"))
    root = ElementTree.fromstring(
        render_junit(Report("t", "c", blocks=(Listing("", (row,)),)), suite="s")
    )
    skipped = root.find("testsuite/testcase/skipped")
    assert skipped is not None
    assert skipped.get("message") == "nothing to page"
