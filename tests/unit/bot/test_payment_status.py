"""Payment status from the customer's payments: which are told, how, and what the verifier
refuses about them (a returned payment said received, a payment said returned, its amount
said as the bill's, a payment of theirs said not seen)."""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import payment_facts
from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.fact_sheet import fact_sheet
from billing_sim.bot.facts import PaymentFacts
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.meaning import check_meaning
from billing_sim.bot.plan import payment_described
from billing_sim.client.models import Invoice, Payment
from tests.unit.bot.examples import MARIA, example, invoice, money

TODAY = date(2026, 11, 20)
K = FactKind
OCTOBER = invoice(
    id="inv_7k2m9q4x1z2610",
    number="F-2026-10-000016",
    period={"start": "2026-10-01", "end": "2026-10-31"},
    status="paid",
    due_date="2026-10-25",
    total_due=money(290000, "Bs. 2.900,00"),
    amount_paid=money(290000, "Bs. 2.900,00"),
    amount_remaining=money(0, "Bs. 0,00"),
    paid_at="2026-10-10T15:00:00Z",
)
INVOICES = [invoice(), OCTOBER]


def payment(**changes: Any) -> Payment:
    return Payment.model_validate(example("Payment", **changes))


def paid_to(invoice_: Invoice, minor: int, display: str) -> list[dict[str, Any]]:
    return [{"invoice_id": invoice_.id, "amount": money(minor, display)}]


# Paid more than October's bill: Bs. 4.114,50, of which Bs. 2.900,00 paid the bill.
LARGER = payment(
    id="pay_7k2m9q4x1z00000005",
    invoice_id=OCTOBER.id,
    amount=money(411450, "Bs. 4.114,50"),
    amount_applied=money(411450, "Bs. 4.114,50"),
    reference="465317667064",
    allocations=paid_to(OCTOBER, 290000, "Bs. 2.900,00"),
    created_at="2026-10-10T15:00:00Z",
    paid_at="2026-10-10T15:00:00Z",
)
# The same October payment, returned by the bank.
RETURNED = payment(
    id="pay_7k2m9q4x1z00000006",
    invoice_id=OCTOBER.id,
    amount=money(290000, "Bs. 2.900,00"),
    amount_applied=money(290000, "Bs. 2.900,00"),
    reference="0028233091",
    status="reversed",
    failure_reason="Pago devuelto por el banco",
    allocations=paid_to(OCTOBER, 290000, "Bs. 2.900,00"),
    created_at="2026-11-12T15:00:00Z",
    paid_at="2026-11-12T15:00:00Z",
)
EXACT = payment(
    id="pay_7k2m9q4x1z00000004",
    invoice_id=OCTOBER.id,
    amount=money(290000, "Bs. 2.900,00"),
    amount_applied=money(290000, "Bs. 2.900,00"),
    reference="750027161201",
    allocations=paid_to(OCTOBER, 290000, "Bs. 2.900,00"),
    created_at="2026-10-09T15:00:00Z",
    paid_at="2026-10-09T15:00:00Z",
)


def facts(payments: list[Payment], reference: str | None = None) -> PaymentFacts:
    found = payment_facts(MARIA, INVOICES, TODAY, payments, reference)
    assert found is not None
    return found


def drafted(found: PaymentFacts) -> Draft:
    return TemplateDrafter().draft(found, ())


def refused(found: PaymentFacts, text: str, *claims: Claim) -> bool:
    draft = Draft(text, (), claims) if claims else dataclasses.replace(drafted(found), text=text)
    return not check_meaning(draft.text, draft.claims, fact_sheet(found, SHIPPED)).holds


def test_the_newest_payments_up_to_the_newest_that_went_through_are_told() -> None:
    """A returned payment after the last good one: both, newest first; no older ones."""
    told = facts([RETURNED, LARGER, EXACT]).payments
    assert told is not None
    assert [(p.status, p.reference) for p in told] == [
        ("reversed", "0028233091"),
        ("succeeded", "465317667064"),
    ]


def test_a_payment_larger_than_what_it_paid_of_a_bill_leaves_the_rest_in_favour() -> None:
    """The amounts are the API's; only whether a rest exists is computed (in minor units)."""
    told = facts([LARGER]).payments
    assert told is not None
    (view,) = told
    assert (view.amount, view.bills, view.rest_in_favour) == (
        "Bs. 4.114,50",
        (("2026-10", "Bs. 2.900,00"),),
        True,
    )
    assert facts([EXACT]).payments[0].rest_in_favour is False  # type: ignore[index]


def test_a_quoted_reference_picks_that_payment_or_says_none_has_it() -> None:
    quoted = facts([RETURNED, LARGER, EXACT], "750027161201")
    assert quoted.quoted_found
    assert [p.reference for p in quoted.payments or ()] == ["750027161201"]
    missing = facts([RETURNED, LARGER, EXACT], "111222333444")
    assert (missing.payments, missing.quoted_found, missing.quoted) == ((), False, "111222333444")


@pytest.mark.parametrize(
    ("text", "told"),
    [
        # by its day and its amount, older than the newest payment that went through
        ("pagué el 9 de octubre 2.900 bs, ¿les llegó?", ["750027161201"]),
        # by its day alone, written with digits
        ("hice la transferencia el 10/10, ¿se registró?", ["465317667064"]),
        # by its amount alone, written without thousands' dots
        ("mandé 4114,50 bs, ¿entró?", ["465317667064"]),
        # a day and an amount no payment has: the newest, as without a description
        ("pagué el 3 de octubre 1.500 bs, ¿les llegó?", ["0028233091", "465317667064"]),
    ],
)
def test_a_payment_described_by_its_day_or_amount_is_the_one_told(
    text: str, told: list[str]
) -> None:
    """ "Pagué el 9 de octubre 2.900 bs, ¿les llegó?" asks of that payment, not of the newest
    one: the payments whose day (Caracas) and amount (as paid or applied) fit what the customer
    gave are told; none fitting, the newest up to the newest that went through."""
    found = payment_facts(
        MARIA, INVOICES, TODAY, [RETURNED, LARGER, EXACT], None, payment_described(text)
    )
    assert found is not None
    assert [p.reference for p in found.payments or ()] == told


# A payment made later than October's, to November's bill: the newest that went through.
TO_NOVEMBER = payment(
    id="pay_7k2m9q4x1z00000007",
    invoice_id=INVOICES[0].id,
    amount=money(100000, "Bs. 1.000,00"),
    amount_applied=money(100000, "Bs. 1.000,00"),
    reference="998877665544",
    allocations=paid_to(INVOICES[0], 100000, "Bs. 1.000,00"),
    created_at="2026-11-15T15:00:00Z",
    paid_at="2026-11-15T15:00:00Z",
)


def test_an_earlier_months_bill_named_is_the_one_checked_with_the_payments_applied_to_it() -> None:
    """ "¿El pago de octubre les llegó?" asks of October's bill: that invoice is the one the
    reply checks, and the payments told are those applied to it, not the newest ones (a
    November payment went through since); the current month, or none named, is as before."""
    payments = [TO_NOVEMBER, EXACT]
    october = payment_facts(MARIA, INVOICES, TODAY, payments, month="2026-10")
    assert october is not None
    assert october.latest.period == "2026-10"
    assert [p.reference for p in october.payments or ()] == ["750027161201"]
    text = drafted(october).text
    assert "Tu factura de octubre de 2026 (Bs. 2.900,00) figura pagada" in text
    assert check_meaning(text, drafted(october).claims, fact_sheet(october, SHIPPED)).holds
    dated = payment_facts(
        MARIA, INVOICES, TODAY, payments, None, payment_described("el 9 de octubre pagué"),
        month="2026-10",
    )  # fmt: skip
    assert dated is not None  # a day of October dates the payment told, not the bill asked
    assert (dated.latest.period, [p.reference for p in dated.payments or ()]) == (
        "2026-11",
        ["750027161201"],
    )
    for month in ("2026-11", None, "2025-03"):
        newest = payment_facts(MARIA, INVOICES, TODAY, payments, month=month)
        assert newest is not None
        assert newest.latest.period == "2026-11"
        assert [p.reference for p in newest.payments or ()] == ["998877665544"]


def test_without_the_payments_the_last_paid_bill_is_told_as_before() -> None:
    """Tools without ``list_payments``: the answer stands on the invoices alone."""
    without = payment_facts(MARIA, INVOICES, TODAY)
    assert without is not None
    text = drafted(without).text
    assert "Tu último pago registrado fue el 10 de octubre de 2026" in text
    assert "(Bs. 2.900,00 pagados)" in text


@pytest.mark.parametrize(
    ("payments", "reference", "said"),
    [
        ([LARGER], None, "Tu pago de Bs. 4.114,50 del 10 de octubre de 2026 está registrado: "
         "se aplicaron Bs. 2.900,00 a tu factura de octubre de 2026; el resto quedó a tu favor."),
        ([EXACT], None, "Tu pago de Bs. 2.900,00 del 9 de octubre de 2026 está registrado y "
         "pagó tu factura de octubre de 2026."),
        ([RETURNED, EXACT], None, "El banco devolvió tu pago de Bs. 2.900,00 del 12 de "
         "noviembre de 2026 (referencia 0028233091; Pago devuelto por el banco): no se aplicó "
         "a tu cuenta."),
        ([EXACT], "750027161201", "(referencia 750027161201) está registrado"),
        ([EXACT], "111222333444", "No vemos ningún pago con la referencia 111222333444 entre "
         "los registrados en tu cuenta."),
    ],
)  # fmt: skip
def test_each_payment_is_told_with_its_own_amount_and_fate_and_passes_the_verifier(
    payments: list[Payment], reference: str | None, said: str
) -> None:
    found = facts(payments, reference)
    draft = drafted(found)
    assert said in draft.text
    assert check_meaning(draft.text, draft.claims, fact_sheet(found, SHIPPED)).holds


@pytest.mark.parametrize(
    "text",
    [
        # a returned payment said received
        "Hola, María. Recibimos tu pago de Bs. 2.900,00 del 12 de noviembre de 2026.",
        # a payment that went through said returned
        "Hola, María. Tu pago de Bs. 4.114,50 del 10 de octubre de 2026 fue rechazado por el "
        "banco.",
        # a payment's own amount said as the bill's total
        "Hola, María. Tu factura de octubre de 2026 fue de Bs. 4.114,50.",
        # what it paid of the bill said as the whole payment, of the wrong month
        "Hola, María. Tu pago de noviembre de 2026 fue de Bs. 4.114,50 y se aplicó completo.",
    ],
)
def test_a_payment_told_wrong_is_refused(text: str) -> None:
    found = facts([RETURNED, LARGER])
    claims = (
        Claim(K.PAYMENT, "Bs. 4.114,50", "465317667064"),
        Claim(K.RETURNED_PAYMENT, "Bs. 2.900,00", "0028233091"),
    )
    stated = tuple(c for c in claims if c.value in text)
    assert refused(found, text, *stated)


def test_a_payment_of_theirs_said_not_seen_is_refused() -> None:
    """ "Not seen" is true only of a reference none of their payments has."""
    found = facts([EXACT])
    lie = (
        "Hola, María. No vemos ningún pago con la referencia 750027161201 entre los "
        "registrados en tu cuenta."
    )
    assert refused(found, lie, Claim(K.PAYMENT_REFERENCE, "750027161201", "750027161201"))


def test_a_returned_payment_told_brings_the_returned_payments_rule_beside_it() -> None:
    """The bank returned a payment the reply tells: its section (what it costs, how to pay
    again) is cited beside the answer; payments that went through bring none."""
    explained_by = SHIPPED.of("payment_status").explained_by
    assert explained_by(facts([RETURNED, LARGER, EXACT])) == ("pago devuelto",)
    assert explained_by(facts([LARGER, EXACT])) == ()
    assert explained_by(facts([])) == ()
