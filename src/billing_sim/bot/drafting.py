"""Drafting: facts into a message. ``Drafter`` is the seam; ``TemplateDrafter`` the default.

A drafter only proposes a ``Draft``: the text for the customer and the ids of the policy
passages it stands on. Whatever it writes is verified before it is sent
(``billing_sim.bot.grounding``):
every number must come from the billing API's data, a value the code computed, or a passage
it cites; every citation must be of a passage retrieval kept for this question. So an LLM
drafter plugged in here (structured output: ``{"text": ..., "citations": [...]}``) cannot put
a number or a rule in front of a customer that the billing API, the code or the documents in
force did not give. None is shipped: the default writes fixed es-VE templates, quoting amounts
exactly as the API's ``display`` strings and policy sections as written.

Citations: a WhatsApp bubble has no footnotes, so the ids never appear in the text. The
template names the section it quotes in words (*Mora y suspensión — Recargo por pago tardío*)
and ``Draft.citations`` carries the ids, which the reply, its trace and a hand-over keep.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from billing_sim.bot._charges import DOLLARS, charge
from billing_sim.bot._format import (
    account_tail,
    clean_name,
    first_name,
    long_date,
    month_of,
    plural,
)
from billing_sim.bot._phrases import reason_phrase
from billing_sim.bot.facts import (
    AccountAndPolicyFacts,
    BalanceFacts,
    BillChangeFacts,
    ClarificationFacts,
    DisambiguationFacts,
    DocumentFacts,
    Facts,
    InvoiceFacts,
    InvoiceListFacts,
    InvoiceView,
    MessageFacts,
    NotFoundFacts,
    Passage,
    PaymentFacts,
    ScopeFacts,
    UsageFacts,
    WithheldFacts,
)
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.replies import CustomerRef

_MENU = (
    "Puedo decirte tu saldo, explicarte por qué cambió tu factura, darte los datos de tus "
    "facturas, revisar si tu pago se reflejó y contarte tu consumo de datos, y responder tus "
    "dudas sobre planes, pagos, mora, impuestos y promociones."
)
_PERSON = "Si prefieres hablar con una persona, escribe «agente»."
_SCOPE: dict[str, str] = {
    "greeting": f"¡Hola! Soy el asistente de facturación. {_MENU} ¿En qué te ayudo? {_PERSON}",
    "identifiers_only": f"Gracias. ¿Qué quieres consultar de tu cuenta? {_MENU}",
    "technical": "La velocidad de tu plan (las «megas») y las fallas de conexión no las puedo "
    "revisar por aquí: escribe «agente» y te comunico con soporte técnico. Si lo que quieres "
    "saber es cuántos datos llevas este mes, pregúntame «cuántos gigas llevo».",
}
_CLAIMED = {
    "account_number": ("esa cuenta", "Si la cuenta es tuya, escríbeme desde el teléfono "
                       "registrado en ella"),
    "tax_id": ("esa cédula o RIF", "Si es tuya, escríbeme desde el teléfono registrado en tu "
               "cuenta"),
    "phone": ("ese número de teléfono", "Si ese número es tuyo, escríbeme desde él"),
}  # fmt: skip
_WITHHELD = (
    "Por tu seguridad, solo doy información de las cuentas registradas con el teléfono desde "
    "el que me escribes, así que no puedo consultar {what}. {how}; si necesitas ayuda con "
    "otra cuenta, escribe «agente» y te comunico con una persona."
)
_SHORT_STATUS = {
    "paid": "pagada",
    "void": "anulada",
    "uncollectible": "incobrable",
    "draft": "en preparación",
}
_NOT_UNDERSTOOD = f"Disculpa, no entendí tu consulta. {_MENU} {_PERSON}"
_STATUS = {
    "paid": "Está pagada.",
    "void": "Fue anulada.",
    "uncollectible": "Figura como incobrable; un agente puede darte más detalles.",
    "draft": "Todavía está en preparación.",
}


@dataclass(frozen=True, slots=True)
class Draft:
    """A proposed reply: the text for the customer and the passages it cites.

    Attributes:
        text: The message, as the customer will read it (no citation marks).
        citations: The ids of the policy passages it stands on (``Evidence.source`` of a
            passage; ``DocumentFacts.passages[i].id``), best first.
    """

    text: str
    citations: tuple[str, ...] = ()


class Drafter(Protocol):
    """Puts facts into words for the customer."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft | str:
        """The reply for ``facts``.

        Args:
            facts: What to say (``billing_sim.bot.facts``): account facts, document passages, or
            both.
            evidence: What the reply may draw on: the tool results, the facts computed in
                code and the policy passages retrieval kept (read ``text``; each carries its
                ``source``, a passage's is its id). Every number of the reply must be
                supported by the values of the tool results and computed facts, or by a
                passage the reply cites; every citation must be one of those passages; a
                document answer must cite one. Otherwise the turn escalates as
                UNGROUNDED_OUTPUT.

        Returns:
            The draft; a plain string is a draft that cites nothing.
        """
        ...


def _greeting(customer: CustomerRef) -> str:
    # Only people get their first name; "Hola, Inversiones" would read oddly.
    if customer.tax_id[:1] in "VE":
        return f"Hola, {first_name(customer.name)}."
    return "Hola."


def _due(view: InvoiceView) -> str:
    verb = "venció" if view.overdue or view.due_passed else "vence"
    return f"{verb} el {long_date(view.due)}"


def _status(inv: InvoiceView) -> str:
    """An invoice's state in a few words, for one line of a list."""
    if inv.status == "open":
        if inv.paid:
            return f"pagaste {inv.paid} y quedan {inv.remaining}; {_due(inv)}"
        return f"pendiente de pago; {_due(inv)}"
    if inv.status == "paid" and inv.paid_on:
        return f"pagada el {long_date(inv.paid_on)}"
    return _SHORT_STATUS.get(inv.status, "un agente puede darte más detalles")


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TABLE_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?")
_NUMBERED = re.compile(r"\d+\. ")
_MORE = "Si prefieres hablar con una persona, escribe «agente»."


def whatsapp_text(markdown: str) -> str:
    """A policy section's markdown as a WhatsApp message: paragraphs unwrapped, bold ``*x*``,
    bullets ``•``, and a table as its header line then one bullet per row (cells joined by
    ``; ``).

    Only marks and line breaks change: every word and number stays as written, so the draft
    is still supported by the section's own text.
    """
    lines: list[str] = []
    joinable = False  # whether the next plain line continues the previous one
    for raw in markdown.splitlines():
        stripped = _BOLD.sub(r"*\1*", raw.strip())
        if not stripped:
            if lines and lines[-1]:
                lines.append("")
            joinable = False
        elif _TABLE_RULE.fullmatch(stripped):
            continue
        elif stripped.startswith("|") and stripped.endswith("|"):
            cells = [cell.strip() for cell in stripped.strip("|").split("|")]
            lines.append(("" if _is_header(cells) else "• ") + "; ".join(cells))
            joinable = False
        elif stripped.startswith(("- ", "* ")):
            lines.append("• " + stripped[2:])
            joinable = True
        elif stripped.startswith("#"):
            lines.append(f"*{stripped.lstrip('#').strip()}*")
            joinable = False
        elif joinable and not _NUMBERED.match(stripped):
            lines[-1] += " " + stripped
        else:
            lines.append(stripped)
            joinable = True
    return "\n".join(lines).strip()


def _is_header(cells: Sequence[str]) -> bool:
    return not any(re.search(r"\d", cell) for cell in cells)


def _source(passage: Passage) -> str:
    return f"*{passage.document} — {passage.heading}*"


class TemplateDrafter:
    """The default drafter: deterministic es-VE templates, no model, no I/O."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        """The template reply for ``facts`` (``evidence`` is not needed: see ``Drafter``)."""
        if isinstance(facts, DocumentFacts):
            return self._document(facts)
        if isinstance(facts, AccountAndPolicyFacts):
            account = self._text(facts.account)
            passage = facts.policy.passages[0]
            policy = f"Lo que dicen nuestras condiciones ({_source(passage)}):"
            text = f"{account}\n\n{policy}\n{whatsapp_text(passage.body)}"
            return Draft(text, (passage.id,))
        if isinstance(facts, ClarificationFacts):
            return Draft(facts.clarification.question)
        return Draft(self._text(facts))

    def _document(self, f: DocumentFacts) -> Draft:
        """The section that answers, quoted as written, and where it comes from."""
        passage = f.passages[0]
        text = (
            f"Según nuestras condiciones ({_source(passage)}):\n{whatsapp_text(passage.body)}"
            f"\n\n{_MORE}"
        )
        return Draft(text, (passage.id,))

    def _text(self, facts: MessageFacts) -> str:
        if isinstance(facts, BalanceFacts):
            return self._balance(facts)
        if isinstance(facts, BillChangeFacts):
            return self._bill_change(facts)
        if isinstance(facts, InvoiceFacts):
            return self._invoice(facts)
        if isinstance(facts, InvoiceListFacts):
            return self._invoice_list(facts)
        if isinstance(facts, WithheldFacts):
            what, how = _CLAIMED.get(facts.claim, _CLAIMED["account_number"])
            return _WITHHELD.format(what=what, how=how)
        if isinstance(facts, PaymentFacts):
            return self._payment(facts)
        if isinstance(facts, UsageFacts):
            return self._usage(facts)
        if isinstance(facts, NotFoundFacts):
            return self._not_found(facts)
        if isinstance(facts, DisambiguationFacts):
            return self._disambiguation(facts)
        return self._scope(facts)

    def _balance(self, f: BalanceFacts) -> str:
        parts = [_greeting(f.customer)]
        if f.position != "owes":
            parts.append("No tienes saldo pendiente: estás al día.")
            if f.credit:
                parts.append(
                    f"Tienes un saldo a favor de {f.credit}, que se aplicará a tus próximas "
                    "facturas."
                )
            parts.append(f"Tu próxima factura se emite el {long_date(f.next_invoice)}.")
            return " ".join(parts)
        parts.append(f"Tu saldo pendiente es de {f.amount_due}.")
        if f.overdue:
            parts.append(f"De ese monto, {f.overdue} ya está vencido.")
        if f.open_invoices > 1:
            parts.append(f"Tienes {f.open_invoices} facturas por pagar.")
        if f.oldest_due is not None and f.days_to_oldest_due is not None:
            days, when = f.days_to_oldest_due, long_date(f.oldest_due)
            which = "La factura pendiente más antigua" if f.open_invoices > 1 else "Tu factura"
            if days > 0:
                left = plural(days, "falta", "faltan") + f" {days} " + plural(days, "día", "días")
                parts.append(f"{which} vence el {when} ({left}).")
            elif days == 0:
                parts.append(f"{which} vence hoy, {when}.")
            else:
                parts.append(f"{which} venció el {when}.")
        if f.suspended:
            parts.append("Tu servicio figura suspendido por falta de pago.")
        return " ".join(parts)

    def _topic(self, f: BillChangeFacts) -> str:
        """What the customer asked about first: the charge they named, or the dollars."""
        month = month_of(f.period)
        before = f" en la de {month_of(f.previous_period)}" if f.previous_period else ""
        if f.topic == DOLLARS:
            lead = (
                "Tu plan tiene su precio en dólares y la factura se emite en bolívares a la "
                f"tasa oficial del BCV; la de {month} se calculó a {f.rate} Bs. por dólar. Por "
                "eso el monto en bolívares cambia cuando cambia la tasa, aunque el precio en "
                "dólares sea el mismo."
                if f.rate
                else f"Tu factura de {month} está emitida en bolívares."
            )
            igtf = [line for line in f.focus if line.current]
            if igtf:
                lead += (
                    f" Como pagas en divisas, se suma «{igtf[0].description}» sobre el pago "
                    f"({igtf[0].current}): es un impuesto al pago, no un aumento de precio."
                )
            return lead
        named = charge(f.topic or "")
        if named is None:
            return ""
        present = [line for line in f.focus if line.current]
        if not f.focus:
            return f"Tu factura de {month} {named.absent}."
        if not present:
            gone = f.focus[0]
            return f"«{gone.description}» ya no aparece en tu factura de {month}" + (
                f"; {before.strip()} fue de {gone.previous}." if gone.previous and before else "."
            )
        sentences = []
        for line in present:
            sentence = f"en tu factura de {month} aparece «{line.description}» por {line.current}"
            if line.change == "added":
                sentence += ", que no estaba en la anterior"
            elif line.previous and before:
                sentence += f";{before} fue de {line.previous}"
            sentences.append(sentence + ".")
        return f"Sobre {named.name}: " + " ".join(sentences).replace(". en tu", ". En tu")

    def _bill_change(self, f: BillChangeFacts) -> str:
        greeting, month = _greeting(f.customer), month_of(f.period)
        topic = self._topic(f)
        if topic:
            greeting = f"{greeting} {topic}"
        due = f"Vence el {long_date(f.current_due)}."
        if f.direction == "first_bill" or f.previous_period is None:
            return (
                f"{greeting} Tu factura de {month} es la primera de tu cuenta: {f.current_total}. "
                f"No hay factura anterior con la cual compararla. {due}"
            )
        before = f"la de {month_of(f.previous_period)} fue de {f.previous_total}"
        head = f"{greeting} Tu factura de {month} es de {f.current_total}; {before}."
        if f.direction == "unchanged":
            return f"{head} No cambió. {due}"
        verb = "Subió" if f.direction == "increased" else "Bajó"
        if f.delta:
            pct = f" ({f.delta_pct} %)" if f.delta_pct else ""
            change = f"{verb} {f.delta}{pct}."
        else:
            change = f"{verb}."
        if not f.reasons:
            return f"{head} {change} El sistema no detalla los motivos del cambio. {due}"
        lines = [f"{head} {change} Los motivos:"]
        for reason in f.reasons:
            phrase = reason_phrase(reason.code, reason.increases)
            if reason.code == "exchange_rate_changed" and f.rate_change:
                before_rate, after_rate = f.rate_change
                phrase += f" (de {before_rate} a {after_rate} Bs. por dólar)"
            effect = "suma" if reason.increases else "resta"
            lines.append(f"• {phrase}: {effect} {reason.impact}.")
        lines.append(due)
        return "\n".join(lines)

    def _invoice(self, f: InvoiceFacts) -> str:
        inv = f.invoice
        verb = "es" if f.newest is None else "fue"
        parts = [
            _greeting(f.customer),
            f"Tu factura de {month_of(inv.period)} (N.º {inv.number}) {verb} de {inv.total_due} "
            f"y {_due(inv)}.",
        ]
        if inv.status == "open":
            if inv.paid:
                parts.append(f"Has pagado {inv.paid}; quedan {inv.remaining} por pagar.")
            else:
                parts.append("Está pendiente de pago.")
        elif inv.status == "paid" and inv.paid_on:
            parts.append(f"Está pagada (el {long_date(inv.paid_on)}).")
        else:
            parts.append(_STATUS.get(inv.status, "Un agente puede darte más detalles."))
        if f.other_open == 1:
            parts.append("Además tienes otra factura anterior por pagar.")
        elif f.other_open:
            parts.append(f"Además tienes otras {f.other_open} facturas anteriores por pagar.")
        if f.newest is not None:
            parts.append(self._newest(f.newest, f.newer_open))
        return " ".join(parts)

    def _newest(self, newest: InvoiceView, between: int) -> str:
        """Where the newest invoice stands, after describing an older one."""
        head = (
            f"Tu factura más reciente es la de {month_of(newest.period)} (N.º {newest.number}), "
            f"de {newest.total_due}"
        )
        if newest.status == "paid":
            text = f"{head}, y ya está pagada."
        else:
            text = f"{head}: {_status(newest)}."
        if between:
            text += " Entre ambas tienes " + plural(
                between, "otra factura por pagar.", f"otras {between} facturas por pagar."
            )
        return text

    def _invoice_list(self, f: InvoiceListFacts) -> str:
        shown = len(f.invoices)
        if shown == 1:
            head = "Solo encuentro esta factura en tu cuenta:"
        elif shown < f.asked:
            head = f"Solo encuentro {shown} facturas en tu cuenta, de la más reciente a la más "
            head += "antigua:"
        else:
            head = f"Tus últimas {shown} facturas, de la más reciente a la más antigua:"
        lines = [f"{_greeting(f.customer)} {head}"]
        for inv in f.invoices:
            lines.append(
                f"• {month_of(inv.period)} (N.º {inv.number}): {inv.total_due}; {_status(inv)}."
            )
        return "\n".join(lines)

    def _payment(self, f: PaymentFacts) -> str:
        inv = f.latest
        month = month_of(inv.period)
        parts = [_greeting(f.customer)]
        if inv.status == "paid":
            on = f" el {long_date(inv.paid_on)}" if inv.paid_on else ""
            parts.append(f"Tu factura de {month} ({inv.total_due}) figura pagada{on}.")
            return " ".join(parts)
        if inv.paid:
            parts.append(
                f"Vemos un pago de {inv.paid} en tu factura de {month}; "
                f"quedan {inv.remaining} por pagar."
            )
        else:
            parts.append(
                f"Todavía no vemos pagos en tu factura de {month} ({inv.total_due}, {_due(inv)})."
            )
        if f.last_paid is not None and f.last_paid.paid_on is not None:
            parts.append(
                f"Tu último pago registrado fue el {long_date(f.last_paid.paid_on)}, a la "
                f"factura de {month_of(f.last_paid.period)}."
            )
        parts.append(
            "Si ya pagaste, puede tardar en reflejarse; si quieres que lo revisemos, envíame "
            "la referencia del pago y te comunico con un agente."
        )
        return " ".join(parts)

    def _usage(self, f: UsageFacts) -> str:
        month, as_of = month_of(f.period), long_date(f.as_of)
        parts = [_greeting(f.customer)]
        if f.allowance_gb is None:
            parts.append(
                f"Tu plan no tiene límite de datos. En {month} llevas {f.used_gb} GB (al {as_of})."
            )
        else:
            parts.append(
                f"En {month} llevas {f.used_gb} GB de los {f.allowance_gb} GB de tu plan "
                f"(al {as_of})."
            )
            if f.remaining_gb and not f.overage_gb:
                parts.append(f"Te quedan {f.remaining_gb} GB.")
        if f.overage_gb:
            parts.append(f"Pasaste el límite por {f.overage_gb} GB.")
            if f.projected_charge:
                parts.append(f"El cargo estimado por ese exceso es de {f.projected_charge}.")
        return " ".join(parts)

    def _not_found(self, f: NotFoundFacts) -> str:
        if f.subject == "bill":
            month = month_of(f.period) if f.period else "ese mes"
            return f"No encontramos la factura de {month} en tu cuenta. ¿Quieres consultar otra?"
        if f.subject == "invoices":
            return "No encontramos facturas emitidas en tu cuenta todavía."
        if f.subject == "usage":
            return "No encontramos un servicio activo con consumo de datos en tu cuenta."
        if f.subject == "phone":
            return (
                "No encontramos ninguna cuenta registrada con este número de teléfono. Por tu "
                "seguridad, solo consulto cuentas desde el teléfono registrado en ellas: "
                "escríbeme desde ese teléfono, o escribe «agente» para hablar con una persona."
            )
        given = "con el número" if f.subject == "account_number" else "con la cédula o RIF"
        return (
            f"No encontramos esa cuenta {given} {f.value}. Revisa el dato y escríbemelo de "
            "nuevo, o escribe «agente» para hablar con una persona."
        )

    def _disambiguation(self, f: DisambiguationFacts) -> str:
        lines = ["Este número de teléfono tiene varias cuentas asociadas:"]
        for customer in f.candidates:
            tail = account_tail(customer.account_number)
            lines.append(f"• {clean_name(customer.name)}: cuenta terminada en {tail}")
        lines.append("¿Sobre cuál me consultas? Escríbeme el número de cuenta completo.")
        return "\n".join(lines)

    def _scope(self, f: ScopeFacts) -> str:
        return _SCOPE.get(f.rule.removeprefix("out_of_scope:"), _NOT_UNDERSTOOD)
