"""A conversation: the disambiguation and the clarifying question completed, and the state
gate after a hand-over."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from billing_sim.bot.channel.state_gate import ConversationMode
from billing_sim.bot.conversation import Conversation, chosen_account, chosen_button
from billing_sim.bot.knowledge.verdict import Button
from billing_sim.bot.replies import EscalationReason, Outcome, ReplyKind
from tests.integration.bot.support import Harness, make_app, personas

ROSA, BODEGA = personas()["shared_phone_a"], personas()["shared_phone_b"]


@pytest.fixture
def chat() -> Iterator[Conversation]:
    """A conversation from the phone Rosa shares with her shop."""
    harness = Harness(make_app())
    yield Conversation(harness.bot(), phone=ROSA.phone)
    harness.close()


def test_naming_the_account_answers_the_interrupted_question(chat: Conversation) -> None:
    """ "cuánto debo" → which account? → "la que termina en 8571" → the shop's balance."""
    first = chat.send("cuánto debo")
    assert first.outcome is Outcome.DISAMBIGUATION
    assert set(first.choices) == {ROSA.account_number, BODEGA.account_number}
    second = chat.send(f"la que termina en {BODEGA.account_number[-4:]}")
    assert second.outcome is Outcome.ANSWERED
    assert second.trace.route == "balance"
    assert second.trace.customer_id == BODEGA.customer_id


def test_the_chosen_account_is_kept_for_the_next_questions(chat: Conversation) -> None:
    """Once chosen, later questions are about that account without asking again."""
    chat.send("saldo")
    chat.send(ROSA.account_number)
    later = chat.send("y por qué subió la factura?")
    assert later.outcome is Outcome.ANSWERED
    assert later.trace.customer_id == ROSA.customer_id


def test_a_new_question_naming_an_account_is_answered_instead(chat: Conversation) -> None:
    """ "¿y por qué subió la de la 6974?" answers that question, for that account."""
    chat.send("saldo")
    reply = chat.send(f"mejor dime por qué subió la factura de la {ROSA.account_number[-4:]}")
    assert reply.trace.route == "bill_change"
    assert reply.trace.customer_id == ROSA.customer_id


def test_an_answer_that_names_no_account_is_a_new_message(chat: Conversation) -> None:
    """Without an offered account, the message is handled on its own (and may ask again)."""
    chat.send("saldo")
    reply = chat.send("no sé")
    assert reply.outcome is Outcome.OUT_OF_SCOPE
    assert chat.send("1234").outcome is Outcome.OUT_OF_SCOPE  # nothing pending any more


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("6913058571", "6913058571"),
        ("es la 6913-058571", "6913058571"),
        ("la terminada en 8571", "6913058571"),
        ("la 0000", None),
        ("la 8571 o la 6974", "6913058571"),
    ],
)
def test_chosen_account_matches_whole_numbers_and_tails(text: str, expected: str | None) -> None:
    """A whole account number or the last four digits of exactly one choice."""
    assert chosen_account(text, ("2207066974", "6913058571")) == expected


def test_a_tail_shared_by_two_accounts_chooses_nothing() -> None:
    """Two accounts ending alike cannot be told apart by their tail."""
    assert chosen_account("la 1111", ("1000001111", "2000001111")) is None


# --- A clarifying question, answered with a reply button -------------------------------------

MARIA = personas()["worked_example"]


@pytest.fixture
def maria() -> Iterator[Conversation]:
    """A conversation from María's phone."""
    harness = Harness(make_app())
    yield Conversation(harness.bot(), phone=MARIA.phone)
    harness.close()


def test_a_tapped_button_answers_the_interrupted_question(maria: Conversation) -> None:
    """ "que promociones tienen ahorita" → which one? → tap "Ofertas noviembre" → that
    section, cited; the question answered is the one asked first."""
    asked = maria.send("que promociones tienen ahorita")
    assert asked.outcome is Outcome.CLARIFICATION
    assert "promo-noviembre-2026" in {button.id for button in asked.buttons}
    reply = maria.send("Ofertas noviembre", button="promo-noviembre-2026")
    assert (reply.outcome, reply.citations) == (Outcome.ANSWERED, ("promo-noviembre-2026",))
    assert reply.trace.rule == "documents:chosen"


def test_typing_a_button_title_counts_as_tapping_it(maria: Conversation) -> None:
    """Customers often type the option instead of tapping it (case and accents aside)."""
    asked = maria.send("que promociones tienen ahorita")
    first = asked.buttons[0]
    reply = maria.send(f"  {first.title.upper()}!! ")
    assert reply.citations == (first.id,)


def test_the_person_button_hands_over_and_the_bot_falls_silent(maria: Conversation) -> None:
    """ "Hablar con alguien" → USER_REQUEST; the conversation waits for an agent (queued): the
    next messages are kept for the agent, unanswered, until the agent releases it."""
    asked = maria.send("que significa 50/50 mbps")
    (human,) = [b for b in asked.buttons if b.id == "human"]
    reply = maria.send(human.title, button=human.id)
    assert reply.reason is EscalationReason.USER_REQUEST
    assert maria.state.mode is ConversationMode.QUEUED
    silent = maria.send("hola? sigo esperando")
    assert (silent.kind, silent.text) == (ReplyKind.SILENCE, "")
    maria.take("ana")
    assert maria.send("gracias ana").kind is ReplyKind.SILENCE
    assert maria.for_agent == ["hola? sigo esperando", "gracias ana"]
    maria.release()
    assert maria.for_agent == []
    assert maria.send("cuánto debo").outcome is Outcome.ANSWERED


def test_a_new_question_instead_of_a_button_is_answered_as_itself(maria: Conversation) -> None:
    """A clarifying question does not trap the customer: a new message is a new question."""
    maria.send("que promociones tienen ahorita")
    reply = maria.send("cuánto debo")
    assert (reply.outcome, reply.trace.route) == (Outcome.ANSWERED, "balance")


def test_a_button_from_an_old_question_is_not_trusted(maria: Conversation) -> None:
    """Nothing pending: a button id the bot did not offer is a plain message."""
    reply = maria.send("Promo vacaciones", button="promo-vacaciones-2026")
    assert "promo-vacaciones-2026" not in reply.citations


def test_chosen_button_matches_ids_and_titles_only() -> None:
    """The channel's id must be one offered; a typed title must be the whole message."""
    buttons = (
        Button("promo-bienvenida", "Promo bienvenida"),
        Button("human", "Hablar con alguien"),
    )
    assert chosen_button("x", "promo-bienvenida", buttons) == "promo-bienvenida"
    assert chosen_button("x", "promo-navidad-2026", buttons) is None
    assert chosen_button("promo BIENVENIDA.", None, buttons) == "promo-bienvenida"
    assert chosen_button("quiero la promo bienvenida y algo mas", None, buttons) is None
