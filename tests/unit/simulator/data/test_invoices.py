"""Invariants of generated invoices, payments and balances, over many customers."""

from __future__ import annotations

import itertools
from datetime import datetime, time, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billing_sim.openapi import models
from billing_sim.simulator.data import ids
from billing_sim.simulator.data.calendar import CARACAS
from billing_sim.simulator.money import convert, round_half_up

from .conftest import NOW, POPULATION

CUSTOMERS = st.integers(min_value=0, max_value=POPULATION - 1)
SUBTOTAL_KINDS = {
    "recurring",
    "usage",
    "one_time",
    "proration_charge",
    "proration_credit",
    "late_fee",
    "adjustment",
}
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _sum(invoice: models.Invoice, kinds: set[str]) -> int:
    return sum(line.amount.amount_minor for line in invoice.lines if line.kind.value in kinds)


def _check_invoice(invoice: models.Invoice) -> None:
    amounts = {line.kind.value for line in invoice.lines}
    not_balance = amounts - {"previous_balance"}
    total = invoice.total.amount_minor
    assert total == _sum(invoice, not_balance)
    assert invoice.subtotal.amount_minor == _sum(invoice, SUBTOTAL_KINDS)
    assert invoice.discount_total.amount_minor == -_sum(invoice, {"discount"})
    assert invoice.tax_total.amount_minor == _sum(invoice, {"tax"})
    assert invoice.credits_applied.amount_minor == -_sum(invoice, {"credit"})
    assert total == (
        invoice.subtotal.amount_minor
        - invoice.discount_total.amount_minor
        + invoice.tax_total.amount_minor
        - invoice.credits_applied.amount_minor
    )
    assert invoice.previous_balance.amount_minor == _sum(invoice, {"previous_balance"})
    assert invoice.total_due.amount_minor == total + invoice.previous_balance.amount_minor
    assert invoice.amount_remaining.amount_minor == total - invoice.amount_paid.amount_minor
    paid = invoice.amount_remaining.amount_minor == 0
    assert (invoice.status.value == "paid") == paid
    assert (invoice.paid_at is not None) == paid
    assert invoice.exchange_rate is not None
    rate = invoice.exchange_rate.rate
    taxable = sum(line.amount.amount_minor for line in invoice.lines if line.taxable)
    for number, line in enumerate(invoice.lines, start=1):
        assert line.id == f"il_{invoice.id[4:]}{number:02d}"
        assert line.invoice_id == invoice.id
        if line.pricing_amount is not None:
            assert line.amount.amount_minor == convert(line.pricing_amount.amount_minor, rate)
        if line.code == "tax:iva":
            assert line.tax_base is not None
            assert line.tax_rate_bps is not None
            assert line.tax_base.amount_minor == taxable
            assert line.amount.amount_minor == round_half_up(taxable * line.tax_rate_bps, 10_000)
    assert models.Invoice.model_validate_json(invoice.model_dump_json()) == invoice


@FAST
@given(index=CUSTOMERS, locale=st.sampled_from(["es-VE", "en"]))
def test_invoices_add_up_exactly_and_validate(dataset, index, locale):
    """Σ lines, the waterfall, total_due, remaining, status, IVA and conversions hold exactly."""
    customer_id = ids.customer_id(index)
    invoices = dataset.invoices(customer_id, [], locale)
    assert 1 <= len(invoices) <= 13
    assert (
        sum(inv.issue_date.year * 12 + inv.issue_date.month >= 2025 * 12 + 12 for inv in invoices)
        <= 12
    )
    periods = [invoice.issue_date for invoice in invoices]
    assert periods == sorted(periods, reverse=True)
    for invoice in invoices:
        assert invoice.customer_id == customer_id
        assert (invoice.issue_date.day, invoice.due_date.day) == (1, 25)
        assert dataset.owner(invoice.id) == customer_id
        assert dataset.invoice(invoice.id, [], locale) == invoice
        _check_invoice(invoice)


LINE_GROUPS = {"discount": 1, "tax": 2, "credit": 3, "previous_balance": 4}


def test_lines_come_in_the_contracts_invoice_order(dataset):
    """Charges, discounts, taxes, credits, previous balance (listInvoiceLines' description),
    on every invoice of the first 600 customers: a late fee sits with the charges, before the
    discounts, and IGTF with the taxes, before the credits it is computed after."""
    for index in range(600):
        for invoice in dataset.invoices(ids.customer_id(index), [], "es-VE"):
            ranks = [LINE_GROUPS.get(line.kind.value, 0) for line in invoice.lines]
            assert ranks == sorted(ranks), (invoice.id, [line.kind.value for line in invoice.lines])


@FAST
@given(index=CUSTOMERS)
def test_balance_is_the_sum_of_what_is_left_on_open_invoices(dataset, index):
    """amount_due = Σ remaining; overdue = the part past its due date; one net position."""
    customer_id = ids.customer_id(index)
    invoices = dataset.invoices(customer_id, [], "es-VE")
    balance = dataset.balance(customer_id, [], NOW, "es-VE")
    open_ = [inv for inv in invoices if inv.status.value == "open"]
    assert balance.amount_due.amount_minor == sum(
        inv.amount_remaining.amount_minor for inv in open_
    )
    assert balance.open_invoice_count == len(open_)
    overdue = sum(inv.amount_remaining.amount_minor for inv in open_ if inv.due_date < NOW.date())
    assert balance.overdue_amount.amount_minor == overdue
    assert balance.oldest_unpaid_due_date == min((inv.due_date for inv in open_), default=None)
    expected = (
        "owes" if open_ else "in_credit" if balance.credit_available.amount_minor else "settled"
    )
    assert balance.net_position.value == expected
    assert models.Balance.model_validate_json(balance.model_dump_json()) == balance


def _issued(invoice: models.Invoice) -> datetime:
    return datetime.combine(invoice.issue_date, time(0), tzinfo=CARACAS)


@FAST
@given(index=CUSTOMERS)
def test_history_payments_explain_balances_late_fees_and_carried_balances(dataset, index):
    """For accounts paid in bolívares without returns: amount_paid = Σ allocations, the previous
    balance printed is what was unpaid at issue, and a late fee follows every late invoice."""
    customer_id = ids.customer_id(index)
    payments = dataset.payments(customer_id, [], "es-VE")
    listed = dataset.invoices(customer_id, [], "es-VE")
    archived = dataset.history(index).invoice_at(-12)
    if archived is not None and archived.id not in {inv.id for inv in listed}:
        listed.append(dataset.invoice(archived.id, [], "es-VE"))
    invoices = sorted(listed, key=lambda inv: inv.issue_date)
    if any(p.amount.currency != "VES" or p.status.value == "reversed" for p in payments):
        return
    allocations = [
        (p.created_at, a.invoice_id, a.amount.amount_minor)
        for p in payments
        if p.status.value == "succeeded"
        for a in p.allocations
    ]
    for payment in payments:
        applied = sum(a.amount.amount_minor for a in payment.allocations)
        assert applied <= payment.amount_applied.amount_minor
    totals = {inv.id: inv.total.amount_minor for inv in invoices}
    for invoice in invoices:
        paid = sum(amount for _, target, amount in allocations if target == invoice.id)
        assert invoice.amount_paid.amount_minor == paid
    for earlier, later in itertools.pairwise(invoices):
        unpaid = sum(
            totals[inv.id]
            - sum(a for at, target, a in allocations if target == inv.id and at < _issued(later))
            for inv in invoices
            if inv.issue_date < later.issue_date
        )
        assert later.previous_balance.amount_minor == unpaid
        due_end = datetime.combine(earlier.due_date + timedelta(days=1), time(0), tzinfo=CARACAS)
        paid_by_due = sum(
            a for at, target, a in allocations if target == earlier.id and at < due_end
        )
        late = paid_by_due < totals[earlier.id]
        assert any(line.code == "fee:late" for line in later.lines) == late


@FAST
@given(index=CUSTOMERS, locale=st.sampled_from(["es-VE", "en"]))
def test_other_resources_validate_and_belong_to_their_customer(dataset, index, locale):
    """Customer, subscriptions, usage, payments and credit notes validate and decode back."""
    customer_id = ids.customer_id(index)
    customer = dataset.customer(customer_id, locale)
    assert models.Customer.model_validate_json(customer.model_dump_json()) == customer
    for subscription in dataset.subscriptions(customer_id, locale):
        assert (
            models.Subscription.model_validate_json(subscription.model_dump_json()) == subscription
        )
        assert dataset.owner(subscription.id) == customer_id
        assert dataset.subscription(subscription.id, locale) == subscription
        usage = dataset.usage(subscription.id, None, NOW, locale)
        assert models.Usage.model_validate_json(usage.model_dump_json()) == usage
    for payment in dataset.payments(customer_id, [], locale):
        assert dataset.owner(payment.id) == customer_id
        assert dataset.payment(payment.id, [], locale) == payment
        assert models.Payment.model_validate_json(payment.model_dump_json()) == payment
    for note in dataset.credit_notes(customer_id, locale):
        assert models.CreditNote.model_validate_json(note.model_dump_json()) == note
        assert dataset.owner(note.id) == customer_id
        assert dataset.invoice(note.invoice_id, [], locale).customer_id == customer_id
        credited = [
            line
            for inv in dataset.invoices(customer_id, [], locale)
            for line in inv.lines
            if line.kind.value == "credit" and note.number in line.description
        ]
        assert [-line.amount.amount_minor for line in credited] in ([note.amount.amount_minor], [])


@FAST
@given(index=CUSTOMERS)
def test_every_payment_of_a_customer_has_its_own_bank_reference(dataset, index):
    """A bank reference names one operation: two months paid with the same amount are two
    payments with two references (a customer quoting one finds that payment)."""
    payments = dataset.payments(ids.customer_id(index), [], "es-VE")
    references = [p.reference for p in payments]
    assert len(references) == len(set(references))
