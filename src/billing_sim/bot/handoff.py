"""Escalations: the customer's hand-over message and the agent's one-line Spanish summary.

The summary says who (tax id and account once identified, else what the customer gave),
what they asked, why the bot handed over, the policy sections retrieval had found (so the
agent reads them instead of searching again), when a person answers and whether that first
reply needs a template (WhatsApp's 24-hour window), and that no amount was given, so the
agent starts with the answer instead of "¿en qué te puedo ayudar?". It is built from codes,
ids, section titles and statuses only: an upstream error message never reaches it.

The customer reads a sentence per reason while people are answering; outside support hours,
the fixed template (``billing_sim.bot.channel.hours``) saying when a person will answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from billing_sim.bot._phrases import HANDOFF_TEXT, QUESTIONS, failure_phrase
from billing_sim.bot.channel.hours import HandoverNotice, ReplyForm, clock_text, day_text
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.replies import EscalationReason, Handoff
from billing_sim.client import ToolResult

_QUOTE_LIMIT = 120
_NO_AMOUNT = "No se le dio ningún monto."
_SECTIONS_SHOWN = 3
"""Sections named in the one-line summary (all of them are in the hand-over's retrieval)."""


def customer_text(reason: EscalationReason, notice: HandoverNotice | None = None) -> str:
    """What the customer reads when the bot hands over for ``reason``: the reason's sentence
    while people answer (or when the moment is unknown), else the out-of-hours template."""
    if notice is not None and not notice.in_hours:
        return notice.text
    return HANDOFF_TEXT[reason.value]


def _documents(handoff: Handoff) -> str:
    """`` Documentos consultados (veredicto ambiguous): id «title», ...``, or nothing."""
    found = handoff.retrieval
    if found is None:
        return ""
    shown = "; ".join(f"{ref.id} «{ref.title}»" for ref in found.kept[:_SECTIONS_SHOWN])
    more = len(found.kept) - _SECTIONS_SHOWN
    sections = (shown or "ninguno") + (f" y {more} más" if more > 0 else "")
    return f" Documentos consultados (veredicto {found.verdict}): {sections}."


def _when(handoff: Handoff) -> str:
    """Out of hours: when the customer was told a person answers, and the 24-hour window."""
    notice = handoff.notice
    if notice is None or notice.in_hours:
        return ""
    opens, closes = notice.person_answers_from, notice.window_closes
    form = (
        "la primera respuesta puede ser libre"
        if notice.agent_reply_form is ReplyForm.FREE_FORM
        else "para entonces la ventana habrá cerrado: la primera respuesta debe ser una plantilla"
    )
    return (
        f" Fuera de horario: se le dijo que una persona responde el {day_text(opens.date())} a "
        f"las {clock_text(opens.time())}; su ventana de 24 horas de WhatsApp cierra el "
        f"{day_text(closes.date())} a las {clock_text(closes.time())}, así que {form}."
    )


def _who(handoff: Handoff) -> str:
    if handoff.customer is not None:
        c = handoff.customer
        return f"Cliente {c.tax_id} (cuenta {c.account_number})"
    if handoff.account_number:
        who = f"Cliente con la cuenta {handoff.account_number}"
    elif handoff.phone:
        who = f"Cliente con teléfono {handoff.phone}"
    else:
        who = "Cliente sin identificar"
    # A key typed in the message is what the customer says, not who they are.
    return f"{who} (menciona {handoff.claim}, sin verificar)" if handoff.claim else who


def _quote(text: str) -> str:
    one_line = re.sub(r"\s+", " ", text).strip()
    if len(one_line) > _QUOTE_LIMIT:
        one_line = one_line[: _QUOTE_LIMIT - 1].rstrip() + "…"
    return f"«{one_line}»"


def failure_details(result: ToolResult[Any]) -> str:
    """``el sistema de facturación falló (HTTP 503, solicitud req_x)``, from codes and ids."""
    details = []
    if result.incident_id:
        details.append(f"incidente {result.incident_id}")
    status = result.attempts[-1].status if result.attempts else None
    if status is not None:
        details.append(f"HTTP {status}")
    if result.error_code:
        details.append(result.error_code)
    if result.request_id:
        details.append(f"solicitud {result.request_id}")
    suffix = f" ({', '.join(details)})" if details else ""
    return f"{failure_phrase(str(result.failure_kind) if result.failure_kind else None)}{suffix}"


def agent_summary(
    reason: EscalationReason,
    handoff: Handoff,
    *,
    failed: ToolResult[Any] | None = None,
    missing: Sequence[str] = (),
    reference: str | None = None,
) -> str:
    """The one-line Spanish summary for the human agent.

    Args:
        reason: Why the conversation is handed over.
        handoff: The turn's context (who, what, results).
        failed: For TOOL_ERROR: the result that failed.
        missing: For CAPABILITY_MISSING: the capabilities the tools lack.
        reference: For CAPABILITY_MISSING: the payment reference the customer quoted.

    Returns:
        ``Cliente V-12345678-1 (cuenta 1000000016) pregunta por qué cambió su factura; el
        sistema de facturación falló (HTTP 503, ...). No se le dio ningún monto.``
    """
    summary = _summary(reason, handoff, failed, missing, reference).removesuffix(_NO_AMOUNT)
    return f"{summary.rstrip()}{_documents(handoff)}{_when(handoff)} {_NO_AMOUNT}"


def _asked(route: str) -> str:
    """What a route's question is, for the agent: its shipped intent's, or the fixed phrase."""
    if route in SHIPPED:
        return SHIPPED.of(route).question
    return QUESTIONS.get(route, QUESTIONS["out_of_scope"])


def _summary(
    reason: EscalationReason,
    handoff: Handoff,
    failed: ToolResult[Any] | None,
    missing: Sequence[str],
    reference: str | None,
) -> str:
    who = _who(handoff)
    question = handoff.asked or _asked(handoff.route)
    if reason is EscalationReason.USER_REQUEST:
        why = f"pide hablar con una persona: {_quote(handoff.question)}"
        return f"{who} {why}. No se consultó el sistema de facturación. {_NO_AMOUNT}"
    if reason is EscalationReason.NO_CONTEXT:
        if not handoff.question.strip():
            return f"{who} envió un mensaje vacío. {_NO_AMOUNT}"
        return (
            f"{who} {question}: {_quote(handoff.question)}; el canal no identificó al "
            f"remitente (sin teléfono ni cuenta verificada), así que no se consultó nada. "
            f"{_NO_AMOUNT}"
        )
    if reason is EscalationReason.CAPABILITY_MISSING:
        if reference:
            why = f"hay que verificar el pago con referencia {reference} (el bot no puede)"
        else:
            why = f"el bot no tiene la capacidad {', '.join(missing)} para responder"
        return f"{who} {question}: {_quote(handoff.question)}; {why}. {_NO_AMOUNT}"
    if reason is EscalationReason.TOOL_ERROR:
        failure = failure_details(failed) if failed else failure_phrase(None)
        return f"{who} {question}; {failure}. {_NO_AMOUNT}"
    if reason is EscalationReason.LOW_CONFIDENCE:
        return (
            f"{who} {question}: {_quote(handoff.question)}; los documentos no tienen una "
            f"respuesta confiable, así que no se redactó nada. {_NO_AMOUNT}"
        )
    if reason is EscalationReason.FORBIDDEN_PHRASE:
        phrases = ", ".join(f"«{phrase}»" for phrase in handoff.forbidden)
        return (
            f"{who} {question}: {_quote(handoff.question)}; la respuesta redactada contenía "
            f"frases prohibidas ({phrases}) y no se envió. {_NO_AMOUNT}"
        )
    problems = []
    if handoff.unsupported:
        numbers = ", ".join(handoff.unsupported)
        problems.append(f"citaba cifras sin respaldo en el sistema ({numbers})")
    if handoff.misstated:
        claims = "; ".join(handoff.misstated)
        problems.append(f"decía cifras ciertas con un significado falso ({claims})")
    if handoff.unretrieved:
        problems.append(f"citaba secciones no recuperadas ({', '.join(handoff.unretrieved)})")
    if not problems:
        return f"{who} {question}; no se pudo redactar una respuesta verificable. {_NO_AMOUNT}"
    return (
        f"{who} {question}; la respuesta redactada {' y '.join(problems)} y no se envió. "
        f"{_NO_AMOUNT}"
    )
