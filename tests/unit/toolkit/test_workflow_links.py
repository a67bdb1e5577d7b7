"""The contract's links and the runtime expressions that fill the next request."""

from __future__ import annotations

import pytest

from billing_sim.openapi import load_contract
from billing_sim.toolkit.workflow.links import Unresolved, contract_links, evaluate, resolve
from tests.unit.toolkit.workflow_support import link


def test_every_link_of_the_contract_is_read_with_its_status_and_target() -> None:
    """createPayment's 201 links to getPayment, listPayments and getCustomerBalance."""
    links = contract_links(load_contract())
    from_payment = {(item.name, item.target) for item in links if item.source == "createPayment"}
    assert from_payment == {
        ("GetPayment", "getPayment"),
        ("ListPayments", "listPayments"),
        ("GetCustomerBalance", "getCustomerBalance"),
    }
    assert {item.status for item in links if item.source == "createPayment"} == {201}


def test_body_pointers_fill_path_parameters_and_header_expressions_fill_headers() -> None:
    """GetPayment takes the id from the body and Accept-Language from Content-Language."""
    resolved = resolve(
        link("createPayment", "GetPayment"),
        {"id": "pay_abcdef01"},
        {"content-language": "en"},
    )
    assert resolved.path == {"payment_id": "pay_abcdef01"}
    assert resolved.headers == {"Accept-Language": "en"}
    assert resolved.body is None


def test_a_request_body_template_is_filled_recursively() -> None:
    """PayBalance builds the payment body from the balance's customer and amount due."""
    balance = {"customer_id": "cus_abcdef1", "amount_due": {"amount_minor": 500, "currency": "VES"}}
    resolved = resolve(link("getCustomerBalance", "PayBalance"), balance, {})
    assert resolved.body == {
        "customer_id": "cus_abcdef1",
        "amount": {"amount_minor": 500, "currency": "VES"},
    }


def test_a_pointer_into_an_empty_list_is_unresolved() -> None:
    """A search that found nobody cannot feed GetCustomer."""
    with pytest.raises(Unresolved, match="data/0/id"):
        resolve(link("searchCustomers", "GetCustomer"), {"data": [], "has_more": False}, {})


def test_pointer_escapes_and_list_indexes_are_followed() -> None:
    """~1 is a slash and ~0 a tilde (RFC 6901); digits index lists."""
    document = {"a/b": [{"c~d": 7}]}
    assert evaluate("$response.body#/a~1b/0/c~0d", document, {}) == 7


@pytest.mark.parametrize(
    "expression",
    ["$request.path.id", "$response.header.Location", "$response.body#/missing"],
)
def test_unsupported_forms_and_absent_values_are_reported_not_guessed(expression: str) -> None:
    """Only body pointers and present headers resolve."""
    with pytest.raises(Unresolved):
        evaluate(expression, {"id": "x"}, {})


def test_a_non_scalar_parameter_value_is_unresolved() -> None:
    """A pointer at an object cannot become a path parameter."""
    with pytest.raises(Unresolved, match="not a scalar"):
        resolve(link("createPayment", "GetPayment"), {"id": {"nested": 1}}, {})
