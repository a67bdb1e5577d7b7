"""Reciprocal rank fusion: several rankings into one, on rank, never on score (pure).

BM25 scores and cosine similarities live on different scales and are not comparable across
questions, so only positions are fused (Cormack, Clarke & Büttcher, 2009)::

    score(d) = Σ over the rankings that contain d of w / (k + rank(d))

with ranks from 1 and ``k = 60``, which damps the top positions so that no single ranking
dominates. Each ranking may carry a weight ``w`` (1 by default; the weighted form of RRF that
Elasticsearch, OpenSearch and Azure AI Search offer): a weaker ranking counts for less but is
still fused by position only. Equal scores are ordered by id, so identical runs give identical
orders.
"""

from __future__ import annotations

from collections.abc import Sequence

DEFAULT_K = 60


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[str]],
    k: int = DEFAULT_K,
    weights: Sequence[float] | None = None,
) -> list[tuple[str, float]]:
    """Fuse rankings of ids (best first) into ``(id, score)`` pairs, best first.

    Args:
        rankings: Each a sequence of distinct ids, best first; empty rankings are ignored.
        k: The damping constant (60 in the literature); must be positive.
        weights: One non-negative weight per ranking; all 1 by default.

    Returns:
        Every id that appears in any ranking, by descending fused score, ties by id.

    Raises:
        ValueError: if ``k`` is not positive, a ranking repeats an id, or the weights do not
            match the rankings (count or sign).
    """
    if k <= 0:
        raise ValueError(f"k must be positive, got {k}")
    factors = [1.0] * len(rankings) if weights is None else list(weights)
    if len(factors) != len(rankings) or any(w < 0 for w in factors):
        raise ValueError(f"expected {len(rankings)} non-negative weights, got {factors}")
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, factors, strict=True):
        if len(set(ranking)) != len(ranking):
            raise ValueError(f"a ranking repeats an id: {list(ranking)}")
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda pair: (-pair[1], pair[0]))
