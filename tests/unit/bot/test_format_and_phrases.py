"""es-VE value wording, and the fixed phrases: complete, and free of numbers."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

import pytest

from billing_sim.bot import _format, _phrases
from billing_sim.bot._numbers import Kind, tokenize
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.replies import EscalationReason
from billing_sim.bot.routing import Route
from billing_sim.client import FailureKind
from billing_sim.client.models import BillReasonCode


def test_long_date_and_month_read_back_to_the_same_date() -> None:
    """``25 de noviembre de 2026`` is the date the verifier reads as 2026-11-25."""
    text = _format.long_date(date(2026, 11, 25))
    assert text == "25 de noviembre de 2026"
    assert [t.date for t in tokenize(text)] == [(2026, 11, 25)]
    assert [t.period for t in tokenize(_format.month_of("2026-09"))] == [(2026, 9)]


@pytest.mark.parametrize(
    ("number", "expected"),
    [("116.00", "116,00"), ("105.5000", "105,5000"), ("1234.5", "1.234,5"), ("300", "300"),
     ("-5.05", "-5,05"), ("1234567.89", "1.234.567,89")],
)  # fmt: skip
def test_decimal_es_keeps_the_value(number: str, expected: str) -> None:
    """Only separators change: the verifier reads the same value back."""
    assert _format.decimal_es(number) == expected
    (token,) = tokenize(expected)
    assert token.value == Decimal(number)


def test_unsigned_drops_one_leading_sign_only() -> None:
    """``-Bs. 146,45`` becomes ``Bs. 146,45``; unsigned displays are untouched."""
    assert _format.unsigned("-Bs. 146,45") == "Bs. 146,45"
    assert _format.unsigned("\u2212USD 1,00") == "USD 1,00"
    assert _format.unsigned("Bs. 146,45") == "Bs. 146,45"


def test_clean_name_is_one_bounded_line() -> None:
    """Control characters and line breaks become spaces; long names are cut."""
    assert _format.clean_name("Ana\n\tMaría\u2028Pérez") == "Ana María Pérez"
    assert len(_format.clean_name("x" * 500)) == 60


@pytest.mark.parametrize("code", list(BillReasonCode))
def test_every_reason_code_has_phrases_without_digits(code: BillReasonCode) -> None:
    """Each contract reason has its own phrase both ways; none states a number."""
    assert code.value in _phrases.REASONS
    for increases in (True, False):
        assert not re.search(r"\d", _phrases.reason_phrase(code.value, increases))


def test_an_unknown_reason_code_reads_as_another_charge() -> None:
    """A code added to the contract later still gets a neutral phrase."""
    assert _phrases.reason_phrase("brand_new_code", True) == "Otro cargo"


def test_every_escalation_and_route_has_its_wording() -> None:
    """Customer texts per reason and questions per route exist, without digits."""
    assert set(_phrases.HANDOFF_TEXT) == {reason.value for reason in EscalationReason}
    intents = {intent.route: intent.question for intent in SHIPPED}
    assert set(_phrases.QUESTIONS) | set(intents) == {route.value for route in Route}
    assert not set(_phrases.QUESTIONS) & set(intents)  # one place each
    for text in (*_phrases.HANDOFF_TEXT.values(), *_phrases.QUESTIONS.values(), *intents.values()):
        assert not re.search(r"\d", text)


def test_every_failure_that_escalates_has_a_phrase() -> None:
    """Failures other than business answers are described for the agent, never generically."""
    business = {FailureKind.NOT_FOUND, FailureKind.REJECTED, FailureKind.INVALID_INPUT}
    assert set(_phrases.FAILURES) == {kind.value for kind in FailureKind} - business
    assert _phrases.failure_phrase(None) == "el sistema de facturación no pudo responder"


def test_phrases_tokenize_to_nothing() -> None:
    """The verifier finds no numeric token in any fixed phrase (``IGTF``, ``BCV`` are words)."""
    phrases = [p for pair in _phrases.REASONS.values() for p in pair]
    assert [t for p in phrases for t in tokenize(p) if t.kind is not Kind.WORD] == []
