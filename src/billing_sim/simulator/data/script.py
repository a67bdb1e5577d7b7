"""The story of one customer, declared month by month: what the ledger turns into invoices.

A :class:`Script` says *what happened* (plan, promotions, add-ons, usage, payments, outages,
suspensions) by month offset; :mod:`billing_sim.simulator.data.ledger` derives *what was billed and
paid*.
Personas write scripts by hand; :mod:`billing_sim.simulator.data.population` draws them from a
seeded RNG.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Span:
    """``code`` is in force from month ``first`` to month ``last`` (offsets, inclusive)."""

    code: str
    first: int
    last: int = 0

    def covers(self, offset: int) -> bool:
        """Whether the span includes month ``offset``."""
        return self.first <= offset <= self.last


@dataclass(frozen=True, slots=True)
class PlanChange:
    """From invoice ``offset`` on, the plan is ``plan``.

    With ``day``, it is an upgrade made on that day of the month before, so invoice ``offset`` also
    carries the prorated credit and charge for the rest of that month; without, the change takes
    effect at the cycle (a downgrade).
    """

    offset: int
    plan: str
    day: int | None = None


@dataclass(frozen=True, slots=True)
class AddOnSpan:
    """An add-on taken in month ``trial_from`` and billed from ``billed_from`` to ``last``."""

    code: str
    trial_from: int
    billed_from: int
    last: int = 0


@dataclass(frozen=True, slots=True)
class TaxSpan:
    """IVA at ``bps`` (instead of 16 %) from month ``first`` to ``last``."""

    first: int
    last: int
    bps: int


@dataclass(frozen=True, slots=True)
class Outage:
    """An outage of ``days`` days in month ``offset``: a credit note in that month, applied as a
    credit line on the next invoice."""

    offset: int
    day: int
    days: int
    reason: str = "service_outage"


@dataclass(frozen=True, slots=True)
class Payment:
    """On ``day`` of month ``offset`` the customer pays everything outstanding (plus ``extra_usd``).

    ``failed`` records a declined attempt that moves no money; ``reversed_on`` is the
    ``(offset, day)`` on which the bank returned the payment.
    """

    offset: int
    day: int
    method: str = "pago_movil"
    extra_usd: int = 0
    failed: bool = False
    reversed_on: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Script:
    """Everything that happened to one customer's account.

    Offsets are months relative to the business month (0). A ``start_offset`` before the window
    (< -12) means a long-standing customer; ``start_day`` > 1 makes the first bill partial.
    """

    plan: str
    start_offset: int
    start_day: int = 1
    plan_changes: tuple[PlanChange, ...] = ()
    discounts: tuple[Span, ...] = ()
    addons: tuple[AddOnSpan, ...] = ()
    equipment: tuple[Span, ...] = ()
    one_time: tuple[tuple[int, str], ...] = ()
    taxes: tuple[TaxSpan, ...] = ()
    usd_payer: tuple[Span, ...] = ()
    outages: tuple[Outage, ...] = ()
    payments: tuple[Payment, ...] = ()
    reconnections: tuple[int, ...] = ()
    """Invoices that carry a reconnection fee (the service was restored the month before)."""
    usage_cgb: tuple[int, ...] = field(default=(0,) * 13)
    """Data used per month, hundredths of a GB, for offsets -12..0 (full-month totals)."""
    last_offset: int = 0
    """The last month invoiced (earlier for closed or disconnected accounts)."""
    status: str = "active"
    status_since: tuple[int, int] | None = None
    """``(offset, day)`` the account was suspended, disconnected or closed."""
    next_plan: str | None = None
    """A downgrade scheduled for the next cycle."""

    def plan_at(self, offset: int) -> str:
        """The plan billed on invoice ``offset``."""
        plan = self.plan
        for change in sorted(self.plan_changes, key=lambda c: c.offset):
            if change.offset <= offset:
                plan = change.plan
        return plan

    def upgrade_at(self, offset: int) -> PlanChange | None:
        """The mid-month upgrade prorated on invoice ``offset``, if any."""
        return next((c for c in self.plan_changes if c.offset == offset and c.day), None)

    def tax_bps(self, offset: int, standard: int) -> int:
        """The IVA rate on invoice ``offset``."""
        span = next((t for t in self.taxes if t.first <= offset <= t.last), None)
        return span.bps if span else standard

    def pays_in_usd(self, offset: int) -> bool:
        """Whether the customer pays invoice ``offset`` in dollars (so IGTF applies)."""
        return any(span.covers(offset) for span in self.usd_payer)

    def first_offset(self, window_start: int) -> int:
        """The first month invoiced within the generated window."""
        return max(self.start_offset, window_start)
