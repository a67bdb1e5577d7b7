"""Retrieval end to end on a small knowledge base: filter first, hybrid, prune, verdict."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from billing_sim.bot.knowledge import (
    EmbeddedBackend,
    RetrievalSettings,
    Retriever,
    VerdictKind,
    default_retriever,
)
from billing_sim.bot.knowledge.__main__ import main as check_main
from billing_sim.bot.knowledge.backend import embedding_views
from billing_sim.bot.knowledge.chunks import chunk_sections
from billing_sim.bot.knowledge.documents import parse_files
from billing_sim.bot.knowledge.retriever import offerable_sections, plan_numbers
from billing_sim.bot.knowledge.verdict import Grade
from tests.unit.bot.knowledge.support import DAY, PAGOS, PROMOS, WordHashEmbedder, small_chunks


def retriever(*, vectors: bool = True) -> Retriever:
    chunks = small_chunks()
    return Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder() if vectors else None))


@pytest.mark.parametrize("vectors", [True, False])
def test_an_expired_or_future_promotion_never_reaches_a_candidate(vectors: bool) -> None:
    """Even a question that is the expired section's own words: the filter runs first."""
    found = retriever(vectors=vectors).retrieve("descuento de vacaciones del 50 % en agosto", DAY)
    assert "promo-vieja" not in found.ranked_ids
    assert "promo-futura" not in found.ranked_ids
    assert found.eligible == 3


def test_the_same_question_finds_the_expired_section_while_it_was_in_force() -> None:
    """The filter is the business date's, not a list of deleted sections."""
    found = retriever().retrieve("descuento de vacaciones", date(2026, 8, 15))
    assert found.ranked_ids[0] == "promo-vieja"


def test_hybrid_retrieval_answers_a_plain_question_from_the_right_section() -> None:
    """A fee question: the fee's section first, kept, and a confident verdict."""
    found = retriever().retrieve("¿Qué cuesta la reconexión?", DAY)
    assert found.ranked_ids[0] == "mora-reconexion"
    assert found.kept_ids[0] == "mora-reconexion"
    first = found.candidates[0]
    assert first.lexical_rank == 1
    assert first.vector_rank is not None
    assert first.full_text_hit
    assert found.verdict.kind is VerdictKind.CORRECT
    assert found.verdict.answer_from[0].id == "mora-reconexion"


def test_kept_chunks_are_candidates_in_fused_order() -> None:
    """The prune only removes; a draft may cite only what was kept."""
    found = retriever().retrieve("me cobraron mora y reconexion", DAY)
    assert set(found.kept_ids) <= set(found.ranked_ids)
    order = [found.ranked_ids.index(key) for key in found.kept_ids]
    assert order == sorted(order)


def test_an_off_topic_question_is_handed_over() -> None:
    """Nothing in the knowledge base: incorrect, no draft, no question."""
    found = retriever().retrieve("quiero pedir una pizza con queso", DAY)
    assert found.verdict.kind is VerdictKind.INCORRECT
    assert found.verdict.answer_from == ()


def test_identical_runs_give_identical_results() -> None:
    """Ties broken by id everywhere: two runs, two retrievers, the same ranking."""
    first = retriever().retrieve("descuento", DAY)
    second = retriever().retrieve("descuento", DAY)
    assert first.ranked_ids == second.ranked_ids
    assert [c.fused for c in first.candidates] == [c.fused for c in second.candidates]


def test_lexical_only_retrieval_has_no_similarities() -> None:
    """Without an embedder the vector side is empty and the verdict uses coverage."""
    found = retriever(vectors=False).retrieve("multa por pagar tarde", DAY)
    assert found.ranked_ids[0] == "mora-recargo"
    assert all(c.similarity is None and c.vector_rank is None for c in found.candidates)
    assert found.verdict.kind is VerdictKind.CORRECT


def test_chunks_are_embedded_once_with_several_views_each() -> None:
    """Title, each keyword phrase and each paragraph; the question once per retrieval."""
    chunks = small_chunks()
    embedder = WordHashEmbedder()
    backend = EmbeddedBackend(chunks, embedder)
    assert len(embedder.calls) == 1
    assert len(embedder.calls[0]) == sum(len(embedding_views(c)) for c in chunks)
    assert embedding_views(chunks[0])[:2] == ["pagos > recargo por pago tardio", "pago"]
    Retriever(chunks, backend).retrieve("mora", DAY)
    assert embedder.calls[1] == ["mora"]


def test_settings_reach_every_step() -> None:
    """Width, prune minimum and thresholds are the retriever's knobs."""
    chunks = small_chunks()
    settings = RetrievalSettings(wide=1, minimum=1)
    found = Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder()), settings).retrieve(
        "descuento bienvenida", DAY
    )
    assert len(found.candidates) == 1
    assert len(found.kept) == 1


def test_the_default_retriever_reads_a_folder_of_documents(tmp_path: Path) -> None:
    """Any folder in the documents' format replaces the shipped knowledge base."""
    (tmp_path / "pagos.md").write_text(PAGOS, encoding="utf-8")
    found = default_retriever(tmp_path, embedder=WordHashEmbedder()).retrieve("multa", DAY)
    assert found.ranked_ids[0] == "mora-recargo"


def test_the_check_command_reports_problems_with_their_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m billing_sim.bot.knowledge check DIR``: ok and 0, or every problem and 1."""
    (tmp_path / "pagos.md").write_text(PAGOS, encoding="utf-8")
    assert check_main(["check", str(tmp_path)]) == 0
    assert "2 sections in 1 files: ok" in capsys.readouterr().out
    (tmp_path / "promos.md").write_text(
        PROMOS.replace("id: promo-vieja", "id: Vieja"), encoding="utf-8"
    )
    assert check_main(["check", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "promos.md:9: id 'Vieja': lower-case letters, digits and dashes only" in err
    assert check_main(["check", str(tmp_path / "nada")]) == 2
    assert check_main(["check"]) == 0


def test_a_section_picked_from_the_buttons_is_kept_alone_while_in_force() -> None:
    """``section=``: that chunk alone, verdict correct (graded chosen), when in force that
    day; an expired or unknown one keeps nothing (incorrect). The ranking is still there."""
    found = retriever().retrieve("que pasa si pago tarde", DAY, section="mora-recargo")
    assert found.kept_ids == ("mora-recargo",)
    assert found.verdict.kind is VerdictKind.CORRECT
    assert found.verdict.grades == (("mora-recargo", Grade.CHOSEN),)
    assert found.candidates
    offside = retriever().retrieve("hola", DAY, section="promo-vigente")  # not ranked: built
    assert offside.kept_ids == ("promo-vigente",)
    assert offside.kept[0].lexical_rank is None
    for gone in ("promo-vieja", "promo-futura", "no-such-section"):
        expired = retriever().retrieve("promo", DAY, section=gone)
        assert (expired.kept, expired.verdict.kind) == ((), VerdictKind.INCORRECT)


@pytest.mark.parametrize("question", ["venden laptops?", "venden televisores?", "alquilan sillas?"])
def test_a_section_sharing_only_the_offering_verb_is_not_offered(question: str) -> None:
    """ "¿Venden laptops?" asks about laptops: the discontinued plan's section ("ya no
    venden") shares only the verb, so nothing is offered and the question is handed over."""
    found = default_retriever(lexical_only=True).retrieve(question, date(2026, 11, 20))
    assert offerable_sections(found.query, found.kept) == frozenset()
    assert found.verdict.kind is VerdictKind.INCORRECT


def test_an_offering_verb_beside_a_known_subject_still_offers_that_subject() -> None:
    """ "¿Tienen cobertura en Tucupita?" (a town no section names): the coverage section
    names the subject it shares."""
    found = default_retriever(lexical_only=True).retrieve(
        "tienen cobertura en tucupita?", date(2026, 11, 20)
    )
    assert "instalacion-cobertura" in (offerable_sections(found.query, found.kept) or ())


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("todavia esta la promo de vacaciones del 50 %?", ("promo-vieja",)),
        ("van a dar descuento en navidad?", ("promo-futura",)),
    ],
)
def test_a_question_about_a_rule_not_in_force_is_handed_over_though_it_shares_words(
    question: str, named: tuple[str, ...]
) -> None:
    """The question names a word only the heading of a section out of force has, and that
    section covers it best: it is about that rule, so the current promotion it also shares
    "promo" or "descuento" with does not answer it."""
    found = retriever().retrieve(question, DAY)
    assert found.out_of_force == named
    assert found.verdict.kind is VerdictKind.INCORRECT


@pytest.mark.parametrize(
    "question",
    ["vi que en agosto hubo una promo del 50 %, todavia me la pueden aplicar?",
     "en julio habia una promo del 50 %, me la dan todavia?"],
)  # fmt: skip
def test_a_promotion_named_by_a_month_it_ran_in_is_that_ended_one(question: str) -> None:
    """A promotion named with a month an ended one ran in, not by its name: it is that one,
    so nothing in force answers it."""
    found = retriever().retrieve(question, DAY)
    assert found.out_of_force == ("promo-vieja",)
    assert found.verdict.kind is VerdictKind.INCORRECT


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("todavia sigue la promo del 50%? la quiero", ("promo-vieja",)),
        ("el descuento del 50 por ciento me lo pueden poner?", ("promo-vieja",)),
        ("hasta cuando dura la promo del 20%?", ()),
        ("tengo fibra 50, que promo hay?", ()),
    ],
)
def test_a_promotion_named_by_a_percent_only_an_ended_one_gave_is_that_one(
    question: str, named: tuple[str, ...]
) -> None:
    """A promotion named by its percent, when only an ended promotion's keywords give that
    percent, is the ended one; a percent a promotion in force gives, or a number that is no
    percent (a plan's), names none."""
    found = retriever().retrieve(question, DAY)
    assert found.out_of_force == named
    if named:
        assert found.verdict.kind is VerdictKind.INCORRECT


def test_a_month_without_a_promotion_named_is_no_ended_promotion() -> None:
    """ "Agosto" alone dates something else ("en agosto pagué tarde"): no rule out of force."""
    found = retriever().retrieve("en agosto pague tarde, cuanto es el recargo?", DAY)
    assert found.out_of_force == ()


def test_a_question_naming_no_rule_out_of_force_keeps_its_verdict() -> None:
    """Words every section may share ("descuento") name no rule out of force; the same
    question the day the rule is in force is answered from it."""
    found = retriever().retrieve("descuento de bienvenida para cliente nuevo", DAY)
    assert found.out_of_force == ()
    assert found.verdict.kind is VerdictKind.CORRECT
    in_force = retriever().retrieve("promo de vacaciones", date(2026, 8, 15))
    assert in_force.out_of_force == ()


def test_a_month_in_the_heading_of_a_rule_out_of_force_does_not_name_it() -> None:
    """ "Promo vacaciones" is named by "vacaciones"; a heading's month dates a rule, so a
    question about August names no rule out of force."""
    chunks = chunk_sections(parse_files([("planes.md", OLD_PRICES), ("pagos.md", PAGOS)]))
    found = Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder())).retrieve(
        "me cortaron en agosto, cuanto cuesta la reconexion?", DAY
    )
    assert found.out_of_force == ()


OLD_PRICES = """---
updated: 2026-11-01
---
# Planes

## Tarifas de agosto
<!--
id: precios-agosto
valid_from: 2026-08-01
valid_to: 2026-08-31
keywords: precios viejos
-->

Fibra 300 a USD 32,00 en agosto.
"""


def test_a_word_of_a_rule_out_of_force_used_in_passing_leaves_the_rule_in_force() -> None:
    """ "navidad" names the future promotion, but "¿en navidad cobran recargo por mora si pago
    tarde?" is the late fee's question: its section covers more of it."""
    found = retriever().retrieve("en navidad cobran recargo por mora si pago tarde?", DAY)
    assert found.out_of_force == ()
    assert found.kept_ids[0] == "mora-recargo"


@pytest.mark.parametrize(
    "question",
    ["puedo dejar la cuenta congelada unos meses mientras estoy fuera del pais sin pagar",
     "tienen plan de internet movil con chip pa usar en el carro cuando viajo",
     "oye y si me voy tres meses pa chile puedo pausar la cuenta sin que me sigan cobrando"],
)  # fmt: skip
def test_a_long_question_the_documents_do_not_treat_is_handed_over(question: str) -> None:
    """Over the shipped documents: a specific question no section covers meets sections
    sharing its incidental words ("meses", "internet", "cuenta"); it is handed over, not
    answered and not asked back with their buttons."""
    found = default_retriever().retrieve(question, date(2026, 11, 20))
    assert found.verdict.kind is VerdictKind.INCORRECT
    assert found.verdict.clarification is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [("cuanto sale la fibra 1000", {"1000"}), ("el plan de 100 tiene limite?", {"100"}),
     ("tengo 300 megas y me llegan 40", {"300"}), ("pague 25 dolares el dia 15", set())],
)  # fmt: skip
def test_plan_numbers_are_those_next_to_a_plan_or_a_speed(text: str, expected: set[str]) -> None:
    """A number names a plan after "fibra"/"plan" or before "megas"; a day or an amount
    does not (the section explaining them rarely repeats them)."""
    assert plan_numbers(text) == expected


@pytest.mark.parametrize(
    ("question", "section"),
    [("nos vamos a vivir a españa el año que viene, como hago para entregar el servicio?",
      "cambio-baja"),
     ("me mudo a panama y quiero entregar los equipos, donde los llevo?", "cambio-baja"),
     ("si hoy firmo el contrato para mi oficina en barquisimeto, en cuantos dias para "
      "instalar la fibra?", "instalacion-nueva"),
     ("cuantos dias para instalar en un edificio de puerto ordaz, y que documentos piden?",
      "instalacion-nueva"),
     ("la universidad tiene providencia administrativa de exoneracion, que hacemos?",
      "impuestos-exencion"),
     ("que porcentaje me cobran de iva en el internet", "impuestos-iva"),
     ("what percentage is the tax on my plan", "impuestos-iva"),
     ("how much to turn it back on after they cut me off?", "mora-reconexion"),
     ("nos vamos del pais en marzo, que hacemos con el internet y el aparato?", "cambio-baja"),
     ("tengo un descuento y me ofrecieron otro descuento, me dejan los dos al mismo tiempo?",
      "promo-condiciones"),
     ("voy a poner una queja por un cobro, en cuanto tiempo me responden?",
      "atencion-reclamos"),
     ("ya pague, me cobran algo por volver a conectarme?", "mora-reconexion"),
     ("estoy suspendido, me siguen facturando el plan igual?", "mora-suspension"),
     ("when do you send the bill each month?", "facturacion-ciclo"),
     ("mi hijo descarga mucho, me van a cobrar extra por eso?", "planes-consumo-datos"),
     ("how is the billing for that month if I change plan in the middle of the month?",
      "cambio-prorrateo"),
     # English function words and the words of when a payment shows ("reflected", "cash",
     # "office", "right away", "days")
     ("when I pay with my card at the office is it reflected right away or does it take days?",
      "pagos-reflejo"),
     ("if I pay in cash at your office, how many days until it is reflected?", "pagos-reflejo"),
     # months suspended and the contract lost
     ("que pasa si dejo pasar meses sin pagar estando suspendido, me quitan el contrato?",
      "mora-suspension")],
)  # fmt: skip
def test_customers_words_for_a_situation_name_its_section(question: str, section: str) -> None:
    """Keywords carry customers' words for each section's situation: "entregar" the service
    or the equipment when leaving, the days "para instalar", a school or a "providencia"
    exempting from VAT (the shipped knowledge base and model)."""
    found = default_retriever().retrieve(question, date(2026, 11, 20))
    assert found.verdict.kind is VerdictKind.CORRECT
    assert found.verdict.answer_from[0].id == section
