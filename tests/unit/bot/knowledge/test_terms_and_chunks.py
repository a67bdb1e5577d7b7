"""Search terms (folding, stop words, plurals, one-slip typos, coverage) and chunking."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import date

import pytest

from billing_sim.bot.knowledge.chunks import chunk_section, valid_on
from billing_sim.bot.knowledge.documents import Section, parse_files
from billing_sim.bot.knowledge.terms import (
    QueryTerm,
    all_present,
    coverage,
    diminished,
    expand,
    inverse_document_frequencies,
    names_the_unknown,
    phrase_weight,
    phrases,
    slip,
    stem,
    terms,
    without_clitics,
)
from tests.unit.bot.knowledge.support import DAY, PAGOS, small_chunks


@pytest.mark.parametrize(
    ("word", "expected"),
    [("planes", "plan"), ("promociones", "promocion"), ("facturas", "factura"),
     ("meses", "mes"), ("megas", "mega"), ("cortes", "corte"), ("mes", "mes"),
     ("300", "300"), ("iva", "iva"), ("express", "express")],
)  # fmt: skip
def test_stem_takes_spanish_plurals_to_the_singular(word: str, expected: str) -> None:
    """Regular plurals only: short words and digits are left alone."""
    assert stem(word) == expected


def test_terms_fold_accents_shorthand_and_drop_stop_words() -> None:
    """What a customer types and what an editor writes reduce to the same terms."""
    assert terms("¿Cuánto cuesta la RECONEXIÓN?") == ["cuanto", "cuesta", "reconexion"]
    assert terms("xq me cobraron la fatura") == ["cobraron", "factura"]
    assert terms("hola, buenas") == []


def test_a_known_term_matches_itself_and_an_unknown_one_its_one_slip_neighbours() -> None:
    """Typos of five letters or more find the vocabulary word one edit away."""
    vocabulary = {"reconexion", "mantenimiento", "iva", "mes"}
    expanded = expand(["reconexion", "mantenimeinto", "iba", "pizza", "reconexion"], vocabulary)
    assert [(t.term, set(t.variants)) for t in expanded] == [
        ("reconexion", {"reconexion"}),
        ("mantenimeinto", {"mantenimiento"}),
        ("iba", set()),
        ("pizza", set()),
    ]


def test_whatsapp_clipped_function_words_are_stop_words() -> None:
    """ "pa" (para), "uds" (ustedes), "alla" carry no topic; unknown to every section, each
    would weigh as the rarest term and halve the share of the question a section covers."""
    assert terms("pa un familiar en maracaibo, uds llegan hasta alla?") == [
        "familiar", "maracaibo", "llegan", "hasta",
    ]  # fmt: skip


def test_the_first_persons_of_ser_estar_and_poder_are_stop_words() -> None:
    """Like "es", "estoy" and "puedo": "somos" and "podemos" say who asks, not about what."""
    assert terms("somos una asociacion, podemos pedir la exencion?") == [
        "asociacion", "pedir", "exencion",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("word", "plain"),
    [("aparatico", "aparato"), ("baratica", "barata"), ("bombillito", "bombillo"),
     ("poquito", "poco"), ("lentisimo", "lento"), ("cafecito", "cafe")],
)  # fmt: skip
def test_a_diminutive_or_superlative_stands_for_its_plain_word(word: str, plain: str) -> None:
    """Customers write "el aparatico", "baratica", "lentísimo"; the sections say "aparato",
    "barata", "lento", and one typing slip never bridges a whole suffix."""
    assert plain in diminished(word)
    assert [t.variants for t in expand([word], {plain, "aparcamiento"})] == [frozenset({plain})]


def test_a_word_without_a_diminutive_ending_has_no_plain_word() -> None:
    """Only the endings, and only with a stem of two letters or more ("cita" is a word)."""
    assert diminished("factura") == ()
    assert diminished("cita") == ()


@pytest.mark.parametrize(
    ("typed", "word", "is_slip"),
    [("mantenimeinto", "mantenimiento", True), ("inpuesto", "impuesto", True),
     ("vecina", "vecino", True), ("apague", "pague", False), ("norte", "corte", False),
     ("gente", "agente", False)],
)  # fmt: skip
def test_a_typing_slip_keeps_the_first_letter(typed: str, word: str, is_slip: bool) -> None:
    """One letter inserted, dropped, replaced or swapped, but not the first: a change there is
    rarely a typo and often another word ("apagué" the router is not "pagué" the bill)."""
    assert slip(typed, word) is is_slip
    expanded = expand([typed], {word})
    assert expanded[0].variants == (frozenset({word}) if is_slip else frozenset())


@pytest.mark.parametrize(
    ("typed", "word", "is_slip"),
    [("sedula", "cedula", True), ("zervicio", "servicio", True), ("vajar", "bajar", True),
     ("bolver", "volver", True), ("cobre", "sobre", False), ("sola", "cola", False),
     ("sedulas", "cedula", False), ("pedula", "cedula", False)],
)  # fmt: skip
def test_a_first_letter_spelt_as_it_sounds_is_a_slip(typed: str, word: str, is_slip: bool) -> None:
    """Writing by ear changes the first letter only between b and v, or between s, c and z
    before e or i ("sedula" is "cédula"); "cobre" is not "sobre", and a second change on top
    ("sedulas" for "cedula") is no slip."""
    assert slip(typed, word) is is_slip


def test_a_keyword_phrase_names_a_situation_with_two_words_or_more() -> None:
    """A phrase keeps its terms in order; a single word, a product ("fibra 300") and a
    question word with one other ("cuanto cuesta") name no situation."""
    keywords = ("me voy del pais", "ont", "fibra 300", "cuanto cuesta", "pagar en cuotas")
    assert phrases(keywords) == (("voy", "pai"), ("pagar", "cuota"))


def test_a_phrase_counts_when_said_whole_in_order_and_weighs_its_rarity() -> None:
    """Its words in a row (stop words between them dropped) and in order; the heaviest
    phrase said gives the weight, 0 when none is."""
    idf = {"pagar": 1.0, "cuota": 3.0, "dia": 0.5, "pago": 0.5}
    section = phrases(("pagar en cuotas", "dia de pago"))

    def said(text: str) -> list[frozenset[str]]:
        return [frozenset({word}) for word in terms(text)]

    assert phrase_weight(said("puedo pagar en cuotas lo que debo"), section, idf) == 4.0
    assert phrase_weight(said("cuotas, las puedo pagar?"), section, idf) == 0.0
    assert phrase_weight(said("que dia sale la factura del pago"), section, idf) == 0.0
    assert phrase_weight(said("cual es el dia de pago"), section, idf) == 1.0


def test_coverage_is_the_rarity_weighted_share_of_the_question_found() -> None:
    """A rare term weighs more than a common one; an unknown term weighs as the rarest."""
    documents = [{"pago", "mora"}, {"pago", "movil"}, {"pago"}]
    idf = inverse_document_frequencies(documents)
    assert idf["pago"] == pytest.approx(math.log(2))
    assert idf["mora"] == pytest.approx(math.log(4))
    query = (QueryTerm("pago", frozenset({"pago"})), QueryTerm("mora", frozenset({"mora"})))
    assert coverage(query, {"pago", "mora"}, idf) == pytest.approx(1.0)
    assert coverage(query, {"pago"}, idf) == pytest.approx(math.log(2) / math.log(8))
    off_topic = (*query, QueryTerm("pizza", frozenset()))
    assert coverage(off_topic, {"pago", "mora"}, idf) == pytest.approx(3 / 5)
    assert coverage((), {"pago"}, idf) == 0.0


def test_a_full_text_hit_contains_every_term_the_knowledge_base_knows() -> None:
    """Words no section has ("ayer") cannot count against one; at least one must be known."""
    query = (
        QueryTerm("reconexion", frozenset({"reconexion"})),
        QueryTerm("ayer", frozenset()),
    )
    assert all_present(query, {"reconexion", "servicio"})
    assert not all_present((*query, QueryTerm("iva", frozenset({"iva"}))), {"reconexion"})
    assert not all_present((QueryTerm("ayer", frozenset()),), {"reconexion"})


def test_a_chunk_keeps_its_parent_heading_in_its_text() -> None:
    """``Document > Section`` opens the text; the keywords are searched but not shown."""
    chunk = small_chunks()[0]
    assert chunk.title == "Pagos > Recargo por pago tardío"
    assert chunk.text.startswith("Pagos > Recargo por pago tardío\n\nSi pagas después")
    assert "multa" not in chunk.text
    assert {"multa", "pago", "tardio", "recargo"} <= chunk.terms
    assert chunk.search_text.endswith("pague tarde")


def test_one_section_is_one_chunk() -> None:
    """Chunking never splits a section (a fee table stays whole)."""
    chunks = small_chunks()
    assert [c.id for c in chunks] == [
        "mora-recargo", "mora-reconexion", "promo-vieja", "promo-futura", "promo-vigente",
    ]  # fmt: skip


def test_the_metadata_filter_keeps_only_rules_in_force_that_day() -> None:
    """Expired and future sections are gone before anything is ranked."""
    assert [c.id for c in valid_on(small_chunks(), DAY)] == [
        "mora-recargo", "mora-reconexion", "promo-vigente",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("day", "in_force"),
    [(date(2026, 6, 30), False), (date(2026, 7, 1), True), (date(2026, 8, 31), True),
     (date(2026, 9, 1), False)],
)  # fmt: skip
def test_validity_dates_are_inclusive_at_both_ends(day: date, in_force: bool) -> None:
    """``valid_from`` and ``valid_to`` are the first and last days the rule applies."""
    expired = next(c for c in small_chunks() if c.id == "promo-vieja")
    assert expired.valid_on(day) is in_force


def test_a_section_without_dates_is_always_in_force() -> None:
    """No ``valid_from``/``valid_to``: since always, until further notice."""
    chunk = chunk_section(replace(_section(), valid_from=None, valid_to=None))
    assert chunk.valid_on(date(1999, 1, 1))
    assert chunk.valid_on(date(2099, 1, 1))


def _section() -> Section:
    return parse_files([("pagos.md", PAGOS)])[0]


def test_coverage_leaves_out_the_words_that_ask_for_a_price() -> None:
    """ "¿cuánto sale la IP fija?" is about the IP, not about "cuánto sale": a section holding
    the price words alone covers none of it; a question of price words alone keeps them."""
    vocabulary = {"cuanto", "sale", "ip", "fija", "precio", "plan"}
    idf = dict.fromkeys(vocabulary, 1.0)
    question = expand(terms("cuanto sale la ip fija"), vocabulary)
    assert coverage(question, {"cuanto", "sale", "precio", "plan"}, idf) == 0.0
    assert coverage(question, {"ip", "fija"}, idf) == 1.0
    only_asking = expand(terms("cuanto sale"), vocabulary)
    assert coverage(only_asking, {"cuanto", "sale"}, idf) == 1.0


@pytest.mark.parametrize(
    ("known", "unknown", "expected"),
    [
        (["vend"], ["laptop"], True),
        (["empres"], ["duen"], True),
        ([], ["laptop"], True),
        (["cobertur", "plan"], ["maracaib"], False),
        (["pag", "movil"], [], False),
        (["cuant"], ["laptop"], True),
    ],
)
def test_a_question_names_the_unknown_when_an_unknown_word_stands_beside_one_known(
    known: list[str], unknown: list[str], expected: bool
) -> None:
    """An unknown word with at most one known one: the question is about something the
    documents never mention; a longer question with an unknown word is about what it knows."""
    query = [QueryTerm(t, frozenset({t})) for t in known] + [
        QueryTerm(t, frozenset()) for t in unknown
    ]
    assert names_the_unknown(query) is expected


@pytest.mark.parametrize(
    "text",
    ["mi suegra quiere poner internet", "vi en instagram lo de la oferta",
     "cuanto cobran per mes", "si no, que me salgan sin recargo"],
)  # fmt: skip
def test_who_wants_who_saw_and_english_per_are_stop_words(text: str) -> None:
    """Other persons of "querer", "vi", "salgan" and "per" tell who wants or saw something
    (or are English filler): never the topic, and unknown to the sections they weighed as
    the rarest term ("quiere" was one slip from "quiera")."""
    said = terms(text)
    assert not {"quiere", "vi", "per", "salgan"} & set(said)


@pytest.mark.parametrize(
    ("word", "expected"),
    [("reclamamos", {"reclamar"}), ("juntas", {"juntar"}), ("volvieron", {"volver"}),
     ("cancelaron", {"cancelar"})],
)  # fmt: skip
def test_an_unknown_conjugation_counts_as_the_verb_the_sections_write(
    word: str, expected: set[str]
) -> None:
    """Customers conjugate ("lo reclamamos", "las dos juntas") what the sections write in
    the infinitive; one slip bridges only "-n" to "-r", a shared root the rest."""
    vocabulary = {"reclamar", "juntar", "volver", "cancelar", "recargo", "junio"}
    (expanded,) = expand([stem(word)], vocabulary)
    assert set(expanded.variants) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [("cortarme", {"cortar"}), ("devolverme", {"devolver"}), ("descontarselo", {"descontar"}),
     ("pasarle", {"pasar"}), ("quitarla", {"quitar"}), ("cobrandome", {"cobrando"}),
     ("reconectarnos", {"reconectan"})],
)  # fmt: skip
def test_a_verb_with_its_pronouns_attached_counts_as_the_verb(
    word: str, expected: set[str]
) -> None:
    """Customers attach the pronoun of whom it concerns ("¿van a cortarme?",
    "descontárselo"); the sections write the verb bare, or another form of it
    ("reconectan"), and one slip never bridges two letters."""
    vocabulary = {"cortar", "devolver", "descontar", "pasar", "quitar", "cobrando", "reconectan"}
    (expanded,) = expand([word], vocabulary)
    assert set(expanded.variants) == expected


@pytest.mark.parametrize("word", ["darle", "irme", "verse", "regala", "abuelo", "marte"])
def test_a_short_verb_or_a_word_merely_ending_like_a_pronoun_keeps_its_letters(
    word: str,
) -> None:
    """ "darle", "irme", "verse": too short to tell the pronoun from the verb; "regala",
    "abuelo", "martes": no infinitive or gerund before the ending."""
    assert without_clitics(word) == ()


@pytest.mark.parametrize("word", ["costaba", "contratando", "vivo"])
def test_the_imperfect_the_gerund_and_short_roots_are_no_kin(word: str) -> None:
    """What a price was ("costaba") and whether the company is hiring ("¿están
    contratando?") are other questions; a root under four letters is shared by unrelated
    words."""
    (expanded,) = expand([word], {"costo", "contratar", "vivienda", "vive"} - {word})
    assert not {"costo", "contratar", "vivienda"} & set(expanded.variants)


def test_a_word_that_only_counts_as_a_price_word_asks_for_a_price() -> None:
    """ "¿cuánto va a costar la TV?" is about the TV: "costar", a form of "costo", is left
    out of coverage like "costo" itself."""
    idf = {"costo": 1.0, "tv": 2.0, "instalacion": 1.5}
    query = expand(["cuanto", "costar", "tv"], set(idf) | {"cuanto"})
    assert coverage(query, {"tv"}, idf) == 1.0


def test_english_words_count_as_the_sections_spanish_ones() -> None:
    """ "the fiber plan per month" is the price list's "fibra" and "mes"; the English word
    still counts as itself where a keyword has it."""
    vocabulary = {"fibra", "mes", "plan", "month", "factura"}
    expanded = {
        t.term: set(t.variants) for t in expand(terms("fiber plan per month bill"), vocabulary)
    }
    assert expanded == {
        "fiber": {"fibra"},
        "plan": {"plan"},
        "month": {"month", "mes"},
        "bill": {"factura"},
    }
