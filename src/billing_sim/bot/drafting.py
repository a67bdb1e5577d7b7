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
from datetime import date
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
from billing_sim.bot.claims import Claim, FactKind
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

_K = FactKind
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
        claims: What each figure of the text is (``billing_sim.bot.claims``): every
            number, amount and date of the text about the account is the value of one, and
            the words around it agree with it (``billing_sim.bot.meaning``); figures quoted
            from a cited passage need none.
    """

    text: str
    citations: tuple[str, ...] = ()
    claims: tuple[Claim, ...] = ()


class _Said:
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


def _due(view: InvoiceView, say: _Said) -> str:
    verb = "venció" if view.overdue or view.due_passed else "vence"
    return f"{verb} el {say.day(_K.DUE_DATE, view.due, view.period)}"


def _status(inv: InvoiceView, say: _Said) -> str:
    """An invoice's state in a few words, for one line of a list."""
    if inv.status == "open":
        if inv.paid:
            paid = say(_K.PAID, inv.paid, inv.period)
            remaining = say(_K.REMAINING, inv.remaining, inv.period)
            return f"pagaste {paid} y quedan {remaining}; {_due(inv, say)}"
        return f"pendiente de pago; {_due(inv, say)}"
    if inv.status == "paid" and inv.paid_on:
        return f"pagada el {say.day(_K.PAID_ON, inv.paid_on, inv.period)}"
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
        say = _Said()
        if isinstance(facts, AccountAndPolicyFacts):
            account = self._text(facts.account, say)
            passage = facts.policy.passages[0]
            policy = f"Lo que dicen nuestras condiciones ({_source(passage)}):"
            text = f"{account}\n\n{policy}\n{whatsapp_text(passage.body)}"
            return Draft(text, (passage.id,), tuple(say.claims))
        if isinstance(facts, ClarificationFacts):
            return Draft(facts.clarification.question)
        return Draft(self._text(facts, say), (), tuple(say.claims))

    def _document(self, f: DocumentFacts) -> Draft:
        """The section that answers, quoted as written, and where it comes from."""
        passage = f.passages[0]
        text = (
            f"Según nuestras condiciones ({_source(passage)}):\n{whatsapp_text(passage.body)}"
            f"\n\n{_MORE}"
        )
        return Draft(text, (passage.id,))

    def _text(self, facts: MessageFacts, say: _Said) -> str:
        if isinstance(facts, BalanceFacts):
            return self._balance(facts, say)
        if isinstance(facts, BillChangeFacts):
            return self._bill_change(facts, say)
        if isinstance(facts, InvoiceFacts):
            return self._invoice(facts, say)
        if isinstance(facts, InvoiceListFacts):
            return self._invoice_list(facts, say)
        if isinstance(facts, WithheldFacts):
            what, how = _CLAIMED.get(facts.claim, _CLAIMED["account_number"])
            return _WITHHELD.format(what=what, how=how)
        if isinstance(facts, PaymentFacts):
            return self._payment(facts, say)
        if isinstance(facts, UsageFacts):
            return self._usage(facts, say)
        if isinstance(facts, NotFoundFacts):
            return self._not_found(facts, say)
        if isinstance(facts, DisambiguationFacts):
            return self._disambiguation(facts, say)
        return self._scope(facts)

    def _balance(self, f: BalanceFacts, say: _Said) -> str:
        parts = [_greeting(f.customer)]
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

    def _topic(self, f: BillChangeFacts, say: _Said) -> str:
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
            return ""
        present = [line for line in f.focus if line.current]
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
            amount = say(_K.CHARGE, line.current or "", line.description)
            sentence = f"en tu factura de {month} aparece «{line.description}» por {amount}"
            if line.change == "added":
                sentence += ", que no estaba en la anterior"
            elif line.previous and before:
                previous = say(_K.CHARGE, line.previous, line.description)
                sentence += f";{before} fue de {previous}"
            sentences.append(sentence + ".")
        return f"Sobre {named.name}: " + " ".join(sentences).replace(". en tu", ". En tu")

    def _bill_change(self, f: BillChangeFacts, say: _Said) -> str:
        greeting, month = _greeting(f.customer), month_of(f.period)
        topic = self._topic(f, say)
        if topic:
            greeting = f"{greeting} {topic}"
        due = f"Vence el {say.day(_K.DUE_DATE, f.current_due, f.period)}."
        total = say(_K.INVOICE_TOTAL, f.current_total, f.period)
        if f.direction == "first_bill" or f.previous_period is None:
            return (
                f"{greeting} Tu factura de {month} es la primera de tu cuenta: {total}. "
                f"No hay factura anterior con la cual compararla. {due}"
            )
        previous = say(_K.INVOICE_TOTAL, f.previous_total or "", f.previous_period)
        before = f"la de {month_of(f.previous_period)} fue de {previous}"
        head = f"{greeting} Tu factura de {month} es de {total}; {before}."
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
            lines.append(f"• {phrase}: {effect} {say(_K.REASON, reason.impact, reason.code)}.")
        lines.append(due)
        return "\n".join(lines)

    def _invoice(self, f: InvoiceFacts, say: _Said) -> str:
        inv = f.invoice
        verb = "es" if f.newest is None else "fue"
        number = say(_K.INVOICE_NUMBER, inv.number, inv.period)
        total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
        parts = [
            _greeting(f.customer),
            f"Tu factura de {month_of(inv.period)} (N.º {number}) {verb} de {total} "
            f"y {_due(inv, say)}.",
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
            parts.append(_STATUS.get(inv.status, "Un agente puede darte más detalles."))
        if f.other_open == 1:
            parts.append("Además tienes otra factura anterior por pagar.")
        elif f.other_open:
            count = say(_K.OPEN_INVOICES, str(f.other_open), "older")
            parts.append(f"Además tienes otras {count} facturas anteriores por pagar.")
        if f.newest is not None:
            parts.append(self._newest(f.newest, f.newer_open, say))
        return " ".join(parts)

    def _newest(self, newest: InvoiceView, between: int, say: _Said) -> str:
        """Where the newest invoice stands, after describing an older one."""
        number = say(_K.INVOICE_NUMBER, newest.number, newest.period)
        total = say(_K.INVOICE_TOTAL, newest.total_due, newest.period)
        head = (
            f"Tu factura más reciente es la de {month_of(newest.period)} (N.º {number}), de {total}"
        )
        if newest.status == "paid":
            text = f"{head}, y ya está pagada."
        else:
            text = f"{head}: {_status(newest, say)}."
        if between == 1:
            text += " Entre ambas tienes otra factura por pagar."
        elif between:
            count = say(_K.OPEN_INVOICES, str(between), "between")
            text += f" Entre ambas tienes otras {count} facturas por pagar."
        return text

    def _invoice_list(self, f: InvoiceListFacts, say: _Said) -> str:
        shown = len(f.invoices)
        count = str(shown)
        if shown == 1:
            head = "Solo encuentro esta factura en tu cuenta:"
        elif shown < f.asked:
            head = f"Solo encuentro {say(_K.INVOICE_COUNT, count, 'shown')} facturas en tu "
            head += "cuenta, de la más reciente a la más antigua:"
        else:
            head = f"Tus últimas {say(_K.INVOICE_COUNT, count, 'shown')} facturas, de la más "
            head += "reciente a la más antigua:"
        lines = [f"{_greeting(f.customer)} {head}"]
        for inv in f.invoices:
            number = say(_K.INVOICE_NUMBER, inv.number, inv.period)
            total = say(_K.INVOICE_TOTAL, inv.total_due, inv.period)
            lines.append(f"• {month_of(inv.period)} (N.º {number}): {total}; {_status(inv, say)}.")
        return "\n".join(lines)

    def _payment(self, f: PaymentFacts, say: _Said) -> str:
        inv = f.latest
        month = month_of(inv.period)
        parts = [_greeting(f.customer)]
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
            parts.append(
                f"Todavía no vemos pagos en tu factura de {month} ({total}, {_due(inv, say)})."
            )
        last = f.last_paid
        if last is not None and last.paid_on is not None:
            on = say.day(_K.PAID_ON, last.paid_on, last.period)
            parts.append(
                f"Tu último pago registrado fue el {on}, a la factura de {month_of(last.period)}."
            )
        parts.append(
            "Si ya pagaste, puede tardar en reflejarse; si quieres que lo revisemos, envíame "
            "la referencia del pago y te comunico con un agente."
        )
        return " ".join(parts)

    def _usage(self, f: UsageFacts, say: _Said) -> str:
        month, period = month_of(f.period), f.period
        as_of = say.day(_K.AS_OF, f.as_of)
        used = say(_K.USED, f.used_gb, period, "GB")
        parts = [_greeting(f.customer)]
        if f.allowance_gb is None:
            parts.append(
                f"Tu plan no tiene límite de datos. En {month} llevas {used} GB (al {as_of})."
            )
        else:
            allowance = say(_K.ALLOWANCE, str(f.allowance_gb), period, "GB")
            parts.append(
                f"En {month} llevas {used} GB de los {allowance} GB de tu plan (al {as_of})."
            )
            if f.remaining_gb and not f.overage_gb:
                parts.append(f"Te quedan {say(_K.DATA_LEFT, f.remaining_gb, period, 'GB')} GB.")
        if f.overage_gb:
            parts.append(f"Pasaste el límite por {say(_K.OVERAGE, f.overage_gb, period, 'GB')} GB.")
            if f.projected_charge:
                charge_ = say(_K.OVERAGE_CHARGE, f.projected_charge, period)
                parts.append(f"El cargo estimado por ese exceso es de {charge_}.")
        return " ".join(parts)

    def _not_found(self, f: NotFoundFacts, say: _Said) -> str:
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
        value = say(_K.SEARCHED_KEY, f.value or "", f.subject)
        return (
            f"No encontramos esa cuenta {given} {value}. Revisa el dato y escríbemelo de "
            "nuevo, o escribe «agente» para hablar con una persona."
        )

    def _disambiguation(self, f: DisambiguationFacts, say: _Said) -> str:
        lines = ["Este número de teléfono tiene varias cuentas asociadas:"]
        for customer in f.candidates:
            tail = say(_K.ACCOUNT_TAIL, account_tail(customer.account_number),
                       customer.account_number)  # fmt: skip
            lines.append(f"• {clean_name(customer.name)}: cuenta terminada en {tail}")
        lines.append("¿Sobre cuál me consultas? Escríbeme el número de cuenta completo.")
        return "\n".join(lines)

    def _scope(self, f: ScopeFacts) -> str:
        return _SCOPE.get(f.rule.removeprefix("out_of_scope:"), _NOT_UNDERSTOOD)
