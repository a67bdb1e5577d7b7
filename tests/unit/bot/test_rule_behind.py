"""The rule behind an account answer, cited though not asked (``Intent.explained_by``).

"¿Por qué subió mi factura?" answered with the reasons, and beside them the section of the
rule that stands out among them (a promotion that ended, a plan's price adjusted), when
retrieval keeps that section for the message: the customer reads the rule, with its figures,
from the documents.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from billing_sim.bot.compute import bill_change_facts
from billing_sim.bot.drafting import TemplateDrafter
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.questions import route_message
from billing_sim.bot.replies import Inbound, Outcome, Reply
from billing_sim.bot.routing import Route
from billing_sim.bot.turn import Retrieve, TurnSettings, turn
from billing_sim.client.testing import FakeClock
from tests.unit.bot.examples import MARIA as MARIA_REF
from tests.unit.bot.examples import bill_summary, customer, ok
from tests.unit.bot.knowledge.support import DAY
from tests.unit.bot.test_turn_documents import ALL, drive, small_retriever

MARIA = customer()
PHONE = "+584141234567"
EXPLAINED_BY = SHIPPED.of(Route.BILL_CHANGE).explained_by


def summary_answers(**changes: Any) -> dict[str, Any]:
    return {
        "find_customer": ok("find_customer", [MARIA]),
        "get_bill_summary": ok("get_bill_summary", bill_summary(**changes)),
    }


def test_an_ended_promotion_cites_that_promotions_section() -> None:
    """The contract's summary: the welcome promotion ended (its line, «Promoción de
    bienvenida 20 %»); its own section is cited, not every promotion's."""
    steps, reply = drive(Inbound("por que subio mi factura", PHONE), answers=summary_answers())
    assert reply.outcome is Outcome.ANSWERED
    assert any(isinstance(step, Retrieve) for step in steps)
    assert reply.citations == ("promo-vigente",)  # «Promo de bienvenida»
    assert "Bs. 3.376,00" in reply.text  # the account's answer is still there


def test_the_rule_is_named_by_the_reason_that_stands_out() -> None:
    """The weightiest reason a section explains, when it adds to the bill: the tax base, which
    every change moves, names none."""
    facts = _facts()
    assert EXPLAINED_BY(facts) == ("bienvenida",)
    routine = [r for r in facts.reasons if r.code == "tax_base_changed"]
    assert EXPLAINED_BY(_with(facts, reasons=tuple(routine))) == ()


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("plan_price_increase", ("ajuste de precio",)),
        ("previous_balance_carried", ("saldo anterior",)),
        ("late_fee", (r"recargo por pago tardio",)),
        ("equipment_charge", ("equipos",)),
    ],
)
def test_each_reason_a_section_explains_names_its_heading(
    code: str, words: tuple[str, ...]
) -> None:
    facts = _facts()
    reason = facts.reasons[0]
    only = (_with(reason, code=code, increases=True),)
    assert EXPLAINED_BY(_with(facts, reasons=only)) == words


def test_a_bill_that_went_down_names_the_rule_of_what_brought_it_down() -> None:
    """A cheaper bill is explained by the reason that took off the most (a promotion applied,
    by its own name), never by one that added."""
    facts = _facts()
    assert EXPLAINED_BY(_with(facts, direction="decreased")) == ()  # every reason here adds
    loyalty = _with(
        facts.reasons[1], code="promo_applied", increases=False, lines=("Descuento por fidelidad",)
    )
    assert EXPLAINED_BY(_with(facts, direction="decreased", reasons=(loyalty,))) == ("fidelidad",)


def test_the_weightiest_reason_names_the_rule() -> None:
    """A balance carried (Bs. 2.900,00) over a late fee (Bs. 316,50), whatever their order."""
    facts = _facts()
    late = _with(facts.reasons[0], code="late_fee", increases=True, impact_minor=31650)
    carried = _with(
        facts.reasons[0], code="previous_balance_carried", increases=True, impact_minor=290000
    )
    assert EXPLAINED_BY(_with(facts, reasons=(late, carried))) == ("saldo anterior",)


def test_a_change_the_bcv_rate_alone_explains_names_the_rates_rule() -> None:
    """The plan's price the same, the rate up: the section on the BCV rate."""
    facts = _facts()
    rate = [r for r in facts.reasons if r.code == "exchange_rate_changed"]
    assert EXPLAINED_BY(_with(facts, reasons=tuple(rate))) == ("tasa de cambio bcv",)


def test_a_rule_retrieval_does_not_keep_for_the_message_is_not_cited() -> None:
    """The plan's price adjusted, but the knowledge base keeps no section about it for the
    message: the account's answer stands alone, nothing is cited."""
    reasons = [r.model_dump(mode="json") for r in bill_summary().reasons]
    adjusted = [{**reasons[1], "code": "plan_price_increase"}]
    steps, reply = drive(
        Inbound("por que subio mi factura", PHONE), answers=summary_answers(reasons=adjusted)
    )
    assert reply.outcome is Outcome.ANSWERED
    assert any(isinstance(step, Retrieve) for step in steps)  # looked for, not found
    assert reply.citations == ()
    assert "Subió el precio de tu plan" in reply.text


def drive_without(inbound: Inbound, section: str) -> Any:
    """Run a turn whose retrievals rank ``section`` among the candidates but do not keep it
    for the message (the corrective prune dropped it)."""
    retriever, calls = small_retriever(), summary_answers()
    program = turn(inbound, TurnSettings(DAY, TemplateDrafter(), FakeClock(), ALL))
    try:
        step = next(program)
        while True:
            if isinstance(step, Retrieve):
                found = retriever.retrieve(step.question, step.business_date)
                assert section in found.ranked_ids
                kept = tuple(c for c in found.kept if c.id != section)
                step = program.send(dataclasses.replace(found, kept=kept))
            else:
                step = program.send(calls[step.capability])
    except StopIteration as done:
        reply: Reply = done.value
        return reply


def test_a_message_naming_something_else_cites_the_rule_only_if_kept_for_it() -> None:
    """A message that names something of its own (the dollars) is about that: the rule
    behind the change is cited only when retrieval keeps its section for this message, not
    merely when it ranks it (a faint vector match is how a wrong section gets cited)."""
    text = "why is my bill higher this month? sigo con el mismo plan de 25 dolares"
    assert route_message(text, today=DAY).topic is not None
    kept = drive(Inbound(text, PHONE), answers=summary_answers())[1]
    assert kept.citations == ("promo-vigente",)
    pruned = drive_without(Inbound(text, PHONE), "promo-vigente")
    assert pruned.outcome is Outcome.ANSWERED
    assert pruned.citations == ()


def test_a_message_naming_nothing_cites_the_rule_wherever_retrieval_ranks_it() -> None:
    """ "¿Por qué subió?" names nothing retrieval could keep a section for: the section the
    account's reason names is cited wherever it ranks."""
    reply = drive_without(Inbound("por que subio mi factura", PHONE), "promo-vigente")
    assert reply.citations == ("promo-vigente",)


def _facts() -> Any:
    return bill_change_facts(MARIA_REF, bill_summary(), None)


def _with(item: Any, **changes: Any) -> Any:
    return dataclasses.replace(item, **changes)
