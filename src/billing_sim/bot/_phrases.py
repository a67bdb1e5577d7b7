"""Fixed Spanish wording: bill-change reasons, questions and failures, by code.

No phrase here contains a digit: every number a reply states must come from the evidence,
and a fixed text has none to offer (``tests/unit/bot/test_phrases.py`` checks it).
"""

from __future__ import annotations

# The reason codes of the contract (BillReasonCode), each as (when it adds, when it takes off).
REASONS: dict[str, tuple[str, str]] = {
    "plan_changed": ("Cambiaste de plan", "Cambiaste de plan"),
    "plan_upgrade_proration": (
        "Ajuste proporcional por el cambio de plan",
        "Crédito proporcional por el cambio de plan",
    ),
    "plan_price_increase": ("Subió el precio de tu plan", "Bajó el precio de tu plan"),
    "promo_expired": ("Terminó una promoción o descuento", "Terminó una promoción o descuento"),
    "promo_applied": ("Se quitó un descuento", "Se aplicó un descuento"),
    "exchange_rate_changed": ("Subió la tasa de cambio BCV", "Bajó la tasa de cambio BCV"),
    "tax_rate_changed": ("Subió la alícuota del IVA", "Bajó la alícuota del IVA"),
    "tax_exemption_removed": ("Terminó tu exención de IVA", "Terminó tu exención de IVA"),
    "tax_base_changed": (
        "El IVA sube porque cambió el monto sobre el que se calcula",
        "El IVA baja porque cambió el monto sobre el que se calcula",
    ),
    "late_fee": (
        "Recargo por pago tardío de la factura anterior",
        "Ya no se repite el recargo por pago tardío del mes pasado",
    ),
    "previous_balance_carried": (
        "Saldo pendiente de facturas anteriores",
        "Ya no arrastras saldo de facturas anteriores",
    ),
    "usage_overage": (
        "Consumo de datos por encima del límite de tu plan",
        "Este mes no hay cargo por exceso de consumo",
    ),
    "one_time_installation_fee": (
        "Cargo único de instalación o traslado",
        "Ya no se repite el cargo de instalación o traslado",
    ),
    "equipment_charge": ("Cargo por equipo", "Ya no se cobra el equipo"),
    "addon_added_or_trial_ended": (
        "Se agregó un servicio adicional o terminó su período de prueba",
        "Se quitó un servicio adicional",
    ),
    "reconnection_fee": (
        "Cargo por reconexión del servicio",
        "Ya no se repite el cargo por reconexión",
    ),
    "credit_not_repeated": (
        "El mes pasado tuviste un crédito que este mes no se repite",
        "Se aplicó un crédito a tu favor",
    ),
    "credit_applied": ("Se retiró un crédito a tu favor", "Se aplicó un crédito a tu favor"),
    "longer_or_double_period": (
        "Esta factura cubre un período más largo que la anterior",
        "Esta factura cubre un período más corto que la anterior",
    ),
    "payment_reversed_fee": (
        "Cargo por un pago que el banco devolvió",
        "Ya no se repite el cargo por pago devuelto",
    ),
    "igtf_on_foreign_currency_payment": (
        "Impuesto IGTF por pagar en divisas (no es un aumento de precio)",
        "Ya no se cobra el IGTF por pago en divisas",
    ),
    "other": ("Otros cargos", "Otros ajustes"),
}
_UNKNOWN_REASON = ("Otro cargo", "Otro ajuste")


def reason_phrase(code: str, increases: bool) -> str:
    """The customer-facing phrase of a bill-change reason (a new code reads "Otro cargo")."""
    adds, takes_off = REASONS.get(code, _UNKNOWN_REASON)
    return adds if increases else takes_off


QUESTIONS: dict[str, str] = {
    "documents": "pregunta por las condiciones del servicio",
    "human": "pide hablar con una persona",
    "out_of_scope": "escribió un mensaje que el bot no atiende",
}
"""What the customer asked, by route, for the agent's summary: the routes without an intent
(each intent says its own: ``Intent.question``, ``billing_sim.bot.intents``)."""

FAILURES: dict[str, str] = {
    "server_error": "el sistema de facturación falló",
    "circuit_open": "el sistema de facturación está caído (circuito abierto, no se consultó)",
    "timeout": "el sistema de facturación no respondió a tiempo",
    "connection": "no se pudo conectar con el sistema de facturación",
    "rate_limited": "el sistema de facturación está saturado",
    "deadline_exceeded": "se agotó el tiempo para consultar el sistema de facturación",
    "contract_violation": "el sistema de facturación devolvió datos no válidos",
    "unauthorized": "el bot no tiene credenciales válidas para facturación (configuración)",
    "conflict": "el sistema de facturación está procesando otra operación igual",
    "internal_error": "falló el cliente de facturación del bot",
}
"""Why a call failed, by ``FailureKind``, for the agent's summary (never upstream text)."""
_UNKNOWN_FAILURE = "el sistema de facturación no pudo responder"


def failure_phrase(kind: str | None) -> str:
    """The agent-facing phrase of a failure kind."""
    return FAILURES.get(kind or "", _UNKNOWN_FAILURE)


HANDOFF_TEXT: dict[str, str] = {
    "USER_REQUEST": "Claro, te comunico con un agente. Ya le pasé tu consulta, así que no "
    "tienes que repetirla.",
    "TOOL_ERROR": "En este momento no puedo consultar el sistema de facturación. Te comunico "
    "con un agente que ya tiene tu consulta; no tienes que repetirla.",
    "UNGROUNDED_OUTPUT": "Prefiero que un agente revise tu consulta para darte la información "
    "exacta. Ya le pasé los detalles; no tienes que repetirla.",
    "NO_CONTEXT": "No pude identificar tu cuenta con este mensaje. Te comunico con un agente "
    "que te ayudará.",
    "CAPABILITY_MISSING": "No puedo verificar un pago específico por su referencia desde aquí. "
    "Te comunico con un agente que lo revisará; ya tiene tu consulta.",
    "LOW_CONFIDENCE": "No tengo una respuesta segura para esa consulta, así que prefiero que "
    "te atienda una persona de nuestro equipo. Ya le pasé tu mensaje; no tienes que repetirlo.",
    "FORBIDDEN_PHRASE": "Prefiero que un agente revise tu consulta para responderte bien. Ya le "
    "pasé los detalles; no tienes que repetirla.",
}
"""What the customer reads when the bot hands over, by escalation reason."""
