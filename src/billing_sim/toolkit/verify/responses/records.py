"""Promises about single records: balances, payments, plans and date ranges."""

from __future__ import annotations

from typing import Any

from billing_sim.openapi.conventions import PAYMENT_METHOD_CURRENCY, convert
from billing_sim.openapi.operations import PRICING_CURRENCY
from billing_sim.toolkit.verify.responses.exchange import field, minor
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations, holds, on_each

DOLLAR = PRICING_CURRENCY
"""Dollar payments are in the pricing currency and applied at the BCV rate."""
_DATE = r"^\d{4}-\d{2}-\d{2}$"


def net_position(balance: dict[str, Any]) -> Violations:
    """``net_position`` gives the direction: ``owes`` when something is due and no credit is
    available, ``in_credit`` for credit and nothing due, ``settled`` when both are zero.
    (Both amounts non-zero is not judged: the contract does not say how they net.)"""
    due, credit = minor(balance.get("amount_due")), minor(balance.get("credit_available"))
    if due is None or credit is None or (due > 0 and credit > 0):
        return None
    expected = "owes" if due > 0 else "in_credit" if credit > 0 else "settled"
    shown = balance.get("net_position")
    return holds(
        shown == expected,
        f"net_position is {shown!r} with amount_due {due} and credit_available {credit}",
    )


def currency_matches_method(payment: dict[str, Any]) -> Violations:
    """A payment's amount is in its method's currency."""
    expected = PAYMENT_METHOD_CURRENCY.get(str(payment.get("method")))
    currency = field(payment.get("amount"), "currency")
    if expected is None or currency is None:
        return None
    return holds(
        currency == expected,
        f"a {payment.get('method')} payment in {currency}; that method pays in {expected}",
    )


def dollar_rate(payment: dict[str, Any]) -> Violations:
    """A dollar payment carries the BCV rate it was applied at, and ``amount_applied`` is the
    amount converted at that rate."""
    amount, applied = payment.get("amount"), payment.get("amount_applied")
    if field(amount, "currency") != DOLLAR or minor(amount) is None or minor(applied) is None:
        return None
    rate = payment.get("exchange_rate")
    if not isinstance(rate, dict) or rate.get("base") != DOLLAR or rate.get("source") != "BCV":
        return [f"a dollar payment without its BCV rate (exchange_rate {rate!r})"]
    if rate.get("quote") != field(applied, "currency"):
        return [
            f"the rate converts to {rate.get('quote')}, amount_applied is in "
            f"{field(applied, 'currency')}"
        ]
    try:
        expected = convert(minor(amount) or 0, str(rate.get("rate")))
    except ValueError:
        return None
    return holds(
        expected == minor(applied),
        f"{minor(amount)} USD at {rate.get('rate')} is {expected}; amount_applied is "
        f"{minor(applied)}",
    )


def unlimited(plan: dict[str, Any]) -> Violations:
    """An unlimited plan has neither allowance nor overage price; a capped plan has both."""
    if "data_allowance_gb" not in plan or "overage_unit_price" not in plan:
        return None
    allowance, overage = plan["data_allowance_gb"], plan["overage_unit_price"]
    return holds(
        (allowance is None) == (overage is None),
        f"data_allowance_gb {allowance!r} with overage_unit_price {overage!r}",
    )


def price_currency(plan: dict[str, Any]) -> Violations:
    """A plan's monthly price is in the pricing currency, USD."""
    currency = field(plan.get("price"), "currency")
    if currency is None:
        return None
    return holds(currency == PRICING_CURRENCY, f"price in {currency}, not {PRICING_CURRENCY}")


def date_range(period: dict[str, Any]) -> Violations:
    """An inclusive date range starts on or before its end."""
    start, end = period.get("start"), period.get("end")
    if not isinstance(start, str) or not isinstance(end, str) or len(start) != 10 or len(end) != 10:
        return None
    return holds(start <= end, f"starts {start}, after its end {end}")


PROMISES = (
    ResponsePromise(
        "balance.net-position",
        "Balance net_position disagrees with its amounts",
        "balances",
        on_each("Balance", net_position),
    ),
    ResponsePromise(
        "payments.currency-matches-method",
        "Payment in another currency than its method's",
        "payments",
        on_each("Payment", currency_matches_method),
    ),
    ResponsePromise(
        "payments.dollar-rate",
        "Dollar payment not applied at its BCV rate",
        "payments in dollars",
        on_each("Payment", dollar_rate),
    ),
    ResponsePromise(
        "plans.unlimited",
        "Plan allowance and overage price disagree on whether it is unlimited",
        "plans",
        on_each("Plan", unlimited),
    ),
    ResponsePromise(
        "plans.price-currency",
        "Plan price not in the pricing currency",
        "plans",
        on_each("Plan", price_currency),
    ),
    ResponsePromise(
        "dates.ranges",
        "Date range that ends before it starts",
        "date ranges",
        on_each("DateRange", date_range),
    ),
)
