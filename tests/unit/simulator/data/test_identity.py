"""Account numbers, RIFs and phones as bijections of the index (``simulator.data.identity``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from stdnum import luhn
from stdnum.ve import rif

from billing_sim.simulator.data import identity
from billing_sim.simulator.data.identity import MAX_CUSTOMERS, InvalidKey

_INDEX = st.integers(min_value=0, max_value=MAX_CUSTOMERS - 1)


def test_persona_zero_has_the_contracts_example_keys():
    """The worked example's account number, RIF and phone are the contract's."""
    assert identity.account_number(0) == "1000000016"
    assert identity.tax_number("V", 0).rif == "V-12345678-1"
    assert identity.mobile_phone(0) == "+584141234567"


@given(_INDEX)
def test_account_numbers_carry_a_luhn_digit_and_decode_to_their_index(index):
    """Ten digits, valid Luhn, and the lookup decodes the index back."""
    number = identity.account_number(index)
    assert len(number) == 10
    assert luhn.is_valid(number)
    assert identity.account_index(number) == index


@given(_INDEX, st.integers(1, 9))
def test_a_wrong_luhn_digit_is_invalid(index, shift):
    """Changing the check digit makes the number invalid."""
    number = identity.account_number(index)
    wrong = number[:-1] + str((int(number[-1]) + shift) % 10)
    with pytest.raises(InvalidKey):
        identity.account_index(wrong)


@given(_INDEX, st.sampled_from(["V", "E", "J"]))
def test_rifs_have_valid_check_digits_and_decode_to_their_index(index, kind):
    """RIFs validate with python-stdnum and decode to the index in any accepted form."""
    tax = identity.tax_number(kind, index)
    assert rif.is_valid(tax.rif)
    compact = tax.rif.replace("-", "")
    for form in (tax.rif, compact, compact.lower(), compact[:-1], f"{kind}-{tax.number:08d}"):
        parsed = identity.parse_tax_id(form)
        assert parsed == tax
        assert identity.tax_index(parsed) == index


@pytest.mark.parametrize(
    ("text", "kind", "number"),
    [
        ("V-12345678-1", "V", 12345678),
        ("v123456781", "V", 12345678),
        ("V12345678", "V", 12345678),
        ("V-1234567", "V", 1234567),
        ("e-81234567", "E", 81234567),
        ("P12345", "P", 12345),
    ],
)
def test_parse_tax_id_accepts_what_people_type(text, kind, number):
    """Dashes optional, lower case accepted, a bare cédula without check digit accepted."""
    parsed = identity.parse_tax_id(text)
    assert (parsed.kind, parsed.number) == (kind, number)


@pytest.mark.parametrize(
    "text", ["V-12345678-9", "V123456789", "X12345678", "V-123456789-1", "V12"]
)
def test_parse_tax_id_rejects_wrong_check_digits_and_forms(text):
    """A wrong check digit (V-12345678-9), an unknown letter or too many digits is invalid."""
    with pytest.raises(InvalidKey):
        identity.parse_tax_id(text)


def test_tax_numbers_outside_the_customer_ranges_belong_to_nobody():
    """P/G RIFs and numbers outside a kind's range decode to no customer."""
    assert identity.tax_index(identity.parse_tax_id("P12345")) is None
    assert identity.tax_index(identity.parse_tax_id("V-00001234")) is None


@given(_INDEX)
def test_mobiles_are_venezuelan_e164_and_decode_to_their_index(index):
    """Mobiles use a VE operator prefix and decode back from national forms too."""
    phone = identity.mobile_phone(index)
    assert phone[:6] in {f"+58{prefix}" for prefix in identity.MOBILE_PREFIXES}
    national = "0" + phone[3:]
    for form in (
        phone,
        national,
        f"{national[:4]}-{national[4:]}",
        f"+58 {phone[3:6]} {phone[6:]}",
    ):
        assert identity.normalise_phone(form) == phone
    assert identity.mobile_index(phone) == index


@given(_INDEX, st.sampled_from(["212", "261", "241", "295"]))
def test_landlines_decode_to_their_area_and_index(index, area):
    """Landlines carry the city's area code and decode to ``(area, index)``."""
    phone = identity.landline_phone(index, area)
    assert identity.normalise_phone(phone) == phone
    assert identity.landline_index(phone) == (area, index)
    assert identity.mobile_index(phone) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0414-1234567", "+584141234567"),
        ("04141234567", "+584141234567"),
        ("+58 414 1234567", "+584141234567"),
        ("584141234567", "+584141234567"),
        ("(0212) 555-1234", "+582125551234"),
        ("4241234567", "+584241234567"),
    ],
)
def test_normalise_phone_accepts_national_and_international_forms(text, expected):
    """Spaces, dashes, parentheses, trunk 0 and the 58 country code are all understood."""
    assert identity.normalise_phone(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "1234567",
        "+14155550100",
        "0999-1234567",
        "041412345",
        "+5841412345678",
        "0250-1234567",
        "0236-1234567",
        "0419-1234567",
        "+580414123456",
    ],
)
def test_normalise_phone_rejects_numbers_that_cannot_exist(text):
    """Foreign numbers, wrong lengths and codes outside the numbering plan are invalid."""
    with pytest.raises(InvalidKey):
        identity.normalise_phone(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("+584140000001", "+584140000001"),
        ("0414-0234567", "+584140234567"),
        ("0415-1234567", "+584151234567"),
        ("0422-1234567", "+584221234567"),
        ("0296-1234567", "+582961234567"),
        ("0212-0000000", "+582120000000"),
    ],
)
def test_well_formed_numbers_that_nobody_has_decode_to_no_customer(text, expected):
    """Any seven digits after a plan code can exist: they normalise and decode to nobody."""
    e164 = identity.normalise_phone(text)
    assert e164 == expected
    assert identity.mobile_index(e164) is None
    assert identity.landline_index(e164) is None
