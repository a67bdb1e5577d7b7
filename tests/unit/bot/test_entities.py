"""Account numbers, tax ids and billing months pulled out of customer messages."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

import pytest

from billing_sim.bot._entities import (
    find_account_number,
    find_period,
    find_tax_id,
    money_amounts,
    without_keys,
)

TODAY = date(2026, 11, 20)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi cuenta es 1000000016", "1000000016"),
        ("cuenta 1000-0000-16", "1000000016"),
        ("cta: 1000 0000 16, gracias", "1000000016"),
        ("nro de cuenta 12345678901", None),
        ("mi telefono +58 4141234567", None),
        ("tel 0414-1234567", None),
        ("debo Bs. 1.000.000,16", None),
        ("rif J-40123456-7", None),
        ("no me acuerdo del numero", None),
        # a payment's reference of ten digits, labelled as one, is no account
        ("la ref es 7946267955, q paso con eso", None),
        ("Referencia: 7946267955", None),
        ("comprobante nro 7946267955", None),
        ("mi cuenta 1000000016, la referencia es 7946267955", "1000000016"),
    ],
)
def test_find_account_number(text: str, expected: str | None) -> None:
    """Ten digits (spaces or dashes allowed) that are not a phone, a tax id, an amount or a
    payment's reference."""
    assert find_account_number(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi rif es V-12345678-9", "V-12345678-9"),
        ("cedula v12345678", "V-12345678"),
        ("V-12.345.678", "V-12345678"),
        ("J-40123456-7", "J-40123456-7"),
        ("e 81234567", "E-81234567"),
        # a RIF typed without its dashes: its ninth digit is the check digit
        ("el rif de la empresa es J401234567", "J-40123456-7"),
        ("rif v-123456789", "V-12345678-9"),
        ("C.I. 12.345.678", "V-12345678"),
        ("mi cédula es 12345678", "V-12345678"),
        ("tengo 12345678 problemas", None),
        ("cuenta 1000000016", None),
    ],
)
def test_find_tax_id(text: str, expected: str | None) -> None:
    """A lettered RIF/cédula in any common spelling, or a bare number after "cédula"."""
    assert find_tax_id(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("la factura de octubre", "2026-10"),
        ("la de noviembre", "2026-11"),
        ("y la de diciembre?", "2025-12"),
        ("noviembre 2025", "2025-11"),
        ("noviembre de 2025", "2025-11"),
        ("la de novienbre del 2025", "2025-11"),
        ("la de oct", "2026-10"),
        ("the October bill", "2026-10"),
        ("May 2026", "2026-05"),
        ("may I see my bill", None),
        # English "may" after a preposition of time is the month, else the verb
        ("how much data did we use in may?", "2026-05"),
        ("what did I pay for may", "2026-05"),
        ("we may have used more data", None),
        ("del mes pasado", "2026-10"),
        ("el mes anterior", "2026-10"),
        ("last month", "2026-10"),
        ("este mes", "2026-11"),
        ("mes antepasado", "2026-09"),
        ("el próximo mes", "2026-12"),
        ("periodo 2026-10", "2026-10"),
        ("la 10/2026", "2026-10"),
        ("pagué el 15/10/2026", "2026-10"),
        ("2026-13 no es un mes, pero octubre sí", "2026-10"),
        ("octubre o el mes pasado", "2026-10"),
        ("el mes pasado, no octubre", "2026-10"),
        ("cuanto debo", None),
        # an amount after a day and a month is no year ("el 27 de octubre de 2900 bs")
        ("hice un pago movil el 27 de octubre de 2900 bs", "2026-10"),
        ("pague el 3 de agosto 3500 bolos", "2026-08"),
        ("pague octubre de 1999 bs", "2026-10"),
    ],
)
def test_find_period(text: str, expected: str | None) -> None:
    """Explicit months win; else the first month name or relative phrase, resolved vs today."""
    assert find_period(text, today=TODAY) == expected


def test_relative_periods_cross_the_year() -> None:
    """In January, "el mes pasado" is December of the previous year."""
    assert find_period("el mes pasado", today=date(2027, 1, 5)) == "2026-12"
    assert find_period("el próximo mes", today=date(2026, 12, 5)) == "2027-01"


@pytest.mark.parametrize(
    "text",
    [
        "ya pago 7667292622? se le reflejó?",
        "mora de la cedula V-27.988.145-8",
        "cédula 12345678 y la mora",
        "desde el 0414-1234567 o +58 414 123 4567, la mora",
    ],
)
def test_a_search_for_the_policy_sees_no_lookup_key(text: str) -> None:
    """Accounts, RIF/cédulas and phones are blanked; the words stay."""
    cleaned = without_keys(text)
    assert not any(run for run in re.findall(r"\d{5,}", cleaned.replace(".", "")))
    assert ("mora" in cleaned) == ("mora" in text)
    assert without_keys("cuanto cuesta la reconexion") == "cuanto cuesta la reconexion"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cuanto debe? 30.481.180", "V-30481180"),
        ("el 12.345.678 es de mi mama", "V-12345678"),
        ("me cobraron Bs. 1.234.567", None),
        ("pague 1.234.567 bs", None),
        ("cuanto debo 3.376,00", None),
        ("cuanto debe 30.481.180,00", None),
        ("$1.234.567", None),
    ],
)
def test_a_bare_dotted_cedula_is_a_tax_id_and_an_amount_is_not(
    text: str, expected: str | None
) -> None:
    """ "30.481.180" alone is how a cédula is written: a claim for the access check, never
    lost; the same shape with a currency or decimals is money."""
    assert find_tax_id(text) == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("y esos 316 y medio q me sumaron?", [Decimal("316.5")]),
        ("q es ese cargo de 527 y medio?", [Decimal("527.5")]),
        ("me cobraron 316,5", [Decimal("316.5")]),
        ("les mande 4 mil y medio", [Decimal("4500")]),
        ("tengo 3 facturas y 316 gigas", []),
    ],
)
def test_an_amount_with_a_fraction_however_written_is_money(
    text: str, values: list[Decimal]
) -> None:
    """A fraction is cents ("316 y medio" is Bs. 316,50), so it quotes money though it is
    below a thousand and carries no currency; a bare count of something else does not."""
    assert [quoted.value for quoted in money_amounts(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("pasarme al de 300 megas q sale $35, tiene costo?", []),
        ("el plan que cuesta 40$ y el que vale 35$", []),
        ("la factura q me sale en 4.500 bs", [Decimal("4500")]),
        ("me sale 4.500 bs y antes 3.000 bs", [Decimal("4500"), Decimal("3000")]),
    ],
)
def test_the_price_of_something_offered_is_no_amount_of_the_bill(
    text: str, values: list[Decimal]
) -> None:
    """ "el de 300 megas q sale $35" prices an offer; "la factura q me sale en 4.500" quotes the
    customer's bill."""
    assert [quoted.value for quoted in money_amounts(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("quiero montarme en la fibra 1000 ya mismito", []),
        ("el plan 1000 me conviene?", []),
        # a currency named is money whatever comes before it
        ("la fibra 1000 me cobra 6.330 bs", [Decimal("6330")]),
        ("me cobraron 1000 bs", [Decimal("1000")]),
    ],
)
def test_a_plan_named_by_its_figure_is_no_money(text: str, values: list[Decimal]) -> None:
    """A figure after "fibra", "aire" or "plan" is the plan's speed ("la fibra 1000"), unless a
    currency says it is money."""
    assert [quoted.value for quoted in money_amounts(text)] == values
