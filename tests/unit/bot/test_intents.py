"""One module per intent: adding a kind of account question touches nothing else.

The proof is a throwaway intent declared here, in the test, as a bot developer would in their
own module ("¿cuándo sale mi próxima factura?"): its routing rule, capability, facts, claims,
template, not-found answer, agent summary, menu offer and button title. Registered with
``SHIPPED.with_intent``, the turn routes to it, calls its capability, drafts its template,
verifies its claims, tells the agent what was asked and offers it in the menu.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from datetime import date
from typing import Any, cast

import pytest

from billing_sim.bot._template import Said, greeting
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.facts import NotFoundFacts, ScopeFacts
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.intents import SHIPPED, Intent, IntentRule, Registry, Request
from billing_sim.bot.pipeline import Bot
from billing_sim.bot.replies import CustomerRef, EscalationReason, Inbound, Outcome, Reply
from billing_sim.bot.turn import Ask, TurnSettings, turn
from billing_sim.client import BillingTools, FailureKind, ToolResult
from billing_sim.client.models import Balance
from billing_sim.client.testing import FakeClock
from tests.unit.bot.examples import balance, customer, ok

TODAY = date(2026, 11, 20)
PHONE = "+584141234567"


@dataclass(frozen=True, slots=True)
class NextBillFacts:
    """When the next bill is issued."""

    customer: CustomerRef
    issued_on: date
    computed: tuple[Evidence, ...] = ()


def _build(request: Request, data: Any) -> NextBillFacts:
    assert isinstance(data, Balance)
    return NextBillFacts(request.customer, data.next_invoice_date)


def _template(facts: NextBillFacts, say: Said) -> str:
    when = say.day(FactKind.NEXT_INVOICE_DATE, facts.issued_on)
    return f"{greeting(facts.customer)} Tu próxima factura se emite el {when}."


NEXT_BILL = Intent(
    route="next_bill",
    capability="get_balance",
    facts_types=(NextBillFacts,),
    build=_build,
    sheet=lambda f: [Fact(FactKind.NEXT_INVOICE_DATE, f.issued_on.isoformat())],
    template=_template,
    nothing=lambda request: NotFoundFacts("account_number", request.customer.account_number),
    question="pregunta cuándo sale su próxima factura",
    offer="decirte cuándo sale tu próxima factura",
    button="Próxima factura",
    rules=(IntentRule("next_bill", re.compile(r"(?=.* (?:proxima factura|next bill) )")),),
)
WITH_NEXT_BILL = SHIPPED.with_intent(NEXT_BILL)


def drive(
    text: str, answers: dict[str, ToolResult[Any]], intents: Registry, drafter: Any = None
) -> tuple[list[Ask], Reply]:
    settings = TurnSettings(
        TODAY,
        drafter or TemplateDrafter(intents),
        FakeClock(),
        frozenset({"find_customer", "get_balance"}),
        intents=intents,
    )
    program, asks = turn(Inbound(text, PHONE), settings), []
    try:
        step = next(program)
        while True:
            assert isinstance(step, Ask)
            asks.append(step)
            step = program.send(answers[step.capability])
    except StopIteration as done:
        reply: Reply = done.value
    return asks, reply


ANSWERS = {
    "find_customer": ok("find_customer", [customer()]),
    "get_balance": ok("get_balance", balance()),
}


def test_an_intent_declared_in_one_module_is_routed_called_drafted_and_verified() -> None:
    asks, reply = drive("y mi proxima factura cuando sale?", ANSWERS, WITH_NEXT_BILL)
    assert [ask.capability for ask in asks] == ["find_customer", "get_balance"]
    assert reply.outcome is Outcome.ANSWERED
    assert reply.text == "Hola, María. Tu próxima factura se emite el 1 de diciembre de 2026."
    assert (reply.trace.route, reply.trace.rule) == ("next_bill", "next_bill:next_bill")


def test_without_the_intent_registered_the_same_message_goes_elsewhere() -> None:
    _, reply = drive("y mi proxima factura cuando sale?", ANSWERS, SHIPPED)
    assert reply.trace.route != "next_bill"


def test_the_new_intents_claims_are_checked_like_every_other() -> None:
    """Its template's date is claimed as the next bill's; a draft calling it a due date is
    not sent."""

    class Lying(TemplateDrafter):
        def draft(self, facts: Any, evidence: Any) -> Draft:
            honest = super().draft(facts, evidence)
            return Draft(honest.text.replace("se emite", "vence"), (), honest.claims)

    _, reply = drive("mi proxima factura?", ANSWERS, WITH_NEXT_BILL, Lying(WITH_NEXT_BILL))
    assert reply.reason is EscalationReason.UNGROUNDED_OUTPUT
    assert reply.escalation is not None
    assert reply.escalation.handoff.misstated


def test_the_agent_is_told_what_the_new_intent_asks() -> None:
    broken: ToolResult[Any] = ToolResult(
        "get_balance", ok=False, evidence_text="failed", should_escalate=True,
        failure_kind=FailureKind.TIMEOUT,
    )  # fmt: skip
    _, reply = drive("mi proxima factura?", {**ANSWERS, "get_balance": broken}, WITH_NEXT_BILL)
    assert reply.reason is EscalationReason.TOOL_ERROR
    assert "pregunta cuándo sale su próxima factura" in str(reply.agent_summary)


def test_the_menu_offers_every_registered_intent() -> None:
    menu = TemplateDrafter(WITH_NEXT_BILL).draft(ScopeFacts("out_of_scope:greeting"), ()).text
    assert "contarte tu consumo de datos y decirte cuándo sale tu próxima factura" in menu
    shipped = TemplateDrafter().draft(ScopeFacts("out_of_scope:greeting"), ()).text
    assert "próxima factura" not in shipped


def test_a_button_title_over_whatsapps_limit_is_refused_when_the_intent_is_declared() -> None:
    with pytest.raises(ValueError, match="20"):
        dataclasses.replace(NEXT_BILL, button="Cuándo sale mi próxima factura")


def test_two_intents_cannot_answer_one_route() -> None:
    with pytest.raises(ValueError, match="share a route"):
        WITH_NEXT_BILL.with_intent(NEXT_BILL)


def test_every_shipped_route_has_one_intent_and_a_button_that_fits() -> None:
    routes = [intent.route for intent in SHIPPED]
    assert routes == ["balance", "bill_change", "invoices", "payment_status", "usage"]
    assert all(0 < len(intent.button) <= 20 for intent in SHIPPED)


class Tools:
    """The two capabilities the new intent needs, answering from the contract's examples."""

    def find_customer(self, **_: Any) -> ToolResult[Any]:
        return ANSWERS["find_customer"]

    def get_balance(self, **_: Any) -> ToolResult[Any]:
        return ANSWERS["get_balance"]


def test_a_bot_answers_an_intent_passed_to_it() -> None:
    """``Bot(intents=...)``: the public way to add one, no edit of the bot's modules."""
    tools = cast(BillingTools, Tools())  # the bot calls only the capabilities it needs
    bot = Bot(tools, today=TODAY, clock=FakeClock(), intents=WITH_NEXT_BILL)
    reply = bot.reply(Inbound("mi proxima factura cuando sale", PHONE))
    assert reply.text == "Hola, María. Tu próxima factura se emite el 1 de diciembre de 2026."
