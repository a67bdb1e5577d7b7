"""The disclosure policy, case by case: a typed key only selects among the sender's own."""

from __future__ import annotations

from typing import Any

import pytest

from billing_sim.bot.access import Claim, Decision, decide, holds
from billing_sim.client.models import Customer
from tests.unit.bot.examples import customer

MARIA = customer()  # 1000000016, V-12345678-1, +584141234567
ROSA = customer(
    id="cus_amb3xi8yhz", account_number="2207066974", name="Rosa",
    tax_id={"kind": "V", "value": "V-09584669-2"}, phones=["+584149424494"],
)  # fmt: skip
BODEGA = customer(
    id="cus_0dhr7d5v1q", account_number="6913058571", name="Bodega",
    tax_id={"kind": "J", "value": "J-37172470-1"}, phones=["+584149424494", "+584241112233"],
)  # fmt: skip
BODEGA_2 = customer(
    id="cus_0dhr7d5v2q", account_number="6913058589", name="Bodega (sucursal)",
    tax_id={"kind": "J", "value": "J-37172470-1"}, phones=["+584149424494"],
)  # fmt: skip


def account(value: str) -> Claim:
    return Claim("account_number", value)


def tax_id(value: str) -> Claim:
    return Claim("tax_id", value)


def phone(value: str) -> Claim:
    return Claim("phone", value)


D = Decision
CASES: list[tuple[str, Claim | None, list[Customer], Decision, list[Customer]]] = [
    # (case, claim typed in the message, the identity's customers, decision, about whom)
    ("nothing typed, nobody on the phone", None, [], D.NOT_FOUND, []),
    ("nothing typed, one account", None, [MARIA], D.ANSWER, [MARIA]),
    ("nothing typed, a shared phone", None, [ROSA, BODEGA], D.CHOOSE, [ROSA, BODEGA]),
    ("own account typed", account("1000000016"), [MARIA], D.ANSWER, [MARIA]),
    ("another's account typed", account("6044378211"), [MARIA], D.WITHHOLD, []),
    ("an account nobody holds", account("5550000003"), [MARIA], D.WITHHOLD, []),
    ("any account, from a phone nobody holds", account("1000000016"), [], D.WITHHOLD, []),
    ("one account of a shared phone", account("6913058571"), [ROSA, BODEGA], D.ANSWER, [BODEGA]),
    ("own cedula with check digit", tax_id("V-12345678-1"), [MARIA], D.ANSWER, [MARIA]),
    ("own cedula without check digit", tax_id("V-12345678"), [MARIA], D.ANSWER, [MARIA]),
    ("own cedula, zeros dropped", tax_id("V-9584669"), [ROSA, BODEGA], D.ANSWER, [ROSA]),
    ("own cedula, wrong check digit", tax_id("V-12345678-9"), [MARIA], D.WITHHOLD, []),
    ("own digits, another letter", tax_id("E-12345678"), [MARIA], D.WITHHOLD, []),
    ("another's cedula", tax_id("V-30481180-0"), [MARIA], D.WITHHOLD, []),
    ("a malformed tax id", tax_id("V12345678"), [MARIA], D.WITHHOLD, []),
    ("a RIF with two accounts on the phone", tax_id("J-37172470-1"),
     [ROSA, BODEGA, BODEGA_2], D.CHOOSE, [BODEGA, BODEGA_2]),
    ("own phone typed", phone("+584141234567"), [MARIA], D.ANSWER, [MARIA]),
    ("own second phone typed", phone("+58 424-111 2233"), [ROSA, BODEGA], D.ANSWER, [BODEGA]),
    ("another's phone typed", phone("+584123941338"), [MARIA], D.WITHHOLD, []),
    ("the shared phone typed", phone("+584149424494"), [ROSA, BODEGA], D.CHOOSE, [ROSA, BODEGA]),
]  # fmt: skip


@pytest.mark.parametrize(
    ("claim", "customers", "decision", "about"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_the_policy_table(
    claim: Claim | None, customers: list[Customer], decision: Decision, about: list[Customer]
) -> None:
    """Each row of ``billing_sim.bot.access``'s table."""
    access = decide(claim, customers)
    assert access.decision is decision
    assert access.customers == tuple(about)


def test_withholding_does_not_depend_on_whether_the_key_exists() -> None:
    """Somebody else's key and nobody's key get the same decision: nothing to tell apart."""
    outcomes: set[Any] = {
        decide(claim, [MARIA]) for claim in (account("6044378211"), account("5550000003"))
    }
    assert len(outcomes) == 1


def test_holding_is_read_from_the_record_only() -> None:
    """A claim is held when the API's record says so, for each kind of key."""
    assert holds(MARIA, account("1000000016"))
    assert not holds(MARIA, account("100000001"))
    assert holds(BODEGA, phone("0424-1112233".replace("0424", "+58424")))
    assert not holds(ROSA, phone("+584241112233"))
