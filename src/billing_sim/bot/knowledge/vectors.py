"""The vector side: the embedder seam and cosine ranking (pure, standard library only).

An :class:`Embedder` turns texts into vectors. The bot never imports an embedding library:
the default one (``billing_sim.bot.knowledge.wordllama_embedder``, the only module allowed to) is
built
at one point and passed in, and tests pass a small deterministic embedder of their own.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Collection, Mapping, Sequence
from typing import Protocol

Vector = tuple[float, ...]


class Embedder(Protocol):
    """Turns texts into fixed-length vectors (any length, the same for every text)."""

    @property
    def name(self) -> str:
        """What model this is, for traces and reports (``wordllama l2_supercat 256``)."""
        ...

    def embed(self, texts: Sequence[str]) -> list[Vector]:
        """One vector per text, in order."""
        ...


def normalized(vector: Sequence[float]) -> Vector:
    """``vector`` scaled to length 1 (the zero vector stays zero)."""
    length = math.sqrt(sum(x * x for x in vector))
    return tuple(x / length for x in vector) if length else tuple(0.0 for _ in vector)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity of two vectors of equal length (0 when either is zero).

    Raises:
        ValueError: on vectors of different lengths.
    """
    if len(a) != len(b):
        raise ValueError(f"vectors of different lengths: {len(a)} and {len(b)}")
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norms = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norms if norms else 0.0


def dot(a: Sequence[float], b: Sequence[float]) -> float:
    """The dot product: the cosine of two unit vectors (``map`` keeps it a C loop)."""
    return float(sum(map(operator.mul, a, b)))


def rank_by_similarity(
    query: Vector,
    vectors: Mapping[str, Sequence[Vector]],
    among: Collection[str],
    limit: int,
) -> list[tuple[str, float]]:
    """``(id, cosine)`` of the ``limit`` items most similar to ``query``, best first.

    ``query`` and every vector must have unit length (see :func:`normalized`), so the cosine
    is their dot product. An item may have several vectors (views of it); its similarity is
    the best among them. Only ids in ``among`` are ranked (the metadata filter has already
    run); ties are broken by id, so identical runs give identical orders.
    """
    scored = [
        (key, max((dot(query, view) for view in vectors[key]), default=0.0))
        for key in among
        if key in vectors
    ]
    scored.sort(key=lambda pair: (-pair[1], pair[0]))
    return scored[: max(limit, 0)]
