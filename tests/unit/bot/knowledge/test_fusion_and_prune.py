"""Reciprocal rank fusion (on rank, ties by id) and the corrective prune."""

from __future__ import annotations

from typing import Any

import pytest

from billing_sim.bot.knowledge.candidates import corrective_prune
from billing_sim.bot.knowledge.chunks import Chunk
from billing_sim.bot.knowledge.fusion import reciprocal_rank_fusion
from tests.unit.bot.knowledge.support import candidate, small_chunks


def test_fusion_adds_one_over_k_plus_rank_from_each_ranking() -> None:
    """score(d) = Σ 1 / (k + rank), ranks from 1, k = 60."""
    fused = dict(reciprocal_rank_fusion([["a", "b"], ["b", "c"]]))
    assert fused["a"] == pytest.approx(1 / 61)
    assert fused["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert fused["c"] == pytest.approx(1 / 62)


def test_an_item_both_rankings_agree_on_comes_first() -> None:
    """Fusion rewards agreement: second in both beats first in one."""
    fused = reciprocal_rank_fusion([["a", "b", "c"], ["d", "b", "e"]])
    assert fused[0][0] == "b"


def test_ties_are_broken_by_id_so_runs_order_identically() -> None:
    """Equal scores (mirror rankings) are ordered by id, whatever the input order."""
    one = reciprocal_rank_fusion([["b", "a"], ["a", "b"]])
    two = reciprocal_rank_fusion([["a", "b"], ["b", "a"]])
    assert [key for key, _ in one] == [key for key, _ in two] == ["a", "b"]


def test_k_damps_the_top_positions() -> None:
    """With a small k one first place beats agreement on fourth places; with k = 60 the
    agreement wins."""
    rankings = [["a", "p", "q", "b"], ["c", "r", "s", "b"]]
    assert reciprocal_rank_fusion(rankings, k=1)[0][0] == "a"
    assert reciprocal_rank_fusion(rankings, k=60)[0][0] == "b"


def test_weights_scale_a_ranking_without_looking_at_scores() -> None:
    """A weaker ranking counts for less; positions are still all that is fused."""
    fused = dict(reciprocal_rank_fusion([["a"], ["b"]], weights=[1.0, 0.5]))
    assert fused == {"a": pytest.approx(1 / 61), "b": pytest.approx(0.5 / 61)}


@pytest.mark.parametrize(
    ("rankings", "kwargs", "message"),
    [([["a"]], {"k": 0}, "k must be positive"),
     ([["a", "a"]], {}, "repeats an id"),
     ([["a"], ["b"]], {"weights": [1.0]}, "expected 2 non-negative weights"),
     ([["a"]], {"weights": [-1.0]}, "non-negative")],
)  # fmt: skip
def test_fusion_rejects_bad_arguments(
    rankings: list[list[str]], kwargs: dict[str, Any], message: str
) -> None:
    """A malformed ranking or constant is a programming error, said plainly."""
    with pytest.raises(ValueError, match=message):
        reciprocal_rank_fusion(rankings, **kwargs)


def chunks4() -> tuple[Chunk, ...]:
    return small_chunks()[:4]


def test_the_prune_keeps_chunks_within_the_relative_margin_of_the_best() -> None:
    """best 0.80, margin 0.12: the floor is 0.704; 0.70 is out, 0.71 is in."""
    a, b, c, d = chunks4()
    found = [
        candidate(a, similarity=0.80),
        candidate(b, similarity=0.71),
        candidate(c, similarity=0.70),
        candidate(d, similarity=0.20),
    ]
    assert [k.id for k in corrective_prune(found)] == [a.id, b.id]


def test_a_full_text_hit_survives_far_below_the_margin() -> None:
    """Digits and codes have no meaning for embeddings: the terms really occur in it."""
    a, b, c, d = chunks4()
    found = [
        candidate(a, similarity=0.80),
        candidate(b, similarity=0.79),
        candidate(c, similarity=0.10, hit=True),
        candidate(d, similarity=0.20),
    ]
    assert [k.id for k in corrective_prune(found)] == [a.id, b.id, c.id]


def test_the_lexical_first_holding_a_keyword_phrase_survives_without_a_similarity() -> None:
    """ "Me voy del país en enero…": the section whose keywords say "me voy del país" is the
    lexical ranking's first, outside the vector side's top; it is kept, and a lexical first
    without such a phrase, or a phrase holder further down, is not."""
    a, b, c, d = chunks4()
    found = [
        candidate(a, similarity=0.60),
        candidate(b, similarity=0.59),
        candidate(c, ranks=(1, None), phrase=7.2, coverage=0.5),
        candidate(d, ranks=(2, None), phrase=3.0, coverage=0.2),
    ]
    assert [k.id for k in corrective_prune(found)] == [a.id, b.id, c.id]
    plain = [*found[:2], candidate(c, ranks=(1, None), coverage=0.5), found[3]]
    assert [k.id for k in corrective_prune(plain)] == [a.id, b.id]


def test_the_prune_backfills_to_the_minimum_in_fused_order() -> None:
    """When only the best survives, the next best of the discarded joins it (min 2)."""
    a, b, c, d = chunks4()
    found = [
        candidate(a, similarity=0.30),
        candidate(b, similarity=0.90),
        candidate(c, similarity=0.20),
        candidate(d, similarity=0.10),
    ]
    assert [k.id for k in corrective_prune(found)] == [a.id, b.id]
    assert [k.id for k in corrective_prune(found, minimum=3)] == [a.id, b.id, c.id]


def test_without_similarities_only_hits_and_the_backfill_are_kept() -> None:
    """Lexical only: full-text hits, then the best others up to the minimum."""
    a, b, c, d = chunks4()
    found = [candidate(a), candidate(b), candidate(c, hit=True), candidate(d)]
    assert [k.id for k in corrective_prune(found)] == [a.id, c.id]


def test_a_negative_best_similarity_keeps_a_sane_floor() -> None:
    """The margin is relative to the best's size, so a negative best still keeps itself."""
    a, b, *_ = chunks4()
    found = [candidate(a, similarity=-0.10), candidate(b, similarity=-0.50)]
    assert [k.id for k in corrective_prune(found, minimum=1)] == [a.id]


def test_the_prune_of_nothing_is_nothing_and_bad_knobs_are_refused() -> None:
    """No candidates, nothing kept; a margin outside 0..1 or a negative minimum is an error."""
    assert corrective_prune([]) == ()
    with pytest.raises(ValueError, match="margin"):
        corrective_prune([], margin=1.5)
    with pytest.raises(ValueError, match="minimum"):
        corrective_prune([], minimum=-1)


def test_a_chunk_covering_most_of_the_question_survives_far_below_the_margin() -> None:
    """The equipment section holds the router, the damage and the price though the vector
    side puts it far below the price list: coverage at the floor keeps it, just below not."""
    a, b, c, *_ = small_chunks()
    candidates = [
        candidate(a, similarity=0.75),
        candidate(b, similarity=0.48, coverage=0.70),
        candidate(c, similarity=0.48, coverage=0.69),
    ]
    kept = corrective_prune(candidates, margin=0.12, minimum=1)
    assert [x.id for x in kept] == [a.id, b.id]
    assert [x.id for x in corrective_prune(candidates, 0.12, 1, coverage_floor=0.6)] == [
        a.id, b.id, c.id,
    ]  # fmt: skip
