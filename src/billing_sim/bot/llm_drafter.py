"""A drafter backed by a language model: any OpenAI-compatible Chat Completions endpoint.

``LLMDrafter`` asks the model to reword the template drafter's reply for the same facts (the
turn's evidence only: the facts computed in code, the policy passages retrieval kept, and the
reference draft with its claims), with structured output: a JSON schema generated from the
claim model (``DRAFT_SCHEMA``: ``text``, ``citations``, ``claims``). Whatever comes back is a
proposal: the turn verifies it like any draft (``billing_sim.bot.grounding`` for numbers and
citations, ``billing_sim.bot.meaning`` for what each figure is said to be, the humanizer for
forbidden phrases).

When the model cannot be used, the drafter answers with the template's own draft and says
why in ``Draft.fallback``: a timeout or transport failure (``timeout``, ``unavailable``), an
answer that is not the schema's JSON (``invalid_json``), or a budget exceeded
(``token_budget``). When the model's draft fails verification, the turn asks
``fallback_draft`` for the template's draft and records the reason (``ungrounded``,
``forbidden_phrase``). A model draft is never sent unverified, and every fallback is in the
reply's trace.

Transport: the standard library's ``urllib.request`` (the bot imports nothing but the
standard library and the client's public names, an import-linter contract); the transport is
a seam (``Transport``), so tests and other HTTP stacks can replace it. Settings come from the
environment (``LLMSettings.from_env``): ``BILLING_BOT_LLM_BASE_URL`` (for example
``https://api.openai.com/v1`` or a self-hosted ``http://127.0.0.1:8080/v1``),
``BILLING_BOT_LLM_MODEL``, ``BILLING_BOT_LLM_API_KEY``, ``BILLING_BOT_LLM_TIMEOUT`` (seconds
per turn) and ``BILLING_BOT_LLM_MAX_TOKENS``.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.fact_sheet import fact_sheet
from billing_sim.bot.facts import Facts, passages_of
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.intents import SHIPPED, Answer, Registry

__all__ = ["DRAFT_SCHEMA", "LLMDrafter", "LLMSettings", "Transport", "urllib_transport"]

DRAFT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["text", "citations", "claims"],
    "properties": {
        "text": {"type": "string", "description": "The WhatsApp reply, in Spanish (es-VE)."},
        "citations": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Ids of the policy passages the reply stands on.",
        },
        "claims": {
            "type": "array",
            "description": "Every number, amount and date of the text: which fact it is.",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["fact", "value", "subject", "unit"],
                "properties": {
                    "fact": {"type": "string", "enum": [kind.value for kind in FactKind]},
                    "value": {"type": "string", "description": "The figure as the text writes it"},
                    "subject": {"type": ["string", "null"]},
                    "unit": {"type": ["string", "null"]},
                },
            },
        },
    },
}
"""The structured output the model must give: a ``Draft`` with its ``Claim``s."""

_SYSTEM = (
    "Eres el asistente de facturación de un proveedor de internet venezolano en WhatsApp. "
    "Reescribe la respuesta de referencia en español de Venezuela, breve y cordial, sin "
    "agregar información. Usa solo las cifras de los hechos y de los pasajes; escribe cada "
    "monto como aparece. Por cada número, monto o fecha del texto, agrega un claim con el "
    "hecho que es (fact, subject, unit) y su valor como lo escribiste. Cita por id los "
    "pasajes en los que te apoyas. Responde solo con el JSON del esquema."
)

Transport = Callable[[str, Mapping[str, str], bytes, float], bytes]
"""Sends one POST (url, headers, body, timeout in seconds) and returns the response body;
raises ``TimeoutError`` or ``OSError`` when it cannot."""


def urllib_transport(url: str, headers: Mapping[str, str], body: bytes, timeout: float) -> bytes:
    """POST with ``urllib.request``: the standard library's HTTP client."""
    request = urllib.request.Request(url, data=body, headers=dict(headers), method="POST")
    with urllib.request.urlopen(request, timeout=timeout) as response:
        data: bytes = response.read()
        return data


@dataclass(frozen=True, slots=True)
class LLMSettings:
    """Where the model is and what a turn may spend on it.

    Attributes:
        base_url: The API root (``.../v1``); ``/chat/completions`` is appended.
        model: The model's name at that endpoint.
        api_key: Bearer key; empty for a local server without one.
        timeout: Seconds one turn may wait for the model (then: the template's draft).
        max_tokens: Tokens the model may write per turn (``max_tokens``); an answer cut
            short by it is not used.
    """

    base_url: str
    model: str
    api_key: str = ""
    timeout: float = 8.0
    max_tokens: int = 600

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> LLMSettings:
        """The settings from ``BILLING_BOT_LLM_*`` (module docstring); a missing base URL or
        model is a ``ValueError`` naming the variable."""
        env = os.environ if environ is None else environ
        missing = [
            name
            for name in ("BILLING_BOT_LLM_BASE_URL", "BILLING_BOT_LLM_MODEL")
            if not env.get(name)
        ]
        if missing:
            raise ValueError(f"the LLM drafter needs {', '.join(missing)} in the environment")
        return cls(
            base_url=env["BILLING_BOT_LLM_BASE_URL"].rstrip("/"),
            model=env["BILLING_BOT_LLM_MODEL"],
            api_key=env.get("BILLING_BOT_LLM_API_KEY", ""),
            timeout=float(env.get("BILLING_BOT_LLM_TIMEOUT", "8")),
            max_tokens=int(env.get("BILLING_BOT_LLM_MAX_TOKENS", "600")),
        )


class _Unusable(Exception):
    """The model's answer cannot be used; ``args[0]`` says why (a fallback reason)."""


def _claims(raw: object) -> tuple[Claim, ...]:
    if not isinstance(raw, list):
        raise _Unusable("invalid_json")
    claims = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("value"), str):
            raise _Unusable("invalid_json")
        try:
            fact = FactKind(str(item.get("fact")))
        except ValueError as error:
            raise _Unusable("invalid_json") from error
        subject, unit = item.get("subject"), item.get("unit")
        if not all(part is None or isinstance(part, str) for part in (subject, unit)):
            raise _Unusable("invalid_json")
        claims.append(Claim(fact, item["value"], subject, unit))
    return tuple(claims)


def parse_draft(content: str) -> Draft:
    """The model's message content as a ``Draft``; ``_Unusable("invalid_json")`` otherwise."""
    try:
        parsed = json.loads(content)
    except json.JSONDecodeError as error:
        raise _Unusable("invalid_json") from error
    if not isinstance(parsed, dict) or set(parsed) != {"text", "citations", "claims"}:
        raise _Unusable("invalid_json")
    text, citations = parsed["text"], parsed["citations"]
    if not isinstance(text, str) or not text.strip():
        raise _Unusable("invalid_json")
    if not isinstance(citations, list) or not all(isinstance(c, str) for c in citations):
        raise _Unusable("invalid_json")
    return Draft(text, tuple(citations), _claims(parsed["claims"]))


class LLMDrafter:
    """Drafts with a language model, behind the verifier; the template when it cannot.

    Args:
        settings: Where the model is and the per-turn budget.
        intents: The intents the bot answers (their facts and templates).
        transport: How to send the request (``urllib_transport`` by default).
    """

    def __init__(
        self,
        settings: LLMSettings,
        *,
        intents: Registry = SHIPPED,
        transport: Transport = urllib_transport,
    ) -> None:
        self.settings = settings
        self.template = TemplateDrafter(intents)
        self.intents = intents
        self.transport = transport

    def fallback_draft(self, facts: Facts | Answer, evidence: Sequence[Evidence]) -> Draft:
        """The template drafter's draft for the same facts (what is sent instead)."""
        return self.template.draft(facts, evidence)

    def draft(self, facts: Facts | Answer, evidence: Sequence[Evidence]) -> Draft:
        """The model's draft for ``facts``, or the template's with ``fallback`` saying why."""
        reference = self.template.draft(facts, evidence)
        if not any(ch.isdigit() for ch in reference.text) and not reference.citations:
            return reference  # a fixed text (menu, withheld, not found): nothing to reword
        try:
            return self._ask(facts, reference)
        except _Unusable as unusable:
            return replace(reference, fallback=str(unusable.args[0]))

    def _prompt(self, facts: Facts | Answer, reference: Draft) -> str:
        sheet = [asdict(fact) for fact in fact_sheet(facts, self.intents)]
        passages = [asdict(passage) for passage in passages_of(facts)]
        claims = [asdict(claim) for claim in reference.claims]
        payload = {
            "facts": sheet,
            "passages": passages,
            "reference": {
                "text": reference.text,
                "citations": list(reference.citations),
                "claims": claims,
            },
        }
        return json.dumps(payload, ensure_ascii=False, default=str)

    def _ask(self, facts: Facts | Answer, reference: Draft) -> Draft:
        settings = self.settings
        body = {
            "model": settings.model,
            "messages": [
                {"role": "system", "content": _SYSTEM},
                {"role": "user", "content": self._prompt(facts, reference)},
            ],
            "max_tokens": settings.max_tokens,
            "temperature": 0,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "draft", "strict": True, "schema": DRAFT_SCHEMA},
            },
        }
        headers = {"Content-Type": "application/json"}
        if settings.api_key:
            headers["Authorization"] = f"Bearer {settings.api_key}"
        url = f"{settings.base_url}/chat/completions"
        try:
            raw = self.transport(url, headers, json.dumps(body).encode(), settings.timeout)
        except TimeoutError as error:
            raise _Unusable("timeout") from error
        except urllib.error.URLError as error:
            reason = "timeout" if isinstance(error.reason, TimeoutError) else "unavailable"
            raise _Unusable(reason) from error
        except OSError as error:
            raise _Unusable("unavailable") from error
        try:
            answer = json.loads(raw)
            choice = answer["choices"][0]
            content = choice["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError) as error:
            raise _Unusable("invalid_json") from error
        if choice.get("finish_reason") == "length":
            raise _Unusable("token_budget")
        if not isinstance(content, str):
            raise _Unusable("invalid_json")
        return parse_draft(content)
