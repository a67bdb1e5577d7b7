"""Each match criterion selects exactly the requests it names."""

from __future__ import annotations

import pytest

from billing_sim.simulator.scenario import matching_rules
from tests.unit.scenario.helpers import request, with_rules

CUSTOMER = "cus_7k2m9q4x1z"
OTHER = "cus_0000000000"


def _selects(match: str, req_operation: str, **kwargs: object) -> bool:
    scenario = with_rules(f"- match: {match}\n  fault: {{kind: reset}}\n")
    req = request(req_operation, **kwargs)  # type: ignore[arg-type]
    return matching_rules(scenario.phases[0], req) == (0,)


@pytest.mark.parametrize(
    ("match", "hit", "miss"),
    [
        ("{operation: getCustomer}", "getCustomer", "getCustomerBalance"),
        ("{operations: [getInvoice, listInvoices]}", "listInvoices", "getBillSummary"),
        ("{tag: payments}", "createPayment", "getCustomer"),
        ("{tags: [plans, credit_notes]}", "listCreditNotes", "listPayments"),
        ("{method: POST}", "createPayment", "getPayment"),
        ("{path: '/v1/customers/{customer_id}/balance'}", "getCustomerBalance", "getCustomer"),
        ("{method: GET, path: /v1/plans}", "listPlans", "getPlan"),
        ("{tag: invoices, method: GET}", "getBillSummary", "getCustomer"),
        ("{}", "createPayment", None),
    ],
)
def test_static_criteria_select_operations(match: str, hit: str, miss: str | None) -> None:
    """operation(s), tag(s), method and path template select by operation."""
    assert _selects(match, hit)
    if miss is not None:
        assert not _selects(match, miss)


def test_path_params_select_one_customer_across_operations() -> None:
    """A customer_id pins every customer-scoped operation to that customer only."""
    match = f"{{path_params: {{customer_id: {CUSTOMER}}}}}"
    assert _selects(match, "getCustomer", customer_id=CUSTOMER)
    assert _selects(match, "listInvoices", customer_id=CUSTOMER)
    assert not _selects(match, "getCustomer", customer_id=OTHER)
    assert not _selects(match, "getInvoice", invoice_id="inv_7k2m9q4x1z2611")


def test_headers_match_case_insensitively_by_name_and_exactly_by_value() -> None:
    """Header names ignore case; values do not."""
    match = "{headers: {X-Client: whatsapp-bot}}"
    assert _selects(match, "getCustomer", headers={"x-client": "whatsapp-bot"})
    assert _selects(match, "getCustomer", headers={"X-CLIENT": "whatsapp-bot"})
    assert not _selects(match, "getCustomer", headers={"x-client": "WhatsApp-Bot"})
    assert not _selects(match, "getCustomer")


def test_every_criterion_must_hold() -> None:
    """Operation and path parameter together: both must match."""
    match = f"{{operation: listInvoices, path_params: {{customer_id: {CUSTOMER}}}}}"
    assert _selects(match, "listInvoices", customer_id=CUSTOMER)
    assert not _selects(match, "listPayments", customer_id=CUSTOMER)
    assert not _selects(match, "listInvoices", customer_id=OTHER)


def test_matching_rules_lists_every_match_in_order() -> None:
    """All rules whose match selects the request are listed, not just the first."""
    scenario = with_rules(
        """\
        - {match: {operation: getCustomer}, probability: 0.5, fault: {kind: reset}}
        - {match: {tag: payments}, fault: {kind: reset}}
        - {match: {method: GET}, fault: {kind: close}}
        """
    )
    assert matching_rules(scenario.phases[0], request("getCustomer")) == (0, 2)
    assert matching_rules(scenario.phases[0], request("createPayment")) == (1,)
