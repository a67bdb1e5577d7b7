"""How a text is normalized before its numbers are read: what the customer sees decides."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.bot._normalize import UNREADABLE, Normalized, normalize

U = UNREADABLE


@pytest.mark.parametrize(
    ("written", "read"),
    [
        pytest.param("Bs. 4.500,00", "Bs. 4.500,00", id="plain-text-is-unchanged"),
        pytest.param("Bs. 4 500,00", "Bs. 4500,00", id="space-groups-thousands"),
        pytest.param("Bs. 4\u202f500,00", "Bs. 4500,00", id="narrow-no-break-space-groups"),
        pytest.param("4\u00a0500", "4500", id="no-break-space-groups"),
        pytest.param("4\u2009500", "4500", id="thin-space-groups"),
        pytest.param("1 234 567,89", "1234567,89", id="several-space-groups"),
        pytest.param("Bs. 4\u200b500,00", "Bs. " + U * 8, id="zero-width-space-inside"),
        pytest.param("4\u00ad500", U * 5, id="soft-hyphen-inside"),
        pytest.param("45\u206000", U * 5, id="word-joiner-inside"),
        pytest.param("4\ufeff5", U * 3, id="byte-order-mark-inside"),
        pytest.param("3.3 76,00", U * 9, id="space-not-at-a-thousands-boundary"),
        pytest.param("Bs. 4 50,00", "Bs. " + U * 7, id="space-before-a-short-group"),
        pytest.param("4 .500", U * 6, id="space-before-a-separator"),
        pytest.param("fac\u200btura\u200e", "factura", id="format-characters-elsewhere-dropped"),
        pytest.param("Bs.\u200b3.376,00", "Bs.3.376,00", id="format-character-before-a-number"),
        pytest.param("\u0664\u0665\u0660\u0660", "4500", id="arabic-indic-digits"),
        pytest.param("\u06f4\u06f5", "45", id="extended-arabic-indic-digits"),
        pytest.param("\u096a\u096b", "45", id="devanagari-digits"),
        pytest.param("\u0660\u0660\u0661\u0666", "0016", id="leading-zeros-in-any-script"),
        pytest.param("\uff14\uff15", "45", id="full-width-digits"),
        pytest.param("\U0001d7d2\U0001d7d3", "45", id="mathematical-digits"),
        pytest.param("\u2463", "4", id="circled-digit"),
        pytest.param("4\u0336", U, id="struck-through-digit"),
        pytest.param("e\u0301", "é", id="marks-on-letters-compose"),
        pytest.param("\u2212Bs. 5 \u2013 \u2014 \u2010", "-Bs. 5 - - -", id="dashes-are-hyphens"),
        pytest.param("a\tb\u3000c", "a b c", id="space-like-characters"),
        pytest.param("a\u2028b\rc", "a\nb\nc", id="line-breaks-stay-breaks"),
        pytest.param("+58 414-123 4567", "+58 414-123 4567", id="phone-keeps-its-spaces"),
        pytest.param("2026-11-20 14:03", "2026-11-20 14:03", id="date-then-time"),
        pytest.param("25/11 10:30", "25/11 10:30", id="day-month-then-time"),
        pytest.param("los días 5, 10 y 15", "los días 5, 10 y 15", id="a-list-is-not-one-number"),
        pytest.param("\ue000\ue001", "", id="private-use-input-is-hidden"),
        pytest.param("4\u2800500", U * 5, id="braille-blank-inside"),
        pytest.param("4\u3164500", U * 5, id="hangul-filler-inside"),
        pytest.param("Bs. 4'500,00", "Bs. 4500,00", id="apostrophe-groups-thousands"),
        pytest.param("4\u2019500", "4500", id="right-quote-groups-thousands"),
        pytest.param("4\u00b7500", "4500", id="middle-dot-groups-thousands"),
        pytest.param("4'50", U * 4, id="apostrophe-not-at-a-thousands-boundary"),
        pytest.param("it's", "it s", id="apostrophe-elsewhere-is-a-space"),
        pytest.param(
            "\u0663\u066b\u0665 y \u0664\u066c\u0665\u0660\u0660",
            "3,5 y 4.500",
            id="arabic-separators",
        ),
    ],
)
def test_what_the_reader_sees_is_what_is_read(written: str, read: str) -> None:
    """Each way of writing a number becomes one spelling, or is marked unreadable."""
    assert normalize(written).text == read


def test_every_character_remembers_where_it_came_from() -> None:
    """``source`` gives back the original text of any part, invisible characters included."""
    text = "Bs. 4\u202f500,00 y 4\u200b5"
    normalized = normalize(text)
    amount = normalized.text.index("4500")
    assert normalized.source(amount, amount + len("4500,00")) == "4\u202f500,00"
    assert normalized.source(0, len(normalized.text)) == text


def test_replace_maps_new_characters_to_the_replaced_span() -> None:
    """Edits keep the map: a replacement stands for the whole span it replaced."""
    base = normalize("dos mil y tres")
    edited = base.replace([(0, 7, "2000"), (10, 14, "3")])
    assert edited.text == "2000 y 3"
    assert edited.source(0, 4) == "dos mil"
    assert edited.source(5, 6) == "y"
    assert edited.source(7, 8) == "tres"
    assert isinstance(edited, Normalized)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=60))
def test_any_text_normalizes_and_maps_back(text: str) -> None:
    """Arbitrary text never raises and every character maps to a span of the original."""
    normalized = normalize(text)
    assert len(normalized.starts) == len(normalized.ends) == len(normalized.text)
    for start, end in zip(normalized.starts, normalized.ends, strict=True):
        assert 0 <= start < end <= len(text)
