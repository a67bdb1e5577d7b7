"""Document questions: the ISP's policy documents and hybrid retrieval over them.

::

    from datetime import date
    from billing_sim.bot.knowledge import default_retriever

    retriever = default_retriever()  # the shipped documents, SQLite FTS5 + WordLlama
    found = retriever.retrieve("¿cuánto cuesta la reconexión?", date(2026, 11, 20))
    found.verdict.kind        # correct / ambiguous / incorrect
    found.kept_ids            # the chunks a draft may cite, best first
    found.verdict.clarification  # the question and its buttons, when ambiguous

The documents are markdown files inside the package (``billing_sim/bot/knowledge/documents``; their
format is described in ``billing_sim.bot.knowledge.documents``); ``python -m
billing_sim.bot.knowledge check [DIR]``
validates a folder of them. Each step of retrieval is a pure function with its own module
(see ``billing_sim.bot.knowledge.retriever``); storage and the embedding model sit behind
``SearchBackend`` and ``Embedder``.
"""

from __future__ import annotations

from pathlib import Path

from billing_sim.bot.knowledge.backend import EmbeddedBackend, Query, SearchBackend
from billing_sim.bot.knowledge.candidates import Candidate, corrective_prune
from billing_sim.bot.knowledge.chunks import Chunk, chunk_sections, valid_on
from billing_sim.bot.knowledge.documents import KnowledgeError, Problem, Section, load_sections
from billing_sim.bot.knowledge.fusion import reciprocal_rank_fusion
from billing_sim.bot.knowledge.retriever import Retrieval, RetrievalSettings, Retriever
from billing_sim.bot.knowledge.vectors import Embedder
from billing_sim.bot.knowledge.verdict import (
    Button,
    Clarification,
    RetrievalVerdict,
    Thresholds,
    VerdictKind,
    judge,
)

__all__ = [
    "Button",
    "Candidate",
    "Chunk",
    "Clarification",
    "EmbeddedBackend",
    "Embedder",
    "KnowledgeError",
    "Problem",
    "Query",
    "Retrieval",
    "RetrievalSettings",
    "RetrievalVerdict",
    "Retriever",
    "SearchBackend",
    "Section",
    "Thresholds",
    "VerdictKind",
    "chunk_sections",
    "corrective_prune",
    "default_embedder",
    "default_retriever",
    "judge",
    "load_sections",
    "reciprocal_rank_fusion",
    "valid_on",
]


def default_embedder() -> Embedder:
    """The shipped static embedding model (WordLlama ``l2_supercat``, loaded from its wheel).

    Raises:
        bot.knowledge.wordllama_embedder.EmbedderUnavailable: when the ``bot`` extra is not
            installed.
    """
    # Imported here so that ``billing_sim.bot.knowledge`` itself loads without the embedding
    # library.
    from billing_sim.bot.knowledge.wordllama_embedder import WordLlamaEmbedder

    return WordLlamaEmbedder()


def default_retriever(
    directory: Path | None = None,
    *,
    embedder: Embedder | None = None,
    lexical_only: bool = False,
    settings: RetrievalSettings | None = None,
) -> Retriever:
    """Hybrid retrieval over the shipped knowledge base (or the ``*.md`` of ``directory``).

    Args:
        directory: A folder of knowledge-base files instead of the shipped ones.
        embedder: The vector side's model; the shipped WordLlama model by default.
        lexical_only: Rank with BM25 alone (no embedder is loaded).
        settings: Retrieval's knobs.

    Raises:
        KnowledgeError: when a document is malformed (each problem with its file and line).
        EmbedderUnavailable: when no embedder is given and the shipped one cannot load.
    """
    chunks = chunk_sections(load_sections(directory))
    model = None if lexical_only else (embedder or default_embedder())
    return Retriever(chunks, EmbeddedBackend(chunks, model), settings)
