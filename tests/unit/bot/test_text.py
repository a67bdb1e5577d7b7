"""Folding and canonical words: accents, case, stretched letters, shorthand and typos."""

from __future__ import annotations

import pytest

from billing_sim.bot._text import canonical_words, fold, within_one_edit


def test_fold_drops_accents_case_and_stretching() -> None:
    """Folding turns "¿Por QUÉ subióoooo?" into "¿por que subio?"."""
    assert fold("¿Por QUÉ subióoooo?") == "¿por que subio?"


def test_fold_keeps_double_letters() -> None:
    """Real double letters ("llamar", "carro") are not squeezed."""
    assert fold("Llamar al carro") == "llamar al carro"


@pytest.mark.parametrize(
    ("word", "target", "expected"),
    [
        ("factura", "factura", True),
        ("fatura", "factura", True),
        ("facturaa", "factura", True),
        ("factuar", "factura", True),
        ("factira", "factura", True),
        ("fctra", "factura", False),
        ("afctrua", "factura", False),
        ("consumo", "consumido", False),
        ("xactury", "factura", False),
        ("ab", "ba", True),
    ],
)
def test_within_one_edit(word: str, target: str, expected: bool) -> None:
    """One insertion, deletion, substitution or neighbour swap; never two."""
    assert within_one_edit(word, target) is expected


def test_canonical_words_expand_shorthand_and_fix_typos() -> None:
    """WhatsApp shorthand and one-letter typos of long words become the rule words."""
    assert canonical_words("Xq me llegó tan alta la fact? pagué x pagomovil, otubre") == [
        "porque", "me", "llego", "tan", "alta", "la", "factura", "pague", "por", "pago",
        "movil", "octubre",
    ]  # fmt: skip


def test_a_dropped_letter_or_a_b_for_a_v_is_the_word_meant() -> None:
    """ "page de más", "¿cómo se ase?", "le bendí la casa": the payment, the doing and the sale
    the customer meant."""
    assert canonical_words("page de mas, como se ase? le bendi la casa") == [
        "pague", "de", "mas", "como", "se", "hace", "le", "vendi", "la", "casa",
    ]  # fmt: skip


def test_a_long_word_spelt_by_ear_with_one_slip_more_is_the_word_meant() -> None:
    """ "trasferensia" (s for c, an n dropped) and "fasturasion" (s for c twice) are two edits
    from the rule word but one once both are spelt as they sound; a word spelt right that
    sounds like no rule word stays itself."""
    assert canonical_words("la trasferensia de la fasturasion, sin vencimiento ni casa") == [
        "la", "transferencia", "de", "la", "facturacion", "sin", "vencimiento", "ni", "casa",
    ]  # fmt: skip


def test_short_words_are_never_fuzzed() -> None:
    """A six-letter "cuando" is not fuzzed into "cuanto", one letter away."""
    assert canonical_words("cuando vence") == ["cuando", "vence"]


def test_iba_after_an_article_is_the_tax_and_otherwise_the_verb() -> None:
    """ "el iba", "sin iba": the VAT spelt as heard; "yo iba a pagar" is the verb."""
    assert canonical_words("el iba o sin iba, yo iba a pagar") == [
        "el", "iva", "o", "sin", "iva", "yo", "iba", "a", "pagar",
    ]  # fmt: skip


def test_a_plan_named_by_its_speed_in_words_is_that_plans_figure() -> None:
    """ "fibra cien", "la de seiscientos", "cincuenta megas": the plans' figures; "cien bolos"
    is an amount and keeps its word."""
    assert canonical_words("fibra cien a la de seiscientos, cincuenta megas, cien bolos") == [
        "fibra", "100", "a", "la", "de", "600", "50", "megas", "cien", "bolos",
    ]  # fmt: skip


def test_a_silent_h_and_an_italian_if_are_the_words_meant() -> None:
    """ "asta fin de mes", "oi": "hasta", "hoy"; the Italian "e se" ("and if") is "y si",
    since Spanish puts "e" only before an "i" sound."""
    assert canonical_words("asta fin de mes, oi mismo, e se pago") == [
        "hasta", "fin", "de", "mes", "hoy", "mismo", "y", "si", "pago",
    ]  # fmt: skip


def test_whats_with_its_apostrophe_reads_as_what_is_and_its_not_touched() -> None:
    """ "what's" loses its apostrophe to "what s": read as "whats" is, "what is"; "it's" and
    "that's" keep their "s", which rules read as they are."""
    assert canonical_words("what's the rate? it's late") == [
        "what", "is", "the", "rate", "it", "s", "late",
    ]  # fmt: skip


def test_letters_spelt_by_ear_are_the_words_meant() -> None:
    """ "la tarifa socal se vense en disienbre", "el codijo y la clabe", "se paga adelantao":
    the words the rules read."""
    assert canonical_words("tarifa socal se vense en disienbre, codijo, clabe, adelantao") == [
        "tarifa", "social", "se", "vence", "en", "diciembre", "codigo", "clave", "adelantado",
    ]  # fmt: skip


def test_more_letters_spelt_by_ear_are_the_words_meant() -> None:
    """ "mi besina", "q hacer argo", "la tarifa zocial", "el ivaa", "anoxe", "no me aparese":
    the words the rules read."""
    assert canonical_words("besina argo zocial ivaa anoxe aparese desodificador") == [
        "vecina", "algo", "social", "iva", "anoche", "aparece", "decodificador",
    ]  # fmt: skip


def test_further_letters_spelt_by_ear_are_the_words_meant() -> None:
    """ "voi a pagar en efetcivo en la ofisina", "ese impeusto": the words the rules read."""
    assert canonical_words("voi a pagar en efetcivo en la ofisina, ese impeusto") == [
        "voy", "a", "pagar", "en", "efectivo", "en", "la", "oficina", "ese", "impuesto",
    ]  # fmt: skip


def test_letters_swapped_by_a_thumb_are_the_words_meant() -> None:
    """ "qiere quedarse con el intenret", "bjar ahroa msmo", "me lelgo la factra": the words
    the rules read."""
    assert canonical_words("qiere intenret bjar ahroa msmo lelgo factra") == [
        "quiere", "internet", "bajar", "ahora", "mismo", "llego", "factura",
    ]  # fmt: skip


def test_a_late_fee_or_a_move_with_letters_swapped_or_dropped_is_the_word_meant() -> None:
    """ "me cobran recrago", "el trasaldo", "los recarogs", "la tarifa sozial": the words the
    rules read; a phone's top-up ("recarga") stays a top-up, not a late fee."""
    assert canonical_words("recrago trasaldo recarogs traslaod sozial constansia") == [
        "recargo", "traslado", "recargos", "traslado", "social", "constancia",
    ]  # fmt: skip
    assert canonical_words("la recarga del celular, dos recargas") == [
        "la", "recarga", "del", "celular", "dos", "recargas",
    ]  # fmt: skip
