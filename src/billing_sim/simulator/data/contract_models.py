"""Internal records to contract models (``billing_sim.openapi.models``), in one locale.

Every wire object is built through the generated pydantic models, so a shape that drifts from
the contract fails here, in tests, rather than on the wire.
"""

from __future__ import annotations

from datetime import datetime

from billing_sim.openapi import models
from billing_sim.simulator.data import catalog, ids
from billing_sim.simulator.data.calendar import Month
from billing_sim.simulator.data.identity import account_number
from billing_sim.simulator.data.people import Profile
from billing_sim.simulator.data.records import CreditNoteRecord, InvoiceRecord, Line, PaymentRecord
from billing_sim.simulator.money import money, signed_money

PDF_BASE = "https://billing.isp.example/invoices/"


def ves(amount: int, locale: str) -> models.Money:
    """A non-negative VES amount."""
    return money(amount, "VES", locale)


def usd(amount: int, locale: str) -> models.Money:
    """A non-negative USD amount."""
    return money(amount, "USD", locale)


def exchange_rate(month: Month) -> models.ExchangeRate:
    """The BCV rate a month's invoice converts at."""
    return models.ExchangeRate(
        base="USD", quote="VES", rate=month.rate, source="BCV", rate_date=month.rate_date
    )


def customer(index: int, profile: Profile, status: str) -> models.Customer:
    """The ``Customer`` of ``index`` (identity texts are not localised)."""
    return models.Customer(
        id=ids.customer_id(index),
        account_number=account_number(index),
        tax_id=models.TaxId(kind=models.TaxIdKind(profile.tax.kind), value=profile.tax.rif),
        name=profile.name,
        phones=list(profile.phones),
        email=profile.email,
        status=models.CustomerStatus(status),
        service_address=models.Address(
            line1=profile.line1,
            line2=profile.line2,
            city=profile.city.name,
            state=profile.city.state,
            postal_code=profile.city.postal_code,
            country="VE",
        ),
        billing_currency="VES",
        pricing_currency="USD",
        locale=profile.locale,
        created_at=profile.created_at,
    )


def line(item: Line, invoice_id: str, subscription_id: str, locale: str) -> models.InvoiceLine:
    """One ``InvoiceLine``."""
    period = models.DateRange(start=item.period[0], end=item.period[1]) if item.period else None
    proration = None
    if item.proration is not None:
        factor, used, days = item.proration
        proration = models.Proration(factor=factor, days_used=used, days_in_period=days)
    return models.InvoiceLine(
        id=item.id,
        invoice_id=invoice_id,
        kind=models.LineKind(item.kind),
        code=item.code,
        description=item.description.pick(locale),
        period=period,
        quantity=item.quantity,
        unit_price=usd(item.unit_usd, locale) if item.unit_usd is not None else None,
        pricing_amount=(
            signed_money(item.pricing_usd, "USD", locale) if item.pricing_usd is not None else None
        ),
        amount=signed_money(item.amount, "VES", locale),
        taxable=item.taxable,
        tax_rate_bps=item.tax_rate_bps,
        tax_base=ves(item.tax_base, locale) if item.tax_base is not None else None,
        proration=proration,
        linked_line_id=item.linked_line_id,
        subscription_id=subscription_id if item.on_subscription else None,
        plan_code=item.plan_code,
    )


def invoice(
    record: InvoiceRecord, index: int, locale: str, paid: int, paid_at: datetime | None
) -> models.Invoice:
    """An ``Invoice`` with ``paid`` applied (history plus the session's payments)."""
    subscription_id = ids.subscription_id(index)
    remaining = record.total - paid
    return models.Invoice(
        id=record.id,
        number=record.number,
        control_number=record.control_number,
        customer_id=ids.customer_id(index),
        subscription_id=subscription_id,
        status=models.InvoiceStatus.paid if remaining == 0 else models.InvoiceStatus.open,
        billing_reason=models.BillingReason(record.billing_reason),
        period=models.DateRange(start=record.period[0], end=record.period[1]),
        issue_date=record.month.first,
        due_date=record.month.due,
        currency="VES",
        exchange_rate=exchange_rate(record.month),
        subtotal=signed_money(record.subtotal, "VES", locale),
        discount_total=ves(record.discount_total, locale),
        tax_total=ves(record.tax_total, locale),
        credits_applied=ves(record.credits_applied, locale),
        total=ves(record.total, locale),
        previous_balance=ves(record.previous_balance, locale),
        total_due=ves(record.total_due, locale),
        amount_paid=ves(paid, locale),
        amount_remaining=ves(remaining, locale),
        paid_at=paid_at if remaining == 0 else None,
        pdf_url=f"{PDF_BASE}{record.id}.pdf",
        lines=[line(item, record.id, subscription_id, locale) for item in record.lines],
    )


def snapshot(record: InvoiceRecord, locale: str) -> models.BillSnapshot:
    """The ``BillSnapshot`` of an invoice, for bill summaries."""
    return models.BillSnapshot(
        invoice_id=record.id,
        invoice_number=record.number,
        period=models.DateRange(start=record.period[0], end=record.period[1]),
        issue_date=record.month.first,
        due_date=record.month.due,
        total=ves(record.total, locale),
        total_due=ves(record.total_due, locale),
        exchange_rate=exchange_rate(record.month),
    )


def payment(record: PaymentRecord, index: int, locale: str) -> models.Payment:
    """A generated ``Payment``."""
    targets = {invoice_id for invoice_id, _ in record.allocations}
    rate = None
    if record.rate is not None and record.rate_date is not None:
        rate = models.ExchangeRate(
            base="USD", quote="VES", rate=record.rate, source="BCV", rate_date=record.rate_date
        )
    return models.Payment(
        id=record.id,
        customer_id=ids.customer_id(index),
        invoice_id=next(iter(targets)) if len(targets) == 1 else None,
        amount=money(record.amount, record.currency, locale),
        amount_applied=ves(record.applied, locale),
        exchange_rate=rate,
        method=models.PaymentMethod(record.method),
        reference=record.reference,
        status=models.PaymentStatus(record.status),
        failure_reason=record.failure_reason.pick(locale) if record.failure_reason else None,
        allocations=[
            models.PaymentAllocation(invoice_id=invoice_id, amount=ves(amount, locale))
            for invoice_id, amount in record.allocations
        ],
        created_at=record.created_at,
        paid_at=None if record.status == "failed" else record.created_at,
    )


def credit_note(record: CreditNoteRecord, index: int, locale: str) -> models.CreditNote:
    """A ``CreditNote``."""
    return models.CreditNote(
        id=record.id,
        number=record.number,
        customer_id=ids.customer_id(index),
        invoice_id=record.invoice_id,
        reason=models.CreditNoteReason(record.reason),
        description=record.description.pick(locale),
        amount=ves(record.amount, locale),
        status=models.CreditNoteStatus.issued,
        created_at=record.created_at,
    )


def plan(spec: catalog.PlanSpec, locale: str) -> models.Plan:
    """A ``Plan`` at its current (business-month) price."""
    return models.Plan(
        code=spec.code,
        name=spec.name,
        description=spec.description.pick(locale),
        technology=models.Technology(spec.technology),
        download_mbps=spec.download_mbps,
        upload_mbps=spec.upload_mbps,
        data_allowance_gb=spec.allowance_gb,
        price=usd(spec.price_at(0), locale),
        interval="monthly",
        overage_unit_price=usd(spec.overage_usd, locale) if spec.overage_usd else None,
        active=spec.active,
    )
