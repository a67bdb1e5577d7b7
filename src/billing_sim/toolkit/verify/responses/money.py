"""Money on the wire: integer minor units, and ``display`` rendered from them in the locale."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from billing_sim.openapi.conventions import format_money
from billing_sim.toolkit.verify.responses.exchange import Exchange, minor
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations

MONEY_COMPONENTS = ("Money", "SignedMoney")
_CURRENCY = re.compile(r"[A-Z]{3}")


def display(exchange: Exchange) -> Violations:
    """Every Money's ``display`` is its ``amount_minor`` and ``currency`` rendered by the
    contract's rules (``Bs. 2.637,50`` in es-VE, ``VES 2,637.50`` in en) in the negotiated
    locale; the contract's renderer (:func:`billing_sim.openapi.conventions.format_money`, from
    its ``x-conventions`` locales) is the reference."""
    locale = exchange.locale
    if locale is None:
        return None
    wrong, seen = [], False
    for pointer, money in money_objects(exchange):
        amount, currency, shown = minor(money), money.get("currency"), money.get("display")
        if amount is None or not isinstance(currency, str) or not isinstance(shown, str):
            continue  # response_schema_conformance reports the shape
        if not _CURRENCY.fullmatch(currency):
            continue
        seen = True
        expected = format_money(amount, currency, locale)
        if shown != expected:
            wrong.append(
                f"{pointer}: display {shown!r} for {amount} {currency}; in {locale} it is "
                f"{expected!r}"
            )
    return wrong if seen else None


def integer_minor_units(exchange: Exchange) -> Violations:
    """Every number in a JSON body is written as an integer.

    The contract declares no fractional number: money is integer minor units, rates and
    quantities are decimal strings. JSON Schema's ``integer`` accepts ``337600.0``, so the schema
    check cannot see money written as floats; this one does.
    """
    if exchange.body is None:
        return None
    return [
        f"{path} = {value!r} is written as a float" for path, value in _floats(exchange.body, "")
    ]


def money_objects(exchange: Exchange) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every Money and SignedMoney of the body."""
    for component in MONEY_COMPONENTS:
        yield from exchange.instances(component)


def _floats(value: Any, path: str) -> Iterator[tuple[str, float]]:
    if isinstance(value, float):
        yield path or "/", value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _floats(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _floats(item, f"{path}/{index}")


PROMISES = (
    ResponsePromise(
        "money.display",
        "Money display disagrees with its amount and currency in the negotiated locale",
        "successful responses carrying Money",
        display,
    ),
    ResponsePromise(
        "money.integer-minor-units",
        "Number written as a float",
        "JSON bodies",
        integer_minor_units,
    ),
)
