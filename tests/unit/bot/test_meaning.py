"""The verifier's attack corpus: correct numbers stating the wrong fact are never accepted.

Each attack takes the template drafter's honest draft for the contract's example data and
changes what a true figure is said to be (its month, its sign, its charge, its currency, the
arithmetic around it, or the claim itself), as a language model narrating correct numbers
wrong would. ``check_meaning`` must reject every one and name what failed; the honest drafts
and their harmless rewordings must pass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import date

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import (
    balance_facts,
    bill_change_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.fact_sheet import fact_sheet
from billing_sim.bot.facts import Facts
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.meaning import Meaning, check_meaning
from billing_sim.bot.replies import EscalationReason, Inbound, Reply
from billing_sim.bot.turn import Ask, Retrieve, TurnSettings, turn
from billing_sim.client.testing import FakeClock
from tests.unit.bot.examples import (
    MARIA,
    balance,
    bill_summary,
    customer,
    invoice,
    money,
    ok,
    usage,
)
from tests.unit.bot.test_turn_documents import small_retriever

TODAY = date(2026, 11, 20)
K = FactKind

BALANCE = balance_facts(MARIA, balance(overdue_amount=money(100000, "Bs. 1.000,00")))
CREDIT = balance_facts(
    MARIA,
    balance(
        amount_due=money(0, "Bs. 0,00"),
        credit_available=money(105500, "Bs. 1.055,00"),
        net_position="in_credit",
        oldest_unpaid_due_date=None,
        open_invoice_count=0,
    ),
)
CHANGE = bill_change_facts(MARIA, bill_summary())
IVA = bill_change_facts(MARIA, bill_summary(), "iva")
LATE_FEE = bill_change_facts(MARIA, bill_summary(), "late_fee")
INVOICE = invoice_facts(MARIA, [invoice()], None, TODAY)
PAID = invoice(
    status="paid",
    amount_paid=money(337600, "Bs. 3.376,00"),
    amount_remaining=money(0, "Bs. 0,00"),
    paid_at="2026-11-03T15:00:00Z",
)
PAID_INVOICE = invoice_facts(MARIA, [PAID], None, TODAY)
USAGE = usage_facts(MARIA, usage())


def drafted(facts: Facts | None) -> Draft:
    assert facts is not None
    return TemplateDrafter().draft(facts, ())


def meaning(facts: Facts | None, draft: Draft) -> Meaning:
    assert facts is not None
    return check_meaning(draft.text, draft.claims, fact_sheet(facts, SHIPPED))


def reworded(facts: Facts | None, old: str, new: str) -> Meaning:
    """The honest draft with its text changed, claims kept (the model's words, its claims)."""
    honest = drafted(facts)
    assert old in honest.text, honest.text
    return meaning(facts, dataclasses.replace(honest, text=honest.text.replace(old, new, 1)))


def claiming(facts: Facts | None, text: str, *claims: Claim) -> Meaning:
    return meaning(facts, Draft(text, (), claims))


HONEST = [
    BALANCE,
    CREDIT,
    CHANGE,
    IVA,
    LATE_FEE,
    bill_change_facts(MARIA, bill_summary(), "dollars"),
    INVOICE,
    PAID_INVOICE,
    invoice_facts(
        MARIA,
        [invoice(period={"start": "2026-12-01", "end": "2026-12-31"}), invoice()],
        "2026-11",
        TODAY,
    ),
    invoice_list_facts(MARIA, [invoice(), PAID], 3, TODAY),
    payment_facts(MARIA, [invoice(), PAID], TODAY),
    payment_facts(MARIA, [PAID], TODAY),
    USAGE,
]


@pytest.mark.parametrize("facts", HONEST, ids=lambda f: type(f).__name__)
def test_every_template_draft_states_what_it_claims(facts: Facts) -> None:
    draft = drafted(facts)
    assert draft.claims or not any(ch.isdigit() for ch in draft.text)
    assert meaning(facts, draft).failures == ()


ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # Mis-bound months: the right totals, each called the other month's.
    "months_swapped": (
        CHANGE,
        "noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 fue de Bs. 2.320,00",
        "noviembre de 2026 es de Bs. 2.320,00; la de octubre de 2026 fue de Bs. 3.376,00",
    ),
    "month_renamed": (CHANGE, "Tu factura de noviembre de 2026", "Tu factura de octubre"),
    "invoice_month": (INVOICE, "Tu factura de noviembre de 2026", "Tu factura de octubre"),
    "usage_month": (USAGE, "En noviembre de 2026", "En octubre"),
    # Sign: owed called in favour, and the other way.
    "owed_in_favour": (BALANCE, "Tu saldo pendiente es de", "Tienes un saldo a favor de"),
    "credit_owed": (CREDIT, "Tienes un saldo a favor de", "Debes"),
    "overdue_in_favour": (BALANCE, "ya está vencido", "está a tu favor"),
    "paid_owed": (PAID_INVOICE, "Está pagada", "Debes Bs. 3.376,00, pagada"),
    # Charges: one charge's amount under another's name, a total as a charge.
    "iva_as_late_fee": (IVA, "aparece «IVA 16 %» por", "aparece «Recargo por mora» por"),
    "total_as_iva": (CHANGE, "Tu factura de noviembre de 2026 es de", "El IVA de noviembre es de"),
    "reason_as_iva": (CHANGE, "Terminó una promoción o descuento: suma", "El IVA: suma"),
    # Currencies: bolívares called dollars, however written.
    "dolares": (BALANCE, "Bs. 3.376,00", "3.376 dólares"),
    "verdes": (BALANCE, "Bs. 3.376,00", "3.376 verdes"),
    "usd": (BALANCE, "Bs. 3.376,00", "USD 3.376,00"),
    "dollar_sign": (BALANCE, "Bs. 3.376,00", "$3.376"),
    "gigas_as_money": (USAGE, "312,40 GB", "312,40 bolos"),
    "money_as_gigas": (USAGE, "Bs. 654,10", "654,10 gigas"),
    # Arithmetic the sentence states, recomputed.
    "sum_to_a_third_charge": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Bs. 137,50 más Bs. 500,00 suman Bs. 316,50.",
    ),
    "difference": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "La diferencia entre Bs. 3.376,00 y Bs. 2.320,00 es de Bs. 500,00.",
    ),
    "rose_by_another": (CHANGE, "Subió Bs. 1.056,00", "Subió Bs. 500,00"),
    # Direction: a rise called a fall, a reason that adds said to take off.
    "rise_called_fall": (CHANGE, "Subió Bs. 1.056,00", "Bajó Bs. 1.056,00"),
    "percent_called_fall": (CHANGE, "(45,52 %)", "(bajó 45,52 %)"),
    "reason_adds_said_takes_off": (
        CHANGE,
        "descuento: suma Bs. 500,00",
        "descuento: resta Bs. 500,00",
    ),
    # Paid and owed bills: an open bill called paid, a paid bill called owed.
    "open_bill_called_paid": (INVOICE, "es de Bs. 3.376,00", "ya pagaste Bs. 3.376,00"),
    "paid_bill_called_owed": (PAID_INVOICE, "es de Bs. 3.376,00", "debes Bs. 3.376,00"),
    # Dates: the due date called the day it was paid, and the day of the figures.
    "due_as_paid": (INVOICE, "vence el 25 de noviembre", "se pagó el 25 de noviembre"),
    "paid_as_due": (PAID_INVOICE, "Está pagada (el", "Vence (el"),
    "as_of_as_due": (USAGE, "(al 20 de noviembre de 2026)", "(vence el 20 de noviembre de 2026)"),
    # Counts and units.
    "days_as_bills": (BALANCE, "faltan 5 días", "tienes 5 facturas"),
    # A figure with no claim at all (a true one, from elsewhere on the bill).
    "unclaimed_true_figure": (CHANGE, "Los motivos:", "El IVA fue de Bs. 422,00. Los motivos:"),
    "unclaimed_invented": (BALANCE, "Tu saldo", "Te regalamos 5 GB. Tu saldo"),
}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_a_true_number_stating_the_wrong_fact_is_rejected(attack: str) -> None:
    facts, old, new = ATTACKS[attack]
    found = reworded(facts, old, new)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


LYING_CLAIMS: dict[str, tuple[Facts | None, str, Claim]] = {
    "october_total_as_november": (
        CHANGE,
        "Tu factura de noviembre es de Bs. 2.320,00.",
        Claim(K.INVOICE_TOTAL, "Bs. 2.320,00", "2026-11"),
    ),
    "credit_as_amount_due": (
        CREDIT,
        "Tu saldo es de Bs. 1.055,00.",
        Claim(K.AMOUNT_DUE, "Bs. 1.055,00"),
    ),
    "late_fee_as_iva": (
        IVA,
        "El IVA es de Bs. 316,50.",
        Claim(K.CHARGE, "Bs. 316,50", "IVA 16 %"),
    ),
    "bolivares_claimed_as_dollars": (
        BALANCE,
        "Debes 3.376 dólares.",
        Claim(K.AMOUNT_DUE, "3.376", unit="USD"),
    ),
    "invented_delta": (CHANGE, "Subió Bs. 1.000,00.", Claim(K.DELTA, "Bs. 1.000,00", "2026-11")),
    "wrong_kind_of_day": (
        INVOICE,
        "Se pagó el 25 de noviembre.",
        Claim(K.PAID_ON, "25 de noviembre", "2026-11"),
    ),
}


@pytest.mark.parametrize("attack", sorted(LYING_CLAIMS))
def test_a_claim_naming_a_fact_the_account_does_not_have_is_rejected_and_named(
    attack: str,
) -> None:
    facts, text, claim = LYING_CLAIMS[attack]
    found = claiming(facts, text, claim)
    assert not found.holds
    assert found.failures[0].claim == claim.describe()


def test_a_claim_the_text_does_not_state_is_rejected() -> None:
    found = claiming(BALANCE, "Tu saldo está en la app.", Claim(K.AMOUNT_DUE, "Bs. 3.376,00"))
    assert [f.reason for f in found.failures] == ["the text does not state it"]


@pytest.mark.parametrize(
    ("facts", "text", "claims"),
    [
        (BALANCE, "Debes 3376 bolos, mija.", (Claim(K.AMOUNT_DUE, "3376"),)),
        (BALANCE, "Tu deuda: tres mil trescientos setenta y seis Bs.",
         (Claim(K.AMOUNT_DUE, "tres mil trescientos setenta y seis Bs."),)),
        (CREDIT, "Tienes Bs. 1.055 a tu favor.", (Claim(K.CREDIT, "Bs. 1.055", unit="VES"),)),
        (CHANGE, "Noviembre: Bs. 3.376,00. Octubre: Bs. 2.320,00. Bs. 2.320,00 más Bs. "
                 "1.056,00 suman Bs. 3.376,00.",
         (Claim(K.INVOICE_TOTAL, "Bs. 3.376,00", "2026-11"),
          Claim(K.INVOICE_TOTAL, "Bs. 2.320,00", "2026-10"), Claim(K.DELTA, "Bs. 1.056,00"))),
        (CHANGE, "Tu factura subió Bs. 1.056,00 (un 45,52 % más cara).",
         (Claim(K.DELTA, "Bs. 1.056,00"), Claim(K.DELTA_PCT, "45,52"))),
        (INVOICE, "No hemos recibido pagos de tu factura de noviembre, de Bs. 3.376,00.",
         (Claim(K.INVOICE_TOTAL, "Bs. 3.376,00", "2026-11"),)),
        (IVA, "El IVA de noviembre subió a Bs. 422,00 (en octubre fue de Bs. 320,00).",
         (Claim(K.CHARGE, "Bs. 422,00", "IVA 16 %"), Claim(K.CHARGE, "Bs. 320,00", "IVA"))),
    ],
)  # fmt: skip
def test_a_true_statement_in_other_words_passes(
    facts: Facts, text: str, claims: tuple[Claim, ...]
) -> None:
    assert claiming(facts, text, *claims).failures == ()


class SwappingMonths(TemplateDrafter):
    """A drafter whose words swap the two bills' totals, with its honest claims (the model
    narrating correct numbers wrong)."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        honest = super().draft(facts, evidence)
        text = honest.text.replace("Bs. 3.376,00", "X").replace("Bs. 2.320,00", "Bs. 3.376,00")
        return dataclasses.replace(honest, text=text.replace("X", "Bs. 2.320,00"))


def test_a_misstated_draft_is_never_sent_and_the_agent_is_told_which_claim_failed() -> None:
    """Every number is in the evidence, so only the meaning check can stop it."""
    answers = {
        "find_customer": ok("find_customer", [customer()]),
        "get_bill_summary": ok("get_bill_summary", bill_summary()),
    }
    settings = TurnSettings(TODAY, SwappingMonths(), FakeClock(), frozenset(answers))
    program = turn(Inbound("por que subio mi factura", phone="+584141234567"), settings)
    step = next(program)
    retriever = small_retriever()
    try:
        while True:
            if isinstance(step, Retrieve):  # the rule behind the change (a promotion ended)
                step = program.send(retriever.retrieve(step.question, step.business_date))
                continue
            assert isinstance(step, Ask)
            step = program.send(answers[step.capability])
    except StopIteration as done:
        reply: Reply = done.value
    assert reply.reason is EscalationReason.UNGROUNDED_OUTPUT
    assert "2.320,00" not in reply.text
    assert reply.escalation is not None
    misstated = reply.escalation.handoff.misstated
    assert any("invoice_total of 2026-11 = Bs. 3.376,00" in line for line in misstated)
    assert "significado falso" in reply.escalation.agent_summary
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.unsupported == ()  # every number exists in the data
