"""The lines of one monthly invoice, priced exactly.

Dollar-priced lines carry ``pricing_usd = round(unit * factor)`` and are converted one by one at
the month's BCV rate, half-up; IVA is its own line on the sum of the taxable lines; credit notes
come after taxes (never more than what is left to pay); IGTF, when the customer pays in dollars,
is computed last on everything before it. Totals are never re-rounded: they are sums of lines.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from billing_sim.simulator.data import catalog, line_texts
from billing_sim.simulator.data.calendar import Month
from billing_sim.simulator.data.linebuilder import LineBuilder
from billing_sim.simulator.data.records import CreditNoteRecord, Line
from billing_sim.simulator.data.script import Script
from billing_sim.simulator.money import decimal_string, round_half_up


@dataclass(frozen=True, slots=True)
class Situation:
    """What the ledger knows about the account when it issues invoice ``offset``."""

    offset: int
    previous_balance: int
    open_numbers: tuple[str, ...]
    """Numbers of the unpaid invoices making up ``previous_balance``."""
    late_invoice: str | None
    """Number of the previous invoice if it was not paid by its due date."""
    returned_references: tuple[str, ...]
    """References of payments the bank returned since the last invoice."""
    credit_notes: tuple[CreditNoteRecord, ...]
    previous_line_ids: Mapping[str, str]
    """Line ids of the previous invoice by code, to link proration credits to what they refund."""


def build_lines(
    index: int, script: Script, months: Mapping[int, Month], situation: Situation
) -> tuple[tuple[Line, ...], str]:
    """The lines of invoice ``situation.offset`` and its billing reason."""
    offset = situation.offset
    month = months[offset]
    plan = catalog.PLANS[script.plan_at(offset)]
    out = LineBuilder(index, month, plan.code)
    factor, start = Fraction(1), None
    if offset == script.start_offset and script.start_day > 1:
        start = month.on(script.start_day)
        factor = Fraction(month.days - start.day + 1, month.days)
    proration = None
    if start is not None:
        proration = (decimal_string(factor, 4), month.days - start.day + 1, month.days)
    unit = plan.price_at(offset)
    plan_line = out.add_usd(
        "recurring",
        f"plan:{plan.code}",
        line_texts.plan(plan.name, month, start),
        Fraction(unit),
        factor,
        taxable=True,
        period=(start or month.first, month.last),
        quantity="1",
        unit_usd=unit,
        proration=proration,
        plan_code=plan.code,
    )
    for addon in script.addons:
        if addon.billed_from <= offset <= addon.last:
            item = catalog.ADDONS[addon.code]
            out.add_usd(
                "recurring",
                item.code,
                line_texts.monthly(item.name, month),
                Fraction(item.usd),
                factor,
                taxable=True,
                period=plan_line.period,
                quantity="1",
                unit_usd=item.usd,
            )
    for span in script.equipment:
        if span.covers(offset):
            item = catalog.EQUIPMENT[span.code]
            text = (
                line_texts.instalment(item.name, offset - span.first + 1, item.months)
                if item.months
                else line_texts.monthly(item.name, month)
            )
            out.add_usd(
                "recurring",
                item.code,
                text,
                Fraction(item.usd),
                taxable=True,
                period=(month.first, month.last),
                quantity="1",
                unit_usd=item.usd,
            )
    upgrade = script.upgrade_at(offset)
    if upgrade is not None and upgrade.day is not None:
        _prorate(out, script, months, upgrade.day, situation)
    _usage(out, script, months, offset)
    for code in [code for when, code in script.one_time if when == offset]:
        item = catalog.FEES.get(code) or catalog.EQUIPMENT[code]
        _one_time(out, item, line_texts.fixed(item.name), taxable=True)
    if offset in script.reconnections:
        item = catalog.FEES["fee:reconnection"]
        _one_time(out, item, line_texts.fixed(item.name), taxable=True)
    for reference in situation.returned_references:
        item = catalog.FEES["fee:returned-payment"]
        _one_time(out, item, line_texts.returned_payment(reference), taxable=False)
    # The contract's invoice order: charges (the late fee among them), discounts, taxes,
    # credits, the previous balance; lines are added in that order so their ids follow it.
    if situation.late_invoice is not None:
        item = catalog.FEES["fee:late"]
        out.add_usd(
            "late_fee",
            item.code,
            line_texts.late_fee(situation.late_invoice),
            Fraction(item.usd),
            quantity="1",
            unit_usd=item.usd,
        )
    for span in script.discounts:
        if span.covers(offset):
            _discount(out, span.code, plan_line, unit, factor)
    _taxes_and_credits(out, script, situation)
    if situation.previous_balance:
        out.add(
            "previous_balance",
            "balance:previous",
            line_texts.previous_balance(list(situation.open_numbers)),
            situation.previous_balance,
            on_subscription=False,
        )
    reason = "reconnection" if offset in script.reconnections else "subscription_cycle"
    return tuple(out.lines), reason


def _prorate(
    out: LineBuilder, script: Script, months: Mapping[int, Month], day: int, situation: Situation
) -> None:
    """The credit for the old plan's unused days and the charge for the new plan's."""
    before = months[situation.offset - 1]
    old = catalog.PLANS[script.plan_at(situation.offset - 1)]
    new = catalog.PLANS[out.plan_code]
    days = before.days - day + 1
    factor = Fraction(days, before.days)
    shared = {
        "taxable": True,
        "period": (before.on(day), before.last),
        "quantity": "1",
        "proration": (decimal_string(factor, 4), days, before.days),
    }
    old_price = old.price_at(before.offset)
    credit = out.add_usd(
        "proration_credit",
        f"prorate:{old.code}",
        line_texts.proration_credit(old.name, days, before),
        Fraction(-old_price),
        factor,
        unit_usd=old_price,
        plan_code=old.code,
        linked_line_id=situation.previous_line_ids.get(f"plan:{old.code}"),
        **shared,
    )
    new_price = new.price_at(before.offset)
    out.add_usd(
        "proration_charge",
        f"prorate:{new.code}",
        line_texts.proration_charge(new.name, days, before),
        Fraction(new_price),
        factor,
        unit_usd=new_price,
        plan_code=new.code,
        linked_line_id=credit.id,
        **shared,
    )


def _one_time(
    out: LineBuilder, item: catalog.Item, text: line_texts.Texts, *, taxable: bool
) -> None:
    """One unit of a one-time charge (a fee or equipment) at its catalog price."""
    out.add_usd(
        "one_time",
        item.code,
        text,
        Fraction(item.usd),
        taxable=taxable,
        quantity="1",
        unit_usd=item.usd,
    )


def _usage(out: LineBuilder, script: Script, months: Mapping[int, Month], offset: int) -> None:
    """Last month's data above the allowance, billed in arrears at last month's plan terms."""
    if offset - 1 not in months or script.first_offset(min(months)) > offset - 1:
        return
    plan = catalog.PLANS[script.plan_at(offset - 1)]
    if plan.allowance_gb is None or plan.overage_usd is None:
        return
    extra_cgb = script.usage_cgb[offset - 1 - min(months)] - plan.allowance_gb * 100
    if extra_cgb <= 0:
        return
    gb = decimal_string(Fraction(extra_cgb, 100), 2)
    before = months[offset - 1]
    out.add_usd(
        "usage",
        "usage:data-overage",
        line_texts.overage(gb, plan.allowance_gb, before),
        Fraction(plan.overage_usd),
        Fraction(extra_cgb, 100),
        taxable=True,
        period=(before.first, before.last),
        quantity=gb,
        unit_usd=plan.overage_usd,
        plan_code=plan.code,
    )


def _discount(out: LineBuilder, code: str, plan_line: Line, unit: int, factor: Fraction) -> None:
    item = catalog.PROMOS[code]
    full = Fraction(-unit * item.percent_bps, 10_000) if item.percent_bps else Fraction(-item.usd)
    out.add_usd(
        "discount",
        code,
        line_texts.fixed(item.name),
        full,
        factor,
        taxable=True,
        linked_line_id=plan_line.id,
        period=plan_line.period,
    )


def _taxes_and_credits(out: LineBuilder, script: Script, situation: Situation) -> None:
    bps = script.tax_bps(situation.offset, catalog.IVA_BPS)
    base = sum(line.amount for line in out.lines if line.taxable)
    if base < 0:
        raise ValueError(f"negative tax base on invoice {situation.offset} of {out.index}")
    out.add(
        "tax",
        "tax:iva",
        line_texts.iva(bps),
        round_half_up(base * bps, 10_000),
        tax_rate_bps=bps,
        tax_base=base,
        on_subscription=False,
    )
    # Credits are worked out before IGTF (a tax on what is left to pay after them) but listed
    # after it: taxes come before credits in the contract's invoice order.
    credits, left = [], out.total()
    for note in situation.credit_notes:
        applied = min(note.amount, left)
        if applied > 0:
            credits.append((note, applied))
            left -= applied
    if script.pays_in_usd(situation.offset):
        igtf_base = left
        out.add(
            "tax",
            "tax:igtf",
            line_texts.igtf(catalog.IGTF_BPS),
            round_half_up(igtf_base * catalog.IGTF_BPS, 10_000),
            tax_rate_bps=catalog.IGTF_BPS,
            tax_base=igtf_base,
            on_subscription=False,
        )
    for note, applied in credits:
        out.add(
            "credit",
            f"credit:{note.reason}",
            line_texts.credit(note.number, catalog.CREDIT_REASONS[note.reason]),
            -applied,
            on_subscription=False,
        )
