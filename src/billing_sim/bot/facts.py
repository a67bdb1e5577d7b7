"""The facts a reply states: what a drafter is given to put into words.

Amounts are the API's ``display`` strings, untouched except for a dropped sign where prose
says the direction. Each fact carries ``computed``: what the bot derived itself
(``billing_sim.bot.compute``), as ``Evidence`` whose values are the derived numbers; they join the
tool
evidence the reply is verified against, so a derived number is accepted only when the code
derived it.

Document answers get the policy passages retrieval kept (``DocumentFacts``); a question about
the sender's own bill that also asks about the rule behind it gets both
(``AccountAndPolicyFacts``); an ambiguous one, the clarifying question
(``ClarificationFacts``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Protocol

from billing_sim.bot.grounding import Evidence
from billing_sim.bot.knowledge.verdict import Clarification
from billing_sim.bot.replies import CustomerRef


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
    computed: tuple[Evidence, ...]


@dataclass(frozen=True, slots=True)
class ReasonFact:
    """One reason of a bill change: the API's code and its impact, unsigned."""

    code: str
    impact: str
    increases: bool
    lines: tuple[str, ...] = ()
    """The descriptions of the bill lines the reason is about (the promotion that ended)."""
    impact_minor: int = 0
    """The impact in minor units, unsigned: which reason weighs most (never said as such)."""


@dataclass(frozen=True, slots=True)
class ChargeLine:
    """One bill line of a charge the customer named: its description and amounts, unsigned."""

    description: str
    current: str | None
    previous: str | None
    change: str
    change_pct: str | None = None
    """How much it changed in percent of its previous amount (unsigned, es-VE notation, two
    decimals half up as the server shows the bill's change), computed in code from the
    minor units; ``None`` when it was not charged before or is in another currency."""
    overage_gb: str | None = None
    """For a data overage line, the GB it charges (es-VE notation), as the invoice's line
    counts them; ``None`` for other lines or when the invoice was not read."""


USAGE_OVERAGE = "usage_overage"
"""The bill reason of data used beyond the plan's allowance (its GB: ``overage_gb``)."""


@dataclass(frozen=True, slots=True)
class EarlierBill:
    """A bill further back than the previous one, named to compare with ("agosto vs
    noviembre"): its period and total, and ``direction``, the current bill against it
    (``increased``, ``decreased``, ``unchanged``; ``None`` in another currency), computed in
    code from the two totals' minor units."""

    period: str
    total: str
    direction: str | None


@dataclass(frozen=True, slots=True)
class BillChangeFacts:
    """How this bill compares with the previous one, and why.

    ``topic`` is what the message asked about (a ``billing_sim.bot._charges`` key, or ``dollars``);
    ``focus`` the bill lines of that charge; ``rate`` the BCV rate of the current bill;
    ``earlier`` a bill further back the message named to compare with (the reasons stay
    those of the current bill against the previous one: the API explains a bill against the
    one before it).
    """

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
    computed: tuple[Evidence, ...]
    topic: str | None = None
    focus: tuple[ChargeLine, ...] = ()
    rate: str | None = None
    earlier: EarlierBill | None = None
    overage_gb: str | None = None
    """The GB beyond the plan's allowance this bill charges, as its invoice's data overage
    line counts them (es-VE notation); ``None`` when it charges none or the invoice was not
    read."""


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
    due_passed: bool = False
    days_to_due: int | None = None
    """Days from today to the due date: negative once it has passed."""


@dataclass(frozen=True, slots=True)
class InvoiceFacts:
    """The invoice asked for (the newest, or the one of ``asked_period``).

    ``other_open`` counts the open invoices older than it; ``newest`` is the newest
    invoice when the one asked for is not it (so the reply can say where the asked one
    stands), and ``newer_open`` the open invoices between them.
    """

    customer: CustomerRef
    asked_period: str | None
    invoice: InvoiceView
    other_open: int
    computed: tuple[Evidence, ...]
    newest: InvoiceView | None = None
    newer_open: int = 0


@dataclass(frozen=True, slots=True)
class InvoiceListFacts:
    """Several invoices, newest first: the ``asked`` number, or all there are if fewer; or
    those of the months named (``months``), with the named ones that have none (``missing``).
    """

    customer: CustomerRef
    invoices: tuple[InvoiceView, ...]
    asked: int
    computed: tuple[Evidence, ...]
    months: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PaymentView:
    """One payment as a reply describes it.

    Attributes:
        amount: Its amount as paid, in the payment's currency (the API's display).
        day: The day it was paid (made, when the bank has not confirmed it), in Caracas.
        status: ``succeeded``, ``pending``, ``failed`` or ``reversed`` (the bank returned it).
        reference: Its bank reference.
        reason: Why it failed or was returned, as the billing system words it.
        bills: What it paid of each bill: ``(period, amount)``, the amounts the API's.
        rest_in_favour: Part of it was not applied to any bill (it became credit).
    """

    amount: str
    day: date
    status: str
    reference: str
    reason: str | None
    bills: tuple[tuple[str, str], ...]
    rest_in_favour: bool


@dataclass(frozen=True, slots=True)
class PaymentDescribed:
    """A payment the customer describes by its day or its amount ("pagué el 29 de octubre por
    pago móvil 2900 bs, ¿les llegó?"): ``days`` as ``(year or None, month, day)``, ``amounts``
    as written (any currency)."""

    days: tuple[tuple[int | None, int, int], ...]
    amounts: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class PaymentFacts:
    """Whether the newest invoice shows a payment, and the payments that tell it.

    ``payments`` are the newest payments up to the newest that went through (the returned,
    failed or pending ones after it, then it), when the payments were read; ``quoted`` is
    the reference the customer quoted and ``quoted_found`` whether one of their payments
    has it (then it is ``payments``' only one). ``last_paid`` is the newest paid bill
    before ``latest``: what is told of the last payment when the payments were not read.
    """

    customer: CustomerRef
    latest: InvoiceView
    last_paid: InvoiceView | None
    computed: tuple[Evidence, ...]
    payments: tuple[PaymentView, ...] | None = None
    quoted: str | None = None

    @property
    def quoted_found(self) -> bool:
        """Whether one of the customer's payments has the reference they quoted."""
        return self.quoted is not None and bool(self.payments)


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
    computed: tuple[Evidence, ...]
    finished: bool = False
    """The month is over (a past month asked for): its usage is final, told in the past."""


@dataclass(frozen=True, slots=True)
class NotFoundFacts:
    """Nothing matches what the customer gave: an honest answer, not an escalation.

    Attributes:
        subject: ``account_number``, ``tax_id`` or ``phone`` (no such customer);
            ``bill`` (no bill for ``period``), ``invoices`` (none issued) or ``usage``
            (no subscription with usage).
        value: The account number or tax id searched, to echo back; ``None`` for a phone.
        period: For ``bill`` and ``usage``: the month asked about.
    """

    subject: str
    value: str | None = None
    period: str | None = None
    computed: tuple[Evidence, ...] = ()


@dataclass(frozen=True, slots=True)
class DisambiguationFacts:
    """Several accounts share the sender's phone: which one does the customer mean?"""

    candidates: tuple[CustomerRef, ...]
    computed: tuple[Evidence, ...]


@dataclass(frozen=True, slots=True)
class WithheldFacts:
    """The message names an account, tax id or phone the sender is not known to hold.

    The reply says nothing about it (not even whether it exists) and how to ask instead;
    ``claim`` is which kind of key was typed, never its value.
    """

    claim: str
    computed: tuple[Evidence, ...] = ()


@dataclass(frozen=True, slots=True)
class ScopeFacts:
    """A message the bot does not answer from data; ``rule`` is the routing rule."""

    rule: str
    computed: tuple[Evidence, ...] = ()


@dataclass(frozen=True, slots=True)
class Passage:
    """A policy section an answer may stand on (a chunk retrieval kept), as a drafter reads it.

    Attributes:
        id: The section's id: what the answer cites.
        document: The document's title (``Mora y suspensión``).
        heading: The section's heading (``Reconexión del servicio``).
        body: The section's text (markdown), every number of it quotable.
    """

    id: str
    document: str
    heading: str
    body: str


@dataclass(frozen=True, slots=True)
class DocumentFacts:
    """A question the policy documents answer: the passages to answer from, best first.
    ``unregistered``: nobody holds the sender's phone, so the reply also says where the
    account's own figures are asked from."""

    question: str
    passages: tuple[Passage, ...]
    computed: tuple[Evidence, ...] = ()
    unregistered: bool = False


@dataclass(frozen=True, slots=True)
class ClarificationFacts:
    """A document question retrieval could not settle: ask which topic, with reply buttons."""

    question: str
    clarification: Clarification
    computed: tuple[Evidence, ...] = ()


@dataclass(frozen=True, slots=True)
class AccountAndPolicyFacts:
    """The sender's own account answer, and the policy that explains the rule it asks about
    ("¿por qué me cobraron mora?": the late fee on the bill, and the late-fee rule)."""

    account: AccountFacts | Answer
    policy: DocumentFacts

    @property
    def computed(self) -> tuple[Evidence, ...]:
        """What the code derived for the account answer."""
        return self.account.computed


@dataclass(frozen=True, slots=True)
class SeveralAnswers:
    """A message that asks several things ("¿cuánto debo? y ¿cuántos gigas llevo?"): each
    answer, the first account question's first, and how many of the others could not be
    answered here with confidence (the reply tells the customer a person takes them).

    ``answers`` hold account answers (with their policy, or an honest not-found) and document
    answers; never another ``SeveralAnswers``.
    """

    answers: tuple[AccountAndPolicyFacts | DocumentFacts | NotFoundFacts | Answer, ...]
    unanswered: int = 0

    @property
    def computed(self) -> tuple[Evidence, ...]:
        """What the code derived for every answer."""
        return tuple(found for answer in self.answers for found in answer.computed)


def passages_of(facts: object) -> tuple[Passage, ...]:
    """The policy passages ``facts`` offer a drafter: a document answer's, the policy beside
    an account answer, every answer's of several."""
    if isinstance(facts, DocumentFacts):
        return facts.passages
    if isinstance(facts, AccountAndPolicyFacts):
        return facts.policy.passages
    if isinstance(facts, SeveralAnswers):
        return tuple(p for answer in facts.answers for p in passages_of(answer))
    return ()


def lines_named(facts: object) -> tuple[str, ...]:
    """The bill lines an account answer names by their description (a promotion that
    ended: «Descuento por fidelidad 10 %»): what its policy section should be about."""
    if isinstance(facts, BillChangeFacts):
        return tuple(line for reason in facts.reasons for line in reason.lines)
    return ()


class Answer(Protocol):
    """An account answer's facts, whichever intent computed them (``billing_sim.bot.intents``):
    whose account, and what the code derived."""

    @property
    def customer(self) -> CustomerRef:
        """Whose account the answer is about."""
        ...

    @property
    def computed(self) -> tuple[Evidence, ...]:
        """The facts derived in code (they support numbers; ``billing_sim.bot.facts``)."""
        ...


AccountFacts = (
    BalanceFacts | BillChangeFacts | InvoiceFacts | InvoiceListFacts | PaymentFacts | UsageFacts
)
"""An answer from the sender's own account."""

MessageFacts = AccountFacts | NotFoundFacts | DisambiguationFacts | WithheldFacts | ScopeFacts
"""Everything said from the account or a fixed text, without the documents."""

Facts = (
    MessageFacts
    | DocumentFacts
    | ClarificationFacts
    | AccountAndPolicyFacts
    | SeveralAnswers
    | Answer
)
"""Everything a drafter may be asked to put into words."""
