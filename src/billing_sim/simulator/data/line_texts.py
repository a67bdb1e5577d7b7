"""Customer-facing line descriptions in es-VE and en.

Each helper returns ``(description, label)``: the description is printed on the invoice and may
name the month or another document; the label is month-independent and names the line in bill
comparisons (``Plan Fibra 100``, ``Recargo por pago tardío``, ``IVA 16 %``).
"""

from __future__ import annotations

from datetime import date

from billing_sim.simulator.data.calendar import Month, month_names
from billing_sim.simulator.problems import Localized

Texts = tuple[Localized, Localized]


def percent(bps: int, locale: str) -> str:
    """A rate in basis points as a percentage (``16``, ``12,5``)."""
    whole, rest = divmod(bps, 100)
    if not rest:
        return str(whole)
    digits = f"{rest:02d}".rstrip("0")
    return f"{whole}{'.' if locale == 'en' else ','}{digits}"


def month_label(month: Month) -> Localized:
    """``noviembre 2026`` / ``November 2026``."""
    return Localized(
        es=f"{month_names('es-VE')[month.month - 1]} {month.year}",
        en=f"{month_names('en')[month.month - 1]} {month.year}",
    )


def _same(text: Localized) -> Texts:
    return text, text


def plan(name: str, month: Month, start: date | None = None) -> Texts:
    """The plan's recurring charge; ``start`` marks a partial first month."""
    when = month_label(month)
    if start is None:
        description = Localized(f"Plan {name} ({when.es})", f"{name} plan ({when.en})")
    else:
        description = Localized(
            f"Plan {name} (del {start.day} al {month.days} de {when.es})",
            f"{name} plan ({when.en} {start.day}-{month.days})",
        )
    return description, Localized(f"Plan {name}", f"{name} plan")


def proration_credit(name: str, days: int, month: Month) -> Texts:
    """Credit for the unused days of the plan left mid-month."""
    when = month_label(month)
    return (
        Localized(
            f"Crédito por {days} días no usados del plan {name} ({when.es})",
            f"Credit for {days} unused days of the {name} plan ({when.en})",
        ),
        Localized(f"Crédito prorrateado del plan {name}", f"Prorated credit, {name} plan"),
    )


def proration_charge(name: str, days: int, month: Month) -> Texts:
    """Charge for the rest of the month on the plan taken mid-month."""
    when = month_label(month)
    return (
        Localized(
            f"Cargo por {days} días del plan {name} ({when.es})",
            f"Charge for {days} days of the {name} plan ({when.en})",
        ),
        Localized(f"Cargo prorrateado del plan {name}", f"Prorated charge, {name} plan"),
    )


def monthly(name: Localized, month: Month) -> Texts:
    """A recurring add-on or rental for ``month``."""
    when = month_label(month)
    return Localized(f"{name.es} ({when.es})", f"{name.en} ({when.en})"), name


def instalment(name: Localized, number: int, count: int) -> Texts:
    """One monthly instalment of equipment bought on credit."""
    return (
        Localized(
            f"{name.es}, cuota {number} de {count}", f"{name.en}, instalment {number} of {count}"
        ),
        Localized(f"{name.es} (cuotas)", f"{name.en} (instalments)"),
    )


def fixed(name: Localized) -> Texts:
    """A one-off item named after its catalog entry."""
    return _same(name)


def overage(gb: str, allowance: int, month: Month) -> Texts:
    """Data used above the plan's allowance in ``month`` (billed the month after)."""
    when = month_label(month)
    return (
        Localized(
            f"Consumo adicional de datos: {gb.replace('.', ',')} GB sobre {allowance} GB "
            f"({when.es})",
            f"Extra data: {gb} GB over {allowance} GB ({when.en})",
        ),
        Localized("Consumo adicional de datos", "Extra data"),
    )


def late_fee(invoice_number: str) -> Texts:
    """The late payment fee for ``invoice_number``."""
    return (
        Localized(
            f"Recargo por pago tardío de la factura {invoice_number}",
            f"Late payment fee for invoice {invoice_number}",
        ),
        Localized("Recargo por pago tardío", "Late payment fee"),
    )


def returned_payment(reference: str) -> Texts:
    """The fee for a payment the bank returned."""
    return (
        Localized(
            f"Cargo por pago devuelto (ref. {reference})",
            f"Returned payment fee (ref. {reference})",
        ),
        Localized("Cargo por pago devuelto", "Returned payment fee"),
    )


def iva(bps: int) -> Texts:
    """The IVA line (``IVA 16 %``; ``IVA exento`` at 0 %)."""
    if bps == 0:
        return _same(Localized("IVA exento", "IVA exempt"))
    return _same(Localized(f"IVA {percent(bps, 'es-VE')} %", f"IVA {percent(bps, 'en')} %"))


def igtf(bps: int) -> Texts:
    """The IGTF line charged because the customer pays in foreign currency."""
    return _same(
        Localized(
            f"IGTF {percent(bps, 'es-VE')} % (pago en divisas)",
            f"IGTF {percent(bps, 'en')} % (payment in foreign currency)",
        )
    )


def credit(note_number: str, reason: Localized) -> Texts:
    """A credit note applied to the invoice."""
    return (
        Localized(
            f"Nota de crédito {note_number}: {reason.es}", f"Credit note {note_number}: {reason.en}"
        ),
        Localized(f"Crédito: {reason.es}", f"Credit: {reason.en}"),
    )


def previous_balance(numbers: list[str]) -> Texts:
    """The unpaid balance of earlier invoices."""
    listed = ", ".join(numbers)
    plural_es = "las facturas" if len(numbers) > 1 else "la factura"
    plural_en = "invoices" if len(numbers) > 1 else "invoice"
    return (
        Localized(
            f"Saldo pendiente de {plural_es} {listed}", f"Unpaid balance of {plural_en} {listed}"
        ),
        Localized("Saldo anterior pendiente", "Unpaid previous balance"),
    )
