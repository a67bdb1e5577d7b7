"""One turn as a sans-I/O program, shared by the sync and the async bot.

``turn`` is a generator: it yields an ``Ask`` for each capability call it needs and is sent
back the ``ToolResult``; it returns the ``Reply``. Routing, the plan, the facts, the draft
and its verification all happen inside and do no I/O, so ``Bot`` and ``AsyncBot`` only
differ in how they run the calls, and cannot disagree about anything else.

Order of a turn: route; a request for a person escalates at once (USER_REQUEST, no call);
an empty message escalates (NO_CONTEXT); out of scope gets the menu (no call); a missing
capability escalates (CAPABILITY_MISSING, no call); a sender the channel does not identify
(no phone, no verified account) escalates (NO_CONTEXT, no call); who is writing is looked up
(the channel's account, then the phone; the phone only when a key typed in the message is
not the channel's account) and ``bot.access`` decides: a key typed that the sender does not
hold gets the withheld answer (nothing about it), no account at all a not-found answer,
several a disambiguation question; the route's capability is called; any result with
``should_escalate`` escalates (TOOL_ERROR); the facts are computed, drafted and verified
(an unsupported number escalates as UNGROUNDED_OUTPUT).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from bot.access import Claim, Decision, decide
from bot.compute import (
    balance_facts,
    bill_change_facts,
    disambiguation_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from bot.drafting import Drafter
from bot.evidence import computed, of_result
from bot.facts import DisambiguationFacts, Facts, NotFoundFacts, ScopeFacts, WithheldFacts
from bot.grounding import Verdict, verify
from bot.handoff import agent_summary, customer_text
from bot.plan import (
    FIND_CUSTOMER,
    Lookup,
    identity_lookups,
    needed_capabilities,
    payment_reference,
    typed_claim,
)
from bot.replies import (
    CustomerRef,
    Escalation,
    EscalationReason,
    Handoff,
    Inbound,
    Outcome,
    Reply,
    ReplyKind,
)
from bot.routing import Route, route
from bot.trace import CallRecord, Trace
from client import Clock, FailureKind, ToolResult
from client.models import Customer

_BUSINESS_ANSWERS = frozenset({FailureKind.NOT_FOUND, FailureKind.INVALID_INPUT})
_R = EscalationReason
_RESOLVED = frozenset({Decision.ANSWER, Decision.CHOOSE})
_CLAIMED = {"account_number": "la cuenta", "tax_id": "la cédula o RIF", "phone": "el teléfono"}


@dataclass(frozen=True, slots=True)
class Ask:
    """A capability call the turn needs: ``tools.<capability>(**arguments)``."""

    capability: str
    arguments: dict[str, str | None] = field(default_factory=dict)


Program = Generator[Ask, ToolResult[Any], Reply]


@dataclass(frozen=True, slots=True)
class TurnSettings:
    """What a turn depends on besides the message.

    Attributes:
        today: The business date (relative months, due-date comparisons).
        drafter: Puts facts into words.
        clock: Measures the turn's latency (``monotonic()`` only).
        offered: The capabilities the tools object offers.
    """

    today: date
    drafter: Drafter
    clock: Clock
    offered: frozenset[str]


def turn(inbound: Inbound, settings: TurnSettings) -> Program:
    """The program of one turn (see the module docstring for its order)."""
    return _Turn(inbound, settings).run()


class _Turn:
    def __init__(self, inbound: Inbound, settings: TurnSettings) -> None:
        self.inbound = inbound
        self.settings = settings
        self.started = settings.clock.monotonic()
        self.routed = route(inbound.text, today=settings.today)
        self.results: list[ToolResult[Any]] = []
        self.customer: CustomerRef | None = None
        self.claim: Claim | None = typed_claim(self.routed)

    def run(self) -> Program:
        routed, text = self.routed, self.inbound.text
        if routed.route is Route.HUMAN:
            return self._escalate(_R.USER_REQUEST)
        if not text.strip():
            return self._escalate(_R.NO_CONTEXT)
        if routed.route is Route.OUT_OF_SCOPE:
            return self._answer(ScopeFacts(routed.rule), Outcome.OUT_OF_SCOPE)
        needs = needed_capabilities(routed, text)
        missing = [name for name in needs if name not in self.settings.offered]
        if missing:
            reference = payment_reference(text, routed)
            return self._escalate(_R.CAPABILITY_MISSING, missing=missing, reference=reference)
        lookups = identity_lookups(self.inbound)
        if not lookups:
            return self._escalate(_R.NO_CONTEXT)
        customers: list[Customer] = []
        access = decide(self.claim, customers)
        for lookup in lookups if self.claim else lookups[:1]:
            found = yield from self._call(FIND_CUSTOMER, {lookup.key: lookup.value})
            if found.should_escalate or not (found.ok or found.failure_kind in _BUSINESS_ANSWERS):
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
        self.customer = CustomerRef.of(access.customers[0])
        arguments: dict[str, str | None] = {"customer_id": self.customer.id}
        if routed.route is Route.BILL_CHANGE:
            arguments["period"] = routed.period
        result = yield from self._call(needs[1], arguments)
        if result.should_escalate or not (result.ok or result.failure_kind in _BUSINESS_ANSWERS):
            return self._escalate(_R.TOOL_ERROR, failed=result)
        found_facts = self._facts(result) if result.ok else None
        if found_facts is None:
            return self._answer(self._nothing_there(), Outcome.NOT_FOUND)
        return self._answer(found_facts, Outcome.ANSWERED)

    @staticmethod
    def _unknown(lookup: Lookup) -> NotFoundFacts:
        """Nobody holds the channel's own identity (its account, or its phone)."""
        if lookup.key == "phone":
            return NotFoundFacts("phone")
        searched = f"Computed in code: the channel's {lookup.key} was searched."
        return NotFoundFacts(lookup.key, lookup.value, computed=(computed(searched, lookup.value),))

    def _call(
        self, capability: str, arguments: dict[str, str | None]
    ) -> Generator[Ask, ToolResult[Any], ToolResult[Any]]:
        result = yield Ask(capability, arguments)
        self.results.append(result)
        return result

    def _facts(self, result: ToolResult[Any]) -> Facts | None:
        customer, today, data = self.customer, self.settings.today, result.data
        if customer is None or data is None:  # ok results carry data; guarded all the same
            return None
        if self.routed.route is Route.BALANCE:
            return balance_facts(customer, data)
        if self.routed.route is Route.BILL_CHANGE:
            return bill_change_facts(customer, data, self.routed.topic)
        if self.routed.route is Route.INVOICES and self.routed.count:
            return invoice_list_facts(customer, data, self.routed.count, today)
        if self.routed.route is Route.INVOICES:
            return invoice_facts(customer, data, self.routed.period, today)
        if self.routed.route is Route.PAYMENT_STATUS:
            return payment_facts(customer, data, today)
        return usage_facts(customer, data)

    def _nothing_there(self) -> NotFoundFacts:
        if self.routed.route is Route.USAGE:
            return NotFoundFacts("usage")
        if self.routed.route is Route.BALANCE and self.customer is not None:
            return NotFoundFacts("account_number", self.customer.account_number)
        period = self.routed.period
        if period is not None:
            searched = f"Computed in code: no bill of period {period} was found for the customer."
            return NotFoundFacts("bill", period=period, computed=(computed(searched, period),))
        return NotFoundFacts("invoices")

    def _answer(self, facts: Facts, outcome: Outcome) -> Reply:
        evidence = (*(of_result(r) for r in self.results), *facts.computed)
        try:
            text = self.settings.drafter.draft(facts, evidence)
        except Exception:  # a plugged-in drafter that fails has no verifiable draft
            return self._escalate(_R.UNGROUNDED_OUTPUT)
        verdict = verify(text, evidence)
        if not verdict.grounded:
            return self._escalate(_R.UNGROUNDED_OUTPUT, verdict=verdict)
        choices = (
            tuple(c.account_number for c in facts.candidates)
            if isinstance(facts, DisambiguationFacts)
            else ()
        )
        trace = self._trace(verdict)
        return Reply(ReplyKind.ANSWER, outcome, text, None, evidence, trace, choices)

    def _escalate(
        self,
        reason: EscalationReason,
        *,
        failed: ToolResult[Any] | None = None,
        missing: list[str] | None = None,
        reference: str | None = None,
        verdict: Verdict | None = None,
    ) -> Reply:
        request_ids = dict.fromkeys(
            a.request_id for r in self.results for a in r.attempts if a.request_id
        )
        handoff = Handoff(
            question=self.inbound.text,
            route=self.routed.route.value,
            rule=self.routed.rule,
            phone=self.inbound.phone,
            account_number=self.inbound.account_number,
            customer=self.customer,
            results=tuple(self.results),
            request_ids=tuple(request_ids),
            incident_id=next((r.incident_id for r in self.results if r.incident_id), None),
            unsupported=verdict.unsupported if verdict else (),
            claim=self._claimed(),
        )
        summary = agent_summary(
            reason, handoff, failed=failed, missing=missing or (), reference=reference
        )
        escalation = Escalation(reason, summary, handoff)
        text = customer_text(reason)
        return Reply(
            ReplyKind.ESCALATION, Outcome.ESCALATED, text, escalation, (), self._trace(verdict)
        )

    def _claimed(self) -> str | None:
        """The key the message typed, for the agent, unless it led to the customer."""
        if self.claim is None or self.customer is not None:
            return None
        return f"{_CLAIMED[self.claim.key]} {self.claim.value}"

    def _trace(self, verdict: Verdict | None) -> Trace:
        return Trace(
            route=self.routed.route.value,
            rule=self.routed.rule,
            customer_id=self.customer.id if self.customer else None,
            calls=tuple(CallRecord.of(result) for result in self.results),
            verdict=verdict,
            latency=self.settings.clock.monotonic() - self.started,
        )
