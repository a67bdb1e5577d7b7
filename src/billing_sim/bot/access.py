"""Who may see what: the sender is who the channel says; a key typed in a message is a claim.

The channel tells the bot who is writing: the phone WhatsApp delivers the message from, or
an account the channel has verified (``Inbound.account_number``: set by the channel, or by
``billing_sim.bot.Conversation`` once the customer picked one of the accounts their phone's lookup
offered). On WhatsApp anybody can type anybody's cédula, so a lookup key typed in the
message (an account number, a cédula or RIF, another phone) is only a *claim*: it selects
among the identity's own customers and never widens them.

``decide`` is the whole policy, a pure function of the claim and the customers the
identity's own lookups returned:

=============================== =========================== ===================================
claim typed in the message      the identity's customers    decision
=============================== =========================== ===================================
none                            none                        ``NOT_FOUND`` (the identity has no
                                                            account: say so, ask nothing)
none                            one                         ``ANSWER`` about it
none                            several (a shared phone)    ``CHOOSE``: which one? (names and
                                                            last four digits)
account, tax id or phone        none of them holds it       ``WITHHOLD``: nothing about the
                                (or there are none)         key, not even whether it exists
account, tax id or phone        one holds it                ``ANSWER`` about that one
account, tax id or phone        several hold it (a RIF      ``CHOOSE`` among those
                                with two accounts on one
                                phone, the shared phone)
=============================== =========================== ===================================

A customer holds a claim when the API's record says so: its ``account_number`` is the
account typed, its ``tax_id`` is the cédula or RIF typed (the check digit compared when
typed, leading zeros ignored: ``V-9584669`` is ``V-09584669-2``), or its ``phones`` include
the phone typed.

The typed key is never sent to the billing API. Ownership is checked against the customers
the identity's own lookup returned, so "somebody else's" and "nobody's" cost the same calls
(the identity's lookup and nothing else), take the same time, and produce the same reply,
trace and hand-over: there is nothing to observe that tells them apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the record's shape only: the policy is pure and imports no client code
    from billing_sim.client.models import Customer

__all__ = ["Access", "Claim", "Decision", "decide", "holds"]

_TAX_ID = re.compile(r"([VEJPG])-0*(\d+?)(?:-(\d))?")


class Decision(StrEnum):
    """What the bot may do for this message."""

    ANSWER = "answer"
    CHOOSE = "choose"
    WITHHOLD = "withhold"
    NOT_FOUND = "not_found"


@dataclass(frozen=True, slots=True)
class Claim:
    """A lookup key typed in the message.

    Attributes:
        key: ``account_number``, ``tax_id`` or ``phone`` (a ``find_customer`` argument).
        value: As ``billing_sim.bot._entities`` reads it: ten digits, ``X-digits[-check]``, E.164.
    """

    key: str
    value: str


@dataclass(frozen=True, slots=True)
class Access:
    """The decision and the customers it concerns (the one to answer about, or to choose
    among; none for ``WITHHOLD`` and ``NOT_FOUND``)."""

    decision: Decision
    customers: tuple[Customer, ...]


def _same_tax_id(record: str, typed: str) -> bool:
    mine, theirs = _TAX_ID.fullmatch(record), _TAX_ID.fullmatch(typed)
    if mine is None or theirs is None:
        return False
    letter, digits, check = theirs.groups()
    return (letter, digits) == mine.groups()[:2] and check in (None, mine.group(3))


def holds(customer: Customer, claim: Claim) -> bool:
    """Whether the API's record of ``customer`` holds the key typed in ``claim``."""
    if claim.key == "account_number":
        return customer.account_number == claim.value
    if claim.key == "tax_id":
        return _same_tax_id(customer.tax_id.value, claim.value)
    digits = re.sub(r"\D", "", claim.value)
    return any(re.sub(r"\D", "", phone) == digits for phone in customer.phones)


def decide(claim: Claim | None, customers: Sequence[Customer]) -> Access:
    """The policy (module table): what the bot may say, given the identity's customers.

    Args:
        claim: The key typed in the message, if any.
        customers: The customers the identity's own lookups returned (no duplicates).

    Returns:
        The decision and the customers it concerns.
    """
    if claim is not None:
        holders = tuple(c for c in customers if holds(c, claim))
        if not holders:
            return Access(Decision.WITHHOLD, ())
    else:
        holders = tuple(customers)
        if not holders:
            return Access(Decision.NOT_FOUND, ())
    return Access(Decision.ANSWER if len(holders) == 1 else Decision.CHOOSE, holders)
