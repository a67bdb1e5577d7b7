"""Promises about one page of a list: its size and its order."""

from __future__ import annotations

from datetime import date, datetime
from functools import cache
from itertools import pairwise
from typing import Any

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.responses.exchange import Exchange, child, field, minor
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations, combine, holds

NEWEST_FIELD = {
    "Customer": "created_at",
    "Invoice": "issue_date",
    "Subscription": "started_on",
    "Payment": "created_at",
    "CreditNote": "created_at",
}
"""What "newest" means for the items of each list the contract orders newest first."""
LINE_GROUPS = {"discount": 1, "tax": 2, "credit": 3, "previous_balance": 4}
"""Invoice order: charges (every other kind, 0), discounts, taxes, credits, previous balance."""


@cache
def default_limit() -> int:
    """The page size when ``limit`` is not sent (the ``Limit`` parameter's default)."""
    default = load_contract()["components"]["parameters"]["Limit"]["schema"]["default"]
    return int(default)


def page_size(exchange: Exchange) -> Violations:
    """A page holds at most ``limit`` items (the parameter's default when not sent)."""
    operation = OPERATIONS.get(exchange.operation_id)
    items = field(exchange.body, "data")
    if operation is None or "limit" not in operation.query_params or not isinstance(items, list):
        return None
    if not 200 <= exchange.status < 300:
        return None
    sent = exchange.query.get("limit")
    if sent is None:
        limit = default_limit()
    elif len(sent) == 1 and sent[0].isdigit():
        limit = int(sent[0])
    else:
        return None  # not a limit the contract accepts: a negative case, judged elsewhere
    return holds(len(items) <= limit, f"{len(items)} items on a page of limit {limit}")


def newest_first(exchange: Exchange) -> Violations:
    """List items come newest first (ties keep any order)."""
    verdicts = []
    for component, name in NEWEST_FIELD.items():
        items = [item for pointer, item in exchange.instances(component) if _is_item(pointer)]
        stamps = [_moment(item.get(name)) for item in items]
        if len(stamps) < 2 or None in stamps:
            continue
        wrong = [
            f"/data/{index + 1} ({items[index + 1].get('id')}, {name} "
            f"{items[index + 1].get(name)}) "
            f"is newer than /data/{index} ({items[index].get('id')}, {items[index].get(name)})"
            for index, (newer, older) in enumerate(pairwise(stamps))
            if _later(older, newer)
        ]
        verdicts.append(wrong)
    return combine(verdicts)


def invoice_lines_order(exchange: Exchange) -> Violations:
    """Invoice lines come in invoice order: charges, discounts, taxes, credits, previous balance."""
    sequences = [
        (f"{p}/lines", field(invoice, "lines")) for p, invoice in exchange.instances("Invoice")
    ]
    sequences += [
        (f"{p}/data", field(page, "data")) for p, page in exchange.instances("InvoiceLineList")
    ]
    verdicts = []
    for pointer, lines in sequences:
        if not isinstance(lines, list) or len(lines) < 2:
            continue
        kinds = [field(line, "kind") for line in lines]
        ranks = [LINE_GROUPS.get(str(kind), 0) for kind in kinds]
        wrong = [
            f"{pointer}/{index + 1} is a {kinds[index + 1]} line after a {kinds[index]} line"
            for index in range(len(ranks) - 1)
            if ranks[index + 1] < ranks[index]
        ]
        verdicts.append(wrong)
    return combine(verdicts)


def plans_by_price(exchange: Exchange) -> Violations:
    """Plans come cheapest first."""
    verdicts = []
    for pointer, page in exchange.instances("PlanList"):
        plans = field(page, "data")
        prices = [minor(field(plan, "price")) for plan in plans] if isinstance(plans, list) else []
        if len(prices) < 2 or None in prices:
            continue
        wrong = [
            f"{child(pointer, 'data')}/{index + 1} ({field(plans[index + 1], 'code')}, "
            f"{prices[index + 1]}) "
            f"is cheaper than {field(plans[index], 'code')} ({prices[index]}) before it"
            for index in range(len(prices) - 1)
            if (prices[index + 1] or 0) < (prices[index] or 0)
        ]
        verdicts.append(wrong)
    return combine(verdicts)


def _is_item(pointer: str) -> bool:
    parts = pointer.split("/")
    return len(parts) == 3 and parts[1] == "data" and parts[2].isdigit()


def _moment(value: Any) -> datetime | date | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value) if "T" in value else date.fromisoformat(value)
    except ValueError:
        return None


def _later(first: datetime | date | None, second: datetime | date | None) -> bool:
    """Whether ``first`` is strictly later than ``second`` (values of one kind only)."""
    if type(first) is not type(second) or first is None or second is None:
        return False
    if isinstance(first, datetime) and isinstance(second, datetime):
        if (first.tzinfo is None) != (second.tzinfo is None):
            return False
        return first > second
    return first > second


PROMISES = (
    ResponsePromise(
        "pagination.limit",
        "List page holds more items than its limit",
        "list pages",
        page_size,
    ),
    ResponsePromise(
        "ordering.newest-first",
        "List not ordered newest first",
        "lists of invoices, payments, credit notes, subscriptions and customers with two "
        "items or more",
        newest_first,
    ),
    ResponsePromise(
        "ordering.invoice-lines",
        "Invoice lines out of invoice order",
        "invoices and line lists with two lines or more",
        invoice_lines_order,
    ),
    ResponsePromise(
        "ordering.plans-by-price",
        "Plans not ordered cheapest first",
        "plan lists with two plans or more",
        plans_by_price,
    ),
)
