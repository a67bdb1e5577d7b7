"""The LLM drafter end to end, against a real OpenAI-compatible server process on loopback.

The server (``tests/support/scripted_llm.py``) plays scripted drafts: a faithful rewording, each
way a model narrates correct numbers wrong (months swapped, owed called in favour, bolívares
called dollars, a sum that does not add up, a charge renamed, an invented figure), an invented
citation, a forbidden phrase, malformed or wrongly shaped JSON, an answer cut at the token
budget, a server error and a slow answer. No scripted mis-binding reaches the customer: each
turn sends the template's reply for the same facts, and the trace says why.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from billing_sim.bot import cli
from billing_sim.bot.channel.hours import CARACAS
from billing_sim.bot.drafting import TemplateDrafter
from billing_sim.bot.llm_drafter import LLMDrafter, LLMSettings
from billing_sim.bot.replies import Inbound, Outcome, Reply
from billing_sim.bot.turn import Ask, Retrieve, TurnSettings, turn
from billing_sim.client import BillingTools, ToolResult
from billing_sim.client.testing import FakeClock
from tests.integration.bot.support import BASE_URL, Harness, make_app
from tests.unit.bot.examples import balance, bill_summary, customer, ok
from tests.unit.bot.test_turn_documents import drive as drive_documents
from tests.unit.bot.test_turn_documents import small_retriever

ROOT = Path(__file__).resolve().parents[3]
TODAY = date(2026, 11, 20)
PHONE = "+584141234567"
ANSWERS: dict[str, ToolResult[Any]] = {
    "find_customer": ok("find_customer", [customer()]),
    "get_balance": ok("get_balance", balance()),
    "get_bill_summary": ok("get_bill_summary", bill_summary()),
}
TIMEOUT = 1.0  # the per-turn budget; the slow script answers after 3 s


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """A scripted Chat Completions server process on 127.0.0.1."""
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.support.scripted_llm"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().split()[1])
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.kill()
        server.wait(timeout=10)
        if server.stdout is not None:
            server.stdout.close()


def drafter(base_url: str, script: str) -> LLMDrafter:
    return LLMDrafter(LLMSettings(base_url, script, api_key="test-key", timeout=TIMEOUT))


def ask(text: str, drafter_: Any) -> Reply:
    settings = TurnSettings(TODAY, drafter_, FakeClock(), frozenset(ANSWERS))
    program = turn(Inbound(text, PHONE), settings)
    retriever = small_retriever()
    try:
        step = next(program)
        while True:
            if isinstance(step, Retrieve):  # the rule behind the change (a promotion ended)
                step = program.send(retriever.retrieve(step.question, step.business_date))
                continue
            assert isinstance(step, Ask)
            step = program.send(ANSWERS[step.capability])
    except StopIteration as done:
        reply: Reply = done.value
    return reply


BALANCE, CHANGE = "cuanto debo", "por que subio mi factura"


def template_text(text: str) -> str:
    return ask(text, TemplateDrafter()).text


def test_a_faithful_model_draft_is_verified_and_sent(base_url: str) -> None:
    for text in (BALANCE, CHANGE):
        reply = ask(text, drafter(base_url, "faithful"))
        assert reply.outcome is Outcome.ANSWERED
        assert reply.text == "Listo. " + template_text(text)
        assert reply.trace.fallback is None


@pytest.mark.parametrize(
    ("script", "text", "misstatement"),
    [
        ("months-swapped", CHANGE, "Bs. 2.320,00"),
        ("owed-in-favour", BALANCE, "a favor"),
        ("dollars", BALANCE, "dólares"),
        ("arithmetic", CHANGE, "suman"),
        ("charge-renamed", CHANGE, "El IVA: suma Bs. 316,50"),
        ("invented-claim", BALANCE, "Bs. 50,00"),
        ("forbidden-phrase", BALANCE, "Estimado"),
    ],
)
def test_no_scripted_misstatement_reaches_the_customer(
    base_url: str, script: str, text: str, misstatement: str
) -> None:
    reply = ask(text, drafter(base_url, script))
    assert reply.outcome is Outcome.ANSWERED
    assert reply.text == template_text(text)  # the template's reply for the same facts
    assert misstatement not in reply.text.split("Tu factura de noviembre de 2026 es de")[0]
    assert reply.trace.fallback is not None
    expected = "forbidden_phrase" if script == "forbidden-phrase" else "ungrounded"
    assert reply.trace.fallback.startswith(expected)
    assert reply.trace.to_dict()["fallback"] == reply.trace.fallback


@pytest.mark.parametrize(
    ("script", "reason"),
    [
        ("malformed-json", "invalid_json"),
        ("wrong-shape", "invalid_json"),
        ("cut-short", "token_budget"),
        ("server-error", "unavailable"),
        ("slow", "timeout"),
    ],
)
def test_a_model_that_cannot_be_used_falls_back_to_the_template_and_says_why(
    base_url: str, script: str, reason: str
) -> None:
    reply = ask(BALANCE, drafter(base_url, script))
    assert reply.outcome is Outcome.ANSWERED
    assert reply.text == template_text(BALANCE)
    assert reply.trace.fallback == reason


def test_an_invented_citation_is_never_sent(base_url: str) -> None:
    _, reply = drive_documents(Inbound("hay algun descuento?"), drafter=drafter(base_url, "x"))
    assert reply.trace.fallback is None  # the faithful script: the model's draft is sent
    assert reply.text.startswith("Listo. ")
    _, lying = drive_documents(
        Inbound("hay algun descuento?"), drafter=drafter(base_url, "invented-citation")
    )
    assert lying.outcome is Outcome.ANSWERED
    assert "promo-inventada-2026" not in lying.citations
    assert lying.trace.fallback is not None
    assert lying.trace.fallback.startswith("ungrounded")


def test_a_fixed_text_is_not_sent_to_the_model(base_url: str) -> None:
    """The menu has no figure to reword: the model is not asked (nothing can fail)."""
    unreachable = LLMDrafter(LLMSettings("http://127.0.0.1:9/v1", "faithful", timeout=TIMEOUT))
    reply = ask("hola", unreachable)
    assert reply.outcome is Outcome.OUT_OF_SCOPE
    assert reply.trace.fallback is None


def test_the_settings_come_from_the_environment_and_name_what_is_missing() -> None:
    settings = LLMSettings.from_env(
        {"BILLING_BOT_LLM_BASE_URL": "http://127.0.0.1:8080/v1/", "BILLING_BOT_LLM_MODEL": "m",
         "BILLING_BOT_LLM_TIMEOUT": "2.5", "BILLING_BOT_LLM_MAX_TOKENS": "300"}
    )  # fmt: skip
    assert (settings.base_url, settings.model, settings.timeout, settings.max_tokens) == (
        "http://127.0.0.1:8080/v1",
        "m",
        2.5,
        300,
    )
    with pytest.raises(ValueError, match="BILLING_BOT_LLM_MODEL"):
        LLMSettings.from_env({"BILLING_BOT_LLM_BASE_URL": "http://x"})


def test_billing_bot_ask_with_the_llm_drafter(base_url: str) -> None:
    """``--drafter llm`` words the reply through the model (the scripted server) and the
    verifier; without the model's settings it is a usage error naming the variable."""
    harness = Harness(make_app())
    try:
        out = io.StringIO()
        environ = {"BILLING_BOT_LLM_BASE_URL": base_url, "BILLING_BOT_LLM_MODEL": "faithful"}
        code = cli.main(
            ["ask", "cuanto debo", "--phone", PHONE, "--today", "2026-11-20", "--json",
             "--drafter", "llm"],
            environ=environ,
            tools_factory=lambda url, key: BillingTools(BASE_URL, key, http_client=harness.http),
            out=out,
            clock=lambda: datetime(2026, 11, 20, 10, 0, tzinfo=CARACAS),
        )  # fmt: skip
        assert code == 0
        printed = json.loads(out.getvalue())
        assert printed["text"].startswith("Listo. Hola, María.")
        assert printed["trace"]["fallback"] is None
    finally:
        harness.close()
    assert cli.main(["ask", "cuanto debo", "--drafter", "llm"], environ={}) == 2
