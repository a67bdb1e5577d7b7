"""Evidence for the grounding verifier, built from typed data: tool results and computed facts.

A tool result's support is its typed ``data``, walked field by field: every ``Money`` gives
its ``display`` string and its minor units (``amount_minor 337600 VES``), dates and times
their ISO form, enums their value, strings, integers and decimal strings themselves. The
rendered ``evidence_text`` is kept for the drafter to read, but supports nothing: its
labels and counters ("Reason 4:", "1 customer(s) match", "3 attempt(s)") are the client's
wording, not the billing system's data, and can change without notice.

A few fields carry no figure a reply should ever quote, and are left out so that their
small integers cannot lend support to an invented count: the service address, e-mail and
locale, creation timestamps, URLs, line quantities and tax rates in basis points (the
line's description states the rate as customers read it: ``IVA 16 %``), linked line ids.

A fact computed in code (``computed``) supports exactly the values the code derived, never
the words around them.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Any

from billing_sim.bot.grounding import Evidence
from billing_sim.client import ToolResult
from billing_sim.client.models import ExchangeRate, Money, SignedMoney

__all__ = ["computed", "data_values", "of_result"]

COMPUTED = "computed"
"""The ``source`` of facts derived in code."""

_SKIPPED = frozenset({
    "service_address", "email", "locale", "created_at", "url", "pdf_url", "quantity",
    "tax_rate_bps", "linked_line_id", "has_more", "object",
})  # fmt: skip


def _value_text(value: object) -> str:
    if isinstance(value, date):  # datetimes too: the ISO form states date and time
        return value.isoformat()
    return str(value)


def _walk(value: object) -> Iterator[str]:
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, Money | SignedMoney):
        yield value.display
        yield f"amount_minor {value.amount_minor} {value.currency}"
    elif isinstance(value, ExchangeRate):
        # the rate is an amount of the quote currency per unit of the base ("95,2400 Bs. por
        # dólar"), whether or not it moved since the bill before
        yield f"{value.rate} {value.quote}"
        yield from _fields(value)
    elif isinstance(value, Enum):
        yield str(value.value)
    elif isinstance(value, str | int | float | Decimal | date | datetime):
        yield _value_text(value)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _walk(item)
    else:
        yield from _fields(value)


def _fields(value: object) -> Iterator[str]:
    fields: dict[str, Any] = getattr(type(value), "model_fields", {})
    for name in fields:
        if name not in _SKIPPED:
            yield from _walk(getattr(value, name))


def data_values(data: object) -> tuple[str, ...]:
    """The values of typed API data that may support a reply's numbers, each once."""
    return tuple(dict.fromkeys(_walk(data)))


def of_result(result: ToolResult[Any]) -> Evidence:
    """A capability's result as evidence: its text to read, its typed data to support."""
    return Evidence(result.capability, result.evidence_text, data_values(result.data))


def computed(text: str, *values: object) -> Evidence:
    """A fact derived in code: ``text`` says what was computed, ``values`` are its results.

    Args:
        text: The fact in fixed English wording, for the drafter and the logs.
        values: What the code derived (numbers, dates, strings): the only support it gives.
    """
    return Evidence(COMPUTED, text, tuple(_value_text(value) for value in values))
