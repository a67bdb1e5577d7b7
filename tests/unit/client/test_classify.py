"""The classification table, derived from the contract, for every operation, status and code."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from billing_sim.client import (
    APIStatusError,
    AuthenticationError,
    BillingError,
    BreakerState,
    ContractViolationError,
    FailureKind,
    NotFoundError,
    PermissionDeniedError,
    RetryPolicy,
    classification_table,
)
from billing_sim.client._types import BreakerOutcome
from billing_sim.client.testing import html, ok, problem, reply
from billing_sim.openapi import models
from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS, Operation

from .conftest import CUSTOMER_ID, INVOICE_ID, PAYMENT, SUBSCRIPTION_ID, Flavor, success_example

K = FailureKind
ONE_ATTEMPT = RetryPolicy(max_attempts=1)
CALLS: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    "searchCustomers": ((), {"account_number": "1000000016"}),
    "getCustomer": ((CUSTOMER_ID,), {}),
    "getCustomerBalance": ((CUSTOMER_ID,), {}),
    "listInvoices": ((CUSTOMER_ID,), {}),
    "getBillSummary": ((CUSTOMER_ID,), {"period": "2026-11"}),
    "listSubscriptions": ((CUSTOMER_ID,), {}),
    "listPayments": ((CUSTOMER_ID,), {}),
    "listCreditNotes": ((CUSTOMER_ID,), {}),
    "getInvoice": ((INVOICE_ID,), {}),
    "listInvoiceLines": ((INVOICE_ID,), {}),
    "listPlans": ((), {}),
    "getPlan": (("fibra-100",), {}),
    "getSubscription": ((SUBSCRIPTION_ID,), {}),
    "getSubscriptionUsage": ((SUBSCRIPTION_ID,), {}),
    "createPayment": ((PAYMENT,), {}),
    "getPayment": (("pay_7k2m9q4x1z00000007",), {}),
}


def method_name(operation_id: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", operation_id).lower()


def expected(operation: Operation, status: int, code: str) -> tuple[FailureKind, bool, bool, bool]:
    """The issue's rules, restated: (kind, escalate, counts against the breaker, retryable)."""
    if code not in operation.error_codes.get(status, ()):
        return K.CONTRACT_VIOLATION, True, True, status >= 500
    spec = ERROR_CATALOG[code]
    if status == 404 and code.endswith("_not_found"):
        return K.NOT_FOUND, False, False, False
    if spec.category == "business":
        return K.REJECTED, False, False, False
    if status in (401, 403):
        return K.UNAUTHORIZED, True, False, False
    if status == 429:
        return K.RATE_LIMITED, True, False, True
    if status >= 500:
        return K.SERVER_ERROR, True, True, True
    if spec.retryable:
        return K.CONFLICT, True, False, True
    return K.INVALID_INPUT, False, False, False


def call_operation(flavor: Flavor, operation_id: str, steps: list[Any], **options: Any) -> Any:
    client, _ = flavor.client(steps, **options)
    args, kwargs = CALLS[operation_id]
    return client, flavor.run(client, method_name(operation_id), *args, **kwargs)


def outcome_of(flavor: Flavor, operation_id: str, steps: list[Any], **options: Any) -> Any:
    """The value, or the BillingError raised, and the client."""
    client, _ = flavor.client(steps, **options)
    args, kwargs = CALLS[operation_id]
    try:
        return client, flavor.run(client, method_name(operation_id), *args, **kwargs)
    except BillingError as error:
        return client, error


def test_every_operation_has_a_typed_method_and_a_test_call() -> None:
    """A new operation in the contract cannot go untested (or unimplemented)."""
    assert set(CALLS) == set(OPERATIONS)


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_table_derives_every_declared_status_and_code_from_the_catalog(operation_id: str) -> None:
    """Each (status, code) the operation declares has the verdict the issue prescribes."""
    operation = OPERATIONS[operation_id]
    table = classification_table()
    assert table[(operation_id, operation.success_status, None)].kind is None
    if 304 in operation.statuses:
        assert table[(operation_id, 304, None)].kind is K.CONTRACT_VIOLATION
    for status, codes in operation.error_codes.items():
        for code in codes:
            verdict = table[(operation_id, status, code)]
            kind, escalate, counted, retryable = expected(operation, status, code)
            assert verdict.kind is kind, (status, code)
            assert verdict.escalate is escalate, (status, code)
            assert (verdict.breaker is BreakerOutcome.FAILURE) is counted, (status, code)
            assert verdict.retryable is retryable, (status, code)
            assert verdict.code == code


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_every_catalog_code_on_every_operation_is_classified_end_to_end(
    flavor: Flavor, operation_id: str
) -> None:
    """Every code of the catalog, on its status, through the real typed method."""
    operation = OPERATIONS[operation_id]
    mismatches = []
    for code, spec in ERROR_CATALOG.items():
        client, error = outcome_of(
            flavor, operation_id, [problem(spec.status, code)], retry=ONE_ATTEMPT
        )
        kind, _, counted, _ = expected(operation, spec.status, code)
        snapshot = client.breaker.snapshot()
        got = (
            error.failure_kind,
            snapshot.consecutive_failures == 1,
            isinstance(error, APIStatusError) and error.code == code,
        )
        declared = code in operation.error_codes.get(spec.status, ())
        if got != (kind, counted, declared):
            mismatches.append((code, got))
        if declared and spec.status == 404:
            assert isinstance(error, NotFoundError) is code.endswith("_not_found")
        if declared and spec.status == 401:
            assert isinstance(error, AuthenticationError)
        if declared and spec.status == 403:
            assert isinstance(error, PermissionDeniedError)
        if not declared:
            assert isinstance(error, ContractViolationError)
    assert mismatches == []


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_success_body_is_parsed_into_the_operation_model(flavor: Flavor, operation_id: str) -> None:
    """The contract's own example parses into the operation's response model."""
    operation = OPERATIONS[operation_id]
    step = ok(success_example(operation_id), status=operation.success_status)
    _, value = call_operation(flavor, operation_id, [step])
    assert type(value) is getattr(models, operation.response_model or "")


UNDECLARED_PROBES = (200, 201, 204, 302, 304, 404, 405, 409, 410, 418, 501, 507)


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_undeclared_statuses_are_contract_violations(flavor: Flavor, operation_id: str) -> None:
    """Any status the operation does not declare (and 304, never asked for) escalates."""
    operation = OPERATIONS[operation_id]
    probes = [
        s
        for s in UNDECLARED_PROBES
        if (s not in operation.statuses or s == 304) and s != operation.success_status
    ]
    assert probes
    for status in probes:
        client, error = outcome_of(
            flavor, operation_id, [reply(status, {"x": 1})], retry=ONE_ATTEMPT
        )
        assert isinstance(error, ContractViolationError), status
        assert error.status_code == status
        assert client.breaker.snapshot().consecutive_failures == 1


ROUTE_NOT_FOUND = problem(404, "route_not_found")
BARE_404 = reply(404, b"", content_type="text/plain")
HTML_404 = html(404, "<html><body><h1>404 Not Found</h1>nginx</body></html>")
FASTAPI_404 = reply(404, {"detail": "Not Found"})


@pytest.mark.parametrize(
    "step",
    [ROUTE_NOT_FOUND, BARE_404, HTML_404, FASTAPI_404],
    ids=["route_not_found", "bare", "html", "json-without-problem"],
)
def test_a_404_without_a_business_code_escalates_and_counts(flavor: Flavor, step: Any) -> None:
    """A gateway's or a wrong base URL's 404 is never "not found": it escalates."""
    tools, _, _ = flavor.env([step])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert (result.ok, result.should_escalate) == (False, True)
    assert result.failure_kind is K.CONTRACT_VIOLATION
    assert len(result.attempts) == 1
    assert tools.breaker.snapshot().consecutive_failures == 1


def test_a_business_404_is_neutral_for_the_breaker(flavor: Flavor) -> None:
    """``invoice_not_found`` is an answer: no escalation, nothing counted."""
    tools, _, _ = flavor.env([problem(404, "invoice_not_found")] * 6)
    results = [flavor.run(tools, "get_invoice", INVOICE_ID) for _ in range(6)]
    assert {(r.ok, r.should_escalate, r.failure_kind) for r in results} == {
        (False, False, K.NOT_FOUND)
    }
    snapshot = tools.breaker.snapshot()
    assert (snapshot.state, snapshot.consecutive_failures, snapshot.window_calls) == (
        BreakerState.CLOSED,
        0,
        0,
    )


def test_an_html_502_is_a_contract_violation_that_is_still_retried(flavor: Flavor) -> None:
    """A proxy's HTML 502 breaks the contract but is the textbook transient failure."""
    tools, transport, _ = flavor.env([html(502), html(502), ok(success_example("getInvoice"))])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert result.ok
    assert [a.failure_kind for a in result.attempts] == [
        K.CONTRACT_VIOLATION,
        K.CONTRACT_VIOLATION,
        None,
    ]
    assert len(transport.requests) == 3


def _problem_body(**changes: Any) -> dict[str, Any]:
    body = {
        "type": "https://billing.isp.example/problems/invoice_not_found",
        "title": "Factura no encontrada",
        "status": 404,
        "detail": "x",
        "code": "invoice_not_found",
        "request_id": "req_1",
        "retryable": False,
        "category": "business",
    }
    return {**body, **changes}


@pytest.mark.parametrize(
    "step",
    [
        reply(200, b"{not json"),
        reply(200, {"id": INVOICE_ID}),
        reply(200, b""),
        html(200, "<html>captive portal</html>"),
        reply(404, _problem_body(status=400), content_type="application/problem+json"),
        reply(404, _problem_body(code="No such code!"), content_type="application/problem+json"),
        reply(
            404,
            _problem_body(code="invoice_archived", category="infrastructure"),
            content_type="application/problem+json",
        ),
        reply(
            404, _problem_body(code="customer_not_found"), content_type="application/problem+json"
        ),
        reply(404, {k: v for k, v in _problem_body().items() if k != "request_id"}),
    ],
    ids=[
        "invalid-json",
        "model-validation",
        "empty-200",
        "html-200",
        "status-mismatch",
        "code-not-an-identifier",
        "new-code-category-contradicts-status",
        "code-not-declared-for-operation",
        "problem-missing-member",
    ],
)
def test_malformed_answers_are_contract_violations(flavor: Flavor, step: Any) -> None:
    """Bodies that fail the models, or problems the operation does not declare, escalate."""
    tools, _, _ = flavor.env([step])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert (result.ok, result.should_escalate, result.failure_kind) == (
        False,
        True,
        K.CONTRACT_VIOLATION,
    )
    assert len(result.attempts) == 1


def _new_code(status: int, code: str, category: str, *, retryable: bool = False) -> Any:
    """A problem with a code this client's contract does not know (added by a later version)."""
    body = _problem_body(status=status, code=code, category=category, retryable=retryable)
    body["type"] = f"https://billing.isp.example/problems/{code}"
    return reply(status, body, content_type="application/problem+json")


@pytest.mark.parametrize(
    ("step", "kind", "escalate", "attempts", "breaker_failures"),
    [
        (_new_code(404, "invoice_archived_not_found", "business"), K.NOT_FOUND, False, 1, 0),
        (_new_code(422, "invoice_disputed", "business"), K.REJECTED, False, 1, 0),
        (_new_code(422, "invoice_id_checksum", "client"), K.INVALID_INPUT, False, 1, 0),
        (
            _new_code(429, "quota_exhausted", "rate_limit", retryable=True),
            K.RATE_LIMITED,
            True,
            3,
            0,
        ),
        (_new_code(403, "tenant_suspended", "auth"), K.UNAUTHORIZED, True, 1, 0),
        (
            _new_code(503, "billing_backend_degraded", "infrastructure", retryable=True),
            K.SERVER_ERROR,
            True,
            3,
            3,
        ),
        (_new_code(500, "ledger_locked", "business", retryable=True), K.SERVER_ERROR, True, 3, 3),
    ],
    ids=["404-business", "422-business", "422-client", "429", "403", "503", "500-any-category"],
)
def test_a_code_newer_than_the_contract_is_judged_by_status_and_category(
    flavor: Flavor,
    step: Any,
    kind: FailureKind,
    escalate: bool,
    attempts: int,
    breaker_failures: int,
) -> None:
    """Error codes are an open set: an unknown code on a declared status is no violation."""
    tools, _, _ = flavor.env([], then=step)
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    code = json.loads(step.content)["code"]
    assert (result.failure_kind, result.should_escalate, result.error_code) == (
        kind,
        escalate,
        code,
    )
    assert len(result.attempts) == attempts
    assert tools.breaker.snapshot().window_failures == breaker_failures
    assert code in result.evidence_text or kind is K.RATE_LIMITED


def test_a_new_not_found_code_reads_as_a_missing_record(flavor: Flavor) -> None:
    """``invoice_archived_not_found`` on a 404: "no invoice archived for invoice id ..."."""
    tools, _, _ = flavor.env([_new_code(404, "invoice_archived_not_found", "business")])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert result.error == (
        f'The billing system has no invoice archived for invoice id "{INVOICE_ID}" '
        "(invoice_archived_not_found)."
    )


def test_the_typed_client_raises_by_status_for_a_new_code(flavor: Flavor) -> None:
    """BillingClient: a new business 404 code is a NotFoundError carrying the code and problem."""
    client, _ = flavor.client([_new_code(404, "invoice_archived_not_found", "business")])
    with pytest.raises(NotFoundError) as raised:
        flavor.run(client, "get_invoice", INVOICE_ID)
    assert raised.value.code == "invoice_archived_not_found"
    assert raised.value.problem is not None
    assert raised.value.problem.code == "invoice_archived_not_found"


def test_a_catalogued_code_an_operation_does_not_declare_is_still_a_violation(
    flavor: Flavor,
) -> None:
    """route_not_found (a wrong base URL) on getInvoice: known, not declared there: escalate."""
    body = _problem_body(code="route_not_found", category="client")
    tools, _, _ = flavor.env([reply(404, body, content_type="application/problem+json")])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert (result.failure_kind, result.should_escalate) == (K.CONTRACT_VIOLATION, True)


def test_an_empty_search_is_a_business_answer(flavor: Flavor) -> None:
    """No customer for that key: ``not_found`` with ``data=[]``, and no escalation."""
    tools, _, _ = flavor.env([ok({"data": [], "has_more": False})])
    result = flavor.run(tools, "find_customer", account_number="1000000016")
    assert (result.ok, result.should_escalate, result.failure_kind, result.data) == (
        False,
        False,
        K.NOT_FOUND,
        [],
    )
    assert tools.breaker.snapshot().window_calls == 1


def test_an_oversized_body_is_not_read_and_escalates(
    flavor: Flavor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A body past the size cap (a proxy's, never the contract's) is a contract violation."""
    monkeypatch.setattr("billing_sim.client._drivers.MAX_BODY", 1000)
    tools, _, _ = flavor.env([reply(200, b"x" * 5000)])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert (result.failure_kind, result.should_escalate) == (K.CONTRACT_VIOLATION, True)


def test_an_undecodable_body_is_a_contract_violation(flavor: Flavor) -> None:
    """``Content-Encoding: gzip`` over bytes that are not gzip cannot be trusted."""
    step = reply(200, b"not gzip at all", headers={"Content-Encoding": "gzip"})
    tools, _, _ = flavor.env([step])
    result = flavor.run(tools, "get_invoice", INVOICE_ID)
    assert (result.failure_kind, result.should_escalate) == (K.CONTRACT_VIOLATION, True)
    assert len(result.attempts) == 1
