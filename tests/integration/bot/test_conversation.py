"""The disambiguation turn, completed: the customer names an account and gets the answer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.conversation import Conversation, chosen_account
from bot.replies import Outcome
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
