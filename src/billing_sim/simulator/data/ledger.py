"""Replays a :class:`Script` month by month into invoices, payments and credit notes.

Events are processed in time order up to the business date (00:00 in Caracas; later events
have not happened yet): invoices are issued on the 1st at midnight, payments settle everything
outstanding oldest invoice first (a surplus becomes credit, used on the next invoice), the bank
may return a payment (the invoices reopen and a returned-payment fee follows). An invoice not
fully paid by the end of its due date earns a late fee on the next invoice; unpaid balances are
printed on the next invoice as ``previous_balance``.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping
from dataclasses import replace
from datetime import date, datetime

from billing_sim.simulator.data import catalog, ids
from billing_sim.simulator.data.calendar import FIRST_OFFSET, Month, caracas_date, caracas_datetime
from billing_sim.simulator.data.ids import stable_hash
from billing_sim.simulator.data.invoicing import Situation, build_lines
from billing_sim.simulator.data.records import (
    CreditNoteRecord,
    History,
    InvoiceRecord,
    PaymentRecord,
)
from billing_sim.simulator.data.script import Payment, Script
from billing_sim.simulator.money import convert, parse_decimal
from billing_sim.simulator.problems import Localized

USD_METHODS = frozenset({"cash_usd", "zelle"})
_DECLINED = Localized("Fondos insuficientes", "Insufficient funds")
_RETURNED = Localized("Pago devuelto por el banco", "Payment returned by the bank")


def reference(method: str, seed: int) -> str:
    """A plausible bank or cashier reference for a payment made with ``method``."""
    digits = f"{seed % 10**12:012d}"
    if method == "pago_movil":
        return digits
    if method == "bank_transfer":
        return digits[2:]
    if method == "card":
        return f"AUT{digits[-6:]}"
    if method == "cash_usd":
        return f"CAJA-{digits[-6:]}"
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "".join(alphabet[(seed >> (5 * i)) % 32] for i in range(10))


def invoice_number(index: int, month: Month) -> str:
    """Fiscal invoice number: one series per year, numbered in issue order (month, account)."""
    return f"F-{month.year}-{(month.month - 1) * 8_000_000 + index + 1:08d}"


def control_number(index: int, month: Month) -> str:
    """Fiscal control number of the printed invoice."""
    return f"{month.year % 100:02d}-{month.month:02d}{index + 1:07d}"


class _Ledger:
    def __init__(self, index: int, script: Script, months: Mapping[int, Month], salt: int) -> None:
        self.index, self.script, self.months, self.salt = index, script, months, salt
        self.remaining: dict[str, int] = {}
        self.offsets: dict[str, int] = {}
        self.paid: dict[str, int] = {}
        self.paid_at: dict[str, datetime | None] = {}
        self.first_paid: dict[str, datetime] = {}
        self.credit = 0
        self.invoices: list[InvoiceRecord] = []
        self.payments: list[PaymentRecord] = []
        self.notes: list[CreditNoteRecord] = []
        self.returned: list[tuple[datetime, str]] = []
        self.queue: list[tuple[datetime, int, Payment | str]] = []
        self.last_issue: datetime | None = None

    def time_of(self, offset: int, day: int, *parts: int) -> datetime:
        """A deterministic business-hours time on ``day`` of month ``offset``."""
        noise = stable_hash(self.salt, self.index, offset, day, *parts)
        hour, minute, second = 8 + noise % 14, (noise >> 8) % 60, (noise >> 16) % 60
        return caracas_datetime(self.months[offset].on(day), hour, minute, second)

    def run(self, business_date: date) -> History:
        """Replay every month, then what happened before the business date."""
        for order, payment in enumerate(self.script.payments):
            if payment.offset in self.months:
                when = self.time_of(payment.offset, payment.day, order)
                heapq.heappush(self.queue, (when, order, payment))
        first = self.script.first_offset(FIRST_OFFSET)
        for offset in range(first, self.script.last_offset + 1):
            issue_time = caracas_datetime(self.months[offset].first, 0, 0)
            self.drain(issue_time)
            self.issue(offset, issue_time)
        self.drain(caracas_datetime(business_date, 0, 0))
        invoices = tuple(
            replace(invoice, amount_paid=self.paid[invoice.id], paid_at=self.paid_at[invoice.id])
            for invoice in self.invoices
        )
        return History(invoices, tuple(self.payments), tuple(self.notes), self.credit)

    def drain(self, until: datetime) -> None:
        """Process the payments and returns dated before ``until``, in time order."""
        while self.queue and self.queue[0][0] < until:
            when, _order, event = heapq.heappop(self.queue)
            if isinstance(event, Payment):
                self.pay(event, when)
            else:
                self.reverse(event, when)

    def settle(self, invoice_id: str, amount: int, when: datetime) -> None:
        """Apply ``amount`` to an open invoice, closing it when nothing is left."""
        self.remaining[invoice_id] -= amount
        self.paid[invoice_id] += amount
        if self.remaining[invoice_id] == 0:
            del self.remaining[invoice_id]
            self.paid_at[invoice_id] = when
            self.first_paid.setdefault(invoice_id, when)

    def pay(self, event: Payment, when: datetime) -> None:
        """Pay everything outstanding (oldest first); dollars convert at the month's rate and
        round up to the cent, so any surplus becomes credit."""
        month = self.months[event.offset]
        outstanding = sum(self.remaining.values())
        if outstanding == 0 and not event.extra_usd:
            return
        usd = event.method in USD_METHODS
        if usd:
            amount = math.ceil(outstanding / parse_decimal(month.rate)) + event.extra_usd
            applied = convert(amount, month.rate)
        else:
            amount = applied = outstanding + convert(event.extra_usd, month.rate)
        local = caracas_date(when)
        number = 1 + sum(
            1
            for p in self.payments
            if caracas_date(p.created_at).replace(day=1) == local.replace(day=1)
        )
        allocations: list[tuple[str, int]] = []
        if not event.failed:
            left = applied
            for invoice_id in list(self.remaining):
                take = min(left, self.remaining[invoice_id])
                if take:
                    allocations.append((invoice_id, take))
                    self.settle(invoice_id, take, when)
                    left -= take
            self.credit += left
        record = PaymentRecord(
            id=ids.history_payment_id(self.index, local.year, local.month, number),
            created_at=when,
            amount=amount,
            currency="USD" if usd else "VES",
            method=event.method,
            # (the month too: two months' payments of one amount are two bank operations)
            reference=reference(
                event.method,
                stable_hash(self.salt, self.index, local.year, local.month, number, amount),
            ),
            applied=0 if event.failed else applied,
            rate=month.rate if usd else None,
            rate_date=month.rate_date if usd else None,
            allocations=tuple(allocations),
            status="failed" if event.failed else "succeeded",
            failure_reason=_DECLINED if event.failed else None,
        )
        self.payments.append(record)
        if event.reversed_on is not None and not event.failed:
            back = self.time_of(*event.reversed_on, len(self.payments))
            heapq.heappush(self.queue, (back, -len(self.payments), record.id))

    def reverse(self, payment_id: str, when: datetime) -> None:
        """The bank returned a payment: reopen what it paid and remember it for the fee."""
        position = next(i for i, p in enumerate(self.payments) if p.id == payment_id)
        payment = self.payments[position]
        for invoice_id, amount in payment.allocations:
            self.remaining[invoice_id] = self.remaining.get(invoice_id, 0) + amount
            self.paid[invoice_id] -= amount
            self.paid_at[invoice_id] = None
        self.remaining = dict(
            sorted(self.remaining.items(), key=lambda item: self.offsets[item[0]])
        )
        self.credit -= payment.applied - sum(amount for _id, amount in payment.allocations)
        self.payments[position] = replace(payment, status="reversed", failure_reason=_RETURNED)
        self.returned.append((when, payment.reference))

    def credit_notes_for(self, offset: int) -> tuple[CreditNoteRecord, ...]:
        """Notes for last month's outages, issued a few days after each outage."""
        previous = next((inv for inv in self.invoices if inv.offset == offset - 1), None)
        if previous is None:
            return ()
        notes = []
        plan_amount = previous.lines[0].amount
        for number, outage in enumerate(o for o in self.script.outages if o.offset == offset - 1):
            month = previous.month
            created = self.time_of(month.offset, min(outage.day + outage.days + 1, month.days), 7)
            local = caracas_date(created)
            reason = catalog.CREDIT_REASONS[outage.reason]
            notes.append(
                CreditNoteRecord(
                    id=ids.credit_note_id(self.index, local.year, local.month, number + 1),
                    number=f"NC-{local.year}-{(local.month - 1) * 8_000_000 + self.index + 1:08d}",
                    invoice_id=previous.id,
                    reason=outage.reason,
                    description=Localized(
                        f"{reason.es.capitalize()}: {outage.days} días",
                        f"{reason.en.capitalize()}: {outage.days} days",
                    ),
                    amount=(plan_amount * outage.days + month.days // 2) // month.days,
                    created_at=created,
                )
            )
        self.notes.extend(notes)
        return tuple(notes)

    def issue(self, offset: int, when: datetime) -> None:
        """Issue invoice ``offset``: late fee, carried balance, returns, credit notes, credit."""
        month = self.months[offset]
        previous = self.invoices[-1] if self.invoices else None
        late = None
        if previous is not None and previous.total > 0:
            paid = self.first_paid.get(previous.id)
            if paid is None or caracas_date(paid) > previous.month.due:
                late = previous.number
        since = self.last_issue or when
        situation = Situation(
            offset=offset,
            previous_balance=sum(self.remaining.values()),
            open_numbers=tuple(i.number for i in self.invoices if i.id in self.remaining),
            late_invoice=late,
            returned_references=tuple(ref for at, ref in self.returned if since <= at < when),
            credit_notes=self.credit_notes_for(offset),
            previous_line_ids={line.code: line.id for line in previous.lines} if previous else {},
        )
        lines, reason = build_lines(self.index, self.script, self.months, situation)
        invoice = InvoiceRecord(
            id=ids.invoice_id(self.index, month.year, month.month),
            number=invoice_number(self.index, month),
            control_number=control_number(self.index, month),
            month=month,
            billing_reason=reason,
            period=lines[0].period or (month.first, month.last),
            lines=lines,
            amount_paid=0,
            paid_at=None,
        )
        self.invoices.append(invoice)
        self.offsets[invoice.id] = offset
        self.remaining[invoice.id], self.paid[invoice.id] = invoice.total, 0
        self.paid_at[invoice.id] = None
        used = min(self.credit, invoice.total)
        self.credit -= used
        if used or invoice.total == 0:
            self.settle(invoice.id, used, when)
        self.last_issue = when


def build_history(
    index: int, script: Script, months: Mapping[int, Month], business_date: date, salt: int
) -> History:
    """The invoices, payments and credit notes of customer ``index`` up to ``business_date``."""
    return _Ledger(index, script, months, salt).run(business_date)
