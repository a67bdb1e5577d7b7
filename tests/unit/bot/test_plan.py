"""Who the customer is and which capabilities a question needs, before any call."""

from __future__ import annotations

from datetime import date

import pytest

from billing_sim.bot.access import Claim
from billing_sim.bot.intents import SHIPPED
from billing_sim.bot.plan import (
    FIND_CUSTOMER,
    PAYMENT_LOOKUP,
    Lookup,
    identity_lookups,
    needed_capabilities,
    payment_reference,
    typed_claim,
)
from billing_sim.bot.replies import Inbound
from billing_sim.bot.routing import Route, route

TODAY = date(2026, 11, 20)
PHONE = "+584141234567"


def claim(text: str) -> Claim | None:
    return typed_claim(route(text, today=TODAY))


def test_the_channel_identifies_the_sender_account_first_then_phone() -> None:
    """Who is writing comes from the channel: its verified account, then the phone."""
    assert identity_lookups(Inbound("saldo", PHONE, " 1000-0000-16 ")) == (
        Lookup("account_number", "1000000016"),
        Lookup("phone", PHONE),
    )
    assert identity_lookups(Inbound("saldo", PHONE)) == (Lookup("phone", PHONE),)
    assert identity_lookups(Inbound("saldo de 1000000016", None)) == ()
    assert identity_lookups(Inbound("saldo", "  ", "  ")) == ()


def test_a_key_typed_in_the_message_is_a_claim_never_a_lookup() -> None:
    """An account, then a RIF/cédula, then a phone typed in the message: only a claim."""
    assert claim("saldo de 1000000016, V-12345678-1") == Claim("account_number", "1000000016")
    assert claim("saldo V-12.345.678") == Claim("tax_id", "V-12345678")
    assert claim("saldo del 0412-3941338") == Claim("phone", "+584123941338")
    assert claim("saldo") is None


def test_a_malformed_channel_account_is_passed_on_for_the_api_to_reject() -> None:
    """Not digits: the API answers invalid input, which the bot reports as not found."""
    assert identity_lookups(Inbound("saldo", None, "abc")) == (Lookup("account_number", "abc"),)


@pytest.mark.parametrize(
    ("text", "reference"),
    [
        ("ya pagué, referencia 004512873361", "004512873361"),
        ("pague por pago movil ref: 1234", "1234"),
        ("hice la transferencia, comprobante nro. 8812 3344", "88123344"),
        ("I paid, confirmation # 77665544", "77665544"),
        ("ya pague 00451287 no aparece", "00451287"),
    ],
)
def test_a_payment_reference_is_found(text: str, reference: str) -> None:
    """Labelled references (any length) and bare runs of six or more digits."""
    assert payment_reference(text, route(text, today=TODAY)) == reference


@pytest.mark.parametrize(
    "text",
    [
        "ya pague, mi cuenta es 1000000016",
        "ya pague, cedula V-12345678",
        "ya pague desde el +58 414 1234567",
        "ya pague desde el 04141234567",
        "ya pague 3.376,00 el 25/11",
        "ya pague la factura",
    ],
)
def test_accounts_ids_phones_and_amounts_are_not_references(text: str) -> None:
    """The account, the tax id, phones and amounts are not mistaken for a payment reference."""
    assert payment_reference(text, route(text, today=TODAY)) is None


def test_a_payment_question_with_a_reference_needs_the_customers_payments() -> None:
    """With a reference the bot needs the customer's payments (``list_payments``) to find
    it among them; without one, the payments only complete the answer (optional)."""
    with_ref = route("ya pague, ref 123456", today=TODAY)
    without = route("ya pague", today=TODAY)
    assert needed_capabilities(with_ref, "ya pague, ref 123456", SHIPPED) == (
        FIND_CUSTOMER,
        "list_invoices",
        PAYMENT_LOOKUP,
    )
    assert PAYMENT_LOOKUP == "list_payments"
    assert needed_capabilities(without, "ya pague", SHIPPED) == (FIND_CUSTOMER, "list_invoices")


@pytest.mark.parametrize(
    ("route_", "capability"),
    [
        (Route.BALANCE, "get_balance"),
        (Route.BILL_CHANGE, "get_bill_summary"),
        (Route.INVOICES, "list_invoices"),
        (Route.USAGE, "get_usage"),
    ],
)
def test_each_data_route_needs_its_capability(route_: Route, capability: str) -> None:
    """Every data route needs the customer lookup and one capability."""
    routed = route("x", today=TODAY)
    routed = type(routed)(route_, None, None, None, "test")
    assert needed_capabilities(routed, "x", SHIPPED) == (FIND_CUSTOMER, capability)
