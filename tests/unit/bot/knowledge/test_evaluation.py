"""Retrieval evaluation: labelled questions, recall@k, the verdict's dial, and the script."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from bot.knowledge import EmbeddedBackend, Retriever, Thresholds
from bot.knowledge.evaluation import (
    LabelledQuestion,
    QuestionError,
    dial,
    parse_questions,
    recall,
    render,
    run,
    scaled,
)
from tests.unit.bot.knowledge.support import DAY, WordHashEmbedder, small_chunks

ROOT = Path(__file__).resolve().parents[4]


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
     ({"sections": "mora-recargo"}, "questions[0].sections: expected a list")],
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


def test_the_dial_rejudges_the_same_retrievals_at_other_thresholds() -> None:
    """Loose thresholds answer everything (the pizza too); strict ones abstain."""
    chunks = small_chunks()
    outcomes = run(Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())), labelled(), DAY)
    loose = dial(outcomes, Thresholds(0.0, 0.0, 0.0, 0.0))
    assert (loose.answered_right, loose.unanswerable_answered) == (2, 1)
    assert loose.abstention_rate == 0.0
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


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "eval_retrieval", ROOT / "scripts" / "eval_retrieval.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_meets_the_recall_goal_on_the_shipped_questions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``make eval``'s retrieval half: every labelled section in the hybrid top 4."""
    assert load_script().main([]) == 0
    out = capsys.readouterr().out
    assert "| hybrid (all) | 98 |" in out
    assert "Goal (every labelled section in the hybrid top 4): met, 98/98." in out


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
    assert load_script().main(["--questions", str(bad)]) == 2
    assert f"{bad}:3: questions[0].sections: no section 'no-existe'" in capsys.readouterr().err
