"""Promises across resources: what one answer says must agree with others.

The balance is the sum over the open invoices, an invoice's embedded lines are its lines list,
the invoice filters select exactly what they name, a bill summary compares the invoices it
names line by line, and a usage read without a period is the subscription's current one. Each
check reads what it needs (all pages) before the workflow's payment changes anything.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from billing_sim.openapi import load_contract
from billing_sim.openapi.conventions import business_date
from billing_sim.toolkit.verify.responses.exchange import field, minor
from billing_sim.toolkit.verify.stateful.judgement import (
    Findings,
    Outcome,
    ids,
    items_of,
    not_exercised,
    verdict,
)
from billing_sim.toolkit.verify.stateful.pagination import PAGE_LIMIT
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.trace import Step, Trace

PROMISES = (
    "invoice.lines-embedded",
    "lists.invoice-filters",
    "lists.invoice-history",
    "balance.amount-due",
    "balance.overdue",
    "balance.open-invoices",
    "bill.compares-invoices",
    "bill.tax-base-reason",
    "usage.current-period",
)
MAX_PAGES = 5
HISTORY_MONTHS = 12
TAX_BASE_REASON = "tax_base_changed"


def cross_check(caller: Caller, trace: Trace, findings: Findings) -> list[Outcome]:
    """Every cross-resource promise the walk's data reaches."""
    outcomes = _embedded_lines(caller, trace)
    outcomes += _invoice_lists(caller, trace, findings)
    outcomes += _balance(trace, findings)
    outcomes += _bill(caller, trace, findings)
    outcomes += _usage(trace)
    return outcomes


def _all_pages(
    caller: Caller, key: str, operation_id: str, path: dict[str, str], query: dict[str, Any]
) -> tuple[list[dict[str, Any]] | None, list[Step]]:
    found: list[dict[str, Any]] = []
    steps: list[Step] = []
    paging: dict[str, Any] = {}
    for _ in range(MAX_PAGES):
        step = caller.get(
            key, operation_id, "extra", path=path, query={**query, "limit": PAGE_LIMIT, **paging}
        )
        steps.append(step)
        items, body = items_of(step), step.json()
        if items is None:
            return None, steps
        found += items
        if not (isinstance(body, dict) and body.get("has_more") is True and items):
            break
        paging = {"starting_after": items[-1].get("id")}
    return found, steps


def _embedded_lines(caller: Caller, trace: Trace) -> list[Outcome]:
    """``invoice.lines-embedded``: an invoice embeds exactly the lines listInvoiceLines lists."""
    outcomes, seen = [], set()
    for step in trace.stage("read"):
        body = step.json()
        if step.operation_id != "getInvoice" or not step.succeeded or not isinstance(body, dict):
            continue
        invoice_id = body.get("id")
        if invoice_id in seen or not isinstance(invoice_id, str):
            continue
        seen.add(invoice_id)
        listed, steps = _all_pages(
            caller, f"{step.key}?lines", "listInvoiceLines", {"invoice_id": invoice_id}, {}
        )
        embedded = body.get("lines")
        ok = listed is not None and listed == embedded
        detail = (
            f"{invoice_id} embeds lines {ids(embedded or [])}; listInvoiceLines lists "
            f"{ids(listed) if listed is not None else steps[-1].outcome}"
        )
        if listed is not None and ids(listed) == ids(embedded or []) and not ok:
            detail = (
                f"{invoice_id}: the embedded lines and listInvoiceLines' have the same ids "
                "but other contents"
            )
        outcomes.append(verdict("invoice.lines-embedded", steps[-1], ok, detail, step, *steps[:-1]))
    if not outcomes:
        outcomes.append(
            not_exercised("invoice.lines-embedded", "getInvoice", "the walk read no invoice")
        )
    return outcomes


def _statuses() -> list[str]:
    schema = load_contract()["components"]["schemas"]["InvoiceStatus"]
    return [str(value) for value in schema["enum"]]


def _invoice_lists(caller: Caller, trace: Trace, findings: Findings) -> list[Outcome]:
    """``lists.invoice-filters`` and ``lists.invoice-history`` on the full invoice list."""
    full = findings.full_lists.get("listInvoices")
    listing = next((s for s in trace.stage("read") if s.operation_id == "listInvoices"), None)
    if full is None or listing is None:
        why = "the walk did not reach listInvoices"
        return [
            not_exercised(p, "listInvoices", why)
            for p in ("lists.invoice-filters", "lists.invoice-history")
        ]
    path = dict(listing.case.path_parameters or {})
    outcomes = [invoice_history(listing, full)]
    present = [s for s in _statuses() if any(i.get("status") == s for i in full)]
    absent = [s for s in _statuses() if s not in present][:1]
    for status in [*present, *absent]:
        filtered, steps = _all_pages(
            caller, f"{listing.key}?status={status}", "listInvoices", path, {"status": status}
        )
        expected = [i for i in full if i.get("status") == status]
        if status == "open" and filtered is not None:
            findings.open_invoices = filtered
        ok = filtered is not None and ids(filtered) == ids(expected)
        got = ids(filtered) if filtered is not None else steps[-1].outcome
        outcomes.append(
            verdict(
                "lists.invoice-filters",
                steps[-1],
                ok,
                f"status={status} lists {got}; the full list has {ids(expected)} in that state",
                *steps[:-1],
            )
        )
    if "open" not in present:
        findings.open_invoices = []
    if full:
        month = str(field(full[0].get("period"), "start"))[:7]
        step = caller.get(
            f"{listing.key}?period={month}",
            "listInvoices",
            "extra",
            path=path,
            query={"period": month},
        )
        expected = [i for i in full if str(field(i.get("period"), "start"))[:7] == month]
        month_items = items_of(step)
        listed = ids(month_items) if month_items is not None else step.outcome
        outcomes.append(
            verdict(
                "lists.invoice-filters",
                step,
                month_items is not None and listed == ids(expected),
                f"period={month} lists {listed}; the invoice of that month is {ids(expected)}",
            )
        )
    return outcomes


def _months(text: Any) -> int | None:
    if (
        not isinstance(text, str)
        or len(text) < 7
        or not text[:4].isdigit()
        or not text[5:7].isdigit()
    ):
        return None
    return int(text[:4]) * 12 + int(text[5:7]) - 1


def invoice_history(listing: Step, full: list[dict[str, Any]]) -> Outcome:
    """Twelve months of history from the newest invoice; older ones only while still open."""
    months = {str(i.get("id")): _months(field(i.get("period"), "start")) for i in full}
    known = [m for m in months.values() if m is not None]
    if not known:
        return not_exercised(
            "lists.invoice-history", "listInvoices", "the test customer has no invoices"
        )
    oldest = max(known) - HISTORY_MONTHS + 1
    archived = [
        name
        for name, month in months.items()
        if month is not None and month < oldest and _status(full, name) != "open"
    ]
    return verdict(
        "lists.invoice-history",
        listing,
        not archived,
        f"{archived} are older than twelve months of history and not open",
    )


def _status(invoices: list[dict[str, Any]], invoice_id: str) -> Any:
    return next((i.get("status") for i in invoices if i.get("id") == invoice_id), None)


def _balance(trace: Trace, findings: Findings) -> list[Outcome]:
    """``balance.amount-due``, ``balance.overdue`` and ``balance.open-invoices``."""
    step = trace.first("getCustomerBalance")
    balance = step.json() if step is not None and step.succeeded else None
    open_invoices = findings.open_invoices
    names = ("balance.amount-due", "balance.overdue", "balance.open-invoices")
    if step is None or not isinstance(balance, dict) or open_invoices is None:
        return [
            not_exercised(name, "getCustomerBalance", "the walk read no balance and open invoices")
            for name in names
        ]
    findings.balance = balance
    remaining = [minor(i.get("amount_remaining")) or 0 for i in open_invoices]
    due = minor(balance.get("amount_due"))
    today = _caracas_today(balance.get("as_of"))
    outcomes = [
        verdict(
            "balance.amount-due",
            step,
            due == sum(remaining),
            f"amount_due is {due}; the open invoices {ids(open_invoices)} leave "
            f"{sum(remaining)} to pay",
        )
    ]
    if today is None:
        outcomes.append(
            not_exercised(
                "balance.overdue", "getCustomerBalance", "the balance has no usable as_of"
            )
        )
    else:
        overdue = sum(
            minor(i.get("amount_remaining")) or 0
            for i in open_invoices
            if isinstance(i.get("due_date"), str) and i["due_date"] < today.isoformat()
        )
        shown = minor(balance.get("overdue_amount"))
        outcomes.append(
            verdict(
                "balance.overdue",
                step,
                shown == overdue,
                f"overdue_amount is {shown}; the open invoices due before {today} leave {overdue}",
            )
        )
    oldest = min(
        (i["due_date"] for i in open_invoices if isinstance(i.get("due_date"), str)), default=None
    )
    count, shown_oldest = balance.get("open_invoice_count"), balance.get("oldest_unpaid_due_date")
    outcomes.append(
        verdict(
            "balance.open-invoices",
            step,
            count == len(open_invoices) and shown_oldest == oldest,
            f"open_invoice_count {count} and oldest_unpaid_due_date {shown_oldest!r}; the "
            "open invoices "
            f"are {len(open_invoices)}, the oldest due {oldest!r}",
        )
    )
    return outcomes


def _caracas_today(as_of: Any) -> date | None:
    if not isinstance(as_of, str):
        return None
    try:
        moment = datetime.fromisoformat(as_of)
    except ValueError:
        return None
    return business_date(moment) if moment.tzinfo is not None else None


def _integral(invoice: dict[str, Any]) -> bool:
    """Whether the invoice's totals and line amounts are all integers."""
    lines = [line for line in invoice.get("lines") or [] if isinstance(line, dict)]
    amounts = [
        invoice.get("total"),
        invoice.get("total_due"),
        *(line.get("amount") for line in lines),
    ]
    return all(minor(amount) is not None for amount in amounts)


def _line_sums(invoice: dict[str, Any]) -> dict[str, int]:
    sums: dict[str, int] = {}
    for line in invoice.get("lines") or []:
        if isinstance(line, dict) and isinstance(line.get("code"), str):
            sums[line["code"]] = sums.get(line["code"], 0) + (minor(line.get("amount")) or 0)
    return sums


def _invoice(
    caller: Caller, trace: Trace, invoice_id: Any, key: str
) -> tuple[dict[str, Any] | None, Step | None]:
    for step in trace.stage("read"):
        body = step.json()
        if (
            step.operation_id == "getInvoice"
            and step.succeeded
            and isinstance(body, dict)
            and body.get("id") == invoice_id
        ):
            return body, step
    if not isinstance(invoice_id, str):
        return None, None
    step = caller.get(key, "getInvoice", "extra", path={"invoice_id": invoice_id})
    body = step.json()
    return (body if step.succeeded and isinstance(body, dict) else None), step


def _bill(caller: Caller, trace: Trace, findings: Findings) -> list[Outcome]:
    """``bill.compares-invoices`` and ``bill.tax-base-reason`` for the default bill summary."""
    step = next(
        (
            s
            for s in trace.stage("read")
            if s.operation_id == "getBillSummary" and "period" not in (s.case.query or {})
        ),
        None,
    )
    summary = step.json() if step is not None and step.succeeded else None
    names = ("bill.compares-invoices", "bill.tax-base-reason")
    if step is None or not isinstance(summary, dict):
        return [
            not_exercised(name, "getBillSummary", "the walk read no bill summary") for name in names
        ]
    full = findings.full_lists.get("listInvoices") or []
    current, current_step = _invoice(
        caller, trace, field(summary.get("current"), "invoice_id"), f"{step.key}?current"
    )
    previous_id = field(summary.get("previous"), "invoice_id")
    previous, previous_step = (
        (None, None)
        if summary.get("previous") is None
        else _invoice(caller, trace, previous_id, f"{step.key}?previous")
    )
    shown = [s for s in (current_step, previous_step) if s is not None]
    problems = _comparison_problems(summary, current, previous, full)
    outcomes = [verdict(names[0], step, not problems, "; ".join(problems), *shown)]
    if current is None or previous is None:
        outcomes.append(
            not_exercised(
                names[1], "getBillSummary", "a first bill: there is no previous invoice to compare"
            )
        )
    else:
        outcomes.append(_tax_base(step, summary, current, previous, shown))
    return outcomes


def _comparison_problems(
    summary: dict[str, Any],
    current: dict[str, Any] | None,
    previous: dict[str, Any] | None,
    full: list[dict[str, Any]],
) -> list[str]:
    problems: list[str] = []
    snapshot = summary.get("current")
    if full and field(snapshot, "invoice_id") != full[0].get("id"):
        problems.append(
            f"without a period it explains {field(snapshot, 'invoice_id')}, not the latest "
            f"invoice {full[0].get('id')}"
        )
    if current is None:
        return [*problems, f"its current invoice {field(snapshot, 'invoice_id')} cannot be read"]
    month = _months(field(current.get("period"), "start"))
    before = [
        i
        for i in full
        if month is not None and _months(field(i.get("period"), "start")) == month - 1
    ]
    if summary.get("previous") is None:
        if before:
            problems.append(
                f"previous is null, but {before[0].get('id')} is the invoice of the month before"
            )
        return problems
    if previous is None:
        return [
            *problems,
            f"its previous invoice {field(summary.get('previous'), 'invoice_id')} cannot be read",
        ]
    if _months(field(previous.get("period"), "start")) != (
        month - 1 if month is not None else None
    ):
        problems.append(
            f"it compares with {previous.get('id')} of "
            f"{field(previous.get('period'), 'start')}, not the month before"
        )
    if not (_integral(current) and _integral(previous)):
        return problems  # amounts that are not integers are money.integer-minor-units' to report
    for name, invoice in (("current", current), ("previous", previous)):
        for total in ("total", "total_due"):
            if minor(field(summary.get(name), total)) != minor(invoice.get(total)):
                problems.append(
                    f"{name}.{total} is {minor(field(summary.get(name), total))}, the "
                    f"invoice's {minor(invoice.get(total))}"
                )
    now, then = _line_sums(current), _line_sums(previous)
    lines = {
        line.get("code"): line for line in summary.get("lines") or [] if isinstance(line, dict)
    }
    if set(lines) != set(now) | set(then):
        problems.append(
            f"it compares codes {sorted(map(str, lines))}, the invoices have "
            f"{sorted(set(now) | set(then))}"
        )
    for code, line in lines.items():
        for side, sums in (("current_amount", now), ("previous_amount", then)):
            if minor(line.get(side)) != sums.get(str(code)):
                problems.append(
                    f"{code}: {side} {minor(line.get(side))}, the invoice's lines give "
                    f"{sums.get(str(code))}"
                )
    return problems


def _tax_base(
    step: Step,
    summary: dict[str, Any],
    current: dict[str, Any],
    previous: dict[str, Any],
    shown: list[Step],
) -> Outcome:
    rates_now = {
        line.get("code"): line.get("tax_rate_bps")
        for line in current.get("lines") or []
        if isinstance(line, dict) and line.get("kind") == "tax"
    }
    rates_then = {
        line.get("code"): line.get("tax_rate_bps")
        for line in previous.get("lines") or []
        if isinstance(line, dict) and line.get("kind") == "tax"
    }
    now, then = _line_sums(current), _line_sums(previous)
    moved = [
        code
        for code, rate in rates_now.items()
        if code in rates_then
        and rates_then[code] == rate
        and now.get(str(code)) != then.get(str(code))
    ]
    if not moved:
        return not_exercised(
            "bill.tax-base-reason",
            "getBillSummary",
            "no tax changed at an unchanged rate between the two invoices",
        )
    explained = {
        code
        for reason in summary.get("reasons") or []
        if isinstance(reason, dict) and reason.get("code") == TAX_BASE_REASON
        for code in reason.get("line_codes") or []
    }
    missing = [code for code in moved if code not in explained]
    return verdict(
        "bill.tax-base-reason",
        step,
        not missing,
        f"{', '.join(map(str, missing))} changed at an unchanged rate, and no "
        f"{TAX_BASE_REASON} reason names it",
        *shown,
    )


def _usage(trace: Trace) -> list[Outcome]:
    """``usage.current-period``: a usage read without a period is the current period's."""
    outcomes = []
    periods = {}
    for step in trace.stage("read"):
        body = step.json()
        if step.operation_id == "getSubscription" and step.succeeded and isinstance(body, dict):
            periods[body.get("id")] = (body.get("current_period"), step)
    for step in trace.stage("read"):
        body = step.json()
        if step.operation_id != "getSubscriptionUsage" or "period" in (step.case.query or {}):
            continue
        if (
            not step.succeeded
            or not isinstance(body, dict)
            or body.get("subscription_id") not in periods
        ):
            continue
        current, source = periods[body.get("subscription_id")]
        outcomes.append(
            verdict(
                "usage.current-period",
                step,
                body.get("period") == current,
                f"without a period the usage covers {body.get('period')}; the subscription's "
                f"current period is {current}",
                source,
            )
        )
    return outcomes or [
        not_exercised(
            "usage.current-period", "getSubscriptionUsage", "the walk read no subscription usage"
        )
    ]
