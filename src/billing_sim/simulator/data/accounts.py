"""Invoices, balance and payments as one session sees them: generated history + its payments."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from billing_sim.openapi import models
from billing_sim.simulator.data import contract_models, ids
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.data.calendar import Month, caracas_date, shift_month
from billing_sim.simulator.data.contract_models import ves
from billing_sim.simulator.data.payments import AccountView, session_payment
from billing_sim.simulator.data.records import History

InvoiceModels = dict[str, models.Invoice]


def invoice_models(index: int, history: History, locale: str) -> InvoiceModels:
    """Every invoice as generated (history payments only), by id, oldest first."""
    return {
        record.id: contract_models.invoice(
            record, index, locale, record.amount_paid, record.paid_at
        )
        for record in history.invoices
    }


def with_payments(
    rendered: InvoiceModels, history: History, view: AccountView, locale: str
) -> InvoiceModels:
    """``rendered`` with the session's payments applied (only touched invoices are copied)."""
    result = dict(rendered)
    for record in history.invoices:
        paid = view.paid[record.id]
        if paid == record.amount_paid:
            continue
        remaining = record.total - paid
        result[record.id] = rendered[record.id].model_copy(
            update={
                "status": models.InvoiceStatus.paid
                if remaining == 0
                else models.InvoiceStatus.open,
                "amount_paid": ves(paid, locale),
                "amount_remaining": ves(remaining, locale),
                "paid_at": view.paid_at[record.id] if remaining == 0 else None,
            }
        )
    return result


def balance(
    index: int,
    history: History,
    view: AccountView,
    status: str,
    now: datetime,
    locale: str,
    business_month: Month,
) -> models.Balance:
    """The customer's balance at ``now``: open invoices, the overdue part and credit."""
    today = caracas_date(now)
    open_invoices = [inv for inv in history.invoices if view.remaining(inv) > 0]
    due = sum(view.remaining(inv) for inv in open_invoices)
    overdue_invoices = [inv for inv in open_invoices if inv.month.due < today]
    overdue = sum(view.remaining(inv) for inv in overdue_invoices)
    if due:
        position = models.NetPosition.owes
    elif view.credit:
        position = models.NetPosition.in_credit
    else:
        position = models.NetPosition.settled
    if status in ("suspended", "disconnected"):
        dunning = models.DunningStatus.suspended
    elif overdue:
        dunning = models.DunningStatus.reminded
    else:
        dunning = models.DunningStatus.none
    latest = max(business_month.first, today.replace(day=1))
    year, month = shift_month(latest.year, latest.month, 1)
    return models.Balance(
        customer_id=ids.customer_id(index),
        as_of=now,
        amount_due=ves(due, locale),
        overdue_amount=ves(overdue, locale),
        credit_available=ves(view.credit, locale),
        net_position=position,
        open_invoice_count=len(open_invoices),
        oldest_unpaid_due_date=min((inv.month.due for inv in open_invoices), default=None),
        next_invoice_date=date(year, month, 1),
        dunning_status=dunning,
    )


def payment_models(
    index: int,
    history: History,
    recorded: Sequence[RecordedPayment],
    business_month: Month,
    locale: str,
) -> list[models.Payment]:
    """Generated and session payments, newest first."""
    listed = [contract_models.payment(record, index, locale) for record in history.payments]
    listed += [session_payment(payment, business_month, locale) for payment in recorded]
    listed.sort(key=lambda payment: (payment.created_at, payment.id), reverse=True)
    return listed


def find_payment(
    index: int,
    payment_id: str,
    history: History,
    recorded: Sequence[RecordedPayment],
    business_month: Month,
    locale: str,
) -> models.Payment | None:
    """The payment with ``payment_id`` among the history and the session's, if any."""
    for record in history.payments:
        if record.id == payment_id:
            return contract_models.payment(record, index, locale)
    for payment in recorded:
        if payment.id == payment_id:
            return session_payment(payment, business_month, locale)
    return None


def own_payments(customer_index: int, recorded: Sequence[RecordedPayment]) -> list[RecordedPayment]:
    """The session payments of one customer, in the order they were recorded."""
    customer_id = ids.customer_id(customer_index)
    return [payment for payment in recorded if payment.customer_id == customer_id]
