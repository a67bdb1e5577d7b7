"""Bill summaries: exact invariants over many customers, and the attribution rules."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billing_sim.openapi import models
from billing_sim.simulator.data import ids
from billing_sim.simulator.data.calendar import build_months
from billing_sim.simulator.data.records import InvoiceRecord, Line
from billing_sim.simulator.data.summary import explain
from billing_sim.simulator.money import convert, decimal_string, round_half_up
from billing_sim.simulator.problems import ApiProblem, Localized

from .conftest import POPULATION

FAST = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(index=st.integers(0, POPULATION - 1), locale=st.sampled_from(["es-VE", "en"]))
def test_every_monthly_summary_adds_up_exactly(dataset, index, locale):
    """previous.total_due + Σ lines.delta = current.total_due; Σ reasons = delta; no ``other``."""
    customer_id = ids.customer_id(index)
    for invoice in dataset.invoices(customer_id, [], locale):
        period = f"{invoice.issue_date:%Y-%m}"
        summary = dataset.bill_summary(customer_id, period, locale)
        assert models.BillSummary.model_validate_json(summary.model_dump_json()) == summary
        assert summary.current.invoice_id == invoice.id
        if summary.previous is None:
            assert summary.direction.value == "first_bill"
            assert (summary.delta, summary.delta_pct, summary.reasons, summary.lines) == (
                None,
                None,
                [],
                [],
            )
            continue
        assert summary.delta is not None
        previous, current = summary.previous.total_due.amount_minor, invoice.total_due.amount_minor
        delta = current - previous
        assert summary.delta.amount_minor == delta
        assert previous + sum(line.delta.amount_minor for line in summary.lines) == current
        assert sum(reason.amount_impact.amount_minor for reason in summary.reasons) == delta
        assert "other" not in {reason.code.value for reason in summary.reasons}
        assert summary.delta_pct == (
            decimal_string(Fraction(delta * 100, previous), 2) if previous else None
        )
        direction = "increased" if delta > 0 else "decreased" if delta < 0 else "unchanged"
        assert summary.direction.value == direction
        codes = {line.code for line in summary.lines}
        for line in summary.lines:
            before = line.previous_amount.amount_minor if line.previous_amount else 0
            after = line.current_amount.amount_minor if line.current_amount else 0
            assert line.delta.amount_minor == after - before
        for reason in summary.reasons:
            assert reason.amount_impact.amount_minor != 0
            assert set(reason.line_codes) <= codes
            assert reason.detail
            assert reason.amount_impact.display.lstrip(
                "-"
            ) in reason.detail or reason.code.value in (
                "promo_expired",
                "tax_exemption_removed",
            )
        assert summary.previous.exchange_rate is not None
        assert summary.current.exchange_rate is not None
        changed = summary.previous.exchange_rate.rate != summary.current.exchange_rate.rate
        assert (summary.exchange_rate_change is not None) == changed


def test_default_period_is_the_latest_invoice_and_unknown_periods_are_not_found(dataset):
    """No period means the latest listed invoice; a month without one is ``invoice_not_found``."""
    latest = dataset.bill_summary("cus_7k2m9q4x1z", None, "en")
    assert latest.period == "2026-11"
    for period in ("2025-11", "2026-12", "garbage"):
        with pytest.raises(ApiProblem) as raised:
            dataset.bill_summary("cus_7k2m9q4x1z", period, "en")
        assert raised.value.code == "invoice_not_found"


def test_the_oldest_listed_month_is_compared_with_the_archived_one(dataset):
    """The twelfth month back still has a previous invoice, retrievable by its id."""
    summary = dataset.bill_summary("cus_7k2m9q4x1z", "2025-12", "es-VE")
    assert summary.previous is not None
    assert summary.compared_period == "2025-11"
    archived = dataset.invoice(summary.previous.invoice_id, [], "es-VE")
    assert archived.total_due == summary.previous.total_due
    assert summary.previous.invoice_id not in {
        inv.id for inv in dataset.invoices("cus_7k2m9q4x1z", [], "es-VE")
    }


# --- attribution rules on hand-made invoices ------------------------------------------------

MONTHS = {month.offset: month for month in build_months(date(2026, 11, 20))}
_TEXT = (Localized("x", "x"), Localized("x", "x"))


def _usd(
    code: str,
    kind: str,
    unit: int,
    offset: int,
    factor: Fraction = Fraction(1),
    taxable: bool = True,
) -> Line:
    pricing = round_half_up(unit * factor.numerator, factor.denominator)
    return Line(
        id="il_x",
        kind=kind,
        code=code,
        description=_TEXT[0],
        label=_TEXT[1],
        amount=convert(pricing, MONTHS[offset].rate),
        taxable=taxable,
        unit_usd=unit,
        pricing_usd=pricing,
        usd_unit=Fraction(unit),
        factor=factor,
    )


def _invoice(offset: int, lines: list[Line], bps: int = 1600) -> InvoiceRecord:
    base = sum(line.amount for line in lines if line.taxable)
    tax = Line(
        id="il_t",
        kind="tax",
        code="tax:iva",
        description=_TEXT[0],
        label=_TEXT[1],
        amount=round_half_up(base * bps, 10_000),
        tax_rate_bps=bps,
        tax_base=base,
    )
    return InvoiceRecord(
        id="inv_x",
        number="n",
        control_number="c",
        month=MONTHS[offset],
        billing_reason="subscription_cycle",
        period=(date.min, date.min),
        lines=(*lines, tax),
        amount_paid=0,
        paid_at=None,
    )


def _explained(previous: InvoiceRecord, current: InvoiceRecord) -> dict[str, int]:
    reasons = explain(current, previous)
    assert sum(r.amount for r in reasons) == current.total_due - previous.total_due
    return {reason.code: reason.amount for reason in reasons}


def test_a_dollar_line_splits_into_rate_and_price_effects():
    """Repricing 32 -> 35 USD while the rate goes 100 -> 105.5: rate part on the old price."""
    before = _invoice(-1, [_usd("plan:fibra-300", "recurring", 3200, -1)])
    after = _invoice(0, [_usd("plan:fibra-300", "recurring", 3500, 0)])
    reasons = _explained(before, after)
    assert reasons["exchange_rate_changed"] == convert(3200, "105.5000") - convert(3200, "100.0000")
    assert reasons["plan_price_increase"] == convert(3500, "105.5000") - convert(3200, "105.5000")


def test_iva_splits_into_rate_and_base_effects():
    """8 % -> 16 % on a bigger base: the rate part is tax_now - round(base_now * 8 %)."""
    before = _invoice(-1, [_usd("plan:fibra-50", "recurring", 2000, -1)], bps=800)
    after = _invoice(0, [_usd("plan:fibra-50", "recurring", 2000, 0)])
    base_now = convert(2000, "105.5000")
    reasons = _explained(before, after)
    assert reasons["tax_rate_changed"] == round_half_up(base_now * 1600, 10_000) - round_half_up(
        base_now * 800, 10_000
    )
    assert reasons["tax_base_changed"] == round_half_up(base_now * 800, 10_000) - round_half_up(
        convert(2000, "100.0000") * 800, 10_000
    )


def test_an_exemption_ending_is_its_own_reason():
    """From 0 % to 16 %: ``tax_exemption_removed`` takes the whole IVA, the base part is zero."""
    before = _invoice(-1, [_usd("plan:fibra-50", "recurring", 2000, -1)], bps=0)
    after = _invoice(0, [_usd("plan:fibra-50", "recurring", 2000, 0)])
    reasons = _explained(before, after)
    assert reasons["tax_exemption_removed"] == round_half_up(convert(2000, "105.5000") * 16, 100)
    assert "tax_base_changed" not in reasons


def test_a_partial_first_month_is_a_longer_period_not_a_price_change():
    """16/31 of a month then a full month: rate part, then period part, no price part."""
    before = _invoice(-1, [_usd("plan:fibra-100", "recurring", 2500, -1, Fraction(16, 31))])
    after = _invoice(0, [_usd("plan:fibra-100", "recurring", 2500, 0)])
    reasons = _explained(before, after)
    partial = round_half_up(2500 * 16, 31)
    assert reasons["exchange_rate_changed"] == convert(partial, "105.5000") - convert(
        partial, "100.0000"
    )
    assert reasons["longer_or_double_period"] == convert(2500, "105.5000") - convert(
        partial, "105.5000"
    )
    assert "plan_price_increase" not in reasons


def test_a_plan_change_is_matched_across_codes():
    """fibra-50 -> fibra-100: rate part on the old plan, ``plan_changed`` lists both codes."""
    before = _invoice(-1, [_usd("plan:fibra-50", "recurring", 2000, -1)])
    after = _invoice(0, [_usd("plan:fibra-100", "recurring", 2500, 0)])
    reasons = explain(after, before)
    by_code = {reason.code: reason for reason in reasons}
    assert by_code["plan_changed"].amount == convert(2500, "105.5000") - convert(2000, "105.5000")
    assert by_code["plan_changed"].line_codes == ("plan:fibra-50", "plan:fibra-100")
    assert by_code["exchange_rate_changed"].line_codes == ("plan:fibra-50",)


def test_a_discount_that_grows_with_a_repriced_plan_follows_the_plan():
    """A 10 % discount on a repriced plan: its price part is ``plan_price_increase`` too."""
    before = _invoice(
        -1,
        [
            _usd("plan:fibra-300", "recurring", 3200, -1),
            _usd("promo:fidelidad-10", "discount", -320, -1),
        ],
    )
    after = _invoice(
        0,
        [
            _usd("plan:fibra-300", "recurring", 3500, 0),
            _usd("promo:fidelidad-10", "discount", -350, 0),
        ],
    )
    reasons = _explained(before, after)
    net_price = (3500 - 350) - (3200 - 320)
    assert reasons["plan_price_increase"] == convert(3500, "105.5000") - convert(
        3200, "105.5000"
    ) + convert(-350, "105.5000") - convert(-320, "105.5000")
    assert net_price > 0
    assert "promo_applied" not in reasons
