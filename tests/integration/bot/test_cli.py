"""``billing-bot ask``: JSON shape, key precedence and usage errors, over the in-process app."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest

from billing_sim.bot import cli
from billing_sim.bot.channel.hours import CARACAS
from billing_sim.client import BillingTools
from tests.integration.bot.support import BASE_URL, Harness, make_app, personas, retriever

MARIA = personas()["worked_example"]
FRIDAY_MORNING = datetime(2026, 11, 20, 10, 0, tzinfo=CARACAS)


@pytest.fixture(scope="module")
def harness() -> Iterator[Harness]:
    """One healthy in-process app for the module."""
    harness = Harness(make_app())
    yield harness
    harness.close()


class Factory:
    """Builds tools over the in-process app and remembers the URL and key it was given."""

    def __init__(self, harness: Harness) -> None:
        self.harness = harness
        self.calls: list[tuple[str, str]] = []

    def __call__(self, base_url: str, api_key: str) -> BillingTools:
        self.calls.append((base_url, api_key))
        return BillingTools(BASE_URL, api_key, http_client=self.harness.http)


def run(
    harness: Harness,
    *args: str,
    environ: dict[str, str] | None = None,
    now: datetime = FRIDAY_MORNING,
) -> tuple[str, Factory]:
    out, factory = io.StringIO(), Factory(harness)
    argv = ["ask", *args, "--today", "2026-11-20"]
    code = cli.main(
        argv,
        environ=environ or {},
        tools_factory=factory,
        out=out,
        clock=lambda: now,
        retriever=retriever(),
    )
    assert code == 0
    return out.getvalue(), factory


def test_json_output_has_the_reply_the_reason_and_the_trace(harness: Harness) -> None:
    """``--json`` prints kind, outcome, text, reason, agent_summary, handoff and trace."""
    printed, _ = run(harness, "por que subio mi factura", "--phone", MARIA.phone, "--json")
    reply: dict[str, Any] = json.loads(printed)
    assert set(reply) == {
        "kind",
        "outcome",
        "text",
        "citations",
        "buttons",
        "reason",
        "agent_summary",
        "handoff",
        "trace",
    }
    assert reply["kind"] == "answer"
    assert reply["outcome"] == "answered"
    assert reply["reason"] is None
    assert reply["agent_summary"] is None
    assert "Bs. 3.376,00" in reply["text"]
    assert set(reply["trace"]) == {
        "route", "rule", "source", "customer_id", "calls", "retrieval", "citations", "grounding",
        "latency_ms", "fallback",
    }  # fmt: skip
    assert reply["trace"]["fallback"] is None  # the template drafter's own draft
    assert [c["capability"] for c in reply["trace"]["calls"]] == [
        "find_customer",
        "get_bill_summary",
    ]


def test_json_output_of_an_escalation_carries_reason_summary_and_handoff(
    harness: Harness,
) -> None:
    """An escalation prints its reason, the agent's summary and the hand-off context."""
    printed, _ = run(harness, "quiero hablar con un agente", "--account", "1000000016", "--json")
    reply = json.loads(printed)
    assert reply["kind"] == "escalation"
    assert reply["reason"] == "USER_REQUEST"
    assert reply["agent_summary"].startswith("Cliente con la cuenta 1000000016 pide")
    assert reply["handoff"]["question"] == "quiero hablar con un agente"
    assert reply["handoff"]["results"] == []
    assert reply["trace"]["calls"] == []


def test_the_key_comes_from_the_flag_then_the_environment_then_the_dev_key(
    harness: Harness,
) -> None:
    """``--api-key`` beats ``BILLING_API_KEY``, which beats the simulator's development key."""
    _, factory = run(harness, "hola")
    _, from_env = run(harness, "hola", environ={"BILLING_API_KEY": "sim_dev_key"})
    _, from_flag = run(
        harness, "hola", "--api-key", "flag_key", environ={"BILLING_API_KEY": "env_key"}
    )
    assert factory.calls == [(cli.DEFAULT_BASE_URL, cli.DEV_API_KEY)]
    assert from_env.calls[0][1] == "sim_dev_key"
    assert from_flag.calls[0][1] == "flag_key"


def test_plain_output_shows_the_reply_and_a_trace_line(harness: Harness) -> None:
    """Without ``--json`` the reply is printed, then the route, calls and latency."""
    printed, _ = run(harness, "cuanto debo", "--phone", MARIA.phone)
    text, trace = printed.rstrip("\n").rsplit("\n", 1)
    assert text.startswith("Hola, María. Tu saldo pendiente es de Bs. 3.376,00.")
    assert trace.startswith("[answer / answered] route balance (balance:")
    assert "find_customer ok" in trace
    assert "get_balance ok" in trace


def test_plain_output_of_an_escalation_shows_the_summary(harness: Harness) -> None:
    """An escalation prints the agent's summary under the customer's text."""
    printed, _ = run(harness, "cuanto debo?")
    assert "[escalation NO_CONTEXT] Cliente sin identificar pregunta por su saldo" in printed


@pytest.mark.parametrize(
    "argv",
    [[], ["ask"], ["ask", "hola", "--today", "ayer"], ["tell", "hola"]],
)
def test_bad_usage_exits_2_with_a_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Missing or malformed arguments exit with status 2 and a usage message, no traceback."""
    with pytest.raises(SystemExit) as exited:
        cli.main(argv, environ={})
    assert exited.value.code == 2
    error = capsys.readouterr().err
    assert "usage: billing-bot" in error
    assert "Traceback" not in error


def test_a_document_question_prints_the_section_it_cites(harness: Harness) -> None:
    """A policy answer calls nothing; the plain output lists the cited section ids."""
    printed, _ = run(harness, "cuanto cuesta la reconexion", "--phone", MARIA.phone)
    assert "USD 10,00" in printed
    assert "[cites] mora-reconexion" in printed
    assert "source documents, retrieval correct; calls: none" in printed


def test_json_of_a_clarifying_question_carries_its_buttons(harness: Harness) -> None:
    """An ambiguous document question: at most 3 buttons of at most 20 characters."""
    printed, _ = run(harness, "que promociones tienen ahorita", "--json")
    reply: dict[str, Any] = json.loads(printed)
    assert reply["outcome"] == "clarification"
    assert 1 <= len(reply["buttons"]) <= 3
    assert all(len(button["title"]) <= 20 for button in reply["buttons"])


def test_a_tapped_button_answers_from_its_section(harness: Harness) -> None:
    """``--button`` is the reply button's id: the message is the question it clarifies."""
    printed, _ = run(
        harness, "que promociones tienen ahorita", "--button", "promo-noviembre-2026", "--json"
    )
    reply: dict[str, Any] = json.loads(printed)
    assert (reply["outcome"], reply["citations"]) == ("answered", ["promo-noviembre-2026"])


def test_a_hand_over_at_night_says_when_a_person_answers(harness: Harness) -> None:
    """``--at`` (or the clock when absent) decides the hours: Friday 23:00 gets the
    out-of-hours template, Saturday 8:00 named."""
    late = datetime(2026, 11, 20, 23, 0, tzinfo=CARACAS)
    printed, _ = run(harness, "quiero un agente", "--phone", MARIA.phone, now=late)
    assert "mañana sábado 21 de noviembre a las 8:00 a. m." in printed
    printed, _ = run(
        harness, "quiero un agente", "--phone", MARIA.phone, "--at", "2026-11-20T10:00"
    )
    assert "mañana" not in printed
    assert "Claro, te comunico con un agente" in printed
