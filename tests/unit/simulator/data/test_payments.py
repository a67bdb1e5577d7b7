"""Recording payments in a session and seeing them everywhere (``record_payment`` and views)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from billing_sim.openapi import models
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.data.dataset import Dataset
from billing_sim.simulator.data.personas import PERSONA_INDEX
from billing_sim.simulator.money import convert
from billing_sim.simulator.problems import ApiProblem

from .conftest import NOW

WORKED = "cus_7k2m9q4x1z"
NOVEMBER = "inv_7k2m9q4x1z2611"


def _body(
    customer_id: str = WORKED,
    amount: int = 337600,
    currency: str = "VES",
    method: str = "pago_movil",
    invoice_id: str | None = NOVEMBER,
) -> models.PaymentCreate:
    return models.PaymentCreate.model_validate(
        {
            "customer_id": customer_id,
            "invoice_id": invoice_id,
            "amount": {"amount_minor": amount, "currency": currency},
            "method": method,
            "reference": "004512873361",
        }
    )


def _record(
    dataset: Dataset, body: models.PaymentCreate, recorded: list[RecordedPayment]
) -> RecordedPayment:
    payment_id = dataset.new_payment_id(body.customer_id, len(recorded) + 1)
    return dataset.record_payment(
        body, recorded, payment_id, NOW + timedelta(minutes=len(recorded))
    )


def _problem(dataset, body: models.PaymentCreate, recorded=()) -> str:
    with pytest.raises(ApiProblem) as raised:
        _record(dataset, body, list(recorded))
    return raised.value.code


def test_a_pago_movil_settles_the_open_invoice_everywhere(dataset):
    """The contract's example payment: invoice paid, balance settled, payment listed first."""
    payment = _record(dataset, _body(), [])
    assert payment.id == "pay_7k2m9q4x1z00000001"
    assert (payment.applied_minor, payment.rate, payment.allocations) == (
        337600,
        None,
        ((NOVEMBER, 337600),),
    )
    recorded = [payment]
    invoice = dataset.invoice(NOVEMBER, recorded, "es-VE")
    assert (
        invoice.status.value,
        invoice.amount_paid.display,
        invoice.amount_remaining.display,
    ) == (
        "paid",
        "Bs. 3.376,00",
        "Bs. 0,00",
    )
    assert invoice.paid_at == payment.created_at
    assert dataset.invoices(WORKED, recorded, "es-VE")[0] == invoice
    balance = dataset.balance(WORKED, recorded, NOW, "es-VE")
    assert (balance.amount_due.amount_minor, balance.net_position.value) == (0, "settled")
    listed = dataset.payments(WORKED, recorded, "es-VE")
    assert listed[0].id == payment.id
    assert dataset.payment(payment.id, recorded, "es-VE") == listed[0]
    assert listed[0].amount_applied.display == "Bs. 3.376,00"
    assert dataset.owner(payment.id) == WORKED


def test_session_payments_do_not_leak_into_other_calls(dataset):
    """Without the session's payments, the invoice is open again: data is never mutated."""
    _record(dataset, _body(), [])
    assert dataset.invoice(NOVEMBER, [], "es-VE").status.value == "open"


def test_dollars_convert_at_the_business_months_rate_half_up(dataset):
    """USD 10,01 in cash at 105.5000 applies Bs. 1.056,06 (half-up) and records the rate."""
    payment = _record(dataset, _body(amount=1001, currency="USD", method="cash_usd"), [])
    assert payment.rate == "105.5000"
    assert payment.applied_minor == convert(1001, "105.5000") == 105606
    rendered = dataset.payment(payment.id, [payment], "en")
    assert rendered.amount.display == "USD 10.01"
    assert rendered.exchange_rate is not None
    assert rendered.exchange_rate.rate_date.isoformat() == "2026-10-31"
    invoice = dataset.invoice(NOVEMBER, [payment], "en")
    assert invoice.amount_remaining.amount_minor == 337600 - 105606
    assert invoice.status.value == "open"


@pytest.mark.parametrize(
    ("currency", "method"),
    [
        ("USD", "pago_movil"),
        ("USD", "bank_transfer"),
        ("USD", "card"),
        ("VES", "cash_usd"),
        ("VES", "zelle"),
    ],
)
def test_the_currency_must_be_the_methods(dataset, currency, method):
    """Pago móvil, transfers and cards are in VES; cash and Zelle in USD."""
    assert (
        _problem(dataset, _body(amount=100, currency=currency, method=method))
        == "currency_mismatch"
    )


def test_the_invoice_must_belong_to_the_customer(dataset):
    """Another customer's invoice, or a month without invoice, is ``invoice_not_found``."""
    other = dataset.personas()[PERSONA_INDEX["late_fee"]].customer_id
    assert _problem(dataset, _body(customer_id=other)) == "invoice_not_found"
    assert _problem(dataset, _body(invoice_id="inv_7k2m9q4x1z2612")) == "invoice_not_found"


def test_a_paid_invoice_cannot_be_paid_again(dataset):
    """October was paid in the history; November once paid in the session is paid too."""
    assert (
        _problem(dataset, _body(invoice_id="inv_7k2m9q4x1z2610", amount=1))
        == "invoice_already_paid"
    )
    first = _record(dataset, _body(), [])
    assert _problem(dataset, _body(amount=1), [first]) == "invoice_already_paid"


def test_more_than_what_is_left_on_the_invoice_is_an_invalid_amount(dataset):
    """With an ``invoice_id``, the applied amount may not exceed its ``amount_remaining``."""
    assert _problem(dataset, _body(amount=337601)) == "amount_invalid"
    assert _problem(dataset, _body(amount=3201, currency="USD", method="zelle")) == "amount_invalid"


def test_an_unknown_customer_is_not_found(dataset):
    """A customer id outside the population is ``customer_not_found``."""
    with pytest.raises(ApiProblem) as raised:
        dataset.new_payment_id("cus_zzzzzzzzzz", 1)
    assert raised.value.code == "customer_not_found"
    body = _body(customer_id="cus_0000000000", invoice_id=None)
    with pytest.raises(ApiProblem) as raised:
        dataset.record_payment(body, [], "pay_000000000000000001", NOW)
    assert raised.value.code == "customer_not_found"


def test_without_an_invoice_the_oldest_open_invoices_are_paid_first_and_the_rest_is_credit(dataset):
    """The suspended persona owes three months: the payment fills them oldest first."""
    persona = dataset.personas()[PERSONA_INDEX["suspended"]]
    open_ = sorted(
        (
            inv
            for inv in dataset.invoices(persona.customer_id, [], "es-VE")
            if inv.status.value == "open"
        ),
        key=lambda inv: inv.issue_date,
    )
    owed = sum(inv.amount_remaining.amount_minor for inv in open_)
    payment = _record(dataset, _body(persona.customer_id, owed + 5000, invoice_id=None), [])
    assert payment.allocations == tuple(
        (inv.id, inv.amount_remaining.amount_minor) for inv in open_
    )
    balance = dataset.balance(persona.customer_id, [payment], NOW, "es-VE")
    assert (balance.amount_due.amount_minor, balance.credit_available.amount_minor) == (0, 5000)
    assert balance.net_position.value == "in_credit"
    partial = _record(
        dataset,
        _body(persona.customer_id, open_[0].amount_remaining.amount_minor + 7, invoice_id=None),
        [],
    )
    assert partial.allocations == (
        (open_[0].id, open_[0].amount_remaining.amount_minor),
        (open_[1].id, 7),
    )
    second = dataset.invoice(open_[1].id, [partial], "es-VE")
    assert (second.status.value, second.amount_paid.amount_minor) == ("open", 7)


def test_successive_session_payments_add_up(dataset):
    """Two partial payments settle the invoice; the second one's time is its ``paid_at``."""
    first = _record(dataset, _body(amount=200000), [])
    second = _record(dataset, _body(amount=137600), [first])
    assert second.id == "pay_7k2m9q4x1z00000002"
    invoice = dataset.invoice(NOVEMBER, [first, second], "en")
    assert (invoice.status.value, invoice.paid_at) == ("paid", second.created_at)
    assert [p.id for p in dataset.payments(WORKED, [first, second], "en")[:2]] == [
        second.id,
        first.id,
    ]


def test_other_customers_session_payments_are_ignored(dataset):
    """Payments of another customer in the same session do not touch this one's invoices."""
    other = dataset.personas()[PERSONA_INDEX["previous_balance_carried"]].customer_id
    foreign = _record(dataset, _body(other, 1000, invoice_id=None), [])
    assert dataset.invoice(NOVEMBER, [foreign], "es-VE").amount_paid.amount_minor == 0
    with pytest.raises(ApiProblem) as raised:
        dataset.payment(foreign.id.replace(foreign.id[4:14], "7k2m9q4x1z"), [foreign], "es-VE")
    assert raised.value.code == "payment_not_found"
