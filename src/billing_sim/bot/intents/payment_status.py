"""Payment status: whether the newest invoice shows a payment ("ya pagué, ¿se reflejó?")."""

from __future__ import annotations

from typing import Any

from billing_sim.bot._format import month_of
from billing_sim.bot._template import Said, due, greeting
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import payment_facts
from billing_sim.bot.fact_sheet import payment_sheet
from billing_sim.bot.facts import NotFoundFacts, PaymentFacts
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.intents.bill_change import bill_not_found
from billing_sim.bot.routing import Route

_K = FactKind


def _build(request: Request, data: Any) -> PaymentFacts | None:
    return payment_facts(request.customer, data, request.today)


def _nothing(request: Request) -> NotFoundFacts:
    return bill_not_found(request.routed.period)


def _sheet(facts: PaymentFacts) -> list[Fact]:
    return payment_sheet(facts)


def template(f: PaymentFacts, say: Said) -> str:
    """Whether the newest invoice shows a payment, and the last payment seen."""
    inv = f.latest
    month = month_of(inv.period)
    parts = [greeting(f.customer)]
    if inv.status == "paid":
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        on = f" el {say.day(_K.PAID_ON, inv.paid_on, inv.period)}" if inv.paid_on else ""
        parts.append(f"Tu factura de {month} ({total}) figura pagada{on}.")
        return " ".join(parts)
    if inv.paid:
        paid = say(_K.PAID, inv.paid, inv.period)
        remaining = say(_K.REMAINING, inv.remaining, inv.period)
        parts.append(
            f"Vemos un pago de {paid} en tu factura de {month}; quedan {remaining} por pagar."
        )
    else:
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        parts.append(f"Todavía no vemos pagos en tu factura de {month} ({total}, {due(inv, say)}).")
    last = f.last_paid
    if last is not None and last.paid_on is not None:
        on = say.day(_K.PAID_ON, last.paid_on, last.period)
        # (what that bill shows paid: the customer checking a payment checks its amount)
        paid = f" ({say(_K.PAID, last.paid, last.period)} pagados)" if last.paid else ""
        parts.append(
            f"Tu último pago registrado fue el {on}, a la factura de {month_of(last.period)}{paid}."
        )
    parts.append(
        "Si ya pagaste, puede tardar en reflejarse; si quieres que lo revisemos, envíame "
        "la referencia del pago y te comunico con un agente."
    )
    return " ".join(parts)


INTENT = Intent(
    route=Route.PAYMENT_STATUS,
    capability="list_invoices",
    facts_types=(PaymentFacts,),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pregunta si se reflejó su pago",
    offer="revisar si tu pago se reflejó",
    button="¿Llegó mi pago?",
)
