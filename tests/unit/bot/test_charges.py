"""The charges customers name: each finds its bill lines, and its wording states no number."""

from __future__ import annotations

import re

import pytest

from billing_sim.bot._charges import CHARGES, charge, named_charge
from billing_sim.client.models import BillLineChange
from tests.unit.bot.examples import money


def line(code: str, kind: str) -> BillLineChange:
    return BillLineChange.model_validate({
        "code": code, "kind": kind, "description": "x", "current_amount": money(100, "Bs. 1,00"),
        "previous_amount": None, "delta": money(100, "Bs. 1,00"), "change": "added",
    })  # fmt: skip


def test_the_wording_of_every_charge_states_no_number() -> None:
    """Every number of a reply comes from the bill's lines, never from this table."""
    for item in CHARGES:
        assert not re.search(r"\d", item.name + item.absent), item.key
        assert item.words
        assert item.codes or item.kinds


@pytest.mark.parametrize(
    ("key", "code", "kind", "matches"),
    [
        ("igtf", "tax:igtf", "tax", True),
        ("iva", "tax:igtf", "tax", False),
        ("taxes", "tax:igtf", "tax", True),
        ("late_fee", "fee:other", "late_fee", True),
        ("installation", "fee:relocation", "one_time", True),
        ("reconnection", "fee:late", "late_fee", False),
        ("proration", "prorate:fibra_100", "proration_charge", True),
        ("proration", "prorate:fibra_50", "proration_credit", True),
        ("proration", "plan:fibra_100", "recurring", False),
    ],
)
def test_a_charge_is_its_lines_by_code_prefix_or_kind(
    key: str, code: str, kind: str, matches: bool
) -> None:
    """Exact codes, code prefixes (``tax:``) and kinds."""
    named = charge(key)
    assert named is not None
    assert named.matches(line(code, kind)) is matches


def test_the_most_specific_charge_named_wins() -> None:
    """ "el impuesto IGTF" is the IGTF, not taxes in general; nothing named, nothing found."""
    assert (named_charge(" el impuesto igtf ") or CHARGES[-1]).key == "igtf"
    assert named_charge(" cuanto debo ") is None
    assert charge("nope") is None
