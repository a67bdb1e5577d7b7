"""``billing-sim drift`` against real servers on 127.0.0.1.

Against the broken implementation it lists each injected difference it can see once, and no
others; against a simulator, even one holding other data, it lists none. Each run takes about
8 s. (Each defect of :mod:`tests.support.broken_answers` alone: ``test_answers.py``.)
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from billing_sim.toolkit.cli import main
from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit import servers
from tests.support.broken_rules import RULE_FAULTS, create_rule_breaking_app

pytestmark = pytest.mark.integration

ROWS = {
    ("status", "searchCustomers", "", "200", "204"),
    ("header", "searchCustomers", "Content-Language", "en", "es-VE"),
    ("missing_field", "getCustomer", "/email", "string", "absent"),
    (
        "auth",
        "getCustomerBalance",
        "with an invalid key, without credentials",
        "401 unauthenticated",
        "200",
    ),
    ("type", "getInvoice", None, "integer", "float"),
    ("status", "listInvoiceLines", "", "200", "404 invoice_not_found"),
    ("status", "createPayment", "", "422 validation_failed", "201"),
    ("status", "createPayment", "", "422 idempotency_key_reused", "201"),
    ("header", "createPayment", "Idempotent-Replayed", "true", "absent"),
    ("transition", "createPayment", None, None, None),
    # 304s carry no Content-Language on the simulator; the fault adds one to every answer.
    ("header", "getCustomer", "Content-Language", "absent", "es-VE"),
    # The same data on both sides: the values the defects change, one row per operation (at
    # least these; see VALUES). The lost payment leaves the balance's and the invoice's ETags
    # unchanged.
    ("validator", "getCustomerBalance", None, None, None),
    ("validator", "getInvoice", None, None, None),
}
"""One row per difference drift can see. ``None``: not compared here."""
VALUES = {
    ("value", operation, None, None, None)
    for operation in (
        "getCustomerBalance",
        "listInvoices",
        "getBillSummary",
        "listPayments",
        "getInvoice",
        "listPlans",
        "createPayment",
        "getPayment",
    )
}
"""Value rows every run shows: the displays without grouping, the subtotal without fees, the
reasons without the late fee, the pages that skip an item, the payment that is lost (the balance
and the invoice do not move) or recorded twice (another payment id)."""
VALUED = {
    "getCustomerBalance",
    "listInvoices",
    "getBillSummary",
    "listSubscriptions",
    "listPayments",
    "listCreditNotes",
    "getInvoice",
    "listInvoiceLines",
    "listPlans",
    "getPlan",
    "getSubscriptionUsage",
    "createPayment",
    "getPayment",
}
"""Where a generated request may show another value too: every answer with money or a page."""


def expected_rows(found: set[tuple[str | None, ...]]) -> None:
    """The rows of ``found`` are exactly the expected ones, value rows aside, and the value
    rows are at least :data:`VALUES` and only where money or pages are."""
    values = {row for row in found if row[0] == "value"}
    assert ROWS <= found - values <= ROWS | OPTIONAL
    assert values >= VALUES
    assert {row[1] for row in values} <= VALUED


OPTIONAL = {("status", "listInvoiceLines", "", "400 invalid_request", "404 invoice_not_found")}
"""Generated requests with a cursor on an existing invoice, when the seed draws one."""


def rows(report: dict[str, Any]) -> set[tuple[str | None, ...]]:
    found = set()
    for row in report["differences"]:
        key: tuple[str | None, ...] = (
            row["kind"],
            row["operation"],
            row["subject"],
            row["reference"],
            row["target"],
        )
        if row["kind"] == "type":
            key = (row["kind"], row["operation"], None, row["reference"], row["target"])
        if row["kind"] in ("transition", "value", "validator"):
            key = (row["kind"], row["operation"], None, None, None)
        found.add(key)
    return found


@pytest.fixture(scope="module")
def broken_url() -> Iterator[str]:
    with servers.broken() as url:
        yield url


def drift(url: str, report: Path, *extra: str) -> tuple[int, dict[str, Any]]:
    status = main(
        ["drift", "--base-url", url, "--max-examples", "5", "--report", str(report), *extra]
    )
    return status, json.loads((report / "drift.json").read_text(encoding="utf-8"))


def test_drift_from_the_broken_implementation_lists_each_difference_once(
    broken_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each difference one row, with where it was seen, how often, and a curl line."""
    status, report = drift(broken_url, tmp_path)
    assert status == 1
    found = rows(report)
    expected_rows(found)
    assert len(found) == len(report["differences"]), "no difference is listed twice"
    by_kind = {row["kind"]: row for row in report["differences"]}
    floats = next(r for r in report["differences"] if r["kind"] == "type")
    assert all(case["subject"].endswith("/amount_minor") for case in floats["cases"])
    language = next(r for r in report["differences"] if r["subject"] == "Content-Language")
    assert len(language["operations"]) == 14, "every operation read in English, in one row"
    transition = by_kind["transition"]
    effects = sorted(case["subject"].split(" ")[0] for case in transition["cases"])
    assert effects == ["getCustomerBalance", "getPayment", "getPayment", "listPayments"]
    assert all(row["request"].startswith("curl -X ") for row in report["differences"])
    assert "Authorization: [Filtered]" in language["request"]
    markdown = (tmp_path / "drift.md").read_text(encoding="utf-8")
    sections = [line for line in markdown.splitlines() if line.startswith("## ")]
    assert [line for line in sections if line != "## Not compared"] == [
        "## searchCustomers",
        "## getCustomer",
        "## getCustomerBalance",
        "## listInvoices",
        "## getBillSummary",
        "## listPayments",
        "## getInvoice",
        "## listInvoiceLines",
        "## listPlans",
        "## createPayment",
        "## getPayment",
    ]
    out = capsys.readouterr().out
    assert (
        f"{len(report['differences'])} difference(s) from the simulator on 11 operation(s)." in out
    )


def test_a_reference_given_by_url_finds_the_same_differences(
    broken_url: str, tmp_path: Path
) -> None:
    """--reference URL compares with a running simulator instead of one in process."""
    with servers.simulator() as reference:
        status, report = drift(broken_url, tmp_path, "--reference", reference, "--seed", "9")
    assert status == 1
    assert report["reference"] == reference
    expected_rows(rows(report))


def test_a_simulator_does_not_drift_from_the_simulator(tmp_path: Path) -> None:
    """Same behaviour, nothing to report, exit 0."""
    with servers.simulator() as url:
        status, report = drift(url, tmp_path)
    assert (status, report["differences"]) == (0, [])
    assert report["compared"]["generated requests"] > 100


def test_other_data_is_not_drift(tmp_path: Path) -> None:
    """Another seed and population: other customers, amounts and ids, the same behaviour."""
    with servers.simulator(seed=7, customers=300) as url:
        status, report = drift(url, tmp_path, "--seed", "3")
    assert (status, report["differences"]) == (0, [])


@pytest.mark.parametrize("persona", ["first_bill", "in_credit"])
def test_a_test_customer_with_another_story_is_not_drift(tmp_path: Path, persona: str) -> None:
    """Staging's test customer need not be the simulator's: a first bill, a customer in credit."""
    account = next(p.account_number for p in servers.dataset().personas() if p.key == persona)
    with servers.simulator() as url:
        status, report = drift(url, tmp_path, "--account-number", account, "--max-examples", "2")
    assert (status, report["differences"]) == (0, [])


@pytest.mark.parametrize("fault", sorted(RULE_FAULTS))
def test_drift_names_each_broken_rule(fault: str) -> None:
    """The simulator with one rule changed (``broken_rules``): every change is met by a request
    of drift's run (the workflow, verify's own reads, the generated ones), and named."""
    app = create_rule_breaking_app(servers.DEFAULTS, fault, data=servers.dataset())
    with serve_in_thread(app) as url, tempfile.TemporaryDirectory() as report:
        status, document = drift(url, Path(report), "--max-examples", "2")
    assert status == 1
    assert document["differences"]
