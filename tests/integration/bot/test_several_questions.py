"""Two questions in one message, end to end against the in-process simulator: both answered
from the same account, or one answered and a person offered for the other; billing failing
on either escalates."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind
from tests.integration.bot.support import FailingHook, Harness, make_app, personas

MARIA = personas()["worked_example"]


@pytest.fixture(scope="module")
def harness() -> Iterator[Harness]:
    """One healthy app for the module (reads only)."""
    harness = Harness(make_app())
    yield harness
    harness.close()


def ask(harness: Harness, text: str) -> Reply:
    return ask_as(harness, text, "worked_example")


def ask_as(harness: Harness, text: str, persona: str) -> Reply:
    """``text`` from the registered phone of the persona keyed ``persona``."""
    return harness.bot().reply(Inbound(text, phone=personas()[persona].phone))


def operations(reply: Reply) -> list[str]:
    return [call.capability for call in reply.trace.calls]


def test_two_account_questions_get_both_answers_from_the_same_account(harness: Harness) -> None:
    """Balance and usage: both display strings, one greeting, one customer lookup, and the
    whole reply grounded."""
    reply = ask(harness, "cuanto debo? y cuantos gigas llevo")
    balance = harness.tools.get_balance(MARIA.customer_id).data
    usage = harness.tools.get_usage(MARIA.customer_id).data
    assert balance is not None
    assert usage is not None
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "balance"
    assert operations(reply) == ["find_customer", "get_balance", "get_usage"]
    assert balance.amount_due.display in reply.text
    assert "llevas" in reply.text
    assert "GB" in reply.text
    assert reply.text.count("Hola") == 1
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded


def test_an_account_question_and_a_policy_question_get_the_account_then_the_section(
    harness: Harness,
) -> None:
    """ "¿Cómo pago?" asked first still comes after the balance, quoted from the section that
    answers it, and cited."""
    reply = ask(harness, "como pago y cuanto debo")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "balance"
    assert reply.citations == ("pagos-metodos",)
    assert reply.text.index("Tu saldo pendiente") < reply.text.index("Formas de pago")


def test_a_second_account_question_asking_a_rule_gets_its_figures_and_its_section(
    harness: Harness,
) -> None:
    """ "¿Cuánto es el total? ¿y por qué me aparece saldo pendiente en mi factura?": the
    balance, then the bill's change with the carried balance's line and the section on
    carried balances, cited; one greeting for the whole reply."""
    carlos = personas()["previous_balance_carried"]
    reply = ask_as(
        harness,
        "cuanto es el total? y por que me aparece saldo pendiente en mi factura, me estan "
        "cobrando doble?",
        "previous_balance_carried",
    )
    balance = harness.tools.get_balance(carlos.customer_id).data
    assert balance is not None
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "balance"
    assert operations(reply) == ["find_customer", "get_balance", "get_bill_summary"]
    assert balance.amount_due.display in reply.text
    assert reply.citations == ("facturacion-saldo-anterior",)
    assert reply.text.count("Hola") == 1
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded


def test_a_second_question_no_section_answers_is_offered_to_a_person(harness: Harness) -> None:
    """The balance is answered; for the laptops the customer is told a person takes it,
    and no policy is quoted."""
    reply = ask(harness, "cuanto debo y venden laptops?")
    assert reply.outcome is Outcome.ANSWERED
    assert reply.citations == ()
    assert reply.text.endswith(
        "Tu otra pregunta no la puedo responder con seguridad por aquí: escribe «agente» y te "
        "atiende una persona."
    )


def test_a_question_the_first_answer_covers_gets_no_second_answer(harness: Harness) -> None:
    """The balance says when the bill is due: "¿y cuándo vence?" costs no second call."""
    reply = ask(harness, "dime el saldo y la fecha de vencimiento")
    assert operations(reply) == ["find_customer", "get_balance"]
    assert "vence el 25 de noviembre de 2026" in reply.text


def test_a_second_question_the_first_answers_section_answers_is_not_quoted_twice(
    harness: Harness,
) -> None:
    """The fixed IP's free month told over and its charge seen, "nadie me dijo que después se
    cobraba" after it: the charge with the trial's rule beside it, the rule quoted once."""
    reply = ask_as(
        harness,
        "active la ip fija cuando dijeron q el primer mes era gratis y ahora me aparece "
        "cobrada, como quinientos y pico. nadie me dijo q despues se cobraba",
        "addon_added_or_trial_ended",
    )
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.citations == ("promo-ip-fija-prueba",)
    assert "Bs. 527,50" in reply.text
    assert reply.text.count("Prueba gratis de IP fija") == 1
    assert "otra pregunta" not in reply.text


def test_someone_elses_key_in_the_second_question_withholds_the_whole_reply(
    harness: Harness,
) -> None:
    """A tax id the sender does not hold, typed in the second part, is the whole message's
    claim: nothing about the sender's usage or anyone's balance is said."""
    reply = ask(harness, "cuantos gigas llevo? y cuanto debe la cedula V-30.481.180")
    assert reply.outcome is Outcome.WITHHELD
    assert "GB" not in reply.text
    assert "get_usage" not in operations(reply)
    assert "get_balance" not in operations(reply)


def test_billing_failing_on_the_second_question_escalates() -> None:
    """The usage call fails with a 503: the turn escalates as a tool error, no half answer."""
    hook = FailingHook(selects=lambda context: context.path.endswith("/usage"))
    harness = Harness(make_app(hook))
    try:
        reply = ask(harness, "cuanto debo? y cuantos gigas llevo")
    finally:
        harness.close()
    assert reply.kind is ReplyKind.ESCALATION
    assert reply.reason is EscalationReason.TOOL_ERROR
    assert hook.failed >= 1
    assert "get_usage" in operations(reply)


def test_a_second_question_about_what_the_isp_does_not_do_is_offered_to_a_person(
    harness: Harness,
) -> None:
    """ "¿Y puedo pagar la luz por aquí?" shares the ways to pay's words; no section answers
    another company's bill, so the customer is told a person takes it."""
    reply = ask(harness, "cuanto debo? y puedo pagar la luz por aqui con pago movil?")
    assert reply.outcome is Outcome.ANSWERED
    assert reply.citations == ()
    assert "Tu otra pregunta no la puedo responder con seguridad" in reply.text


def test_a_second_question_in_the_first_ones_words_is_answered_from_the_whole_messages_heading(
    harness: Harness,
) -> None:
    """ "¿Cuántos gigas me quedan? y si me paso, ¿me cortan?": the second part says nothing of
    data itself; the heading the whole message names (the data allowance) answers it, cited,
    after the usage."""
    reply = ask(harness, "cuantos gigas me quedan? y si me paso me cortan o me bajan la velocidad?")
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.trace.route == "usage"
    assert reply.citations == ("planes-consumo-datos",)
    assert "GB" in reply.text


def test_a_rule_quoted_under_its_sections_title_is_no_claim_about_the_account() -> None:
    """ "Me cobraron mora, ¿de cuánto fue? ¿y ese recargo lleva IVA?" from the customer charged
    a late fee: the fee's line and its section, then the «Cargos sin IVA» section for the
    second question, sent. The title "*Impuestos — Cargos sin IVA*" names the rule quoted; it
    does not say this bill has no VAT, so the meaning check does not stop the reply."""
    harness = Harness(make_app())
    try:
        reply = ask_as(
            harness,
            "me cobraron mora este mes, de cuanto fue? y ese recargo lleva iva o no?",
            "late_fee",
        )
    finally:
        harness.close()
    assert reply.outcome is Outcome.ANSWERED, reply.agent_summary
    assert reply.citations == ("mora-recargo", "impuestos-sin-iva")
    assert "*Impuestos — Cargos sin IVA*" in reply.text
