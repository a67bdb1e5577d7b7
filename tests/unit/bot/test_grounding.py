"""The grounding verifier: a reply's numbers must come from the evidence, and only from it."""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Sequence

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from billing_sim.bot import grounding
from billing_sim.bot.grounding import Evidence, Grounding

BALANCE_ES = "amount_due: Bs. 2.637,50 (as_of 2026-11-20); due_date: 2026-11-25"
BALANCE_EN = "amount_due: VES 2,637.50 (as_of 2026-11-20); due_date: 2026-11-25"


def verify(reply: str, texts: Sequence[str]) -> Grounding:
    """The verifier over free-text evidence: each text is a passage, all of it content."""
    return grounding.verify(reply, [Evidence.passage("test", text) for text in texts])


def _grounded(reply: str, *evidence: str) -> bool:
    return verify(reply, evidence).grounded


def _render(minor: int, *, locale: str) -> str:
    """A server-style display string from minor units (string arithmetic, as the API does)."""
    units, cents = divmod(abs(minor), 100)
    thousands, decimal = (".", ",") if locale == "es-VE" else (",", ".")
    grouped = f"{units:,}".replace(",", thousands)
    symbol = "Bs. " if locale == "es-VE" else "VES "
    return f"{'-' if minor < 0 else ''}{symbol}{grouped}{decimal}{cents:02d}"


# The two cases the issue names.


def test_four_thousand_five_hundred_is_not_forty_five() -> None:
    """``4.500`` (es-VE: four thousand five hundred) is not supported by ``45.00``."""
    verdict = verify("Su saldo es Bs. 4.500", ["amount_due: Bs. 45,00"])
    assert verdict == Grounding(grounded=False, unsupported=("Bs. 4.500",))


def test_digit_boundaries_stop_a_prefix_match() -> None:
    """``12345678`` is not supported by ``123456789``: it is embedded in a longer run."""
    verdict = verify("Su referencia es 12345678", ["reference: 123456789"])
    assert verdict.unsupported == ("12345678",)


def test_forty_five_is_not_in_one_hundred_forty_five() -> None:
    """``45`` inside ``145`` is not a literal occurrence."""
    assert not _grounded("Tiene 45 días", "days: 145")


def test_part_of_an_amount_is_not_a_literal_occurrence() -> None:
    """``637`` and ``2`` are pieces of ``2.637,50``, not numbers the evidence states."""
    assert verify("Debe 637 o 2", [BALANCE_ES]).unsupported == ("637", "2")


# Notations, signs and currencies.


@pytest.mark.parametrize(
    "reply",
    ["Bs. 2.637,50", "VES 2,637.50", "2.637,50 Bs", "2637,50 VES", "2.637,50", "2,637.50"],
)
@pytest.mark.parametrize("evidence", [BALANCE_ES, BALANCE_EN])
def test_either_notation_supports_the_other(reply: str, evidence: str) -> None:
    """An amount matches by value whatever the notation of the reply and of the evidence."""
    assert _grounded(f"Su saldo es {reply}.", evidence)


def test_plain_value_matches_any_notation() -> None:
    """``45,00``, ``45.00`` and ``45`` all state forty-five."""
    assert _grounded("45,00 = 45.00 = 45", "price: USD 45.00")


def test_currency_must_agree() -> None:
    """``USD 2.637,50`` is not supported by a bolívar amount of the same value."""
    assert verify("Son USD 2.637,50", [BALANCE_ES]).unsupported == ("USD 2.637,50",)


def test_explicit_negative_needs_a_negative_evidence_amount() -> None:
    """``-Bs. 1.055,00`` needs the evidence to state minus 1055, not plus."""
    assert _grounded("Ajuste: -Bs. 1.055,00", "delta: -Bs. 1.055,00")
    assert not _grounded("Ajuste: -Bs. 1.055,00", "credit: Bs. 1.055,00")
    assert not _grounded("Ajuste: -1.055,00", "credit: Bs. 1.055,00")


def test_unsigned_amount_matches_either_sign() -> None:
    """Prose carries the direction: "un crédito de Bs. 1.055,00" for ``-Bs. 1.055,00``."""
    assert _grounded("Tiene un crédito de Bs. 1.055,00", "line: -Bs. 1.055,00")


def test_explicit_plus_needs_a_positive_amount() -> None:
    """``+Bs. 1.055,00`` is not supported by a negative delta."""
    assert not _grounded("Cambio: +Bs. 1.055,00", "delta: -Bs. 1.055,00")
    assert _grounded("Cambio: +Bs. 1.055,00", "delta: Bs. 1.055,00")


def test_currency_suffix_and_prefix_are_the_same_currency() -> None:
    """``2.637,50 bolívares`` is the ``Bs. 2.637,50`` of the evidence."""
    assert _grounded("Son 2.637,50 bolívares", BALANCE_ES)


# Percentages.


def test_percentage_matches_a_bare_evidence_number() -> None:
    """``45,52 %`` is supported by ``delta_pct: 45.52``."""
    assert _grounded("Subió un 45,52 %", "delta_pct: 45.52")


def test_percentage_matches_a_percentage() -> None:
    """``16 %`` is supported by ``IVA 16%``."""
    assert _grounded("IVA de 16 %", "tax: IVA 16%")


def test_percentage_is_not_supported_by_money() -> None:
    """``45,52 %`` is not supported by an amount of Bs. 45,52."""
    assert not _grounded("Subió un 45,52 %", "delta: Bs. 45,52")


# Identifiers.


def test_account_number_matches_ignoring_dashes() -> None:
    """``1000-0000-16`` is the account ``1000000016`` (7+ digits, separators ignored)."""
    assert _grounded("Su cuenta 1000-0000-16", "account_number: 1000000016")
    assert _grounded("Su cuenta 1000000016", "account_number: 1000-0000-16")


def test_phone_matches_ignoring_spaces_and_dashes() -> None:
    """``+58 414-123 4567`` is the E.164 ``+584141234567``."""
    assert _grounded("Le escribimos al +58 414-123 4567", "phones: [+584141234567]")


def test_short_numbers_do_not_match_ignoring_separators() -> None:
    """``12-34`` is 12 and 34; it is not supported by ``1234`` (fewer than 7 digits)."""
    assert verify("Código 12-34", ["code: 1234"]).unsupported == ("12", "34")


def test_identifier_with_other_digits_is_unsupported() -> None:
    """An account whose digits differ is unsupported, separators or not."""
    assert not _grounded("Su cuenta 1000-0000-17", "account_number: 1000000016")


def test_cedula_is_a_dash_separated_part_of_the_rif() -> None:
    """``12345678`` occurs literally in ``V-12345678-1`` (a dash is a boundary)."""
    assert _grounded("Cédula 12345678", "tax_id: V-12345678-1")
    assert _grounded("RIF V12345678", "tax_id: V-12345678-1")


def test_tax_id_with_a_wrong_check_digit_is_unsupported() -> None:
    """``V-12345678-9`` is not ``V-12345678-1``."""
    assert verify("RIF V-12345678-9", ["tax_id: V-12345678-1"]).unsupported == ("12345678-9",)


def test_id_copied_verbatim_is_supported_whole() -> None:
    """Digits inside ``inv_7k2m9q4x1z2611`` belong to the id, which is compared whole."""
    evidence = "invoice inv_7k2m9q4x1z2611 total Bs. 2.637,50"
    assert _grounded("Factura inv_7k2m9q4x1z2611", evidence)
    assert verify("Factura inv_7k2m9q4x1z2612", [evidence]).unsupported == ("inv_7k2m9q4x1z2612",)


def test_leading_zeros_make_a_code_not_a_quantity() -> None:
    """``F-123`` is not the invoice ``F-000123``; ``000123`` copied as written is."""
    assert verify("Factura F-123", ["number: F-000123"]).unsupported == ("123",)
    assert _grounded("Factura F-000123", "number: F-000123")


def test_last_digits_of_an_account_are_not_stated_by_the_account() -> None:
    """ "Terminada en 0016" needs the evidence to state 0016; ``1000000016`` does not."""
    assert not _grounded("Su cuenta terminada en 0016", "account_number: 1000000016")


def test_currency_glued_to_the_number_reads_the_same() -> None:
    """``Bs2.637,50`` and ``2.637,50Bs`` are the bolívar amount of the evidence."""
    assert _grounded("Debe Bs2.637,50 o 2.637,50Bs", BALANCE_ES)


def test_digits_of_an_id_do_not_support_a_number() -> None:
    """``2611`` is not stated by the evidence just because an id ends with it."""
    assert not _grounded("Debe 2611", "invoice inv_7k2m9q4x1z2611")


# Dates, periods, years, times.


@pytest.mark.parametrize(
    "written", ["2026-11-25", "25/11/2026", "25-11-2026", "25 de noviembre de 2026", "25/11"]
)
def test_dates_match_in_any_notation(written: str) -> None:
    """A due date quoted in any supported notation is supported by the ISO date."""
    assert _grounded(f"Vence el {written}.", BALANCE_ES)


def test_spelled_date_without_year_matches_day_and_month() -> None:
    """A year-less "25 de noviembre" is supported by 2026-11-25; "26 de noviembre" is not."""
    assert _grounded("Vence el 25 de noviembre", BALANCE_ES)
    assert not _grounded("Vence el 26 de noviembre", BALANCE_ES)


def test_evidence_date_without_year_supports_no_year() -> None:
    """Evidence "25 de noviembre" supports "25/11" but not "25/11/2026"."""
    assert _grounded("Vence el 25/11", "vence el 25 de noviembre")
    assert not _grounded("Vence el 25/11/2026", "vence el 25 de noviembre")


def test_date_with_another_year_is_unsupported() -> None:
    """``25/11/2025`` is not the 2026 due date."""
    assert verify("Vence el 25/11/2025", [BALANCE_ES]).unsupported == ("25/11/2025",)


def test_periods_match_dates_and_periods_of_that_month() -> None:
    """A month "noviembre de 2026" is supported by a period or a date in that month."""
    assert _grounded("Su factura de noviembre de 2026", "period: 2026-11")
    assert _grounded("Su factura de noviembre de 2026", BALANCE_ES)
    assert not _grounded("Su factura de octubre de 2026", BALANCE_ES)


def test_year_is_supported_by_a_date_that_contains_it() -> None:
    """A year is a literal part of an ISO date; another year is not."""
    assert _grounded("En 2026", BALANCE_ES)
    assert not _grounded("En 2025", BALANCE_ES)


def test_time_is_supported_by_a_timestamp_that_shows_it() -> None:
    """``14:03`` and ``14:03:00`` are in ``2026-11-20T14:03:00Z``; ``14:05`` is not."""
    assert _grounded("Actualizado a las 14:03", "as_of: 2026-11-20T14:03:00Z")
    assert _grounded("Actualizado a las 14:03:00", "as_of: 2026-11-20T14:03:00Z")
    assert not _grounded("Actualizado a las 14:05", "as_of: 2026-11-20T14:03:00Z")


def test_client_minor_units_state_the_same_amount() -> None:
    """``amount_minor 337600 VES`` (the client's evidence) states Bs. 3.376,00, not 337600."""
    evidence = 'amount due "Bs. 3.376,00" (amount_minor 337600 VES)'
    assert _grounded("Debe Bs. 3.376,00", evidence)
    assert _grounded("Debe VES 3,376.00", "amount due (amount_minor 337600 VES)")
    assert verify("Debe Bs. 337.600,00 o 337600", [evidence]).unsupported == (
        "Bs. 337.600,00",
        "337600",
    )


def test_negative_minor_units_are_negative() -> None:
    """``amount_minor -105500 VES`` supports ``-Bs. 1.055,00``."""
    assert _grounded("Ajuste -Bs. 1.055,00", "delta (amount_minor -105500 VES)")
    assert not _grounded("Ajuste -Bs. 1.055,00", "credit (amount_minor 105500 VES)")


def test_time_with_fraction_and_zone_supports_the_clock_time() -> None:
    """``2026-11-20T14:03:00.250-04:00`` states 14:03 and 14:03:00."""
    evidence = "as of 2026-11-20T14:03:00.250-04:00"
    assert _grounded("A las 14:03 (14:03:00)", evidence)
    assert not _grounded("Hace 250 ms", evidence)


def test_time_without_seconds_does_not_support_seconds() -> None:
    """Evidence ``14:03`` does not state ``14:03:59``."""
    assert not _grounded("A las 14:03:59", "as_of 14:03")


def test_day_or_month_of_a_date_is_not_a_stated_number() -> None:
    """A due date 2026-11-25 does not make "25" or "11" a number the evidence states."""
    assert verify("Debe 25 en 11 cuotas", [BALANCE_ES]).unsupported == ("25", "11")


def test_hour_of_a_timestamp_is_not_a_stated_number() -> None:
    """A timestamp at 14:03 does not make "14" a number the evidence states."""
    assert not _grounded("Tiene 14 días", "as_of: 2026-11-20T14:03:00Z")


def test_bare_day_number_in_evidence_prose_is_stated() -> None:
    """Evidence that writes "el día 25" in prose does state 25."""
    assert _grounded("Vence el día 25", "vence el día 25 de cada mes")


def test_unreadable_number_must_appear_literally() -> None:
    """A number with separators that fit no rule is compared as text."""
    assert _grounded("Versión 1.2.3", "version 1.2.3")
    assert not _grounded("Versión 1.2.4", "version 1.2.3")


# Shapes of replies and evidence.


def test_reply_without_numbers_is_grounded() -> None:
    """No numbers, nothing to support."""
    assert verify("No encontramos esa cuenta.", []) == Grounding(grounded=True, unsupported=())


def test_empty_evidence_supports_no_number() -> None:
    """With no evidence every number is unsupported."""
    assert verify("Debe Bs. 10,00 desde 2026", []).unsupported == ("Bs. 10,00", "2026")


def test_one_unsupported_number_among_many() -> None:
    """Only the number the evidence lacks is reported."""
    reply = "Debe Bs. 2.637,50, vence el 25/11/2026, recargo Bs. 316,50."
    assert verify(reply, [BALANCE_ES]).unsupported == ("Bs. 316,50",)


def test_evidence_can_be_spread_over_several_texts() -> None:
    """Each number may come from a different tool result."""
    assert _grounded("Bs. 2.637,50 al 2026-11-25 cuenta 1000000016", BALANCE_ES, "1000000016")


def test_repeated_unsupported_token_is_reported_once() -> None:
    """The same offending token written twice is listed once."""
    assert verify("7 y 7", []).unsupported == ("7",)


def test_verdict_is_frozen() -> None:
    """A verdict cannot be edited after the fact."""
    verdict = verify("", [])
    with pytest.raises(dataclasses.FrozenInstanceError):
        verdict.grounded = False  # type: ignore[misc]


# Properties.

minor_units = st.integers(min_value=-(10**13), max_value=10**13)


@settings(max_examples=150, deadline=None)
@given(minor=minor_units, reply_locale=st.sampled_from(["es-VE", "en"]))
def test_any_amount_is_supported_by_the_other_notation(minor: int, reply_locale: str) -> None:
    """Any amount rendered in one notation is supported by evidence in the other one."""
    evidence_locale = "en" if reply_locale == "es-VE" else "es-VE"
    reply = f"El monto es {_render(minor, locale=reply_locale)}."
    evidence = f"amount: {_render(minor, locale=evidence_locale)}"
    assert verify(reply, [evidence]).grounded


@settings(max_examples=150, deadline=None)
@given(minor=minor_units, other=minor_units, locale=st.sampled_from(["es-VE", "en"]))
def test_any_other_amount_is_unsupported(minor: int, other: int, locale: str) -> None:
    """An amount whose value differs from every evidence amount is unsupported."""
    assume(abs(minor) != abs(other))
    reply = _render(minor, locale=locale)
    assert not verify(f"Son {reply}", [f"amount: {_render(other, locale='es-VE')}"]).grounded


@settings(max_examples=150, deadline=None)
@given(
    digits=st.text("0123456789", min_size=1, max_size=14),
    present=st.lists(st.integers(min_value=0, max_value=10**14), max_size=5),
)
def test_any_digit_string_not_in_the_evidence_is_unsupported(
    digits: str, present: list[int]
) -> None:
    """A digit string whose value and digits the evidence never states is unsupported."""
    assume(all(int(digits) != number for number in present))
    evidence = "numbers: " + ", ".join(str(number) for number in present)
    assert verify(f"El número es {digits}.", [evidence]).unsupported == (digits,)


@settings(max_examples=100, deadline=None)
@given(head=st.text("123456789", min_size=1, max_size=9), tail=st.text("0123456789", min_size=1))
def test_a_prefix_of_a_longer_digit_run_is_unsupported(head: str, tail: str) -> None:
    """The digits at the start of a longer run are not stated by it."""
    assert not verify(f"Referencia {head}", [f"ref {head}{tail}"]).grounded


def _states_nothing(char: str) -> bool:
    # Compatibility forms carry letters and digits ("㍸" is "dm²" once normalised, as the
    # verifier reads it), so they are no "text without digits or words".
    return not any(c.isalnum() for c in unicodedata.normalize("NFKC", char))


@settings(max_examples=100, deadline=None)
@given(
    text=st.text(
        st.characters(exclude_categories=["Nd", "No", "L"]).filter(_states_nothing), max_size=80
    )
)
def test_text_without_digits_or_words_is_always_grounded(text: str) -> None:
    """A reply with no digit and no word (even once normalised) states no number (words may:
    "cuarenta")."""
    assert verify(text, []).grounded


# The holes: number words, multipliers, invisible characters, scripts, scaffolding.


@pytest.mark.parametrize(
    "reply",
    [
        "Debes cuatro mil quinientos bolívares",
        "Debes Bs. 4 mil",
        "Debes 45 mil",
        "Debes 3,3 millones",
        "Debes 45k",
        "Debes 1.5M",
        "Debes mil quinientos",
        "Debes four thousand five hundred",
    ],
)
def test_numbers_in_words_and_multipliers_need_support(reply: str) -> None:
    """Words and multipliers state values; with only Bs. 4 and Bs. 500 around, none is."""
    assert not _grounded(reply, "Bs. 4,00 y Bs. 500,00; 3 y 45; 1.5 GB")


@pytest.mark.parametrize(
    ("reply", "evidence"),
    [
        ("Debes cuatro mil quinientos bolívares", "Bs. 4.500,00"),
        ("Debes Bs. 4 mil", "Bs. 4.000,00"),
        ("Debes 45 mil", "45.000,00"),
        ("Son 3,3 millones", "3.300.000"),
        ("Son 45k", "45,000"),
        ("Tienes tres facturas por pagar", "open invoices 3"),
        ("Vence el veinticinco de noviembre", "2026-11-25"),
    ],
)
def test_numbers_in_words_are_supported_by_the_same_value(reply: str, evidence: str) -> None:
    """The same rules as digits: the same value (and currency) supports a word amount."""
    assert _grounded(reply, evidence)


@pytest.mark.parametrize("mark", ["\u200b", "\u00ad", "\u2060", "\ufeff", "\u200d"])
def test_an_invisible_character_inside_a_number_is_never_supported(mark: str) -> None:
    """``Bs. 4\\u200b500,00`` is not read as "Bs. 4" and "500,00", nor as anything at all."""
    evidence = ("Bs. 4,00", "Bs. 500,00", "Bs. 4.500,00")
    assert verify(f"Debes Bs. 4{mark}500,00", evidence).unsupported == (f"4{mark}500,00",)


@pytest.mark.parametrize("space", [" ", "\u202f", "\u00a0", "\u2009", "\u2007"])
def test_a_space_inside_a_number_groups_thousands_or_makes_it_unreadable(space: str) -> None:
    """``4 500,00`` is 4500: not supported by Bs. 4 and Bs. 500 separately; ``4 50,00`` is
    no number anybody can be sure of."""
    halves = ("Bs. 4,00", "Bs. 500,00", "Bs. 50,00")
    assert not _grounded(f"Debes Bs. 4{space}500,00", *halves)
    assert _grounded(f"Debes Bs. 4{space}500,00", "Bs. 4.500,00")
    assert not _grounded(f"Debes Bs. 4{space}50,00", *halves, "Bs. 450,00")


def test_digits_of_another_script_keep_the_leading_zero_rule() -> None:
    """``٠٠١٦`` is 0016, a code: not supported by the number 16."""
    assert not _grounded("Cuenta terminada en \u0660\u0660\u0661\u0666", "16 días")
    assert _grounded("Cuenta terminada en \u0660\u0660\u0661\u0666", "ends in 0016")
    assert _grounded("Debes Bs. \u0663.\u0663\u0667\u0666,\u0660\u0660", BALANCE_ES.replace(
        "2.637,50", "3.376,00"))  # fmt: skip


def test_unsupported_words_are_reported_as_written() -> None:
    """The agent sees what the draft said, words and all."""
    verdict = verify("Son cuatro mil quinientos bolívares y Bs. 4 mil", ["Bs. 4,00"])
    assert verdict.unsupported == ("cuatro mil quinientos bolívares", "Bs. 4 mil")


# --- Citations: a reply drawn from the policy documents -------------------------------------

MORA = Evidence.passage("mora-recargo", "Mora > Recargo\n\nUn recargo de USD 3,00 tras el día 25.")
IGTF = Evidence.passage("impuestos-igtf", "Impuestos > IGTF\n\nEl IGTF es del 3 % en divisas.")


def test_a_cited_passage_supports_the_numbers_it_states() -> None:
    """Citing the section that states them, the reply's policy figures are supported."""
    found = grounding.verify(
        "El recargo es de USD 3,00 si pagas después del día 25.",
        [],
        passages=[MORA, IGTF],
        citations=["mora-recargo"],
        citation_required=True,
    )
    assert found == Grounding(True, (), (), False)


def test_a_passage_supports_nothing_it_is_not_cited_for() -> None:
    """Kept but not cited, a passage lends no support: "3 %" needs the IGTF section cited."""
    found = grounding.verify(
        "El IGTF es del 3 %.", [], passages=[MORA, IGTF], citations=["mora-recargo"]
    )
    assert (found.grounded, found.unsupported) == (False, ("3 %",))


def test_a_citation_of_a_passage_not_kept_is_unretrieved() -> None:
    """An expired section, another section, an invented id: each rejects the draft once."""
    found = grounding.verify(
        "Sin cifras.",
        [],
        passages=[MORA],
        citations=["promo-vacaciones-2026", "mora-recargo", "promo-vacaciones-2026", "x"],
    )
    assert (found.grounded, found.unretrieved) == (False, ("promo-vacaciones-2026", "x"))


def test_a_reply_that_must_stand_on_the_documents_must_cite_one() -> None:
    """A required citation missing is ``uncited``; not required, no citation is fine."""
    assert grounding.verify("Sin cifras.", [], passages=[MORA], citation_required=True) == (
        Grounding(False, (), (), True)
    )
    assert grounding.verify("Sin cifras.", [], passages=[MORA]).grounded


def test_the_tools_evidence_and_a_cited_passage_support_together() -> None:
    """A mixed reply: the bill's amount from the tool's values, the rule's from the passage."""
    tool = Evidence("get_bill_summary", "", ("Bs. 316,50",))
    found = grounding.verify(
        "Tu recargo es de Bs. 316,50; la regla es USD 3,00.",
        [tool],
        passages=[MORA],
        citations=["mora-recargo"],
    )
    assert found.grounded
    uncited = grounding.verify("Tu recargo es de Bs. 316,50; la regla es USD 3,00.", [tool])
    assert uncited.unsupported == ("USD 3,00",)
