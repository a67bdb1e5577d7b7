"""Retrieval evaluation: labelled questions, recall@k, the verdict's dial, and the script."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from billing_sim.bot.knowledge import EmbeddedBackend, Retriever, Thresholds
from evaluation.retrieval import (
    AnswerOutcome,
    LabelledQuestion,
    QuestionError,
    dial,
    parse_questions,
    recall,
    recall_summary,
    render,
    render_answer_dial,
    render_answers,
    run,
    scaled,
    score_answers,
)
from tests.support.scripts import load_script
from tests.unit.bot.knowledge.support import DAY, WordHashEmbedder, small_chunks


def locate(index: int) -> str:
    return f"q.yaml:{index + 3}: questions[{index}]"


def item(**changes: object) -> dict[str, object]:
    values: dict[str, object] = {
        "id": "q1", "text": "multa", "sections": ["mora-recargo"], "split": "dev", "style": "plain",
    }  # fmt: skip
    values.update(changes)
    return values


@pytest.mark.parametrize(
    ("changes", "message"),
    [({"sections": ["no-existe"]}, "q.yaml:3: questions[0].sections: no section 'no-existe'"),
     ({"sections": ["promo-vieja"]}, "'promo-vieja' is not in force on 2026-11-20"),
     ({"split": "train"}, "questions[0].split: expected one of ['dev', 'test']"),
     ({"style": "shouting"}, "questions[0].style: expected one of"),
     ({"text": ""}, "questions[0].text: expected non-empty text"),
     ({"extra": 1}, "questions[0]: unknown field(s) ['extra']"),
     ({"sections": "mora-recargo"}, "questions[0].sections: expected a list"),
     ({"source": "web"}, "questions[0].source: expected one of ['documents', 'both'"),
     ({"source": []}, "questions[0].source: expected one of"),
     ({"says": [1]}, "questions[0].says: expected a text or a list of texts"),
     ({"phone": ""}, "questions[0].phone: expected a phone number")],
)  # fmt: skip
def test_a_malformed_question_names_its_line_and_field(
    changes: dict[str, object], message: str
) -> None:
    """Labels are checked against the knowledge base on the evaluation's date."""
    with pytest.raises(QuestionError, match=re.escape(message)):
        parse_questions([item(**changes)], locate, small_chunks(), DAY)


def test_an_id_used_twice_is_refused() -> None:
    """Each question is reported by id; two with one id would be confused."""
    with pytest.raises(QuestionError, match=r"questions\[1\]\.id: 'q1' is used twice"):
        parse_questions([item(), item()], locate, small_chunks(), DAY)


def labelled() -> list[LabelledQuestion]:
    items = [
        item(id="multa", text="multa por atraso", sections=["mora-recargo"]),
        item(
            id="reconexion", text="reconexion urgente", sections=["mora-reconexion"], split="test"
        ),
        item(id="pizza", text="pizza con queso", sections=[]),
    ]
    return parse_questions(items, locate, small_chunks(), DAY)


def test_recall_counts_answerable_questions_found_in_the_top_k() -> None:
    """Unanswerable questions do not count in recall."""
    chunks = small_chunks()
    outcomes = run(Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())), labelled(), DAY)
    assert recall(outcomes, 1) == (2, 2)
    assert [o.rank_of_answer() for o in outcomes] == [1, 1, None]
    assert all(o.leaked() == () for o in outcomes)


def test_the_recall_summary_gives_every_k_and_the_prune_over_answerable_questions() -> None:
    """One line per set of cases: recall at each k and kept by the prune; "-" when no
    question is answerable."""
    chunks = small_chunks()
    outcomes = run(Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())), labelled(), DAY)
    assert recall_summary(outcomes) == "@1 2/2, @2 2/2, @4 2/2, @8 2/2, kept by the prune 2/2"
    assert recall_summary([o for o in outcomes if not o.question.answerable]) == "-"


def test_the_dial_rejudges_the_same_retrievals_at_other_thresholds() -> None:
    """Loose thresholds (and no tie rule) answer everything (the pizza too); strict ones
    abstain; at zero thresholds every chunk is vouched for by both signals, so the tie rule
    alone turns the pizza's answer into a question."""
    chunks = small_chunks()
    outcomes = run(Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())), labelled(), DAY)
    loose = dial(outcomes, Thresholds(0.0, 0.0, 0.0, 0.0, similar_coverage=0.0, lead=0.0))
    assert (loose.answered_right, loose.unanswerable_answered) == (2, 1)
    assert loose.abstention_rate == 0.0
    tied = dial(outcomes, Thresholds(0.0, 0.0, 0.0, 0.0, similar_coverage=0.0))
    assert (tied.unanswerable_answered, tied.unanswerable_asked) == (0, 1)
    strict = dial(outcomes, Thresholds(1.0, 1.0, 1.0, 1.0))
    assert strict.answered_right == 0
    assert strict.handed_over + strict.asked == 2
    assert strict.abstention_rate == 1.0
    assert strict.unanswerable_answered == 0


def test_scaling_thresholds_caps_coverage_at_one() -> None:
    """The sweep multiplies every threshold; coverage is a share and stays within 0..1."""
    doubled = scaled(Thresholds(0.6, 0.5, 0.8, 0.6), 2.0)
    assert (doubled.upper_similarity, doubled.lower_similarity) == (1.2, 1.0)
    assert (doubled.upper_coverage, doubled.lower_coverage) == (1.0, 1.0)


def test_the_report_puts_lexical_and_hybrid_side_by_side() -> None:
    """Recall@k per run and split, recall@4 by style, the dial, and the leak line."""
    chunks = small_chunks()
    runs = {
        "lexical only": run(Retriever(chunks, EmbeddedBackend(chunks, None)), labelled(), DAY),
        "hybrid": run(
            Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())), labelled(), DAY
        ),
    }
    report = render(runs, Thresholds())
    assert "| lexical only (all) | 2 | 2/2 (100 %) |" in report
    assert "| hybrid (test) | 1 | 1/1 (100 %) |" in report
    assert "| plain | 2/2 (100 %) | 2/2 (100 %) |" in report
    assert "hybrid x1.0 (default)" in report
    assert "hybrid: sections not in force on the business date among candidates: none" in report


def test_the_script_meets_the_recall_goal_on_the_shipped_questions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``make eval``'s document half: every labelled section in the hybrid top 4, then the
    whole bot end to end, hybrid and lexical only, and the end-to-end dial."""
    assert load_script("eval_retrieval").main([]) == 0
    out = capsys.readouterr().out
    assert "| hybrid (all) | 98 |" in out
    assert "Goal (every labelled section in the hybrid top 4): met, 98/98." in out
    assert "## End to end: what the bot sent" in out
    assert re.search(r"\| hybrid \(all\) \| 98 \| \d+/98 \(\d+ %\) \| \d+/98", out)
    assert "| lexical only (test) | 48 |" in out
    assert "## End to end as a dial" in out
    assert re.search(r"\| x1\.0 \(default\) \| .* \| 0 \|\n", out)  # nothing ungrounded


def test_the_script_reports_a_bad_questions_file_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 2 and ``file:line: field`` for a label naming no section."""
    bad = tmp_path / "q.yaml"
    bad.write_text(
        "business_date: 2026-11-20\nquestions:\n"
        "  - {id: a, text: mora, sections: [no-existe], split: dev, style: plain}\n",
        encoding="utf-8",
    )
    assert load_script("eval_retrieval").main(["--questions", str(bad)]) == 2
    assert f"{bad}:3: questions[0].sections: no section 'no-existe'" in capsys.readouterr().err


def test_labels_say_where_a_right_reply_comes_from_and_what_it_says() -> None:
    """``source`` is one value or a list (``documents`` by default); says/never and a
    sender are optional."""
    (plain,) = parse_questions([item()], locate, small_chunks(), DAY)
    assert (plain.sources, plain.says, plain.never, plain.phone) == (
        frozenset({"documents"}), (), (), None,
    )  # fmt: skip
    (mixed,) = parse_questions(
        [item(source=["documents", "both"], says="USD 3,00", never=["Bs."], phone="+58414")],
        locate, small_chunks(), DAY,
    )  # fmt: skip
    assert (mixed.sources, mixed.says, mixed.never, mixed.phone) == (
        frozenset({"documents", "both"}), ("USD 3,00",), ("Bs.",), "+58414",
    )  # fmt: skip


def question(qid: str, sections: tuple[str, ...], split: str = "dev", **extra: object) -> Any:
    return LabelledQuestion(qid, "?", frozenset(sections), split, "plain", **extra)  # type: ignore[arg-type]


def answer(q: LabelledQuestion, sent: str, cites: tuple[str, ...] = (), **extra: Any) -> Any:
    values: dict[str, Any] = {"source": "documents", "offered": (), "content_right": True,
                              "ungrounded": False}  # fmt: skip
    values.update(extra)
    return AnswerOutcome(q, values.pop("source"), sent, cites, **values)


def test_an_answer_is_right_only_citing_a_right_section_saying_the_right_things() -> None:
    """Each way a reply ends has its class; the menu is right only where labelled so."""
    q = question("q", ("mora-recargo",))
    assert answer(q, "answered", ("mora-recargo",)).answer_class == "right"
    assert answer(q, "answered", ("pagos-metodos",)).answer_class == "wrong section"
    assert answer(q, "answered", ("mora-recargo",), content_right=False).answer_class == (
        "wrong section"
    )
    assert answer(q, "answered", ("mora-recargo",), ungrounded=True).answer_class == (
        "wrong section"
    )
    assert answer(q, "answered").answer_class == "uncited"
    assert answer(q, "asked").answer_class == "asked"
    assert answer(q, "menu").answer_class == "menu"
    technical = question("t", ("fallas-reportar",), sources=frozenset({"out_of_scope"}))
    assert answer(technical, "menu", source="out_of_scope").answer_class == "right"
    assert answer(q, "answered", source="both").route_right is False


def test_answer_scores_count_accuracy_abstention_and_confident_wrong_answers() -> None:
    """Accuracy over the answerable; abstention = asked + handed over + menu; confident
    wrong = a wrong section cited + an unanswerable question answered with a citation."""
    a, b, c, d = (question(n, ("mora-recargo",)) for n in "abcd")
    none = question("n", ())
    outcomes = [
        answer(a, "answered", ("mora-recargo",)),
        answer(b, "answered", ("pagos-metodos",)),
        answer(c, "asked", offered=("mora-recargo", "human")),
        answer(d, "handed over"),
        answer(none, "answered", ("promo-vigente",), ungrounded=True),
    ]
    s = score_answers(outcomes)
    assert (s.answerable, s.route_right, s.unanswerable, s.unanswerable_answered) == (4, 4, 1, 1)
    assert (s.accuracy, s.abstention, s.confident_wrong) == (0.25, 0.5, 2)
    assert (s.asked_with_answer, s.ungrounded_sent) == (1, 1)
    assert score_answers([]).accuracy == score_answers([]).abstention == 0.0
    table = render_answers({"hybrid": outcomes})
    row = "| 4 | 4/4 (100 %) | 1/4 (25 %) | 1 | 0 | 1 (1) | 1 | 0 | 50 % | 1/1 | 2 | 1 |"
    assert f"| hybrid (all) {row}" in table
    assert "hybrid b [dev] wrong section via documents" in table
    assert "hybrid n [dev] answered though unanswerable via documents" in table
    dial_table = render_answer_dial({0.9: outcomes, 1.0: outcomes})
    assert "| x1.0 (default) | 1/4 (25 %) | 1 (1) | 1 | 50 % | 2 | 1 |" in dial_table
