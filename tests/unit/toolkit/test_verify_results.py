"""A verify run's records, summarised per operation, per failure and per promise, as text,
Markdown and JUnit."""

from __future__ import annotations

from xml.etree import ElementTree

from billing_sim.toolkit.report import render_junit, render_markdown, render_text
from billing_sim.toolkit.verify import (
    JUNIT_SUITE,
    CheckRun,
    FailureInfo,
    VerifyResult,
    promise_report,
)
from billing_sim.toolkit.verify.catalogue import catalogue
from billing_sim.toolkit.verify.results import Unexercised

SCHEMA = FailureInfo(
    "Response violates schema", "'email' is a required property", "ST108", "curl A"
)
AUTH = FailureInfo("API accepts requests without authentication", "got 200", "ST401", "curl B")
PRESENT = ("schema.every-property-present",)
SERVER = ("errors.server-errors",)


def result() -> VerifyResult:
    run = VerifyResult("http://impl", seed=7, max_examples=5, elapsed=1.5)
    run.phases = {"stateful": "failed", "workflow": "failed", "examples": "passed"}
    run.runs = [
        CheckRun("getCustomer", "response_schema_conformance", "examples", "c1", SCHEMA, PRESENT),
        CheckRun("getCustomer", "response_schema_conformance", "workflow", "c2", SCHEMA, PRESENT),
        CheckRun("getCustomer", "not_a_server_error", "examples", "c1", None, SERVER),
        CheckRun("getCustomer", "not_a_server_error", "workflow", "c2", None, SERVER),
        CheckRun("searchCustomers", "not_a_server_error", "fuzzing", "c3", None, SERVER),
        CheckRun(
            "getCustomerBalance",
            "ignored_auth",
            "stateful",
            "c4",
            AUTH,
            ("auth.bearer-required",),
        ),
    ]
    run.unexercised = [
        Unexercised("pagination.walk", "listCreditNotes", "listCreditNotes: 0 item(s)"),
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


def test_failures_are_distinct_per_operation_check_and_title_and_name_their_promise() -> None:
    """Two schema failures of getCustomer are one failure seen in two phases."""
    failures = result().failures()
    assert [(f.operation, f.check, f.occurrences, f.promise) for f in failures] == [
        ("getCustomer", "response_schema_conformance", 2, "schema.every-property-present"),
        ("getCustomerBalance", "ignored_auth", 1, "auth.bearer-required"),
    ]
    assert failures[0].phases == ("examples", "workflow")


def test_every_promise_of_the_catalogue_gets_a_summary() -> None:
    """Failed, passed, not exercised (with the reason) or not checkable (with its why)."""
    summaries = {s.promise.id: s for s in result().promises()}
    assert set(summaries) == {promise.id for promise in catalogue()}
    assert summaries["schema.every-property-present"].status == "failed"
    assert summaries["schema.every-property-present"].checked == 2
    assert summaries["errors.server-errors"].status == "passed"
    assert summaries["errors.server-errors"].operations == ("searchCustomers", "getCustomer")
    assert summaries["pagination.walk"].status == "not exercised"
    assert summaries["pagination.walk"].reasons == ("listCreditNotes: 0 item(s)",)
    assert summaries["client.quote-display"].status == "not checkable"


def test_a_run_without_failures_or_errors_passes() -> None:
    """Errors fail a run even when every check held."""
    clean = VerifyResult("http://impl", seed=1, max_examples=None)
    clean.runs = [CheckRun("listPlans", "not_a_server_error", "fuzzing", "c", None, SERVER)]
    assert clean.passed
    clean.errors.append("listPlans: Network Error: connection reset")
    assert not clean.passed


def test_text_summary_names_promises_operations_and_reproductions() -> None:
    """Per operation a verdict; per failure its promise, operation, code, message and curl;
    the promise counts and what was not exercised."""
    text = render_text(promise_report(result()))
    assert "getCustomer             2  FAILED  response_schema_conformance (2 of 2)" in text
    assert "searchCustomers         1  ok      1 check passed" in text
    assert (
        "1. schema.every-property-present · getCustomer (via response_schema_conformance)"
        "  [ST108] Response violates schema" in text
    )
    assert "   $ curl A" in text
    assert "Phases: workflow failed · examples passed · stateful failed" in text
    assert f"Promises: {len(catalogue())} in the contract's catalogue: 2 failed, 1 passed," in text
    assert "  - pagination.walk: listCreditNotes: 0 item(s)" in text
    assert text.endswith(
        "FAILED: 2 promise(s) broken on 2 operation(s): auth.bearer-required, "
        "schema.every-property-present."
    )


def test_markdown_report_has_the_promise_table_the_operation_table_and_each_failure() -> None:
    """report.md: a row per promise, a row per operation, a section per distinct failure."""
    markdown = render_markdown(promise_report(result()))
    assert "| `schema.every-property-present` | schema | FAILED | 2 | 2 | getCustomer |" in markdown
    assert (
        "| `pagination.walk` | pagination | not exercised | 0 | 0 | listCreditNotes: 0 item(s) |"
        in markdown
    )
    assert "| getCustomer | `GET /v1/customers/{customer_id}` | 2 | 1/2 |" in markdown
    assert "### 1. getCustomer: `schema.every-property-present`" in markdown
    assert "### 2. getCustomerBalance: `auth.bearer-required`" in markdown


def test_junit_has_a_test_case_per_promise_failed_passed_or_skipped() -> None:
    """CI sees one test case per promise; a failure carries its reproduction, a skip its why."""
    root = ElementTree.fromstring(render_junit(promise_report(result()), suite=JUNIT_SUITE))
    suite = root.find("testsuite")
    assert suite is not None
    assert suite.get("tests") == str(len(catalogue()))
    assert suite.get("failures") == "2"
    failing = [
        (case.get("classname"), case.get("name"))
        for case in suite.iter("testcase")
        if case.find("failure") is not None
    ]
    assert sorted(failing) == [
        ("promises.auth", "auth.bearer-required"),
        ("promises.schema", "schema.every-property-present"),
    ]
    failure = next(
        c for c in suite.iter("testcase") if c.get("name") == "schema.every-property-present"
    ).find("failure")
    assert failure is not None
    assert "curl A" in (failure.text or "")
    skipped = next(c for c in suite.iter("testcase") if c.get("name") == "pagination.walk").find(
        "skipped"
    )
    assert skipped is not None
    assert skipped.get("message") == "listCreditNotes: 0 item(s)"


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
            SERVER,
        )
    )
    ElementTree.fromstring(render_junit(promise_report(run), suite=JUNIT_SUITE))
