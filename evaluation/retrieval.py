"""Evaluating retrieval on its own: recall@k, and the verdict's abstention as a dial (pure).

A wrong answer has two causes with different fixes: the right section was never retrieved
(a keyword or ranking problem: recall@k), or it was retrieved and the verdict refused or chose
badly (a threshold problem: the abstention dial). They are measured separately here; answer
correctness of drafts is the pipeline's evaluation (``scripts/eval_bot.py``).

``scripts/eval_retrieval.py`` loads ``evaluation/documents.yaml`` and prints
:func:`render`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from billing_sim.bot.knowledge.chunks import Chunk
from billing_sim.bot.knowledge.retriever import Retrieval, Retriever, offerable_sections
from billing_sim.bot.knowledge.verdict import Thresholds, VerdictKind, judge

KS = (1, 2, 4, 8)
"""The k of recall@k reported."""
SPLITS = ("dev", "test")
STYLES = ("plain", "colloquial", "typo", "voice", "english")
_FIELDS = {"id", "text", "sections", "split", "style", "source", "says", "never", "phone"}
SOURCES = ("documents", "both", "account", "out_of_scope")
"""Where a right reply comes from: the documents, the sender's account and the policy, the
account alone, or nowhere (the technical desk, the menu)."""
SWEEP_FACTORS = (0.8, 0.9, 1.0, 1.1, 1.2)
"""The dial: every threshold multiplied by each factor (coverage capped at 1)."""


class QuestionError(ValueError):
    """A labelled question is malformed; the message names where and what."""


@dataclass(frozen=True, slots=True)
class LabelledQuestion:
    """A document question and the sections that answer it (none: unanswerable)."""

    id: str
    text: str
    sections: frozenset[str]
    split: str
    style: str
    sources: frozenset[str] = frozenset({"documents"})
    """Where a right reply may come from (``SOURCES``); ``documents`` unless labelled."""
    says: tuple[str, ...] = ()
    """Texts a right reply contains."""
    never: tuple[str, ...] = ()
    """Texts a right reply never contains."""
    phone: str | None = None
    """The sender (a persona's phone) when the account matters; the evaluation's default
    sender otherwise."""

    @property
    def answerable(self) -> bool:
        """Whether some section in force answers it."""
        return bool(self.sections)


def parse_questions(
    items: object,
    locate: Callable[[int], str],
    chunks: Sequence[Chunk],
    business_date: date,
) -> list[LabelledQuestion]:
    """Validate the parsed ``questions`` list against the knowledge base.

    Args:
        items: The parsed list.
        locate: ``locate(i)`` names the i-th item in errors (``documents.yaml:12: questions[3]``).
        chunks: The knowledge base; labels must name sections in force on ``business_date``.
        business_date: The date the evaluation runs on.

    Raises:
        QuestionError: naming the item and field at fault.
    """
    if not isinstance(items, list) or not items:
        raise QuestionError(f"{locate(-1)}: expected a non-empty list of questions")
    by_id = {chunk.id: chunk for chunk in chunks}
    questions: list[LabelledQuestion] = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        where = locate(index)
        if not isinstance(item, dict):
            raise QuestionError(f"{where}: expected a mapping, got {type(item).__name__}")
        unknown = set(item) - _FIELDS
        if unknown:
            raise QuestionError(f"{where}: unknown field(s) {sorted(unknown)}")
        for key in ("id", "text", "split", "style"):
            if not isinstance(item.get(key), str) or not item[key].strip():
                raise QuestionError(f"{where}.{key}: expected non-empty text")
        if item["id"] in seen:
            raise QuestionError(f"{where}.id: {item['id']!r} is used twice")
        seen.add(item["id"])
        if item["split"] not in SPLITS:
            raise QuestionError(f"{where}.split: expected one of {list(SPLITS)}")
        if item["style"] not in STYLES:
            raise QuestionError(f"{where}.style: expected one of {list(STYLES)}")
        sections = item.get("sections")
        if not isinstance(sections, list) or not all(isinstance(s, str) for s in sections):
            raise QuestionError(f"{where}.sections: expected a list of section ids ([] if none)")
        for section in sections:
            if section not in by_id:
                raise QuestionError(
                    f"{where}.sections: no section {section!r} in the knowledge base"
                )
            if not by_id[section].valid_on(business_date):
                raise QuestionError(
                    f"{where}.sections: {section!r} is not in force on {business_date}"
                )
        questions.append(
            LabelledQuestion(
                item["id"],
                item["text"],
                frozenset(sections),
                item["split"],
                item["style"],
                _sources(item.get("source", "documents"), where),
                _texts(item.get("says", []), f"{where}.says"),
                _texts(item.get("never", []), f"{where}.never"),
                _phone(item.get("phone"), where),
            )
        )
    return questions


def _sources(value: object, where: str) -> frozenset[str]:
    listed = [value] if isinstance(value, str) else value
    if not isinstance(listed, list) or not listed or not all(v in SOURCES for v in listed):
        raise QuestionError(f"{where}.source: expected one of {list(SOURCES)} or a list of them")
    return frozenset(listed)


def _texts(value: object, where: str) -> tuple[str, ...]:
    listed = [value] if isinstance(value, str) else value
    if not isinstance(listed, list) or not all(isinstance(v, str) and v for v in listed):
        raise QuestionError(f"{where}: expected a text or a list of texts")
    return tuple(listed)


def _phone(value: object, where: str) -> str | None:
    if value is not None and not (isinstance(value, str) and value.strip()):
        raise QuestionError(f"{where}.phone: expected a phone number")
    return value


@dataclass(frozen=True, slots=True)
class Outcome:
    """One question's retrieval, kept for scoring."""

    question: LabelledQuestion
    retrieval: Retrieval

    def rank_of_answer(self) -> int | None:
        """The position (from 1) of the first answering section among the candidates."""
        ranked = self.retrieval.ranked_ids
        return next((i for i, key in enumerate(ranked, 1) if key in self.question.sections), None)

    def found_at(self, k: int) -> bool:
        """Whether an answering section is in the top ``k`` candidates."""
        rank = self.rank_of_answer()
        return rank is not None and rank <= k

    def kept_answer(self) -> bool:
        """Whether the prune kept an answering section."""
        return bool(self.question.sections & set(self.retrieval.kept_ids))

    def leaked(self) -> tuple[str, ...]:
        """Candidate ids not in force on the business date (must always be empty)."""
        day = self.retrieval.business_date
        return tuple(c.id for c in self.retrieval.candidates if not c.chunk.valid_on(day))


def run(retriever: Retriever, questions: Iterable[LabelledQuestion], day: date) -> list[Outcome]:
    """Retrieve every question on ``day``."""
    return [Outcome(q, retriever.retrieve(q.text, day)) for q in questions]


def recall(outcomes: Sequence[Outcome], k: int) -> tuple[int, int]:
    """``(found, answerable)``: answerable questions with an answering section in the top k."""
    answerable = [o for o in outcomes if o.question.answerable]
    return sum(o.found_at(k) for o in answerable), len(answerable)


def recall_summary(outcomes: Sequence[Outcome]) -> str:
    """One line: recall@k of ``outcomes`` for every k of :data:`KS`, and kept by the prune
    (``-`` without an answerable question)."""
    answerable = [o for o in outcomes if o.question.answerable]
    if not answerable:
        return "-"
    cells = [f"@{k} {found}/{total}" for k in KS for found, total in [recall(answerable, k)]]
    kept = sum(o.kept_answer() for o in answerable)
    return ", ".join(cells) + f", kept by the prune {kept}/{len(answerable)}"


@dataclass(frozen=True, slots=True)
class Dial:
    """What the verdict did with the labelled questions at one set of thresholds.

    Attributes:
        thresholds: The thresholds.
        answered_right: Answerable, verdict correct, and the first chunk the answer stands on
            answers it.
        answered_wrong: Answerable, verdict correct, but the first chunk does not answer it.
        asked: Answerable, verdict ambiguous (a clarifying question).
        asked_with_answer: Of those, the ones whose buttons offer an answering section (one
            tap away from the answer).
        handed_over: Answerable, verdict incorrect (a person takes it).
        answerable: How many questions have an answer.
        unanswerable_answered: Unanswerable questions that got a confident answer (the costly
            mistake).
        unanswerable_asked: Unanswerable questions that got a clarifying question.
        unanswerable: How many have none.
    """

    thresholds: Thresholds
    answered_right: int
    answered_wrong: int
    asked: int
    asked_with_answer: int
    handed_over: int
    answerable: int
    unanswerable_answered: int
    unanswerable_asked: int
    unanswerable: int

    @property
    def abstention_rate(self) -> float:
        """Share of answerable questions the bot did not answer (asked or handed over)."""
        return (self.asked + self.handed_over) / self.answerable if self.answerable else 0.0


def dial(outcomes: Sequence[Outcome], thresholds: Thresholds) -> Dial:
    """Re-judge every question's kept chunks at ``thresholds`` (retrieval is not rerun)."""
    counts = dict.fromkeys(
        ("right", "wrong", "asked", "offered", "over", "un_answered", "un_asked"), 0
    )
    for outcome in outcomes:
        found = outcome.retrieval
        verdict = judge(
            found.kept, thresholds, offerable=offerable_sections(found.query, found.kept)
        )
        gold = outcome.question.sections
        if outcome.question.answerable:
            if verdict.kind is VerdictKind.CORRECT:
                counts["right" if verdict.answer_from[0].id in gold else "wrong"] += 1
            elif verdict.kind is VerdictKind.AMBIGUOUS and verdict.clarification is not None:
                counts["asked"] += 1
                counts["offered"] += any(b.id in gold for b in verdict.clarification.buttons)
            else:
                counts["over"] += 1
        elif verdict.kind is VerdictKind.CORRECT:
            counts["un_answered"] += 1
        elif verdict.kind is VerdictKind.AMBIGUOUS:
            counts["un_asked"] += 1
    answerable = sum(o.question.answerable for o in outcomes)
    return Dial(
        thresholds, counts["right"], counts["wrong"], counts["asked"], counts["offered"],
        counts["over"], answerable, counts["un_answered"], counts["un_asked"],
        len(outcomes) - answerable,
    )  # fmt: skip


def scaled(thresholds: Thresholds, factor: float) -> Thresholds:
    """Every threshold multiplied by ``factor`` (coverage capped at 1)."""
    return replace(
        thresholds,
        upper_similarity=thresholds.upper_similarity * factor,
        lower_similarity=thresholds.lower_similarity * factor,
        upper_coverage=min(1.0, thresholds.upper_coverage * factor),
        lower_coverage=min(1.0, thresholds.lower_coverage * factor),
        offer_similarity=thresholds.offer_similarity * factor,
        offer_coverage=min(1.0, thresholds.offer_coverage * factor),
        similar_coverage=min(1.0, thresholds.similar_coverage * factor),
    )


def _percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f} %)" if whole else "-"


def _table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def render(
    runs: Mapping[str, Sequence[Outcome]],
    thresholds: Thresholds,
    *,
    verbose: bool = False,
) -> str:
    """The report: recall@k per run and split, the dial, misses and leaks.

    Args:
        runs: Outcomes by run name (``lexical only``, ``hybrid``...), same questions in each.
        thresholds: The default thresholds (the dial sweeps around them).
        verbose: List every question's rank, not only the misses at k = 4.
    """
    lines: list[str] = ["## Recall@k (an answering section among the first k candidates)", ""]
    header = ["run", "questions", *(f"recall@{k}" for k in KS), "kept by prune"]
    rows = []
    for name, outcomes in runs.items():
        for split in ("all", *SPLITS):
            subset = [o for o in outcomes if split == "all" or o.question.split == split]
            found = [recall(subset, k) for k in KS]
            answerable = found[0][1]
            kept = sum(o.kept_answer() for o in subset if o.question.answerable)
            rows.append(
                [f"{name} ({split})", str(answerable), *(_percent(f, t) for f, t in found),
                 _percent(kept, answerable)]
            )  # fmt: skip
    lines += _table(header, rows)
    lines += ["", "## Recall@4 by writing style", ""]
    style_rows = []
    for style in STYLES:
        cells = []
        for outcomes in runs.values():
            subset = [o for o in outcomes if o.question.style == style]
            cells.append(_percent(*recall(subset, 4)))
        style_rows.append([style, *cells])
    lines += _table(["style", *runs], style_rows)
    lines += ["", "## The verdict as a dial (every threshold x factor)", ""]
    dial_rows = []
    for name, outcomes in runs.items():
        for factor in SWEEP_FACTORS:
            d = dial(outcomes, scaled(thresholds, factor))
            marker = " (default)" if factor == 1.0 else ""
            dial_rows.append(
                [f"{name} x{factor:.1f}{marker}", _percent(d.answered_right, d.answerable),
                 str(d.answered_wrong), f"{d.asked} ({d.asked_with_answer})", str(d.handed_over),
                 f"{100 * d.abstention_rate:.0f} %",
                 f"{d.unanswerable_answered}/{d.unanswerable}", str(d.unanswerable_asked)]
            )  # fmt: skip
    lines += _table(
        ["run", "answered right", "answered wrong", "asked (answer offered)", "handed over",
         "abstention",
         "unanswerable answered", "unanswerable asked"],
        dial_rows,
    )  # fmt: skip
    t = thresholds
    lines += [
        "",
        f"Default thresholds: similarity {t.lower_similarity:.2f}/{t.upper_similarity:.2f}, "
        f"coverage {t.lower_coverage:.2f}/{t.upper_coverage:.2f} (lower/upper).",
    ]
    for name, outcomes in runs.items():
        leaks = [(o.question.id, o.leaked()) for o in outcomes if o.leaked()]
        lines.append(
            f"{name}: sections not in force on the business date among candidates: "
            + (", ".join(f"{qid} {ids}" for qid, ids in leaks) if leaks else "none")
        )
        listed = [o for o in outcomes if o.question.answerable and (verbose or not o.found_at(4))]
        for o in listed:
            rank = o.rank_of_answer()
            top = ", ".join(o.retrieval.ranked_ids[:4])
            lines.append(
                f"  {name} {o.question.id} [{o.question.split}] rank {rank or '-'}: "
                f"{o.question.text!r} → {top}"
            )
    return "\n".join(lines)


# --- End to end: what the bot sent for each labelled question -------------------------------

ANSWER_CLASSES = ("right", "wrong section", "uncited", "asked", "handed over", "menu")
"""How a reply to a labelled question ends: answered citing a right section (and saying what
it must), answered citing a wrong one, answered citing nothing (from the account only), a
clarifying question, a hand-over, the menu."""


@dataclass(frozen=True, slots=True)
class AnswerOutcome:
    """What the bot did with one labelled question, as the end-to-end evaluation scores it.

    Attributes:
        question: The labelled question.
        source: Where the bot took the answer from (``account``, ``documents``, ``both``,
            ``none``), or ``out_of_scope`` for the menu.
        sent: ``answered``, ``asked``, ``handed over`` or ``menu``.
        citations: The sections the reply cites.
        offered: For a clarifying question: the sections its buttons offer.
        content_right: The reply says what the label says it must, and nothing it must not.
        ungrounded: An answer was sent that its evidence does not support.
    """

    question: LabelledQuestion
    source: str
    sent: str
    citations: tuple[str, ...]
    offered: tuple[str, ...]
    content_right: bool
    ungrounded: bool

    @property
    def route_right(self) -> bool:
        """The source is one the label allows."""
        return self.source in self.question.sources

    @property
    def answer_class(self) -> str:
        """One of ``ANSWER_CLASSES``."""
        if self.sent == "menu" and "out_of_scope" in self.question.sources:
            return "right"  # labelled for the technical desk: the menu is the right reply
        if self.sent != "answered":
            return self.sent
        if not self.citations:
            return "uncited"
        right = bool(self.question.sections & set(self.citations)) and self.content_right
        return "right" if right and not self.ungrounded else "wrong section"


@dataclass(frozen=True, slots=True)
class AnswerScore:
    """End-to-end scores of a set of labelled questions (one run, one split).

    Attributes:
        answerable: Questions some section in force answers.
        route_right: Of those, routed to a source the label allows.
        classes: Of those, how many ended in each of ``ANSWER_CLASSES``.
        asked_with_answer: Clarifying questions whose buttons offer a right section.
        unanswerable: Questions nothing in force answers.
        unanswerable_answered: Of those, answered citing a section (confidently wrong).
        ungrounded_sent: Answers sent that their evidence does not support (must be 0).
    """

    answerable: int
    route_right: int
    classes: Mapping[str, int]
    asked_with_answer: int
    unanswerable: int
    unanswerable_answered: int
    ungrounded_sent: int

    @property
    def accuracy(self) -> float:
        """Answer accuracy: answerable questions answered citing a right section, saying what
        they must and grounded, over all answerable questions."""
        return self.classes["right"] / self.answerable if self.answerable else 0.0

    @property
    def abstention(self) -> float:
        """Answerable questions not answered (asked, handed over, the menu), over all."""
        held = sum(self.classes[name] for name in ("asked", "handed over", "menu"))
        return held / self.answerable if self.answerable else 0.0

    @property
    def confident_wrong(self) -> int:
        """Answers citing a wrong section, plus unanswerable questions answered: the number
        that matters."""
        return self.classes["wrong section"] + self.unanswerable_answered


def score_answers(outcomes: Sequence[AnswerOutcome]) -> AnswerScore:
    """The end-to-end scores of ``outcomes``."""
    answerable = [o for o in outcomes if o.question.answerable]
    unanswerable = [o for o in outcomes if not o.question.answerable]
    classes = {name: sum(o.answer_class == name for o in answerable) for name in ANSWER_CLASSES}
    return AnswerScore(
        answerable=len(answerable),
        route_right=sum(o.route_right for o in answerable),
        classes=classes,
        asked_with_answer=sum(
            o.sent == "asked" and bool(o.question.sections & set(o.offered)) for o in answerable
        ),
        unanswerable=len(unanswerable),
        unanswerable_answered=sum(o.sent == "answered" and bool(o.citations) for o in unanswerable),
        ungrounded_sent=sum(o.ungrounded for o in outcomes),
    )


def render_answers(runs: Mapping[str, Sequence[AnswerOutcome]], *, verbose: bool = False) -> str:
    """The end-to-end table: per run and split, route accuracy, answer accuracy, how the rest
    ended, abstention, confident wrong answers and ungrounded replies sent; then the
    questions not answered right (all of them with ``verbose``, else the dev split's)."""
    lines = [
        "## End to end: what the bot sent (route, answer, abstention)",
        "",
        "answer accuracy: answered citing a right section, saying what the label says, "
        "grounded; abstention: asked, handed over or the menu; confident wrong: a wrong "
        "section cited, or an unanswerable question answered.",
        "",
    ]
    rows = []
    for name, outcomes in runs.items():
        for split in ("all", *SPLITS):
            subset = [o for o in outcomes if split == "all" or o.question.split == split]
            s = score_answers(subset)
            c = s.classes
            rows.append(
                [f"{name} ({split})", str(s.answerable), _percent(s.route_right, s.answerable),
                 _percent(c["right"], s.answerable), str(c["wrong section"]), str(c["uncited"]),
                 f"{c['asked']} ({s.asked_with_answer})", str(c["handed over"]), str(c["menu"]),
                 f"{100 * s.abstention:.0f} %",
                 f"{s.unanswerable_answered}/{s.unanswerable}", str(s.confident_wrong),
                 str(s.ungrounded_sent)]
            )  # fmt: skip
    lines += _table(
        ["run", "answerable", "route right", "answer accuracy", "wrong section", "uncited",
         "asked (answer offered)", "handed over", "menu", "abstention",
         "unanswerable answered", "confident wrong", "ungrounded sent"],
        rows,
    )  # fmt: skip
    for name, outcomes in runs.items():
        for o in outcomes:
            missed = o.question.answerable and o.answer_class != "right"
            wrong = not o.question.answerable and o.sent == "answered" and bool(o.citations)
            if (missed or wrong) and (verbose or o.question.split == "dev"):
                what = o.answer_class if missed else "answered though unanswerable"
                lines.append(
                    f"  {name} {o.question.id} [{o.question.split}] {what} via "
                    f"{o.source}: {o.question.text!r} → cites {list(o.citations)}"
                    + (f", offers {list(o.offered)}" if o.offered else "")
                )
    return "\n".join(lines)


def render_answer_dial(dials: Mapping[float, Sequence[AnswerOutcome]]) -> str:
    """The end-to-end dial: the same questions answered with every threshold scaled by each
    factor (hybrid), all splits together."""
    rows = []
    for factor, outcomes in dials.items():
        s = score_answers(outcomes)
        marker = " (default)" if factor == 1.0 else ""
        rows.append(
            [f"x{factor:.1f}{marker}", _percent(s.classes["right"], s.answerable),
             f"{s.classes['asked']} ({s.asked_with_answer})", str(s.classes["handed over"]),
             f"{100 * s.abstention:.0f} %", str(s.confident_wrong), str(s.ungrounded_sent)]
        )  # fmt: skip
    header = ["thresholds", "answer accuracy", "asked (answer offered)", "handed over",
              "abstention", "confident wrong", "ungrounded sent"]  # fmt: skip
    lines = ["## End to end as a dial (hybrid, every threshold x factor)", ""]
    return "\n".join(lines + _table(header, rows))
