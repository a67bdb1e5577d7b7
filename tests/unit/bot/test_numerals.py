"""Numbers in words and with multipliers are read as the values they state."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.bot._normalize import normalize
from billing_sim.bot._numbers import Kind, read, read_number
from billing_sim.bot._numerals import spell_out
from tests.unit.bot.numberwords import english, spanish


def spelled(text: str) -> str:
    return spell_out(normalize(text), read_number).text


@pytest.mark.parametrize(
    ("written", "read_as"),
    [
        # Spanish words
        ("cuatro mil quinientos", "4500"),
        ("mil quinientos", "1500"),
        ("mil bolívares", "1000 bolívares"),
        ("cuatrocientos treinta y dos", "432"),
        ("treinta y dos", "32"),
        ("diez y seis", "16"),
        ("dieciséis", "16"),
        ("veintiún", "21"),
        ("dos millones trescientos mil quinientos", "2300500"),
        ("mil millones", "1000000000"),
        ("un millón", "1000000"),
        ("dos billones", "2000000000000"),
        ("cien mil", "100000"),
        ("doscientas", "200"),
        ("veinticinco de noviembre de dos mil veintiséis", "25 de noviembre de 2026"),
        ("dos tres", "2 3"),  # not one number: each word must be smaller than the last
        ("cincuenta y", "50 y"),  # "y" joins only what follows it
        # English words
        ("one hundred and five", "105"),
        ("twenty-five", "25"),
        ("five hundred", "500"),
        ("two thousand three hundred", "2300"),
        ("a hundred", "100"),
        ("a thousand", "1000"),
        ("a bill", "a bill"),
        ("four billion", "4000000000"),
        # digits and multipliers
        ("Bs. 4 mil", "Bs. 4000"),
        ("45 mil", "45000"),
        ("45mil", "45000"),
        ("4 mil 500", "4500"),
        ("4 mil 0500", "4000 0500"),
        ("3,3 millones", "3300000"),
        ("1.234 millones", "1234000000"),
        ("12.345 mil", "12345000"),
        ("1.5M", "1500000"),
        ("2 MM", "2000000"),
        ("5 m", "5 m"),
        ("45k", "45000"),
        ("45 K", "45000"),
        ("cincuenta k", "50000"),
        ("3 palos", "3000000"),
        ("1.5 million", "1500000"),
        ("2 bn", "2000000000"),
        ("0414 mil", "0414 1000"),  # a code is no base: "mil" alone is still a thousand
        ("1.23,4 mil", "1.23,4 1000"),
        ("4 quinientos", "4 500"),
        # decimals and cents
        ("tres coma tres millones", "3300000"),
        ("tres coma cinco", "3.5"),
        ("tres punto cero cinco", "3.05"),
        ("tres coma uno dos tres", "3.1230"),
        ("cuarenta y cinco coma cincuenta y dos por ciento", "45.52 por ciento"),
        ("tres coma", "3 coma"),
        ("mil quinientos con cincuenta céntimos", "1500.5"),
        ("cuatro con cincuenta bolívares", "4.5 bolívares"),
        ("cuatro con dos facturas", "4 con 2 facturas"),
        ("cuatro con", "4 con"),
        ("4 mil con 50 céntimos", "4000 con 50 céntimos"),
        # "y medio": half of the multiplier just read, else a half
        ("316 y medio", "316.5"),
        ("esos 527 y medio q me sumaron", "esos 527.5 q me sumaron"),
        ("trescientos dieciséis y medio bolívares", "316.5 bolívares"),
        ("4 mil y medio", "4500"),
        ("cuatro mil y medio", "4500"),
        ("un millón y medio", "1500000"),
        ("un palo y medio", "1500000"),
        ("cuatro mil quinientos y medio", "4500.5"),
        ("dos y medio", "2.5"),
        ("a las 3 y media", "a las 3 y media"),  # a clock time
        ("medio mes", "medio mes"),
        ("y medio", "y medio"),
        # "un", "una", "once" only when something counted follows
        ("una factura", "1 factura"),
        ("un dólar", "1 dólar"),
        ("un $", "1 $"),
        ("once días", "11 días"),
        ("el once de noviembre", "el 11 de noviembre"),
        ("un pago de", "un pago de"),
        ("uno de tus pagos", "uno de tus pagos"),
        ("un 45,52 %", "un 45,52 %"),
        ("once you pay", "once you pay"),
        ("un", "un"),
        # words that are not numbers here
        ("mil gracias", "mil gracias"),
        ("10 por ciento", "10 por ciento"),
        ("cien por ciento", "100 por ciento"),
        ("inv_7k2m9q4x1z2611", "inv_7k2m9q4x1z2611"),
        ("plan fibra-100", "plan fibra-100"),
        ("hundred", "hundred"),
        ("millones", "millones"),
        ("cienfuegos", "cienfuegos"),
    ],
)
def test_number_phrases_are_read_as_their_value(written: str, read_as: str) -> None:
    """Each phrase becomes its value in digits; anything else is left as it was."""
    assert spelled(written) == read_as


def test_a_word_amount_is_held_to_the_rules_of_digits() -> None:
    """``cuatro mil quinientos bolívares`` is the amount 4500 VES, reported as written."""
    [token] = read("son cuatro mil quinientos bolívares").tokens
    assert (token.kind, token.value, token.currency) == (Kind.AMOUNT, Decimal(4500), "VES")
    assert token.text == "cuatro mil quinientos bolívares"
    [prefixed] = read("Bs. 4 mil").tokens
    assert (prefixed.value, prefixed.currency, prefixed.text) == (Decimal(4000), "VES", "Bs. 4 mil")


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10**12 - 1))
def test_any_number_in_spanish_words_reads_back(n: int) -> None:
    """Every integer spelled in Spanish is read as that integer (with a currency after it)."""
    [token] = read(f"{spanish(n)} bolívares").tokens
    assert (token.value, token.currency) == (Decimal(n), "VES")


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10**12 - 1))
def test_any_number_in_english_words_reads_back(n: int) -> None:
    """Every integer spelled in English is read as that integer."""
    [token] = read(f"{english(n)} dollars").tokens
    assert (token.value, token.currency) == (Decimal(n), "USD")
