"""Cross-resource checks on canned data: the invoice history's reach."""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.verify.stateful.consistency import invoice_history
from tests.unit.toolkit.workflow_support import step


def invoices(*months: tuple[str, str]) -> list[dict[str, Any]]:
    return [
        {"id": f"inv_abcdef{index:02d}", "period": {"start": f"{month}-01"}, "status": status}
        for index, (month, status) in enumerate(months)
    ]


def listing() -> Any:
    return step("s/ListInvoices", "listInvoices", 200, {}, path={"customer_id": "cus_abcdef1"})


def test_twelve_months_of_history_hold() -> None:
    """December 2025 to November 2026."""
    months = [(f"2026-{m:02d}", "paid") for m in range(11, 0, -1)] + [("2025-12", "paid")]
    assert invoice_history(listing(), invoices(*months)).holds is True


def test_an_older_invoice_is_listed_only_while_it_is_open() -> None:
    """A 13th month still owed is listed; a 13th month paid is beyond the history."""
    months = [(f"2026-{m:02d}", "paid") for m in range(11, 0, -1)] + [("2025-12", "paid")]
    assert invoice_history(listing(), invoices(*months, ("2025-11", "open"))).holds is True
    outcome = invoice_history(listing(), invoices(*months, ("2025-11", "paid")))
    assert outcome.holds is False
    assert outcome.detail == "['inv_abcdef12'] are older than twelve months of history and not open"


def test_no_invoice_is_not_exercised() -> None:
    """Nothing to judge, said."""
    assert invoice_history(listing(), []).holds is None
