"""The generated history of one customer as plain immutable records, before any rendering.

Amounts are VES minor units unless a field says ``usd``. Texts are :class:`Localized` pairs so
one record serves both locales. :mod:`billing_sim.simulator.data.contract_models` turns these into
contract models.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from fractions import Fraction

from billing_sim.simulator.data.calendar import Month
from billing_sim.simulator.problems import Localized

SUBTOTAL_KINDS = frozenset(
    {
        "recurring",
        "usage",
        "one_time",
        "proration_charge",
        "proration_credit",
        "late_fee",
        "adjustment",
    }
)


@dataclass(frozen=True, slots=True)
class Line:
    """One invoice line.

    For lines priced in dollars, ``pricing_usd = round(usd_unit * factor)`` and ``amount`` is that
    converted at the invoice's rate; bill summaries use ``usd_unit`` and ``factor`` to split a
    change into exchange-rate, period-length and price effects. ``factor`` is the share of a
    full period billed (or, on usage lines, the quantity).
    """

    id: str
    kind: str
    code: str
    description: Localized
    label: Localized
    """Month-independent name, for bill comparisons (``Plan Fibra 100``)."""
    amount: int
    taxable: bool = False
    period: tuple[date, date] | None = None
    quantity: str | None = None
    unit_usd: int | None = None
    pricing_usd: int | None = None
    usd_unit: Fraction | None = None
    factor: Fraction = Fraction(1)
    tax_rate_bps: int | None = None
    tax_base: int | None = None
    proration: tuple[str, int, int] | None = None
    """``(factor, days_used, days_in_period)``."""
    linked_line_id: str | None = None
    on_subscription: bool = True
    plan_code: str | None = None


@dataclass(frozen=True, slots=True)
class InvoiceRecord:
    """An issued invoice, with what had been paid on it by the business date."""

    id: str
    number: str
    control_number: str
    month: Month
    billing_reason: str
    period: tuple[date, date]
    lines: tuple[Line, ...]
    amount_paid: int
    paid_at: datetime | None

    @property
    def offset(self) -> int:
        """Month offset of the invoice (0 = business month)."""
        return self.month.offset

    def _sum(self, kinds: frozenset[str]) -> int:
        return sum(line.amount for line in self.lines if line.kind in kinds)

    @property
    def subtotal(self) -> int:
        """Charges before discounts, taxes and credits (may be negative)."""
        return self._sum(SUBTOTAL_KINDS)

    @property
    def discount_total(self) -> int:
        """Discounts, as a positive amount."""
        return -self._sum(frozenset({"discount"}))

    @property
    def tax_total(self) -> int:
        """IVA plus IGTF."""
        return self._sum(frozenset({"tax"}))

    @property
    def credits_applied(self) -> int:
        """Credit notes applied, as a positive amount."""
        return -self._sum(frozenset({"credit"}))

    @property
    def total(self) -> int:
        """Σ amount of the lines that are not ``previous_balance``."""
        return sum(line.amount for line in self.lines if line.kind != "previous_balance")

    @property
    def previous_balance(self) -> int:
        """Unpaid balance of earlier invoices, printed but not part of ``total``."""
        return self._sum(frozenset({"previous_balance"}))

    @property
    def total_due(self) -> int:
        """``total`` + ``previous_balance``: the invoice's "Total a pagar"."""
        return self.total + self.previous_balance

    @property
    def tax_base(self) -> int:
        """Base of the IVA line (0 when there is none)."""
        return next((line.tax_base or 0 for line in self.lines if line.code == "tax:iva"), 0)


@dataclass(frozen=True, slots=True)
class PaymentRecord:
    """A payment of the generated history (succeeded, failed or reversed)."""

    id: str
    created_at: datetime
    amount: int
    currency: str
    method: str
    reference: str
    applied: int
    rate: str | None
    rate_date: date | None
    allocations: tuple[tuple[str, int], ...]
    status: str
    failure_reason: Localized | None


@dataclass(frozen=True, slots=True)
class CreditNoteRecord:
    """A credit note; it is applied as a ``credit`` line on the next invoice."""

    id: str
    number: str
    invoice_id: str
    reason: str
    description: Localized
    amount: int
    created_at: datetime


@dataclass(frozen=True, slots=True)
class History:
    """A customer's invoices (oldest first), payments (oldest first), credit notes and credit."""

    invoices: tuple[InvoiceRecord, ...]
    payments: tuple[PaymentRecord, ...]
    credit_notes: tuple[CreditNoteRecord, ...]
    credit: int
    """Credit in the customer's favour at the business date."""

    def invoice_at(self, offset: int) -> InvoiceRecord | None:
        """The invoice of month ``offset``, if there is one."""
        return next((invoice for invoice in self.invoices if invoice.offset == offset), None)
