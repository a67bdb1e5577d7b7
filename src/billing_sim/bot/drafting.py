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

from billing_sim.bot._format import (
    account_tail,
    clean_name,
    month_of,
)
from billing_sim.bot._template import Said, greeting
from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.facts import (
    AccountAndPolicyFacts,
    ClarificationFacts,
    DisambiguationFacts,
    DocumentFacts,
    Facts,
    MessageFacts,
    NotFoundFacts,
    Passage,
    ScopeFacts,
    SeveralAnswers,
    WithheldFacts,
)
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.intents import SHIPPED, Answer, Registry

_K = FactKind
_PERSON = "Si prefieres hablar con una persona, escribe «agente»."
_TECHNICAL = (
    "La velocidad de tu plan (las «megas») y las fallas de conexión no las puedo revisar por "
    "aquí: escribe «agente» y te comunico con soporte técnico. Si lo que quieres saber es "
    "cuántos datos llevas este mes, pregúntame «cuántos gigas llevo»."
)


def _menu(intents: Registry) -> str:
    """What the bot can do: each intent's offer, then the documents."""
    return (
        f"Puedo {intents.menu()}, y responder tus dudas sobre planes, pagos, mora, impuestos "
        "y promociones."
    )


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
        fallback: Set when this is not the drafter's own draft but the template's for the
            same facts, and why (``timeout``, ``invalid_json``, ``ungrounded: ...``): a model
            drafter's fallback, reported in the reply's trace.
    """

    text: str
    citations: tuple[str, ...] = ()
    claims: tuple[Claim, ...] = ()
    fallback: str | None = None


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


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TABLE_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?")
_NUMBERED = re.compile(r"\d+\. ")
_MORE = "Si prefieres hablar con una persona, escribe «agente»."
_UNREGISTERED = (
    "No encontramos ninguna cuenta registrada con este número de teléfono: para ver las cifras "
    "de tu cuenta, escríbeme desde el teléfono registrado en ella, o escribe «agente» para "
    "hablar con una persona."
)
_UNANSWERED = (
    "Tu otra pregunta no la puedo responder con seguridad por aquí: escribe «agente» y te "
    "atiende una persona.",
    "Tus otras preguntas no las puedo responder con seguridad por aquí: escribe «agente» y te "
    "atiende una persona.",
)


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


def _quoted(lead: str, passage: Passage) -> str:
    """``lead`` (where the words come from), the section named in words, then its text as
    written."""
    return f"{lead} ({source_label(passage)}):\n{whatsapp_text(passage.body)}"


def source_label(passage: Passage) -> str:
    """How a reply names the section it quotes: *Documento — Título*."""
    return f"*{passage.document} — {passage.heading}*"


class TemplateDrafter:
    """The default drafter: deterministic es-VE templates, no model, no I/O.

    An account answer is its intent's template (``billing_sim.bot.intents``); ``intents`` is
    the registry to read (the shipped intents by default).
    """

    intents: Registry = SHIPPED
    """The intents whose templates it writes (a subclass need not call ``__init__``)."""

    def __init__(self, intents: Registry = SHIPPED) -> None:
        self.intents = intents

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        """The template reply for ``facts`` (``evidence`` is not needed: see ``Drafter``)."""
        if isinstance(facts, DocumentFacts):
            return self._document(facts)
        if isinstance(facts, SeveralAnswers):
            return self._several(facts, evidence)
        say = Said()
        if isinstance(facts, AccountAndPolicyFacts):
            account = self._text(facts.account, say)
            passage = facts.policy.passages[0]
            text = f"{account}\n\n{_quoted('Lo que dicen nuestras condiciones', passage)}"
            return Draft(text, (passage.id,), tuple(say.claims))
        if isinstance(facts, ClarificationFacts):
            return Draft(facts.clarification.question)
        return Draft(self._text(facts, say), (), tuple(say.claims))

    def _several(self, f: SeveralAnswers, evidence: Sequence[Evidence]) -> Draft:
        """Each answer in its own paragraph, greeted once; a document answer names the
        section it quotes; then, for what could not be answered, a person. The customer's
        words are never echoed: the reply would carry whatever they typed."""
        texts: list[str] = []
        citations: list[str] = []
        claims: list[Claim] = []
        for answer in f.answers:
            if isinstance(answer, DocumentFacts):
                passage = answer.passages[0]
                lead = "Sobre tu otra pregunta, según nuestras condiciones"
                drafted = Draft(_quoted(lead, passage), (passage.id,))
            else:
                drafted = self.draft(answer, evidence)
            text = drafted.text
            account = answer.account if isinstance(answer, AccountAndPolicyFacts) else answer
            customer = getattr(account, "customer", None)
            if texts and customer is not None:  # one greeting opens the whole reply
                text = text.removeprefix(greeting(customer)).lstrip()
            texts.append(text)
            citations += drafted.citations
            claims += drafted.claims
        if f.unanswered:
            texts.append(_UNANSWERED[f.unanswered > 1])
        return Draft("\n\n".join(texts), tuple(dict.fromkeys(citations)), tuple(claims))

    def _document(self, f: DocumentFacts) -> Draft:
        """The section that answers, quoted as written, and where it comes from."""
        passage = f.passages[0]
        more = _UNREGISTERED if f.unregistered else _MORE
        text = f"{_quoted('Según nuestras condiciones', passage)}\n\n{more}"
        return Draft(text, (passage.id,))

    def _text(self, facts: MessageFacts | Answer, say: Said) -> str:
        intent = self.intents.of_facts(facts)
        if intent is not None:
            return intent.template(facts, say)
        if isinstance(facts, WithheldFacts):
            what, how = _CLAIMED.get(facts.claim, _CLAIMED["account_number"])
            return _WITHHELD.format(what=what, how=how)
        if isinstance(facts, NotFoundFacts):
            return self._not_found(facts, say)
        if isinstance(facts, DisambiguationFacts):
            return self._disambiguation(facts, say)
        if isinstance(facts, ScopeFacts):
            return self._scope(facts)
        raise TypeError(f"no intent drafts {type(facts).__name__}")

    def _not_found(self, f: NotFoundFacts, say: Said) -> str:
        if f.subject == "bill":
            month = month_of(f.period) if f.period else "ese mes"
            return f"No encontramos la factura de {month} en tu cuenta. ¿Quieres consultar otra?"
        if f.subject == "invoices":
            return "No encontramos facturas emitidas en tu cuenta todavía."
        if f.subject == "usage" and f.period:
            return f"No encontramos consumo de datos de {month_of(f.period)} en tu cuenta."
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

    def _disambiguation(self, f: DisambiguationFacts, say: Said) -> str:
        lines = ["Este número de teléfono tiene varias cuentas asociadas:"]
        for customer in f.candidates:
            tail = say(_K.ACCOUNT_TAIL, account_tail(customer.account_number),
                       customer.account_number)  # fmt: skip
            lines.append(f"• {clean_name(customer.name)}: cuenta terminada en {tail}")
        lines.append("¿Sobre cuál me consultas? Escríbeme el número de cuenta completo.")
        return "\n".join(lines)

    def _scope(self, f: ScopeFacts) -> str:
        menu = _menu(self.intents)
        texts = {
            "greeting": f"¡Hola! Soy el asistente de facturación. {menu} ¿En qué te ayudo? "
            f"{_PERSON}",
            "identifiers_only": f"Gracias. ¿Qué quieres consultar de tu cuenta? {menu}",
            "technical": _TECHNICAL,
        }
        fallback = f"Disculpa, no entendí tu consulta. {menu} {_PERSON}"
        return texts.get(f.rule.removeprefix("out_of_scope:"), fallback)
