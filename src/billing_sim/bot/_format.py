"""es-VE wording of values that are not money: dates, months, decimals, names, account tails.

Money is never formatted here: amounts reach the customer as the API's ``display`` strings.
What this module writes is read back to the same meaning by the grounding verifier
(``25 de noviembre de 2026`` is the date 2026-11-25, ``116,00`` is 116.00).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from decimal import Decimal

MONTH_NAMES = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip
_NAME_LIMIT = 60
_SIGNS = "-\u2212+"


def long_date(day: date) -> str:
    """``25 de noviembre de 2026``."""
    return f"{day.day} de {MONTH_NAMES[day.month - 1]} de {day.year}"


def month_of(period: str) -> str:
    """``noviembre de 2026`` for the billing period ``2026-11``."""
    year, month = period.split("-")
    return f"{MONTH_NAMES[int(month) - 1]} de {year}"


def period_of(day: date) -> str:
    """The billing period (``YYYY-MM``) a date falls in."""
    return f"{day.year:04d}-{day.month:02d}"


def decimal_es(number: str) -> str:
    """A decimal string of the API (``1234.50``) in es-VE notation (``1.234,50``).

    The digits and the number of decimals are kept as the API wrote them; only the
    separators change, so the value is the same one the evidence states.
    """
    value = Decimal(number)
    sign = "-" if value < 0 else ""
    whole, _, fraction = number.lstrip("-").partition(".")
    grouped = f"{int(whole):,}".replace(",", ".")
    return f"{sign}{grouped},{fraction}" if fraction else f"{sign}{grouped}"


def unsigned(display: str) -> str:
    """A money ``display`` string without its sign (``-Bs. 146,45`` → ``Bs. 146,45``).

    Prose carries the direction in words ("bajó Bs. 146,45"); the verifier matches an
    unsigned amount against either sign.
    """
    return display[1:].lstrip() if display[:1] in _SIGNS else display


def clean_name(name: str) -> str:
    """A customer name fit for one line of a reply: no control characters, bounded length."""
    printable = "".join(" " if unicodedata.category(ch)[0] in "CZ" else ch for ch in name)
    collapsed = re.sub(r"\s+", " ", printable).strip()
    if len(collapsed) > _NAME_LIMIT:
        collapsed = collapsed[: _NAME_LIMIT - 1].rstrip() + "…"
    return collapsed


def first_name(name: str) -> str:
    """The first word of a person's name (``María`` of ``María Alejandra González``)."""
    words = clean_name(name).split(" ")
    return words[0]


def account_tail(account_number: str) -> str:
    """The last four digits of an account number, all a disambiguation reply shows."""
    return account_number[-4:]


def plural(count: int, one: str, many: str) -> str:
    """``one`` when ``count`` is 1, else ``many``."""
    return one if count == 1 else many
