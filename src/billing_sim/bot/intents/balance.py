"""Balance: what the customer owes or has in favour ("cuánto debo", "tengo saldo a favor")."""

from __future__ import annotations

from typing import Any

from billing_sim.bot._format import plural
from billing_sim.bot._template import Said, greeting
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import balance_facts
from billing_sim.bot.fact_sheet import balance_sheet
from billing_sim.bot.facts import BalanceFacts, NotFoundFacts
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.routing import Route

_K = FactKind


def _build(request: Request, data: Any) -> BalanceFacts:
    return balance_facts(request.customer, data)


def _nothing(request: Request) -> NotFoundFacts:
    return NotFoundFacts("account_number", request.customer.account_number)


def _sheet(facts: BalanceFacts) -> list[Fact]:
    return balance_sheet(facts)


def template(f: BalanceFacts, say: Said) -> str:
    """What the customer owes (and what is overdue, and when), or is in favour."""
    parts = [greeting(f.customer)]
    if f.position != "owes":
        parts.append("No tienes saldo pendiente: estás al día.")
        if f.credit:
            parts.append(
                f"Tienes un saldo a favor de {say(_K.CREDIT, f.credit)}, que se aplicará a "
                "tus próximas facturas."
            )
        when = say.day(_K.NEXT_INVOICE_DATE, f.next_invoice)
        parts.append(f"Tu próxima factura se emite el {when}.")
        return " ".join(parts)
    parts.append(f"Tu saldo pendiente es de {say(_K.AMOUNT_DUE, f.amount_due)}.")
    if f.overdue:
        parts.append(f"De ese monto, {say(_K.OVERDUE, f.overdue)} ya está vencido.")
    if f.open_invoices > 1:
        count = say(_K.OPEN_INVOICES, str(f.open_invoices), "all")
        parts.append(f"Tienes {count} facturas por pagar.")
    if f.oldest_due is not None and f.days_to_oldest_due is not None:
        days, when = f.days_to_oldest_due, say.day(_K.DUE_DATE, f.oldest_due, "oldest")
        which = "La factura pendiente más antigua" if f.open_invoices > 1 else "Tu factura"
        if days > 0:
            left = plural(days, "falta", "faltan")
            left += f" {say(_K.DAYS_TO_DUE, str(days), 'oldest')} "
            left += plural(days, "día", "días")
            parts.append(f"{which} vence el {when} ({left}).")
        elif days == 0:
            parts.append(f"{which} vence hoy, {when}.")
        else:
            parts.append(f"{which} venció el {when}.")
    if f.suspended:
        parts.append("Tu servicio figura suspendido por falta de pago.")
    return " ".join(parts)


INTENT = Intent(
    route=Route.BALANCE,
    capability="get_balance",
    facts_types=(BalanceFacts,),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pregunta por su saldo",
    offer="decirte tu saldo",
    button="Mi saldo",
    covers=("invoices:due_date",),  # the answer says when the oldest open invoice is due
)
