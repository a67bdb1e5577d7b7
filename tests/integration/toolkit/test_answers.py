"""Answers for another request than the one sent (:mod:`tests.support.broken_answers`): verify
names each defect by exactly its promises, drift names the operations each one changes, and the
simulator keeps them (``test_verify.py``, ``test_drift.py``: no finding against the simulator).

Each verify case is one workflow run (about 2 s on the 2-core machine), each drift case one drift
run (about 5 s).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from starlette.types import ASGIApp

from billing_sim.toolkit.cli import main
from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit import servers
from tests.integration.toolkit.test_verify import broken_promises
from tests.support.broken_answers import ANSWER_FAULTS, create_answer_breaking_app
from tests.support.broken_rules import create_rule_breaking_app

pytestmark = pytest.mark.integration

BROKEN_BY: dict[str, set[str]] = {
    # The open invoices verify sums for the balance come from status=open: the stranger's
    # invoice there breaks the balance's promises too.
    "filter_drops_scope": {
        "lists.scope",
        "selection.applied",
        "lists.invoice-filters",
        "balance.amount-due",
        "balance.open-invoices",
    },
    "status_filter_ignored": {
        "selection.applied",
        "lists.invoice-filters",
        "balance.open-invoices",
    },
    "status_lost_with_period": {"selection.applied"},
    "summary_period_ignored": {"selection.applied", "bill.unknown-period"},
    "usage_period_ignored": {"selection.applied"},
    # Every phone finds the test customer: a number nobody has, one that cannot exist.
    "phone_search_ignored": {
        "selection.applied",
        "lookup.unknown-is-empty",
        "lookup.check-digits",
    },
    # Spanish bodies under Content-Language: en: every English display and reason is wrong.
    "body_language_ignored": {"selection.applied", "money.display", "bill.reason-details"},
    "limit_ignored": {"pagination.limit", "pagination.walk"},
    "etag_survives_write": {"caching.validators"},
    "etag_ignores_language": {"caching.validators"},
}


@pytest.mark.parametrize("fault", sorted(BROKEN_BY))
def test_each_answer_for_another_request_is_named_by_exactly_its_promises(fault: str) -> None:
    """One defect: verify names its promises and no other."""
    app = create_answer_breaking_app(servers.DEFAULTS, fault, data=servers.dataset())
    with serve_in_thread(app) as url:
        assert broken_promises(url) == BROKEN_BY[fault]


def test_every_answer_fault_is_tested() -> None:
    """A fault added to broken_answers without its expected promises fails here."""
    assert set(BROKEN_BY) == set(ANSWER_FAULTS)


NAMED_BY_DRIFT: dict[str, set[tuple[str, str]]] = {
    "filter_drops_scope": {("value", "listInvoices")},
    "status_filter_ignored": {("value", "listInvoices")},
    "status_lost_with_period": {("value", "listInvoices")},
    "summary_period_ignored": {
        ("status", "getBillSummary"),
        ("value", "getBillSummary"),
        ("validator", "getBillSummary"),
    },
    "usage_period_ignored": {
        ("status", "getSubscriptionUsage"),
        ("value", "getSubscriptionUsage"),
        ("validator", "getSubscriptionUsage"),
    },
    "phone_search_ignored": {("status", "searchCustomers"), ("value", "searchCustomers")},
    "limit_ignored": {
        ("value", "listInvoices"),
        ("value", "listPayments"),
        ("value", "listInvoiceLines"),
        ("value", "listPlans"),
    },
    "etag_survives_write": {("validator", "getCustomerBalance"), ("validator", "getInvoice")},
    "etag_ignores_language": {
        ("validator", operation)
        for operation in (
            "getCustomerBalance",
            "getBillSummary",
            "getInvoice",
            "getPlan",
            "getSubscription",
            "getSubscriptionUsage",
            "getPayment",
        )
    },
}
"""What drift names for each defect (kind, operation): at least these rows, and no row on an
operation the defect does not touch. ``body_language_ignored`` changes every body: below."""

ALSO_TOUCHED: dict[str, set[str]] = {
    # The simulator's ETags move with every payment and language.
    "etag_survives_write": {"getCustomer"},
    "etag_ignores_language": {"getCustomer"},
    # Every list drops `limit` before validation, so a generated request with an invalid limit is
    # answered (or rejected for its other parameters) where the simulator rejects the limit: rows
    # on lists without a page-size finding are the same defect, shown when generation meets them.
    "limit_ignored": {"listSubscriptions", "listCreditNotes"},
}
"""Operations a defect touches beyond the rows it must produce: rows there are allowed."""


def drifted(fault: str) -> dict[str, Any]:
    return drifted_app(create_answer_breaking_app(servers.DEFAULTS, fault, data=servers.dataset()))


def drifted_app(app: ASGIApp) -> dict[str, Any]:
    with serve_in_thread(app) as url, tempfile.TemporaryDirectory() as report:
        status = main(["drift", "--base-url", url, "--max-examples", "2", "--report", report])
        assert status == 1
        document: dict[str, Any] = json.loads(
            (Path(report) / "drift.json").read_text(encoding="utf-8")
        )
    return document


@pytest.mark.parametrize("fault", sorted(NAMED_BY_DRIFT))
def test_drift_names_each_answer_for_another_request(fault: str) -> None:
    """The rows name the defect's operations, each with a reproducing curl line."""
    rows = drifted(fault)["differences"]
    found = {(row["kind"], row["operation"]) for row in rows}
    assert NAMED_BY_DRIFT[fault] <= found
    touched = {operation for _, operation in NAMED_BY_DRIFT[fault]} | ALSO_TOUCHED.get(fault, set())
    assert {row["operation"] for row in rows} <= touched
    assert all(row["request"].startswith("curl -X ") for row in rows)


def test_drift_names_a_body_in_the_wrong_language_on_every_operation_with_money() -> None:
    """Spanish displays under Content-Language: en: a value row on each operation whose English
    answer carries money, and the shared ETags of the two languages."""
    rows = drifted("body_language_ignored")["differences"]
    values = {row["operation"] for row in rows if row["kind"] == "value"}
    assert values >= {"getCustomerBalance", "listInvoices", "getInvoice", "getPlan", "getPayment"}
    display = next(
        row for row in rows if row["operation"] == "getInvoice" and row["kind"] == "value"
    )
    assert "VES 3,376.00" in display["reference"]


def test_drift_names_a_month_filter_that_is_ignored() -> None:
    """The list filter by month of broken_rules (verify: test_verify_rules.py): the values of
    listInvoices differ, and nothing else."""
    app = create_rule_breaking_app(
        servers.DEFAULTS, "period_filter_ignored", data=servers.dataset()
    )
    rows = drifted_app(app)["differences"]
    assert {(row["kind"], row["operation"]) for row in rows} == {("value", "listInvoices")}


def test_every_answer_fault_is_named_by_drift() -> None:
    """A fault added to broken_answers without what drift names fails here."""
    assert set(NAMED_BY_DRIFT) | {"body_language_ignored"} == set(ANSWER_FAULTS)


@pytest.mark.parametrize(
    ("fault", "expected"),
    [
        ("status_filter_ignored", {("listInvoices", "selection.applied")}),
        ("filter_drops_scope", {("listInvoices", "lists.scope")}),
        ("etag_survives_write", {("getCustomerBalance", "caching.validators")}),
        ("limit_ignored", {("listInvoices", "pagination.limit")}),
    ],
)
def test_with_other_data_drift_names_what_verify_concludes_differently(
    fault: str, expected: set[tuple[str, str]]
) -> None:
    """Another test customer on the implementation (staging's is never the simulator's): the
    requests differ, so drift compares verify's judgement of each side's own reads."""
    account = next(p.account_number for p in servers.dataset().personas() if p.key == "in_credit")
    app = create_answer_breaking_app(servers.DEFAULTS, fault, data=servers.dataset())
    with serve_in_thread(app) as url, tempfile.TemporaryDirectory() as report:
        arguments = ["drift", "--base-url", url, "--max-examples", "2", "--report", report]
        status = main([*arguments, "--account-number", account])
        document = json.loads((Path(report) / "drift.json").read_text(encoding="utf-8"))
    assert status == 1
    promises = {
        (row["operation"], row["subject"])
        for row in document["differences"]
        if row["kind"] == "promise"
    }
    assert expected <= promises
