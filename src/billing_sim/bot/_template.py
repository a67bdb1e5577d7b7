"""What the template drafter's intents share: claims collected as figures are written, and the
few phrases every account answer uses (the greeting, an invoice's due date and state)."""

from __future__ import annotations

from datetime import date

from billing_sim.bot._format import first_name, long_date
from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.facts import InvoiceView
from billing_sim.bot.replies import CustomerRef

_K = FactKind


class Said:
    """The claims of one template draft, collected as its figures are written."""

    def __init__(self) -> None:
        self.claims: list[Claim] = []

    def __call__(
        self, fact: FactKind, value: str, subject: str | None = None, unit: str | None = None
    ) -> str:
        """``value``, written into the text, claimed as ``fact`` of ``subject``."""
        self.claims.append(Claim(fact, value, subject, unit))
        return value

    def day(self, fact: FactKind, day: date, subject: str | None = None) -> str:
        """A date in words (``long_date``), claimed as ``fact``."""
        return self(fact, long_date(day), subject)


SHORT_STATUS = {
    "paid": "pagada",
    "void": "anulada",
    "uncollectible": "incobrable",
    "draft": "en preparación",
}
"""An invoice's state in a few words, for one line of a list."""
STATUS = {
    "paid": "Está pagada.",
    "void": "Fue anulada.",
    "uncollectible": "Figura como incobrable; un agente puede darte más detalles.",
    "draft": "Todavía está en preparación.",
}
"""An invoice's state in a sentence, when it is neither open nor paid with a date."""


def greeting(customer: CustomerRef) -> str:
    """The reply's first words: a person's first name, or none for a company."""
    # Only people get their first name; "Hola, Inversiones" would read oddly.
    if customer.tax_id[:1] in "VE":
        return f"Hola, {first_name(customer.name)}."
    return "Hola."


def due(view: InvoiceView, say: Said) -> str:
    """``vence``/``venció el <date>``, the date claimed as the invoice's due date."""
    verb = "venció" if view.overdue or view.due_passed else "vence"
    return f"{verb} el {say.day(_K.DUE_DATE, view.due, view.period)}"


def status(inv: InvoiceView, say: Said) -> str:
    """An invoice's state in a few words, for one line of a list."""
    if inv.status == "open":
        if inv.paid:
            paid = say(_K.PAID, inv.paid, inv.period)
            remaining = say(_K.REMAINING, inv.remaining, inv.period)
            return f"pagaste {paid} y quedan {remaining}; {due(inv, say)}"
        return f"pendiente de pago; {due(inv, say)}"
    if inv.status == "paid" and inv.paid_on:
        return f"pagada el {say.day(_K.PAID_ON, inv.paid_on, inv.period)}"
    return SHORT_STATUS.get(inv.status, "un agente puede darte más detalles")
