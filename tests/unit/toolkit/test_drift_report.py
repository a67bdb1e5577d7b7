"""Drift findings grouped into distinct differences and rendered as text, Markdown and JSON."""

from __future__ import annotations

import json

from billing_sim.toolkit.drift import DriftResult, difference_report
from billing_sim.toolkit.drift.differences import group_findings
from billing_sim.toolkit.drift.observation import Finding
from billing_sim.toolkit.report import render_json, render_markdown, render_text

FINDINGS = [
    Finding("getInvoice", "type", "/total/amount_minor", "integer", "float", "GET /v1/invoices/a"),
    Finding("searchCustomers", "status", "", "200", "204", "GET /v1/customers?phone=1"),
    Finding("searchCustomers", "status", "", "200", "204", "GET /v1/customers?phone=2"),
    Finding(
        "getInvoice", "type", "/tax_total/amount_minor", "integer", "float", "GET /v1/invoices/b"
    ),
    Finding(
        "createPayment",
        "transition",
        "getPayment (link GetPayment) returns the payment createPayment just recorded",
        "yes (200 for pay_1)",
        "no (404 payment_not_found for pay_1)",
        "workflow step w/GetPayment",
    ),
]


def report() -> DriftResult:
    built = DriftResult("http://impl", "simulator", 42, compared={"generated requests": 5})
    built.differences = group_findings(FINDINGS)
    return built


def test_repeated_findings_become_one_difference_with_a_count_and_first_example() -> None:
    """Two 204s for searchCustomers: one row, seen twice, the first request as example; two
    float fields of getInvoice: one row listing both."""
    rows = group_findings(FINDINGS)
    status = next(row for row in rows if row.kind == "status")
    assert (status.occurrences, status.example) == (2, "GET /v1/customers?phone=1")
    assert len(rows) == 3
    [floats] = [row for row in rows if row.kind == "type"]
    assert floats.subjects == ("/tax_total/amount_minor", "/total/amount_minor")
    assert (floats.occurrences, floats.example) == (2, "GET /v1/invoices/a")


def test_one_difference_is_one_row_wherever_and_however_often_it_is_seen() -> None:
    """The same float field on two operations, both auth probes, every effect of one payment,
    one header on every operation: each one row, listing where it was seen."""
    findings = [
        Finding("getInvoice", "type", "/total/amount_minor", "integer", "float", "a", "curl a"),
        Finding("listInvoices", "type", "/data/[]/total/amount_minor", "integer", "float", "b"),
        Finding(
            "getCustomerBalance", "auth", "without credentials", "401 unauthenticated", "200", "c"
        ),
        Finding(
            "getCustomerBalance", "auth", "with an invalid key", "401 unauthenticated", "200", "d"
        ),
        Finding(
            "createPayment", "transition", "getPayment returns it", "yes (200)", "no (404)", "e"
        ),
        Finding(
            "createPayment", "transition", "listPayments lists it", "yes (200)", "no (200)", "f"
        ),
        Finding("getCustomer", "header", "Content-Language", "en", "es-VE", "g"),
        Finding("getInvoice", "header", "Content-Language", "en", "es-VE", "h"),
    ]
    rows = group_findings(findings)
    assert [(row.kind, row.operations, len(row.cases)) for row in rows] == [
        ("header", ("getCustomer", "getInvoice"), 1),
        ("auth", ("getCustomerBalance",), 2),
        ("type", ("listInvoices", "getInvoice"), 2),
        ("transition", ("createPayment",), 2),
    ]
    assert rows[2].request == "curl a"


def test_a_different_answer_is_a_different_row() -> None:
    """201 where the reference refuses an unknown member, and 201 where it refuses a reused
    key, are two defects, not one."""
    rows = group_findings(
        [
            Finding("createPayment", "status", "", "422 validation_failed", "201", "a"),
            Finding("createPayment", "status", "", "422 idempotency_key_reused", "201", "b"),
        ]
    )
    assert len(rows) == 2


def test_differences_follow_the_contract_order_of_operations() -> None:
    """searchCustomers comes before getInvoice, which comes before createPayment."""
    assert [row.operation for row in group_findings(FINDINGS)] == [
        "searchCustomers",
        "getInvoice",
        "createPayment",
    ]


def test_text_names_each_operation_and_merges_type_changes_into_one_sentence() -> None:
    """Two float paths of getInvoice read as one difference listing both."""
    text = render_text(difference_report(report()))
    assert (
        "searchCustomers:\n  - the implementation answers 204 where the simulator answers 200"
        in text
    )
    assert "`/tax_total/amount_minor`, `/total/amount_minor`: float in the implementation" in text
    assert (
        "after the payment, getPayment (link GetPayment) returns the payment createPayment just "
        "recorded on the simulator (200 for pay_1) but not on the implementation "
        "(404 payment_not_found for pay_1)"
    ) in text
    assert text.endswith("3 difference(s) from the simulator on 3 operation(s).")


def test_markdown_has_a_section_per_operation() -> None:
    """## searchCustomers, ## getInvoice, ## createPayment."""
    markdown = render_markdown(difference_report(report()))
    sections = [line for line in markdown.splitlines() if line.startswith("## ")]
    assert sections == ["## searchCustomers", "## getInvoice", "## createPayment"]


def test_json_lists_every_row_and_counts_per_operation() -> None:
    """drift.json is machine-readable: rows, counts, what was compared."""
    document = json.loads(render_json(difference_report(report())))
    assert document["differences_per_operation"] == {
        "searchCustomers": 1,
        "getInvoice": 1,
        "createPayment": 1,
    }
    assert document["differences"][0]["kind"] == "status"
    assert document["compared"] == {"generated requests": 5}


def test_no_difference_is_said_plainly() -> None:
    """An empty report concludes there is nothing to fix."""
    empty = DriftResult("http://impl", "http://ref", 1)
    assert render_text(difference_report(empty)).endswith("No difference from the reference.")
