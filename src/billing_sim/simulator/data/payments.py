"""A session's payments on top of the generated history: the account as the session sees it.

Recorded payments carry their own allocations (decided when they were recorded), so replaying
them is plain addition: each allocation pays an invoice, and whatever is left of the applied
amount becomes credit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from billing_sim.openapi import models
from billing_sim.openapi.conventions import PAYMENT_METHOD_CURRENCY
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.data.calendar import Month
from billing_sim.simulator.data.contract_models import ves
from billing_sim.simulator.data.records import History, InvoiceRecord
from billing_sim.simulator.money import convert, format_money, money
from billing_sim.simulator.problems import ApiProblem, Localized

METHOD_CURRENCY = PAYMENT_METHOD_CURRENCY
"""The currency each method pays in: the contract's ``x-conventions`` table."""


@dataclass(frozen=True, slots=True)
class AccountView:
    """What has been paid on each invoice, when it was settled, and the credit available."""

    paid: dict[str, int]
    paid_at: dict[str, datetime | None]
    credit: int

    def remaining(self, invoice: InvoiceRecord) -> int:
        """What is left to pay on ``invoice``."""
        return invoice.total - self.paid[invoice.id]


def account_view(history: History, recorded: Sequence[RecordedPayment]) -> AccountView:
    """The history with ``recorded`` (this customer's session payments, in order) applied."""
    paid = {invoice.id: invoice.amount_paid for invoice in history.invoices}
    paid_at = {invoice.id: invoice.paid_at for invoice in history.invoices}
    totals = {invoice.id: invoice.total for invoice in history.invoices}
    credit = history.credit
    for payment in recorded:
        allocated = 0
        for invoice_id, amount in payment.allocations:
            if invoice_id in paid:
                paid[invoice_id] += amount
                allocated += amount
                if paid[invoice_id] == totals[invoice_id]:
                    paid_at[invoice_id] = payment.created_at
        credit += payment.applied_minor - allocated
    return AccountView(paid, paid_at, credit)


def _not_found() -> ApiProblem:
    return ApiProblem(
        "invoice_not_found",
        Localized(
            "La factura indicada no existe para este cliente.",
            "The given invoice does not exist for this customer.",
        ),
        param="invoice_id",
    )


def allocate(
    body: models.PaymentCreate,
    history: History,
    view: AccountView,
    business_month: Month,
) -> tuple[int, str | None, tuple[tuple[str, int], ...]]:
    """Validate a new payment; return ``(applied VES, rate used, allocations)``.

    Raises:
        ApiProblem: ``currency_mismatch``, ``invoice_not_found``, ``invoice_already_paid`` or
            ``amount_invalid``.
    """
    method, currency = body.method.value, body.amount.currency.value
    if METHOD_CURRENCY[method] != currency:
        expected = METHOD_CURRENCY[method]
        raise ApiProblem(
            "currency_mismatch",
            Localized(
                f"Los pagos por {method} se hacen en {expected}.",
                f"Payments by {method} are made in {expected}.",
            ),
            param="amount.currency",
        )
    rate = business_month.rate if currency == "USD" else None
    applied = convert(body.amount.amount_minor, rate) if rate else body.amount.amount_minor
    open_invoices = [inv for inv in history.invoices if view.remaining(inv) > 0]
    if body.invoice_id is None:
        allocations, left = [], applied
        for invoice in open_invoices:
            take = min(left, view.remaining(invoice))
            if take:
                allocations.append((invoice.id, take))
                left -= take
        return applied, rate, tuple(allocations)
    target = next((inv for inv in history.invoices if inv.id == body.invoice_id), None)
    if target is None:
        raise _not_found()
    remaining = view.remaining(target)
    if remaining == 0:
        raise ApiProblem(
            "invoice_already_paid",
            Localized("Esa factura ya está pagada.", "That invoice is already paid."),
            param="invoice_id",
        )
    if applied > remaining:
        raise ApiProblem(
            "amount_invalid",
            Localized(
                f"El monto aplicado ({format_money(applied, 'VES', 'es-VE')}) supera el saldo "
                f"pendiente de la factura ({format_money(remaining, 'VES', 'es-VE')}).",
                f"The amount applied ({format_money(applied, 'VES', 'en')}) exceeds what is left "
                f"to pay on the invoice ({format_money(remaining, 'VES', 'en')}).",
            ),
            param="amount.amount_minor",
        )
    return applied, rate, ((target.id, applied),)


def session_payment(payment: RecordedPayment, business_month: Month, locale: str) -> models.Payment:
    """The ``Payment`` of a payment recorded in a session (always succeeded)."""
    rate = None
    if payment.rate is not None:
        rate = models.ExchangeRate(
            base="USD",
            quote="VES",
            rate=payment.rate,
            source="BCV",
            rate_date=business_month.rate_date,
        )
    return models.Payment(
        id=payment.id,
        customer_id=payment.customer_id,
        invoice_id=payment.invoice_id,
        amount=money(payment.amount_minor, payment.currency, locale),
        amount_applied=ves(payment.applied_minor, locale),
        exchange_rate=rate,
        method=models.PaymentMethod(payment.method),
        reference=payment.reference,
        status=models.PaymentStatus.succeeded,
        failure_reason=None,
        allocations=[
            models.PaymentAllocation(invoice_id=invoice_id, amount=ves(amount, locale))
            for invoice_id, amount in payment.allocations
        ],
        created_at=payment.created_at,
        paid_at=payment.created_at,
    )
