"""Money on the wire: contract ``Money``/``SignedMoney`` objects and BCV rate strings.

The arithmetic and the display strings are the contract's conventions
(:mod:`billing_sim.openapi.conventions`, shared with ``billing-sim verify``); they are re-exported
here for the simulator's modules. Amounts are integer minor units; nothing here touches a float.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from fractions import Fraction

from billing_sim.openapi import models
from billing_sim.openapi.conventions import (
    convert,
    convert_exact,
    decimal_string,
    format_decimal,
    format_money,
    is_english,
    parse_decimal,
    round_fraction,
    round_half_up,
)

__all__ = [
    "MAX_SAFE_MINOR",
    "convert",
    "convert_exact",
    "decimal_string",
    "format_decimal",
    "format_money",
    "is_english",
    "money",
    "parse_decimal",
    "rate_string",
    "round_fraction",
    "round_half_up",
    "signed_money",
]

MAX_SAFE_MINOR = 2**53 - 1
"""Largest amount the contract allows (JavaScript's safe integer)."""


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
