"""One turn as a sans-I/O program, shared by the sync and the async bot.

``turn`` is a generator: it yields a ``Step`` for each thing it needs from outside (an
``Ask``: a capability call, sent back its ``ToolResult``; a ``Retrieve``: a document
retrieval, sent back its ``Retrieval``) and returns the ``Reply``. Everything else (the
gate, routing, the plan, the verdict's action, the facts, the draft, its verification and
the humanizer) happens inside and does no I/O, so ``Bot`` and ``AsyncBot`` only differ in how
they run the steps, and cannot disagree about anything else. A Postgres search backend or an
LLM-backed retrieval changes the driver, not the turn.

The order of a turn, every arrow to the side a tested refusal::

    inbound
     → state gate            an agent is active, or a hand-over waits: silence
     → route                 account / documents / both / neither (bot.routing; several
                             questions split by bot.questions); a person asked for:
                             USER_REQUEST; empty: NO_CONTEXT; greeting or out of scope: the
                             menu; a document question with a key typed: the key checked
                             first (not the sender's: withheld)
     → retrieval             documents: filter, rank, fuse, prune, verdict
     → verdict's action      the one section headed with the charge or topic named answers;
                             else incorrect → LOW_CONFIDENCE (no draft); ambiguous → one
                             clarifying question with reply buttons; correct → the passages
     → capability calls      account and both: who is writing (the channel's identity),
                             ``billing_sim.bot.access`` (withheld, not found, which account),
                             the route's capability; a failure → TOOL_ERROR
     → retrieval             both, once the account has an answer: the policy behind it
     → other questions       several in one message (``Routed.also``): each account one
                             from the same account (a failure → TOOL_ERROR), each document
                             one from the section that answers it with confidence, else a
                             person offered for it (``SeveralAnswers``)
     → draft                 facts (+ the kept passages) into words (``Drafter``)
     → grounding verifier    numbers and citations → else UNGROUNDED_OUTPUT
     → humanizer             a forbidden phrase → FORBIDDEN_PHRASE
     → send

A mixed question ("¿por qué me cobraron mora?") consults the account first and the documents
only for an account answer that will be sent: when billing is down it escalates in
milliseconds without spending a retrieval, and a key the sender does not hold costs exactly
what a key nobody holds costs.

A hand-over outside support hours tells the customer, with a fixed template, when a person
will answer; the moment is the message's (``Inbound.received_at``) or the bot's injected
``now``, never a clock read here.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from billing_sim.bot._charges import DOLLARS
from billing_sim.bot._entities import without_keys
from billing_sim.bot._text import canonical_words, distinctive_words
from billing_sim.bot.access import Claim, Decision, decide
from billing_sim.bot.channel.hours import (
    SUPPORT_HOURS,
    HandoverNotice,
    SupportHours,
    handover_notice,
)
from billing_sim.bot.channel.humanizer import ForbiddenPhrase, HumanizerResult, check
from billing_sim.bot.channel.shipped import shipped_phrases
from billing_sim.bot.channel.state_gate import GateDecision, gate
from billing_sim.bot.compute import (
    disambiguation_facts,
)
from billing_sim.bot.drafting import Draft, Drafter, source_label, whatsapp_text
from billing_sim.bot.evidence import computed, of_result
from billing_sim.bot.fact_sheet import fact_sheet
from billing_sim.bot.facts import (
    AccountAndPolicyFacts,
    ClarificationFacts,
    DisambiguationFacts,
    DocumentFacts,
    Facts,
    NotFoundFacts,
    Passage,
    ScopeFacts,
    SeveralAnswers,
    WithheldFacts,
    lines_named,
    passages_of,
)
from billing_sim.bot.grounding import Evidence, Grounding, verify
from billing_sim.bot.handoff import agent_summary, customer_text
from billing_sim.bot.intents import SHIPPED, Answer, Registry, Request
from billing_sim.bot.knowledge.candidates import Candidate
from billing_sim.bot.knowledge.retriever import Retrieval
from billing_sim.bot.knowledge.terms import asking
from billing_sim.bot.knowledge.verdict import HUMAN_BUTTON_ID, VerdictKind
from billing_sim.bot.meaning import check_meaning
from billing_sim.bot.plan import (
    FIND_CUSTOMER,
    Lookup,
    identity_lookups,
    needed_capabilities,
    payment_reference,
    typed_claim,
)
from billing_sim.bot.questions import route_message
from billing_sim.bot.replies import (
    CustomerRef,
    Escalation,
    EscalationReason,
    Handoff,
    Inbound,
    Outcome,
    Reply,
    ReplyKind,
)
from billing_sim.bot.routing import (
    HEADED_TOPICS,
    NOT_OURS,
    PLAN_BY_SPEED,
    Route,
    Routed,
    Source,
    as_a_rule,
    asks_a_rule,
    asks_a_rule_of_the_case,
)
from billing_sim.bot.trace import CallRecord, RetrievalRecord, Trace
from billing_sim.client import Clock, FailureKind, ToolResult
from billing_sim.client.models import Customer

_BUSINESS_ANSWERS = frozenset({FailureKind.NOT_FOUND, FailureKind.INVALID_INPUT})
_R = EscalationReason
_WHY = re.compile(r" (?:por que|porque|why) ")
"""A reason asked: what the bill's weightiest change is explained by."""
_RULE_UNREGISTERED = f"{Route.DOCUMENTS}:unregistered_sender"
"""The rule a sender nobody's phone is on asked, answered from the documents alone."""
_RESOLVED = frozenset({Decision.ANSWER, Decision.CHOOSE})
_CLAIMED = {"account_number": "la cuenta", "tax_id": "la cédula o RIF", "phone": "el teléfono"}
_CHOSEN_RULE = "documents:chosen"
_NOT_DOCUMENTS = frozenset({Outcome.WITHHELD, Outcome.ESCALATED})
"""What stops a document answer after the key a message typed was checked: the key is not
the sender's, or billing failed checking it."""


@dataclass(frozen=True, slots=True)
class Ask:
    """A capability call the turn needs: ``tools.<capability>(**arguments)``."""

    capability: str
    arguments: dict[str, str | None] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Retrieve:
    """A document retrieval the turn needs: ``retriever.retrieve(question, business_date,
    section=section)``."""

    question: str
    business_date: date
    section: str | None = None


Step = Ask | Retrieve
StepResult = ToolResult[Any] | Retrieval
Program = Generator[Step, StepResult, Reply]


@dataclass(frozen=True, slots=True)
class TurnSettings:
    """What a turn depends on besides the message.

    Attributes:
        today: The business date (relative months, due dates, rules in force).
        drafter: Puts facts into words.
        clock: Measures the turn's latency (``monotonic()`` only).
        offered: The capabilities the tools object offers.
        now: The moment the turn happens (aware), when the message does not carry one:
            support hours and WhatsApp's window. ``None``: unknown (the customer gets the
            reason's sentence, the hand-over no timing).
        phrases: What the humanizer rejects (the shipped list by default).
        hours: When people answer.
        intents: The account questions the bot answers (``billing_sim.bot.intents``).
    """

    today: date
    drafter: Drafter
    clock: Clock
    offered: frozenset[str]
    now: datetime | None = None
    phrases: tuple[ForbiddenPhrase, ...] = field(default_factory=shipped_phrases)
    hours: SupportHours = SUPPORT_HOURS
    intents: Registry = SHIPPED


def turn(inbound: Inbound, settings: TurnSettings) -> Program:
    """The program of one turn (see the module docstring for its order)."""
    return _Turn(inbound, settings).run()


def _routed(inbound: Inbound, today: date, intents: Registry) -> Routed:
    routed = route_message(inbound.text, today=today, rules=intents.rules())
    if inbound.chosen_section is None:
        if routed.also and routed.route in intents:
            covered = intents.of(routed.route).covers
            also = tuple(other for other in routed.also if other.rule not in covered)
            routed = dataclasses.replace(routed, also=also)
        return routed
    # A tapped button answers the clarifying question of a document question.
    return Routed(Route.DOCUMENTS, None, None, routed.period, _CHOSEN_RULE)


def _passage(candidate: Candidate) -> Passage:
    chunk = candidate.chunk
    return Passage(chunk.id, chunk.document, chunk.heading, chunk.body)


def _about(
    candidates: Sequence[Candidate], words: Sequence[str]
) -> tuple[tuple[Candidate, ...], tuple[Candidate, ...]]:
    """The sections about the rule ``words`` name (patterns over canonical words), in ranked
    order: those whose heading names it, and those whose keywords do. A body line that
    mentions a charge in passing does not make a section about it."""

    def names(text: str) -> bool:
        padded = f" {' '.join(canonical_words(text))} "
        return any(re.search(f" (?:{word}) ", padded) for word in words)

    headed = tuple(c for c in candidates if names(c.chunk.heading))
    keyed = tuple(c for c in candidates if names(", ".join(c.chunk.keywords)))
    return headed, keyed


def _naming(candidates: Sequence[Candidate], lines: Sequence[str]) -> tuple[Candidate, ...]:
    """``candidates`` with those whose heading shares a distinctive word with a line the
    answer names first (the ended promotion's own section before another promotion's), the
    more words shared the sooner: «Descuento por fidelidad 10 %» names the loyalty discount's
    heading by two words, the referral discount's by one; ties keep the ranking's order."""
    words = distinctive_words(lines)
    if not words:
        return tuple(candidates)
    return tuple(
        sorted(candidates, key=lambda c: -len(words & set(canonical_words(c.chunk.heading))))
    )


def _titled(found: Retrieval, routed: Routed) -> Candidate | None:
    """For a question naming a charge ("¿qué es el IGTF?") or a topic one heading names (the
    opening hours, the ways to pay, paying in parts: ``routing._headed_topic``): the only
    section among the kept ones whose heading names it, if exactly one does (several, such as
    the IVA's, are what the clarifying question is for). Only those: a broader topic
    ("promo", "descuento") names several rules."""
    if routed.topic in (None, DOLLARS) or not routed.topic_words:
        return None
    if found.out_of_force:  # about a rule not in force: no section in force answers it
        return None
    headed, _ = _about(found.kept, routed.topic_words)
    if not headed:
        # a family one heading answers, or a charge one heading names ("si pago con zelle, ¿me
        # cobran algún impuesto aparte?": the IGTF), is named by the message itself, not by
        # the ranking: the prune may have dropped its section
        headed, _ = _about(found.candidates, routed.topic_words)
    if not headed and routed.topic == PLAN_BY_SPEED and any(map(asking, found.query.terms)):
        # a plan's price asked by the plan's name ("¿cuántos verdes al mes sale el fibra
        # 600?"): no heading names a plan, and the one kept section whose keywords do is the
        # price list
        _, keyed = _about(found.kept, routed.topic_words)
        return keyed[0] if len(keyed) == 1 else None
    return headed[0] if len(headed) == 1 else None


def _confident(found: Retrieval, routed: Routed) -> tuple[Candidate, ...]:
    """The sections that answer a document question with confidence: the one titled with
    the charge it names, or the verdict's when it is correct; none when retrieval would ask
    back or hand over."""
    if routed.topic == NOT_OURS:  # what the ISP does not do: no section answers it
        return ()
    titled = _titled(found, routed)
    if titled is not None:
        return (titled,)
    return found.verdict.answer_from if found.verdict.kind is VerdictKind.CORRECT else ()


def _quoted_sections(answers: Sequence[Any]) -> frozenset[str]:
    """The sections the answers quote (a document answer's, or the rule beside an account
    answer's): what a drafter puts before the customer, by section id."""
    quoted = set()
    for answer in answers:
        policy = answer.policy if isinstance(answer, AccountAndPolicyFacts) else answer
        if isinstance(policy, DocumentFacts) and policy.passages:
            quoted.add(policy.passages[0].id)
    return frozenset(quoted)


def _failed(result: ToolResult[Any]) -> bool:
    """Billing failed the call: not an answer, not even "not found" or "invalid input"."""
    return result.should_escalate or not (result.ok or result.failure_kind in _BUSINESS_ANSWERS)


def _as_draft(drafted: Draft | str) -> Draft:
    if isinstance(drafted, Draft):
        return drafted
    if isinstance(drafted, str):
        return Draft(drafted)
    raise TypeError(f"a drafter returns a Draft or a str, not {type(drafted).__name__}")


class _Turn:
    def __init__(self, inbound: Inbound, settings: TurnSettings) -> None:
        self.inbound = inbound
        self.settings = settings
        self.started = settings.clock.monotonic()
        self.moment = inbound.received_at or settings.now
        self.routed = _routed(inbound, settings.today, settings.intents)
        self.results: list[ToolResult[Any]] = []
        self.retrieval: Retrieval | None = None
        self.retrievals: list[Retrieval] = []
        self.customer: CustomerRef | None = None
        self.claim: Claim | None = typed_claim(self.routed)
        self.fallback: str | None = None

    def run(self) -> Program:
        decision = gate(self.inbound.state)
        if decision is not GateDecision.BOT_REPLIES:
            return self._silence(decision)
        routed, text = self.routed, self.inbound.text
        if routed.route is Route.HUMAN or self.inbound.chosen_section == HUMAN_BUTTON_ID:
            return self._escalate(_R.USER_REQUEST)
        if not text.strip():
            return self._escalate(_R.NO_CONTEXT)
        if routed.route is Route.OUT_OF_SCOPE:
            return self._answer(ScopeFacts(routed.rule), Outcome.OUT_OF_SCOPE)
        if routed.source is Source.DOCUMENTS:
            if self.claim is not None:
                # A key typed beside a question about a rule ("mi vecina tiene la C.I. ...,
                # ¿ya pagó?") is a claim on an account: not the sender's, nothing is said.
                identified = yield from self._identify()
                if isinstance(identified, CustomerRef):
                    self.customer = identified
                elif identified.outcome in _NOT_DOCUMENTS:
                    return identified
            return self._from_documents((yield from self._retrieve()))
        return (yield from self._from_account())

    def _retrieve(self, question: str | None = None) -> Generator[Step, StepResult, Retrieval]:
        """Retrieval for the message (or ``question``, one part of it), its lookup keys
        blanked out (they mean nothing to the documents, and must not make two otherwise
        equal questions differ)."""
        query = without_keys(self.inbound.text if question is None else question)
        found = yield Retrieve(query, self.settings.today, self.inbound.chosen_section)
        if not isinstance(found, Retrieval):
            raise TypeError(f"a Retrieve step is answered with a Retrieval, not {found!r}")
        self.retrieval = self.retrieval or found
        self.retrievals.append(found)
        return found

    def _from_documents(self, found: Retrieval) -> Reply:
        """Answer, ask or hand over, as retrieval's verdict says (no account is looked up)."""
        verdict = found.verdict
        if self.routed.topic == NOT_OURS:  # what the ISP does not do: no section answers it
            return self._escalate(_R.LOW_CONFIDENCE)
        titled = _titled(found, self.routed)
        if titled is not None:  # the one section titled with the charge the message names
            passage = _passage(titled)
            return self._answer(DocumentFacts(self.inbound.text, (passage,)), Outcome.ANSWERED)
        if verdict.kind is VerdictKind.INCORRECT:
            return self._escalate(_R.LOW_CONFIDENCE)
        if verdict.kind is VerdictKind.AMBIGUOUS and verdict.clarification is not None:
            facts: Facts = ClarificationFacts(self.inbound.text, verdict.clarification)
            return self._answer(facts, Outcome.CLARIFICATION)
        passages = tuple(_passage(c) for c in verdict.answer_from)
        return self._answer(DocumentFacts(self.inbound.text, passages), Outcome.ANSWERED)

    def _identify(self) -> Generator[Step, StepResult, CustomerRef | Reply]:
        """Who is writing (the channel's identity only) and whether the key the message typed
        is theirs (``billing_sim.bot.access``): the customer to answer about, or the reply
        instead (withheld, not found, which account, a failure)."""
        lookups = identity_lookups(self.inbound)
        if not lookups:
            return self._escalate(_R.NO_CONTEXT)
        customers: list[Customer] = []
        access = decide(self.claim, customers)
        for lookup in lookups if self.claim else lookups[:1]:
            found = yield from self._call(FIND_CUSTOMER, {lookup.key: lookup.value})
            if _failed(found):
                return self._escalate(_R.TOOL_ERROR, failed=found)
            known = {c.id for c in customers}
            customers += [c for c in found.data or [] if c.id not in known]
            access = decide(self.claim, customers)
            if access.decision in _RESOLVED:
                break
        if access.decision is Decision.WITHHOLD and self.claim is not None:
            return self._answer(WithheldFacts(self.claim.key), Outcome.WITHHELD)
        if access.decision is Decision.NOT_FOUND:
            return self._answer(self._unknown(lookups[0]), Outcome.NOT_FOUND)
        if access.decision is Decision.CHOOSE:
            candidates = tuple(CustomerRef.of(c) for c in access.customers)
            return self._answer(disambiguation_facts(candidates), Outcome.DISAMBIGUATION)
        return CustomerRef.of(access.customers[0])

    def _from_account(self) -> Generator[Step, StepResult, Reply]:
        routed, text = self.routed, self.inbound.text
        needs = needed_capabilities(routed, text, self.settings.intents)
        missing = [name for name in needs if name not in self.settings.offered]
        if missing:
            reference = payment_reference(text, routed)
            return self._escalate(_R.CAPABILITY_MISSING, missing=missing, reference=reference)
        identified = yield from self._identify()
        if isinstance(identified, Reply) and identified.outcome is Outcome.NOT_FOUND:
            return (yield from self._for_a_stranger()) or identified
        if isinstance(identified, Reply):
            return identified
        self.customer = identified
        found = yield from self._intent_answer(routed, self.customer)
        if isinstance(found, ToolResult):
            return self._escalate(_R.TOOL_ERROR, failed=found)
        if isinstance(found, NotFoundFacts):
            return self._answer(found, Outcome.NOT_FOUND)
        answer: Facts | Answer = found
        if routed.source is Source.BOTH:
            retrieved = yield from self._retrieve()
            padded = f" {' '.join(canonical_words(text))} "
            asks_why = not routed.topic_words and _WHY.search(padded) is not None
            explained = self._rule_behind(found) if asks_why else ()
            # why the bill shows what it shows, nothing named ("¿por qué en la factura salen
            # dos líneas del plan?"): the rule behind the reason that weighs most, when
            # retrieval finds its section, rather than whatever section the words alone rank
            # first ("no entiendo los conceptos, ¿me la explicas?" asks how to read a bill)
            if explained and _about(retrieved.candidates, explained)[0]:
                answer = self._with_policy(found, retrieved, explained)
            else:
                answer = self._with_policy(found, retrieved)
        elif explained := self._rule_behind(found):
            # the rule behind the answer, though not asked ("¿por qué subió?": the plan's
            # price was adjusted, and the section says by how much in dollars), when the
            # message is about it too (among the sections retrieval keeps for it) or names
            # nothing in particular ("¿por qué me llegó más barata?")
            retrieved = yield from self._retrieve()
            among = retrieved.candidates if routed.topic is None else retrieved.kept
            headed, _ = _about(among, explained)
            if headed:
                answer = self._with_policy(found, retrieved, explained)
        elif not routed.also and asks_a_rule_of_the_case(text):
            # a rule asked in the sender's own case ("la pagué el 26, ¿me van a cobrar algo por
            # eso?"): the account's figures, and the section retrieval is sure answers it (a
            # rule another question asks, "¿cuánto debo? ¿y cómo pago?", is that one's)
            retrieved = yield from self._retrieve()
            if retrieved.verdict.kind is VerdictKind.CORRECT:
                answer = self._with_policy(found, retrieved)
        if not routed.also:
            return self._answer(answer, Outcome.ANSWERED)
        several = yield from self._several(answer, self.customer)
        if isinstance(several, ToolResult):
            return self._escalate(_R.TOOL_ERROR, failed=several)
        return self._answer(several, Outcome.ANSWERED)

    def _for_a_stranger(self) -> Generator[Step, StepResult, Reply | None]:
        """Nobody holds the sender's own phone, and the message asks a rule ("mi mamá es
        pensionada, ¿aplica lo del IVA reducido?", "¿por qué me cobraron mora?"): the section
        that answers it with confidence, and where the account's own figures are asked from;
        ``None`` when no section does (the not-found reply stands). A key typed that matches
        no one is a claim on an account, not a stranger's question; a channel that names the
        account itself (not a phone) gets the not-found reply, whose words fit it."""
        routed, text = self.routed, self.inbound.text
        ruled = as_a_rule(text, today=self.settings.today)
        asks = routed.source is Source.BOTH or ruled.topic in HEADED_TOPICS or asks_a_rule(text)
        lookups = identity_lookups(self.inbound)
        by_phone = bool(lookups) and lookups[0].key == "phone"
        if self.claim is not None or not asks or not by_phone:
            return None
        found = yield from self._retrieve()
        usable = _confident(found, ruled) or _confident(found, routed)
        if not usable:
            return None
        # answered from the documents alone: the trace says so
        self.routed = dataclasses.replace(ruled, rule=_RULE_UNREGISTERED)
        passages = tuple(_passage(c) for c in usable)
        facts = DocumentFacts(text, passages, unregistered=True)
        return self._answer(facts, Outcome.ANSWERED)

    def _several(
        self, first: Facts | Answer, customer: CustomerRef
    ) -> Generator[Step, StepResult, SeveralAnswers | ToolResult[Any]]:
        """The first answer and the other questions' (``Routed.also``): an account question
        from the same account, a document question from the section that answers it with
        confidence. One that cannot be answered that way is counted for a person; a failed
        capability call is returned (the turn escalates: billing is failing)."""
        answers: list[Any] = [first]
        unanswered = 0
        intents = self.settings.intents
        for other in self.routed.also:
            if other.route is Route.DOCUMENTS:
                usable = _confident((yield from self._retrieve(other.asked)), other)
                if not usable and other.topic in HEADED_TOPICS and other.asked:
                    # the heading was named by the whole message ("¿cuántos gigas llevo? y
                    # si me vuelvo a pasar, ¿me cortan?"): its section is found from all of it
                    whole = _titled((yield from self._retrieve()), other)
                    usable = () if whole is None else (whole,)
                if usable and usable[0].chunk.id in _quoted_sections(answers):
                    # the section an answer before it already quotes ("activé la IP fija
                    # cuando era gratis y ahora me aparece cobrada… nadie me dijo que después
                    # se cobraba": the trial's rule, beside the charge): answered, not twice
                    continue
                if usable:
                    question = other.asked or self.inbound.text
                    answers.append(DocumentFacts(question, tuple(_passage(c) for c in usable)))
                else:
                    unanswered += 1
                continue
            if other.route not in intents or intents.of(other.route).capability not in (
                self.settings.offered
            ):
                unanswered += 1
                continue
            built = yield from self._intent_answer(other, customer)
            if isinstance(built, ToolResult):
                return built
            if other.source is Source.BOTH and not isinstance(built, NotFoundFacts):
                # the rule the other question asks beside its figures ("¿cuánto debo? ¿y por
                # qué me aparece saldo pendiente, me cobran doble?"): its section too
                found = yield from self._retrieve(other.asked)
                answers.append(self._with_policy(built, found, of=other))
                continue
            answers.append(built)
        return SeveralAnswers(tuple(answers), unanswered)

    def _intent_answer(
        self, routed: Routed, customer: CustomerRef
    ) -> Generator[Step, StepResult, Answer | NotFoundFacts | ToolResult[Any]]:
        """``routed``'s answer from its intent's capability (called again for the record it
        compares with, ``Intent.compared``), its ``nothing`` when there is none, or the
        failed call."""
        intent = self.settings.intents.of(routed.route)
        asked = [routed]
        if (other := intent.compared(routed)) is not None:
            asked.append(other)
        data: list[Any] = []
        for question in asked:
            arguments: dict[str, str | None] = {"customer_id": customer.id}
            result = yield from self._call(
                intent.capability, arguments | intent.arguments(question)
            )
            if _failed(result):
                return result
            if result.data is None:
                return intent.nothing(Request(customer, question, self.settings.today))
            data.append(result.data)
        compared = data[1] if len(data) > 1 else None
        supporting: dict[str, Any] = {}
        for capability in intent.supporting:
            if capability not in self.settings.offered or not data[0]:
                continue  # (an empty answer has nothing to complete)
            if not intent.needs_support(routed, data[0]):
                continue
            result = yield from self._call(capability, {"customer_id": customer.id})
            if _failed(result):
                return result
            supporting[capability] = result.data
        today, text = self.settings.today, self.inbound.text
        request = Request(customer, routed, today, compared, supporting, text)
        built = intent.build(request, data[0])
        return built if built is not None else intent.nothing(request)

    def _rule_behind(self, facts: Answer) -> tuple[str, ...]:
        """What names the section of the rule behind an account answer, when its intent
        says one stands out (``Intent.explained_by``)."""
        intent = self.settings.intents.of_facts(facts)
        return intent.explained_by(facts) if intent is not None else ()

    def _with_policy(
        self,
        facts: Answer,
        found: Retrieval,
        words: tuple[str, ...] = (),
        *,
        of: Routed | None = None,
    ) -> Facts | Answer:
        """The account answer, with the policy behind it: for a charge or rule named ("¿por
        qué me cobraron mora?", or ``words``: the rule behind the answer), the section
        retrieval ranked best among those about it; otherwise the verdict's, when it is
        correct. ``of`` is the question answered, when it is not the message's first."""
        usable: tuple[Candidate, ...] = ()
        asked = of or self.routed
        words = words or asked.topic_words
        if words:
            headed, keyed = _about(found.candidates, words)
            usable = _naming(headed or keyed, lines_named(facts))[:1]
        elif found.verdict.kind is VerdictKind.CORRECT:
            usable = found.verdict.answer_from
        if not usable:
            return facts
        passages = tuple(_passage(c) for c in usable)
        question = asked.asked or self.inbound.text
        return AccountAndPolicyFacts(facts, DocumentFacts(question, passages))

    @staticmethod
    def _unknown(lookup: Lookup) -> NotFoundFacts:
        """Nobody holds the channel's own identity (its account, or its phone)."""
        if lookup.key == "phone":
            return NotFoundFacts("phone")
        searched = f"Computed in code: the channel's {lookup.key} was searched."
        return NotFoundFacts(lookup.key, lookup.value, computed=(computed(searched, lookup.value),))

    def _call(
        self, capability: str, arguments: dict[str, str | None]
    ) -> Generator[Step, StepResult, ToolResult[Any]]:
        result = yield Ask(capability, arguments)
        if not isinstance(result, ToolResult):
            raise TypeError(f"an Ask is answered with a ToolResult, not {result!r}")
        self.results.append(result)
        return result

    def _citable(self, facts: Facts) -> tuple[Evidence, ...]:
        """The passages this reply may cite: the kept chunks its facts offer the drafter
        (what the verdict lets it stand on, or the clarifying question's topics)."""
        if not self.retrievals:
            return ()
        if isinstance(facts, ClarificationFacts):
            offered = {b.id for b in facts.clarification.buttons}
        else:
            offered = {p.id for p in passages_of(facts)}
        found = {c.id: c for found in self.retrievals for c in (*found.candidates, *found.kept)}
        return tuple(
            Evidence.passage(key, found[key].chunk.text) for key in offered if key in found
        )

    def _answer(self, facts: Facts, outcome: Outcome = Outcome.ANSWERED) -> Reply:
        evidence = (*(of_result(r) for r in self.results), *facts.computed)
        passages = self._citable(facts)
        drafter = self.settings.drafter
        try:
            draft = _as_draft(drafter.draft(facts, (*evidence, *passages)))
        except Exception:  # a plugged-in drafter that fails has no verifiable draft
            return self._escalate(_R.UNGROUNDED_OUTPUT)
        found, humanized = self._checked(facts, draft, evidence, passages)
        redraft = getattr(drafter, "fallback_draft", None)
        rejected = not found.grounded or humanized.escalate
        if rejected and draft.fallback is None and callable(redraft):
            # A model's draft failed: the template's draft for the same facts, checked again.
            why = "ungrounded" if not found.grounded else "forbidden_phrase"
            failed = "; ".join(found.misstated or found.unsupported or humanized.found)
            draft = dataclasses.replace(
                _as_draft(redraft(facts, (*evidence, *passages))),
                fallback=f"{why}: {failed}" if failed else why,
            )
            found, humanized = self._checked(facts, draft, evidence, passages)
        self.fallback = draft.fallback
        if not found.grounded:
            return self._escalate(_R.UNGROUNDED_OUTPUT, grounding=found)
        if humanized.escalate:
            return self._escalate(_R.FORBIDDEN_PHRASE, grounding=found, forbidden=humanized.found)
        choices = (
            tuple(c.account_number for c in facts.candidates)
            if isinstance(facts, DisambiguationFacts)
            else ()
        )
        buttons = facts.clarification.buttons if isinstance(facts, ClarificationFacts) else ()
        cited = tuple(dict.fromkeys(draft.citations))
        sent = (*evidence, *(p for p in passages if p.source in cited))
        trace = self._trace(found, cited)
        return Reply(
            ReplyKind.ANSWER, outcome, draft.text, None, sent, trace, choices, cited, buttons
        )

    def _checked(
        self,
        facts: Facts,
        draft: Draft,
        evidence: Sequence[Evidence],
        passages: Sequence[Evidence],
    ) -> tuple[Grounding, HumanizerResult]:
        """The verifier's finding on ``draft`` (numbers, citations, meaning) and the
        humanizer's."""
        found = verify(
            draft.text,
            evidence,
            passages=passages,
            citations=draft.citations,
            citation_required=isinstance(facts, DocumentFacts)
            or (
                isinstance(facts, SeveralAnswers)
                and any(isinstance(a, DocumentFacts) for a in facts.answers)
            ),
        )
        if found.grounded:
            found = self._meaning(facts, draft, found, self.settings.intents)
        return found, check(draft.text, self.settings.phrases)

    @staticmethod
    def _meaning(
        facts: Facts | Answer, draft: Draft, found: Grounding, intents: Registry
    ) -> Grounding:
        """The numbers are supported: does the draft say what each of them is?"""
        cited = set(draft.citations)
        passages = passages_of(facts)
        quotes = [
            text
            for p in passages
            if p.id in cited
            for text in (p.body, whatsapp_text(p.body), f"{p.document} {p.heading}")
        ]
        sheet = fact_sheet(facts, intents)
        # a cited section's title names the rule quoted ("*Impuestos — Cargos sin IVA*"): no
        # claim about this account, and its words must not be read with the quote after it
        text = draft.text
        for label in {source_label(p) for p in passages if p.id in cited}:
            text = text.replace(label, " " * len(label))
        meaning = check_meaning(text, draft.claims, sheet, quotes=quotes)
        if meaning.holds:
            return found
        misstated = tuple(str(failure) for failure in meaning.failures)
        return dataclasses.replace(found, grounded=False, misstated=misstated)

    def _notice(self) -> HandoverNotice | None:
        if self.moment is None:
            return None
        return handover_notice(self.moment, self.moment, self.settings.hours)

    def _escalate(
        self,
        reason: EscalationReason,
        *,
        failed: ToolResult[Any] | None = None,
        missing: list[str] | None = None,
        reference: str | None = None,
        grounding: Grounding | None = None,
        forbidden: tuple[str, ...] = (),
    ) -> Reply:
        request_ids = dict.fromkeys(
            a.request_id for r in self.results for a in r.attempts if a.request_id
        )
        notice = self._notice()
        handoff = Handoff(
            question=self.inbound.text,
            route=str(self.routed.route),
            rule=self.routed.rule,
            phone=self.inbound.phone,
            account_number=self.inbound.account_number,
            customer=self.customer,
            results=tuple(self.results),
            request_ids=tuple(request_ids),
            incident_id=next((r.incident_id for r in self.results if r.incident_id), None),
            unsupported=grounding.unsupported if grounding else (),
            claim=self._claimed(),
            source=self.routed.source.value,
            retrieval=RetrievalRecord.of(self.retrieval) if self.retrieval else None,
            unretrieved=grounding.unretrieved if grounding else (),
            misstated=grounding.misstated if grounding else (),
            asked=self._asked(),
            forbidden=forbidden,
            notice=notice,
        )
        summary = agent_summary(
            reason, handoff, failed=failed, missing=missing or (), reference=reference
        )
        escalation = Escalation(reason, summary, handoff)
        text = customer_text(reason, notice)
        return Reply(
            ReplyKind.ESCALATION, Outcome.ESCALATED, text, escalation, (), self._trace(grounding)
        )

    def _silence(self, decision: GateDecision) -> Reply:
        """Nothing is sent: the agent who owns the conversation reads the message."""
        trace = Trace(
            route="none",
            rule=f"gate:{decision.value}",
            customer_id=None,
            calls=(),
            grounding=None,
            latency=self.settings.clock.monotonic() - self.started,
        )
        return Reply(ReplyKind.SILENCE, Outcome.SILENT, "", None, (), trace)

    def _asked(self) -> str | None:
        """What the customer asked, as the route's intent tells the agent."""
        intents = self.settings.intents
        return intents.of(self.routed.route).question if self.routed.route in intents else None

    def _claimed(self) -> str | None:
        """The key the message typed, for the agent, unless it led to the customer."""
        if self.claim is None or self.customer is not None:
            return None
        return f"{_CLAIMED[self.claim.key]} {self.claim.value}"

    def _trace(self, grounding: Grounding | None, citations: tuple[str, ...] = ()) -> Trace:
        return Trace(
            route=str(self.routed.route),
            rule=self.routed.rule,
            customer_id=self.customer.id if self.customer else None,
            calls=tuple(CallRecord.of(result) for result in self.results),
            grounding=grounding,
            latency=self.settings.clock.monotonic() - self.started,
            source=self.routed.source.value,
            retrieval=RetrievalRecord.of(self.retrieval) if self.retrieval else None,
            citations=citations,
            fallback=self.fallback,
        )
