"""What a draft says its numbers are: claims, and the facts computed in code they must name.

A number in a reply is only true together with what the reply says it is: November's total
called October's, a credit in the customer's favour called an amount owed, or an amount in
bolívares followed by "dólares" are all correct numbers stating a false fact. So a ``Draft``
carries, besides its text, the ``Claim``s it makes: for each figure, which fact it states
(``FactKind``), of what (a billing period ``2026-11``, an invoice, a charge's description, a
reason code), in which unit or currency, and the value as written. The turn computes the
account's ``Fact``s in code from the same facts the drafter was given
(``billing_sim.bot.fact_sheet``), and ``billing_sim.bot.meaning`` checks each claim against
them and the text against the claims.

Pure data: no I/O, no imports beyond the standard library.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Claim", "Fact", "FactKind"]


class FactKind(StrEnum):
    """Which fact of the account a number states."""

    AMOUNT_DUE = "amount_due"
    """What the customer owes in total now (the balance)."""
    OVERDUE = "overdue"
    """The part of the amount due whose due date has passed."""
    CREDIT = "credit"
    """Money in the customer's favour."""
    INVOICE_TOTAL = "invoice_total"
    """A bill's total (subject: its period)."""
    INVOICE_NUMBER = "invoice_number"
    """A bill's number (subject: its period)."""
    PAID = "paid"
    """What was paid on a bill (subject: its period)."""
    REMAINING = "remaining"
    """What is left to pay on a bill (subject: its period)."""
    DELTA = "delta"
    """How much a bill changed from the previous one (subject: the newer period)."""
    DELTA_PCT = "delta_pct"
    """The same change in percent."""
    REASON = "reason"
    """What one reason of a bill change adds or takes off (subject: the reason code)."""
    CHARGE = "charge"
    """A bill line's amount (subject: its description; period: its bill)."""
    CHARGE_CHANGE_PCT = "charge_change_pct"
    """How much a bill line changed from the previous bill, in percent of its previous
    amount, computed in code from minor units (subject: its description; period: the newer
    bill)."""
    CHARGE_RATE = "charge_rate"
    """The rate in percent a bill line's description states («IVA 16 %»: 16; subject: the
    description; period: its bill)."""
    EXCHANGE_RATE = "exchange_rate"
    """The BCV rate a bill was issued at, bolívares per dollar (subject: its period)."""
    USED = "used"
    """Data used in a period (GB)."""
    ALLOWANCE = "allowance"
    """The plan's data allowance (GB)."""
    DATA_LEFT = "data_left"
    """Data left in the allowance (GB)."""
    OVERAGE = "overage"
    """Data used beyond the allowance (GB)."""
    OVERAGE_CHARGE = "overage_charge"
    """The estimated charge for the overage."""
    DUE_DATE = "due_date"
    """A bill's due date (subject: its period, or ``oldest`` for the oldest unpaid)."""
    PAID_ON = "paid_on"
    """The day a bill was paid (subject: its period)."""
    NEXT_INVOICE_DATE = "next_invoice_date"
    """The day the next bill is issued."""
    AS_OF = "as_of"
    """The day a figure was read (usage)."""
    DAYS_TO_DUE = "days_to_due"
    """Days between the billing system's today and a due date (subject: ``oldest`` for the
    oldest unpaid, or an invoice's period), unsigned; ``Fact.passed`` says which side."""
    OPEN_INVOICES = "open_invoices"
    """How many bills are unpaid (subject: ``all``, ``older``, ``between``)."""
    INVOICE_COUNT = "invoice_count"
    """How many bills a list shows."""
    ACCOUNT_TAIL = "account_tail"
    """The last digits of an account (subject: the account number)."""
    SEARCHED_KEY = "searched_key"
    """The account number or tax id the customer gave and nobody holds, echoed back."""
    PAYMENT = "payment"
    """A payment's amount as paid, that went through or is in process (subject: its
    reference; period: the bill it paid, when it paid one)."""
    RETURNED_PAYMENT = "returned_payment"
    """A payment's amount that the bank returned or that failed (subject: its reference)."""
    PAYMENT_REFERENCE = "payment_reference"
    """A payment's bank reference (subject: the same), or the one the customer quoted."""


MONEY_KINDS = frozenset({
    FactKind.AMOUNT_DUE, FactKind.OVERDUE, FactKind.CREDIT, FactKind.INVOICE_TOTAL,
    FactKind.PAID, FactKind.REMAINING, FactKind.DELTA, FactKind.REASON, FactKind.CHARGE,
    FactKind.OVERAGE_CHARGE, FactKind.PAYMENT, FactKind.RETURNED_PAYMENT,
})  # fmt: skip
"""Facts that are sums of money (their unit is a currency)."""

DATE_KINDS = frozenset({
    FactKind.DUE_DATE, FactKind.PAID_ON, FactKind.NEXT_INVOICE_DATE, FactKind.AS_OF,
})  # fmt: skip
"""Facts that are days."""

DATA_KINDS = frozenset({FactKind.USED, FactKind.ALLOWANCE, FactKind.DATA_LEFT, FactKind.OVERAGE})
"""Facts that are amounts of data (GB)."""

COUNT_KINDS = frozenset({FactKind.OPEN_INVOICES, FactKind.INVOICE_COUNT, FactKind.DAYS_TO_DUE})
"""Facts that count something."""


@dataclass(frozen=True, slots=True)
class Claim:
    """One figure of a draft and the fact it states.

    Attributes:
        fact: Which fact the figure is.
        value: The figure as the text writes it (``Bs. 3.376,00``, ``3376``, ``25 de
            noviembre``, ``tres``): it must occur in the text, read to the same meaning.
        subject: Of what: a billing period (``2026-11``), a charge's description, a reason
            code, an account number; ``None`` when the kind has one fact (the balance).
        unit: The currency (``VES``, ``USD``), ``GB`` or ``%``; ``None``: the fact's own.
    """

    fact: FactKind
    value: str
    subject: str | None = None
    unit: str | None = None

    def describe(self) -> str:
        """The claim in a few words, for the agent's summary and the logs."""
        of = f" of {self.subject}" if self.subject else ""
        unit = f" {self.unit}" if self.unit else ""
        return f"{self.fact.value}{of} = {self.value}{unit}"


@dataclass(frozen=True, slots=True)
class Fact:
    """One fact of the account, computed in code from the data the reply is drafted from.

    Attributes:
        kind: Which fact.
        value: Its value as the code writes it (a ``display`` string, an ISO date, digits).
        subject: Of what (see ``Claim.subject``).
        unit: Its currency, ``GB``, ``%`` or ``None``.
        period: The billing period (``YYYY-MM``) it belongs to, when it has one: a month
            named next to the figure must be this one.
        direction: For a change (a delta, a reason's impact): ``up`` or ``down``; "subió"
            or "bajó" next to the figure must say the same.
        settled: For a bill's total: whether the bill is paid (then it is never owed) or
            open (then it was never paid); ``None`` when the facts do not say.
        since: For the bill's change (its amount and its percent): the period it is
            measured from; a month named as its base ("45,52 % más que octubre", "respecto
            al mes pasado") must be this one.
        passed: For a due date and the days to it: whether the day has gone by (the bill
            is overdue: "venció", "hace 5 días", "ayer") or not (it is today or to come:
            "vence", "faltan 5 días", "mañana"); ``None`` when the facts do not say (a bill
            change does not know today). A ``DAYS_TO_DUE`` value is the distance, unsigned:
            this is its sign.
        change: For a bill line's amount on the newer bill: how the line changed from the
            previous bill (``added``, ``increased``, ``decreased``, ``unchanged``); "nuevo",
            "se agregó", "sigue igual" or "ya estaba" next to the figure must say the same.
            ``None`` when the facts do not say.
        part_paid: For a bill's total: part of it is paid and part is left (then the total
            is neither what is owed nor what was paid).
        name: For an account's digits: its holder's name, as a disambiguation shows it next
            to them (a holder named next to other digits is another account's).
    """

    kind: FactKind
    value: str
    subject: str | None = None
    unit: str | None = None
    period: str | None = None
    direction: str | None = None
    settled: bool | None = None
    since: str | None = None
    passed: bool | None = None
    change: str | None = None
    part_paid: bool = False
    name: str | None = None
