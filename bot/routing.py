"""The message router: which question a customer message asks, by fixed rules (no ML).

The message is folded (accents, case, stretched letters) and its shorthand and typos are
replaced (``bot._text``), so "Por q me llegó tan altaaa la fact??" reads
``por que me llego tan alta la factura``. Rules are tried in this order and the first that
matches decides; the order is the precedence:

1. ``human``: a request for a person (agente, asesor, humano, "hablar con una persona",
   "no quiero un bot", "llámenme"). It wins over everything else in the message.
2. ``out_of_scope`` / ``how_to_pay``: how or where to pay (not one of the bot's questions).
3. ``bill_change``: a change word (subió, más alta, de más, higher...) with a bill word or a
   "why"; or a request to explain the bill.
4. ``payment_status``: a payment the customer made (pagué, pago móvil, transferí, no se refleja).
5. ``usage``: consumption (consumo, gigas, megas; "datos" only with "cuántos"/"me quedan").
6. ``balance``: saldo, deuda, cuánto debo, cuánto tengo que pagar.
7. ``invoices``: factura, recibo, vencimiento, estado de cuenta.
8. ``out_of_scope``: a bare greeting or thanks (rule ``greeting``), an account number or tax
   id with nothing else to say (``identifiers_only``, such as "mi cuenta es 1000000016": the
   answer to "¿cuál es su número de cuenta?"), an empty message (``empty``) or anything else
   (``no_match``).

Entities (account number, tax id, billing month) come from ``bot._entities``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from bot._entities import find_account_number, find_period, find_tax_id
from bot._text import canonical_words

__all__ = ["Route", "Routed", "route"]


class Route(StrEnum):
    """The questions the bot answers, plus a person and everything else."""

    BALANCE = "balance"
    BILL_CHANGE = "bill_change"
    INVOICES = "invoices"
    PAYMENT_STATUS = "payment_status"
    USAGE = "usage"
    HUMAN = "human"
    OUT_OF_SCOPE = "out_of_scope"


@dataclass(frozen=True, slots=True)
class Routed:
    """Where a message goes and what it mentions.

    Attributes:
        route: The question asked.
        account_number: Ten digits, when the message gives an account number.
        tax_id: ``X-digits[-check]``, when the message gives a RIF or cédula.
        period: ``YYYY-MM``, when the message names a billing month.
        rule: Which rule decided, ``route:rule`` (for logs and evaluation).
    """

    route: Route
    account_number: str | None
    tax_id: str | None
    period: str | None
    rule: str


def _has(*phrases: str) -> str:
    """A lookahead: one of ``phrases`` (space-separated words, regex allowed) occurs whole."""
    return r"(?=.* (?:" + "|".join(phrases) + r") )"


def _lacks(*phrases: str) -> str:
    return r"(?!.* (?:" + "|".join(phrases) + r") )"


_PERSON = ("persona", "personas", "alguien", "operador", "operadora", "person",
           "someone", "somebody", "people", "operator", "gerente", "manager")  # fmt: skip
_CONTACT = ("hablar", "hablo", "habla", "pasame", "pasa", "pasar", "pasen", "pasenme",
            "comunicame", "comunicar", "comuniquen", "comuniquenme", "contactar", "conectame",
            "transfiereme", "transferir", "atienda", "atiende", "atender", "quiero", "necesito",
            "dame", "talk", "speak", "connect", "transfer", "want", "need")  # fmt: skip
_CHANGE = ("subio", "subieron", "sube", "suben", "subiendo", "aumento", "aumentaron",
           "aumentado", "aumenta", "incremento", "incrementaron", "alta", "alto", "altisima",
           "cara", "caro", "carisima", "carisimo", "elevada", "elevado", "exagerada",
           "exagerado", "de mas", "diferente", "distinta", "distinto", "cambio", "cambiaron",
           "cambiado", "bajo", "bajaron", "doble", "mas plata", "mas dinero", "higher", "high",
           "increase", "increased", "went up", "go up", "gone up", "expensive", "changed",
           "different", "more", "overcharged", "double", "lower", "went down", "exceso", "recargo",
           "recargos", "mora", "multa", "late fee", r"cobr\w* mas(?! o menos)")  # fmt: skip
_BILL = ("factura", "facturas", "recibo", "cobro", "cobros", "cobraron", "cobran", "cobrando",
         "cobrado", "cobra", "monto", "mensualidad", "tarifa", "precio", "pagar", "pagando",
         "cuenta", "me llego", "llego", "vino", "bill", "invoice", "charge", "charged",
         "charges", "price", "cost", "pay", "paying")  # fmt: skip
_WHY = ("porque", "por que", "why", "como es que", "a que se debe", "que paso", "how come",
        "what happened")  # fmt: skip
_EXPLAIN = ("explicame", "explica", "explicar", "no entiendo", "desglose", "detallame",
            "explain", "breakdown", "do not understand", "que es este cargo", "que es ese cargo",
            "what is this charge", "no reconozco", "do not recognize")  # fmt: skip
_USAGE_WEAK = ("datos", "data", "uso", "usado", "gastado", "gaste", "navegado", "internet",
               "limite")  # fmt: skip
_GREETING = frozenset({
    "hola", "ola", "buenas", "buenos", "buen", "dia", "dias", "tardes", "noches", "saludos",
    "saludo", "hello", "hi", "hey", "good", "morning", "afternoon", "evening", "gracias",
    "muchas", "thanks", "thank", "you", "ok", "okay", "vale", "listo", "epa", "que", "tal",
    "como", "estas", "esta", "chao", "adios", "bye", "amigo", "amiga", "senor", "senora",
    "senorita"
})  # fmt: skip

_IDENTIFIER_FILLER = frozenset({
    "v", "e", "j", "p", "g", "mi", "es", "cuenta", "numero", "nro", "de", "la", "el",
    "cedula", "ci", "rif", "contrato", "my", "account", "number", "is", "id", "tax"
})  # fmt: skip

_RULES: tuple[tuple[Route, str, str], ...] = (
    (Route.HUMAN, "keyword", _has("humano", "humana", r"agente(?! autorizad\w*)", "asesor",
                                  "asesora", "representante", "ejecutivo", "ejecutiva",
                                  "human", "agent", "representative", "supervisor",
                                  "atencion al cliente", "servicio al cliente",
                                  "customer service", "persona real", r"real person\w*")),
    (Route.HUMAN, "contact_request", _has(*_CONTACT) + _has(*_PERSON)),
    (Route.HUMAN, "not_a_bot", _has("no", "not") + _has("bot", "robot", "maquina", "machine")),
    (Route.HUMAN, "callback", _has("llamen", "llamenme", "llamame", "llamada", "call me")),
    (Route.OUT_OF_SCOPE, "how_to_pay", _has(r"como (?:puedo |hago para )?pag\w*",
                                            r"donde (?:puedo )?pag\w*", "metodos de pago",
                                            "formas de pago", "datos para pagar",
                                            r"datos (?:de|del) pago movil", "a que cuenta",
                                            "how do i pay", "how can i pay")),
    (Route.BILL_CHANGE, "change", _has(*_CHANGE) + _has(*_BILL)),
    (Route.BILL_CHANGE, "why_change", _has(*_CHANGE) + _has(*_WHY)
     + _lacks("consumo", "gigas", "megas", "datos", "data", "usage")),
    (Route.BILL_CHANGE, "explain", _has(*_EXPLAIN) + _has(*_BILL, "cargo", "cargos")),
    (Route.PAYMENT_STATUS, "paid", _has(
        "pague", "pagamos", "pagado", "pagada", "pagaron", "transferi", "transferimos",
        "transferencia", "deposite", "deposito", "pago movil", r"reflej\w*", "comprobante",
        "referencia", "abone", "abonado", "cancele", "cancelamos", r"(?:hice|realice|envie|mande)"
        r" (?:el|un|mi|la) (?:pago|transferencia)", "zelle", "paid", "my payment",
        "payment status", r"payment (?:went through|received)", "i sent",
        r"made (?:a|the|my) payment", r"(?:recibieron|llego|"
        r"aparece|procesaron|confirmar|confirmen|verificar|verifiquen) (?:mi|el) pago",
        r"pago no (?:aparece|sale|llega|llego)",
        r"(?:estatus|estado|status) (?:de|del) (?:mi )?pago")),
    (Route.USAGE, "consumption", _has(
        "consumo", "consumido", "consumi", "consumiendo", "consumir", "gigas", "megas",
        "usage", "exceso", "excedente", "gigabytes", "megabytes", "plan de datos")),
    (Route.USAGE, "how_much_data", _has(*_USAGE_WEAK) + _has(
        "cuanto", "cuantos", "cuantas", "how much", "how many", "quedan", "queda", "llevo",
        "left", "remaining")),
    (Route.BALANCE, "keyword", _has("saldo", "deuda", "debo", "debemos", "adeudo", "owe",
                                    "balance", "solvente", "al dia", "amount due",
                                    "total a pagar", "monto a pagar", "total due")),
    (Route.BALANCE, "how_much_to_pay", _has("cuanto", "how much") + _has(
        "pagar", "pago", "debe", "toca", "sale", "cancelar", "pay", "due")),
    (Route.BALANCE, "pending", _has("pendiente", "pendientes")
     + _lacks("factura", "facturas", "recibo", "recibos")),
    (Route.INVOICES, "keyword", _has(
        "factura", "facturas", "recibo", "recibos", "invoice", "invoices", "bill", "bills",
        "statement", "estado de cuenta", "facturacion", "vence", "vencimiento", "vencio",
        "vencida", "vencidas", "fecha de pago", "fecha limite", "due date", "pdf",
        "numero de control")),
)  # fmt: skip
_COMPILED = tuple((route_, name, re.compile(pattern)) for route_, name, pattern in _RULES)


def _fallback(words: list[str], has_identifier: bool) -> str:
    if not words:
        return "empty"
    chatter = [w for w in words if w not in _GREETING and not w.isdigit()]
    if has_identifier and all(word in _IDENTIFIER_FILLER for word in chatter):
        return "identifiers_only"
    if all(word in _GREETING for word in words):
        return "greeting"
    return "no_match"


def route(text: str, *, today: date) -> Routed:
    """Route a customer message and pull out the account, tax id and month it mentions.

    Args:
        text: The customer's message, as typed.
        today: The reference date for relative months ("el mes pasado"); no clock is read.

    Returns:
        The ``Routed`` decision; ``rule`` names the rule that matched.
    """
    words = canonical_words(text)
    account_number, tax_id = find_account_number(text), find_tax_id(text)
    period = find_period(text, today=today)
    padded = " " + " ".join(words) + " "
    for route_, name, pattern in _COMPILED:
        if pattern.match(padded):
            return Routed(route_, account_number, tax_id, period, f"{route_}:{name}")
    rule = _fallback(words, has_identifier=bool(account_number or tax_id))
    return Routed(Route.OUT_OF_SCOPE, account_number, tax_id, period, f"out_of_scope:{rule}")
