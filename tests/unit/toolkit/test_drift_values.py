"""Values two implementations with the same data must answer alike, and what is set aside."""

from __future__ import annotations

from billing_sim.toolkit.drift.difference_report import sentence
from billing_sim.toolkit.drift.differences import group_findings
from billing_sim.toolkit.drift.observation import Finding
from billing_sim.toolkit.drift.values import (
    SideValues,
    ValueChange,
    pattern,
    same_data,
    value_changes,
)
from billing_sim.toolkit.drift.walks import compare_verdicts
from billing_sim.toolkit.workflow.trace import Trace
from tests.unit.toolkit.workflow_support import step


def test_a_list_with_other_items_is_one_change_naming_both_lists() -> None:
    ours = {"data": [{"id": "inv_1"}], "has_more": False}
    theirs = {"data": [{"id": "inv_1"}, {"id": "inv_9"}], "has_more": False}
    assert value_changes(ours, theirs) == [ValueChange("/data", "['inv_1']", "['inv_1', 'inv_9']")]


def test_the_same_items_are_compared_member_by_member() -> None:
    ours = {"data": [{"id": "inv_1", "total": {"display": "Bs. 3.376,00"}}]}
    theirs = {"data": [{"id": "inv_1", "total": {"display": "Bs. 3376,00"}}]}
    assert value_changes(ours, theirs) == [
        ValueChange("/data/0/total/display", "'Bs. 3.376,00'", "'Bs. 3376,00'")
    ]


def test_fields_on_one_side_only_and_other_types_are_the_shapes_not_values() -> None:
    assert value_changes({"a": 1, "b": 2}, {"a": 1.0, "c": 3}) == []


def test_the_runs_payments_times_and_request_ids_are_set_aside() -> None:
    """Each side renames the payments it recorded by their order; times and request ids are
    never data."""

    def walk(payment: str, moment: str) -> Trace:
        trace = Trace()
        trace.steps.append(step("pay", "createPayment", 201, {"id": payment}, stage="write"))
        trace.steps.append(
            step(
                "list",
                "listPayments",
                200,
                {"data": [{"id": payment, "created_at": moment}], "request_id": payment},
                path={"customer_id": "cus_1"},
            )
        )
        return trace

    ours, theirs = walk("pay_aaa", "2026-11-20T10:00:00Z"), walk("pay_bbb", "2026-12-01T00:00Z")
    mine, other = SideValues(ours), SideValues(theirs)
    assert mine.body(ours.steps[1]) == other.body(theirs.steps[1])
    assert mine.body(ours.steps[1])["data"][0]["id"] == "⟨payment 1⟩"
    assert mine.text("/v1/payments/pay_aaa") == "/v1/payments/⟨payment 1⟩"


def test_an_etag_is_reduced_to_the_first_request_that_carried_it() -> None:
    trace = Trace()
    for key, etag in (("before", '"a"'), ("after", '"a"'), ("english", '"b"')):
        read = step(key, "getCustomerBalance", 200, {}, path={"customer_id": "cus_1"})
        read.response.headers["etag"] = [etag]
        trace.steps.append(read)
    values = SideValues(trace)
    assert [values.etag(s) for s in trace.steps] == ["before", "before", "english"]


def test_the_same_data_is_told_by_the_test_customer() -> None:
    one = step("searchCustomers", "searchCustomers", 200, {"data": [{"id": "cus_1"}]})
    same = step("searchCustomers", "searchCustomers", 200, {"data": [{"id": "cus_1"}]})
    other = step("searchCustomers", "searchCustomers", 200, {"data": [{"id": "cus_2"}]})
    assert same_data(one, same)
    assert not same_data(one, other)
    assert not same_data(one, None)


def test_every_value_of_one_operation_is_one_row_listing_its_fields() -> None:
    findings = [
        Finding("getInvoice", "value", "/total/display", "'Bs. 1.000,00'", "'Bs. 1000,00'", "a"),
        Finding("getInvoice", "value", "/lines/0/amount/display", "'x'", "'y'", "b"),
        Finding("getInvoice", "value", "/lines/1/amount/display", "'z'", "'w'", "b"),
    ]
    [row] = group_findings(findings)
    assert row.occurrences == 3
    text = sentence(row, "the simulator")
    assert text.startswith(
        "the same request gets other values at `/lines/[]/amount/display`, `/total/display`: "
        "e.g. `/lines/[]/amount/display` is 'y' in the implementation where the simulator "
        "answers 'x'"
    )


def test_a_validator_row_says_which_request_first_carried_the_etag() -> None:
    [row] = group_findings(
        [Finding("getCustomerBalance", "validator", "after", "after", "before", "after")]
    )
    assert sentence(row, "the simulator").startswith(
        "the ETag of `after` is the one first issued at `before` in the implementation; "
        "the simulator's is a new one"
    )


def test_list_positions_do_not_make_another_field() -> None:
    assert pattern("/data/3/lines/12/amount") == "/data/[]/lines/[]/amount"


def test_a_promise_broken_on_one_side_only_is_one_row_per_operation() -> None:
    """With other data, verify's judgements of each side are compared; not exercised is no
    evidence, and a promise broken on both sides is no difference."""
    ours = [
        ("selection.applied", "listInvoices", True, ""),
        ("lists.scope", "listInvoices", True, ""),
        ("caching.validators", "getInvoice", None, "nothing changed"),
        ("pagination.walk", "listPlans", False, "skips"),
    ]
    theirs = [
        ("selection.applied", "listInvoices", True, ""),
        ("selection.applied", "listInvoices", False, "status=paid answered an open invoice"),
        ("lists.scope", "listInvoices", True, ""),
        ("caching.validators", "getInvoice", False, "kept its ETag"),
        ("pagination.walk", "listPlans", False, "skips"),
    ]
    [row] = group_findings(compare_verdicts(ours, theirs, Trace()))
    assert (row.kind, row.operation, row.subject) == (
        "promise",
        "listInvoices",
        "selection.applied",
    )
    assert row.target == "broken (status=paid answered an open invoice)"
