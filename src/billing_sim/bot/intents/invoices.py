"""Invoices: one invoice (the newest, or a month's), or the last few."""

from __future__ import annotations

from typing import Any

from billing_sim.bot._format import month_of
from billing_sim.bot._template import STATUS, Said, due, greeting, status
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import invoice_facts, invoice_list_facts
from billing_sim.bot.fact_sheet import invoice_list_sheet, invoice_sheet
from billing_sim.bot.facts import InvoiceFacts, InvoiceListFacts, InvoiceView, NotFoundFacts
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.intents.bill_change import bill_not_found
from billing_sim.bot.routing import Route

_K = FactKind


def _build(request: Request, data: Any) -> InvoiceFacts | InvoiceListFacts | None:
    routed = request.routed
    if routed.months:
        return invoice_list_facts(request.customer, data, 0, request.today, routed.months)
    if routed.count:
        return invoice_list_facts(request.customer, data, routed.count, request.today)
    return invoice_facts(request.customer, data, routed.period, request.today)


def _nothing(request: Request) -> NotFoundFacts:
    return bill_not_found(request.routed.period)


def _sheet(facts: InvoiceFacts | InvoiceListFacts) -> list[Fact]:
    if isinstance(facts, InvoiceListFacts):
        return invoice_list_sheet(facts)
    return invoice_sheet(facts)


def template(f: InvoiceFacts | InvoiceListFacts, say: Said) -> str:
    """One invoice, or a list of them."""
    if isinstance(f, InvoiceListFacts):
        return _invoice_list(f, say)
    return _invoice(f, say)


def _invoice(f: InvoiceFacts, say: Said) -> str:
    inv = f.invoice
    verb = "es" if f.newest is None else "fue"
    number = say(_K.INVOICE_NUMBER, inv.number, inv.period)
    total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
    parts = [
        greeting(f.customer),
        f"Tu factura de {month_of(inv.period)} (N.º {number}) {verb} de {total} y {due(inv, say)}.",
    ]
    if inv.status == "open":
        if inv.paid:
            paid = say(_K.PAID, inv.paid, inv.period)
            remaining = say(_K.REMAINING, inv.remaining, inv.period)
            parts.append(f"Has pagado {paid}; quedan {remaining} por pagar.")
        else:
            parts.append("Está pendiente de pago.")
    elif inv.status == "paid" and inv.paid_on:
        parts.append(f"Está pagada (el {say.day(_K.PAID_ON, inv.paid_on, inv.period)}).")
    else:
        parts.append(STATUS.get(inv.status, "Un agente puede darte más detalles."))
    if f.other_open == 1:
        parts.append("Además tienes otra factura anterior por pagar.")
    elif f.other_open:
        count = say(_K.OPEN_INVOICES, str(f.other_open), "older")
        parts.append(f"Además tienes otras {count} facturas anteriores por pagar.")
    if f.newest is not None:
        parts.append(_newest(f.newest, f.newer_open, say))
    return " ".join(parts)


def _newest(newest: InvoiceView, between: int, say: Said) -> str:
    """Where the newest invoice stands, after describing an older one."""
    number = say(_K.INVOICE_NUMBER, newest.number, newest.period)
    total = say(_K.INVOICE_TOTAL, newest.total_due, newest.period)
    head = f"Tu factura más reciente es la de {month_of(newest.period)} (N.º {number}), de {total}"
    if newest.status == "paid":
        text = f"{head}, y ya está pagada."
    else:
        text = f"{head}: {status(newest, say)}."
    if between == 1:
        text += " Entre ambas tienes otra factura por pagar."
    elif between:
        count = say(_K.OPEN_INVOICES, str(between), "between")
        text += f" Entre ambas tienes otras {count} facturas por pagar."
    return text


def _invoice_list(f: InvoiceListFacts, say: Said) -> str:
    shown = len(f.invoices)
    count = str(shown)
    if f.months:
        head = "Las facturas que pediste, de la más reciente a la más antigua:"
    elif shown == 1:
        head = "Solo encuentro esta factura en tu cuenta:"
    elif shown < f.asked:
        head = f"Solo encuentro {say(_K.INVOICE_COUNT, count, 'shown')} facturas en tu "
        head += "cuenta, de la más reciente a la más antigua:"
    else:
        head = f"Tus últimas {say(_K.INVOICE_COUNT, count, 'shown')} facturas, de la más "
        head += "reciente a la más antigua:"
    lines = [f"{greeting(f.customer)} {head}"]
    for inv in f.invoices:
        number = say(_K.INVOICE_NUMBER, inv.number, inv.period)
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        lines.append(f"• {month_of(inv.period)} (N.º {number}): {total}; {status(inv, say)}.")
    lines += [f"No encuentro factura de {month_of(month)} en tu cuenta." for month in f.missing]
    return "\n".join(lines)


INTENT = Intent(
    route=Route.INVOICES,
    capability="list_invoices",
    facts_types=(InvoiceFacts, InvoiceListFacts),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pide información de su factura",
    offer="darte los datos de tus facturas",
    button="Mis facturas",
)
