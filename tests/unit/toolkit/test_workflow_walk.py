"""The workflow on a canned API: roots, each link once, the probes, one small completed payment,
its reads, its replay and the reuse of its key."""

from __future__ import annotations

from collections import Counter
from typing import Any

from schemathesis import Case, Response

from billing_sim.toolkit.workflow.probe_values import UNKNOWN_ACCOUNT_NUMBER, UNKNOWN_MEMBER
from billing_sim.toolkit.workflow.trace import Step, Trace
from billing_sim.toolkit.workflow.walk import (
    SMALL_AMOUNT,
    UNKNOWN_SEARCH,
    WorkflowStart,
    run_workflow,
)
from tests.unit.toolkit.workflow_support import BASE, response, schema

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


def body(step: Step) -> dict[str, Any]:
    """The JSON body a step sent."""
    assert isinstance(step.case.body, dict)
    return step.case.body


def taken(trace: Trace, key: str) -> Step:
    """The step ``key``, which the walk must have taken."""
    found = trace.step(key)
    assert found is not None, key
    return found


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
    reads = trace.stage("read")
    labels = Counter(step.link.label for step in reads if step.link is not None)
    assert max(labels.values()) == 1
    assert [s.key for s in reads if s.operation_id == "getCustomer"] == [
        "searchCustomers/GetCustomer",
        "searchCustomers/ListInvoices/GetInvoice/GetCustomer",
    ]
    assert {s.operation_id for s in reads} == (set(CANNED) | {"searchCustomers"}) - {"getPayment"}


def test_the_payment_is_small_in_the_billing_currency_with_the_runs_key_and_reference() -> None:
    """customer_id from the link; the method from the example; Bs. 1,00 so that it settles no
    invoice a later check (or run) needs open; reference and key per run."""
    trace, _ = walk()
    [write] = trace.stage("write")
    assert write.key == "searchCustomers/GetCustomer/RecordPayment"
    assert write.case.body == {
        "customer_id": CUSTOMER,
        "amount": {"amount_minor": SMALL_AMOUNT, "currency": "VES"},
        "method": "pago_movil",
        "reference": "REF-123",
    }
    assert write.case.headers["Idempotency-Key"] == "key-123"


def test_every_operation_read_is_read_again_in_english() -> None:
    """The first read of each operation, with ``Accept-Language: en`` and nothing else changed."""
    trace, _ = walk()
    english = {s.key: s for s in trace.stage("probe") if s.key.endswith("#en")}
    assert "searchCustomers#en" in english
    assert english["searchCustomers#en"].case.query == {"account_number": "1000000016"}
    assert all(s.case.headers["Accept-Language"] == "en" for s in english.values())
    assert len(english) == len({s.operation_id for s in trace.stage("read")})


def test_the_write_probes_are_the_payment_with_one_thing_wrong_and_a_key_of_their_own() -> None:
    """No key; not JSON; text/plain; the other currency; an unknown member in each strict
    object. Each has its own key and reference, so one accepted is not the payment."""
    trace, _ = walk()
    payment = "searchCustomers/GetCustomer/RecordPayment"
    probes = {
        s.key.removeprefix(f"{payment}?"): s
        for s in trace.stage("probe")
        if s.key.startswith(f"{payment}?")
    }
    assert set(probes) == {
        "no-key",
        "not-json",
        "media-type",
        "currency-mismatch",
        "unknown-member",
        "unknown-member/amount",
    }
    assert "Idempotency-Key" not in probes["no-key"].case.headers
    assert body(probes["currency-mismatch"])["amount"]["currency"] == "USD"
    assert body(probes["unknown-member"])[UNKNOWN_MEMBER] is True
    assert body(probes["unknown-member/amount"])["amount"][UNKNOWN_MEMBER] is True
    keys = {s.case.headers.get("Idempotency-Key") for s in probes.values()} - {None}
    assert len(keys) == 5
    assert "key-123" not in keys
    references = {body(s)["reference"] for s in probes.values() if isinstance(s.case.body, dict)}
    assert "REF-123" not in references


def test_the_payment_is_replayed_then_its_key_reused_with_another_amount() -> None:
    """Same key and body; then the same key with one more minor unit."""
    trace, _ = walk()
    payment = trace.payment
    assert payment is not None
    replay, reuse = trace.stage("idempotency")[:2]
    assert (replay.case.body, replay.case.headers["Idempotency-Key"]) == (
        payment.case.body,
        "key-123",
    )
    assert body(reuse)["amount"]["amount_minor"] == SMALL_AMOUNT + 1
    assert reuse.case.headers["Idempotency-Key"] == "key-123"


def test_lookup_and_cursor_probes_are_built_from_the_walks_own_data() -> None:
    """A wrong check digit of the customer's account; an id of another list as a cursor."""
    trace, _ = walk()
    assert taken(trace, "searchCustomers?check-digit").case.query == {
        "account_number": "1000000010"
    }
    assert taken(trace, "searchCustomers?no-key").case.query == {}
    cursor = taken(trace, "searchCustomers/ListInvoices?unknown-cursor")
    assert cursor.case.query == {"starting_after": CUSTOMER}
    both = taken(trace, "searchCustomers/ListInvoices?both-cursors")
    assert both.case.query == {"starting_after": "inv_abcdef1", "ending_before": "inv_abcdef1"}
    assert trace.step("listPlans?unknown-cursor") is None, (
        "plans page by code, with no such promise"
    )


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
    assert [s.key for s in trace.stage("read")] == ["searchCustomers", "listPlans", UNKNOWN_SEARCH]
    assert trace.stage("write") == []
