"""The verdict on what retrieval kept: answer, ask one question, or hand over (pure).

CRAG's two thresholds, on the signals retrieval already has instead of a grader model. Each
kept chunk is graded on two scales, both comparable across questions:

- ``similarity``: cosine between question and chunk (the vector side; absent lexical-only);
- ``coverage``: the rarity-weighted share of the question's terms the chunk contains.

A chunk is *high* when either signal reaches its upper threshold (similarity only for a chunk
holding ``Thresholds.similar_coverage`` of the question: :func:`similar_enough`), *low* when
every signal it has is below its lower threshold, *mid* otherwise. Then:

- **correct** — at least one kept chunk is high: answer from the kept chunks that are not low,
  strongest evidence first (the chunks both signals vouch for, then the most similar: see
  :func:`strongest_first`) — unless the strongest does not stand out (:func:`rivals`: both
  signals vouch for another kept chunk too, within ``Thresholds.lead`` of its similarity):
  the question names a topic several rules share ("¿qué promociones tienen?"), answering
  from one of them would be a coin toss, so it is **ambiguous**;
- **incorrect** — every kept chunk is low (or nothing was kept): hand over, before any draft;
- **correct** too when no chunk is high but one kept chunk alone holds the heaviest of its
  keyword phrases said whole in the question and covers as much of it as any
  (:func:`_named`: the customer described the situation that section's keywords name);
- **correct** too when no chunk is high but both rankings put the same mid chunk first, and it
  covers a fair share of the question and leads the others' similarity (:func:`_agreed`),
  or one chunk covers a long question clearly best (:func:`_covering`);
- **incorrect** when no chunk is high and the question is long (more than
  ``Thresholds.ask_terms`` search terms): it said enough to choose, and no section covers it;
- **ambiguous** — otherwise: one clarifying question, with at most 3 reply buttons whose titles
  have at most 20 characters (the sections' ``button`` titles, and "Hablar con alguien"),
  offering only the mid chunks that are *plausible* (:func:`plausible`): they share a word
  with the question and either cover a fair share of it or are clearly similar. When no mid
  chunk is plausible the verdict is **incorrect**: a question the documents do not treat
  ("¿venden teléfonos celulares?", "¿me pueden prestar plata?") meets sections that are
  faintly similar on the vector side, and buttons offering them would be a non sequitur.

When the customer answers the clarifying question by tapping a button, :func:`chosen` turns the
section they picked into a **correct** verdict on that one chunk (graded ``chosen``), provided
the section is still in force (else **incorrect**): a reply button is a claim like any other.

The thresholds are data (:class:`Thresholds`), so ``scripts/eval_retrieval.py`` can sweep
them and read the abstention rate as a dial.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from billing_sim.bot.channel.buttons import BUTTON_TITLE_LIMIT, MAX_BUTTONS, fits_button
from billing_sim.bot.knowledge.candidates import Candidate

HUMAN_BUTTON_ID = "human"
HUMAN_BUTTON_TITLE = "Hablar con alguien"
CLARIFYING_QUESTION = "Para ayudarte mejor, ¿tu consulta es sobre alguno de estos temas?"


class VerdictKind(StrEnum):
    """What the bot does with what retrieval kept."""

    CORRECT = "correct"
    """Answer from the kept chunks."""
    AMBIGUOUS = "ambiguous"
    """Ask one clarifying question with reply buttons."""
    INCORRECT = "incorrect"
    """Nothing to stand on: hand over with low confidence, without drafting."""


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The verdict's two thresholds on each signal (see the module's docstring).

    Defaults were chosen on the labelled questions of ``evaluation/documents.yaml`` (see
    ``scripts/eval_retrieval.py`` for the sweep).

    Raises:
        ValueError: when a lower threshold exceeds its upper one or a coverage is outside 0..1.
    """

    upper_similarity: float = 0.72
    lower_similarity: float = 0.52
    upper_coverage: float = 0.70
    lower_coverage: float = 0.60
    offer_similarity: float = 0.60
    """A mid chunk is offered as a button when its similarity reaches this (and it shares a
    word with the question), or when its coverage reaches ``offer_coverage``."""
    offer_coverage: float = 0.40
    similar_coverage: float = 0.20
    """The share of the question a chunk must hold for its similarity alone to make it high
    (:func:`similar_enough`)."""
    lead: float = 0.05
    """When both signals vouch for several chunks: how far the strongest one's similarity
    must lead the others' for the answer to stand on it alone (absolute cosine). Without
    similarities (lexical only) nothing ties."""
    agree_coverage: float = 0.30
    """With no chunk high: the share of the question a chunk both rankings put first must
    cover for the answer to stand on it (:func:`judge`)."""
    agree_lead: float = 0.05
    """... how far its similarity must lead every other kept chunk's ..."""
    agree_similarity: float = 0.56
    """... and the similarity it needs: midway between ``lower_similarity`` and
    ``offer_similarity``, the middle of the band where a chunk is only offered."""
    cover_lead: float = 0.15
    """With no chunk high: how far the coverage of the lexical ranking's first kept chunk
    must lead every other kept chunk's for the answer to stand on it (:func:`_covering`)."""
    ask_terms: int = 4
    """With no chunk high: the most search terms a question may have for its mid chunks to
    be offered as buttons. A short question ("hacen convenios de pago") said too little to
    choose between the sections it half-matches; a longer one that no section covers says
    something the documents do not treat (:func:`judge`)."""

    def __post_init__(self) -> None:
        if self.lower_similarity > self.upper_similarity:
            raise ValueError("lower_similarity must not exceed upper_similarity")
        if self.lower_coverage > self.upper_coverage:
            raise ValueError("lower_coverage must not exceed upper_coverage")
        if not 0.0 <= self.lower_coverage <= self.upper_coverage <= 1.0:
            raise ValueError("coverage thresholds must be between 0 and 1")
        if not 0.0 <= self.similar_coverage <= 1.0:
            raise ValueError("similar_coverage must be between 0 and 1")
        if not 0.0 <= self.offer_coverage <= 1.0:
            raise ValueError("offer_coverage must be between 0 and 1")
        if self.lead < 0.0:
            raise ValueError("lead must not be negative")


class Grade(StrEnum):
    """How well one chunk stands for the question."""

    HIGH = "high"
    MID = "mid"
    LOW = "low"
    CHOSEN = "chosen"
    """The customer picked it from the clarifying question's buttons."""


def similar_enough(candidate: Candidate, thresholds: Thresholds) -> bool:
    """Whether the vector side vouches for the chunk: its similarity reaches
    ``upper_similarity`` and it holds ``similar_coverage`` of the question's words.

    A long or colloquial message ("se me extravió el recibo en la mudanza y no me acuerdo del
    número de cuenta…") sits at 0.72-0.79 of similarity to sections it shares one word with:
    over the blind document sets, a chunk high on similarity alone and holding under a fifth
    of the question was the right section 6 times in 115, and 63 times in 100 from a fifth
    upwards (docs/retrieval.md).
    """
    similarity = candidate.similarity
    return (
        similarity is not None
        and similarity >= thresholds.upper_similarity
        and candidate.coverage >= thresholds.similar_coverage
    )


def grade(candidate: Candidate, thresholds: Thresholds) -> Grade:
    """A chunk's grade: high if any signal vouches for it (coverage reaches its upper
    threshold, or :func:`similar_enough`), low if every signal it has is below its lower
    one, mid otherwise."""
    similarity, coverage = candidate.similarity, candidate.coverage
    if coverage >= thresholds.upper_coverage or similar_enough(candidate, thresholds):
        return Grade.HIGH
    if coverage < thresholds.lower_coverage and (
        similarity is None or similarity < thresholds.lower_similarity
    ):
        return Grade.LOW
    return Grade.MID


def plausible(candidate: Candidate, thresholds: Thresholds) -> bool:
    """Whether a mid chunk is worth offering as a clarifying question's button: it shares a
    word with the question (vector similarity alone is not enough: every short question is
    somewhat similar to some section), and it covers ``offer_coverage`` of the question or
    reaches ``offer_similarity``.

    On the labelled questions, the unanswerable ones that used to get buttons were all mid on
    similarity alone (0.52-0.63) with at most 0.38 of their words in the section; the
    answerable ones asked back mostly keep their buttons (see ``docs/retrieval.md``).
    """
    similarity = candidate.similarity if candidate.similarity is not None else 0.0
    return candidate.coverage > 0.0 and (
        candidate.coverage >= thresholds.offer_coverage or similarity >= thresholds.offer_similarity
    )


@dataclass(frozen=True, slots=True)
class Button:
    """A WhatsApp reply button: ``id`` comes back when tapped, ``title`` is shown."""

    id: str
    title: str

    def __post_init__(self) -> None:
        if not fits_button(self.title):
            raise ValueError(
                f"a button title has 1 to {BUTTON_TITLE_LIMIT} characters: {self.title!r}"
            )


@dataclass(frozen=True, slots=True)
class Clarification:
    """One clarifying question and its reply buttons (1 to 3, distinct titles)."""

    question: str
    buttons: tuple[Button, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.buttons) <= MAX_BUTTONS:
            raise ValueError(f"a message carries 1 to {MAX_BUTTONS} reply buttons")
        if len({b.title for b in self.buttons}) != len(self.buttons):
            raise ValueError("reply buttons need distinct titles")


@dataclass(frozen=True, slots=True)
class RetrievalVerdict:
    """Retrieval's verdict: the decision, what it rests on, and the question to ask when
    ambiguous (not the grounding verifier's finding on a draft,
    ``billing_sim.bot.grounding.Grounding``).

    Attributes:
        kind: correct, ambiguous or incorrect.
        grades: Each kept chunk's id and grade, in kept order.
        answer_from: For ``correct``: the kept chunks that are not low, best first.
        clarification: For ``ambiguous``: the question and its buttons.
    """

    kind: VerdictKind
    grades: tuple[tuple[str, Grade], ...]
    answer_from: tuple[Candidate, ...] = ()
    clarification: Clarification | None = field(default=None)


def clarification_for(candidates: Sequence[Candidate]) -> Clarification:
    """The clarifying question offering the candidates' topics, best first.

    Up to 3 distinct button titles; when fewer topics are offered, "Hablar con alguien" fills
    the last place so the customer is never stuck with a single choice.
    """
    buttons: list[Button] = []
    for candidate in candidates:
        title = candidate.chunk.button
        if len(buttons) == MAX_BUTTONS or any(b.title == title for b in buttons):
            continue
        buttons.append(Button(candidate.id, title))
    if len(buttons) < MAX_BUTTONS and all(b.title != HUMAN_BUTTON_TITLE for b in buttons):
        buttons.append(Button(HUMAN_BUTTON_ID, HUMAN_BUTTON_TITLE))
    return Clarification(CLARIFYING_QUESTION, tuple(buttons))


def strongest_first(
    candidates: Sequence[Candidate], thresholds: Thresholds
) -> tuple[Candidate, ...]:
    """The candidates ordered by the evidence for each: how many signals reach their upper
    threshold (both, one, none), then similarity, then coverage; fused order breaks ties.

    Fusion ranks for recall; the answer stands on one chunk, so it should be the one with
    the strongest evidence. On the labelled questions' dev split this turned 3 confident wrong
    answers into 1 at the same abstention ("como puedo pagar": the exact keyword match at
    similarity 1.00 beat a fused first place won on the word "pagar" alone).
    Among chunks with as many vouching signals, one that shares no word with the question
    comes after those that do: the price list is similar to every "¿cuánto cuesta...?", the
    equipment section is the one that names the router. Before all that, a chunk missing a
    number the question says (``Candidate.numbers``) comes after those holding it: "the 600
    megas plan" is the price list's, not the discontinued 30-megas plan's, however similar.
    """

    def strength(candidate: Candidate) -> tuple[bool, int, bool, float, float]:
        similarity = candidate.similarity
        return (
            not candidate.numbers,  # missing a number the question says: another plan or day
            -_vouching(candidate, thresholds),
            candidate.coverage == 0.0,  # sharing no word with the question: last among equals
            -(similarity if similarity is not None else -1.0),
            -candidate.coverage,
        )

    return tuple(sorted(candidates, key=strength))


def _vouching(candidate: Candidate, thresholds: Thresholds) -> int:
    """How many signals vouch for the chunk (:func:`grade`): 0, 1 or 2."""
    return similar_enough(candidate, thresholds) + (candidate.coverage >= thresholds.upper_coverage)


def rivals(strongest: Sequence[Candidate], thresholds: Thresholds) -> tuple[Candidate, ...]:
    """The chunks (strongest first, as :func:`strongest_first` orders them) the first does
    not stand out from: when both signals vouch for it, itself and every other chunk both
    signals vouch for whose similarity is within ``thresholds.lead`` of its own; otherwise
    just the first.

    "que promociones tienen": six promotions contain the word and sit at 0.73-0.75 of
    similarity, so picking the 0.75 one would answer about one offer as if it were all of
    them; "como pago" keeps its answer, the payment methods (similarity 1.00 against 0.85).
    Only chunks both signals vouch for tie: extending the rule to one signal turned 3 right
    answers of the labelled dev questions into questions and no wrong one into anything.
    """
    if not strongest:
        return ()
    best = strongest[0]
    if best.similarity is None or _vouching(best, thresholds) < 2:
        return (best,)
    lead, level = best.similarity - thresholds.lead, 2
    tied = [
        c
        for c in strongest[1:]
        if c.similarity is not None and c.similarity > lead and _vouching(c, thresholds) == level
    ]
    return (best, *tied)


def _agreed(
    kept: Sequence[Candidate], grades: Sequence[tuple[str, Grade]], limits: Thresholds
) -> Candidate | None:
    """The mid chunk the lexical and the vector ranking both put first, when it covers
    ``agree_coverage`` of the question and leads the other kept chunks' similarity by
    ``agree_lead``: two independent rankings agreeing by a margin are evidence enough. The
    lead is over the kept chunks worth offering (:func:`plausible`) that the lexical ranking
    found too: one similar on the vector side alone is no rival.

    On the labelled questions' dev split this answered one more question right ("quiero
    poner un reclamo por un cobro que no reconozco") and no unanswerable one; without the
    lead, "venden televisores" (tied at 0.57) was answered, and without the coverage, "hay
    promo de vacaciones de agosto?" (a promotion out of force, 0.22 of the question); below
    ``agree_similarity``, "venden teléfonos celulares?" (0.52, on the offering verb alone).
    """
    if not kept:
        return None
    first = kept[0]
    if first.lexical_rank != 1 or first.vector_rank != 1 or grades[0][1] is not Grade.MID:
        return None
    if first.coverage < limits.agree_coverage or first.similarity is None:
        return None
    if first.similarity < limits.agree_similarity:
        return None
    # (nor is one the lexical ranking did not find at all: "transferí desde otro banco y no se
    # ve el pago, ¿cuánto tarda?" is the payment's reflection, not «Cargos sin IVA» on its
    # vector alone)
    others = [
        c.similarity
        for c in kept[1:]
        if c.similarity is not None and c.lexical_rank is not None and plausible(c, limits)
    ]
    if others and first.similarity - max(others) < limits.agree_lead:
        return None
    return first


def _covering(
    kept: Sequence[Candidate], limits: Thresholds, *, long: bool = False
) -> Candidate | None:
    """The mid chunk the lexical ranking puts first among the kept ones when it covers
    ``offer_coverage`` of the question, leads every other kept chunk's coverage by
    ``cover_lead`` and holds the plans' numbers the question says.

    A long message ("si no estoy de acuerdo con un monto y lo disputo, ¿me pueden cortar
    mientras? ¿y en cuánto tiempo responden?") spreads its embedding thin: no section is
    similar enough to be high, the vector ranking's first is a section sharing a word or two,
    and the question was handed over although one section holds most of its words and the
    others few. Coverage is comparable across questions, so a clear lead on it is evidence
    the vector side cannot give here. The judge applies it only when every term of the
    question is known to some section: an unknown word is often what the question is about
    ("¿tienen app pa iphone pa ver la factura y pagar?"). Two kept chunks holding equally
    heavy keyword phrases said in the question stay a choice, as for :func:`_named`.

    The chunk is mid, or low on a long question (``long``: more than ``ask_terms`` terms):
    a long message's similarity is low because it is long ("si este mes abono nada más la
    mitad, lo que falta ¿se me pasa al otro mes?": the payments section at 0.50), a short
    one's because it is about something else ("¿qué significa 50/50 mbps?" is not the
    price list's, at 0.48).
    """
    if not kept:
        return None
    heaviest = max(c.phrase for c in kept)
    if heaviest > 0.0 and sum(1 for c in kept if c.phrase == heaviest) > 1:
        return None  # the keywords name two situations: asked (see _named)
    best = max(kept, key=lambda c: c.coverage)
    first = min((c.lexical_rank for c in kept if c.lexical_rank is not None), default=None)
    if best.lexical_rank is None or best.lexical_rank != first or not best.numbers:
        return None
    level = grade(best, limits)
    if best.coverage < limits.offer_coverage or level is Grade.HIGH:
        return None
    if level is Grade.LOW and not long:  # a short question's low similarity is a signal
        return None
    if any(best.coverage - c.coverage < limits.cover_lead for c in kept if c is not best):
        return None
    return best


def _named(kept: Sequence[Candidate]) -> Candidate | None:
    """The kept chunk whose keywords name the question's situation: it alone holds the
    heaviest keyword phrase said whole in the question (``Candidate.phrase``) and no kept
    chunk covers more of the question.

    Customers describe a situation in their own words ("me voy del país, ¿qué hago pa
    terminar con ustedes?", "se pueden juntar dos descuentos a la vez?"): the section that
    answers it is usually in the top 4, but the words of a long message spread over several
    sections, none reaches an upper threshold, and the bot asked which. A phrase from one
    section's keywords, said whole and in order, is the evidence a content author put there
    for exactly that situation. Two sections holding equally heavy phrases tie (asked), and a
    section covering less of the question than another is not named by it ("somos una
    fundación exenta de IVA" says the exemption's words, not "exento de IVA"'s section).
    """
    best = max((c.phrase for c in kept), default=0.0)
    if best <= 0.0:
        return None
    holders = [c for c in kept if c.phrase == best]
    if len(holders) != 1:
        return None
    holder = holders[0]
    if any(c.coverage > holder.coverage for c in kept):
        return None
    return holder


def judge(
    kept: Sequence[Candidate],
    thresholds: Thresholds | None = None,
    *,
    offerable: frozenset[str] | None = None,
    asked_terms: int = 0,
    unknown_terms: int = 0,
) -> RetrievalVerdict:
    """The verdict on the pruned candidates (best first). ``offerable``: when the question
    names something no section mentions, the only sections a button may offer (those about a
    word it shares: ``retriever``); a button about a word the question only uses in passing
    ("¿venden laptops?") would be a non sequitur. ``None``: any plausible one.
    ``asked_terms``: how many search terms the question has; with no chunk high, a question
    of more than ``Thresholds.ask_terms`` is handed over rather than asked back.
    ``unknown_terms``: how many of them no section knows; with none, a mid chunk leading the
    others' coverage may be the answer (:func:`_covering`)."""
    limits = thresholds or Thresholds()
    grades = tuple((c.id, grade(c, limits)) for c in kept)
    levels = [level for _, level in grades]
    if Grade.HIGH in levels:
        usable = tuple(
            c for c, (_, level) in zip(kept, grades, strict=True) if level is not Grade.LOW
        )
        strongest = strongest_first(usable, limits)
        tied = rivals(strongest, limits)
        if len(tied) > 1:
            return RetrievalVerdict(
                VerdictKind.AMBIGUOUS, grades, clarification=clarification_for(tied)
            )
        return RetrievalVerdict(VerdictKind.CORRECT, grades, answer_from=strongest)
    named = _named(kept) if offerable is None else None
    if named is not None:  # a question naming what no section mentions is asked, not named
        return RetrievalVerdict(VerdictKind.CORRECT, grades, answer_from=(named,))
    agreed = _agreed(kept, grades, limits) if offerable is None else None
    if agreed is not None:  # a question naming what no section mentions is asked, not agreed
        return RetrievalVerdict(VerdictKind.CORRECT, grades, answer_from=(agreed,))
    long = asked_terms > limits.ask_terms
    covering = (
        _covering(kept, limits, long=long) if offerable is None and not unknown_terms else None
    )
    if covering is not None:  # only for a question every term of which some section knows
        return RetrievalVerdict(VerdictKind.CORRECT, grades, answer_from=(covering,))
    if long:
        return RetrievalVerdict(VerdictKind.INCORRECT, grades)
    offered = [
        c
        for c, (_, level) in zip(kept, grades, strict=True)
        if level is Grade.MID and plausible(c, limits) and (offerable is None or c.id in offerable)
    ]
    if offered:
        return RetrievalVerdict(
            VerdictKind.AMBIGUOUS, grades, clarification=clarification_for(offered)
        )
    return RetrievalVerdict(VerdictKind.INCORRECT, grades)


def chosen(candidate: Candidate | None) -> RetrievalVerdict:
    """The verdict once the customer picked a section from the buttons: correct on that
    chunk if it is still in force (``candidate``), incorrect otherwise (``None``)."""
    if candidate is None:
        return RetrievalVerdict(VerdictKind.INCORRECT, ())
    return RetrievalVerdict(
        VerdictKind.CORRECT, ((candidate.id, Grade.CHOSEN),), answer_from=(candidate,)
    )
