"""Invoice arithmetic: totals from lines, the printed waterfall, per-line conversion and tax."""

from __future__ import annotations

from typing import Any

from billing_sim.openapi.conventions import convert, round_half_up
from billing_sim.toolkit.verify.responses.exchange import field, minor
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations, holds, on_each

NEGATIVE_KINDS = frozenset({"discount", "credit", "proration_credit"})
"""Line kinds the contract calls credits and discounts: their amounts are negative."""


def _amounts(invoice: dict[str, Any], *names: str) -> list[int] | None:
    values = [minor(invoice.get(name)) for name in names]
    return [v for v in values if v is not None] if None not in values else None


def _lines(invoice: dict[str, Any]) -> list[dict[str, Any]]:
    lines = invoice.get("lines")
    return [line for line in lines if isinstance(line, dict)] if isinstance(lines, list) else []


def total_from_lines(invoice: dict[str, Any]) -> Violations:
    """``total`` = Σ ``amount`` of the lines whose kind is not ``previous_balance``."""
    total = minor(invoice.get("total"))
    amounts = [(line.get("kind"), minor(line.get("amount"))) for line in _lines(invoice)]
    if total is None or any(amount is None for _, amount in amounts):
        return None  # the schema check reports a missing amount
    summed = sum(amount or 0 for kind, amount in amounts if kind != "previous_balance")
    return holds(
        summed == total, f"total is {total}; its lines (previous balance aside) add up to {summed}"
    )


def total_from_totals(invoice: dict[str, Any]) -> Violations:
    """``total`` = ``subtotal`` - ``discount_total`` + ``tax_total`` - ``credits_applied``."""
    values = _amounts(
        invoice, "total", "subtotal", "discount_total", "tax_total", "credits_applied"
    )
    if values is None:
        return None
    total, subtotal, discount, tax, credits = values
    expected = subtotal - discount + tax - credits
    return holds(
        expected == total,
        f"total is {total}; subtotal {subtotal} - discount_total {discount} + tax_total {tax} "
        f"- credits_applied {credits} = {expected}",
    )


def total_due(invoice: dict[str, Any]) -> Violations:
    """``total_due`` = ``total`` + ``previous_balance``."""
    values = _amounts(invoice, "total_due", "total", "previous_balance")
    if values is None:
        return None
    due, total, previous = values
    return holds(
        due == total + previous,
        f"total_due is {due}; total {total} + previous_balance {previous} = {total + previous}",
    )


def amount_remaining(invoice: dict[str, Any]) -> Violations:
    """``amount_remaining`` = ``total`` - ``amount_paid``."""
    values = _amounts(invoice, "amount_remaining", "total", "amount_paid")
    if values is None:
        return None
    remaining, total, paid = values
    return holds(
        remaining == total - paid,
        f"amount_remaining is {remaining}; total {total} - amount_paid {paid} = {total - paid}",
    )


def tax_lines(invoice: dict[str, Any]) -> Violations:
    """Taxes are their own lines: ``tax_total`` = Σ ``amount`` of the ``tax`` lines."""
    tax_total = minor(invoice.get("tax_total"))
    taxes = [minor(line.get("amount")) for line in _lines(invoice) if line.get("kind") == "tax"]
    if tax_total is None or None in taxes:
        return None
    summed = sum(amount or 0 for amount in taxes)
    return holds(summed == tax_total, f"tax_total is {tax_total}; the tax lines add up to {summed}")


def line_currency(invoice: dict[str, Any]) -> Violations:
    """Every line's ``amount`` is in the invoice currency."""
    currency = invoice.get("currency")
    others = sorted(
        f"{line.get('id')} in {field(line.get('amount'), 'currency')}"
        for line in _lines(invoice)
        if field(line.get("amount"), "currency") not in (None, currency)
    )
    return holds(
        not others, f"the invoice is in {currency}, these lines are not: {', '.join(others)}"
    )


def line_conversion(invoice: dict[str, Any]) -> Violations:
    """A line priced in another currency has ``amount`` = ``pricing_amount`` converted at the
    invoice's exchange rate, rounded half-up (per line)."""
    currency, rate = invoice.get("currency"), invoice.get("exchange_rate")
    wrong: list[str] = []
    judged = False
    for line in _lines(invoice):
        pricing, amount = minor(line.get("pricing_amount")), minor(line.get("amount"))
        priced_in = field(line.get("pricing_amount"), "currency")
        if pricing is None or amount is None or priced_in == currency:
            continue
        judged = True
        if not isinstance(rate, dict) or (rate.get("base"), rate.get("quote")) != (
            priced_in,
            currency,
        ):
            wrong.append(
                f"{line.get('id')} is priced in {priced_in}; the invoice has no "
                f"{priced_in}→{currency} rate"
            )
            continue
        try:
            expected = convert(pricing, str(rate.get("rate")))
        except ValueError:
            continue  # a malformed rate is the schema check's
        if expected != amount:
            wrong.append(
                f"{line.get('id')}: {pricing} {priced_in} at {rate.get('rate')} is "
                f"{expected}, the line says {amount}"
            )
    return wrong if judged else None


def tax_line_amount(line: dict[str, Any]) -> Violations:
    """A ``tax`` line carries its rate and base, and its amount is the base at that rate,
    rounded half-up."""
    if line.get("kind") != "tax":
        return None
    bps, base, amount = (
        line.get("tax_rate_bps"),
        minor(line.get("tax_base")),
        minor(line.get("amount")),
    )
    if line.get("tax_base") is not None and base is None:
        return None  # a tax base that is not a Money is the schema check's (or integer money's)
    if not isinstance(bps, int) or isinstance(bps, bool) or base is None:
        return [
            f"a tax line without its rate or base (tax_rate_bps {bps!r}, tax_base "
            f"{line.get('tax_base')!r})"
        ]
    if amount is None:
        return None
    expected = round_half_up(base * bps, 10_000)
    return holds(expected == amount, f"{bps} bps of {base} is {expected}; the line says {amount}")


def line_signs(line: dict[str, Any]) -> Violations:
    """Credits and discounts are negative."""
    amount = minor(line.get("amount"))
    if line.get("kind") not in NEGATIVE_KINDS or amount is None:
        return None
    return holds(
        amount < 0, f"a {line.get('kind')} line of {amount}: credits and discounts are negative"
    )


PROMISES = (
    ResponsePromise(
        "invoice.total-from-lines",
        "Invoice total is not the sum of its lines",
        "invoices",
        on_each("Invoice", total_from_lines),
    ),
    ResponsePromise(
        "invoice.total-from-totals",
        "Invoice total does not follow from subtotal, discounts, taxes and credits",
        "invoices",
        on_each("Invoice", total_from_totals),
    ),
    ResponsePromise(
        "invoice.total-due",
        "Invoice total_due is not total + previous_balance",
        "invoices",
        on_each("Invoice", total_due),
    ),
    ResponsePromise(
        "invoice.amount-remaining",
        "Invoice amount_remaining is not total - amount_paid",
        "invoices",
        on_each("Invoice", amount_remaining),
    ),
    ResponsePromise(
        "invoice.tax-lines",
        "Invoice tax_total is not the sum of its tax lines",
        "invoices",
        on_each("Invoice", tax_lines),
    ),
    ResponsePromise(
        "invoice.line-currency",
        "Invoice line in another currency than its invoice",
        "invoices",
        on_each("Invoice", line_currency),
    ),
    ResponsePromise(
        "invoice.line-conversion",
        "Invoice line is not its price converted at the invoice's rate",
        "invoices with lines priced in another currency",
        on_each("Invoice", line_conversion),
    ),
    ResponsePromise(
        "invoice.tax-line-amount",
        "Tax line is not its base at its rate",
        "tax lines",
        on_each("InvoiceLine", tax_line_amount),
    ),
    ResponsePromise(
        "invoice.line-signs",
        "Credit or discount line that is not negative",
        "credit and discount lines",
        on_each("InvoiceLine", line_signs),
    ),
)
