"""Evaluate the bot's document questions: retrieval on its own, then the bot end to end.

Usage, from the repository root (``make eval`` runs it after ``scripts/eval_bot.py``)::

    .venv/bin/python scripts/eval_retrieval.py [--questions FILE] [--verbose]

Runs every labelled question of ``evaluation/documents.yaml`` through the shipped
knowledge base
on the file's business date three times: BM25 alone, the embedding model alone (how it does on
Spanish) and hybrid (both, fused by rank).
Prints recall@1/2/4/8 per run and split, recall@4 by writing style, the verdict's outcomes at
the default thresholds and around them, and any question whose section is not in the top 4.

Then the whole bot answers every question (``billing_sim.bot.Bot`` with the template drafter over an
in-process simulator, so the mixed questions read the sender's account), once with hybrid
retrieval and once lexical only, and the replies are scored against the labels: route
accuracy, answer accuracy (a right section cited, the label's says/never met, grounded), how
the rest ended (wrong section, uncited, asked, handed over, the menu), the abstention rate and
the confident wrong answers. It takes about half a minute.

Exit status: 0; 1 when a section not in force on the business date reached any candidate list
(the metadata filter failed) or an ungrounded reply was sent; 2 when the questions file or the
knowledge base is invalid.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Collection, Sequence
from datetime import date
from pathlib import Path

import httpx
import yaml

# The harness lives at the repository's root (evaluation/), not in the installed wheel.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from billing_sim.bot import Bot, Inbound, Outcome
from billing_sim.bot.knowledge import (
    KnowledgeError,
    Query,
    RetrievalSettings,
    SearchBackend,
    default_retriever,
)
from billing_sim.bot.knowledge.retriever import Retriever
from billing_sim.client import BillingTools
from billing_sim.simulator.app import create_app
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.testing import SyncSimulatorTransport
from evaluation import DOCUMENT_QUESTIONS
from evaluation.bot import ungrounded
from evaluation.retrieval import (
    AnswerOutcome,
    LabelledQuestion,
    QuestionError,
    parse_questions,
    recall,
    render,
    render_answer_dial,
    render_answers,
    run,
    scaled,
    score_answers,
)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_QUESTIONS = DOCUMENT_QUESTIONS
DEFAULT_SENDER = "+584141234567"
"""Who asks a labelled question that names no sender: María (the worked example); only the
questions routed to her account (mixed) look her up."""
_SENT = {
    Outcome.ANSWERED: "answered",
    Outcome.CLARIFICATION: "asked",
    Outcome.ESCALATED: "handed over",
}


class VectorOnly:
    """A backend's vector side alone: how the embedding model does on its own (Spanish)."""

    has_vectors = True

    def __init__(self, backend: SearchBackend) -> None:
        self._backend = backend

    def lexical(self, query: Query, among: Collection[str], limit: int) -> list[tuple[str, float]]:
        """Nothing: the run measures the vectors."""
        return []

    def vector(self, query: Query, among: Collection[str], limit: int) -> list[tuple[str, float]]:
        """The wrapped backend's vector ranking."""
        return self._backend.vector(query, among, limit)


def load_questions(path: Path, retriever: Retriever) -> tuple[date, list[LabelledQuestion]]:
    """The business date and labelled questions of ``path``; errors name file, line, field."""
    try:
        text = path.read_text(encoding="utf-8")
        root = yaml.compose(text)
        data = yaml.safe_load(text)
    except OSError as exc:
        raise QuestionError(f"{path}: (file) cannot read it: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise QuestionError(f"{path}: (syntax) {exc}") from None
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        raise QuestionError(f"{path}:1: (root) expected 'business_date' and a 'questions' list")
    day = data.get("business_date")
    if not isinstance(day, date):
        raise QuestionError(f"{path}:1: business_date: expected a date YYYY-MM-DD")
    node = next((value for key, value in root.value if key.value == "questions"), None)
    items = node.value if isinstance(node, yaml.SequenceNode) else []

    def locate(index: int) -> str:
        if 0 <= index < len(items):
            return f"{path}:{items[index].start_mark.line + 1}: questions[{index}]"
        return f"{path}:{(node.start_mark.line + 1) if node else 1}: questions"

    return day, parse_questions(data.get("questions"), locate, retriever.chunks, day)


def answer_all(
    retriever: Retriever, questions: Sequence[LabelledQuestion], day: date
) -> list[AnswerOutcome]:
    """Every question through the whole bot (template drafter, in-process simulator)."""
    settings = dataclasses.replace(SimulatorSettings(), business_date=day)
    http = httpx.Client(
        transport=SyncSimulatorTransport(create_app(settings)), base_url="http://sim"
    )
    tools = BillingTools("http://sim", settings.api_keys[0], http_client=http)
    bot = Bot(tools, today=day, retriever=retriever)
    outcomes = []
    try:
        for question in questions:
            reply = bot.reply(Inbound(question.text, question.phone or DEFAULT_SENDER))
            source = "out_of_scope" if reply.outcome is Outcome.OUT_OF_SCOPE else reply.trace.source
            content = all(part in reply.text for part in question.says) and not any(
                part in reply.text for part in question.never
            )
            offered = tuple(button.id for button in reply.buttons)
            outcomes.append(
                AnswerOutcome(
                    question, source, _SENT.get(reply.outcome, "menu"), reply.citations, offered,
                    content, ungrounded(reply),
                )
            )  # fmt: skip
    finally:
        tools.close()
        http.close()
    return outcomes


def main(argv: list[str] | None = None) -> int:
    """Run both retrievers over the labelled questions and print the report."""
    parser = argparse.ArgumentParser(prog="eval_retrieval", description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    parser.add_argument("--verbose", action="store_true", help="every question's rank")
    args = parser.parse_args(argv)
    settings = RetrievalSettings()
    try:
        hybrid = default_retriever(settings=settings)
        lexical = default_retriever(lexical_only=True, settings=settings)
        day, questions = load_questions(args.questions, hybrid)
    except (KnowledgeError, QuestionError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    vectors = Retriever(hybrid.chunks, VectorOnly(hybrid.backend), settings)
    runs = {
        "lexical only": run(lexical, questions, day),
        "vector only": run(vectors, questions, day),
        "hybrid": run(hybrid, questions, day),
    }
    answerable = sum(q.answerable for q in questions)
    print(
        f"{len(questions)} questions ({answerable} answerable) from {args.questions}, "
        f"business date {day}; {len(hybrid.chunks)} sections; vectors: "
        f"{getattr(hybrid.backend, 'embedder_name', '?')}\n"
    )
    print(render(runs, settings.thresholds, verbose=args.verbose))
    found, total = recall(runs["hybrid"], 4)
    goal = "met" if found == total else "NOT met"
    print(f"\nGoal (every labelled section in the hybrid top 4): {goal}, {found}/{total}.\n")
    answers = {
        "hybrid": answer_all(hybrid, questions, day),
        "lexical only": answer_all(lexical, questions, day),
    }
    print(render_answers(answers, verbose=args.verbose))
    dial = {
        factor: answer_all(
            Retriever(
                hybrid.chunks,
                hybrid.backend,
                dataclasses.replace(settings, thresholds=scaled(settings.thresholds, factor)),
            ),
            questions,
            day,
        )
        for factor in (0.9, 1.0, 1.1)
    }
    print("\n" + render_answer_dial(dial))
    sent = sum(score_answers(outcomes).ungrounded_sent for outcomes in answers.values())
    leaked = any(o.leaked() for outcomes in runs.values() for o in outcomes)
    return 1 if leaked or sent else 0


if __name__ == "__main__":
    raise SystemExit(main())
