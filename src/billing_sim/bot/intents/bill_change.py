"""Bill change: why this bill differs from the last one, a charge named, the dollars."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from billing_sim.bot._charges import DATA_OVERAGE, DOLLARS, charge
from billing_sim.bot._entities import money_amounts
from billing_sim.bot._format import month_of
from billing_sim.bot._phrases import reason_phrase
from billing_sim.bot._template import Said, greeting
from billing_sim.bot._text import distinctive_words
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import bill_change_facts
from billing_sim.bot.evidence import computed
from billing_sim.bot.fact_sheet import bill_change_sheet
from billing_sim.bot.facts import (
    USAGE_OVERAGE,
    BillChangeFacts,
    ChargeLine,
    EarlierBill,
    NotFoundFacts,
    ReasonFact,
)
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.routing import Route, Routed
from billing_sim.client.models import BillSummary, Invoice, InvoiceLine

_K = FactKind
_PROMOTION_NAMED = {
    "promo_expired": "La promoción que terminó es «{}».",
    "promo_applied": "El descuento que cambió es «{}».",
}
"""A promotion among the reasons, told by the name its bill line printed."""
_FIGURES = re.compile(r"\s*\d[\d.,]*\s*%?")
INVOICE_LINES = "list_invoices"
"""The capability whose invoices hold what a bill summary does not: a first bill's lines
(there is nothing to compare them with), and the GB a data overage line charges."""


def _reads_invoice(routed: Routed, summary: BillSummary) -> bool:
    """Whether the answer needs the bill's invoice: a first bill (its lines are only
    there), or a data overage line asked about or on the bill when no charge is named (its
    GB are only there)."""
    if summary.previous is None:
        return True
    overage = any(DATA_OVERAGE.matches(line) and line.current_amount for line in summary.lines)
    return overage and routed.topic in (None, DATA_OVERAGE.key)


def _invoice_lines(request: Request, summary: BillSummary) -> list[InvoiceLine]:
    invoices: list[Invoice] = request.supporting.get(INVOICE_LINES) or []
    return next(
        (invoice.lines for invoice in invoices if invoice.id == summary.current.invoice_id), []
    )


def _build(request: Request, data: Any) -> BillChangeFacts:
    routed = request.routed
    # a charge complained about by its amount ("¿y ese cargo de 1360 qué es?")
    amounts = [q.value for q in money_amounts(request.text)] if routed.topic is None else []
    lines = _invoice_lines(request, data)
    return bill_change_facts(request.customer, data, routed.topic, request.compared, amounts, lines)


def _arguments(routed: Routed) -> dict[str, str | None]:
    return {"period": routed.period}


def _month_before(period: str) -> str:
    year, month = (int(part) for part in period.split("-"))
    return f"{year - 1}-12" if month == 1 else f"{year:04d}-{month - 1:02d}"


def _compared(routed: Routed) -> Routed | None:
    """A month named further back than the bill before ("agosto vs noviembre"): its own bill
    (the summary of ``period`` holds only the one before it)."""
    if routed.compared is None or routed.period is None:
        return None
    if routed.compared == _month_before(routed.period):
        return None
    return replace(routed, period=routed.compared, compared=None)


def _nothing(request: Request) -> NotFoundFacts:
    return bill_not_found(request.routed.period)


def bill_not_found(period: str | None) -> NotFoundFacts:
    """No bill of ``period`` (or none at all) on the account."""
    if period is None:
        return NotFoundFacts("invoices")
    searched = f"Computed in code: no bill of period {period} was found for the customer."
    return NotFoundFacts("bill", period=period, computed=(computed(searched, period),))


def _sheet(facts: BillChangeFacts) -> list[Fact]:
    return bill_change_sheet(facts)


def _topic(f: BillChangeFacts, say: Said) -> str:
    """What the customer asked about first: the charge they named, or the dollars."""
    month = month_of(f.period)
    before = f" en la de {month_of(f.previous_period)}" if f.previous_period else ""
    if f.topic == DOLLARS:
        lead = (
            "Tu plan tiene su precio en dólares y la factura se emite en bolívares a la "
            f"tasa oficial del BCV; la de {month} se calculó a "
            f"{say(_K.EXCHANGE_RATE, f.rate, f.period)} Bs. por dólar. Por "
            "eso el monto en bolívares cambia cuando cambia la tasa, aunque el precio en "
            "dólares sea el mismo."
            if f.rate
            else f"Tu factura de {month} está emitida en bolívares."
        )
        igtf = [line for line in f.focus if line.current]
        if igtf and igtf[0].current:
            amount = say(_K.CHARGE, igtf[0].current, igtf[0].description)
            lead += (
                f" Como pagas en divisas, se suma «{igtf[0].description}» sobre el pago "
                f"({amount}): es un impuesto al pago, no un aumento de precio."
            )
        return lead
    named = charge(f.topic or "")
    if named is None:
        return _quoted_lines(f, say)
    present = [line for line in f.focus if line.current]
    if not f.focus and f.previous_period is None:
        # a first bill's summary lists no lines (nothing to compare with): the charge may
        # well be on it, so its absence is never said
        return ""
    if not f.focus:
        return f"Tu factura de {month} {named.absent}."
    if not present:
        gone = f.focus[0]
        if gone.previous and before and f.previous_period:
            was = say(_K.CHARGE, gone.previous, gone.description)
            tail = f"; {before.strip()} fue de {was}."
        else:
            tail = "."
        return f"«{gone.description}» ya no aparece en tu factura de {month}{tail}"
    sentences = []
    for line in present:
        amount = say(_K.CHARGE, line.current or "", line.description) + _gb_over(line, say)
        sentence = f"en tu factura de {month} aparece «{line.description}» por {amount}"
        if line.change == "added":
            sentence += ", que no estaba en la anterior"
        elif line.previous and before:
            previous = say(_K.CHARGE, line.previous, line.description)
            sentence += f";{before} fue de {previous}"
        sentences.append(sentence + ".")
    return f"Sobre {named.name}: " + " ".join(sentences).replace(". en tu", ". En tu")


def _gb_over(line: ChargeLine, say: Said) -> str:
    """The GB a data overage line charges, after its amount, when the invoice counted them."""
    if line.overage_gb is None:
        return ""
    gb = say(_K.OVERAGE, line.overage_gb, line.description, "GB")
    return f" ({gb} GB adicionales)"


def _quoted_lines(f: BillChangeFacts, say: Said) -> str:
    """The lines of the amounts the customer quoted, named as the bill printed them."""
    month = month_of(f.period)
    present = [line for line in f.focus if line.current]
    sentences = []
    for line in present:
        amount = say(_K.CHARGE, line.current or "", line.description) + _gb_over(line, say)
        added = ", que no estaba en la anterior" if line.change == "added" else ""
        sentences.append(f"«{line.description}» por {amount}{added}")
    if not sentences:
        return ""
    return f"En tu factura de {month} aparece {' y '.join(sentences)}."


_HIGHER = {"increased": "más alta", "decreased": "más baja", "unchanged": "igual"}


def _against_earlier(f: BillChangeFacts, earlier: EarlierBill, say: Said) -> str:
    """The current bill against the one further back the customer named, then why the
    reasons that follow are the current bill's against the one before it."""
    month, then = month_of(f.period), month_of(earlier.period)
    total = say(_K.INVOICE_TOTAL, f.current_total, f.period)
    sentence = (
        f"Tu factura de {month} es de {total}; la de {then} fue de "
        f"{say(_K.INVOICE_TOTAL, earlier.total, earlier.period)}"
    )
    if earlier.direction is not None:
        sentence += f": la de {month} es {_HIGHER[earlier.direction]}"
    return (
        f"{sentence}. El sistema explica cada factura frente a la anterior, así que te detallo "
        f"la de {month}."
    )


def template(f: BillChangeFacts, say: Said) -> str:
    """How the bill changed and why, after what the customer asked about first."""
    opening, month = greeting(f.customer), month_of(f.period)
    topic = _topic(f, say)
    if topic:
        opening = f"{opening} {topic}"
    due = f"Vence el {say.day(_K.DUE_DATE, f.current_due, f.period)}."
    total = say(_K.INVOICE_TOTAL, f.current_total, f.period)
    if f.direction == "first_bill" or f.previous_period is None:
        return (
            f"{opening} Tu factura de {month} es la primera de tu cuenta: {total}. "
            f"No hay factura anterior con la cual compararla. {due}"
        )
    previous = say(_K.INVOICE_TOTAL, f.previous_total or "", f.previous_period)
    before = f"la de {month_of(f.previous_period)} fue de {previous}"
    head = f"{opening} Tu factura de {month} es de {total}; {before}."
    if f.earlier is not None:
        head = f"{opening} {_against_earlier(f, f.earlier, say)} L{before[1:]}."
    if f.direction == "unchanged":
        return f"{head} No cambió. {due}"
    verb = "Subió" if f.direction == "increased" else "Bajó"
    if f.delta:
        pct = f" ({say(_K.DELTA_PCT, f.delta_pct, f.period)} %)" if f.delta_pct else ""
        change = f"{verb} {say(_K.DELTA, f.delta, f.period)}{pct}."
    else:
        change = f"{verb}."
    if not f.reasons:
        return f"{head} {change} El sistema no detalla los motivos del cambio. {due}"
    lines = [f"{head} {change} Los motivos:"]
    for reason in f.reasons:
        phrase = reason_phrase(reason.code, reason.increases)
        if reason.code == "exchange_rate_changed" and f.rate_change:
            before_rate = say(_K.EXCHANGE_RATE, f.rate_change[0], f.previous_period)
            after_rate = say(_K.EXCHANGE_RATE, f.rate_change[1], f.period)
            phrase += f" (de {before_rate} a {after_rate} Bs. por dólar)"
        effect = "suma" if reason.increases else "resta"
        impact = say(_K.REASON, reason.impact, reason.code)
        if reason.code == USAGE_OVERAGE and reason.increases and f.overage_gb:
            impact += f" por {say(_K.OVERAGE, f.overage_gb, USAGE_OVERAGE, 'GB')} GB adicionales"
        lines.append(f"• {phrase}: {effect} {impact}.")
    lines += [_PROMOTION_NAMED[r.code].format(name) for r, name in _promotions_named(f)]
    lines.append(due)
    return "\n".join(lines)


def _promotions_named(f: BillChangeFacts) -> list[tuple[ReasonFact, str]]:
    """The promotions among the reasons, each by its line's description without its figures
    (its rate is no fact of this answer): «Descuento por fidelidad»."""
    named = []
    for reason in f.reasons:
        if reason.code in _PROMOTION_NAMED and reason.lines:
            name = _FIGURES.sub("", reason.lines[0]).strip()
            if name:
                named.append((reason, name))
    return named


_RULE_OF_REASON: dict[str, tuple[str, ...]] = {
    "plan_price_increase": ("ajuste de precio",),
    "plan_upgrade_proration": ("prorrateo",),
    "promo_expired": (r"promo\w*", r"descuento\w*"),
    "promo_applied": (r"promo\w*", r"descuento\w*"),
    "late_fee": (r"recargo por pago tardio",),
    "previous_balance_carried": ("saldo anterior",),
    "usage_overage": ("consumo de datos",),
    "one_time_installation_fee": ("instalacion", "traslado"),
    "equipment_charge": ("equipos",),
    "addon_added_or_trial_ended": ("servicios adicionales", "prueba gratis de ip fija"),
    "reconnection_fee": ("reconexion",),
    "payment_reversed_fee": ("pago devuelto",),
    "igtf_on_foreign_currency_payment": ("igtf",),
    "tax_exemption_removed": ("exencion",),
}  # fmt: skip
"""The policy section behind a bill-change reason, by what names its heading. The reasons
every bill has (the BCV rate, the tax base) and those no section explains are not here."""
_RATE_RULE = ("tasa de cambio bcv",)
"""The section behind a change the BCV rate alone explains (the plan's price the same)."""
_PROMOTIONS = frozenset({"promo_expired", "promo_applied"})


def _explained_by(f: BillChangeFacts) -> tuple[str, ...]:
    """The rule behind the weightiest reason that moved the bill the way it went and that a
    section explains (a plan's price adjusted, a promotion ended or applied, last month's
    balance carried); else the BCV rate's, when the rate moved it: what the customer asking
    why the bill changed needs beside the figures."""
    if f.direction not in ("increased", "decreased"):
        return ()
    up = f.direction == "increased"
    # (the reason that weighs most first: a balance carried over a late fee)
    for reason in sorted(f.reasons, key=lambda r: -r.impact_minor):
        words = _RULE_OF_REASON.get(reason.code)
        if not (words and reason.increases == up):
            continue
        if reason.code in _PROMOTIONS:
            # the promotion that ended, by its own name («Descuento por fidelidad 10 %»:
            # fidelidad), not every promotion's section
            return tuple(sorted(distinctive_words(reason.lines) - _GENERIC_PROMO_WORDS))
        return words
    rate = any(r.code == "exchange_rate_changed" and r.increases == up for r in f.reasons)
    return _RATE_RULE if rate else ()


_GENERIC_PROMO_WORDS = frozenset({"promocion", "promociones", "descuento", "descuentos"})


INTENT = Intent(
    route=Route.BILL_CHANGE,
    capability="get_bill_summary",
    facts_types=(BillChangeFacts,),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pregunta por qué cambió su factura",
    offer="explicarte por qué cambió tu factura",
    button="Por qué cambió",
    arguments=_arguments,
    compared=_compared,
    supporting=(INVOICE_LINES,),
    needs_support=_reads_invoice,
    explained_by=_explained_by,
)
