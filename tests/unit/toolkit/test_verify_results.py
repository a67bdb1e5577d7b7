"""A verify run's records, summarised per operation and check, as text, Markdown and JUnit."""

from __future__ import annotations

from xml.etree import ElementTree

from toolkit.verify import (
    CheckRun,
    FailureInfo,
    VerifyResult,
    render_junit,
    render_markdown,
    render_text,
)

SCHEMA = FailureInfo(
    "Response violates schema", "'email' is a required property", "ST108", "curl A"
)
AUTH = FailureInfo("API accepts requests without authentication", "got 200", "ST401", "curl B")


def result() -> VerifyResult:
    run = VerifyResult("http://impl", seed=7, max_examples=5, elapsed=1.5)
    run.phases = {"stateful": "failed", "workflow": "failed", "examples": "passed"}
    run.runs = [
        CheckRun("getCustomer", "response_schema_conformance", "examples", "c1", SCHEMA),
        CheckRun("getCustomer", "response_schema_conformance", "workflow", "c2", SCHEMA),
        CheckRun("getCustomer", "not_a_server_error", "examples", "c1"),
        CheckRun("getCustomer", "not_a_server_error", "workflow", "c2"),
        CheckRun("searchCustomers", "not_a_server_error", "fuzzing", "c3"),
        CheckRun("getCustomerBalance", "ignored_auth", "stateful", "c4", AUTH),
    ]
    return run


def test_operations_count_distinct_cases_and_tally_each_check() -> None:
    """getCustomer: 2 cases; its schema check failed twice, its 5xx check passed twice."""
    summaries = {s.operation: s for s in result().operations()}
    customer = summaries["getCustomer"]
    assert customer.cases == 2
    assert customer.checks["response_schema_conformance"].failed == 2
    assert customer.checks["not_a_server_error"].passed == 2
    assert customer.failed_checks == ["response_schema_conformance"]
    assert [s.operation for s in result().operations()] == [
        "searchCustomers",
        "getCustomer",
        "getCustomerBalance",
    ]


def test_failures_are_distinct_per_operation_check_and_title_with_their_phases() -> None:
    """Two schema failures of getCustomer are one failure seen in two phases."""
    failures = result().failures()
    assert [(f.operation, f.check, f.occurrences) for f in failures] == [
        ("getCustomer", "response_schema_conformance", 2),
        ("getCustomerBalance", "ignored_auth", 1),
    ]
    assert failures[0].phases == ("examples", "workflow")
    assert result().failed_checks() == {
        "getCustomer": ["response_schema_conformance"],
        "getCustomerBalance": ["ignored_auth"],
    }


def test_a_run_without_failures_or_errors_passes() -> None:
    """Errors fail a run even when every check held."""
    clean = VerifyResult("http://impl", seed=1, max_examples=None)
    clean.runs = [CheckRun("listPlans", "not_a_server_error", "fuzzing", "c")]
    assert clean.passed
    clean.errors.append("listPlans: Network Error: connection reset")
    assert not clean.passed


def test_text_summary_lists_operations_checks_and_reproductions() -> None:
    """Per operation a verdict; per failure its check, code, message and curl."""
    text = render_text(result())
    assert "getCustomer             2  FAILED  response_schema_conformance (2 of 2)" in text
    assert "searchCustomers         1  ok      1 check passed" in text
    assert "1. getCustomer · response_schema_conformance  [ST108] Response violates schema" in text
    assert "   $ curl A" in text
    assert "Phases: workflow failed · examples passed · stateful failed" in text
    assert text.endswith("FAILED: 2 check(s) failed on 2 operation(s).")


def test_markdown_report_has_the_operation_table_and_each_failure() -> None:
    """report.md: a row per operation, a section per distinct failure."""
    markdown = render_markdown(result())
    assert "| getCustomer | `GET /v1/customers/{customer_id}` | 2 | 1/2 |" in markdown
    assert "### 1. getCustomer: `response_schema_conformance`" in markdown
    assert "### 2. getCustomerBalance: `ignored_auth`" in markdown


def test_junit_has_a_test_case_per_operation_and_check_with_failures_marked() -> None:
    """CI sees 4 test cases, 2 failing, each failure carrying its reproduction."""
    root = ElementTree.fromstring(render_junit(result()))
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures")) == ("4", "2")
    failing = [
        (case.get("classname"), case.get("name"))
        for case in suite.iter("testcase")
        if case.find("failure") is not None
    ]
    assert failing == [
        ("getCustomer", "response_schema_conformance"),
        ("getCustomerBalance", "ignored_auth"),
    ]
    failure = suite.find("testcase/failure")
    assert failure is not None
    assert "curl A" in (failure.text or "")


def test_junit_survives_control_characters_from_fuzzed_responses() -> None:
    """XML 1.0 cannot carry \\x00; it is replaced rather than breaking the file."""
    run = result()
    run.runs.append(
        CheckRun(
            "listPlans",
            "not_a_server_error",
            "fuzzing",
            "c9",
            FailureInfo("5xx", "a\x00b", "ST100", "curl"),
        )
    )
    ElementTree.fromstring(render_junit(run))
