"""Facts computed in code from the API's typed data: pure functions, no I/O.

Days to a due date, the GB left, the day a payment was made, the last digits of an account,
counts of invoices and the cross-check of the API's delta are all derived here, each written
down as ``computed`` evidence of the fact (see ``billing_sim.bot.facts``): a line saying what was
derived, and the derived values, which are all it supports.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, timedelta, timezone
from decimal import Decimal
from fractions import Fraction

from billing_sim.bot._charges import DATA_OVERAGE, DOLLARS, Charge, charge
from billing_sim.bot._format import account_tail, clean_name, decimal_es, period_of, unsigned
from billing_sim.bot.evidence import computed as derived
from billing_sim.bot.facts import (
    BalanceFacts,
    BillChangeFacts,
    ChargeLine,
    DisambiguationFacts,
    EarlierBill,
    InvoiceFacts,
    InvoiceListFacts,
    InvoiceView,
    PaymentDescribed,
    PaymentFacts,
    PaymentView,
    ReasonFact,
    UsageFacts,
)
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.replies import CustomerRef
from billing_sim.client.models import (
    Balance,
    BillLineChange,
    BillSummary,
    Invoice,
    InvoiceLine,
    InvoiceStatus,
    Payment,
    PaymentStatus,
    Usage,
)

CARACAS = timezone(timedelta(hours=-4), "VET")
"""Venezuela's time (no daylight saving): the day a payment was made, as the customer says it."""


def balance_facts(customer: CustomerRef, balance: Balance) -> BalanceFacts:
    """The balance, with the days from the API's ``as_of`` to the oldest unpaid due date.

    The day count is relative to the billing system's own "now" (``as_of``, in Caracas), so
    it agrees with the evidence whatever the bot's clock says.
    """
    computed: list[Evidence] = []
    days = None
    if balance.oldest_unpaid_due_date is not None:
        as_of = balance.as_of.astimezone(CARACAS).date()
        days = (balance.oldest_unpaid_due_date - as_of).days
        line = (
            f"Computed in code: {abs(days)} day(s) between {as_of.isoformat()} and the "
            f"oldest unpaid due date {balance.oldest_unpaid_due_date.isoformat()}."
        )
        computed.append(derived(line, abs(days)))
    return BalanceFacts(
        customer=customer,
        position=balance.net_position.value,
        amount_due=balance.amount_due.display,
        overdue=balance.overdue_amount.display if balance.overdue_amount.amount_minor else None,
        credit=balance.credit_available.display if balance.credit_available.amount_minor else None,
        open_invoices=balance.open_invoice_count,
        oldest_due=balance.oldest_unpaid_due_date,
        days_to_oldest_due=days,
        next_invoice=balance.next_invoice_date,
        suspended=balance.dunning_status.value == "suspended",
        computed=tuple(computed),
    )


def _by_amount(line: BillLineChange, amounts: Sequence[Decimal]) -> bool:
    """Whether a customer quoted this line's current amount (``_quoted``)."""
    return line.current_amount is not None and _quoted(line.current_amount.amount_minor, amounts)


def _first_bill_focus(
    lines: Sequence[InvoiceLine], named: Charge | None, amounts: Sequence[Decimal]
) -> tuple[ChargeLine, ...]:
    """On a first bill (its summary lists no lines: nothing to compare with), the invoice's
    own lines of the charge named or of the amounts quoted, each told as charged now."""
    found = []
    for line in lines:
        amount = line.amount
        if named is not None:
            if not named.matches(line):
                continue
        elif not _quoted(amount.amount_minor, amounts):
            continue
        if amount.amount_minor:
            description = clean_name(line.description)
            found.append(
                ChargeLine(
                    description,
                    unsigned(amount.display),
                    None,
                    "first_bill",
                    overage_gb=_overage_gb(line.code, lines),
                )
            )
    return tuple(found)


def _overage_gb(code: str, lines: Sequence[InvoiceLine]) -> str | None:
    """The GB a data overage line of the invoice charges (its quantity), es-VE notation; the
    summary's line has the amount only."""
    if not any(code == c for c in DATA_OVERAGE.codes):
        return None
    quantity = next((line.quantity for line in lines if line.code == code), None)
    return decimal_es(quantity) if quantity else None


def _quoted(amount_minor: int, amounts: Sequence[Decimal]) -> bool:
    """Whether a customer quoted this amount: exactly, or its whole part when they wrote no
    cents ("ese cargo de 1360" for Bs. 1.360,95)."""
    if not amount_minor:
        return False
    value = Decimal(abs(amount_minor)) / 100
    return any(
        quoted == value or (quoted == quoted.to_integral_value() and quoted == int(value))
        for quoted in amounts
    )


def _focus(
    summary: BillSummary,
    topic: str | None,
    amounts: Sequence[Decimal] = (),
    invoice_lines: Sequence[InvoiceLine] = (),
) -> tuple[tuple[ChargeLine, ...], list[Evidence]]:
    """The lines of the charge named; for "why dollars", the IGTF (a tax on paying in them);
    without a charge named, the lines whose amount the customer quoted ("¿y ese cargo de
    1360 qué es?"); and each one's change in percent as computed evidence (its value
    supports the figure). A first bill's come from its invoice's lines (``invoice_lines``),
    which also count the GB of a data overage line."""
    named = charge("igtf" if topic == DOLLARS else topic) if topic else None
    if named is None and not amounts:
        return (), []
    if summary.previous is None and invoice_lines:
        return _first_bill_focus(invoice_lines, named, amounts), []
    lines, computed = [], []
    for line in summary.lines:
        if not (named.matches(line) if named is not None else _by_amount(line, amounts)):
            continue
        current, previous = line.current_amount, line.previous_amount
        charged_before = previous is not None and previous.amount_minor != 0
        description = clean_name(line.description)
        pct = None
        if current is not None and previous is not None and charged_before:
            pct = _change_pct(current.amount_minor, previous.amount_minor, current.currency,
                              previous.currency)  # fmt: skip
            if pct is not None:
                said = (
                    f"Computed in code: «{description}» changed by {pct} % of its previous "
                    f"amount ({previous.amount_minor} to {current.amount_minor} minor units)."
                )
                computed.append(derived(said, pct))
        lines.append(
            ChargeLine(
                description=description,
                current=unsigned(current.display) if current and current.amount_minor else None,
                previous=unsigned(previous.display) if previous and charged_before else None,
                change=line.change.value if charged_before else "added",
                change_pct=decimal_es(pct) if pct is not None else None,
                overage_gb=_overage_gb(line.code, invoice_lines),
            )
        )
    return tuple(lines), computed


def _change_pct(now: int, before: int, currency: str, before_currency: str) -> str | None:
    """How much an amount changed in percent of its previous one, from the minor units:
    unsigned, two decimals rounded half up (the server's rounding of the bill's
    ``delta_pct``); ``None`` across currencies or from nothing."""
    if currency != before_currency or before == 0:
        return None
    hundredths = Fraction(abs(now - before) * 10000, abs(before))
    rounded = int(hundredths + Fraction(1, 2))  # half up: the value is not negative
    return f"{rounded // 100}.{rounded % 100:02d}"


def _earlier_bill(summary: BillSummary, earlier: BillSummary) -> tuple[EarlierBill, Evidence]:
    """The current bill against one further back: which is higher, from the minor units."""
    now, then = summary.current.total_due, earlier.current.total_due
    direction = None
    if now.currency == then.currency:
        difference = now.amount_minor - then.amount_minor
        direction = "increased" if difference > 0 else "decreased" if difference else "unchanged"
    said = direction or f"not comparable ({now.currency} against {then.currency})"
    line = (
        f"Computed in code: the {summary.period} total due against the {earlier.period} total "
        f"due is {said}."
    )
    return EarlierBill(earlier.period, then.display, direction), derived(line)


def bill_change_facts(
    customer: CustomerRef,
    summary: BillSummary,
    topic: str | None = None,
    earlier: BillSummary | None = None,
    amounts: Sequence[Decimal] = (),
    invoice_lines: Sequence[InvoiceLine] = (),
) -> BillChangeFacts:
    """The bill change; the API's delta is quoted only if the code gets the same delta.

    ``topic`` (``Routed.topic``) selects the lines of the charge the customer named;
    ``earlier`` is the summary of a bill further back the customer named to compare with
    (its ``current`` is that bill); ``amounts`` are the sums the message quotes: without a
    charge named, the lines of those amounts are the ones asked about; ``invoice_lines`` are
    the lines of the bill's invoice: a first bill's summary lists none, and no summary counts
    the GB a data overage line charges.
    """
    current, previous = summary.current, summary.previous
    computed: list[Evidence] = []
    further = None
    if earlier is not None and earlier.period not in (summary.period, summary.compared_period):
        further, compared = _earlier_bill(summary, earlier)
        computed.append(compared)
    delta = None
    if previous is not None and summary.delta is not None:
        own = current.total_due.amount_minor - previous.total_due.amount_minor
        agrees = own == summary.delta.amount_minor and (
            current.total_due.currency == previous.total_due.currency == summary.delta.currency
        )
        verdict = "matches the API's delta" if agrees else "differs from the API's delta"
        line = (
            f"Computed in code: current total due minus previous total due is "
            f"{own} minor units of {current.total_due.currency}, which {verdict}."
        )
        computed.append(derived(line))  # supports nothing: the delta quoted is the API's
        delta = unsigned(summary.delta.display) if agrees else None
    rate = summary.exchange_rate_change
    current_rate = current.exchange_rate.rate if current.exchange_rate else None
    focus, changes = _focus(summary, topic, amounts, invoice_lines)
    computed += changes
    # (the lines each reason is about: a promotion that ended is told by its name)
    described = {line.code: clean_name(line.description) for line in summary.lines}
    return BillChangeFacts(
        customer=customer,
        period=summary.period,
        direction=summary.direction.value,
        current_total=current.total_due.display,
        current_due=current.due_date,
        previous_period=summary.compared_period,
        previous_total=previous.total_due.display if previous else None,
        delta=delta,
        delta_pct=decimal_es(summary.delta_pct.lstrip("-"))
        if delta and summary.delta_pct
        else None,
        reasons=tuple(
            ReasonFact(
                reason.code.value,
                unsigned(reason.amount_impact.display),
                reason.amount_impact.amount_minor >= 0,
                tuple(described[code] for code in reason.line_codes if code in described),
                abs(reason.amount_impact.amount_minor),
            )
            for reason in summary.reasons
        ),
        rate_change=(decimal_es(rate.previous_rate), decimal_es(rate.current_rate))
        if rate
        else None,
        computed=tuple(computed),
        topic=topic,
        focus=focus,
        rate=decimal_es(current_rate) if current_rate else None,
        earlier=further,
        overage_gb=next(
            (gb for code in DATA_OVERAGE.codes if (gb := _overage_gb(code, invoice_lines))), None
        ),
    )


def invoice_view(invoice: Invoice, today: date) -> InvoiceView:
    """How a reply describes one invoice; overdue is a date comparison made here."""
    open_ = invoice.status is InvoiceStatus.open
    return InvoiceView(
        number=invoice.number,
        period=period_of(invoice.period.start),
        status=invoice.status.value,
        total_due=invoice.total_due.display,
        paid=invoice.amount_paid.display if invoice.amount_paid.amount_minor else None,
        remaining=invoice.amount_remaining.display,
        due=invoice.due_date,
        overdue=open_ and invoice.due_date < today,
        paid_on=invoice.paid_at.astimezone(CARACAS).date() if invoice.paid_at else None,
        due_passed=invoice.due_date < today,
        days_to_due=(invoice.due_date - today).days,
    )


def _days_line(invoice: Invoice, today: date) -> list[Evidence]:
    """The days between ``today`` and the invoice's due date (``InvoiceView.days_to_due``),
    unsigned, as computed evidence: what supports "vence en 5 días" or "venció hace 3"."""
    days = (invoice.due_date - today).days
    line = (
        f"Computed in code: {abs(days)} day(s) between {today.isoformat()} and the due date "
        f"{invoice.due_date.isoformat()} of invoice {invoice.id}."
    )
    return [derived(line, abs(days))]


def _paid_on_line(invoice: Invoice) -> list[Evidence]:
    if invoice.paid_at is None:
        return []
    day = invoice.paid_at.astimezone(CARACAS).date()
    line = f"Computed in code: invoice {invoice.id} was paid on {day.isoformat()} (Caracas)."
    return [derived(line, day)]


def invoice_facts(
    customer: CustomerRef, invoices: list[Invoice], period: str | None, today: date
) -> InvoiceFacts | None:
    """The invoice of ``period`` (the newest when ``None``); ``None`` when there is none.

    Invoices come newest first. Open invoices older than the chosen one are counted; when
    the chosen one is not the newest, the newest is described too, with the open ones in
    between counted, so that "el recibo de octubre" is told apart from the open November one.
    """
    index = next(
        (
            i
            for i, inv in enumerate(invoices)
            if period is None or period_of(inv.period.start) == period
        ),
        None,
    )
    if index is None:
        return None
    chosen = invoices[index]
    older = sum(1 for inv in invoices[index + 1 :] if inv.status is InvoiceStatus.open)
    between = sum(1 for inv in invoices[1:index] if inv.status is InvoiceStatus.open)
    computed = []
    if older:
        computed.append(derived(f"Computed in code: {older} older open invoice(s).", older))
    if between:
        line = f"Computed in code: {between} open invoice(s) between it and the newest."
        computed.append(derived(line, between))
    newest = invoices[0] if index else None
    extra = _paid_on_line(newest) + _days_line(newest, today) if newest else []
    computed += _days_line(chosen, today)
    return InvoiceFacts(
        customer=customer,
        asked_period=period,
        invoice=invoice_view(chosen, today),
        other_open=older,
        computed=tuple(computed + _paid_on_line(chosen) + extra),
        newest=invoice_view(newest, today) if newest else None,
        newer_open=between,
    )


def invoice_list_facts(
    customer: CustomerRef,
    invoices: list[Invoice],
    asked: int,
    today: date,
    months: tuple[str, ...] = (),
) -> InvoiceListFacts | None:
    """The ``asked`` newest invoices (all of them if fewer), or those of ``months`` (the
    named months without one are kept as ``missing``); ``None`` when none is found."""
    shown = invoices[:asked]
    if months:
        shown = [inv for inv in invoices if period_of(inv.period.start) in months]
    if not shown:
        return None
    found = {period_of(inv.period.start) for inv in shown}
    computed = [derived(f"Computed in code: {len(shown)} invoice(s) listed.", len(shown))]
    for inv in shown:
        computed += _paid_on_line(inv) + _days_line(inv, today)
    missing = tuple(month for month in months if month not in found)
    for month in missing:
        computed.append(derived(f"Computed in code: no invoice of period {month} found.", month))
    return InvoiceListFacts(
        customer=customer,
        invoices=tuple(invoice_view(inv, today) for inv in shown),
        asked=len(months) or asked,
        months=months,
        missing=missing,
        computed=tuple(computed),
    )


PAYMENTS_TOLD = 3
"""At most this many payments are told: the newest up to the newest that went through."""


def payment_view(payment: Payment, periods: dict[str, str]) -> PaymentView:
    """How a reply describes one payment; ``periods`` maps invoice ids to their periods (an
    allocation to an invoice not among them is not told)."""
    day = (payment.paid_at or payment.created_at).astimezone(CARACAS).date()
    allocated = sum(a.amount.amount_minor for a in payment.allocations)
    return PaymentView(
        amount=payment.amount.display,
        day=day,
        status=payment.status.value,
        reference=payment.reference,
        reason=payment.failure_reason,
        bills=tuple(
            (periods[a.invoice_id], a.amount.display)
            for a in payment.allocations
            if a.invoice_id in periods
        ),
        rest_in_favour=payment.status is PaymentStatus.succeeded
        and payment.amount_applied.amount_minor > allocated,
    )


def _told_payments(
    payments: list[Payment],
    reference: str | None,
    described: PaymentDescribed | None = None,
    paid_to: str | None = None,
) -> list[Payment]:
    """The payments a payment-status reply tells: the one quoted (the newest with that
    reference), else the ones the customer described by day and amount, else those applied
    to the invoice ``paid_to`` (an earlier month's bill asked), else the newest up to the
    newest that went through."""
    if reference is not None:
        quoted = [p for p in payments if re.sub(r"\D", "", p.reference) == reference]
        return quoted[:1]
    if described is not None:
        matching = [p for p in payments if _fits(p, described)]
        if matching:
            return matching[:PAYMENTS_TOLD]
    if paid_to is not None:
        applied = [p for p in payments if any(a.invoice_id == paid_to for a in p.allocations)]
        if applied:
            return applied[:PAYMENTS_TOLD]
    told: list[Payment] = []
    for payment in payments[:PAYMENTS_TOLD]:
        told.append(payment)
        if payment.status is PaymentStatus.succeeded:
            break
    return told


def _fits(payment: Payment, described: PaymentDescribed) -> bool:
    """Whether ``payment`` was made on a day the customer gave (if any) for an amount they
    gave (if any): as paid, or as applied in the billing currency."""
    day = (payment.paid_at or payment.created_at).astimezone(CARACAS).date()
    on_the_day = not described.days or any(
        (year is None or year == day.year) and (month, number) == (day.month, day.day)
        for year, month, number in described.days
    )
    paid = {Decimal(m.amount_minor) / 100 for m in (payment.amount, payment.amount_applied)}
    for_the_amount = not described.amounts or any(a in paid for a in described.amounts)
    return on_the_day and for_the_amount


def _payment_lines(payment: Payment, view: PaymentView) -> list[Evidence]:
    line = (
        f"Computed in code: payment {payment.id} (reference {payment.reference}) was made on "
        f"{view.day.isoformat()} (Caracas); status {payment.status.value}."
    )
    found = [derived(line, view.day)]
    if view.rest_in_favour:
        found.append(
            derived(
                f"Computed in code: payment {payment.id} was applied for "
                f"{payment.amount_applied.display}, more than it paid of any invoice; the rest "
                "became credit in the customer's favour."
            )
        )
    return found


def payment_facts(
    customer: CustomerRef,
    invoices: list[Invoice],
    today: date,
    payments: list[Payment] | None = None,
    reference: str | None = None,
    described: PaymentDescribed | None = None,
    month: str | None = None,
) -> PaymentFacts | None:
    """Payment status from the invoices (newest first), and from the payments (newest
    first) when they were read; ``reference`` is the one the customer quoted (digits),
    ``described`` the day and amount they gave one by, ``month`` the billing month named
    (``YYYY-MM``): an earlier month's bill asked ("¿el pago de septiembre les llegó?") is the
    one checked, with the payments applied to it (a day of that month given only dates the
    payment: "el 27 de octubre pagué"). ``None`` without invoices."""
    if not invoices:
        return None
    periods = {inv.id: period_of(inv.period.start) for inv in invoices}
    dated = (
        described is not None
        and month is not None
        and any(f"{number:02d}" == month[5:] for _, number, _ in described.days)
    )
    checked = [] if dated else [inv for inv in invoices if periods[inv.id] == month]
    latest = checked[0] if checked else invoices[0]
    older = invoices[invoices.index(latest) + 1 :]
    last_paid = next(
        (inv for inv in older if inv.status is InvoiceStatus.paid and inv.paid_at), None
    )
    computed = _paid_on_line(latest) + _days_line(latest, today)
    if last_paid is not None:
        computed += _paid_on_line(last_paid) + _days_line(last_paid, today)
    views = None
    if payments is not None:
        paid_to = latest.id if latest is not invoices[0] else None
        told = _told_payments(payments, reference, described, paid_to)
        views = tuple(payment_view(p, periods) for p in told)
        for payment, view in zip(told, views, strict=True):
            computed += _payment_lines(payment, view)
        if reference is not None and not told:
            searched = (
                f"Computed in code: none of the customer's {len(payments)} newest payments "
                f"has the reference {reference} the customer quoted."
            )
            computed.append(derived(searched, reference))
    return PaymentFacts(
        customer=customer,
        latest=invoice_view(latest, today),
        last_paid=invoice_view(last_paid, today) if last_paid else None,
        computed=tuple(computed),
        payments=views,
        quoted=reference if payments is not None else None,
    )


def usage_facts(customer: CustomerRef, usage: Usage) -> UsageFacts:
    """Usage this month; the GB left are subtracted here, in exact decimals."""
    computed: list[Evidence] = []
    remaining = None
    if usage.allowance_gb is not None:
        left = max(Decimal(usage.allowance_gb) - Decimal(usage.used_gb), Decimal(0))
        left = left.quantize(Decimal(usage.used_gb)) if "." in usage.used_gb else left
        remaining = decimal_es(str(left))
        line = (
            f"Computed in code: allowance {usage.allowance_gb} GB minus used {usage.used_gb} GB "
            f"leaves {left} GB."
        )
        computed.append(derived(line, left))
    overage = Decimal(usage.overage_gb) > 0
    projected = usage.projected_overage_amount
    return UsageFacts(
        customer=customer,
        period=period_of(usage.period.start),
        used_gb=decimal_es(usage.used_gb),
        allowance_gb=usage.allowance_gb,
        remaining_gb=remaining,
        overage_gb=decimal_es(usage.overage_gb) if overage else None,
        projected_charge=projected.display if projected.amount_minor else None,
        as_of=usage.as_of.date(),  # the day the evidence states (the API's time zone)
        computed=tuple(computed),
        finished=usage.as_of.date() > usage.period.end,
    )


def disambiguation_facts(candidates: tuple[CustomerRef, ...]) -> DisambiguationFacts:
    """The candidates, with the account tails the reply shows computed here."""
    computed = tuple(
        derived(
            f"Computed in code: account {c.account_number} ends in "
            f"{account_tail(c.account_number)}.",
            account_tail(c.account_number),
        )
        for c in candidates
    )
    return DisambiguationFacts(candidates, computed)
