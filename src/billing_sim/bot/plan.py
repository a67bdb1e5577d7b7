"""What a routed message needs before any call: who is writing, what they claim, and which
capabilities.

Who: the channel's identity (``identity_lookups``): the account the channel verified
(``Inbound.account_number``), then the sender's phone. What a message types (an account
number, then a RIF/cédula, then a phone: ``typed_claim``) is only a claim, checked against
the identity's customers by ``billing_sim.bot.access``; it is never looked up itself.

Which: one capability per route after ``find_customer``: its intent's (and its supporting
ones, when the tools offer them). A payment status question that quotes a payment
reference ("pagué, referencia 004512873361, ¿les llegó?") needs that payment, looked up
among the customer's own payments (``list_payments``): a tools object without it makes the
bot escalate as CAPABILITY_MISSING instead of guessing from the invoices. The same happens
for any route whose capability the tools object lacks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from billing_sim.bot._entities import PHONE_PATTERN, REFERENCE_PATTERN, money_amounts
from billing_sim.bot._numbers import Kind, read
from billing_sim.bot._text import fold
from billing_sim.bot.access import Claim
from billing_sim.bot.facts import PaymentDescribed
from billing_sim.bot.replies import Inbound
from billing_sim.bot.routing import Route, Routed

if TYPE_CHECKING:  # the registry is passed in; intents import the planner's neighbours
    from billing_sim.bot.intents import Registry

FIND_CUSTOMER = "find_customer"
PAYMENT_LOOKUP = "list_payments"
"""Looking up one payment by its bank reference: among the customer's own payments."""


_LONG_NUMBER = re.compile(r"(?<![\w.,/+-])\d{6,}(?![\w.,/-])")
_LOCAL_PHONE = re.compile(r"0[24]\d{9}")


@dataclass(frozen=True, slots=True)
class Lookup:
    """How to find the customer: ``key`` is an argument of ``find_customer``."""

    key: str
    value: str


def identity_lookups(inbound: Inbound) -> tuple[Lookup, ...]:
    """How to find who is writing: the channel's verified account, then the phone."""
    lookups = []
    if inbound.account_number and inbound.account_number.strip():
        given = inbound.account_number.strip()
        digits = re.sub(r"[\s-]", "", given)
        lookups.append(Lookup("account_number", digits if digits.isdigit() else given))
    if inbound.phone and inbound.phone.strip():
        lookups.append(Lookup("phone", inbound.phone.strip()))
    return tuple(lookups)


def typed_claim(routed: Routed) -> Claim | None:
    """The lookup key the message types, if any: account number, then tax id, then phone."""
    if routed.account_number:
        return Claim("account_number", routed.account_number)
    if routed.tax_id:
        return Claim("tax_id", routed.tax_id)
    if routed.phone:
        return Claim("phone", routed.phone)
    return None


def payment_reference(text: str, routed: Routed) -> str | None:
    """The payment reference a message quotes, if any (digits only).

    A number after "referencia"/"ref"/"comprobante"..., or any run of six or more digits
    that is not the account number, the tax id or a local phone number.
    """
    folded = fold(PHONE_PATTERN.sub(" ", text))
    labelled = REFERENCE_PATTERN.search(folded)
    if labelled:
        return re.sub(r"\D", "", labelled.group(1))
    tax_digits = re.sub(r"\D", "", routed.tax_id or "")
    for match in _LONG_NUMBER.finditer(folded):
        digits = match.group()
        if digits == routed.account_number or digits in tax_digits:
            continue
        if _LOCAL_PHONE.fullmatch(digits):
            continue
        return digits
    return None


def payment_described(text: str) -> PaymentDescribed | None:
    """The days and amounts ``text`` gives a payment by, if any (phones, account numbers and
    tax ids are not amounts)."""
    days = tuple(
        (token.date[0], token.date[1], token.date[2])
        for token in read(text).tokens
        if token.kind is Kind.DATE and token.date is not None
    )
    amounts = tuple(quoted.value for quoted in money_amounts(text))
    return PaymentDescribed(days, amounts) if days or amounts else None


def needed_capabilities(routed: Routed, text: str, intents: Registry) -> tuple[str, ...]:
    """The capabilities a routed data question needs, ``find_customer`` first, then its
    intent's (``billing_sim.bot.intents``)."""
    needed = (FIND_CUSTOMER, intents.of(routed.route).capability)
    if routed.route is Route.PAYMENT_STATUS and payment_reference(text, routed):
        return (*needed, PAYMENT_LOOKUP)
    return needed
