"""How ``billing_sim.bot._numbers`` cuts a text into numeric tokens and reads each one."""

from __future__ import annotations

from decimal import Decimal

import pytest

from billing_sim.bot._numbers import Kind, Token, read_number, tokenize


def _tokens(text: str) -> list[Token]:
    return list(tokenize(text))


@pytest.mark.parametrize(
    ("core", "expected"),
    [
        pytest.param("45", Decimal(45), id="digits-only-integer"),
        pytest.param("1.234,56", Decimal("1234.56"), id="both-es-VE"),
        pytest.param("1,234.56", Decimal("1234.56"), id="both-en"),
        pytest.param("1.234.567,89", Decimal("1234567.89"), id="both-es-VE-millions"),
        pytest.param("1.234.567", Decimal(1234567), id="one-kind-repeated-dots"),
        pytest.param("1,234,567", Decimal(1234567), id="one-kind-repeated-commas"),
        pytest.param("4.500", Decimal(4500), id="three-after-dot-is-thousands"),
        pytest.param("4,500", Decimal(4500), id="three-after-comma-is-thousands"),
        pytest.param("45.00", Decimal("45.00"), id="two-after-dot-is-decimal"),
        pytest.param("45,00", Decimal("45.00"), id="two-after-comma-is-decimal"),
        pytest.param("45,5", Decimal("45.5"), id="one-after-is-decimal"),
        pytest.param("105.5000", Decimal("105.5"), id="four-after-is-decimal"),
        pytest.param("0.500", Decimal("0.5"), id="zero-head-is-decimal"),
        pytest.param("1234.567", Decimal("1234.567"), id="long-head-is-decimal"),
        pytest.param("1.23,45", None, id="bad-thousands-group"),
        pytest.param("1.234,56,78", None, id="decimal-separator-twice"),
        pytest.param("1.2.3", None, id="repeated-short-groups"),
        pytest.param("0.234.567", None, id="repeated-with-zero-head"),
    ],
)
def test_read_number_follows_the_rule_table(core: str, expected: Decimal | None) -> None:
    """Each row of the separator table reads to its documented value (or to none)."""
    assert read_number(core) == expected


@pytest.mark.parametrize(
    ("text", "kind", "written"),
    [
        ("vence el 25 de noviembre de 2026.", Kind.DATE, "25 de noviembre de 2026"),
        ("due November 25, 2026", Kind.DATE, "November 25, 2026"),
        ("due 25 November", Kind.DATE, "25 November"),
        ("vence 2026-11-25", Kind.DATE, "2026-11-25"),
        ("vence 25/11/2026", Kind.DATE, "25/11/2026"),
        ("vence 25-11-2026", Kind.DATE, "25-11-2026"),
        ("vence el 25/11", Kind.DATE, "25/11"),
        ("factura de noviembre de 2026", Kind.PERIOD, "noviembre de 2026"),
        ("the November 2026 bill", Kind.PERIOD, "November 2026"),
        ("periodo 2026-11", Kind.PERIOD, "2026-11"),
        ("periodo 11/2026", Kind.PERIOD, "11/2026"),
        ("saldo Bs. 2.637,50", Kind.AMOUNT, "Bs. 2.637,50"),
        ("saldo 2.637,50 Bs", Kind.AMOUNT, "2.637,50 Bs"),
        ("subió 45,52 %", Kind.AMOUNT, "45,52 %"),
        ("id inv_7k2m9q4x1z2611.", Kind.WORD, "inv_7k2m9q4x1z2611"),
        ("cuenta 1000-0000-16", Kind.IDENTIFIER, "1000-0000-16"),
        ("cédula V12345678", Kind.IDENTIFIER, "V12345678"),
        ("a las 10:30", Kind.TIME, "10:30"),
        ("as of 14:03:00.250-04:00", Kind.TIME, "14:03:00.250-04:00"),
        ("(amount_minor 337600 VES)", Kind.MINOR, "amount_minor 337600 VES"),
        ("el 31/02/2026", Kind.LITERAL, "31/02/2026"),
        ("periodo 2026-13", Kind.LITERAL, "2026-13"),
        ("versión 1.2.3", Kind.LITERAL, "1.2.3"),
    ],
)
def test_tokenize_reads_each_kind(text: str, kind: Kind, written: str) -> None:
    """A text holding one number yields one token of the documented kind, as written."""
    [token] = _tokens(text)
    assert (token.kind, token.text) == (kind, written)


def test_signed_amounts_keep_sign_and_currency() -> None:
    """``-Bs. 1.055,00`` is minus 1055 VES, written with an explicit sign."""
    [token] = _tokens("delta: -Bs. 1.055,00")
    assert (token.value, token.currency, token.signed) == (Decimal("-1055.00"), "VES", True)


def test_minus_sign_after_currency_counts() -> None:
    """A minus sign (U+2212) after the currency symbol makes the amount negative too."""
    [token] = _tokens("delta: Bs. \u22121.055,00")
    assert token.value == Decimal("-1055.00")


@pytest.mark.parametrize(
    ("text", "currency"),
    [
        ("Bs.S 10", "VES"),
        ("VED 10", "VED"),
        ("USD 10", "USD"),
        ("US$10", "USD"),
        ("$10", "USD"),
        ("10 dólares", "USD"),
        ("10 bolívares", "VES"),
        ("€10", "EUR"),
        ("10 por ciento", "%"),
    ],
)
def test_currency_markers_map_to_iso_codes(text: str, currency: str) -> None:
    """Symbols, codes and words for a currency read to one ISO code (``%`` for percents)."""
    [token] = _tokens(text)
    assert token.currency == currency


def test_hyphen_after_a_letter_is_not_a_sign() -> None:
    """``fibra-100`` states 100, not minus 100."""
    [token] = _tokens("plan fibra-100")
    assert (token.value, token.signed) == (Decimal(100), False)


def test_short_dash_chains_are_separate_numbers() -> None:
    """``1-15`` has fewer than 7 digits: it states 1 and 15."""
    assert [t.text for t in _tokens("del 1-15")] == ["1", "15"]


def test_plus_joins_spaced_phone_groups() -> None:
    """``+58 414-123 4567`` is one identifier with the digits 584141234567."""
    [token] = _tokens("llame al +58 414-123 4567")
    assert (token.kind, token.digits) == (Kind.IDENTIFIER, "584141234567")


def test_lowercase_may_is_not_a_month() -> None:
    """English "may" the verb is not a date; capitalized "May 5" is."""
    assert [t.kind for t in _tokens("you may 5")] == [Kind.AMOUNT]
    assert [t.kind for t in _tokens("on May 5")] == [Kind.DATE]


def test_digits_glued_after_other_tokens_are_still_tokens() -> None:
    """Digits no reading claims (after ``Bs. 45-``) still come out, as literals."""
    assert [(t.kind, t.text) for t in _tokens("Bs. 45-50")] == [
        (Kind.AMOUNT, "Bs. 45"),
        (Kind.LITERAL, "50"),
    ]


def test_full_width_digits_are_normalized() -> None:
    """NFKC turns full-width digits into ASCII ones so they cannot slip past the check."""
    [token] = _tokens("debes \uff14\uff15")
    assert token.value == Decimal(45)
