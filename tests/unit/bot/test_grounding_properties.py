"""Properties of the verifier: a supported amount, mutated, is rejected; reformatted in an
accepted way, it is accepted.

The evidence is what a capability returns for one amount: its display string and its minor
units (``billing_sim.bot.evidence``). Each mutation changes the value a reader sees (separators
moved or
swapped, digits swapped, x10^k, another value in words or with a multiplier, another value in
another script), or makes the number unreadable (an invisible character inside it, a space
that is no thousands separator); each accepted reformatting keeps the value (es-VE ↔ en
separators, the minor units alone, zero cents dropped, words, spaced thousands, other
scripts).
"""

from __future__ import annotations

import re
from decimal import Decimal

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from billing_sim.bot.grounding import Evidence, verify
from tests.unit.bot.numberwords import english, spanish

minors = st.integers(min_value=0, max_value=10**11)
locales = st.sampled_from(["es-VE", "en"])
INVISIBLE = st.sampled_from(["\u200b", "\u00ad", "\u2060", "\ufeff", "\u200c", "\u200d"])
SPACES = st.sampled_from([" ", "\u202f", "\u00a0", "\u2009", "\u2007"])
SCRIPTS = st.sampled_from([0x0660, 0x06F0, 0x0966, 0xFF10, 0x1D7CE])  # digit zero of each


def render(minor: int, locale: str = "es-VE", *, cents: bool = True) -> str:
    """The server's display of ``minor`` bolívares (``Bs. 2.320,00`` / ``VES 2,320.00``)."""
    units, hundredths = divmod(abs(minor), 100)
    thousands, decimal = (".", ",") if locale == "es-VE" else (",", ".")
    grouped = f"{units:,}".replace(",", thousands)
    symbol = "Bs. " if locale == "es-VE" else "VES "
    tail = f"{decimal}{hundredths:02d}" if cents else ""
    return f"{'-' if minor < 0 else ''}{symbol}{grouped}{tail}"


def supported(minor: int) -> list[Evidence]:
    """What ``get_balance`` returns for an amount: its display and its minor units."""
    return [Evidence("get_balance", "amount due", (render(minor), f"amount_minor {minor} VES"))]


def accepted(reply: str, minor: int) -> bool:
    return verify(f"Tu saldo es de {reply}.", supported(minor)).grounded


def in_script(text: str, zero: int) -> str:
    return "".join(chr(zero + int(ch)) if ch.isdigit() else ch for ch in text)


# Mutations: the reader sees another value, or no value for sure. All rejected.


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales, data=st.data())
def test_swapped_digits_are_rejected(minor: int, locale: str, data: st.DataObject) -> None:
    """Two neighbouring digits swapped: another amount."""
    shown = render(minor, locale)
    places = [
        i for i in range(len(shown) - 1)
        if shown[i].isdigit() and shown[i + 1].isdigit() and shown[i] != shown[i + 1]
    ]  # fmt: skip
    assume(places)
    i = data.draw(st.sampled_from(places))
    swapped = shown[:i] + shown[i + 1] + shown[i] + shown[i + 2 :]
    assert not accepted(swapped, minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales, k=st.sampled_from([-2, -1, 1, 2, 3, 6]))
def test_a_power_of_ten_off_is_rejected(minor: int, locale: str, k: int) -> None:
    """x10^k (a separator slipped, a zero added or lost): another amount."""
    scaled = Decimal(minor).scaleb(k)
    assume(minor != 0 and scaled == scaled.to_integral_value())
    assert not accepted(render(int(scaled), locale), minor)


@settings(max_examples=150, deadline=None)
@given(minor=st.integers(min_value=1, max_value=10**11))
def test_a_dropped_moved_or_doubled_separator_is_rejected(minor: int) -> None:
    """``Bs. 137,50`` → ``Bs. 13750`` / ``Bs. 13,750``; ``Bs. 2.320,00`` → ``Bs. 2.320.00``."""
    number = render(minor)[len("Bs. ") :]
    dropped = number[:-3] + number[-2:]
    moved = number[:-4] + "," + number[-4] + number[-2:]
    assert not accepted(f"Bs. {dropped}", minor)
    assert not accepted(f"Bs. {moved}", minor)
    if "." in number:  # with thousands: "2.320.00" is no reading of 2320,00
        assert not accepted(f"Bs. {number[:-3]}.{number[-2:]}", minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, delta=st.integers(min_value=1, max_value=10**6), words=st.booleans())
def test_another_value_in_words_is_rejected(minor: int, delta: int, words: bool) -> None:
    """``cuatro mil quinientos bolívares`` when the bill says something else."""
    other = minor // 100 + delta
    spelled = spanish(other) if words else english(other)
    assert not accepted(f"{spelled} bolívares", minor)


@settings(max_examples=150, deadline=None)
@given(
    minor=minors,
    head=st.integers(min_value=1, max_value=999),
    form=st.sampled_from(["Bs. {} mil", "{} mil bolívares", "{}k", "Bs. {}K", "{} millones",
                          "{}M", "{},5 millones", "{} MM"]),
)  # fmt: skip
def test_another_value_with_a_multiplier_is_rejected(minor: int, head: int, form: str) -> None:
    """``Bs. 4 mil``, ``45k``, ``3,5 millones``: the value times its multiplier."""
    # ("mil" as a word: "Bs. {} mil" ends with it, "millones" only starts like it)
    multiple = 1000 if re.search(r"\bmil\b|k", form.lower()) else 10**6
    value = (Decimal(head) + Decimal("0.5") * (",5" in form)) * multiple
    assume(value * 100 != minor)
    assert not accepted(form.format(head), minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales, mark=INVISIBLE, data=st.data())
def test_an_invisible_character_inside_is_rejected(
    minor: int, locale: str, mark: str, data: st.DataObject
) -> None:
    """An invisible character anywhere inside the number: nobody can say what it states."""
    shown = render(minor, locale)
    start = shown.index(" ") + 1
    i = data.draw(st.integers(min_value=start + 1, max_value=len(shown) - 1))
    assert not accepted(shown[:i] + mark + shown[i:], minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales, space=SPACES, data=st.data())
def test_a_space_that_is_no_thousands_separator_is_rejected(
    minor: int, locale: str, space: str, data: st.DataObject
) -> None:
    """``Bs. 2.3 20,00``: a space inside, not between thousands groups."""
    shown = render(minor, locale)
    start = shown.index(" ") + 1
    i = data.draw(st.integers(min_value=start + 1, max_value=len(shown) - 1))
    assume(shown[i - 1].isdigit() and shown[i].isdigit())  # between two digits of one group
    assert not accepted(shown[:i] + space + shown[i:], minor)


@settings(max_examples=150, deadline=None)
@given(
    count=st.integers(min_value=1, max_value=999),
    amount=st.integers(min_value=10000, max_value=99999),
    space=SPACES,
)
def test_a_number_cut_in_two_is_not_supported_by_its_halves(
    count: int, amount: int, space: str
) -> None:
    """``Bs. 4 500,00`` is four thousand five hundred, even when 4 and 500,00 are both true."""
    evidence = [Evidence("t", "", (str(count), render(amount)))]
    cut = f"Bs. {count}{space}{render(amount)[4:]}"
    assume((count * 1000 * 100 + amount) != amount)
    assert not verify(f"Debes {cut}", evidence).grounded


@settings(max_examples=150, deadline=None)
@given(minor=minors, delta=st.integers(min_value=1, max_value=10**9), zero=SCRIPTS)
def test_another_value_in_another_script_is_rejected(minor: int, delta: int, zero: int) -> None:
    """Arabic-Indic, Devanagari, full-width or mathematical digits: read, and held to the rules."""
    assert not accepted(in_script(render(minor + delta), zero), minor)


@settings(max_examples=150, deadline=None)
@given(minor=st.integers(min_value=1, max_value=10**11), locale=locales)
def test_a_sign_the_evidence_does_not_have_is_rejected(minor: int, locale: str) -> None:
    """``-Bs. 2.320,00`` when the amount is positive."""
    assert not accepted(render(-minor, locale), minor)


# Accepted reformattings: the same value as the reader sees it.


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales)
def test_either_locale_is_accepted(minor: int, locale: str) -> None:
    """es-VE ``Bs. 2.320,00`` and en ``VES 2,320.00`` state the same amount."""
    assert accepted(render(minor, locale), minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales)
def test_minor_units_alone_support_the_amount(minor: int, locale: str) -> None:
    """Typed minor units (no display string) support the amount in either notation."""
    evidence = [Evidence("get_balance", "", (f"amount_minor {minor} VES",))]
    assert verify(f"Debes {render(minor, locale)}", evidence).grounded


@settings(max_examples=150, deadline=None)
@given(units=st.integers(min_value=0, max_value=10**9), locale=locales)
def test_zero_cents_may_be_dropped(units: int, locale: str) -> None:
    """``Bs. 3.376`` is ``Bs. 3.376,00``."""
    assert accepted(render(units * 100, locale, cents=False), units * 100)


@settings(max_examples=150, deadline=None)
@given(units=st.integers(min_value=0, max_value=10**9), words=st.booleans())
def test_the_same_value_in_words_is_accepted(units: int, words: bool) -> None:
    """``tres mil trescientos setenta y seis bolívares`` is ``Bs. 3.376,00``."""
    spelled = spanish(units) if words else english(units)
    assert accepted(f"{spelled} bolívares", units * 100)


@settings(max_examples=150, deadline=None)
@given(minor=minors, space=SPACES)
def test_thousands_grouped_by_spaces_are_accepted(minor: int, space: str) -> None:
    """``Bs. 3 376,00`` (SI style, any space character) is ``Bs. 3.376,00``."""
    assert accepted(render(minor).replace(".", space), minor)


@settings(max_examples=150, deadline=None)
@given(minor=minors, locale=locales, zero=SCRIPTS)
def test_the_same_value_in_another_script_is_accepted(minor: int, locale: str, zero: int) -> None:
    """What the customer sees is the same number, whatever the digits' script."""
    assert accepted(in_script(render(minor, locale), zero), minor)


@settings(max_examples=100, deadline=None)
@given(thousands=st.integers(min_value=1, max_value=999_999))
def test_the_same_value_with_a_multiplier_is_accepted(thousands: int) -> None:
    """``Bs. 45 mil`` is ``Bs. 45.000,00``."""
    assert accepted(f"Bs. {thousands} mil", thousands * 100_000)
