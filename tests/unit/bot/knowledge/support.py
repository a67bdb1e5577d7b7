"""Small knowledge bases and a deterministic embedder for the retrieval tests."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date

from billing_sim.bot._text import fold
from billing_sim.bot.knowledge.candidates import Candidate
from billing_sim.bot.knowledge.chunks import Chunk, chunk_sections
from billing_sim.bot.knowledge.documents import parse_files
from billing_sim.bot.knowledge.terms import terms
from billing_sim.bot.knowledge.vectors import Vector

DAY = date(2026, 11, 20)

PAGOS = """---
updated: 2026-10-01
keywords: pago
---
# Pagos

## Recargo por pago tardío
<!--
id: mora-recargo
keywords: mora, multa, pague tarde
button: Recargo por mora
-->

Si pagas después del día 25 se cobra un recargo por pago tardío de USD 3,00.

## Reconexión del servicio
<!--
id: mora-reconexion
keywords: reconexion, me cortaron, volver a conectar
button: Reconexión
-->

La reconexión cuesta USD 10,00 más IVA.
"""

PROMOS = """---
updated: 2026-11-01
keywords: promocion
---
# Promociones

## Promo vacaciones
<!--
id: promo-vieja
valid_from: 2026-07-01
valid_to: 2026-08-31
keywords: vacaciones, descuento, 50 %
-->

Descuento de vacaciones del 50 % en agosto.

## Promo navidad
<!--
id: promo-futura
valid_from: 2026-12-01
keywords: navidad, descuento
-->

Descuento de navidad en diciembre.

## Promo de bienvenida
<!--
id: promo-vigente
valid_from: 2026-01-01
valid_to: 2026-12-31
keywords: bienvenida, descuento, cliente nuevo, 20 %
-->

Descuento de bienvenida del 20 % en las tres primeras facturas.
"""


def small_chunks() -> tuple[Chunk, ...]:
    """Five chunks: two fees, an expired, a future and a current promotion."""
    return chunk_sections(parse_files([("pagos.md", PAGOS), ("promociones.md", PROMOS)]))


class WordHashEmbedder:
    """Bag of folded words hashed into 64 dimensions: texts sharing words are similar.

    Deterministic across runs and machines (blake2b, not ``hash()``).
    """

    name = "word-hash 64"

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> list[Vector]:
        self.calls.append(list(texts))
        vectors = []
        for text in texts:
            vector = [0.0] * 64
            for word in terms(fold(text)):
                digest = hashlib.blake2b(word.encode(), digest_size=2).digest()
                vector[int.from_bytes(digest, "big") % 64] += 1.0
            vectors.append(tuple(vector))
        return vectors


def candidate(
    chunk: Chunk,
    *,
    similarity: float | None = None,
    coverage: float = 0.0,
    hit: bool = False,
    fused: float = 0.0,
    ranks: tuple[int | None, int | None] = (None, None),
    phrase: float = 0.0,
    numbers: bool = True,
) -> Candidate:
    """A candidate with the given signals, its (lexical, vector) ranks, the weight of its
    keyword phrase said in the question and whether it holds the plans' numbers said."""
    return Candidate(chunk, fused, ranks[0], ranks[1], similarity, coverage, hit, phrase, numbers)
