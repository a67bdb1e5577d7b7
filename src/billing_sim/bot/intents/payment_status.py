"""Payment status: whether the newest invoice shows a payment ("ya pagué, ¿se reflejó?")."""

from __future__ import annotations

from typing import Any

from billing_sim.bot._format import month_of
from billing_sim.bot._template import Said, due, greeting
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import payment_facts
from billing_sim.bot.fact_sheet import payment_sheet
from billing_sim.bot.facts import NotFoundFacts, PaymentFacts, PaymentView
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.intents.bill_change import bill_not_found
from billing_sim.bot.plan import PAYMENT_LOOKUP, payment_described, payment_reference
from billing_sim.bot.routing import Route

_K = FactKind
_WENT_THROUGH = ("succeeded", "pending")


def _build(request: Request, data: Any) -> PaymentFacts | None:
    payments = request.supporting.get(PAYMENT_LOOKUP)
    reference = payment_reference(request.text, request.routed) if payments is not None else None
    # (also without the payments: a day given dates the payment, so the bill checked stays
    # the newest, see ``payment_facts``)
    described = payment_described(request.text)
    return payment_facts(
        request.customer, data, request.today, payments, reference, described,
        month=request.routed.period,
    )  # fmt: skip


def _nothing(request: Request) -> NotFoundFacts:
    return bill_not_found(request.routed.period)


def _sheet(facts: PaymentFacts) -> list[Fact]:
    return payment_sheet(facts)


def _told(view: PaymentView, say: Said, with_reference: bool) -> str:
    """One payment in a sentence: its amount and day, and what became of it."""
    amount = say(_K.PAYMENT if view.status in _WENT_THROUGH else _K.RETURNED_PAYMENT,
                 view.amount, view.reference)  # fmt: skip
    on = say.day(_K.PAID_ON, view.day, view.reference)
    details = []
    if with_reference or view.status != "succeeded":
        details.append(f"referencia {say(_K.PAYMENT_REFERENCE, view.reference, view.reference)}")
    # the billing system's reason, when it is words only (a figure in it is not a fact here)
    if view.reason and not any(c.isdigit() for c in view.reason):
        details.append(view.reason)
    ref = f" ({'; '.join(details)})" if details else ""
    if view.status == "reversed":
        return f"El banco devolvió tu pago de {amount} del {on}{ref}: no se aplicó a tu cuenta."
    if view.status == "failed":
        return f"Tu pago de {amount} del {on}{ref} no se completó: no se aplicó a tu cuenta."
    if view.status == "pending":
        return f"Tu pago de {amount} del {on}{ref} está en proceso; todavía no se ha aplicado."
    said = f"Tu pago de {amount} del {on}{ref} está registrado"
    if not view.bills:
        return f"{said} y quedó a tu favor." if view.rest_in_favour else f"{said}."
    if len(view.bills) == 1 and view.bills[0][1] == view.amount and not view.rest_in_favour:
        return f"{said} y pagó tu factura de {month_of(view.bills[0][0])}."
    paid = [
        f"{say(_K.PAID, amount_paid, period)} a tu factura de {month_of(period)}"
        for period, amount_paid in view.bills
    ]
    rest = "; el resto quedó a tu favor" if view.rest_in_favour else ""
    return f"{said}: se aplicaron {' y '.join(paid)}{rest}."


def template(f: PaymentFacts, say: Said) -> str:
    """Whether the newest invoice shows a payment, and the payments that tell it: the one
    the customer quoted, or the newest up to the newest that went through (without the
    payments, the last paid bill)."""
    inv = f.latest
    month = month_of(inv.period)
    parts = [greeting(f.customer)]
    settled = inv.status == "paid"
    if settled:
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        on = f" el {say.day(_K.PAID_ON, inv.paid_on, inv.period)}" if inv.paid_on else ""
        parts.append(f"Tu factura de {month} ({total}) figura pagada{on}.")
    elif inv.paid:
        paid = say(_K.PAID, inv.paid, inv.period)
        remaining = say(_K.REMAINING, inv.remaining, inv.period)
        parts.append(
            f"Vemos un pago de {paid} en tu factura de {month}; quedan {remaining} por pagar."
        )
    else:
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        parts.append(f"Todavía no vemos pagos en tu factura de {month} ({total}, {due(inv, say)}).")
    quoted_missing = f.quoted is not None and not f.quoted_found
    if f.payments is not None:
        parts += [_told(view, say, f.quoted_found) for view in f.payments]
        if quoted_missing and f.quoted is not None:
            ref = say(_K.PAYMENT_REFERENCE, f.quoted, f.quoted)
            parts.append(
                f"No vemos ningún pago con la referencia {ref} entre los registrados en tu cuenta."
            )
    elif not settled and (last := f.last_paid) is not None and last.paid_on is not None:
        on = say.day(_K.PAID_ON, last.paid_on, last.period)
        # (what that bill shows paid: the customer checking a payment checks its amount)
        paid = f" ({say(_K.PAID, last.paid, last.period)} pagados)" if last.paid else ""
        parts.append(
            f"Tu último pago registrado fue el {on}, a la factura de {month_of(last.period)}{paid}."
        )
    if quoted_missing:
        parts.append(
            "Si lo hiciste hace poco, puede tardar en reflejarse; si quieres que lo revisemos, "
            "te comunico con un agente con esa referencia."
        )
    elif not settled:
        parts.append(
            "Si ya pagaste, puede tardar en reflejarse; si quieres que lo revisemos, envíame "
            "la referencia del pago y te comunico con un agente."
        )
    return " ".join(parts)


def _explained_by(f: PaymentFacts) -> tuple[str, ...]:
    """The returned payment's rule, when the bank returned a payment told (what it costs and
    how to pay again): what a customer asking whether a payment arrived needs beside it."""
    returned = any(view.status == "reversed" for view in f.payments or ())
    return ("pago devuelto",) if returned else ()


INTENT = Intent(
    route=Route.PAYMENT_STATUS,
    capability="list_invoices",
    supporting=(PAYMENT_LOOKUP,),
    facts_types=(PaymentFacts,),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pregunta si se reflejó su pago",
    offer="revisar si tu pago se reflejó",
    button="¿Llegó mi pago?",
    explained_by=_explained_by,
)
