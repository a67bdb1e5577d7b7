"""The adversarial drafter over every evaluation case: every lie is caught, nothing else is.

Each case of ``evaluation/messages.yaml``, ``whatsapp.yaml``, every held-out
``whatsapp_fresh*.yaml`` and each labelled document question of ``evaluation/documents.yaml``
runs once with the honest template drafter against the in-process simulator and the shipped
knowledge base (recording the calls and the retrievals). The honest drafter must never be
taken for a liar on any of them.

Then each kind of lie (``tests.integration.bot.adversary.ALL_LIES``: figures rewritten, policy
percentages changed, sections cited that retrieval did not keep, document answers citing
nothing) replays the same steps over the labelled sets whole and a fixed fifth of each
held-out set (``LIED_TO``, chosen by the case id's CRC-32, so every run lies to the same
cases). Whenever the adversary lied, the bot must hand over with ``UNGROUNDED_OUTPUT`` and
send nothing of the draft; whenever it did not (no figure to rewrite, or no value left that
the evidence never states), the reply must be the honest one.

Why a fifth: the held-out sets grow by a hundred messages a round, and every kind of lie
replayed over all of them had become two thirds of the whole test suite's time (23 kinds of
lie, each over 3,900 messages), while the replies they add are of the kinds the labelled sets
already hold.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

import pytest

from billing_sim.bot.drafting import Draft, Drafter, TemplateDrafter
from billing_sim.bot.knowledge import Retrieval
from billing_sim.bot.pipeline import offered_capabilities
from billing_sim.bot.replies import EscalationReason, Inbound, Reply, ReplyKind
from billing_sim.bot.turn import Retrieve, Step, StepResult, TurnSettings, turn
from billing_sim.client import ToolResult
from billing_sim.client.testing import FakeClock
from evaluation.bot import Case, label, ungrounded
from tests.integration.bot.adversary import ALL_LIES, CITATION_LIES, Adversary
from tests.integration.bot.support import TODAY, Harness, make_app, retriever
from tests.support.scripts import load_script

WHATSAPP = Path(__file__).resolve().parents[3] / "evaluation" / "whatsapp.yaml"
"""The WhatsApp-style labelled set (issue 23): its replies are audited the same way."""
HELD_OUT = sorted(WHATSAPP.parent.glob("whatsapp_fresh*.yaml"))
"""The held-out WhatsApp-style sets (every ``whatsapp_fresh*.yaml``), audited the same way."""
LIED_TO = 5
"""One held-out case in this many is replayed with each kind of lie (the labelled sets whole)."""
DOCUMENT_SENDER = "+584141234567"
"""Who asks the labelled document questions (María; only the mixed ones look her up)."""
Steps = list[tuple[Step, StepResult]]
# (the module on one worker, so the recording is made once: tests/integration/test_xdist_groups.py)
pytestmark = pytest.mark.xdist_group("adversarial")


def inbounds() -> list[tuple[str, Inbound, bool]]:
    """Every evaluation message (the account cases, then the labelled document questions),
    and whether each kind of lie is told to it (``LIED_TO``)."""
    module = load_script("eval_bot")
    loaded: list[Case] = module.load_cases(module.DEFAULT_CASES)
    loaded += module.load_cases(WHATSAPP)
    messages = [(case.id, case.inbound(), True) for case in loaded]
    for held_out in HELD_OUT:
        messages += [
            (case.id, case.inbound(), zlib.crc32(case.id.encode()) % LIED_TO == 0)
            for case in module.load_cases(held_out)
        ]
    documents = load_script("eval_retrieval")
    _, questions = documents.load_questions(documents.DEFAULT_QUESTIONS, retriever())
    messages += [(q.id, Inbound(q.text, q.phone or DOCUMENT_SENDER), True) for q in questions]
    return messages


def run(inbound: Inbound, drafter: Drafter, answer: Any, offered: frozenset[str]) -> Reply:
    """One turn, each step answered by ``answer(step)``."""
    program = turn(inbound, TurnSettings(TODAY, drafter, FakeClock(), offered))
    try:
        step = next(program)
        while True:
            step = program.send(answer(step))
    except StopIteration as done:
        reply: Reply = done.value
        return reply


Recorded = list[tuple[str, Inbound, Reply, Steps, frozenset[str], bool]]


def record_all() -> Recorded:
    """Every message with the honest drafter, with the steps it took."""
    harness = Harness(make_app())
    offered = offered_capabilities(harness.tools)
    runs = []
    for name, inbound, lied_to in inbounds():
        steps: Steps = []

        def answer(step: Step, steps: Steps = steps) -> StepResult:
            result: StepResult
            if isinstance(step, Retrieve):
                result = retriever().retrieve(step.question, step.business_date)
            else:
                result = getattr(harness.tools, step.capability)(**step.arguments)
            steps.append((step, result))
            return result

        reply = run(inbound, TemplateDrafter(), answer, offered)
        runs.append((name, inbound, reply, steps, offered, lied_to))
    harness.close()
    return runs


def _sent(lie: Draft, reply: Reply) -> bool:
    """Whether any of the lie reached the customer: its text, or its citations as the
    reply's."""
    return lie.text in reply.text or (bool(lie.citations) and reply.citations == lie.citations)


def tell(kind: str, recorded: Recorded) -> tuple[int, int, list[str]]:
    """Replay every message with the adversary telling ``kind`` lies: (lies, caught, wrongs)."""
    lies, caught, wrong = 0, 0, []
    for name, inbound, honest, steps, offered, lied_to in recorded:
        if not lied_to:
            continue
        replay = iter(steps)

        def answer(step: Step, replay: Any = replay) -> StepResult:
            expected, result = next(replay)
            assert step == expected  # the draft comes after every step: same steps
            assert isinstance(result, ToolResult | Retrieval)
            return result

        adversary = Adversary(kind, seed=sum(map(ord, name)))
        reply = run(inbound, adversary, answer, offered)
        if adversary.lie is not None:
            lies += 1
            unsent = reply.kind is ReplyKind.ESCALATION and not _sent(adversary.lie, reply)
            if reply.reason is EscalationReason.UNGROUNDED_OUTPUT and unsent:
                caught += 1
            else:
                wrong.append(f"{name}: sent {adversary.lie!r}")
        elif label(reply) != label(honest) or reply.text != honest.text:
            wrong.append(f"{name}: no lie, yet {label(reply)} instead of {label(honest)}")
        if ungrounded(reply):
            wrong.append(f"{name}: an ungrounded answer was sent")
    return lies, caught, wrong


@pytest.fixture(scope="module")
def recorded() -> Recorded:
    return record_all()


def test_the_honest_drafter_is_never_taken_for_a_liar(recorded: Recorded) -> None:
    """0 false UNGROUNDED_OUTPUT or FORBIDDEN_PHRASE over the whole evaluation set (account
    cases and document questions), and every answer audited clean."""
    refused = {EscalationReason.UNGROUNDED_OUTPUT, EscalationReason.FORBIDDEN_PHRASE}
    assert [name for name, _, reply, *_ in recorded if reply.reason in refused] == []
    assert [name for name, _, reply, *_ in recorded if ungrounded(reply)] == []


def test_the_evaluation_has_document_answers_to_lie_about(recorded: Recorded) -> None:
    """Dozens of answers stand on cited policy sections, some of them mixed with the
    sender's account: the citation lies and the policy-figure lies have material."""
    cited = [reply for _, _, reply, *_ in recorded if reply.citations]
    assert len(cited) >= 40
    assert sum(reply.trace.source == "both" for reply in cited) >= 10


@pytest.mark.parametrize("kind", sorted(ALL_LIES))
def test_every_lie_is_caught_and_nothing_else(recorded: Recorded, kind: str) -> None:
    """Each lie of this kind escalates as UNGROUNDED_OUTPUT, unsent; no lie, honest reply."""
    lies, caught, wrong = tell(kind, recorded)
    assert wrong == []
    assert lies == caught
    assert lies >= (20 if kind in CITATION_LIES else 2)  # the kind applies: it can fail
