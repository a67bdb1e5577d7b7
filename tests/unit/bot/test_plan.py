"""Who the customer is and which capabilities a question needs, before any call."""

from __future__ import annotations

from datetime import date

import pytest

from bot.plan import (
    FIND_CUSTOMER,
    PAYMENT_LOOKUP,
    Lookup,
    choose_lookup,
    needed_capabilities,
    payment_reference,
)
from bot.replies import Inbound
from bot.routing import Route, route

TODAY = date(2026, 11, 20)
PHONE = "+584141234567"


def lookup(text: str, phone: str | None = PHONE, account: str | None = None) -> Lookup | None:
    return choose_lookup(route(text, today=TODAY), Inbound(text, phone, account))


def test_the_account_in_the_message_wins() -> None:
    """An account number typed in the message beats the channel's account and the phone."""
    assert lookup("saldo de 1000000016", account="6044378211") == Lookup(
        "account_number", "1000000016"
    )


def test_then_the_channel_account_then_the_tax_id_then_the_phone() -> None:
    """Without one in the message: the known account, then a RIF/cédula, then the phone."""
    assert lookup("saldo", account=" 1000-0000-16 ") == Lookup("account_number", "1000000016")
    assert lookup("saldo V-12345678-1") == Lookup("tax_id", "V-12345678-1")
    assert lookup("saldo") == Lookup("phone", PHONE)
    assert lookup("saldo", phone=None) is None
    assert lookup("saldo", phone="  ") is None


def test_a_malformed_channel_account_is_passed_on_for_the_api_to_reject() -> None:
    """Not digits: the API answers invalid input, which the bot reports as not found."""
    assert lookup("saldo", account="abc") == Lookup("account_number", "abc")


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


def test_a_payment_question_with_a_reference_needs_a_payment_lookup() -> None:
    """With a reference the bot needs ``find_payment``, which the client does not offer."""
    with_ref = route("ya pague, ref 123456", today=TODAY)
    without = route("ya pague", today=TODAY)
    assert needed_capabilities(with_ref, "ya pague, ref 123456") == (FIND_CUSTOMER, PAYMENT_LOOKUP)
    assert needed_capabilities(without, "ya pague") == (FIND_CUSTOMER, "list_invoices")


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
    assert needed_capabilities(routed, "x") == (FIND_CUSTOMER, capability)
