"""The workflow walk on a canned API: roots, each link once, one completed payment, its reads."""

from __future__ import annotations

from collections import Counter
from typing import Any

from schemathesis import Case, Response

from tests.unit.toolkit.verify_support import BASE, response, schema
from toolkit.verify.workflow import (
    UNKNOWN_ACCOUNT_NUMBER,
    UNKNOWN_SEARCH,
    Trace,
    WorkflowStart,
    run_workflow,
)

CUSTOMER = "cus_abcdef1"
START = WorkflowStart("1000000016", "key-123", "REF-123")
CANNED: dict[str, Any] = {
    "listPlans": {"data": [{"code": "fibra-100"}], "has_more": False},
    "getCustomer": {"id": CUSTOMER},
    "getCustomerBalance": {"customer_id": CUSTOMER},
    "listInvoices": {"data": [{"id": "inv_abcdef1"}], "has_more": False},
    "getBillSummary": {"current": {"invoice_id": "inv_abcdef1"}},
    "listSubscriptions": {"data": [{"id": "sub_abcdef1"}], "has_more": False},
    "listPayments": {"data": [], "has_more": False},
    "listCreditNotes": {"data": [], "has_more": False},
    "getInvoice": {
        "id": "inv_abcdef1",
        "customer_id": CUSTOMER,
        "currency": "VES",
        "amount_remaining": {"amount_minor": 10},
    },
    "listInvoiceLines": {"data": [], "has_more": False},
    "getSubscription": {"id": "sub_abcdef1", "plan_code": "fibra-100"},
    "getSubscriptionUsage": {},
    "getPlan": {},
    "getPayment": {},
}


class CannedApi:
    """Answers each operation with its canned body and remembers every case it was sent."""

    def __init__(self) -> None:
        self.sent: list[Case[Any]] = []

    def __call__(self, case: Case[Any]) -> Response:
        self.sent.append(case)
        operation = case.operation.definition.raw["operationId"]
        url = f"{BASE}{case.formatted_path}"
        if operation == "searchCustomers":
            found = case.query.get("account_number") == START.account_number
            body = {"data": [{"id": CUSTOMER}] if found else [], "has_more": False}
            return response(200, body, url=url)
        if operation == "createPayment":
            payment = {"id": "pay_abcdef01", "customer_id": CUSTOMER}
            return response(
                201, payment, url=url, method="POST", headers={"content-language": "en"}
            )
        return response(200, CANNED[operation], url=url)


def walk() -> tuple[Trace, CannedApi]:
    api = CannedApi()
    return run_workflow(schema(), START, api), api


def test_the_walk_starts_from_the_test_customer_and_ends_its_reads_with_a_miss() -> None:
    """searchCustomers by the account number first; the unknown account last among reads."""
    trace, _ = walk()
    assert trace.steps[0].key == "searchCustomers"
    assert trace.steps[0].case.query == {"account_number": "1000000016"}
    reads = trace.stage("read")
    assert reads[-1].key == UNKNOWN_SEARCH
    assert reads[-1].case.query == {"account_number": UNKNOWN_ACCOUNT_NUMBER}


def test_every_read_link_is_followed_at_most_once() -> None:
    """getCustomer is read twice (from the search and from the invoice) but its links once."""
    trace, _ = walk()
    labels = Counter(step.link.label for step in trace.steps if step.link is not None)
    assert max(labels.values()) == 1
    assert [s.key for s in trace.steps if s.operation_id == "getCustomer"] == [
        "searchCustomers/GetCustomer",
        "searchCustomers/ListInvoices/GetInvoice/GetCustomer",
    ]
    assert {s.operation_id for s in trace.steps} == set(CANNED) | {
        "searchCustomers",
        "createPayment",
    }


def test_the_payment_completes_the_record_payment_body_with_the_documented_example() -> None:
    """customer_id from the link; amount and method from the example; reference and key per run."""
    trace, _ = walk()
    [write] = trace.stage("write")
    assert write.key == "searchCustomers/GetCustomer/RecordPayment"
    assert write.case.body == {
        "customer_id": CUSTOMER,
        "amount": {"amount_minor": 337600, "currency": "VES"},
        "method": "pago_movil",
        "reference": "REF-123",
    }
    assert write.case.headers["Idempotency-Key"] == "key-123"


def test_after_the_payment_its_links_are_read_with_its_id_and_language() -> None:
    """GetPayment takes the id and Content-Language; the list and balance take the customer."""
    trace, _ = walk()
    after = {step.operation_id: step.case for step in trace.stage("after_write")}
    assert set(after) == {"getPayment", "listPayments", "getCustomerBalance"}
    assert after["getPayment"].path_parameters == {"payment_id": "pay_abcdef01"}
    assert after["getPayment"].headers["Accept-Language"] == "en"
    assert after["listPayments"].path_parameters == {"customer_id": CUSTOMER}


def test_links_that_find_nothing_are_recorded_as_skipped() -> None:
    """An empty payment list cannot feed GetPayment: a skip with its reason, not a request."""
    trace, _ = walk()
    skipped = {s.key: s.reason for s in trace.skipped}
    assert skipped["searchCustomers/ListPayments/GetPayment"].endswith("not found in the response")


def test_a_failed_read_is_not_followed() -> None:
    """Links hang off successful responses only."""
    api = CannedApi()

    def refuse(case: Case[Any]) -> Response:
        api.sent.append(case)
        return response(401, {"code": "unauthenticated"}, url=f"{BASE}{case.formatted_path}")

    trace = run_workflow(schema(), START, refuse)
    assert [s.key for s in trace.steps] == ["searchCustomers", "listPlans", UNKNOWN_SEARCH]
    assert trace.stage("write") == []
