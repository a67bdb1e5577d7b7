"""Retrieval for a document question, step by step; each step is a pure function elsewhere.

::

    question, business date
     → metadata filter       chunks.valid_on: only rules in force that day
     → terms                 terms.terms + terms.expand (shorthand, typos, plurals)
     → lexical ranking       backend.lexical: BM25, about 20 wide
     → vector ranking        backend.vector: cosine, about 20 wide
     → fusion                fusion.reciprocal_rank_fusion: on rank, k = 60, ties by id
     → corrective prune      candidates.corrective_prune: margin 0.12, full-text hits,
                             coverage floor, the lexical first holding a keyword phrase,
                             min 2
     → verdict               verdict.judge: correct / ambiguous / incorrect

The backend is the only part that does I/O (an in-memory SQLite index and the embedder).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from billing_sim.bot._text import MONTH_ABBREVIATIONS, MONTHS, fold
from billing_sim.bot.knowledge.backend import Query, SearchBackend
from billing_sim.bot.knowledge.candidates import (
    DEFAULT_MARGIN,
    DEFAULT_MINIMUM,
    Candidate,
    corrective_prune,
)
from billing_sim.bot.knowledge.chunks import Chunk, valid_on
from billing_sim.bot.knowledge.fusion import DEFAULT_K, reciprocal_rank_fusion
from billing_sim.bot.knowledge.terms import (
    OFFERING_WORDS,
    all_present,
    coverage,
    expand,
    inverse_document_frequencies,
    names_the_unknown,
    phrase_weight,
    phrases,
    terms,
)
from billing_sim.bot.knowledge.verdict import (
    RetrievalVerdict,
    Thresholds,
    VerdictKind,
    chosen,
    judge,
)

DEFAULT_WIDE = 20
_MONTH_TERMS = frozenset({*MONTHS, *MONTH_ABBREVIATIONS})
"""A month in a heading ("Tarifas de agosto a octubre") dates the rule, it does not name it:
"mi papá falleció en agosto" asks nothing about August's prices."""
_PROMOTION_TERMS = frozenset({"promo", "promocion", "oferta", "descuento"})
"""What a promotion is called: a promotion named with a month it ran in, over by the business
date ("vi que en agosto hubo una promo de 50 %, ¿todavía me la aplican?"), is that one."""
_PERCENT = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?:%|por ciento|percent)")
"""A percent as written in a question or a section's keywords ("50%", "20 %", "10 por ciento")."""


def months_ran(chunk: Chunk) -> frozenset[str]:
    """The month words (names and abbreviations) of the months ``chunk`` was in force, when
    it has both ends and lasts under a year; otherwise none."""
    starts, ends = chunk.valid_from, chunk.valid_to
    if starts is None or ends is None or (ends - starts).days > 366:
        return frozenset()
    numbers, month = set(), (starts.year, starts.month)
    while month <= (ends.year, ends.month):
        numbers.add(month[1])
        month = (month[0] + month[1] // 12, month[1] % 12 + 1)
    return frozenset(
        word for word, number in (*MONTHS.items(), *MONTH_ABBREVIATIONS.items())
        if number in numbers
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class RetrievalSettings:
    """Every knob of retrieval, with the defaults the evaluation was run with.

    Attributes:
        wide: Candidates taken from each ranking before fusion.
        rrf_k: Reciprocal rank fusion's damping constant.
        weights: The fusion weights of the lexical and the vector ranking. The vector side
            counts half: with the shipped model it is the weaker ranking on Spanish (alone,
            recall@1 68 % against BM25's 81 % on the labelled questions), and at equal weight
            its noisy tail outvoted a lexical first place (see ``docs/retrieval.md``).
        margin: The prune's relative margin below the best similarity.
        minimum: The prune's backfill target.
        thresholds: The verdict's thresholds.
    """

    wide: int = DEFAULT_WIDE
    rrf_k: int = DEFAULT_K
    weights: tuple[float, float] = (1.0, 0.5)
    margin: float = DEFAULT_MARGIN
    minimum: int = DEFAULT_MINIMUM
    thresholds: Thresholds = field(default_factory=Thresholds)


@dataclass(frozen=True, slots=True)
class Retrieval:
    """What retrieval found for one question, and what to do with it.

    Attributes:
        question: The customer's message.
        business_date: The date the metadata filter used.
        eligible: How many chunks were in force that day.
        query: The question's search terms.
        candidates: The fused ranking, best first (both sides, each about ``wide`` long).
        kept: What the corrective prune kept, best first.
        verdict: correct / ambiguous / incorrect, and the chunks or question that follow.
        out_of_force: The sections not in force that day whose heading names a word of the
            question no section in force contains ("¿todavía está la promo de vacaciones?",
            "¿van a tener promo de navidad?"), or the promotions over that day named with a
            month they ran in ("en agosto hubo una promo del 50 %") or by a percent only they
            gave ("¿todavía está la promo del 50%?"): the question is about one of them, so
            nothing in force answers it and the verdict is incorrect, whatever else it shares.
    """

    question: str
    business_date: date
    eligible: int
    query: Query
    candidates: tuple[Candidate, ...]
    kept: tuple[Candidate, ...]
    verdict: RetrievalVerdict
    out_of_force: tuple[str, ...] = ()

    @property
    def ranked_ids(self) -> tuple[str, ...]:
        """The candidates' chunk ids, best first."""
        return tuple(c.id for c in self.candidates)

    @property
    def kept_ids(self) -> tuple[str, ...]:
        """The kept chunks' ids, best first: the only ids a draft may cite."""
        return tuple(c.id for c in self.kept)


def said_in_order(query: Query) -> list[frozenset[str]]:
    """For each search term of the question, in order and repeated, the vocabulary words it
    counts as (what ``terms.phrase_weight`` reads)."""
    variants = {term.term: term.variants for term in query.terms}
    return [variants.get(term, frozenset()) for term in terms(query.text)]


_PLAN_WORDS = frozenset({"fibra", "plan", "aire", "fiber"})
_SPEED_WORDS = frozenset({"mega", "mb", "mbps", "megabit", "mbp"})


def percents(text: str) -> frozenset[str]:
    """The percents ``text`` names ("la promo del 50%" → ``{"50"}``)."""
    return frozenset(_PERCENT.findall(fold(text)))


def plan_numbers(text: str) -> frozenset[str]:
    """The numbers ``text`` names plans by: after a plan's word ("fibra 300", "el plan de
    50") or before a speed ("600 megas"). Other numbers (a day, an amount) are left out: the
    section that explains them rarely repeats them."""
    said = terms(text)
    return frozenset(
        word
        for i, word in enumerate(said)
        if word.isdigit()
        and (
            (i > 0 and said[i - 1] in _PLAN_WORDS)
            or (i + 1 < len(said) and said[i + 1] in _SPEED_WORDS)
        )
    )


def build_candidates(
    chunks: Sequence[Chunk],
    query: Query,
    lexical: Sequence[tuple[str, float]],
    vector: Sequence[tuple[str, float]],
    k: int = DEFAULT_K,
    weights: tuple[float, float] = (1.0, 1.0),
    idf: Mapping[str, float] | None = None,
) -> tuple[Candidate, ...]:
    """Fuse the two rankings and attach each chunk's signals (pure).

    Args:
        chunks: The chunks in force (coverage is weighted by rarity among them).
        query: The question's terms.
        lexical: ``(id, score)`` best first.
        vector: ``(id, similarity)`` best first.
        k: Reciprocal rank fusion's constant.
        weights: The lexical and vector rankings' fusion weights.
        idf: The chunks' inverse document frequencies, when already computed.
    """
    by_id = {chunk.id: chunk for chunk in chunks}
    if idf is None:
        idf = inverse_document_frequencies([chunk.terms for chunk in chunks])
    lexical_rank = {key: rank for rank, (key, _) in enumerate(lexical, start=1)}
    vector_rank = {key: rank for rank, (key, _) in enumerate(vector, start=1)}
    similarity = dict(vector)
    said = said_in_order(query)
    numbers = plan_numbers(query.text)
    rankings = [[key for key, _ in lexical], [key for key, _ in vector]]
    fused = reciprocal_rank_fusion(rankings, k, weights)
    return tuple(
        Candidate(
            chunk=by_id[key],
            fused=score,
            lexical_rank=lexical_rank.get(key),
            vector_rank=vector_rank.get(key),
            similarity=similarity.get(key),
            coverage=coverage(query.terms, by_id[key].terms, idf),
            full_text_hit=all_present(query.terms, by_id[key].terms),
            phrase=phrase_weight(said, phrases(by_id[key].keywords), idf),
            numbers=numbers <= by_id[key].terms,
        )
        for key, score in fused
        if key in by_id
    )


@dataclass(frozen=True, slots=True)
class _InForce:
    day: date
    chunks: tuple[Chunk, ...]
    ids: frozenset[str]
    vocabulary: frozenset[str]
    idf: Mapping[str, float]
    out_of_force: Mapping[str, tuple[frozenset[str], Chunk]]
    """Each section not in force whose heading has words no section in force has, by id:
    those words, and the section."""
    promotions_ran: Mapping[str, tuple[frozenset[str], Chunk]]
    """Each promotion over by that day, by id: the months it ran in (``months_ran``), and the
    section."""
    percents_in_force: frozenset[str]
    """The percents the keywords of the sections in force name."""
    percents_ran: Mapping[str, frozenset[str]]
    """The percents each promotion over by that day names in its keywords, by id."""


def offerable_sections(query: Query, kept: Sequence[Candidate]) -> frozenset[str] | None:
    """For a question naming something no section mentions (``names_the_unknown``): the
    kept sections whose heading or keywords name one of the terms it does share ("¿tienen
    cobertura en Maracaibo?": the coverage section). ``None`` for any other question: every
    plausible section may be offered."""
    if not names_the_unknown(query.terms):
        return None
    known = {
        variant
        for term in query.terms
        if term.term not in OFFERING_WORDS
        for variant in term.variants
    }
    return frozenset(
        c.id for c in kept if known & set(terms(f"{c.chunk.heading} {' '.join(c.chunk.keywords)}"))
    )


def _naming_out_of_force(
    query: Query, candidates: Sequence[Candidate], in_force: _InForce
) -> tuple[str, ...]:
    """The sections out of force the question is about: it names a promotion by a percent
    only an ended one's keywords give ("la promo del 50%"); or it names a word only such a
    section's heading has ("vacaciones", "navidad"), or a promotion with a month an ended one
    ran in ("en agosto hubo una promo"), and that section covers more of it than any in force. "¿en
    navidad cobran mora?" names the Christmas promotion's word but is the late fee's question:
    the late fee's section covers it better."""
    asked = [term.term for term in query.terms]
    best = max((c.coverage for c in candidates), default=0.0)
    named = []
    # a promotion named by a percent only an ended one gave ("¿todavía está la promo del 50%?")
    said = percents(query.text) - in_force.percents_in_force
    if said and not _PROMOTION_TERMS.isdisjoint(asked):
        named += [key for key, given in in_force.percents_ran.items() if said & given]
    about = dict(in_force.out_of_force)
    if not _PROMOTION_TERMS.isdisjoint(asked):
        for key, (ran, chunk) in in_force.promotions_ran.items():
            about[key] = (about.get(key, (frozenset(), chunk))[0] | ran, chunk)
    for key, (own, chunk) in about.items():
        if own.isdisjoint(asked) or key in named:
            continue
        # its own words count for it, though no section in force has them
        seen = expand(asked, in_force.vocabulary | chunk.terms)
        if coverage(seen, chunk.terms, in_force.idf) > best:
            named.append(key)
    return tuple(named)


class Retriever:
    """Hybrid retrieval over the knowledge base's chunks.

    Args:
        chunks: Every chunk (expired and future ones included: the filter runs per question).
        backend: Ranks them (``EmbeddedBackend``; see
        ``billing_sim.bot.knowledge.default_retriever``).
        settings: Widths, fusion constant, prune and verdict knobs.
    """

    def __init__(
        self,
        chunks: Sequence[Chunk],
        backend: SearchBackend,
        settings: RetrievalSettings | None = None,
    ) -> None:
        self.chunks = tuple(chunks)
        self.backend = backend
        self.settings = settings or RetrievalSettings()
        self._in_force: _InForce | None = None

    def _chunks_in_force(self, business_date: date) -> _InForce:
        """The metadata filter's result and what depends on it, kept for the last date (a
        bot's business date changes once a day)."""
        cached = self._in_force
        if cached is None or cached.day != business_date:
            eligible = valid_on(self.chunks, business_date)
            ids = frozenset(chunk.id for chunk in eligible)
            vocabulary = frozenset(term for chunk in eligible for term in chunk.terms)
            out_of_force = {
                chunk.id: (own, chunk)
                for chunk in self.chunks
                if chunk.id not in ids
                and (own := frozenset(terms(chunk.heading)) - vocabulary - _MONTH_TERMS)
            }
            promotions_ran = {
                chunk.id: (months_ran(chunk), chunk)
                for chunk in self.chunks
                if chunk.valid_to is not None
                and chunk.valid_to < business_date
                and _PROMOTION_TERMS & set(terms(chunk.heading))
            }
            cached = _InForce(
                business_date,
                eligible,
                ids,
                vocabulary,
                inverse_document_frequencies([chunk.terms for chunk in eligible]),
                out_of_force,
                promotions_ran,
                frozenset(
                    number for chunk in eligible for number in percents(" ".join(chunk.keywords))
                ),
                {
                    key: percents(" ".join(chunk.keywords))
                    for key, (_, chunk) in promotions_ran.items()
                },
            )
            self._in_force = cached
        return cached

    def retrieve(
        self, question: str, business_date: date, *, section: str | None = None
    ) -> Retrieval:
        """Filter, rank, fuse, prune and judge for ``question`` on ``business_date``.

        Args:
            question: The customer's message.
            business_date: The day the metadata filter keeps rules in force for.
            section: A section the customer picked from a clarifying question's buttons:
                kept alone and judged correct if it is in force that day, else nothing is
                kept (incorrect). The ranking is still computed, for the trace.
        """
        settings = self.settings
        in_force = self._chunks_in_force(business_date)
        eligible, among = in_force.chunks, in_force.ids
        query = Query(question, expand(terms(question), in_force.vocabulary))
        lexical = self.backend.lexical(query, among, settings.wide)
        vector = self.backend.vector(query, among, settings.wide)
        candidates = build_candidates(
            eligible, query, lexical, vector, settings.rrf_k, settings.weights, in_force.idf
        )
        kept: tuple[Candidate, ...]
        if section is not None:
            picked = self._picked(section, candidates, eligible, query, in_force)
            kept, verdict = ((picked,) if picked else ()), chosen(picked)
        else:
            kept = corrective_prune(candidates, settings.margin, settings.minimum)
            verdict = judge(
                kept,
                settings.thresholds,
                offerable=offerable_sections(query, kept),
                asked_terms=len(query.terms),
                unknown_terms=sum(1 for t in query.terms if not t.variants),
            )
        named = _naming_out_of_force(query, candidates, in_force)
        if named and section is None:
            verdict = RetrievalVerdict(VerdictKind.INCORRECT, verdict.grades)
        return Retrieval(
            question, business_date, len(eligible), query, candidates, kept, verdict, named
        )

    @staticmethod
    def _picked(
        section: str,
        candidates: Sequence[Candidate],
        eligible: Sequence[Chunk],
        query: Query,
        in_force: _InForce,
    ) -> Candidate | None:
        """The candidate of the section the customer picked, if it is in force."""
        if section not in in_force.ids:
            return None
        ranked = next((c for c in candidates if c.id == section), None)
        if ranked is not None:
            return ranked
        chunk = next(chunk for chunk in eligible if chunk.id == section)
        return Candidate(
            chunk, 0.0, None, None, None,
            coverage(query.terms, chunk.terms, in_force.idf),
            all_present(query.terms, chunk.terms),
            phrase_weight(said_in_order(query), phrases(chunk.keywords), in_force.idf),
            plan_numbers(query.text) <= chunk.terms,
        )  # fmt: skip
