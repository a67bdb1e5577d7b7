"""The facts of a reply, computed in code: what each claim of a draft must name.

``fact_sheet`` turns the facts a drafter was given (``billing_sim.bot.facts``) into
``Fact``s (``billing_sim.bot.claims``): every figure a reply about them may state, with which
fact it is, of what and in which unit. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from billing_sim.bot._format import account_tail
from billing_sim.bot._numbers import read
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.facts import (
    USAGE_OVERAGE,
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
    PaymentView,
    SeveralAnswers,
    UsageFacts,
)

if TYPE_CHECKING:  # the intents build on the sheets here; the registry is only passed in
    from billing_sim.bot.intents.base import Answer, Registry

__all__ = [
    "balance_sheet", "bill_change_sheet", "fact_sheet", "invoice_list_sheet", "invoice_sheet",
    "payment_sheet", "usage_sheet",
]  # fmt: skip

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


_RATE = re.compile(r"(?<![\d.,])(\d+(?:,\d+)?)\s*%")


def _rate(description: str, period: str) -> list[Fact]:
    """The rate a line's description states («IVA 16 %», «IGTF 3 % (pago en divisas)»)."""
    found = _RATE.search(description)
    return [Fact(_K.CHARGE_RATE, found.group(1), description, "%", period)] if found else []


def _due(day: date | None, subject: str, days: int | None) -> list[Fact]:
    """A due date and the days to it, each with the side of today it is on (``passed``)."""
    if days is None:
        return _day(_K.DUE_DATE, day, subject)
    period = subject if _is_period(subject) else None
    counted = Fact(_K.DAYS_TO_DUE, str(abs(days)), subject, None, period, passed=days < 0)
    return [replace(f, passed=days < 0) for f in _day(_K.DUE_DATE, day, subject)] + [counted]


def _is_period(subject: str | None) -> bool:
    return subject is not None and len(subject) == 7 and subject[4] == "-"


def _invoice(view: InvoiceView) -> list[Fact]:
    period = view.period
    paid = view.status == "paid"
    totals = _money(_K.INVOICE_TOTAL, view.total_due, period, period)
    part = not paid and view.paid is not None
    return [
        *(replace(total, settled=paid, part_paid=part) for total in totals),
        Fact(_K.INVOICE_NUMBER, view.number, period, None, period),
        *_money(_K.PAID, view.paid, period, period),
        *_money(_K.REMAINING, view.remaining, period, period),
        *_due(view.due, period, view.days_to_due),
        *_day(_K.PAID_ON, view.paid_on, period),
    ]


def _count(kind: FactKind, count: int, subject: str) -> list[Fact]:
    return [Fact(kind, str(count), subject)] if count else []


def balance_sheet(f: BalanceFacts) -> list[Fact]:
    """The balance's facts."""
    facts = [
        *_money(_K.AMOUNT_DUE, f.amount_due),
        *(replace(fact, passed=True) for fact in _money(_K.OVERDUE, f.overdue)),
        *_money(_K.CREDIT, f.credit),
        *_count(_K.OPEN_INVOICES, f.open_invoices, "all"),
        *_due(f.oldest_due, "oldest", f.days_to_oldest_due),
        *_day(_K.NEXT_INVOICE_DATE, f.next_invoice),
    ]
    return facts


def bill_change_sheet(f: BillChangeFacts) -> list[Fact]:
    """A bill change's facts: both totals, the delta, reasons, rates, the charge named."""
    now, before = f.period, f.previous_period
    way = {"increased": "up", "decreased": "down"}.get(f.direction)
    facts = [
        *_money(_K.INVOICE_TOTAL, f.current_total, now, now),
        *_day(_K.DUE_DATE, f.current_due, now),
        *(
            replace(fact, direction=way, since=before)
            for fact in _money(_K.DELTA, f.delta, now, now)
        ),
    ]
    if before is not None:
        facts += _money(_K.INVOICE_TOTAL, f.previous_total, before, before)
    if f.earlier is not None:
        facts += _money(_K.INVOICE_TOTAL, f.earlier.total, f.earlier.period, f.earlier.period)
    if f.delta_pct:
        facts.append(Fact(_K.DELTA_PCT, f.delta_pct, now, "%", now, way, since=before))
    if f.overage_gb is not None:
        facts.append(Fact(_K.OVERAGE, f.overage_gb, USAGE_OVERAGE, "GB", now))
    for reason in f.reasons:
        impact = _money(_K.REASON, reason.impact, reason.code, now)
        facts += [replace(fact, direction="up" if reason.increases else "down") for fact in impact]
    moved = _rate_moved(f.rate_change)
    if f.rate_change is not None:
        facts.append(Fact(_K.EXCHANGE_RATE, f.rate_change[1], now, "VES", now, moved))
        if before is not None:
            facts.append(Fact(_K.EXCHANGE_RATE, f.rate_change[0], before, "VES", before))
    if f.rate is not None:
        facts.append(Fact(_K.EXCHANGE_RATE, f.rate, now, "VES", now, moved))
    for line in f.focus:
        current = _money(_K.CHARGE, line.current, line.description, now)
        way = {"added": "up", "increased": "up", "decreased": "down"}.get(line.change)
        facts += [replace(fact, change=line.change, direction=way) for fact in current]
        facts += _rate(line.description, now)
        if line.overage_gb is not None:
            facts.append(Fact(_K.OVERAGE, line.overage_gb, line.description, "GB", now))
        if before is not None:
            facts += _money(_K.CHARGE, line.previous, line.description, before)
        if line.change_pct is not None:
            moved = {"increased": "up", "decreased": "down"}.get(line.change)
            pct = Fact(_K.CHARGE_CHANGE_PCT, line.change_pct, line.description, "%", now, moved)
            facts.append(replace(pct, since=before))
    return facts


def _rate_moved(change: tuple[str, str] | None) -> str | None:
    """Which way the exchange rate went from the previous bill to this one."""
    if change is None:
        return None
    before, now = (read(rate).tokens[0].value if read(rate).tokens else None for rate in change)
    if before is None or now is None or before == now:
        return None
    return "up" if now > before else "down"


def usage_sheet(f: UsageFacts) -> list[Fact]:
    """Usage's facts (GB) and the overage's estimated charge."""
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


def invoice_sheet(f: InvoiceFacts) -> list[Fact]:
    """An invoice's facts, the newest's too when it is another, and the open counts."""
    found = _invoice(f.invoice) + _count(_K.OPEN_INVOICES, f.other_open, "older")
    if f.newest is not None:
        found += _invoice(f.newest) + _count(_K.OPEN_INVOICES, f.newer_open, "between")
    return found


def invoice_list_sheet(f: InvoiceListFacts) -> list[Fact]:
    """Each listed invoice's facts, and how many are listed."""
    found = [fact for view in f.invoices for fact in _invoice(view)]
    return found + _count(_K.INVOICE_COUNT, len(f.invoices), "shown")


def _payment(view: PaymentView) -> list[Fact]:
    went_through = view.status in ("succeeded", "pending")
    kind = _K.PAYMENT if went_through else _K.RETURNED_PAYMENT
    paid_for = view.bills[0][0] if went_through and view.bills else None
    return [
        *_money(kind, view.amount, view.reference, paid_for),
        Fact(_K.PAYMENT_REFERENCE, view.reference, view.reference),
        Fact(_K.PAID_ON, view.day.isoformat(), view.reference),
        *(
            fact
            for period, amount in (view.bills if view.status == "succeeded" else ())
            for fact in _money(_K.PAID, amount, period, period)
        ),
    ]


def payment_sheet(f: PaymentFacts) -> list[Fact]:
    """The newest invoice's facts, the last paid one's and the payments told (each one's
    amount, as went through or returned, its reference, its day and what it paid of each
    bill); a reference quoted that no payment has is echoed back."""
    found = _invoice(f.latest)
    found += _invoice(f.last_paid) if f.last_paid is not None else []
    for view in f.payments or ():
        found += _payment(view)
    if f.quoted is not None and not f.quoted_found:
        found.append(Fact(_K.PAYMENT_REFERENCE, f.quoted, f.quoted))
    return found


def fact_sheet(facts: Facts | Answer, intents: Registry) -> tuple[Fact, ...]:
    """Every figure a reply about ``facts`` may state, as ``Fact``s.

    An account answer's facts come from its intent (``Intent.sheet``); a disambiguation's
    are the account tails it shows, a not-found's the key it echoes. Document answers,
    clarifying questions and fixed texts have none: a policy figure is quoted from the
    passage the draft cites (``billing_sim.bot.meaning``), never claimed.
    """
    if isinstance(facts, AccountAndPolicyFacts):
        return fact_sheet(facts.account, intents)
    if isinstance(facts, SeveralAnswers):
        return tuple(fact for answer in facts.answers for fact in fact_sheet(answer, intents))
    intent = intents.of_facts(facts)
    if intent is not None:
        return tuple(intent.sheet(facts))
    if isinstance(facts, DisambiguationFacts):
        return tuple(
            Fact(_K.ACCOUNT_TAIL, account_tail(c.account_number), c.account_number, name=c.name)
            for c in facts.candidates
        )
    if isinstance(facts, NotFoundFacts) and facts.value is not None:
        return (Fact(_K.SEARCHED_KEY, facts.value, facts.subject),)
    return ()
