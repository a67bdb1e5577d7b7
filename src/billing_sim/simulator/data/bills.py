"""``BillSummary``: the invoice of a month compared with the month before, reasons worded."""

from __future__ import annotations

from fractions import Fraction

from billing_sim.openapi import models
from billing_sim.simulator.data import ids
from billing_sim.simulator.data.contract_models import snapshot
from billing_sim.simulator.data.reason_texts import detail
from billing_sim.simulator.data.records import History, InvoiceRecord
from billing_sim.simulator.data.summary import explain, line_changes
from billing_sim.simulator.money import decimal_string, signed_money


def _direction(delta: int) -> models.BillDirection:
    if delta > 0:
        return models.BillDirection.increased
    if delta < 0:
        return models.BillDirection.decreased
    return models.BillDirection.unchanged


def _first_bill(index: int, current: InvoiceRecord, locale: str) -> models.BillSummary:
    return models.BillSummary(
        customer_id=ids.customer_id(index),
        subscription_id=ids.subscription_id(index),
        currency="VES",
        period=current.month.period,
        compared_period=None,
        current=snapshot(current, locale),
        previous=None,
        delta=None,
        delta_pct=None,
        direction=models.BillDirection.first_bill,
        lines=[],
        reasons=[],
        exchange_rate_change=None,
    )


def delta_percent(delta: int, previous_total_due: int) -> str | None:
    """``delta`` as a percentage of the previous total due, two decimals half-up; ``None``
    when the previous total due was zero (no meaningful percentage)."""
    if previous_total_due == 0:
        return None
    return decimal_string(Fraction(delta * 100, previous_total_due), 2)


def bill_summary(
    index: int, history: History, current: InvoiceRecord, locale: str
) -> models.BillSummary:
    """Compare ``current`` with the invoice of the month before it (if the customer had one).

    Invariants: ``previous.total_due + Σ lines.delta == current.total_due`` and
    ``Σ reasons.amount_impact == delta``.
    """
    previous = history.invoice_at(current.offset - 1)
    if previous is None:
        return _first_bill(index, current, locale)
    delta = current.total_due - previous.total_due
    rate_change = None
    if previous.month.rate != current.month.rate:
        rate_change = models.RateChange(
            previous_rate=previous.month.rate, current_rate=current.month.rate
        )
    return models.BillSummary(
        customer_id=ids.customer_id(index),
        subscription_id=ids.subscription_id(index),
        currency="VES",
        period=current.month.period,
        compared_period=previous.month.period,
        current=snapshot(current, locale),
        previous=snapshot(previous, locale),
        delta=signed_money(delta, "VES", locale),
        delta_pct=delta_percent(delta, previous.total_due),
        direction=_direction(delta),
        lines=[
            models.BillLineChange(
                code=change.code,
                kind=models.LineKind(change.kind),
                description=change.line.label.pick(locale),
                current_amount=(
                    signed_money(change.current, "VES", locale)
                    if change.current is not None
                    else None
                ),
                previous_amount=(
                    signed_money(change.previous, "VES", locale)
                    if change.previous is not None
                    else None
                ),
                delta=signed_money(change.delta, "VES", locale),
                change=models.LineChange(change.change),
            )
            for change in line_changes(current, previous)
        ],
        reasons=[
            models.BillReason(
                code=models.BillReasonCode(reason.code),
                amount_impact=signed_money(reason.amount, "VES", locale),
                line_codes=list(reason.line_codes),
                detail=detail(reason, current, previous, locale),
            )
            for reason in explain(current, previous)
        ],
        exchange_rate_change=rate_change,
    )
