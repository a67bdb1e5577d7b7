"""The contract's conventions as pure functions: money, locale and business calendar.

What ``billing.yaml`` says an answer must be, computed from the contract's own tables
(``x-conventions``, generated into :mod:`billing_sim.openapi.operations`): a ``display`` string
in a locale, which locale an ``Accept-Language`` selects, an amount converted at a rate and
rounded half-up, a percentage to two decimals, the Caracas date of a moment. The simulator builds
its answers with these functions and ``billing-sim verify`` judges an implementation's answers
with them, so both read the rule the contract states, and neither reads the other's code.

Standard library only, integers, fractions and strings only: nothing here ever touches a float.
Displays are rendered by string arithmetic rather than with ICU/Babel: CLDR's es-VE symbol is the
2018 ``Bs.S`` and Spanish skips grouping for four-digit numbers, while the contract wants
``Bs. 2.637,50`` (``Bs.``, "." thousands, "," decimals, always two decimals).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone
from fractions import Fraction
from functools import lru_cache

from billing_sim.openapi.operations import (
    BUSINESS_TIME_ZONE,
    BUSINESS_UTC_OFFSET_MINUTES,
    DEFAULT_LOCALE,
    LOCALES,
    MINOR_UNIT_DIGITS,
    PAYMENT_METHOD_CURRENCY,
    LocaleSpec,
)

__all__ = [
    "BUSINESS_TZ",
    "DEFAULT_LOCALE",
    "LOCALES",
    "PAYMENT_METHOD_CURRENCY",
    "business_date",
    "convert",
    "convert_exact",
    "decimal_string",
    "format_decimal",
    "format_money",
    "is_english",
    "locale_of",
    "negotiate_locale",
    "parse_decimal",
    "round_fraction",
    "round_half_up",
]

BUSINESS_TZ = timezone(timedelta(minutes=BUSINESS_UTC_OFFSET_MINUTES), BUSINESS_TIME_ZONE)
"""The business time zone (Venezuela has kept UTC-4 without daylight saving since 2016)."""

_DECIMAL = re.compile(r"^(-?)([0-9]+)(?:\.([0-9]+))?$")
_CURRENCY = re.compile(r"[A-Z]{3}")
_MINOR = 10**MINOR_UNIT_DIGITS


def _language(tag: str) -> str:
    return tag.split("-", 1)[0].lower()


def locale_of(tag: str) -> LocaleSpec:
    """The contract locale ``tag`` renders in: the one with its language (``en-US`` renders as
    ``en``), the default for any other."""
    wanted = _language(tag)
    for spec in LOCALES.values():
        if _language(spec.tag) == wanted:
            return spec
    return LOCALES[DEFAULT_LOCALE]


def is_english(locale: str) -> bool:
    """Whether ``locale`` renders in English (``en``, ``en-US``...)."""
    return locale_of(locale).tag == "en"


def negotiate_locale(accept_language: str | None) -> str:
    """The contract locale an ``Accept-Language`` header selects: the most preferred language
    (q-values honoured, ``q=0`` excluded) that a contract locale speaks; ``*`` or nothing
    supported selects the default."""
    return _negotiate(accept_language)


@lru_cache(maxsize=512)
def _negotiate(accept_language: str | None) -> str:
    if not accept_language:
        return DEFAULT_LOCALE
    ranked: list[tuple[float, int, str]] = []
    for position, item in enumerate(accept_language.split(",")):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        params = params.strip().lower()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        if quality > 0:
            ranked.append((-quality, position, tag.strip().lower()))
    languages = {_language(spec.tag): spec.tag for spec in LOCALES.values()}
    for _, _, tag in sorted(ranked):
        if tag == "*":
            return DEFAULT_LOCALE
        if _language(tag) in languages:
            return languages[_language(tag)]
    return DEFAULT_LOCALE


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

    Both currencies have the same minor unit, so minor units convert directly:
    ``convert(2500, "105.5000") == 263750``.
    """
    return round_fraction(parse_decimal(rate) * amount_minor)


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
        amount_minor: Signed amount in minor units.
        currency: Upper-case ISO 4217 code.
        locale: A contract locale (``es-VE``, ``en``); other tags render as :func:`locale_of`'s.

    Raises:
        ValueError: If the currency code is malformed.
    """
    if not _CURRENCY.fullmatch(currency):  # not match: "$" lets "USD\n" through
        raise ValueError(f"not an ISO 4217 code: {currency!r}")
    spec = locale_of(locale)
    whole, minor = divmod(abs(amount_minor), _MINOR)
    grouped = _group(str(whole), spec.group_mark)
    number = f"{grouped}{spec.decimal_mark}{minor:0{MINOR_UNIT_DIGITS}d}"
    sign = "-" if amount_minor < 0 else ""
    return f"{sign}{spec.symbols.get(currency, currency)} {number}"


def format_decimal(text: str, locale: str) -> str:
    """A decimal string for reading, with the locale's decimal mark (``105,5000`` in es-VE).

    Grouping is deliberately left out: rates and gigabytes are short and read better bare.
    """
    parse_decimal(text)
    return text.replace(".", locale_of(locale).decimal_mark)


def business_date(moment: datetime) -> date:
    """The business (Caracas) calendar date of an aware datetime."""
    return moment.astimezone(BUSINESS_TZ).date()
