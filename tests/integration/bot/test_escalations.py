"""Every escalation reason end to end against the in-process simulator, with outages."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import pytest

from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.facts import Facts
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.pipeline import Bot
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind
from billing_sim.client import BillingTools
from tests.integration.bot.support import (
    TODAY,
    FailingHook,
    Harness,
    make_app,
    personas,
)

R = EscalationReason
MARIA = personas()["worked_example"]
JOSE = personas()["plan_upgrade_proration"]


@pytest.fixture
def healthy() -> Iterator[Harness]:
    """A fresh healthy app and fresh tools (own breaker) per test."""
    harness = Harness(make_app())
    yield harness
    harness.close()


@pytest.fixture
def outage() -> Iterator[Harness]:
    """The ``total-outage`` scenario: every call 503 with Retry-After 30."""
    harness = Harness(make_app(scenario="total-outage"))
    yield harness
    harness.close()


@pytest.fixture
def poisoned() -> Iterator[Harness]:
    """Every call fails with a problem whose detail is a prompt injection."""
    harness = Harness(make_app(FailingHook()))
    yield harness
    harness.close()


def assert_no_amount_and_no_upstream_text(reply: Reply) -> None:
    """The customer text of an escalation states no number; nothing upstream leaks."""
    assert not re.search(r"\d", reply.text)
    assert reply.agent_summary is not None
    assert reply.agent_summary.endswith("No se le dio ningún monto.")
    assert "IGNORE" not in reply.agent_summary
    assert "IGNORE" not in reply.text
    assert "\n" not in reply.agent_summary


@pytest.mark.parametrize(
    "text",
    [
        "quiero hablar con un asesor",
        "mi saldo... mejor pásame con un agente",
        "por q me llego tan alta? cuenta 1000000016, quiero hablar con alguien",
        "talk to a human please",
    ],
)
def test_a_request_for_a_person_escalates_without_calling_the_api(
    outage: Harness, text: str
) -> None:
    """USER_REQUEST is decided before any call: zero requests reach the API, even in an outage."""
    reply = outage.bot().reply(Inbound(text, phone=MARIA.phone))
    assert reply.kind is ReplyKind.ESCALATION
    assert reply.reason is R.USER_REQUEST
    assert outage.requests == []
    assert reply.trace.calls == ()
    assert reply.trace.grounding is None
    assert_no_amount_and_no_upstream_text(reply)
    assert reply.agent_summary is not None
    assert "pide hablar con una persona" in reply.agent_summary


def test_no_way_to_identify_the_customer_is_no_context(healthy: Harness) -> None:
    """Without phone, account or tax id the bot cannot look anyone up: NO_CONTEXT, no call."""
    reply = healthy.bot().reply(Inbound("cuanto debo?"))
    assert reply.reason is R.NO_CONTEXT
    assert healthy.requests == []
    assert_no_amount_and_no_upstream_text(reply)


def test_an_empty_message_is_no_context(healthy: Harness) -> None:
    """An empty message escalates as NO_CONTEXT."""
    reply = healthy.bot().reply(Inbound("   ", phone=MARIA.phone))
    assert reply.reason is R.NO_CONTEXT
    assert healthy.requests == []
    assert reply.agent_summary is not None
    assert "mensaje vacío" in reply.agent_summary


def test_a_payment_reference_needs_a_capability_the_tools_lack(healthy: Harness) -> None:
    """Tools without the customer's payments: checking one payment by its reference is
    CAPABILITY_MISSING, decided before any call."""

    class NoPayments(BillingTools):
        list_payments = None  # type: ignore[assignment]

    text = "ya pagué por pago móvil, referencia 004512873361, no se refleja"
    bot = Bot(NoPayments.from_client(healthy.tools.client), today=TODAY)
    reply = bot.reply(Inbound(text, phone=MARIA.phone))
    assert reply.reason is R.CAPABILITY_MISSING
    assert healthy.requests == []
    assert reply.agent_summary is not None
    assert "004512873361" in reply.agent_summary
    assert_no_amount_and_no_upstream_text(reply)


def test_tools_without_a_capability_escalate_that_route(healthy: Harness) -> None:
    """A tools object lacking ``get_usage`` makes usage questions CAPABILITY_MISSING."""

    class NoUsage(BillingTools):
        get_usage = None  # type: ignore[assignment]

    bot = Bot(NoUsage.from_client(healthy.tools.client), today=TODAY)
    reply = bot.reply(Inbound("cuantos gigas me quedan", phone=MARIA.phone))
    assert reply.reason is R.CAPABILITY_MISSING
    assert reply.agent_summary is not None
    assert "get_usage" in reply.agent_summary
    assert bot.reply(Inbound("saldo", phone=MARIA.phone)).outcome is Outcome.ANSWERED


def test_an_outage_escalates_as_tool_error_with_ids_for_the_agent(outage: Harness) -> None:
    """A 503 escalates as TOOL_ERROR; the summary quotes status and request id, never the body."""
    reply = outage.bot().reply(Inbound("por que subio mi factura?", phone=MARIA.phone))
    assert reply.reason is R.TOOL_ERROR
    assert_no_amount_and_no_upstream_text(reply)
    assert reply.escalation is not None
    handoff = reply.escalation.handoff
    assert [r.capability for r in handoff.results] == ["find_customer"]
    sent = outage.requests[-1].headers["X-Request-Id"]
    assert handoff.request_ids == (sent,)
    assert f"HTTP 503, billing_backend_unavailable, solicitud {sent}" in str(reply.agent_summary)
    assert handoff.question == "por que subio mi factura?"
    assert handoff.route == "bill_change"
    assert reply.trace.calls[0].status == 503
    assert reply.trace.calls[0].attempts == 1


@pytest.fixture
def one_broken() -> Iterator[Harness]:
    """The ``one-customer-broken`` scenario: 500s for persona 0 (María) only."""
    harness = Harness(make_app(scenario="one-customer-broken"))
    yield harness
    harness.close()


def test_a_failure_after_identification_names_the_customer(one_broken: Harness) -> None:
    """One broken customer (500 on their records): the agent gets RIF and account up front."""
    reply = one_broken.bot().reply(Inbound("cuanto debo", phone=MARIA.phone))
    assert reply.reason is R.TOOL_ERROR
    summary = str(reply.agent_summary)
    assert summary.startswith(f"Cliente {MARIA.tax_id} (cuenta {MARIA.account_number})")
    assert "pregunta por su saldo" in summary
    assert "HTTP 500" in summary
    other = personas()["late_fee"]
    assert one_broken.bot().reply(Inbound("cuanto debo", phone=other.phone)).outcome is (
        Outcome.ANSWERED
    )


def test_upstream_error_text_never_reaches_customer_or_agent(poisoned: Harness) -> None:
    """A problem detail written as an instruction is dropped: only codes and ids are quoted."""
    reply = poisoned.bot().reply(Inbound("saldo", phone=MARIA.phone))
    assert reply.reason is R.TOOL_ERROR
    assert_no_amount_and_no_upstream_text(reply)
    assert reply.escalation is not None
    assert "IGNORE" not in str(reply.escalation.handoff.to_dict())


@pytest.mark.parametrize("scenario", ["connection-resets", "contract-drift", "not-found-storm"])
def test_under_any_fault_the_bot_answers_right_or_hands_over(scenario: str) -> None:
    """Resets, broken bodies, bare 404s: a verified answer or TOOL_ERROR, never "not found"."""
    harness = Harness(make_app(scenario=scenario))
    try:
        bot = harness.bot()
        replies = [bot.reply(Inbound(t, phone=MARIA.phone)) for t in ("saldo", "mi factura") * 6]
    finally:
        harness.close()
    for reply in replies:
        assert reply.outcome in (Outcome.ANSWERED, Outcome.ESCALATED)
        assert reply.reason in (None, R.TOOL_ERROR)
        assert reply.trace.grounding is None or reply.trace.grounding.grounded
    faults_met = [
        r.reason is R.TOOL_ERROR or any(c.attempts > 1 for c in r.trace.calls) for r in replies
    ]
    assert any(faults_met)  # the scenario did bite (a hand-over, or a retry that recovered)


def test_once_the_circuit_opens_escalation_is_immediate(outage: Harness) -> None:
    """In a total outage the breaker opens; then turns escalate with no request, in 0 s.

    Two customers write in turn: an outage spans many failure domains, whereas one customer's
    repeated failures alone never open the circuit for everyone (client failure domains).
    """
    bot = outage.bot()
    phones = [MARIA.phone, JOSE.phone]
    replies = [bot.reply(Inbound("cuanto debo", phone=phones[i % 2])) for i in range(8)]
    assert all(r.reason is R.TOOL_ERROR for r in replies)
    kinds = [r.trace.calls[0].failure_kind for r in replies]
    opened = kinds.index("circuit_open")
    assert set(kinds[:opened]) == {"server_error"}
    assert set(kinds[opened:]) == {"circuit_open"}
    assert len(outage.requests) == opened  # nothing sent once open
    for reply in replies[opened:]:
        assert reply.trace.calls[0].attempts == 0
        assert reply.trace.latency == 0.0
        assert reply.escalation is not None
        assert reply.escalation.handoff.incident_id
        assert f"incidente {reply.escalation.handoff.incident_id}" in str(reply.agent_summary)


class InventingDrafter(TemplateDrafter):
    """A drafter that adds a number the billing API never gave (as an LLM might)."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        honest = super().draft(facts, evidence)
        return Draft(honest.text + " Con pronto pago quedaría en Bs. 45,00.", honest.citations)


class SlippedDrafter(TemplateDrafter):
    """A drafter that moves a decimal separator (Bs. 3.376,00 becomes Bs. 33,76)."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        honest = super().draft(facts, evidence)
        return Draft(honest.text.replace("Bs. 3.376,00", "Bs. 33,76"), honest.citations)


class BrokenDrafter(TemplateDrafter):
    """A drafter that fails."""

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        raise RuntimeError("model unavailable")


def test_an_invented_number_is_never_sent(healthy: Harness) -> None:
    """A draft with an unsupported amount escalates as UNGROUNDED_OUTPUT; the draft is dropped."""
    reply = healthy.bot(drafter=InventingDrafter()).reply(Inbound("saldo", phone=MARIA.phone))
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert "45,00" not in reply.text
    assert reply.escalation is not None
    assert reply.escalation.handoff.unsupported == ("Bs. 45,00",)
    assert reply.trace.grounding is not None
    assert not reply.trace.grounding.grounded
    assert "(Bs. 45,00)" in str(reply.agent_summary)
    assert_no_amount_and_no_upstream_text(reply)


def test_a_slipped_decimal_is_caught(healthy: Harness) -> None:
    """Same digits, another value: ``Bs. 33,76`` is not ``Bs. 3.376,00``, so it is not sent."""
    reply = healthy.bot(drafter=SlippedDrafter()).reply(Inbound("saldo", phone=MARIA.phone))
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert reply.escalation is not None
    assert reply.escalation.handoff.unsupported == ("Bs. 33,76",)


def test_a_failing_drafter_escalates_as_ungrounded(healthy: Harness) -> None:
    """No verifiable draft means no answer: UNGROUNDED_OUTPUT, with the context kept."""
    reply = healthy.bot(drafter=BrokenDrafter()).reply(Inbound("saldo", phone=MARIA.phone))
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert "no se pudo redactar" in str(reply.agent_summary)
    assert reply.escalation is not None
    assert len(reply.escalation.handoff.results) == 2


def test_the_trace_records_route_calls_grounding_and_latency(healthy: Harness) -> None:
    """Latency is measured on the injected clock; each call is recorded with its outcome."""
    healthy.http.event_hooks["request"].append(lambda request: healthy.clock.advance(0.25))
    reply = healthy.bot().reply(Inbound("por que subio mi factura", phone=MARIA.phone))
    trace = reply.trace.to_dict()
    assert trace["route"] == "bill_change"
    assert trace["rule"].startswith("bill_change:")
    assert [c["capability"] for c in trace["calls"]] == ["find_customer", "get_bill_summary"]
    assert all(c["ok"] and c["status"] == 200 and c["attempts"] == 1 for c in trace["calls"])
    assert all(c["request_id"].startswith("req_") for c in trace["calls"])
    assert trace["grounding"] == {
        "grounded": True,
        "unsupported": [],
        "unretrieved": [],
        "uncited": False,
        "misstated": [],
    }
    assert trace["latency_ms"] == 500.0
    assert trace["customer_id"] == MARIA.customer_id
