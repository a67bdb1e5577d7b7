"""The facts a reply states: what a drafter is given to put into words.

Amounts are the API's ``display`` strings, untouched except for a dropped sign where prose
says the direction. Each fact carries ``computed``: the lines, in fixed wording, stating
what the bot derived itself (``bot.compute``); they join the tool evidence the reply is
verified against, so a derived number is accepted only when the code derived it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from bot.replies import CustomerRef


@dataclass(frozen=True, slots=True)
class BalanceFacts:
    """What the customer owes or has in favour."""

    customer: CustomerRef
    position: str
    amount_due: str
    overdue: str | None
    credit: str | None
    open_invoices: int
    oldest_due: date | None
    days_to_oldest_due: int | None
    next_invoice: date
    suspended: bool
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReasonFact:
    """One reason of a bill change: the API's code and its impact, unsigned."""

    code: str
    impact: str
    increases: bool


@dataclass(frozen=True, slots=True)
class BillChangeFacts:
    """How this bill compares with the previous one, and why."""

    customer: CustomerRef
    period: str
    direction: str
    current_total: str
    current_due: date
    previous_period: str | None
    previous_total: str | None
    delta: str | None
    delta_pct: str | None
    reasons: tuple[ReasonFact, ...]
    rate_change: tuple[str, str] | None
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class InvoiceView:
    """One invoice as a reply describes it."""

    number: str
    period: str
    status: str
    total_due: str
    paid: str | None
    remaining: str
    due: date
    overdue: bool
    paid_on: date | None


@dataclass(frozen=True, slots=True)
class InvoiceFacts:
    """The invoice asked for (the newest, or the one of ``asked_period``)."""

    customer: CustomerRef
    asked_period: str | None
    invoice: InvoiceView
    other_open: int
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PaymentFacts:
    """Whether the newest invoice shows a payment, and the last payment seen."""

    customer: CustomerRef
    latest: InvoiceView
    last_paid: InvoiceView | None
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class UsageFacts:
    """Data used this month against the plan's allowance."""

    customer: CustomerRef
    period: str
    used_gb: str
    allowance_gb: int | None
    remaining_gb: str | None
    overage_gb: str | None
    projected_charge: str | None
    as_of: date
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NotFoundFacts:
    """Nothing matches what the customer gave: an honest answer, not an escalation.

    Attributes:
        subject: ``account_number``, ``tax_id`` or ``phone`` (no such customer);
            ``bill`` (no bill for ``period``), ``invoices`` (none issued) or ``usage``
            (no subscription with usage).
        value: The account number or tax id searched, to echo back; ``None`` for a phone.
        period: For ``bill``: the month asked about.
    """

    subject: str
    value: str | None = None
    period: str | None = None
    computed: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DisambiguationFacts:
    """Several accounts share the sender's phone: which one does the customer mean?"""

    candidates: tuple[CustomerRef, ...]
    computed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ScopeFacts:
    """A message the bot does not answer from data; ``rule`` is the routing rule."""

    rule: str
    computed: tuple[str, ...] = ()


Facts = (
    BalanceFacts
    | BillChangeFacts
    | InvoiceFacts
    | PaymentFacts
    | UsageFacts
    | NotFoundFacts
    | DisambiguationFacts
    | ScopeFacts
)
"""Everything a drafter may be asked to put into words."""
