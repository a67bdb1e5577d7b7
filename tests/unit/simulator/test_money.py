"""Money display strings and exact conversions (``billing_sim.simulator.money``)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from billing_sim.simulator.money import (
    MAX_SAFE_MINOR,
    convert,
    decimal_string,
    format_decimal,
    format_money,
    money,
    parse_decimal,
    rate_string,
    round_half_up,
    signed_money,
)

_DISPLAY = {
    "es-VE": re.compile(r"^(-?)(Bs\.|[A-Z]{3}) ((?:\d{1,3})(?:\.\d{3})*),(\d{2})$"),
    "en": re.compile(r"^(-?)([A-Z]{3}) ((?:\d{1,3})(?:,\d{3})*)\.(\d{2})$"),
}


def parse_display(display: str, locale: str) -> int:
    """Read a display string back into minor units, checking its exact shape."""
    match = _DISPLAY[locale].match(display)
    assert match is not None, display
    sign, _symbol, whole, cents = match.groups()
    value = int(whole.replace(".", "").replace(",", "")) * 100 + int(cents)
    return -value if sign else value


@pytest.mark.parametrize(
    ("amount", "currency", "locale", "expected"),
    [
        (263750, "VES", "es-VE", "Bs. 2.637,50"),
        (2500, "USD", "es-VE", "USD 25,00"),
        (263750, "VES", "en", "VES 2,637.50"),
        (2500, "USD", "en", "USD 25.00"),
        (-105500, "VES", "es-VE", "-Bs. 1.055,00"),
        (-105500, "VES", "en", "-VES 1,055.00"),
        (0, "VES", "es-VE", "Bs. 0,00"),
        (0, "USD", "en", "USD 0.00"),
        (123456750, "VES", "es-VE", "Bs. 1.234.567,50"),
        (123456750, "VES", "en", "VES 1,234,567.50"),
        (5, "VES", "es-VE", "Bs. 0,05"),
        (-1, "USD", "es-VE", "-USD 0,01"),
        (99999, "VES", "es-VE", "Bs. 999,99"),
        (100000, "VES", "es-VE", "Bs. 1.000,00"),
        (MAX_SAFE_MINOR, "VES", "es-VE", "Bs. 90.071.992.547.409,91"),
    ],
)
def test_format_money_renders_venezuelan_and_english_displays(amount, currency, locale, expected):
    """Displays follow the contract: symbol, grouping and two decimals per locale."""
    assert format_money(amount, currency, locale) == expected


def test_format_money_rejects_a_malformed_currency():
    """A currency that is not an upper-case ISO code is a programming error."""
    with pytest.raises(ValueError, match="ISO 4217"):
        format_money(100, "ves", "es-VE")


@given(
    amount=st.integers(min_value=-MAX_SAFE_MINOR, max_value=MAX_SAFE_MINOR),
    locale=st.sampled_from(["es-VE", "en"]),
    currency=st.sampled_from(["VES", "USD"]),
)
def test_display_parses_back_to_the_same_integer(amount, locale, currency):
    """Any amount up to 2^53 survives display and parsing, in both locales."""
    assert parse_display(format_money(amount, currency, locale), locale) == amount


@pytest.mark.parametrize(
    ("numerator", "denominator", "expected"),
    [(5, 10, 1), (4, 10, 0), (15, 10, 2), (-5, 10, -1), (-15, 10, -2), (-4, 10, 0), (0, 7, 0)],
)
def test_round_half_up_rounds_halves_away_from_zero(numerator, denominator, expected):
    """Halves round away from zero, in both signs."""
    assert round_half_up(numerator, denominator) == expected


def test_round_half_up_needs_a_positive_denominator():
    """A zero denominator is refused rather than guessed."""
    with pytest.raises(ValueError, match="positive"):
        round_half_up(1, 0)


@pytest.mark.parametrize(
    ("usd_minor", "rate", "expected"),
    [
        (2500, "105.5000", 263750),
        (300, "105.5000", 31650),
        (-1000, "105.5000", -105500),
        (1250, "105.5000", 131875),
        (1, "36.1235", 36),
        (1, "36.5000", 37),
        (-1, "36.5000", -37),
        (3, "0.5000", 2),
    ],
)
def test_convert_is_exact_and_half_up(usd_minor, rate, expected):
    """USD minor units convert at a decimal-string rate, rounding half-up once."""
    assert convert(usd_minor, rate) == expected


@given(st.integers(min_value=-(10**12), max_value=10**12), st.integers(1, 10**9))
def test_convert_never_drifts_more_than_half_a_unit(usd_minor, rate_scaled):
    """The converted amount is within half a minor unit of the exact product."""
    rate = f"{rate_scaled // 10_000}.{rate_scaled % 10_000:04d}"
    exact = Fraction(usd_minor) * Fraction(rate_scaled, 10_000)
    assert abs(convert(usd_minor, rate) - exact) <= Fraction(1, 2)


def test_decimal_helpers_keep_strings_exact():
    """Decimal strings parse exactly and render half-up to a fixed number of places."""
    assert parse_decimal("105.5000") == Fraction(211, 2)
    assert parse_decimal("-12.40") == Fraction(-62, 5)
    assert decimal_string(Fraction(105600 * 100, 232000), 2) == "45.52"
    assert decimal_string(Fraction(-1, 8), 2) == "-0.13"
    assert rate_string("105.5") == "105.5000"
    assert format_decimal("105.5000", "es-VE") == "105,5000"
    assert format_decimal("12.40", "en") == "12.40"


@pytest.mark.parametrize("text", ["1e5", "12,40", "", "abc", "1.2.3", "1.5\n"])
def test_parse_decimal_refuses_anything_but_plain_decimals(text):
    """Scientific notation and locale-formatted numbers are not decimal strings."""
    with pytest.raises(ValueError, match="decimal"):
        parse_decimal(text)


@pytest.mark.parametrize("rate", ["0", "-1.5", "NaN", "x"])
def test_rate_string_refuses_non_positive_rates(rate):
    """A BCV rate must be a positive decimal."""
    with pytest.raises(ValueError, match="rate"):
        rate_string(rate)


def test_money_models_carry_the_display_of_their_locale():
    """``money`` and ``signed_money`` build the contract models with server-side displays."""
    assert money(263750, "VES", "es-VE").display == "Bs. 2.637,50"
    assert signed_money(-50000, "VES", "en").display == "-VES 500.00"
    with pytest.raises(ValueError, match="Money"):
        money(-1, "VES", "es-VE")
    with pytest.raises(ValueError, match="SignedMoney"):
        signed_money(MAX_SAFE_MINOR + 1, "VES", "es-VE")


@given(
    amount=st.integers(min_value=-(2**70), max_value=2**70),
    currency=st.text(max_size=6),
    locale=st.text(max_size=8),
)
@example(amount=100, currency="USD\n", locale="en")  # "^[A-Z]{3}$" with re.match let it through
def test_format_money_fuzz_renders_or_refuses_the_currency_nothing_else(amount, currency, locale):
    """Arbitrary amounts (past int64), currencies and locales: a display that reads back to
    the same integer in its locale's grammar, or ``ValueError`` for a malformed currency."""
    if re.fullmatch(r"[A-Z]{3}", currency) is None:
        with pytest.raises(ValueError, match="ISO 4217"):
            format_money(amount, currency, locale)
        return
    display = format_money(amount, currency, locale)
    grammar = "en" if locale.lower().startswith("en") else "es-VE"
    assert _DISPLAY[grammar].fullmatch(display), display
    assert parse_display(display, grammar) == amount
