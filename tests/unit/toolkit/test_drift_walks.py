"""Two walks compared: steps by key, auth probes, and the payment's state transitions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from schemathesis import Case, Response

from billing_sim.toolkit.drift.walks import PROBES, compare_probes, compare_walks, probe_auth
from billing_sim.toolkit.workflow.trace import Skipped, Trace
from tests.unit.toolkit.workflow_support import payment_trace, problem, response, step


def kinds(findings: list[Any]) -> set[tuple[str, str]]:
    return {(f.operation, f.kind) for f in findings}


def test_identical_walks_do_not_differ() -> None:
    """Same statuses, shapes and effects: no finding, no note."""
    findings, notes = compare_walks(payment_trace(), payment_trace())
    assert (findings, notes) == ([], [])


def test_a_lost_payment_is_three_transitions_of_create_payment() -> None:
    """Readable, listed, balance: each a transition of the write, not a getPayment status
    (the report then groups them into one row)."""
    findings, _ = compare_walks(
        payment_trace(), payment_trace(retrievable=False, listed=False, due_after=1000)
    )
    assert kinds(findings) == {("createPayment", "transition")}
    assert len(findings) == 3
    readable = next(f for f in findings if f.subject.startswith("getPayment"))
    assert readable.reference.startswith("yes (200")
    assert readable.target == "no (404 payment_not_found for pay_abcdef01)"
    assert readable.request.startswith("curl -X GET")


def test_a_shape_difference_after_the_payment_belongs_to_the_reading_operation() -> None:
    """After the write, equal statuses are compared as the step's own operation."""
    theirs = payment_trace()
    index = next(i for i, s in enumerate(theirs.steps) if s.key == "w/ListPayments")
    listing = {**theirs.steps[index].json(), "extra": 1}
    theirs.steps[index] = step(
        "w/ListPayments",
        "listPayments",
        200,
        listing,
        stage="after_write",
        path={"customer_id": "cus_abcdef1"},
    )
    findings, _ = compare_walks(payment_trace(), theirs)
    assert kinds(findings) == {("listPayments", "extra_field")}


def test_a_step_only_one_walk_took_is_a_note_not_a_difference() -> None:
    """An empty list on one side leaves a link unfollowed: data, reported as a note."""
    ours = Trace(
        steps=[
            step("s", "searchCustomers", 200, {"data": [], "has_more": False}),
            step("s/L", "listPlans", 200, {"data": [], "has_more": False}),
        ]
    )
    theirs = Trace(
        steps=[step("s", "searchCustomers", 200, {"data": [], "has_more": False})],
        skipped=[Skipped("s/L", "$response.body#/data/0/id: not found in the response")],
    )
    findings, notes = compare_walks(ours, theirs)
    assert findings == []
    assert notes == [
        "workflow step s/L not compared: the implementation did not take it "
        "($response.body#/data/0/id: not found in the response)"
    ]


def test_children_of_a_step_whose_status_differs_are_not_noted_again() -> None:
    """The parent's status difference already explains the missing child."""
    ours = Trace(
        steps=[
            step("s", "searchCustomers", 200, {"data": [], "has_more": False}),
            step("s/L", "listPlans", 200, {"data": [], "has_more": False}),
        ]
    )
    theirs = Trace(steps=[step("s", "searchCustomers", 204)])
    findings, notes = compare_walks(ours, theirs)
    assert kinds(findings) == {("searchCustomers", "status")}
    assert notes == []


def test_probes_resend_the_first_request_of_each_operation_without_and_with_a_wrong_key() -> None:
    """Two probes per operation, the headers chosen by the probe, not the caller's key."""
    trace = Trace(
        steps=[
            step("a", "getCustomerBalance", 200, {}, path={"customer_id": "cus_abcdef1"}),
            step("b", "getCustomerBalance", 200, {}, path={"customer_id": "cus_abcdef1"}),
        ]
    )
    sent: list[dict[str, str]] = []

    def send(case: Case[Any], headers: Mapping[str, str]) -> Response:
        sent.append(dict(headers))
        return response(401, problem(401, "unauthenticated"))

    results = probe_auth(trace, send)
    assert [r.probe for r in results] == [probe for probe, _ in PROBES]
    assert sent[0] == {}
    assert sent[1]["Authorization"].startswith("Bearer ")


def test_a_probe_answered_differently_is_an_auth_difference() -> None:
    """401 on the reference, 200 on the implementation."""
    trace = Trace(
        steps=[step("a", "getCustomerBalance", 200, {}, path={"customer_id": "cus_abcdef1"})]
    )
    ours = probe_auth(trace, lambda case, headers: response(401, problem(401, "unauthenticated")))
    theirs = probe_auth(trace, lambda case, headers: response(200, {}))
    findings = compare_probes(ours, theirs)
    assert {(f.operation, f.kind, f.subject, f.reference, f.target) for f in findings} == {
        ("getCustomerBalance", "auth", "without credentials", "401 unauthenticated", "200"),
        ("getCustomerBalance", "auth", "with an invalid key", "401 unauthenticated", "200"),
    }
