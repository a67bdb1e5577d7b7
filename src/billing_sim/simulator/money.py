"""Money arithmetic and Venezuelan display strings, with integers and strings only.

Amounts are integer minor units. Displays are rendered here by string arithmetic rather than with
ICU/Babel: CLDR's es-VE symbol is the 2018 ``Bs.S`` and Spanish skips grouping for four-digit
numbers, while the contract wants ``Bs. 2.637,50`` (``Bs.``, "." thousands, "," decimals, always two
decimals). Rates are decimal strings (``"105.5000"``) and conversions round half-up (away from zero)
per line; nothing here ever touches a float.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import lru_cache

from billing_sim.openapi import models

MAX_SAFE_MINOR = 2**53 - 1
"""Largest amount the contract allows (JavaScript's safe integer)."""

_DECIMAL = re.compile(r"^(-?)([0-9]+)(?:\.([0-9]+))?$")
_CURRENCY = re.compile(r"[A-Z]{3}")
_ES_SYMBOLS = {"VES": "Bs."}
"""Local symbols used by the es-VE locale; other currencies show their ISO code."""


def is_english(locale: str) -> bool:
    """Whether ``locale`` renders in English (``en``, ``en-US``...); anything else is es-VE."""
    return locale == "en" or locale.startswith("en-")


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded to the nearest integer, halves away from zero.

    Raises:
        ValueError: If ``denominator`` is not positive.
    """
    if denominator <= 0:
        raise ValueError("denominator must be positive")
    quotient, remainder = divmod(abs(numerator), denominator)
    if 2 * remainder >= denominator:
        quotient += 1
    return -quotient if numerator < 0 else quotient


def round_fraction(value: Fraction) -> int:
    """An exact rational rounded half-up (away from zero) to an integer."""
    return round_half_up(value.numerator, value.denominator)


@lru_cache(maxsize=1024)
def parse_decimal(text: str) -> Fraction:
    """The exact value of a decimal string such as ``"105.5000"`` or ``"-12.40"``.

    Raises:
        ValueError: If ``text`` is not a plain decimal number.
    """
    match = _DECIMAL.fullmatch(text)
    if match is None:
        raise ValueError(f"not a decimal string: {text!r}")
    sign, whole, fraction = match.groups()
    digits = fraction or ""
    value = Fraction(int(whole + digits), 10 ** len(digits))
    return -value if sign else value


def decimal_string(value: Fraction, places: int) -> str:
    """``value`` rounded half-up to ``places`` decimals, as a decimal string (``"45.52"``)."""
    scaled = round_fraction(value * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, fraction = divmod(abs(scaled), 10**places)
    if places == 0:
        return f"{sign}{whole}"
    return f"{sign}{whole}.{fraction:0{places}d}"


def convert(amount_minor: int, rate: str) -> int:
    """``amount_minor`` of the pricing currency converted at ``rate``, rounded half-up.

    Both currencies have two decimals, so minor units convert directly:
    ``convert(2500, "105.5000") == 263750``.
    """
    value = parse_decimal(rate) * amount_minor
    return round_fraction(value)


def convert_exact(amount: Fraction, rate: str) -> int:
    """A rational amount of minor units converted at ``rate``, rounded half-up once."""
    return round_fraction(amount * parse_decimal(rate))


def _group(digits: str, separator: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return separator.join(parts)


def format_money(amount_minor: int, currency: str, locale: str) -> str:
    """The display string of an amount, e.g. ``Bs. 2.637,50``, ``-VES 1,055.00``, ``USD 25,00``.

    Args:
        amount_minor: Signed amount in minor units (two decimals).
        currency: Upper-case ISO 4217 code.
        locale: ``es-VE`` (default rendering) or ``en``.

    Raises:
        ValueError: If the currency code is malformed.
    """
    if not _CURRENCY.fullmatch(currency):  # not match: "$" lets "USD\n" through
        raise ValueError(f"not an ISO 4217 code: {currency!r}")
    english = is_english(locale)
    whole, cents = divmod(abs(amount_minor), 100)
    grouped = _group(str(whole), "," if english else ".")
    number = f"{grouped}.{cents:02d}" if english else f"{grouped},{cents:02d}"
    symbol = currency if english else _ES_SYMBOLS.get(currency, currency)
    sign = "-" if amount_minor < 0 else ""
    return f"{sign}{symbol} {number}"


def format_decimal(text: str, locale: str) -> str:
    """A decimal string for reading, with the locale's decimal mark (``105,5000`` in es-VE).

    Grouping is deliberately left out: rates and gigabytes are short and read better bare.
    """
    parse_decimal(text)
    return text if is_english(locale) else text.replace(".", ",")


def money(amount_minor: int, currency: str, locale: str) -> models.Money:
    """A contract ``Money`` (non-negative) rendered for ``locale``.

    Raises:
        ValueError: If the amount is negative or too large.
    """
    if not 0 <= amount_minor <= MAX_SAFE_MINOR:
        raise ValueError(f"Money must be within 0..2^53-1, got {amount_minor}")
    return models.Money(
        amount_minor=amount_minor,
        currency=currency,
        display=format_money(amount_minor, currency, locale),
    )


def signed_money(amount_minor: int, currency: str, locale: str) -> models.SignedMoney:
    """A contract ``SignedMoney`` rendered for ``locale``.

    Raises:
        ValueError: If the amount's magnitude is too large.
    """
    if abs(amount_minor) > MAX_SAFE_MINOR:
        raise ValueError(f"SignedMoney must be within ±(2^53-1), got {amount_minor}")
    return models.SignedMoney(
        amount_minor=amount_minor,
        currency=currency,
        display=format_money(amount_minor, currency, locale),
    )


def rate_string(rate: Decimal | str) -> str:
    """A BCV rate normalised to four decimals (``"105.5000"``).

    Raises:
        ValueError: If ``rate`` is not a positive decimal.
    """
    try:
        value = Decimal(rate)
    except InvalidOperation as error:
        raise ValueError(f"not a decimal rate: {rate!r}") from error
    if not value.is_finite() or value <= 0:
        raise ValueError(f"a rate must be positive, got {rate!r}")
    return decimal_string(Fraction(value), 4)
