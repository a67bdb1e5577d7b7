"""Object ids: keyed permutations, index encoding and decoding (``simulator.data.ids``)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from billing_sim.simulator.data import ids
from billing_sim.simulator.data.identity import MAX_CUSTOMERS

_INDEX = st.integers(min_value=0, max_value=MAX_CUSTOMERS - 1)


@pytest.mark.parametrize("size", [4, 5, 17, 64, 1000, 4097])
def test_permutation_is_a_bijection_of_its_domain(size):
    """Every value of the domain is hit exactly once and inverts back."""
    permutation = ids.Permutation(size, key=7)
    images = [permutation.forward(index) for index in range(size)]
    assert sorted(images) == list(range(size))
    assert all(permutation.inverse(image) == index for index, image in enumerate(images))


def test_pinned_permutation_honours_its_pins_and_stays_bijective():
    """Pins move chosen indices to chosen values without breaking bijectivity."""
    permutation = ids.Permutation(1000, key=3, pins={0: 999, 5: 0, 7: 7})
    images = [permutation.forward(index) for index in range(1000)]
    assert (images[0], images[5], images[7]) == (999, 0, 7)
    assert sorted(images) == list(range(1000))
    assert all(permutation.inverse(image) == index for index, image in enumerate(images))


def test_permutation_rejects_values_outside_its_domain():
    """Out-of-domain input is an error, not a silent wrap-around."""
    permutation = ids.Permutation(100, key=1)
    with pytest.raises(ValueError, match="domain"):
        permutation.forward(100)
    with pytest.raises(ValueError, match="domain"):
        permutation.inverse(-1)


def test_the_worked_example_keeps_the_contracts_ids():
    """Persona 0 has the contract's example ids (customer, invoice, line, subscription)."""
    assert ids.customer_id(0) == "cus_7k2m9q4x1z"
    assert ids.invoice_id(0, 2026, 11) == "inv_7k2m9q4x1z2611"
    assert ids.line_id(0, 2026, 11, 1) == "il_7k2m9q4x1z261101"
    assert ids.subscription_id(0) == "sub_7k2m9q4x1z01"
    assert ids.session_payment_id(0, 7) == "pay_7k2m9q4x1z00000007"


def test_consecutive_customers_do_not_get_consecutive_looking_ids():
    """Neighbouring indices share no key prefix: ids do not reveal the population order."""
    keys = [ids.customer_key(index) for index in range(1, 200)]
    assert len({key[:3] for key in keys}) > 150


@given(_INDEX, st.integers(2000, 2099), st.integers(1, 12), st.integers(1, 99))
def test_every_kind_of_id_matches_the_contract_and_decodes_its_customer(index, year, month, n):
    """Ids match the contract's patterns and decode back to the index (and month)."""
    made = {
        "cus": ids.customer_id(index),
        "inv": ids.invoice_id(index, year, month),
        "il": ids.line_id(index, year, month, n),
        "sub": ids.subscription_id(index),
        "pay": ids.history_payment_id(index, year, month, n),
        "cn": ids.credit_note_id(index, year, month, n),
    }
    for prefix, object_id in made.items():
        assert re.fullmatch(rf"{prefix}_[0-9A-Za-z]{{6,40}}", object_id)
        parsed = ids.parse_id(object_id)
        assert parsed is not None
        assert (parsed.prefix, parsed.index) == (prefix, index)
        if prefix not in ("cus", "sub"):
            assert parsed.month() == (year, month)


@given(_INDEX, st.integers(0, 10**8 - 1), st.integers(1, 12), st.integers(1, 99))
def test_session_payment_ids_never_collide_with_generated_ones(index, sequence, month, n):
    """Session payments have an eight-digit tail, generated ones six: they cannot collide."""
    session = ids.session_payment_id(index, sequence)
    generated = ids.history_payment_id(index, 2026, month, n)
    assert session != generated
    assert len(session) != len(generated)
    parsed = ids.parse_id(session)
    assert parsed is not None
    assert parsed.index == index


@pytest.mark.parametrize(
    "text",
    [
        "cus_7K2M9Q4X1Z",
        "cus_7k2m9q4x1",
        "cus_zzzzzzzzzz",
        "inv_7k2m9q4x1z26",
        "pay_7k2m9q4x1z2611",
        "xyz_7k2m9q4x1z",
        "cus_7k2m9q4x1z0",
        "",
        "cus_7k2m9q4x1z\n",
    ],
)
def test_parse_id_rejects_ids_that_cannot_be_ours(text):
    """Wrong case, length, prefix, tail or a key outside the key space decode to nothing."""
    assert ids.parse_id(text) is None


def test_month_of_a_parsed_id_rejects_impossible_months():
    """A tail whose MM is not 01..12 has no month."""
    parsed = ids.parse_id("inv_7k2m9q4x1z2613")
    assert parsed is not None
    assert parsed.month() is None


def test_session_payment_sequence_must_fit_eight_digits():
    """Sequences beyond eight digits are refused."""
    with pytest.raises(ValueError, match="sequence"):
        ids.session_payment_id(0, 10**8)
