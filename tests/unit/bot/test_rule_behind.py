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
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.replies import Inbound, Outcome
from billing_sim.bot.routing import Route
from billing_sim.bot.turn import Retrieve
from tests.unit.bot.examples import bill_summary, customer, ok
from tests.unit.bot.test_turn_documents import drive

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
    """The first reason a section explains, when it adds to the bill: the routine ones (the
    BCV rate, the tax base) name none."""
    facts = _facts()
    assert EXPLAINED_BY(facts) == ("bienvenida",)
    routine = [r for r in facts.reasons if r.code in ("exchange_rate_changed", "tax_base_changed")]
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


def test_a_bill_that_went_down_names_no_rule() -> None:
    """Nothing to explain to a customer asking why it is higher: it is not."""
    assert EXPLAINED_BY(_with(_facts(), direction="decreased")) == ()


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


def _facts() -> Any:
    return bill_change_facts(MARIA, bill_summary(), None)


def _with(item: Any, **changes: Any) -> Any:
    return dataclasses.replace(item, **changes)
