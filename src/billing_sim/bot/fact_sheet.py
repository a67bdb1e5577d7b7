"""The facts of a reply, computed in code: what each claim of a draft must name.

``fact_sheet`` turns the facts a drafter was given (``billing_sim.bot.facts``) into
``Fact``s (``billing_sim.bot.claims``): every figure a reply about them may state, with which
fact it is, of what and in which unit. Pure: no I/O.
"""

from __future__ import annotations

from datetime import date

from billing_sim.bot._format import account_tail
from billing_sim.bot._numbers import read
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.facts import (
    AccountAndPolicyFacts,
    BalanceFacts,
    BillChangeFacts,
    DisambiguationFacts,
    Facts,
    InvoiceFacts,
    InvoiceListFacts,
    InvoiceView,
    NotFoundFacts,
    PaymentFacts,
    UsageFacts,
)

__all__ = ["fact_sheet"]

_K = FactKind


def _currency(display: str) -> str | None:
    tokens = read(display).tokens
    return tokens[0].currency if tokens else None


def _money(kind: FactKind, display: str | None, subject: str | None = None,
           period: str | None = None) -> list[Fact]:  # fmt: skip
    if display is None:
        return []
    return [Fact(kind, display, subject, _currency(display), period)]


def _day(kind: FactKind, day: date | None, subject: str | None = None) -> list[Fact]:
    if day is None:
        return []
    return [Fact(kind, day.isoformat(), subject, None, subject if _is_period(subject) else None)]


def _is_period(subject: str | None) -> bool:
    return subject is not None and len(subject) == 7 and subject[4] == "-"


def _invoice(view: InvoiceView) -> list[Fact]:
    period = view.period
    return [
        *_money(_K.INVOICE_TOTAL, view.total_due, period, period),
        Fact(_K.INVOICE_NUMBER, view.number, period, None, period),
        *_money(_K.PAID, view.paid, period, period),
        *_money(_K.REMAINING, view.remaining, period, period),
        *_day(_K.DUE_DATE, view.due, period),
        *_day(_K.PAID_ON, view.paid_on, period),
    ]


def _count(kind: FactKind, count: int, subject: str) -> list[Fact]:
    return [Fact(kind, str(count), subject)] if count else []


def _balance(f: BalanceFacts) -> list[Fact]:
    facts = [
        *_money(_K.AMOUNT_DUE, f.amount_due),
        *_money(_K.OVERDUE, f.overdue),
        *_money(_K.CREDIT, f.credit),
        *_count(_K.OPEN_INVOICES, f.open_invoices, "all"),
        *_day(_K.DUE_DATE, f.oldest_due, "oldest"),
        *_day(_K.NEXT_INVOICE_DATE, f.next_invoice),
    ]
    if f.days_to_oldest_due is not None:
        facts.append(Fact(_K.DAYS_TO_DUE, str(abs(f.days_to_oldest_due)), "oldest"))
    return facts


def _bill_change(f: BillChangeFacts) -> list[Fact]:
    now, before = f.period, f.previous_period
    facts = [
        *_money(_K.INVOICE_TOTAL, f.current_total, now, now),
        *_day(_K.DUE_DATE, f.current_due, now),
        *_money(_K.DELTA, f.delta, now, now),
    ]
    if before is not None:
        facts += _money(_K.INVOICE_TOTAL, f.previous_total, before, before)
    if f.delta_pct:
        facts.append(Fact(_K.DELTA_PCT, f.delta_pct, now, "%", now))
    for reason in f.reasons:
        facts += _money(_K.REASON, reason.impact, reason.code, now)
    if f.rate_change is not None:
        facts.append(Fact(_K.EXCHANGE_RATE, f.rate_change[1], now, "VES", now))
        if before is not None:
            facts.append(Fact(_K.EXCHANGE_RATE, f.rate_change[0], before, "VES", before))
    if f.rate is not None:
        facts.append(Fact(_K.EXCHANGE_RATE, f.rate, now, "VES", now))
    for line in f.focus:
        facts += _money(_K.CHARGE, line.current, line.description, now)
        if before is not None:
            facts += _money(_K.CHARGE, line.previous, line.description, before)
    return facts


def _usage(f: UsageFacts) -> list[Fact]:
    period = f.period
    facts = [Fact(_K.USED, f.used_gb, period, "GB", period)]
    if f.allowance_gb is not None:
        facts.append(Fact(_K.ALLOWANCE, str(f.allowance_gb), period, "GB", period))
    if f.remaining_gb is not None:
        facts.append(Fact(_K.DATA_LEFT, f.remaining_gb, period, "GB", period))
    if f.overage_gb is not None:
        facts.append(Fact(_K.OVERAGE, f.overage_gb, period, "GB", period))
    facts += _money(_K.OVERAGE_CHARGE, f.projected_charge, period, period)
    facts += _day(_K.AS_OF, f.as_of)
    return facts


def fact_sheet(facts: Facts) -> tuple[Fact, ...]:
    """Every figure a reply about ``facts`` may state, as ``Fact``s.

    Document answers, clarifying questions and fixed texts have none: a policy figure is
    quoted from the passage the draft cites (``billing_sim.bot.meaning``), never claimed.
    """
    if isinstance(facts, AccountAndPolicyFacts):
        return fact_sheet(facts.account)
    found: list[Fact] = []
    if isinstance(facts, BalanceFacts):
        found = _balance(facts)
    elif isinstance(facts, BillChangeFacts):
        found = _bill_change(facts)
    elif isinstance(facts, InvoiceFacts):
        found = _invoice(facts.invoice)
        found += _count(_K.OPEN_INVOICES, facts.other_open, "older")
        if facts.newest is not None:
            found += _invoice(facts.newest)
            found += _count(_K.OPEN_INVOICES, facts.newer_open, "between")
    elif isinstance(facts, InvoiceListFacts):
        found = [fact for view in facts.invoices for fact in _invoice(view)]
        found += _count(_K.INVOICE_COUNT, len(facts.invoices), "shown")
    elif isinstance(facts, PaymentFacts):
        found = _invoice(facts.latest)
        if facts.last_paid is not None:
            found += _invoice(facts.last_paid)
    elif isinstance(facts, UsageFacts):
        found = _usage(facts)
    elif isinstance(facts, DisambiguationFacts):
        found = [
            Fact(_K.ACCOUNT_TAIL, account_tail(c.account_number), c.account_number)
            for c in facts.candidates
        ]
    elif isinstance(facts, NotFoundFacts) and facts.value is not None:
        found = [Fact(_K.SEARCHED_KEY, facts.value, facts.subject)]
    return tuple(found)
