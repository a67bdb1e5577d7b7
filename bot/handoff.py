"""Escalations: the customer's hand-over message and the agent's one-line Spanish summary.

The summary says who (tax id and account once identified, else what the customer gave),
what they asked, why the bot handed over, and that no amount was given, so the agent starts
with the answer instead of "¿en qué te puedo ayudar?". It is built from codes, ids and
statuses only: an upstream error message never reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bot._phrases import HANDOFF_TEXT, QUESTIONS, failure_phrase
from bot.replies import EscalationReason, Handoff
from client import ToolResult

_QUOTE_LIMIT = 120
_NO_AMOUNT = "No se le dio ningún monto."


def customer_text(reason: EscalationReason) -> str:
    """What the customer reads when the bot hands over for ``reason``."""
    return HANDOFF_TEXT[reason.value]


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
    who = _who(handoff)
    question = QUESTIONS.get(handoff.route, QUESTIONS["out_of_scope"])
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
    if not handoff.unsupported:
        return f"{who} {question}; no se pudo redactar una respuesta verificable. {_NO_AMOUNT}"
    numbers = ", ".join(handoff.unsupported)
    return (
        f"{who} {question}; la respuesta redactada citaba cifras sin respaldo en el sistema "
        f"({numbers}) y no se envió. {_NO_AMOUNT}"
    )
