"""The bot against the in-process simulator on healthy data: exact numbers, honest not-found."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from billing_sim.bot import _phrases
from billing_sim.bot._format import month_of
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind
from billing_sim.client.models import BillSummary, Payment
from tests.integration.bot.support import Harness, make_app, personas

MONEY = re.compile(r"-?(?:Bs\.|USD) [\d.]+,\d{2}")


@pytest.fixture(scope="module")
def harness() -> Iterator[Harness]:
    """One healthy app for the module (reads only), one set of tools."""
    harness = Harness(make_app())
    yield harness
    harness.close()


def ask(harness: Harness, text: str, persona: str, account_number: str | None = None) -> Reply:
    phone = personas()[persona].phone
    return harness.bot().reply(Inbound(text, phone=phone, account_number=account_number))


def test_a_rule_asked_in_the_senders_own_case_gets_the_account_and_the_section(
    harness: Harness,
) -> None:
    """ "Ya pagué noviembre y me doy de baja la semana que viene, ¿me devuelven algo?": the
    account's figures, and the section retrieval is sure answers the rule asked, cited; a
    plain "¿cuánto debo?" or "¿cuándo sale mi factura?" quotes no section."""
    reply = ask(
        harness,
        "ya pague noviembre y me quiero dar de baja la semana que viene, me devuelven algo de lo "
        "pagado?",
        "worked_example",
    )
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route != "documents"
    assert reply.citations == ("cambio-baja",)
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded
    assert ask(harness, "cuanto debo?", "worked_example").citations == ()
    assert ask(harness, "y mi factura cuando sale?", "worked_example").citations == ()


def test_a_bills_lines_asked_why_quote_the_rule_behind_the_weightiest_reason(
    harness: Harness,
) -> None:
    """ "¿Por qué en mi recibo aparecen dos cargos del plan?", naming no charge, from the
    customer who moved up a plan mid-month: the bill's change, with the section of the rule
    behind it (the proration), not the section the words alone rank first; one answer."""
    reply = ask(
        harness,
        "por que en mi recibo aparecen dos cargos del plan, uno de credito y otro de cargo? como "
        "sacan eso?",
        "plan_upgrade_proration",
    )
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "bill_change"
    assert reply.citations == ("cambio-prorrateo",)
    assert "Sobre tu otra pregunta" not in reply.text


def test_balance_quotes_the_api_display_string_exactly(harness: Harness) -> None:
    """The amount due reaches the customer as the API's ``display``, character for character."""
    reply = ask(harness, "cuanto debo?", "worked_example")
    balance = harness.tools.get_balance(personas()["worked_example"].customer_id).data
    assert reply.kind is ReplyKind.ANSWER
    assert reply.outcome is Outcome.ANSWERED
    assert balance is not None
    assert f"Tu saldo pendiente es de {balance.amount_due.display}." in reply.text
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded


@pytest.mark.parametrize("key", [p for p in personas() if personas()[p].period])
def test_bill_change_explains_every_reason_with_its_amount(harness: Harness, key: str) -> None:
    """For every persona, each reason of its story appears with the API's amount."""
    persona = personas()[key]
    month = f" de {persona.period}" if persona.period != "2026-11" else ""
    reply = ask(
        harness, f"por que cambio mi factura{month}?", key, account_number=persona.account_number
    )
    summary = harness.tools.get_bill_summary(persona.customer_id, persona.period).data
    assert isinstance(summary, BillSummary)
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert [r.code.value for r in summary.reasons] == list(persona.expected_reasons)
    for reason in summary.reasons:
        increases = reason.amount_impact.amount_minor >= 0
        phrase = _phrases.reason_phrase(reason.code.value, increases)
        amount = reason.amount_impact.display.lstrip("-")
        assert f"{phrase}" in reply.text
        assert amount in reply.text
    assert summary.current.total_due.display in reply.text


def test_every_amount_in_a_reply_is_a_display_string_of_the_evidence(harness: Harness) -> None:
    """No amount is reformatted or recomputed: each one is a ``display`` string, unsigned."""
    for key in ("worked_example", "promo_applied", "suspended", "in_credit", "usage_overage"):
        for text in ("saldo", "por que subio mi factura", "mi factura", "ya pague"):
            reply = ask(harness, text, key)
            values = "\n".join(value for item in reply.evidence for value in item.values)
            quoted = {m.lstrip("-") for m in MONEY.findall(values)}
            assert set(MONEY.findall(reply.text)) <= quoted, (key, text, reply.text)


def test_an_account_nobody_holds_is_withheld_like_anybody_elses(harness: Harness) -> None:
    """An account that does not exist gets the same withheld answer as somebody else's:
    one call (the sender's own lookup), no echo, nothing that tells the two apart."""
    nobody = ask(harness, "cuanto debo? cuenta 1000000024", "worked_example")
    somebody = ask(harness, f"cuanto debo? cuenta {personas()['late_fee'].account_number}",
                   "worked_example")  # fmt: skip
    assert nobody.kind is ReplyKind.ANSWER
    assert nobody.outcome is Outcome.WITHHELD
    assert nobody.text == somebody.text
    assert "1000000024" not in nobody.text
    assert [c.capability for c in nobody.trace.calls] == ["find_customer"]
    assert nobody.trace.customer_id is None


def test_an_invalid_account_number_is_also_not_found(harness: Harness) -> None:
    """A number that fails the check digit is the customer's typo: not found, no escalation."""
    reply = harness.bot().reply(Inbound("mi saldo", account_number="1000000017"))
    assert reply.outcome is Outcome.NOT_FOUND
    assert reply.kind is ReplyKind.ANSWER


def test_unknown_phone_is_told_to_write_from_the_registered_one(harness: Harness) -> None:
    """A phone with no account gets not-found, and is not invited to type an account in:
    typed keys are only checked against the sender's own accounts."""
    reply = harness.bot().reply(Inbound("saldo", phone="+584121112233"))
    assert reply.outcome is Outcome.NOT_FOUND
    assert "desde el teléfono registrado" in reply.text
    typed = harness.bot().reply(Inbound("saldo cuenta 1000000016", phone="+584121112233"))
    assert typed.outcome is Outcome.WITHHELD


@pytest.mark.parametrize(
    ("text", "section"),
    [
        (
            "mi mama es pensionada, aplica lo del iva reducido? de cuanto es?",
            "impuestos-tarifa-social",
        ),
        ("por que me cobraron mora?", "mora-recargo"),
        (
            "quiero que mis facturas salgan con el rif de la empresa, y las facturas anteriores me "
            "las corrigen?",
            "facturacion-fiscal",
        ),
    ],
)
def test_a_rule_asked_from_a_phone_nobody_holds_gets_its_section_and_the_registered_phone_hint(
    harness: Harness, text: str, section: str
) -> None:
    """Nobody holds the sender's phone, and the message asks a rule in an account's words:
    the section that answers it, cited, and where the account's own figures are asked from;
    no account's figures. A plain "¿cuánto debo?" stays not found."""
    reply = harness.bot().reply(Inbound(text, phone="+584121112233"))
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.citations == (section,)
    assert reply.trace.route == "documents"
    assert reply.trace.customer_id is None
    assert "No encontramos ninguna cuenta registrada con este número" in reply.text
    assert not re.search(r"Bs\. [\d.]+,\d{2}", reply.text)
    plain = harness.bot().reply(Inbound("cuanto debo?", phone="+584121112233"))
    assert plain.outcome is Outcome.NOT_FOUND
    # (a channel naming the account itself, which no one holds: the not-found reply, whose
    # words fit it, not the phone's hint)
    by_account = harness.bot().reply(Inbound(text, account_number="1000000017"))
    assert by_account.outcome is Outcome.NOT_FOUND


def test_shared_phone_gets_a_disambiguation_turn(harness: Harness) -> None:
    """Both accounts of the shared phone are listed by name and last four digits."""
    reply = ask(harness, "cuanto debo", "shared_phone_a")
    a, b = personas()["shared_phone_a"], personas()["shared_phone_b"]
    assert reply.kind is ReplyKind.ANSWER
    assert reply.outcome is Outcome.DISAMBIGUATION
    assert f"{a.name}: cuenta terminada en {a.account_number[-4:]}" in reply.text
    assert f"{b.name}: cuenta terminada en {b.account_number[-4:]}" in reply.text
    assert a.account_number not in reply.text
    assert b.account_number not in reply.text


def test_the_account_number_settles_a_shared_phone(harness: Harness) -> None:
    """With the account given, the shared phone's customer gets the answer directly."""
    b = personas()["shared_phone_b"]
    reply = ask(harness, "cuanto debo", "shared_phone_b", account_number=b.account_number)
    assert reply.outcome is Outcome.ANSWERED
    assert reply.trace.customer_id == b.customer_id


def test_an_account_in_the_message_is_used_only_when_the_sender_holds_it(
    harness: Harness,
) -> None:
    """Somebody else's account number typed in the message is withheld, never answered."""
    other = personas()["late_fee"]
    reply = ask(harness, f"saldo de la cuenta {other.account_number}", "worked_example")
    assert reply.outcome is Outcome.WITHHELD
    assert reply.trace.customer_id is None
    own = ask(harness, f"saldo de la cuenta {other.account_number}", "late_fee")
    assert own.outcome is Outcome.ANSWERED
    assert own.trace.customer_id == other.customer_id


def test_a_tax_id_in_the_message_needs_a_sender_the_channel_knows(harness: Harness) -> None:
    """A RIF/cédula from its owner's phone answers; with no phone at all, nobody is looked up."""
    persona = personas()["worked_example"]
    reply = ask(harness, f"saldo, mi cedula es {persona.tax_id}", "worked_example")
    assert reply.outcome is Outcome.ANSWERED
    assert reply.trace.customer_id == persona.customer_id
    anonymous = harness.bot().reply(Inbound(f"saldo, mi cedula es {persona.tax_id}"))
    assert anonymous.reason is EscalationReason.NO_CONTEXT
    assert anonymous.trace.calls == ()


@pytest.mark.parametrize(
    ("key", "text", "expected"),
    [
        (
            "suspended",
            "cuando vence mi factura",
            "Además tienes otras 2 facturas anteriores por pagar",
        ),
        ("in_credit", "ya pague, se reflejo?", "figura pagada el 10 de noviembre de 2026"),
        ("usage_overage", "cuantos gigas me quedan", "de los 300 GB de tu plan"),
        ("first_bill", "por que subio mi factura", "es la primera de tu cuenta"),
        ("first_bill", "cuantos gigas llevo", "Tu plan no tiene límite de datos"),
        ("in_credit", "cual es mi saldo", "Tienes un saldo a favor de Bs. 1.055,00"),
    ],
)
def test_routes_answer_from_their_capability(
    harness: Harness, key: str, text: str, expected: str
) -> None:
    """Invoices, payment status, usage and balance each answer from their own data."""
    reply = ask(harness, text, key)
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert expected in reply.text


def test_a_month_with_no_bill_is_not_found(harness: Harness) -> None:
    """A bill-change question about a month without a bill is an honest not-found."""
    reply = ask(harness, "por que subio la factura de marzo 2020", "worked_example")
    assert reply.outcome is Outcome.NOT_FOUND
    assert "marzo de 2020" in reply.text


def test_out_of_scope_and_greetings_call_nothing(harness: Harness) -> None:
    """A greeting or an unrelated question gets the menu without any API call."""
    before = len(harness.requests)
    for text in ("hola buenas", "no tengo internet desde ayer", "me gusta el color azul"):
        reply = ask(harness, text, "worked_example")
        assert reply.outcome is Outcome.OUT_OF_SCOPE
        assert reply.trace.calls == ()
    assert len(harness.requests) == before


@pytest.mark.parametrize(
    "text",
    [
        "el mes pasado me dieron un credito por la falla y ahora no",
        "por que este mes no tengo el descuento por la caida",
    ],
)
def test_an_outage_credit_gone_is_explained_from_the_account_and_the_rule(
    harness: Harness, text: str
) -> None:
    """The credit not repeated, with the API's amount, beside the compensation rule (cited)."""
    persona = personas()["credit_not_repeated"]
    reply = ask(harness, text, "credit_not_repeated")
    summary = harness.tools.get_bill_summary(persona.customer_id, persona.period).data
    assert isinstance(summary, BillSummary)
    credit = next(r for r in summary.reasons if r.code.value == "credit_not_repeated")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "bill_change"
    assert credit.amount_impact.display.lstrip("-") in reply.text
    assert reply.citations == ("fallas-compensacion",)


@pytest.mark.parametrize(
    ("text", "earlier"),
    [
        ("compara agosto con noviembre", "2026-08"),
        ("in august I paid way less than november, whats the difference", "2026-08"),
        ("noviembre vs enero, cual salio mas caro", "2026-01"),
    ],
)
def test_two_months_far_apart_are_compared_as_named_not_with_the_bill_before(
    harness: Harness, text: str, earlier: str
) -> None:
    """Both named bills' totals (the API's displays), which is higher, then the later bill's
    reasons against the one before it, labelled as such; every figure grounded."""
    persona = personas()["worked_example"]
    later = harness.tools.get_bill_summary(persona.customer_id, "2026-11").data
    before = harness.tools.get_bill_summary(persona.customer_id, earlier).data
    assert isinstance(later, BillSummary)
    assert isinstance(before, BillSummary)
    reply = ask(harness, text, "worked_example")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded
    assert f"la de {month_of(earlier)} fue de {before.current.total_due.display}" in reply.text
    higher = later.current.total_due.amount_minor > before.current.total_due.amount_minor
    assert ("es más alta" if higher else "es más baja") in reply.text
    assert "frente a la anterior" in reply.text


def test_a_month_far_back_without_a_bill_is_not_found_not_swapped(harness: Harness) -> None:
    """The earlier named month has no bill: that is the answer, not another comparison."""
    reply = ask(harness, "compara marzo 2024 con noviembre", "worked_example")
    assert reply.outcome is Outcome.NOT_FOUND
    assert "marzo de 2024" in reply.text


def test_two_consecutive_months_make_one_call_for_the_later_bill(harness: Harness) -> None:
    """The later bill's summary already holds the one before it: no second call."""
    reply = ask(harness, "compara octubre con noviembre", "worked_example")
    assert reply.outcome is Outcome.ANSWERED
    assert [call.capability for call in reply.trace.calls].count("get_bill_summary") == 1
    assert "frente a la anterior" not in reply.text


def test_invoices_of_several_named_months_list_those_months(harness: Harness) -> None:
    """Each named month's invoice with the API's total; a month without one is said so."""
    reply = ask(harness, "mandame las facturas de agosto, octubre y marzo 2024", "worked_example")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    customer = personas()["worked_example"].customer_id
    invoices = harness.tools.list_invoices(customer).data
    assert invoices is not None
    for inv in invoices:
        month = month_of(f"{inv.period.start:%Y-%m}")
        listed = f"• {month} (N.º {inv.number}): {inv.total_due.display}"
        assert (listed in reply.text) is (month in ("agosto de 2026", "octubre de 2026"))
    assert "No encuentro factura de marzo de 2024" in reply.text


@pytest.mark.parametrize("text", ["cuanto debe? 30.481.180", "y el 14.725.836 cuanto debe"])
def test_a_bare_dotted_cedula_is_withheld_never_answered_with_the_senders_own(
    harness: Harness, text: str
) -> None:
    """Somebody else's cédula written the Venezuelan way, with no word before it: withheld,
    and the sender's own balance is not said in its place."""
    reply = ask(harness, text, "worked_example")
    assert reply.outcome is Outcome.WITHHELD, reply.agent_summary
    assert "3.376,00" not in reply.text


def test_a_past_months_bill_at_an_unchanged_rate_states_the_rate_it_was_issued_at(
    harness: Harness,
) -> None:
    """ "¿Por qué mi factura de septiembre sale en dólares?" for a month whose BCV rate did
    not move: the rate is quoted from the summary and the reply is sent, not refused."""
    reply = ask(harness, "por que mi factura de septiembre sale en dolares?", "unchanged")
    customer = personas()["unchanged"].customer_id
    summary = harness.tools.get_bill_summary(customer, period="2026-09").data
    assert isinstance(summary, BillSummary)
    assert summary.exchange_rate_change is None
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    rate = summary.current.exchange_rate
    assert rate is not None
    assert f"{rate.rate.replace('.', ',')} Bs. por dólar" in reply.text


def _payments(harness: Harness, key: str) -> list[Payment]:
    found = harness.tools.list_payments(personas()[key].customer_id).data
    assert found
    return found


def test_the_last_payment_seen_is_told_with_its_own_amount_and_the_bill_it_paid(
    harness: Harness,
) -> None:
    """A payment asked about that is not on the newest bill: the last one registered is told
    with its day, its own amount (the API's display string) and the bill it paid."""
    reply = ask(
        harness, "confirmame si les llego lo que pague el 29 de octubre", "reconnection_fee"
    )
    last = _payments(harness, "reconnection_fee")[0]
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"Tu pago de {last.amount.display} del 29 de octubre de 2026 está registrado" in (
        reply.text
    )
    assert "pagó tu factura de octubre de 2026" in reply.text


def test_a_payment_larger_than_the_bill_is_told_whole_with_what_paid_the_bill_and_the_rest(
    harness: Harness,
) -> None:
    """The customer checks the amount they sent, not only what their bill shows paid: the
    payment's own amount, what of it paid which bill, and that the rest is in their favour."""
    reply = ask(harness, "el pago movil q hice el 10 ya se reflejo?", "in_credit")
    payment = _payments(harness, "in_credit")[0]
    applied = payment.allocations[0].amount.display
    assert payment.amount.display != applied  # the persona paid more than the bill
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"Tu pago de {payment.amount.display} del 10 de noviembre de 2026" in reply.text
    assert f"se aplicaron {applied} a tu factura de noviembre de 2026" in reply.text
    assert "el resto quedó a tu favor" in reply.text


def test_a_payment_the_bank_returned_is_told_returned_never_as_received(
    harness: Harness,
) -> None:
    """Asked whether a transfer went through, a returned one is said returned (with its
    reference and the billing system's reason), then the last one that went through; asked
    of October's bill by name, that bill is the one checked, with the payment applied to it
    (the returned one), and September's payment is no part of the answer."""
    returned, before = _payments(harness, "payment_reversed_fee")[:2]
    assert returned.status.value == "reversed"
    told_returned = (
        f"El banco devolvió tu pago de {returned.amount.display} del 10 de octubre de 2026 "
        f"(referencia {returned.reference}; {returned.failure_reason})"
    )
    september = f"Tu pago de {before.amount.display} del 10 de septiembre de 2026"
    reply = ask(harness, "la transferencia me la rebotaron o si entro?", "payment_reversed_fee")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert told_returned in reply.text
    assert september in reply.text
    october = ask(harness, "la transferencia de octubre me la rebotaron o si entro?",
                  "payment_reversed_fee")  # fmt: skip
    assert october.outcome is Outcome.ANSWERED, october.agent_summary
    assert "Todavía no vemos pagos en tu factura de octubre de 2026" in october.text
    assert told_returned in october.text
    assert september not in october.text


def test_a_payment_quoted_by_its_reference_is_found_among_the_customers_own(
    harness: Harness,
) -> None:
    """A reference quoted is looked up in the customer's own payments: that payment is told,
    with the reference; one none of their payments has is said not seen, echoing it."""
    payment = _payments(harness, "in_credit")[0]
    text = f"pague por pago movil ref {payment.reference}, les llego?"
    reply = ask(harness, text, "in_credit")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"(referencia {payment.reference})" in reply.text
    assert payment.amount.display in reply.text
    unknown = ask(harness, "pague por pago movil ref 000111222333, les llego?", "in_credit")
    assert unknown.outcome is Outcome.ANSWERED, unknown.agent_summary
    assert "No vemos ningún pago con la referencia 000111222333" in unknown.text


def test_a_promotion_that_ended_is_named_as_the_bill_printed_it_and_its_own_rule_cited(
    harness: Harness,
) -> None:
    """Asked "what happened to my discount?", the reason names the promotion by its line's
    description (without its figures, which are no fact of the answer), and the policy cited
    is that promotion's section, not another promotion's."""
    reply = ask(harness, "hey what happened to my discount?? ahora me sale mas", "promo_expired")
    customer = personas()["promo_expired"].customer_id
    summary = harness.tools.get_bill_summary(customer).data
    assert summary is not None
    (line,) = [line for line in summary.lines if line.code.startswith("promo:")]
    named = re.sub(r"\s*\d[\d.,]*\s*%?", "", line.description).strip()
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"La promoción que terminó es «{named}»." in reply.text
    assert reply.citations == ("promo-fidelidad",)


def test_a_past_months_usage_is_that_months_told_in_the_past_never_this_months(
    harness: Harness,
) -> None:
    """Asked "¿cuánto gasté en octubre?", the answer is October's usage (the API's, for that
    month), with what went over; a month without service is an honest not-found naming it."""
    customer = personas()["usage_overage"].customer_id
    october = harness.tools.get_usage(customer, "2026-10").data
    assert october is not None
    reply = ask(harness, "en octubre cuanto gaste de datos? dicen q me pase", "usage_overage")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    used = october.used_gb.replace(".", ",")
    assert f"En octubre de 2026 usaste {used} GB" in reply.text
    assert october.projected_overage_amount.display in reply.text
    none = ask(harness, "cuanto consumi en enero del 2025?", "usage_overage")
    assert none.outcome is Outcome.NOT_FOUND
    assert none.text == "No encontramos consumo de datos de enero de 2025 en tu cuenta."


@pytest.mark.parametrize("written", ["{whole}", "{display}"])
def test_a_charge_complained_about_by_its_amount_is_named_as_the_bill_printed_it(
    harness: Harness, written: str
) -> None:
    """Asked "¿y ese cargo de 1360 qué es?", the line of that amount (its whole part when no cents
    are written) is named before the bill's change, with its amount as the API shows it."""
    customer = personas()["plan_upgrade_proration"].customer_id
    summary = harness.tools.get_bill_summary(customer).data
    assert summary is not None
    line = max(
        (line for line in summary.lines if line.current_amount is not None),
        key=lambda line: line.current_amount.amount_minor if line.current_amount else 0,
    )
    assert line.current_amount is not None
    shown = line.current_amount.display
    whole = str(line.current_amount.amount_minor // 100)
    text = f"y ese cargo de {written.format(whole=whole, display=shown)} q es? me cobran doble"
    reply = ask(harness, text, "plan_upgrade_proration")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"aparece «{line.description}» por {shown}" in reply.text


def test_a_change_of_plans_lines_named_by_their_plans_are_told_with_their_amounts(
    harness: Harness,
) -> None:
    """ "Un crédito del fibra 50 y un cargo del fibra 100, ¿de cuánto es el cargo?" names the
    proration's two lines: each is told as the bill printed it, not the balance nor the rule
    alone."""
    customer = personas()["plan_upgrade_proration"].customer_id
    summary = harness.tools.get_bill_summary(customer).data
    assert summary is not None
    prorated = [line for line in summary.lines if line.kind.value.startswith("proration")]
    assert {line.kind.value for line in prorated} == {"proration_charge", "proration_credit"}
    text = (
        "me cambie de plan a mitad de mes y ahora me salen un credito del fibra 50 y un cargo "
        "del fibra 100, de cuanto es ese cargo?"
    )
    reply = ask(harness, text, "plan_upgrade_proration")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    for line in prorated:
        assert line.current_amount is not None
        shown = line.current_amount.display.lstrip("-")
        assert f"aparece «{line.description}» por {shown}" in reply.text


def test_a_charge_named_on_a_first_bill_is_never_said_absent(harness: Harness) -> None:
    """A first bill's summary lists no lines (there is nothing to compare with), so the bot
    cannot see its charges there: "¿y esos 3165 de instalación?" is never answered "your bill
    has no installation charge" while the invoice carries one."""
    customer = personas()["first_bill"].customer_id
    invoices = harness.tools.list_invoices(customer).data
    assert invoices
    invoice = harness.tools.get_invoice(invoices[0].id).data
    assert invoice is not None
    assert any(line.code == "fee:installation" for line in invoice.lines)
    reply = ask(harness, "y esa instalacion q me cobraron q es?", "first_bill")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert "no tiene cargo de instalación" not in reply.text
    assert "es la primera de tu cuenta" in reply.text


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("y esa instalacion q me cobraron q es?", "fee:installation"),
        ("me aparece un cobro de {whole} en la primera factura, eso q es", None),
    ],
)
def test_a_charge_on_a_first_bill_is_named_from_its_invoice_lines(
    harness: Harness, text: str, code: str | None
) -> None:
    """A first bill's summary has no lines, so the charge named (or quoted by its amount) is
    read from the invoice's own lines: told by the description and amount the invoice
    printed, with nothing said of a bill before it."""
    customer = personas()["first_bill"].customer_id
    (invoice, *_) = harness.tools.list_invoices(customer).data or []
    line = next(line for line in invoice.lines if line.code == (code or "fee:installation"))
    whole = str(abs(line.amount.amount_minor) // 100)
    reply = ask(harness, text.format(whole=whole), "first_bill")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    shown = line.amount.display.lstrip("-")
    assert f"aparece «{line.description}» por {shown}" in reply.text
    assert "que no estaba en la anterior" not in reply.text


@pytest.mark.parametrize(
    "text",
    ["654 bolos de consumo adicional?? yo no me pase de nada", "por que mi factura subio?"],
)
def test_the_gb_of_a_data_overage_are_told_as_the_invoice_counts_them(
    harness: Harness, text: str
) -> None:
    """The overage's GB are on the invoice's line only (its quantity), never in the bill
    summary: a complaint about the charge, and the reasons of the change, tell them."""
    customer = personas()["usage_overage"].customer_id
    (invoice, *_) = harness.tools.list_invoices(customer).data or []
    line = next(line for line in invoice.lines if line.code == "usage:data-overage")
    assert line.quantity is not None
    gb = line.quantity.replace(".", ",")
    reply = ask(harness, text, "usage_overage")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert f"{gb} GB adicionales" in reply.text


def test_a_bill_with_one_before_it_reads_no_invoice_lines(harness: Harness) -> None:
    """The invoices are read only for a first bill: a bill with one before it is explained
    from its summary alone, one call fewer."""
    reply = ask(harness, "y esa mora q me cobraron q es?", "worked_example")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert [call.capability for call in reply.trace.calls] == ["find_customer", "get_bill_summary"]
