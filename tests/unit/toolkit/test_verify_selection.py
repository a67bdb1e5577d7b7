"""Scope and selection read from the contract (``x-selects``, path parameters the items carry),
and how an answer is judged against the request it answers."""

from __future__ import annotations

from typing import Any

import pytest

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.stateful.selection import (
    discriminating,
    list_values,
    matches,
    previous_month,
    scope_problems,
    selection_problems,
)
from billing_sim.toolkit.workflow.contract import Selector, scoped_parameters, selectors

PAGING = {"limit", "starting_after", "ending_before"}


def selector(operation: str, parameter: str) -> Selector:
    return next(s for s in selectors(operation) if s.parameter == parameter)


def test_every_query_parameter_pages_or_says_what_it_selects() -> None:
    """A new filter without ``x-selects`` would go unjudged: the contract must say what it
    selects (the lookup keys, the filters, the periods all do)."""
    unjudged = [
        (operation, name)
        for operation, spec in OPERATIONS.items()
        for name in spec.query_params
        if name not in PAGING and not any(s.parameter == name for s in selectors(operation))
    ]
    assert unjudged == []


def test_selectors_come_from_the_contract_with_the_enum_of_their_schema() -> None:
    status = selector("listInvoices", "status")
    assert (status.field, status.match) == ("/status", "equal")
    assert status.enum == tuple(load_contract()["components"]["schemas"]["InvoiceStatus"]["enum"])
    periods = [s for s in selectors("getBillSummary") if s.parameter == "period"]
    assert [(s.field, s.match) for s in periods] == [
        ("/period", "equal"),
        ("/current/period/start", "month"),
    ]
    language = selector("getCustomer", "Accept-Language")
    assert (language.location, language.header, language.match) == (
        "header",
        "Content-Language",
        "locale",
    )


def test_a_path_parameter_scopes_the_answers_that_carry_it() -> None:
    """Lists under a customer, its balance and bill summary, an invoice's lines, a
    subscription's usage; a read by its own id or code answers that resource."""
    scoped = {operation: scoped_parameters(operation) for operation in OPERATIONS}
    assert scoped["listInvoices"] == (("customer_id", "customer_id"),)
    assert scoped["getCustomerBalance"] == (("customer_id", "customer_id"),)
    assert scoped["listInvoiceLines"] == (("invoice_id", "invoice_id"),)
    assert scoped["getSubscriptionUsage"] == (("subscription_id", "subscription_id"),)
    assert scoped["getInvoice"] == (("invoice_id", "id"),)
    assert scoped["getPlan"] == (("plan_code", "code"),)
    assert scoped["searchCustomers"] == ()
    assert scoped["createPayment"] == ()


def test_an_item_of_another_customer_breaks_the_scope() -> None:
    items = [{"id": "inv_1", "customer_id": "cus_a"}, {"id": "inv_2", "customer_id": "cus_b"}]
    assert scope_problems(items, "customer_id", "cus_a") == [
        "inv_2 has customer_id 'cus_b', not cus_a"
    ]


@pytest.mark.parametrize(
    ("operation", "parameter", "found", "value", "agrees"),
    [
        ("listInvoices", "status", "open", "open", True),
        ("listInvoices", "status", "paid", "open", False),
        ("listInvoices", "period", "2026-11-01", "2026-11", True),
        ("listInvoices", "period", "2026-10-01", "2026-11", False),
        ("searchCustomers", "tax_id", "V-12345678-9", "V123456789", True),
        ("searchCustomers", "tax_id", "V-12345678-9", "v12345678", True),
        ("searchCustomers", "tax_id", "V-12345678-9", "V-87654321-0", False),
        ("searchCustomers", "phone", ["+584141234567"], "0414-1234567", True),
        ("searchCustomers", "phone", ["+584141234567"], "+584241234567", False),
        ("searchCustomers", "account_number", None, "1000000016", False),
    ],
)
def test_a_field_agrees_with_the_value_sent_by_its_match(
    operation: str, parameter: str, found: Any, value: str, agrees: bool
) -> None:
    assert matches(selector(operation, parameter), found, value) is agrees


def test_a_summary_for_another_month_than_asked_is_named_by_each_field() -> None:
    summary = {"period": "2026-11", "current": {"period": {"start": "2026-11-01"}}}
    problems = [
        problem
        for rule in selectors("getBillSummary")
        if rule.parameter == "period"
        for problem in selection_problems([summary], rule, "2026-10")
    ]
    assert problems == [
        "period=2026-10 answered the answer with /period '2026-11'",
        "period=2026-10 answered the answer with /current/period/start '2026-11-01'",
    ]


def test_a_list_is_read_with_every_enum_value_or_the_values_its_items_have() -> None:
    invoices = [
        {"status": "open", "period": {"start": "2026-11-01"}},
        {"status": "paid", "period": {"start": "2026-10-01"}},
        {"status": "paid", "period": {"start": "2026-09-01"}},
    ]
    assert list_values(selector("listInvoices", "status"), invoices) == list(
        selector("listInvoices", "status").enum
    )
    # Two months the items have, and one none has.
    assert list_values(selector("listInvoices", "period"), invoices) == [
        "2026-11",
        "2026-10",
        "2026-08",
    ]


def test_the_month_before_crosses_the_year() -> None:
    assert previous_month("2026-01") == "2025-12"
    assert previous_month("2026-11") == "2026-10"


def test_filters_together_are_read_with_values_where_each_one_matters() -> None:
    """status=open with the month of a paid invoice selects nothing; without either filter it
    would select something: so an implementation that drops one shows."""
    invoices = [
        {"status": "open", "period": {"start": "2026-11-01"}},
        {"status": "paid", "period": {"start": "2026-10-01"}},
    ]
    rules = [s for s in selectors("listInvoices") if s.location == "query"]
    assert discriminating(rules, invoices) == {"status": "open", "period": "2026-10"}
    assert discriminating(rules[:1], invoices) is None
