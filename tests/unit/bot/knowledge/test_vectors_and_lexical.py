"""Cosine ranking (pure) and BM25 over SQLite FTS5."""

from __future__ import annotations

import pytest

from billing_sim.bot.knowledge.lexical import FullTextIndex, match_expression
from billing_sim.bot.knowledge.terms import QueryTerm, expand, terms
from billing_sim.bot.knowledge.vectors import Vector, cosine, dot, normalized, rank_by_similarity
from tests.unit.bot.knowledge.support import small_chunks


def test_cosine_and_normalisation() -> None:
    """Orthogonal 0, parallel 1, opposite -1; the zero vector is similar to nothing."""
    assert cosine((1.0, 0.0), (0.0, 2.0)) == 0.0
    assert cosine((1.0, 1.0), (2.0, 2.0)) == pytest.approx(1.0)
    assert cosine((1.0, 0.0), (-3.0, 0.0)) == pytest.approx(-1.0)
    assert cosine((0.0, 0.0), (1.0, 0.0)) == 0.0
    assert normalized((3.0, 4.0)) == pytest.approx((0.6, 0.8))
    assert normalized((0.0, 0.0)) == (0.0, 0.0)
    with pytest.raises(ValueError, match="different lengths"):
        cosine((1.0,), (1.0, 0.0))


def test_an_item_is_as_similar_as_its_best_view_and_only_survivors_rank() -> None:
    """Several vectors per chunk: the maximum counts; ids outside ``among`` never appear."""
    vectors: dict[str, list[Vector]] = {
        "a": [(1.0, 0.0), (0.0, 1.0)],
        "b": [normalized((1.0, 1.0))],
        "c": [(0.0, 1.0)],
    }
    ranked = rank_by_similarity((0.0, 1.0), vectors, {"a", "b"}, 10)
    assert [key for key, _ in ranked] == ["a", "b"]
    assert [s for _, s in ranked] == pytest.approx([1.0, 0.5**0.5])
    assert dot((0.6, 0.8), (0.6, 0.8)) == pytest.approx(1.0)


def test_similarity_ties_are_broken_by_id_and_the_limit_applies() -> None:
    """Identical vectors order by id; ``limit`` cuts the list."""
    vectors = {key: [(1.0, 0.0)] for key in ("c", "a", "b")}
    assert [k for k, _ in rank_by_similarity((1.0, 0.0), vectors, {"a", "b", "c"}, 2)] == ["a", "b"]
    assert rank_by_similarity((1.0, 0.0), vectors, {"a"}, 0) == []


def index_and_query(text: str) -> tuple[FullTextIndex, tuple[QueryTerm, ...]]:
    index = FullTextIndex(small_chunks())
    return index, expand(terms(text), index.vocabulary)


def test_bm25_finds_a_section_by_its_keywords_whatever_the_accents() -> None:
    """«MULTA» in capitals matches the keyword ``multa``; ``reconexión`` matches the body."""
    index, query = index_and_query("¿Por qué me cobraron una MULTA?")
    everything = {c.id for c in small_chunks()}
    assert index.rank(query, everything, 5)[0][0] == "mora-recargo"
    index, query = index_and_query("reconexion")
    assert index.rank(query, everything, 5)[0][0] == "mora-reconexion"


def test_bm25_ranks_only_the_survivors_of_the_filter() -> None:
    """An expired promotion matching every word is not ranked when the filter dropped it."""
    index, query = index_and_query("descuento de vacaciones")
    everything = {c.id for c in small_chunks()}
    assert index.rank(query, everything, 5)[0][0] == "promo-vieja"
    survivors = everything - {"promo-vieja", "promo-futura"}
    assert [k for k, _ in index.rank(query, survivors, 5)] == ["promo-vigente"]


def test_bm25_scores_are_higher_for_better_matches_and_limited() -> None:
    """Scores descend; ``limit`` and an empty ``among`` bound the result."""
    index, query = index_and_query("descuento bienvenida")
    everything = {c.id for c in small_chunks()}
    ranked = index.rank(query, everything, 3)
    assert ranked[0][0] == "promo-vigente"
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)
    assert len(index.rank(query, everything, 1)) == 1
    assert index.rank(query, set(), 5) == []


def test_a_question_without_searchable_terms_matches_nothing() -> None:
    """Only stop words, or words unknown to the index: no MATCH expression, no hits."""
    index, query = index_and_query("hola, buenas tardes")
    assert match_expression(query) is None
    assert index.rank(query, {c.id for c in small_chunks()}, 5) == []


def test_the_match_expression_quotes_every_variant() -> None:
    """Variants are OR-ed, sorted, quoted (so FTS5 operators in text stay inert)."""
    query = (
        QueryTerm("mora", frozenset({"mora"})),
        QueryTerm("reconecion", frozenset({"reconexion"})),
    )
    assert match_expression(query) == '"mora" OR "reconexion"'
