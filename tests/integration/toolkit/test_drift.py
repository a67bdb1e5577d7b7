"""``billing-sim drift`` against real servers on 127.0.0.1.

Against the broken implementation it lists the five injected differences and no others; against
a simulator, even one holding other data, it lists none. Each run takes about 6 s.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.integration.toolkit import servers
from toolkit.cli import main

pytestmark = pytest.mark.integration

INJECTED = {
    ("searchCustomers", "status"),
    ("getCustomer", "missing_field"),
    ("getCustomerBalance", "auth"),
    ("getInvoice", "type"),
    ("createPayment", "transition"),
}


@pytest.fixture(scope="module")
def broken_url() -> Iterator[str]:
    with servers.broken() as url:
        yield url


def drift(url: str, report: Path, *extra: str) -> tuple[int, dict[str, Any]]:
    status = main(
        ["drift", "--base-url", url, "--max-examples", "5", "--report", str(report), *extra]
    )
    return status, json.loads((report / "drift.json").read_text(encoding="utf-8"))


def test_drift_from_the_broken_implementation_is_exactly_the_injected_faults(
    broken_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Five faults, each under its operation, with the details that identify it."""
    status, report = drift(broken_url, tmp_path)
    assert status == 1
    rows = report["differences"]
    assert {(row["operation"], row["kind"]) for row in rows} == INJECTED
    by_kind = {kind: [row for row in rows if row["kind"] == kind] for _, kind in INJECTED}
    assert [(r["reference"], r["target"]) for r in by_kind["status"]] == [("200", "204")]
    assert [r["subject"] for r in by_kind["missing_field"]] == ["/email"]
    assert {(r["subject"], r["target"]) for r in by_kind["auth"]} == {
        ("without credentials", "200"),
        ("with an invalid key", "200"),
    }
    floats = by_kind["type"]
    assert floats
    assert all(r["subject"].endswith("/amount_minor") for r in floats)
    assert {(r["reference"], r["target"]) for r in floats} == {("integer", "float")}
    transitions = sorted(r["subject"].split(" ")[0] for r in by_kind["transition"])
    assert transitions == ["getCustomerBalance", "getPayment", "listPayments"]
    assert all(r["target"].startswith("no (") for r in by_kind["transition"])
    markdown = (tmp_path / "drift.md").read_text(encoding="utf-8")
    assert [line for line in markdown.splitlines() if line.startswith("## ")] == [
        "## searchCustomers",
        "## getCustomer",
        "## getCustomerBalance",
        "## getInvoice",
        "## createPayment",
    ]
    assert "8 difference(s) from the simulator on 5 operation(s)." in capsys.readouterr().out


def test_a_reference_given_by_url_finds_the_same_differences(
    broken_url: str, tmp_path: Path
) -> None:
    """--reference URL compares with a running simulator instead of one in process."""
    with servers.simulator() as reference:
        status, report = drift(broken_url, tmp_path, "--reference", reference, "--seed", "9")
    assert status == 1
    assert report["reference"] == reference
    assert {(row["operation"], row["kind"]) for row in report["differences"]} == INJECTED


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
