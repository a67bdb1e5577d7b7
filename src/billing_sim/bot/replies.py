"""The bot's input and output: an inbound message, and a reply, an escalation or silence."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from billing_sim.bot.channel.hours import HandoverNotice
from billing_sim.bot.channel.state_gate import ConversationState
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.knowledge.verdict import Button
from billing_sim.bot.trace import RetrievalRecord, Trace
from billing_sim.client import ToolResult
from billing_sim.client.models import Customer


@dataclass(frozen=True, slots=True)
class Inbound:
    """A customer message as the channel delivers it.

    Attributes:
        text: What the customer wrote.
        phone: The sender's phone (WhatsApp always knows it), E.164 or local format: who
            is writing.
        account_number: An account the channel has verified as the sender's (a previous
            turn's choice among the phone's accounts, a logged-in channel, ``--account``).
            A key typed in the message is only a claim (``billing_sim.bot.access``).
        received_at: When the channel received it (WhatsApp's timestamp), timezone-aware:
            it opens the 24-hour window and decides whether people are answering now.
            ``None``: the bot's ``now`` is used, if it has one.
        state: Who owns the conversation (the agent desk's view): the bot, a queued
            hand-over, or an agent. The bot writes only in ``bot`` mode.
        chosen_section: The reply button the customer tapped after a clarifying question
            (a section id, or ``human``); ``text`` is then the question it clarifies.
    """

    text: str
    phone: str | None = None
    account_number: str | None = None
    received_at: datetime | None = None
    state: ConversationState = field(default_factory=ConversationState)
    chosen_section: str | None = None


class ReplyKind(StrEnum):
    """Whether the bot answered or handed the conversation to a person."""

    ANSWER = "answer"
    ESCALATION = "escalation"
    SILENCE = "silence"
    """Nothing is sent: a person owns the conversation (the state gate)."""


class Outcome(StrEnum):
    """What kind of reply the customer got."""

    ANSWERED = "answered"
    """Facts from the billing API, the policy documents (cited) or both, verified."""
    NOT_FOUND = "not_found"
    """An honest "no encontramos esa cuenta" (or that bill): not an escalation."""
    DISAMBIGUATION = "disambiguation"
    """The phone has several accounts: the bot asks which one."""
    WITHHELD = "withheld"
    """The message names an account, tax id or phone the sender is not known to hold: the
    bot says nothing about it, not even whether it exists, and how to ask instead."""
    OUT_OF_SCOPE = "out_of_scope"
    """A greeting or a question the bot does not answer: what it can do, no API call."""
    CLARIFICATION = "clarification"
    """A document question retrieval could not settle: one question with reply buttons."""
    ESCALATED = "escalated"
    """Handed to a person (see ``EscalationReason``)."""
    SILENT = "silent"
    """Not answered: an agent is active, or a hand-over is waiting for one."""


class EscalationReason(StrEnum):
    """Why a conversation was handed to a person."""

    USER_REQUEST = "USER_REQUEST"
    """The customer asked for a person: decided before any API call."""
    TOOL_ERROR = "TOOL_ERROR"
    """The billing API failed (a ``ToolResult`` with ``should_escalate``)."""
    UNGROUNDED_OUTPUT = "UNGROUNDED_OUTPUT"
    """The draft stated a number the evidence does not support (or no draft was produced)."""
    NO_CONTEXT = "NO_CONTEXT"
    """The bot cannot tell who is writing (no phone, account or id) or the message is empty."""
    CAPABILITY_MISSING = "CAPABILITY_MISSING"
    """The question needs a capability the tools do not offer (a payment by its reference)."""
    LOW_CONFIDENCE = "LOW_CONFIDENCE"
    """The policy documents hold nothing confident for the question (retrieval's verdict is
    incorrect, or the section picked is no longer in force): handed over before drafting."""
    FORBIDDEN_PHRASE = "FORBIDDEN_PHRASE"
    """The draft contains a phrase of ``bot/channel/forbidden_phrases.txt`` (the humanizer)."""


@dataclass(frozen=True, slots=True)
class CustomerRef:
    """The customer a turn was about, as the agent needs to find them."""

    id: str
    account_number: str
    tax_id: str
    name: str

    @classmethod
    def of(cls, customer: Customer) -> CustomerRef:
        """The reference of a customer record."""
        return cls(customer.id, customer.account_number, customer.tax_id.value, customer.name)


@dataclass(frozen=True, slots=True)
class Handoff:
    """Everything the human agent needs to continue without asking again.

    Attributes:
        question: The customer's message.
        route: The route it was given, and the rule that decided.
        phone: The sender's phone.
        account_number: The account the channel verified, if any.
        customer: The customer, when identified.
        results: The ``ToolResult`` s of the turn, in order.
        request_ids: Every request id sent to the billing API, in order.
        incident_id: The outage the failure belongs to, if the circuit was open.
        unsupported: For ``UNGROUNDED_OUTPUT``: the numbers the draft could not support.
        claim: A key the message typed that was not verified as the sender's
            (``la cuenta 6044378211``), for the agent to check; ``None`` otherwise.
        source: Where the answer was to come from (``account``, ``documents``, ``both``).
        retrieval: For document questions: retrieval's verdict and the sections it kept,
            so the agent reads the policy the bot had instead of searching again.
        unretrieved: For ``UNGROUNDED_OUTPUT``: citations of sections retrieval did not keep.
        forbidden: For ``FORBIDDEN_PHRASE``: the phrases the draft contained.
        misstated: For ``UNGROUNDED_OUTPUT``: the claims the draft stated falsely (which
            claim, and what is wrong with it).
        asked: What the customer asked, as the intent of the route says it for the agent
            ("pregunta por su saldo"); ``None``: the route's fixed phrase.
        notice: When a person answers and what the first reply may be (the 24-hour
            window); ``None`` when the turn's moment is unknown.
    """

    question: str
    route: str
    rule: str
    phone: str | None
    account_number: str | None
    customer: CustomerRef | None
    results: tuple[ToolResult[Any], ...]
    request_ids: tuple[str, ...]
    incident_id: str | None
    unsupported: tuple[str, ...] = ()
    claim: str | None = None
    source: str = "account"
    retrieval: RetrievalRecord | None = None
    unretrieved: tuple[str, ...] = ()
    forbidden: tuple[str, ...] = ()
    notice: HandoverNotice | None = None
    misstated: tuple[str, ...] = ()
    asked: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form; tool results as their evidence, never their data."""
        customer = None
        if self.customer is not None:
            c = self.customer
            customer = {
                "id": c.id,
                "account_number": c.account_number,
                "tax_id": c.tax_id,
                "name": c.name,
            }
        return {
            "question": self.question,
            "route": self.route,
            "rule": self.rule,
            "phone": self.phone,
            "account_number": self.account_number,
            "customer": customer,
            "results": [_result_dict(result) for result in self.results],
            "request_ids": list(self.request_ids),
            "incident_id": self.incident_id,
            "unsupported": list(self.unsupported),
            "claim": self.claim,
            "source": self.source,
            "retrieval": self.retrieval.to_dict() if self.retrieval else None,
            "unretrieved": list(self.unretrieved),
            "forbidden": list(self.forbidden),
            "notice": _notice_dict(self.notice) if self.notice else None,
            "misstated": list(self.misstated),
        }


def _notice_dict(notice: HandoverNotice) -> dict[str, Any]:
    return {
        "in_hours": notice.in_hours,
        "person_answers_from": notice.person_answers_from.isoformat(),
        "window_closes": notice.window_closes.isoformat(),
        "agent_reply_form": str(notice.agent_reply_form),
    }


def _result_dict(result: ToolResult[Any]) -> dict[str, Any]:
    return {
        "capability": result.capability,
        "ok": result.ok,
        "should_escalate": result.should_escalate,
        "failure_kind": str(result.failure_kind) if result.failure_kind else None,
        "error_code": result.error_code,
        "request_id": result.request_id,
        "incident_id": result.incident_id,
        "evidence_text": result.evidence_text,
    }


@dataclass(frozen=True, slots=True)
class Escalation:
    """A hand-over to a person: why, a one-line summary in Spanish, and the context."""

    reason: EscalationReason
    agent_summary: str
    handoff: Handoff


@dataclass(frozen=True, slots=True)
class Reply:
    """What the bot sends back for one message.

    Attributes:
        kind: ``answer`` or ``escalation``.
        outcome: The finer kind of reply (``not_found``, ``disambiguation``...).
        text: The message for the customer (Spanish).
        escalation: Reason, agent summary and context; ``None`` for answers.
        evidence: What the reply was verified against (the tool results, then the facts
            computed in code); empty when nothing was drafted.
        trace: Route, calls, verdict and latency of the turn.
        choices: For a disambiguation: the account numbers offered (the customer saw only
            their last four digits); ``billing_sim.bot.conversation`` matches the answer against
            them.
        citations: The policy sections the text stands on (ids, best first). The bubble
            names them in words only; these are for the channel, the logs and the agent.
        buttons: For a clarifying question: the reply buttons (at most 3, titles of at most
            20 characters), sent as WhatsApp interactive reply buttons.
    """

    kind: ReplyKind
    outcome: Outcome
    text: str
    escalation: Escalation | None
    evidence: tuple[Evidence, ...]
    trace: Trace
    choices: tuple[str, ...] = ()
    citations: tuple[str, ...] = ()
    buttons: tuple[Button, ...] = ()

    @property
    def reason(self) -> EscalationReason | None:
        """Why the conversation was escalated; ``None`` for answers."""
        return self.escalation.reason if self.escalation else None

    @property
    def agent_summary(self) -> str | None:
        """The one-line summary for the human agent; ``None`` for answers."""
        return self.escalation.agent_summary if self.escalation else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form: ``kind``, ``outcome``, ``text``, ``citations``, ``buttons``,
        ``reason``, ``agent_summary``, ``handoff`` and ``trace``."""
        return {
            "kind": str(self.kind),
            "outcome": str(self.outcome),
            "text": self.text,
            "citations": list(self.citations),
            "buttons": [{"id": b.id, "title": b.title} for b in self.buttons],
            "reason": str(self.reason) if self.reason else None,
            "agent_summary": self.agent_summary,
            "handoff": self.escalation.handoff.to_dict() if self.escalation else None,
            "trace": self.trace.to_dict(),
        }
