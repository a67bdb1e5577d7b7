"""Document retrieval latency per question: lexical only and hybrid, in process.

Every labelled question of ``evaluation/documents.yaml`` is retrieved once to warm
up, then
``rounds`` times, each timed with ``perf_counter_ns``; the report gives p50 and p99 over all
timings. No server is involved: this is the bot's own cost per document question (SQLite FTS5
in memory, the embedder on the question, cosine over the chunks' views, fusion, prune,
verdict). Building the retriever is timed once, apart.
"""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

import yaml

from bench.results import RetrievalLatency
from bench.stats import Distribution
from billing_sim.bot.knowledge import default_retriever
from billing_sim.bot.knowledge.retriever import Retriever

QUESTIONS = Path(__file__).resolve().parent.parent / "evaluation" / "documents.yaml"


def labelled_questions(path: Path = QUESTIONS) -> tuple[date, list[str]]:
    """The business date and the texts of the labelled questions."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data["business_date"], [item["text"] for item in data["questions"]]


def _time(retriever: Retriever, texts: list[str], day: date, rounds: int) -> list[float]:
    for text in texts:
        retriever.retrieve(text, day)
    samples = []
    for _ in range(rounds):
        for text in texts:
            started = time.perf_counter_ns()
            retriever.retrieve(text, day)
            samples.append((time.perf_counter_ns() - started) / 1e6)
    return samples


def measure(rounds: int = 5, limit: int | None = None) -> list[RetrievalLatency]:
    """Lexical-only and hybrid latency over the labelled questions (the first ``limit``)."""
    day, texts = labelled_questions()
    texts = texts[:limit] if limit is not None else texts
    measured = []
    for mode, lexical_only in (("lexical only", True), ("hybrid", False)):
        started = time.perf_counter()
        retriever = default_retriever(lexical_only=lexical_only)
        build = time.perf_counter() - started
        name = getattr(retriever.backend, "embedder_name", None) or "none"
        samples = _time(retriever, texts, day, rounds)
        measured.append(
            RetrievalLatency(
                mode, f"SQLite FTS5 + {name}", len(texts), rounds, build, Distribution.of(samples)
            )
        )
    return measured
