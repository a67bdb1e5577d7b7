"""Facts computed in code: day counts, GB left, delta cross-check, paid dates, counts."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from billing_sim.bot.compute import (
    balance_facts,
    bill_change_facts,
    disambiguation_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from billing_sim.bot.replies import CustomerRef
from billing_sim.client.models import BillSummary, Invoice, InvoiceLine
from tests.unit.bot.examples import (
    MARIA,
    ZERO,
    balance,
    bill_summary,
    invoice,
    money,
    usage,
)

TODAY = date(2026, 11, 20)


def test_balance_counts_days_from_the_api_as_of_date() -> None:
    """Days to the due date come from the API's own "now", in Caracas, not the bot's clock."""
    facts = balance_facts(MARIA, balance(as_of="2026-11-21T02:00:00Z"))  # 22:00 on the 20th
    assert facts.days_to_oldest_due == 5
    [line] = facts.computed
    assert line.text == (
        "Computed in code: 5 day(s) between 2026-11-20 and the oldest unpaid due date 2026-11-25."
    )
    assert line.values == ("5",)  # what it supports: the count, not the dates it names


def test_balance_past_due_counts_negative_days_and_states_them_unsigned() -> None:
    """An overdue date gives negative days; the computed line states the distance."""
    facts = balance_facts(
        MARIA,
        balance(oldest_unpaid_due_date="2026-09-25", overdue_amount=money(596196, "Bs. 5.961,96")),
    )
    assert facts.days_to_oldest_due == -56
    assert "56 day(s)" in facts.computed[0].text
    assert facts.computed[0].values == ("56",)
    assert facts.overdue == "Bs. 5.961,96"


def test_balance_hides_zero_amounts_and_notes_suspension() -> None:
    """Zero overdue or credit is not a fact worth stating; suspension is."""
    facts = balance_facts(MARIA, balance(dunning_status="suspended"))
    assert facts.overdue is None
    assert facts.credit is None
    assert facts.suspended


def test_balance_without_unpaid_invoices_has_no_day_count() -> None:
    """A settled account has no due date to count to."""
    facts = balance_facts(
        MARIA, balance(net_position="settled", amount_due=ZERO, oldest_unpaid_due_date=None)
    )
    assert facts.days_to_oldest_due is None
    assert facts.computed == ()


def test_bill_delta_is_quoted_when_the_code_agrees_with_the_api() -> None:
    """The API's delta display is used only after the code subtracts the totals itself."""
    facts = bill_change_facts(MARIA, bill_summary())
    assert facts.delta == "Bs. 1.056,00"
    assert facts.delta_pct == "45,52"
    assert "105600 minor units of VES, which matches the API's delta" in facts.computed[0].text
    assert facts.rate_change == ("100,0000", "105,5000")
    assert [r.code for r in facts.reasons][:2] == ["exchange_rate_changed", "promo_expired"]


def test_bill_delta_that_disagrees_with_the_totals_is_not_stated() -> None:
    """A delta the totals do not support is dropped (and its percentage with it)."""
    facts = bill_change_facts(MARIA, bill_summary(delta=money(99900, "Bs. 999,00")))
    assert facts.delta is None
    assert facts.delta_pct is None
    assert "differs from the API's delta" in facts.computed[0].text


def test_bill_decrease_is_unsigned_with_the_direction_kept() -> None:
    """A negative delta reads "Bs. 146,45" with direction ``decreased``."""
    summary = bill_summary(
        delta=money(-14645, "-Bs. 146,45"),
        delta_pct="-5.05",
        direction="decreased",
        current={
            **bill_summary().current.model_dump(mode="json"),
            "total_due": money(217355, "Bs. 2.173,55"),
        },
    )
    facts = bill_change_facts(MARIA, summary)
    assert (facts.direction, facts.delta, facts.delta_pct) == ("decreased", "Bs. 146,45", "5,05")


def test_first_bill_has_nothing_to_compare() -> None:
    """Without a previous bill there is no delta and no computed line."""
    summary = bill_summary(
        previous=None, delta=None, delta_pct=None, compared_period=None, direction="first_bill"
    )
    facts = bill_change_facts(MARIA, summary)
    assert facts.previous_total is None
    assert facts.delta is None
    assert facts.computed == ()


FIRST: dict[str, Any] = {
    "previous": None, "delta": None, "delta_pct": None, "compared_period": None,
    "direction": "first_bill", "lines": [], "reasons": [],
}  # fmt: skip
"""A first bill's summary: nothing before it, so no lines and no reasons."""


@pytest.mark.parametrize(
    ("topic", "amounts", "named"),
    [
        ("late_fee", (), ["Recargo por pago tardío de la factura F-2026-0109876"]),
        (None, (Decimal("316"),), ["Recargo por pago tardío de la factura F-2026-0109876"]),
        (None, (Decimal("422.00"),), ["IVA 16 %"]),
        ("installation", (), []),
        (None, (Decimal("999"),), []),
    ],
)
def test_a_first_bills_charge_is_read_from_its_invoice_lines(
    topic: str | None, amounts: tuple[Decimal, ...], named: list[str]
) -> None:
    """A first bill's summary lists no lines: the charge named, or the amount quoted, is the
    invoice's own line, told as charged now with nothing before it; none when the invoice has
    no such line."""
    facts = bill_change_facts(MARIA, bill_summary(**FIRST), topic, None, amounts, invoice().lines)
    assert [line.description for line in facts.focus] == named
    assert all(line.previous is None and line.change == "first_bill" for line in facts.focus)


def _overage_invoice_lines() -> list[InvoiceLine]:
    """The example invoice with a data overage line of 12.40 GB (Bs. 654,10)."""
    plan = invoice().lines[0].model_dump(mode="json")
    overage = {**plan, "id": "il_overage01", "kind": "usage", "code": "usage:data-overage",
               "description": "Consumo adicional de datos: 12,40 GB sobre 300 GB (octubre 2026)",
               "quantity": "12.40", "amount": money(65410, "Bs. 654,10"),
               "pricing_amount": None, "plan_code": None, "proration": None}  # fmt: skip
    return [*invoice().lines, InvoiceLine.model_validate(overage)]


def test_the_gb_a_data_overage_line_charges_are_its_invoice_lines_quantity() -> None:
    """No summary counts the GB a data overage line charges: the invoice's line does, and
    the bill's facts carry them (es-VE notation), on the line and for the overage reason."""
    summary = bill_summary(**FIRST)
    facts = bill_change_facts(MARIA, summary, "data_overage", None, (), _overage_invoice_lines())
    assert [(line.current, line.overage_gb) for line in facts.focus] == [("Bs. 654,10", "12,40")]
    assert facts.overage_gb == "12,40"
    # without the invoice, or on a bill without the line, there are none
    assert bill_change_facts(MARIA, summary, "data_overage").overage_gb is None
    assert (
        bill_change_facts(MARIA, bill_summary(), None, None, (), invoice().lines).overage_gb is None
    )


def test_a_bill_with_one_before_it_ignores_invoice_lines() -> None:
    """Invoice lines complete only a first bill: a bill with one before it is the summary's."""
    with_lines = bill_change_facts(MARIA, bill_summary(), "late_fee", None, (), invoice().lines)
    assert with_lines == bill_change_facts(MARIA, bill_summary(), "late_fee")


def test_invoice_of_a_month_is_chosen_and_overdue_is_a_date_comparison() -> None:
    """The invoice of the asked month is picked; overdue compares its due date with today."""
    november = invoice()
    october = invoice(
        id="inv_7k2m9q4x1z2610", period={"start": "2026-10-01", "end": "2026-10-31"},
        due_date="2026-10-25",
    )  # fmt: skip
    facts = invoice_facts(MARIA, [november, october], "2026-10", TODAY)
    assert facts is not None
    assert facts.invoice.period == "2026-10"
    assert facts.invoice.overdue
    assert facts.other_open == 0  # November is newer: not "another earlier invoice"
    assert facts.newest is not None
    assert facts.newest.period == "2026-11"
    # only the days to each due date are derived: 26 since October's, 5 to November's
    assert [e.values for e in facts.computed] == [("26",), ("5",)]
    assert invoice_facts(MARIA, [november], "2025-01", TODAY) is None
    newest = invoice_facts(MARIA, [november], None, TODAY)
    assert newest is not None
    assert not newest.invoice.overdue


def test_paid_date_is_the_day_in_caracas() -> None:
    """A payment at 01:30 UTC on the 11th was made on the 10th in Venezuela."""
    paid = invoice(status="paid", paid_at="2026-11-11T01:30:00Z", amount_remaining=ZERO)
    facts = payment_facts(MARIA, [paid], TODAY)
    assert facts is not None
    assert facts.latest.paid_on == date(2026, 11, 10)
    assert [(e.text, e.values) for e in facts.computed] == [
        ("Computed in code: invoice inv_7k2m9q4x1z2611 was paid on 2026-11-10 (Caracas).",
         ("2026-11-10",)),
        ("Computed in code: 5 day(s) between 2026-11-20 and the due date 2026-11-25 of "
         "invoice inv_7k2m9q4x1z2611.", ("5",)),
    ]  # fmt: skip


def test_payment_status_finds_the_last_paid_invoice() -> None:
    """With the newest invoice open, the last paid one is reported with its date."""
    october = invoice(
        id="inv_7k2m9q4x1z2610", status="paid", paid_at="2026-10-24T15:00:00Z",
        period={"start": "2026-10-01", "end": "2026-10-31"},
    )  # fmt: skip
    facts = payment_facts(MARIA, [invoice(), october], TODAY)
    assert facts is not None
    assert facts.last_paid is not None
    assert facts.last_paid.paid_on == date(2026, 10, 24)
    assert payment_facts(MARIA, [], TODAY) is None


def test_usage_left_is_exact_and_never_negative() -> None:
    """GB left are a Decimal subtraction, clamped at zero when the plan is exceeded."""
    within = usage_facts(MARIA, usage(used_gb="116.00", overage_gb="0.00"))
    over = usage_facts(MARIA, usage())
    assert within.remaining_gb == "184,00"
    assert within.overage_gb is None
    assert "leaves 184.00 GB" in within.computed[0].text
    assert within.computed[0].values == ("184.00",)
    assert over.remaining_gb == "0,00"
    assert over.overage_gb == "12,40"
    assert over.projected_charge == "Bs. 654,10"


def test_unlimited_usage_has_nothing_left_to_compute() -> None:
    """A plan without allowance has no GB-left fact."""
    facts = usage_facts(MARIA, usage(allowance_gb=None, overage_gb="0.00"))
    assert facts.remaining_gb is None
    assert facts.computed == ()


def test_disambiguation_computes_the_account_tails() -> None:
    """Each candidate's last four digits are a computed fact."""
    bodega = CustomerRef("cus_0dhr7d5v1q", "6913058571", "J-37172470-1", "Bodega")
    facts = disambiguation_facts((MARIA, bodega))
    assert [(e.text, e.values) for e in facts.computed] == [
        ("Computed in code: account 1000000016 ends in 0016.", ("0016",)),
        ("Computed in code: account 6913058571 ends in 8571.", ("8571",)),
    ]


def test_a_named_month_knows_where_the_newest_invoice_stands() -> None:
    """October asked for: November is the newest; open invoices in between are counted."""
    november, october, september = (
        invoice(id=f"inv_7k2m9q4x1z26{n}", period={"start": f"2026-{n}-01", "end": f"2026-{n}-28"},
                due_date=f"2026-{n}-25")
        for n in ("11", "10", "09")
    )  # fmt: skip
    facts = invoice_facts(MARIA, [november, october, september], "2026-09", TODAY)
    assert facts is not None
    assert facts.newest is not None
    assert facts.newest.period == "2026-11"
    assert (facts.newer_open, facts.other_open) == (1, 0)
    assert [e.values for e in facts.computed] == [("1",), ("56",), ("5",)]
    newest = invoice_facts(MARIA, [november, october], None, TODAY)
    assert newest is not None
    assert newest.newest is None  # the newest was asked for: nothing to place it against


def test_several_invoices_are_listed_newest_first_with_their_count() -> None:
    """The asked number of invoices (or all there are), and the count as a computed fact."""
    invoices = [invoice(id=f"inv_7k2m9q4x1z26{n:02d}") for n in range(5)]
    facts = invoice_list_facts(MARIA, invoices, 3, TODAY)
    assert facts is not None
    assert [v.number for v in facts.invoices] == [invoices[0].number] * 3
    assert facts.computed[0].values == ("3",)
    fewer = invoice_list_facts(MARIA, invoices[:2], 6, TODAY)
    assert fewer is not None
    assert (len(fewer.invoices), fewer.asked, fewer.computed[0].values) == (2, 6, ("2",))
    assert invoice_list_facts(MARIA, [], 3, TODAY) is None


def test_a_named_charge_brings_its_bill_lines() -> None:
    """ "¿y la mora?" focuses on the late fee line: its description and amounts, unsigned."""
    facts = bill_change_facts(MARIA, bill_summary(), "late_fee")
    assert [(f.description, f.current, f.previous, f.change) for f in facts.focus] == [
        ("Recargo por pago tardío", "Bs. 316,50", None, "added")
    ]
    assert bill_change_facts(MARIA, bill_summary(), "igtf").focus == ()
    assert bill_change_facts(MARIA, bill_summary(), None).focus == ()
    assert bill_change_facts(MARIA, bill_summary(), "dollars").rate == "105,5000"


def _august(total: dict[str, object]) -> BillSummary:
    current = {**bill_summary().current.model_dump(mode="json"), "total_due": total}
    return bill_summary(period="2026-08", compared_period="2026-07", current=current)


def test_a_bill_further_back_is_compared_by_its_minor_units() -> None:
    """November against August: which is higher comes from the minor units, the total is
    the API's display, and the reasons stay November's against October."""
    for minor, display, direction in (
        (220957, "Bs. 2.209,57", "increased"),
        (400000, "Bs. 4.000,00", "decreased"),
        (337600, "Bs. 3.376,00", "unchanged"),
    ):
        facts = bill_change_facts(MARIA, bill_summary(), None, _august(money(minor, display)))
        assert facts.earlier is not None
        assert (facts.earlier.period, facts.earlier.total) == ("2026-08", display)
        assert facts.earlier.direction == direction
        assert facts.previous_period == "2026-10"
        assert len(facts.reasons) == len(bill_summary().reasons)


def test_a_bill_in_another_currency_is_not_called_higher_or_lower() -> None:
    """Bs. against USD minor units are not comparable: no direction is derived."""
    earlier = _august(money(2000, "USD 20,00", "USD"))
    facts = bill_change_facts(MARIA, bill_summary(), None, earlier)
    assert facts.earlier is not None
    assert facts.earlier.direction is None
    assert any("not comparable" in line.text for line in facts.computed)


def test_the_bill_before_named_again_adds_no_earlier_bill() -> None:
    """October is already the summary's previous bill: nothing further back to compare."""
    october = bill_summary(period="2026-10", compared_period="2026-09")
    assert bill_change_facts(MARIA, bill_summary(), None, october).earlier is None


def _invoice_of(period: str) -> Invoice:
    year, month = period.split("-")
    body = invoice().model_dump(mode="json")
    body["period"] = {"start": f"{period}-01", "end": f"{period}-28"}
    body["id"] = f"inv_7k2m9q4x1z{year[2:]}{month}"
    return invoice(**{k: body[k] for k in ("period", "id")})


def test_invoices_of_named_months_are_those_found_and_the_missing_ones_named() -> None:
    """Months named: their invoices only, newest first, and the months without one kept,
    each with a computed line; none found at all is nothing."""
    invoices = [_invoice_of(p) for p in ("2026-11", "2026-10", "2026-09", "2026-08")]
    facts = invoice_list_facts(MARIA, invoices, 0, TODAY, ("2024-04", "2026-08", "2026-10"))
    assert facts is not None
    assert [v.period for v in facts.invoices] == ["2026-10", "2026-08"]
    assert facts.missing == ("2024-04",)
    assert any(line.values == ("2024-04",) for line in facts.computed)
    assert invoice_list_facts(MARIA, invoices, 0, TODAY, ("2024-04", "2024-05")) is None
