"""The es-VE template drafter: exact display strings, and every draft grounded in its evidence."""

from __future__ import annotations

import re
from datetime import date
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.bot.compute import (
    balance_facts,
    bill_change_facts,
    disambiguation_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from billing_sim.bot.drafting import TemplateDrafter, whatsapp_text
from billing_sim.bot.evidence import computed, data_values
from billing_sim.bot.facts import (
    AccountAndPolicyFacts,
    DocumentFacts,
    Facts,
    NotFoundFacts,
    Passage,
    ScopeFacts,
    SeveralAnswers,
    WithheldFacts,
)
from billing_sim.bot.grounding import Evidence, verify
from billing_sim.bot.knowledge import chunk_sections, load_sections
from billing_sim.bot.replies import CustomerRef
from tests.unit.bot.examples import (
    MARIA,
    balance,
    bill_summary,
    invoice,
    money,
    usage,
)

TODAY = date(2026, 11, 20)
DRAFTER = TemplateDrafter()


def grounded_draft(facts: Facts, *data: object) -> str:
    """Draft ``facts`` and check the draft against the typed data plus the computed facts."""
    evidence = (*(Evidence("tool", "", data_values(item)) for item in data), *facts.computed)
    text = DRAFTER.draft(facts, evidence).text
    verdict = verify(text, evidence)
    assert verdict.grounded, (text, verdict.unsupported)
    return text


def test_balance_quotes_the_display_and_the_days_left() -> None:
    """The amount is the display string; the days left come from the computed line."""
    b = balance()
    text = grounded_draft(balance_facts(MARIA, b), b)
    assert text == (
        "Hola, María. Tu saldo pendiente es de Bs. 3.376,00. Tu factura vence el 25 de "
        "noviembre de 2026 (faltan 5 días)."
    )


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"oldest_unpaid_due_date": "2026-11-21"}, "(falta 1 día)"),
        ({"oldest_unpaid_due_date": "2026-11-20"},
         "Tu factura vence hoy, 20 de noviembre de 2026."),
        (
            {"oldest_unpaid_due_date": "2026-09-25", "open_invoice_count": 3,
             "overdue_amount": money(596196, "Bs. 5.961,96"), "dunning_status": "suspended"},
            "De ese monto, Bs. 5.961,96 ya está vencido. Tienes 3 facturas por pagar. La factura "
            "pendiente más antigua venció el 25 de septiembre de 2026. Tu servicio figura "
            "suspendido por falta de pago.",
        ),
        (
            {"net_position": "in_credit", "amount_due": money(0, "Bs. 0,00"),
             "credit_available": money(105500, "Bs. 1.055,00"), "oldest_unpaid_due_date": None,
             "open_invoice_count": 0},
            "No tienes saldo pendiente: estás al día. Tienes un saldo a favor de Bs. 1.055,00, "
            "que se aplicará a tus próximas facturas. Tu próxima factura se emite el 1 de "
            "diciembre de 2026.",
        ),
    ],
)  # fmt: skip
def test_balance_variants_are_grounded(changes: dict[str, object], expected: str) -> None:
    """Due today, overdue, several invoices, suspension and credit all read right."""
    b = balance(**changes)
    assert expected in grounded_draft(balance_facts(MARIA, b), b)


def test_bill_change_lists_reasons_with_their_amounts() -> None:
    """Totals, delta, percentage, BCV rates and each reason's impact, all from the evidence."""
    s = bill_summary()
    text = grounded_draft(bill_change_facts(MARIA, s), s)
    assert text.splitlines() == [
        "Hola, María. Tu factura de noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 "
        "fue de Bs. 2.320,00. Subió Bs. 1.056,00 (45,52 %). Los motivos:",
        "• Subió la tasa de cambio BCV (de 100,0000 a 105,5000 Bs. por dólar): suma Bs. 137,50.",
        "• Terminó una promoción o descuento: suma Bs. 500,00.",
        "• Recargo por pago tardío de la factura anterior: suma Bs. 316,50.",
        "• El IVA sube porque cambió el monto sobre el que se calcula: suma Bs. 102,00.",
        # the promotion by its bill line's name, without its figures
        "La promoción que terminó es «Promoción de bienvenida».",
        "Vence el 25 de noviembre de 2026.",
    ]


def test_bill_change_without_a_trusted_delta_says_only_the_direction() -> None:
    """When the code and the API disagree on the delta, no delta is stated."""
    s = bill_summary(delta=money(99900, "Bs. 999,00"))
    text = grounded_draft(bill_change_facts(MARIA, s), s)
    assert "Subió. Los motivos:" in text
    assert "999" not in text


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"direction": "unchanged", "reasons": [], "delta": money(0, "Bs. 0,00"),
          "delta_pct": "0.00", "current": None}, "No cambió."),
        ({"previous": None, "delta": None, "delta_pct": None, "compared_period": None,
          "direction": "first_bill", "reasons": []}, "es la primera de tu cuenta"),
        ({"reasons": []}, "El sistema no detalla los motivos del cambio."),
    ],
)  # fmt: skip
def test_bill_change_variants_are_grounded(changes: dict[str, object], expected: str) -> None:
    """Unchanged, first bill and no reasons read right and stay grounded."""
    if changes.get("current", 1) is None:  # unchanged: same total both months
        current = bill_summary().previous
        assert current is not None
        changes["current"] = current.model_dump(mode="json")
        changes["period"] = "2026-10"
    s = bill_summary(**changes)
    assert expected in grounded_draft(bill_change_facts(MARIA, s), s)


def test_invoice_reply_states_number_amount_and_due_date() -> None:
    """The invoice number, total and due date as the evidence states them."""
    inv = invoice()
    facts = invoice_facts(MARIA, [inv], None, TODAY)
    assert facts is not None
    text = grounded_draft(facts, inv)
    assert "(N.º F-2026-0112233) es de Bs. 3.376,00 y vence el 25 de noviembre de 2026." in text
    assert text.endswith("Está pendiente de pago.")


def test_payment_status_reports_partial_payments() -> None:
    """A partly paid invoice reports what was paid and what remains."""
    inv = invoice(
        amount_paid=money(100000, "Bs. 1.000,00"), amount_remaining=money(237600, "Bs. 2.376,00")
    )
    facts = payment_facts(MARIA, [inv], TODAY)
    assert facts is not None
    text = grounded_draft(facts, inv)
    assert (
        "Vemos un pago de Bs. 1.000,00 en tu factura de noviembre de 2026; quedan Bs. 2.376,00"
        in text
    )


def test_usage_reply_states_used_allowance_left_and_overage() -> None:
    """GB in es-VE notation, the overage and its projected charge."""
    u = usage()
    text = grounded_draft(usage_facts(MARIA, u), u)
    assert "llevas 312,40 GB de los 300 GB de tu plan (al 20 de noviembre de 2026)" in text
    assert (
        "Pasaste el límite por 12,40 GB. El cargo estimado por ese exceso es de Bs. 654,10." in text
    )
    assert "Te quedan" not in text


def test_disambiguation_shows_names_and_tails_only() -> None:
    """Names and last four digits; never the full account numbers."""
    bodega = CustomerRef("cus_0dhr7d5v1q", "6913058571", "J-37172470-1", "Bodega\nLa Esquina")
    text = grounded_draft(disambiguation_facts((MARIA, bodega)))
    assert "• María Alejandra González Pérez: cuenta terminada en 0016" in text
    assert "• Bodega La Esquina: cuenta terminada en 8571" in text
    assert "1000000016" not in text


def test_not_found_echoes_only_what_the_evidence_states() -> None:
    """The account number searched is echoed (grounded by the search's evidence)."""
    searched = computed(
        "Computed in code: the channel's account_number was searched.", "1000000024"
    )
    text = grounded_draft(NotFoundFacts("account_number", "1000000024", computed=(searched,)))
    assert text.startswith("No encontramos esa cuenta con el número 1000000024.")


@pytest.mark.parametrize(
    "facts",
    [
        NotFoundFacts("phone"),
        NotFoundFacts("invoices"),
        NotFoundFacts("usage"),
        NotFoundFacts("bill"),
        ScopeFacts("out_of_scope:greeting"),
        ScopeFacts("out_of_scope:how_to_pay"),
        ScopeFacts("out_of_scope:identifiers_only"),
        ScopeFacts("out_of_scope:no_match"),
        ScopeFacts("out_of_scope:technical"),
    ],
)
def test_fixed_texts_state_no_number(facts: Facts) -> None:
    """Texts with nothing from the API contain no digit at all."""
    assert not re.search(r"\d", DRAFTER.draft(facts, ()).text)


def test_companies_are_greeted_without_a_first_name() -> None:
    """ "Hola, Inversiones." would read oddly: companies get a plain "Hola."."""
    company = CustomerRef("cus_90wvgcus8j", "9206477326", "J-44768473-9", "Inversiones 2020")
    b = balance()
    assert DRAFTER.draft(balance_facts(company, b), ()).text.startswith("Hola. Tu saldo")


@settings(max_examples=60, deadline=None)
@given(
    due=st.integers(min_value=1, max_value=10**9),
    overdue=st.integers(min_value=0, max_value=10**9),
    days=st.integers(min_value=-400, max_value=400),
)
def test_any_balance_draft_is_grounded(due: int, overdue: int, days: int) -> None:
    """Whatever the amounts and dates, the balance draft is supported by its evidence."""
    due_date = date.fromordinal(TODAY.toordinal() + days)
    b = balance(
        amount_due=money(due, display(due)),
        overdue_amount=money(overdue, display(overdue)),
        oldest_unpaid_due_date=due_date.isoformat(),
    )
    grounded_draft(balance_facts(MARIA, b), b)


def display(minor: int) -> str:
    """The simulator's es-VE rendering of bolívares (``Bs. 1.234,56``)."""
    whole, cents = divmod(minor, 100)
    return f"Bs. {whole:,}".replace(",", ".") + f",{cents:02d}"


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"net_position": "settled", "amount_due": money(0, "Bs. 0,00"), "open_invoice_count": 0,
          "oldest_unpaid_due_date": None},
         "Hola, María. No tienes saldo pendiente: estás al día. Tu próxima factura se emite el 1 "
         "de diciembre de 2026."),
        ({"oldest_unpaid_due_date": None},
         "Hola, María. Tu saldo pendiente es de Bs. 3.376,00."),
    ],
)  # fmt: skip
def test_balance_without_credit_or_due_date_says_only_what_is_known(
    changes: dict[str, object], expected: str
) -> None:
    """A settled account without credit, or a debt without a due date, adds nothing made up."""
    b = balance(**changes)
    assert grounded_draft(balance_facts(MARIA, b), b) == expected


@pytest.mark.parametrize(
    ("status", "expected"),
    [("paid", "Está pagada."), ("void", "Fue anulada."), ("uncollectible", "incobrable")],
)
def test_an_invoice_that_is_not_open_states_its_status(status: str, expected: str) -> None:
    """Paid, void and uncollectible invoices say so instead of "pendiente de pago"."""
    inv = invoice(status=status)
    facts = invoice_facts(MARIA, [inv], None, TODAY)
    assert facts is not None
    assert grounded_draft(facts, inv).endswith(expected + (
        "" if status != "uncollectible" else "; un agente puede darte más detalles."))  # fmt: skip


def test_an_overage_without_a_projected_charge_states_only_the_gb() -> None:
    """No charge is mentioned when the API projects none."""
    u = usage(projected_overage_amount=money(0, "Bs. 0,00"))
    text = grounded_draft(usage_facts(MARIA, u), u)
    assert text.endswith("Pasaste el límite por 12,40 GB.")


def test_a_partly_paid_invoice_states_paid_and_remaining() -> None:
    """An open invoice with a payment says how much was paid and how much remains."""
    inv = invoice(
        amount_paid=money(100000, "Bs. 1.000,00"), amount_remaining=money(237600, "Bs. 2.376,00")
    )
    facts = invoice_facts(MARIA, [inv], None, TODAY)
    assert facts is not None
    text = grounded_draft(facts, inv)
    assert text.endswith("Has pagado Bs. 1.000,00; quedan Bs. 2.376,00 por pagar.")


@pytest.mark.parametrize("claim", ["account_number", "tax_id", "phone"])
def test_the_withheld_answer_says_nothing_about_the_key(claim: str) -> None:
    """No digit, no name, no hint of whether the key exists; how to ask instead."""
    text = grounded_draft(WithheldFacts(claim))
    assert not re.search(r"\d", text)
    assert "escríbeme desde" in text
    assert "«agente»" in text


def test_a_named_charge_leads_the_bill_change() -> None:
    """ "¿y esa mora?": the late fee line first, then the usual explanation."""
    s = bill_summary()
    text = grounded_draft(bill_change_facts(MARIA, s, "late_fee"), s)
    assert text.startswith(
        "Hola, María. Sobre el recargo por pago tardío (mora): en tu factura de noviembre de "
        "2026 aparece «Recargo por pago tardío» por Bs. 316,50, que no estaba en la anterior."
    )
    assert "Los motivos:" in text
    absent = grounded_draft(bill_change_facts(MARIA, s, "igtf"), s)
    assert absent.startswith("Hola, María. Tu factura de noviembre de 2026 no incluye IGTF.")


def test_why_dollars_explains_the_rate_of_the_bill() -> None:
    """Prices in dollars, billed in bolívares at the BCV rate of this bill."""
    s = bill_summary()
    text = grounded_draft(bill_change_facts(MARIA, s, "dollars"), s)
    assert "la de noviembre de 2026 se calculó a 105,5000 Bs. por dólar" in text


def test_an_older_invoice_is_told_apart_from_the_newest() -> None:
    """ "recibo de octubre": October was, November is, and which one is pending."""
    november = invoice()
    october = invoice(
        id="inv_7k2m9q4x1z2610", number="F-2026-72000001", status="paid",
        paid_at="2026-10-20T15:00:00Z", amount_remaining=money(0, "Bs. 0,00"),
        period={"start": "2026-10-01", "end": "2026-10-31"}, due_date="2026-10-25",
    )  # fmt: skip
    facts = invoice_facts(MARIA, [november, october], "2026-10", TODAY)
    assert facts is not None
    text = grounded_draft(facts, [november, october])
    assert "Tu factura de octubre de 2026 (N.º F-2026-72000001) fue de" in text
    assert "venció el 25 de octubre de 2026. Está pagada (el 20 de octubre de 2026)." in text
    assert "Tu factura más reciente es la de noviembre de 2026 (N.º F-2026-0112233)" in text
    assert "pendiente de pago; vence el 25 de noviembre de 2026." in text
    assert "anterior" not in text


def test_several_invoices_are_one_line_each() -> None:
    """The count, then month, number, amount and state of each."""
    november = invoice()
    october = invoice(id="inv_7k2m9q4x1z2610", status="void",
                      period={"start": "2026-10-01", "end": "2026-10-31"})  # fmt: skip
    facts = invoice_list_facts(MARIA, [november, october], 3, TODAY)
    assert facts is not None
    lines = grounded_draft(facts, [november, october]).splitlines()
    assert lines[0] == (
        "Hola, María. Solo encuentro 2 facturas en tu cuenta, de la más reciente a la más antigua:"
    )
    assert lines[1].startswith("• noviembre de 2026 (N.º F-2026-0112233): Bs. 3.376,00; pendiente")
    assert lines[2].endswith(": Bs. 3.376,00; anulada.")


# --- Policy passages ------------------------------------------------------------------------


def test_a_section_becomes_a_whatsapp_message_with_every_word_and_number_kept() -> None:
    """Paragraphs unwrapped, bold as *x*, bullets as •, a table as a header line and rows."""
    markdown = (
        "Precios vigentes desde el 1 de noviembre:\n\n"
        "| Plan | Precio |\n|---|---|\n| Fibra 50 | USD 20,00 |\n| Fibra 100 | USD 25,00 |\n\n"
        "- **IP fija**: USD 5,00 al mes, útil para\n  cámaras.\n"
        "1. *Plan*: el precio\n   del mes.\n2. *IVA*.\n### Nota\n"
    )
    assert whatsapp_text(markdown) == (
        "Precios vigentes desde el 1 de noviembre:\n\n"
        "Plan; Precio\n• Fibra 50; USD 20,00\n• Fibra 100; USD 25,00\n\n"
        "• *IP fija*: USD 5,00 al mes, útil para cámaras.\n"
        "1. *Plan*: el precio del mes.\n2. *IVA*.\n*Nota*"
    )


def test_every_shipped_section_drafted_is_grounded_in_its_own_text() -> None:
    """The template quotes a section as written: each draft cites it and is supported by
    the section alone; none is supported without the citation (unless it has no figure). To a
    sender nobody's phone is on, it also says where the account's own figures are asked from."""
    for chunk, unregistered in product(chunk_sections(load_sections()), (False, True)):
        passage = Passage(chunk.id, chunk.document, chunk.heading, chunk.body)
        draft = DRAFTER.draft(DocumentFacts("?", (passage,), unregistered=unregistered), ())
        assert ("No encontramos ninguna cuenta registrada" in draft.text) is unregistered
        evidence = Evidence.passage(chunk.id, chunk.text)
        assert draft.citations == (chunk.id,)
        found = verify(draft.text, [], passages=[evidence], citations=draft.citations)
        assert found.grounded, (chunk.id, found.unsupported)
        assert f"*{chunk.document} — {chunk.heading}*" in draft.text
        assert chunk.id not in draft.text  # ids are for the reply, never the bubble


def test_a_mixed_draft_is_the_account_answer_then_the_rule() -> None:
    """The account's reply, a blank line, the policy quoted with its source, and the id."""
    b = balance()
    account = balance_facts(MARIA, b)
    passage = Passage("mora-recargo", "Mora y suspensión", "Recargo", "Un recargo de USD 3,00.")
    draft = DRAFTER.draft(AccountAndPolicyFacts(account, DocumentFacts("?", (passage,))), ())
    assert draft.text == (
        f"{DRAFTER.draft(account, ()).text}\n\nLo que dicen nuestras condiciones "
        "(*Mora y suspensión — Recargo*):\nUn recargo de USD 3,00."
    )
    assert draft.citations == ("mora-recargo",)
    assert AccountAndPolicyFacts(account, DocumentFacts("?", (passage,))).computed == (
        account.computed
    )


def test_several_answers_are_greeted_once_and_each_is_grounded() -> None:
    """Two account answers in one reply: one greeting, both paragraphs, every figure grounded,
    the claims of both."""
    b, u = balance(), usage()
    several = SeveralAnswers((balance_facts(MARIA, b), usage_facts(MARIA, u)))
    text = grounded_draft(several, b, u)
    first, second = text.split("\n\n")
    assert first == DRAFTER.draft(balance_facts(MARIA, b), ()).text
    assert second.startswith("En noviembre de 2026 llevas 312,40 GB")
    assert text.count("Hola") == 1
    claims = DRAFTER.draft(several, ()).claims
    assert {c.fact.value for c in claims} >= {"amount_due", "used"}


def test_an_answer_with_its_section_among_several_is_not_greeted_again() -> None:
    """The second answer carries the rule behind its figures: still one greeting, and the
    section it quotes is cited."""
    b, u = balance(), usage()
    passage = Passage("planes-consumo-datos", "Planes", "Consumo de datos", "Sin límite.")
    with_section = AccountAndPolicyFacts(usage_facts(MARIA, u), DocumentFacts("?", (passage,)))
    draft = DRAFTER.draft(SeveralAnswers((balance_facts(MARIA, b), with_section)), ())
    assert draft.text.count("Hola") == 1
    assert draft.citations == ("planes-consumo-datos",)
    assert "Lo que dicen nuestras condiciones (*Planes — Consumo de datos*)" in draft.text


def test_several_answers_cite_the_document_answer_and_offer_a_person_for_the_rest() -> None:
    """A document answer names its section and is cited; what could not be answered gets a
    person, in the singular or the plural, and the customer's words are never echoed."""
    b = balance()
    passage = Passage("pagos-metodos", "Pagos", "Formas de pago", "Pago móvil o Zelle.")
    one = SeveralAnswers(
        (balance_facts(MARIA, b), DocumentFacts("y como pago 4.500?", (passage,))), 1
    )
    draft = DRAFTER.draft(one, ())
    assert draft.citations == ("pagos-metodos",)
    assert "Sobre tu otra pregunta, según nuestras condiciones (*Pagos — Formas de pago*):" in (
        draft.text
    )
    assert draft.text.endswith(
        "Tu otra pregunta no la puedo responder con seguridad por aquí: "
        "escribe «agente» y te atiende una persona."
    )
    assert "4.500" not in draft.text
    two = DRAFTER.draft(SeveralAnswers((balance_facts(MARIA, b),), 2), ())
    assert "Tus otras preguntas no las puedo responder" in two.text
    assert one.computed == balance_facts(MARIA, b).computed
