"""The turn program, driven by hand: what it asks for, in what order, and how it ends."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from billing_sim.bot.drafting import TemplateDrafter
from billing_sim.bot.knowledge import load_sections
from billing_sim.bot.knowledge.candidates import Candidate
from billing_sim.bot.knowledge.chunks import chunk_sections
from billing_sim.bot.pipeline import Bot, offered_capabilities
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply
from billing_sim.bot.turn import Ask, TurnSettings, _naming, turn
from billing_sim.client import Attempt, BillingTools, FailureKind, ToolResult
from billing_sim.client.testing import FakeClock
from tests.unit.bot.examples import balance, customer, ok

TODAY = date(2026, 11, 20)
ALL = offered_capabilities(BillingTools("http://billing.test", "key"))


def drive(
    inbound: Inbound, answers: dict[str, ToolResult[Any]], **options: Any
) -> tuple[list[Ask], Reply]:
    """Run a turn, answering each ask from ``answers``; return the asks and the reply."""
    settings = TurnSettings(TODAY, TemplateDrafter(), FakeClock(), options.get("offered", ALL))
    program, asks = turn(inbound, settings), []
    try:
        ask = next(program)
        while True:
            assert isinstance(ask, Ask)  # account questions only: no retrieval here
            asks.append(ask)
            ask = program.send(answers[ask.capability])
    except StopIteration as done:
        reply: Reply = done.value
        return asks, reply


def failed(
    capability: str, kind: FailureKind, escalate: bool = True, **extra: Any
) -> ToolResult[Any]:
    attempt = Attempt(capability, 1, 0.0, 0.01, 503, "req_1", kind)
    return ToolResult(
        capability, ok=False, evidence_text="failed", should_escalate=escalate,
        failure_kind=kind, attempts=(attempt,), request_id="req_1", **extra,
    )  # fmt: skip


MARIA = customer()
FOUND = ok("find_customer", [MARIA], "1 customer(s) match ... account number 1000000016")
BALANCE = ok("get_balance", balance(), 'amount due "Bs. 3.376,00" (amount_minor 337600 VES)')


def test_tools_offer_every_capability_the_bot_knows_the_payments_too() -> None:
    """``BillingTools`` offers all the bot's capabilities, the customer's payments included."""
    assert {
        "find_customer", "get_balance", "get_bill_summary", "list_invoices", "list_payments",
    } <= ALL  # fmt: skip


def test_a_balance_question_asks_for_the_customer_then_the_balance() -> None:
    """Two asks, in order, with the customer id from the first answer."""
    asks, reply = drive(Inbound("cuanto debo", phone="+584141234567"), {
        "find_customer": FOUND, "get_balance": BALANCE})  # fmt: skip
    assert asks == [
        Ask("find_customer", {"phone": "+584141234567"}),
        Ask("get_balance", {"customer_id": MARIA.id}),
    ]
    assert reply.outcome is Outcome.ANSWERED
    assert [(e.source, e.text) for e in reply.evidence[:2]] == [
        ("find_customer", FOUND.evidence_text),
        ("get_balance", BALANCE.evidence_text),
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("quiero un agente", EscalationReason.USER_REQUEST),
        ("", EscalationReason.NO_CONTEXT),
        ("ya pague, ref 99887766", EscalationReason.CAPABILITY_MISSING),
    ],
)
def test_some_escalations_ask_for_nothing(text: str, reason: EscalationReason) -> None:
    """A person, an empty message and a missing capability (tools without the customer's
    payments, asked for one payment by its reference) end the turn before any ask."""
    offered = ALL - {"list_payments"}
    asks, reply = drive(Inbound(text, phone="+584141234567"), {}, offered=offered)
    assert asks == []
    assert reply.reason is reason


def test_the_bill_month_is_passed_to_the_summary() -> None:
    """ "la factura de octubre" asks for the October summary."""
    asks, _ = drive(
        Inbound("por que subio la factura de octubre", account_number="1000000016"),
        {
            "find_customer": FOUND,
            "get_bill_summary": failed("get_bill_summary", FailureKind.TIMEOUT),
        },
    )
    assert asks[1] == Ask("get_bill_summary", {"customer_id": MARIA.id, "period": "2026-10"})


def test_a_failure_that_should_escalate_is_a_tool_error_with_its_ids() -> None:
    """``should_escalate`` ends the turn as TOOL_ERROR; the hand-off keeps ids and results."""
    broken = failed("get_balance", FailureKind.SERVER_ERROR, incident_id="inc_9")
    _, reply = drive(Inbound("saldo", account_number="1000000016"),
                     {"find_customer": FOUND, "get_balance": broken})  # fmt: skip
    assert reply.reason is EscalationReason.TOOL_ERROR
    assert reply.escalation is not None
    assert reply.escalation.handoff.request_ids == ("req_1",)
    assert reply.escalation.handoff.incident_id == "inc_9"
    assert reply.escalation.handoff.customer is not None


def test_a_failure_that_is_not_a_business_answer_escalates_even_unflagged() -> None:
    """A failure kind other than not-found/invalid-input is never read as "not found"."""
    odd = failed("find_customer", FailureKind.CONFLICT, escalate=False)
    _, reply = drive(Inbound("saldo", phone="+58414"), {"find_customer": odd})
    assert reply.reason is EscalationReason.TOOL_ERROR


def test_a_business_not_found_on_the_data_call_is_an_answer() -> None:
    """No usage subscription is an honest not-found, not an escalation."""
    none = failed("get_usage", FailureKind.NOT_FOUND, escalate=False)
    _, reply = drive(Inbound("cuantos gigas me quedan", account_number="1000000016"),
                     {"find_customer": FOUND, "get_usage": none})  # fmt: skip
    assert reply.outcome is Outcome.NOT_FOUND
    assert "servicio activo" in reply.text


def test_latency_is_measured_on_the_injected_clock() -> None:
    """The turn's latency is the clock's movement while its calls ran."""
    clock = FakeClock()

    class Slow:
        def find_customer(self, **_: str) -> ToolResult[Any]:
            clock.advance(0.75)
            return FOUND

        def get_balance(self, customer_id: str) -> ToolResult[Any]:
            clock.advance(0.5)
            return BALANCE

    bot = Bot(Slow(), today=TODAY, clock=clock)  # type: ignore[arg-type]
    reply = bot.reply(Inbound("saldo", phone="+584141234567"))
    assert reply.trace.latency == 1.25
    assert reply.outcome is Outcome.ANSWERED


@pytest.mark.parametrize(
    ("text", "capability", "expected"),
    [
        ("ya pague", "list_invoices", "No encontramos facturas emitidas en tu cuenta todavía."),
        ("mi factura", "list_invoices", "No encontramos facturas emitidas en tu cuenta todavía."),
        ("mi factura de marzo 2019", "list_invoices",
         "No encontramos la factura de marzo de 2019 en tu cuenta. ¿Quieres consultar otra?"),
    ],
)  # fmt: skip
def test_a_customer_without_invoices_gets_an_honest_not_found(
    text: str, capability: str, expected: str
) -> None:
    """No invoice (or none that month) is a not-found answer."""
    empty = ok(capability, [], "Customer cus_7k2m9q4x1z has no invoices.")
    _, reply = drive(Inbound(text, account_number="1000000016"),
                     {"find_customer": FOUND, capability: empty})  # fmt: skip
    assert reply.outcome is Outcome.NOT_FOUND
    assert reply.text == expected


def test_an_ok_result_without_data_is_not_trusted_as_an_answer() -> None:
    """A result marked ok but carrying no data is treated as nothing found, never invented."""
    hollow = ok("get_balance", None)
    _, reply = drive(Inbound("saldo", account_number="1000000016"),
                     {"find_customer": FOUND, "get_balance": hollow})  # fmt: skip
    assert reply.outcome is Outcome.NOT_FOUND


def test_an_escalation_after_identification_serializes_the_customer() -> None:
    """``to_dict`` of a hand-over carries the identified customer and the results' evidence."""
    broken = failed("get_balance", FailureKind.SERVER_ERROR)
    _, reply = drive(Inbound("saldo", account_number="1000000016"),
                     {"find_customer": FOUND, "get_balance": broken})  # fmt: skip
    handoff = reply.to_dict()["handoff"]
    assert handoff["customer"] == {
        "id": MARIA.id, "account_number": "1000000016", "tax_id": "V-12345678-1",
        "name": MARIA.name,
    }  # fmt: skip
    assert [r["capability"] for r in handoff["results"]] == ["find_customer", "get_balance"]
    assert handoff["results"][1]["failure_kind"] == "server_error"


def test_a_balance_the_api_cannot_find_is_an_account_not_found() -> None:
    """The customer was found but their balance was not: "No encontramos esa cuenta"."""
    none = failed("get_balance", FailureKind.NOT_FOUND, escalate=False)
    _, reply = drive(Inbound("saldo", account_number="1000000016"),
                     {"find_customer": FOUND, "get_balance": none})  # fmt: skip
    assert reply.outcome is Outcome.NOT_FOUND
    assert reply.text.startswith("No encontramos esa cuenta con el número 1000000016.")


def test_the_section_a_bill_line_names_by_more_words_comes_before_another_it_names() -> None:
    """Two promotions' sections found for "el descuento que me pusieron", the referral's
    ranked first: beside the account's line «Descuento por fidelidad 10 %», the loyalty
    discount's section (two words shared with the line) comes before the referral's (one),
    and with no line named the ranking's order stands."""
    chunks = {chunk.id: chunk for chunk in chunk_sections(load_sections())}
    ranked = [
        Candidate(chunks[key], 0.5 - index / 10, index + 1, index + 1, 0.6, 0.3, False)
        for index, key in enumerate(("promo-referidos", "impuestos-iva", "promo-fidelidad"))
    ]
    lines = ("Plan Fibra 100", "Descuento por fidelidad 10 %", "IVA 16 %")
    assert [c.id for c in _naming(ranked, lines)][:2] == ["promo-fidelidad", "promo-referidos"]
    assert [c.id for c in _naming(ranked, ())] == [c.id for c in ranked]
