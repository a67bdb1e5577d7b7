"""The humanizer pass: forbidden phrases from one data file reject a draft."""

from __future__ import annotations

import re

import pytest

from billing_sim.bot.channel.humanizer import PhraseListError, check, parse_phrases
from billing_sim.bot.channel.shipped import shipped_phrases

PHRASES = parse_phrases("# comentario\n\nestimado cliente\ncomo IA\n")


def test_a_draft_with_a_forbidden_phrase_is_rejected_and_escalates() -> None:
    """Case, accents and punctuation do not hide a phrase."""
    result = check("¡ESTIMADO   Cliente! Tu factura vence el 25.", PHRASES)
    assert result.found == ("estimado cliente",)
    assert not result.ok
    assert result.escalate


def test_a_clean_draft_passes() -> None:
    """Nothing matched: the draft may be sent."""
    result = check("Hola, María. Tu factura de noviembre es de Bs. 3.376,00.", PHRASES)
    assert result.ok
    assert not result.escalate
    assert result.found == ()


def test_phrases_match_whole_words_only() -> None:
    """ "como IA" is not found inside "como iación" nor in "comoia"."""
    assert check("Te lo explico como iación rara", PHRASES).ok
    assert check("comoia", PHRASES).ok
    assert check("Te respondo como IA.", PHRASES).found == ("como IA",)


def test_every_phrase_found_is_reported_in_list_order() -> None:
    """The agent sees all of them."""
    result = check("Como IA te digo, estimado cliente", PHRASES)
    assert result.found == ("estimado cliente", "como IA")


@pytest.mark.parametrize(
    ("text", "message"),
    [("estimado cliente\n¡¿?!\n", "list.txt:2: '¡¿?!' has no letter or digit"),
     ("estimado cliente\n\nEstimado, Cliente\n", "list.txt:3: 'Estimado, Cliente' repeats"),
     ("# solo comentarios\n", "list.txt:1: the list has no phrase")],
)  # fmt: skip
def test_a_malformed_list_names_its_line(text: str, message: str) -> None:
    """Support leads edit the file; a mistake is reported where it is."""
    with pytest.raises(PhraseListError, match=re.escape(message)):
        parse_phrases(text, "list.txt")


def test_the_shipped_list_loads_and_catches_the_classics() -> None:
    """The data file inside the package is valid and rejects what it is for."""
    phrases = shipped_phrases()
    assert len(phrases) >= 20
    assert not check("Como modelo de lenguaje, no tengo acceso a internet.", phrases).ok
    assert not check("Lamentamos los inconvenientes ocasionados.", phrases).ok
    assert check("Tu factura vence el 25 de noviembre de 2026.", phrases).ok
