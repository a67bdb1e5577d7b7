"""A retrieved chunk with every signal the later steps read, and the corrective prune (pure).

Fusion orders, it does not filter: top-k always returns k chunks whether or not the k-th makes
sense. The prune (CRAG's corrective step without its evaluator model) narrows the wide list:

- keep a chunk whose similarity is within a *relative* margin of this turn's best (0.12 by
  default: ``similarity ≥ best - 0.12 x |best|``), so strong questions keep little noise and weak
  ones are not emptied by a fixed threshold;
- a full-text hit (every term of the question occurs in the chunk) always survives: it is the
  only path for digits, codes and plan names, which embeddings barely encode; so does a chunk
  covering most of the question's words (``coverage_floor``, 0.70 by default): "¿cuánto cuesta
  un router nuevo si se me daña?" is far from the equipment section on the vector side (0.48
  against the price list's 0.75) but that section holds the router, the damage and the price;
- backfill from the best of the discarded, in fused order, to a minimum of 2 chunks.

When in doubt it keeps: over-pruning deletes the one line that answered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from billing_sim.bot.knowledge.chunks import Chunk

DEFAULT_MARGIN = 0.12
DEFAULT_MINIMUM = 2
DEFAULT_COVERAGE_FLOOR = 0.70


@dataclass(frozen=True, slots=True)
class Candidate:
    """A chunk as retrieval saw it.

    Attributes:
        chunk: The chunk.
        fused: Its reciprocal-rank-fusion score (higher is better).
        lexical_rank: Its position in the lexical (BM25) ranking from 1, ``None`` if absent.
        vector_rank: Its position in the vector ranking from 1, ``None`` if absent.
        similarity: Cosine similarity to the question, ``None`` without a vector ranking.
        coverage: Share of the question's (rarity-weighted) terms it contains, 0 to 1.
        full_text_hit: Every term of the question occurs in it.
        phrase: The weight of the heaviest of its keyword phrases said whole in the
            question (``terms.phrase_weight``), 0 when none is.
        numbers: Whether it holds every number the question says (a plan's "600", the
            "25th"): embeddings barely encode numbers, and a section without the one asked
            about is about another plan or day (``verdict.strongest_first``).
    """

    chunk: Chunk
    fused: float
    lexical_rank: int | None
    vector_rank: int | None
    similarity: float | None
    coverage: float
    full_text_hit: bool
    phrase: float = 0.0
    numbers: bool = True

    @property
    def id(self) -> str:
        """The chunk's id."""
        return self.chunk.id


def corrective_prune(
    candidates: Sequence[Candidate],
    margin: float = DEFAULT_MARGIN,
    minimum: int = DEFAULT_MINIMUM,
    coverage_floor: float = DEFAULT_COVERAGE_FLOOR,
) -> tuple[Candidate, ...]:
    """The candidates worth drafting from, in their (fused) order.

    Args:
        candidates: Best first (fused order).
        margin: Relative margin below the best similarity that still survives (0 to 1).
        minimum: Backfill from the best discarded candidates up to this many.
        coverage_floor: A candidate covering at least this share of the question survives
            whatever its similarity.

    Raises:
        ValueError: on a margin outside 0..1 or a negative minimum.
    """
    if not 0.0 <= margin <= 1.0:
        raise ValueError(f"margin must be between 0 and 1, got {margin}")
    if minimum < 0:
        raise ValueError(f"minimum must not be negative, got {minimum}")
    similarities = [c.similarity for c in candidates if c.similarity is not None]
    floor = None
    if similarities:
        best = max(similarities)
        floor = best - margin * abs(best)
    keep = {
        position
        for position, c in enumerate(candidates)
        if c.full_text_hit
        or c.coverage >= coverage_floor
        # the lexical ranking's first, holding a keyword phrase said whole in the question
        # ("me voy del país en enero, ¿qué hago con el internet?"): the situation its author
        # named, however far down the vector side put it
        or (c.lexical_rank == 1 and c.phrase > 0.0)
        or (floor is not None and c.similarity is not None and c.similarity >= floor)
    }
    for position in range(len(candidates)):
        if len(keep) >= minimum:
            break
        keep.add(position)
    return tuple(c for position, c in enumerate(candidates) if position in keep)
