"""The lexical side: BM25 over the chunks with SQLite FTS5 (standard library ``sqlite3``).

The index lives in an in-memory database built once from the chunks; no server, no file, no
index to keep in sync. Text is reduced to search terms in Python first
(``billing_sim.bot.knowledge.terms``: folded, shorthand and typos replaced, plurals stemmed), so
FTS5's
own tokenizer only splits on spaces and a question matches a section whatever accents or
shorthand either uses. Three columns are ranked with ``bm25()``: the heading (weight 3), the
keywords (2) and the body (1), so a question that names a section's topic ranks it first.

A question's terms are OR-ed: ranking is for recall (a full-text *hit*, every term present, is
judged later from the chunk's terms, ``billing_sim.bot.knowledge.terms.all_present``).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Collection, Sequence

from billing_sim.bot.knowledge.chunks import Chunk
from billing_sim.bot.knowledge.terms import QueryTerm, terms

COLUMN_WEIGHTS = (3.0, 2.0, 1.0)
"""``bm25()`` weights of the title, keywords and body columns."""


class FullTextUnavailable(RuntimeError):
    """This Python's SQLite was built without FTS5."""


def match_expression(query: Sequence[QueryTerm]) -> str | None:
    """The FTS5 ``MATCH`` expression OR-ing every variant of every term (``None``: nothing
    to search for). Terms are ``[a-z0-9]`` words, quoted anyway."""
    variants = sorted({variant for term in query for variant in term.variants})
    return " OR ".join(f'"{variant}"' for variant in variants) or None


class FullTextIndex:
    """BM25 ranking of chunks over an in-memory SQLite FTS5 table.

    Args:
        chunks: Every chunk of the knowledge base (the filter picks among them per query).

    Raises:
        FullTextUnavailable: when SQLite lacks FTS5.
    """

    def __init__(self, chunks: Sequence[Chunk]) -> None:
        # One connection shared by the threads of a server, serialised by a lock.
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        try:
            self._db.execute(
                "CREATE VIRTUAL TABLE chunks USING fts5("
                "id UNINDEXED, title, keywords, body, tokenize = 'unicode61')"
            )
        except sqlite3.OperationalError as exc:
            raise FullTextUnavailable(f"SQLite has no FTS5 here: {exc}") from None
        rows = [
            (
                chunk.id,
                " ".join(terms(chunk.title)),
                " ".join(terms(" , ".join(chunk.keywords))),
                " ".join(terms(chunk.text.removeprefix(chunk.title))),
            )
            for chunk in chunks
        ]
        self._db.executemany("INSERT INTO chunks VALUES (?, ?, ?, ?)", rows)
        self.vocabulary = frozenset(term for chunk in chunks for term in chunk.terms)
        """Every search term of the indexed chunks (for typo expansion)."""

    def rank(
        self, query: Sequence[QueryTerm], among: Collection[str], limit: int
    ) -> list[tuple[str, float]]:
        """``(id, score)`` of the best ``limit`` chunks among ``among``, best first.

        The score is ``-bm25()`` (higher is better), ties broken by id.
        """
        expression = match_expression(query)
        if expression is None or not among or limit <= 0:
            return []
        marks = ", ".join("?" for _ in among)
        weights = ", ".join(str(w) for w in COLUMN_WEIGHTS)
        sql = (
            f"SELECT id, -bm25(chunks, 0, {weights}) AS score FROM chunks "
            f"WHERE chunks MATCH ? AND id IN ({marks}) ORDER BY score DESC, id LIMIT ?"
        )
        with self._lock:
            found = self._db.execute(sql, (expression, *sorted(among), limit)).fetchall()
        return [(str(key), float(score)) for key, score in found]
