"""The values the probes send, each with a right answer the contract gives: an account number
nobody has, one with a wrong check digit, phones that can and cannot exist, a month before any
customer, an id of a resource nobody has and something that is no id at all, an unknown member."""

from __future__ import annotations

from typing import Any

UNKNOWN_ACCOUNT_NUMBER = "0000000000"
"""Well formed (ten digits, valid Luhn check digit) and never issued: the search must miss."""
UNKNOWN_PERIOD = "1990-01"
"""A billing month before any customer existed."""
UNKNOWN_MEMBER = "billing_sim_unknown"
MALFORMED_ID = "Not_an-id"
"""No id of any kind (ids are ``cus_…`` and the like, plan codes lower case): 422."""
POSSIBLE_PHONE = "+584129999999"
"""A number that can exist (a mobile code, seven digits): a search answers 200, listing only
accounts that have it, never ``invalid_phone``."""
IMPOSSIBLE_PHONE = "+581001234567"
"""Well formed, but no Venezuelan number: there is no code 100 (``422 invalid_phone``)."""
ENGLISH = "en"


def unknown_id(known: str) -> str:
    """A well-formed id of ``known``'s kind that nobody has: its prefix and ten zeros
    (``cus_0000000000``, the contract's own example of an unknown id); for a plan code, a code
    no catalog uses."""
    prefix, underscore, _ = known.partition("_")
    return f"{prefix}_0000000000" if underscore else "billing-sim-unknown-plan"


def wrong_check_digit(account_number: str) -> str:
    """``account_number`` with its last (Luhn) digit changed: well formed, never valid."""
    last = account_number[-1:]
    replacement = "0" if last != "0" else "1"
    return f"{account_number[:-1]}{replacement}"


def national_phone(phone: str) -> str | None:
    """``+584141234567`` as it is written nationally, ``0414-1234567``."""
    if not phone.startswith("+58") or len(phone) != 13:
        return None
    digits = phone[3:]
    return f"0{digits[:3]}-{digits[3:]}"


def with_unknown_member(body: dict[str, Any], pointer: str) -> dict[str, Any]:
    """A copy of ``body`` with :data:`UNKNOWN_MEMBER` added to the object at ``pointer``."""
    if not pointer:
        return {**body, UNKNOWN_MEMBER: True}
    head, _, rest = pointer.lstrip("/").partition("/")
    return {**body, head: with_unknown_member(body[head], f"/{rest}" if rest else "")}
