"""The adversarial drafter over every evaluation case: every lie is caught, nothing else is.

Each case of ``bot/eval/messages.yaml`` runs once with the honest template drafter against
the in-process simulator (recording the calls), then once per kind of lie
(``tests.integration.bot.adversary.LIES``) with the same calls replayed. Whenever the
adversary lied, the bot must hand over with ``UNGROUNDED_OUTPUT`` and send nothing of the
draft; whenever it did not (no figure to rewrite, or no value left that the evidence never
states), the reply must be the honest one. The honest drafter itself must never be taken
for a liar.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from bot.drafting import Drafter, TemplateDrafter
from bot.evaluation import Case, label, ungrounded
from bot.pipeline import offered_capabilities
from bot.replies import EscalationReason, Inbound, Reply, ReplyKind
from bot.turn import Ask, TurnSettings, turn
from client import ToolResult
from client.testing import FakeClock
from tests.integration.bot.adversary import LIES, Adversary
from tests.integration.bot.support import TODAY, Harness, make_app

ROOT = Path(__file__).resolve().parents[3]
Calls = list[tuple[Ask, ToolResult[Any]]]


def cases() -> list[Case]:
    spec = importlib.util.spec_from_file_location("eval_bot", ROOT / "scripts" / "eval_bot.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    loaded: list[Case] = module.load_cases(module.DEFAULT_CASES)
    return loaded


def run(inbound: Inbound, drafter: Drafter, answer: Any, offered: frozenset[str]) -> Reply:
    """One turn, each call answered by ``answer(ask)``."""
    program = turn(inbound, TurnSettings(TODAY, drafter, FakeClock(), offered))
    try:
        ask = next(program)
        while True:
            ask = program.send(answer(ask))
    except StopIteration as done:
        reply: Reply = done.value
        return reply


Recorded = list[tuple[Case, Reply, Calls, frozenset[str]]]


def record_all() -> Recorded:
    """Every case with the honest drafter, with the calls it made."""
    harness = Harness(make_app())
    offered = offered_capabilities(harness.tools)
    runs = []
    for case in cases():
        calls: Calls = []

        def call(ask: Ask, calls: Calls = calls) -> ToolResult[Any]:
            result: ToolResult[Any] = getattr(harness.tools, ask.capability)(**ask.arguments)
            calls.append((ask, result))
            return result

        runs.append((case, run(case.inbound(), TemplateDrafter(), call, offered), calls, offered))
    harness.close()
    return runs


def tell(kind: str, recorded: Recorded) -> tuple[int, int, list[str]]:
    """Replay every case with the adversary telling ``kind`` lies: (lies, caught, wrongs)."""
    lies, caught, wrong = 0, 0, []
    for case, honest, calls, offered in recorded:
        replay = iter(calls)

        def answer(ask: Ask, replay: Any = replay) -> ToolResult[Any]:
            expected, result = next(replay)
            assert isinstance(result, ToolResult)
            assert ask == expected  # the draft comes after every call: same calls
            return result

        adversary = Adversary(kind, seed=sum(map(ord, case.id)))
        reply = run(case.inbound(), adversary, answer, offered)
        if adversary.lie is not None:
            lies += 1
            unsent = reply.kind is ReplyKind.ESCALATION and adversary.lie not in reply.text
            if reply.reason is EscalationReason.UNGROUNDED_OUTPUT and unsent:
                caught += 1
            else:
                wrong.append(f"{case.id}: sent {adversary.lie!r}")
        elif label(reply) != label(honest) or reply.text != honest.text:
            wrong.append(f"{case.id}: no lie, yet {label(reply)} instead of {label(honest)}")
        if ungrounded(reply):
            wrong.append(f"{case.id}: an ungrounded answer was sent")
    return lies, caught, wrong


@pytest.fixture(scope="module")
def recorded() -> Recorded:
    return record_all()


def test_the_honest_drafter_is_never_taken_for_a_liar(recorded: Recorded) -> None:
    """0 false UNGROUNDED_OUTPUT over the whole evaluation set, and every answer audited clean."""
    ungrounded_output = EscalationReason.UNGROUNDED_OUTPUT
    assert [c.id for c, reply, _, _ in recorded if reply.reason is ungrounded_output] == []
    assert [c.id for c, reply, _, _ in recorded if ungrounded(reply)] == []


@pytest.mark.parametrize("kind", sorted(LIES))
def test_every_lie_is_caught_and_nothing_else(recorded: Recorded, kind: str) -> None:
    """Each lie of this kind escalates as UNGROUNDED_OUTPUT, unsent; no lie, honest reply."""
    lies, caught, wrong = tell(kind, recorded)
    assert wrong == []
    assert lies == caught
    assert lies >= 2  # the kind applies to some cases at least: this test can fail
