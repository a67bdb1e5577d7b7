"""Bill-summary arithmetic: lines and reasons add up to the change, which the snapshots give."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from billing_sim.openapi.conventions import decimal_string, format_money
from billing_sim.toolkit.verify.responses.exchange import Exchange, field, minor
from billing_sim.toolkit.verify.responses.promise import (
    ResponsePromise,
    Violations,
    combine,
    holds,
    on_each,
)

_AMOUNT = re.compile(r"(-?)(Bs\.|[A-Z]{3}) ?(\d[\d.,]*[.,]\d{2})(?![\d])")
"""A money amount quoted in text, in either locale's format (``Bs. 1.234,50``, ``VES 1,234.50``)."""
_SYMBOLS = {"Bs.": "VES"}


def _list(summary: dict[str, Any], name: str) -> list[dict[str, Any]]:
    items = summary.get(name)
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def _totals(summary: dict[str, Any]) -> tuple[int, int] | None:
    """``(previous.total_due, current.total_due)`` when both are there."""
    previous = minor(field(summary.get("previous"), "total_due"))
    current = minor(field(summary.get("current"), "total_due"))
    return (previous, current) if previous is not None and current is not None else None


def lines_add_up(summary: dict[str, Any]) -> Violations:
    """``previous.total_due + Σ lines.delta = current.total_due``."""
    totals = _totals(summary)
    deltas = [minor(line.get("delta")) for line in _list(summary, "lines")]
    if totals is None or None in deltas:
        return None
    previous, current = totals
    summed = sum(delta or 0 for delta in deltas)
    return holds(
        previous + summed == current,
        f"previous.total_due {previous} + Σ lines.delta {summed} = {previous + summed}, "
        f"but current.total_due is {current}",
    )


def reasons_add_up(summary: dict[str, Any]) -> Violations:
    """``Σ reasons.amount_impact = delta``."""
    delta = minor(summary.get("delta"))
    impacts = [minor(reason.get("amount_impact")) for reason in _list(summary, "reasons")]
    if delta is None or None in impacts:
        return None
    summed = sum(impact or 0 for impact in impacts)
    return holds(summed == delta, f"Σ reasons.amount_impact is {summed}, delta is {delta}")


def delta(summary: dict[str, Any]) -> Violations:
    """``delta`` = ``current.total_due`` - ``previous.total_due``."""
    totals = _totals(summary)
    if totals is None:
        return None
    previous, current = totals
    shown = minor(summary.get("delta"))
    return holds(
        shown == current - previous,
        f"delta is {shown}; current.total_due {current} - previous.total_due {previous} = "
        f"{current - previous}",
    )


def delta_pct(summary: dict[str, Any]) -> Violations:
    """``delta_pct`` is the delta as a percentage of the previous total due, two decimals,
    half-up."""
    totals = _totals(summary)
    if totals is None or totals[0] == 0:
        return None
    previous, current = totals
    expected = decimal_string(Fraction((current - previous) * 100, previous), 2)
    shown = summary.get("delta_pct")
    return holds(
        shown == expected,
        f"delta_pct is {shown!r}; {current - previous} of {previous} is {expected!r}",
    )


def first_bill(summary: dict[str, Any]) -> Violations:
    """On a first bill ``previous``, ``delta`` and ``delta_pct`` are null, lines compare against
    nothing and ``reasons`` is empty."""
    if "previous" not in summary or summary["previous"] is not None:
        return None
    wrong = [
        f"{name} is {summary.get(name)!r}"
        for name in ("delta", "delta_pct")
        if summary.get(name) is not None
    ]
    if _list(summary, "reasons"):
        wrong.append(f"{len(_list(summary, 'reasons'))} reason(s)")
    compared = [
        line.get("code")
        for line in _list(summary, "lines")
        if line.get("previous_amount") is not None
    ]
    if compared:
        wrong.append(f"lines with a previous amount: {', '.join(map(str, compared))}")
    return [f"a first bill (previous is null) with {item}" for item in wrong]


def line_delta(line: dict[str, Any]) -> Violations:
    """A line's ``delta`` is its current amount minus its previous one (absent counts as 0), and
    ``change`` says which way (``added``, ``removed``, ``increased``, ``decreased``,
    ``unchanged``)."""
    current, previous = line.get("current_amount"), line.get("previous_amount")
    shown = minor(line.get("delta"))
    if (
        shown is None
        or (current is not None and minor(current) is None)
        or (previous is not None and minor(previous) is None)
    ):
        return None
    expected = (minor(current) or 0) - (minor(previous) or 0)
    if previous is None:
        change = "added"
    elif current is None:
        change = "removed"
    else:
        change = "increased" if expected > 0 else "decreased" if expected < 0 else "unchanged"
    wrong = holds(shown == expected, f"delta is {shown}; current - previous = {expected}")
    wrong += holds(
        line.get("change") == change,
        f"change is {line.get('change')!r}; the amounts say {change!r}",
    )
    return [f"{line.get('code')}: {item}" for item in wrong]


def direction(summary: dict[str, Any]) -> Violations:
    """``direction`` is ``first_bill`` without a previous bill, else the sign of ``delta``."""
    if "previous" not in summary:
        return None
    if summary["previous"] is None:
        expected = "first_bill"
    else:
        totals = _totals(summary)
        if totals is None:
            return None
        change = totals[1] - totals[0]
        expected = "increased" if change > 0 else "decreased" if change < 0 else "unchanged"
    shown = summary.get("direction")
    return holds(shown == expected, f"direction is {shown!r}; the totals say {expected!r}")


def reason_details(exchange: Exchange) -> Violations:
    """Each reason's ``detail`` quotes amounts as display strings in the response locale."""
    locale = exchange.locale
    if locale is None:
        return None
    verdicts = []
    for pointer, reason in exchange.instances("BillReason"):
        detail = reason.get("detail")
        if not isinstance(detail, str):
            continue
        wrong = [
            f"{pointer}/detail quotes {quoted!r}; as a display in {locale} that is {expected!r}"
            for quoted, expected in _quoted_amounts(detail, locale)
            if quoted != expected
        ]
        verdicts.append(wrong)
    return combine(verdicts)


def _quoted_amounts(text: str, locale: str) -> list[tuple[str, str]]:
    """Each amount quoted in ``text`` and how ``display`` renders it in ``locale``."""
    quoted = []
    for match in _AMOUNT.finditer(text):
        sign, symbol, number = match.groups()
        digits = re.sub(r"[.,]", "", number)
        amount = int(digits) * (-1 if sign else 1)
        currency = _SYMBOLS.get(symbol, symbol)
        quoted.append((match.group(0), format_money(amount, currency, locale)))
    return quoted


PROMISES = (
    ResponsePromise(
        "bill.lines-add-up",
        "Bill summary lines do not add up to the change of total due",
        "bill summaries with a previous bill",
        on_each("BillSummary", lines_add_up),
    ),
    ResponsePromise(
        "bill.reasons-add-up",
        "Bill summary reasons do not add up to its delta",
        "bill summaries with a delta",
        on_each("BillSummary", reasons_add_up),
    ),
    ResponsePromise(
        "bill.delta",
        "Bill summary delta is not current - previous total due",
        "bill summaries with a previous bill",
        on_each("BillSummary", delta),
    ),
    ResponsePromise(
        "bill.delta-pct",
        "Bill summary delta_pct is not the delta over the previous total due",
        "bill summaries with a previous bill",
        on_each("BillSummary", delta_pct),
    ),
    ResponsePromise(
        "bill.first-bill",
        "First bill that compares against something",
        "bill summaries of a first bill",
        on_each("BillSummary", first_bill),
    ),
    ResponsePromise(
        "bill.line-delta",
        "Bill line delta or change disagrees with its amounts",
        "bill summary lines",
        on_each("BillLineChange", line_delta),
    ),
    ResponsePromise(
        "bill.direction",
        "Bill direction disagrees with its delta",
        "bill summaries",
        on_each("BillSummary", direction),
    ),
    ResponsePromise(
        "bill.reason-details",
        "Bill reason detail quotes an amount that is not a display in the response locale",
        "bill reasons",
        reason_details,
    ),
)
