"""verify's per-response judgement on live answers (the checker ``serve --upstream`` injects)."""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib
from typing import Any

import httpx
import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.settings import DEV_API_KEY, SimulatorSettings
from billing_sim.simulator.testing import SimulatorTransport
from billing_sim.simulator.upstream import LiveExchange
from billing_sim.toolkit.report import render_junit
from billing_sim.toolkit.verify.live import LiveChecker
from billing_sim.toolkit.verify.violation_report import SUITE, observed_in, violation_report

CUSTOMER = "cus_7k2m9q4x1z"
SETTINGS = SimulatorSettings(customers=50)


def real(path: str) -> httpx.Response:
    """The simulator's own answer to ``GET path`` (the reference: breaks no promise)."""

    async def get() -> httpx.Response:
        transport = SimulatorTransport(create_app(SETTINGS))
        async with httpx.AsyncClient(transport=transport, base_url="http://sim.test") as http:
            headers = {"Authorization": f"Bearer {DEV_API_KEY}", "X-Request-Id": "req-1"}
            return await http.get(path, headers=headers)

    return asyncio.run(get())


def exchange(operation_id: str, path: str, answer: httpx.Response, **changes: Any) -> LiveExchange:
    fields: dict[str, Any] = {
        "operation_id": operation_id,
        "method": "GET",
        "target": path,
        "request_headers": [(b"x-request-id", b"req-1")],
        "request_body": b"",
        "status": answer.status_code,
        "headers": [(k.encode(), v.encode()) for k, v in answer.headers.multi_items()],
        "body": answer.content,
        "started": 0.0,
        "duration_s": 0.01,
    }
    fields.update(changes)
    return LiveExchange(**fields)


def promises(found: list[Any]) -> list[str]:
    return [violation.promise for violation in found]


@pytest.mark.parametrize(
    ("operation_id", "path"),
    [
        ("getCustomer", f"/v1/customers/{CUSTOMER}"),
        ("getBillSummary", f"/v1/customers/{CUSTOMER}/bill-summary"),
        ("listInvoices", f"/v1/customers/{CUSTOMER}/invoices"),
        ("getCustomer", "/v1/customers/cus_zz99zz99zz"),
    ],
)
def test_the_simulator_s_answers_break_no_promise(operation_id: str, path: str) -> None:
    """The reference implementation is clean, success and problem alike."""
    assert LiveChecker().check(exchange(operation_id, path, real(path))) == []


def test_a_missing_required_member_breaks_the_schema() -> None:
    """schema.shapes names the pointer and what is wrong."""
    path = f"/v1/customers/{CUSTOMER}"
    answer = real(path)
    document = answer.json()
    del document["email"]
    found = LiveChecker().check(
        exchange("getCustomer", path, answer, body=json.dumps(document).encode())
    )
    (violation,) = found
    assert violation.promise == "schema.shapes"
    assert "email" in violation.reason


def test_an_undeclared_status_and_a_missing_header_are_named() -> None:
    """204 on searchCustomers; a 200 without Content-Language."""
    answer = real("/v1/plans")
    empty = exchange("searchCustomers", "/v1/customers?phone=x", answer, status=204, body=b"")
    assert "status.declared" in promises(LiveChecker().check(empty))
    bare = [(b"content-type", b"application/json"), (b"x-request-id", b"req-1")]
    found = LiveChecker().check(exchange("listPlans", "/v1/plans", answer, headers=bare))
    assert "headers.required" in promises(found)


def test_a_body_that_is_not_json_is_named_not_raised() -> None:
    """A garbage body with a JSON content type: one schema violation, no exception."""
    answer = real("/v1/plans")
    found = LiveChecker().check(exchange("listPlans", "/v1/plans", answer, body=b"<html>"))
    assert promises(found) == ["schema.shapes"]
    assert "not valid JSON" in found[0].reason


def test_ungrouped_money_breaks_money_display_in_one_line() -> None:
    """A per-response promise of the catalogue, judged as verify judges it."""
    path = f"/v1/customers/{CUSTOMER}/balance"
    answer = real(path)
    text = answer.content.decode()
    broken = text.replace("Bs. 3.376,00", "Bs. 3376,00").encode()
    assert broken != answer.content
    found = LiveChecker().check(exchange("getCustomerBalance", path, answer, body=broken))
    assert promises(found) == ["money.display"]
    assert "\n" not in found[0].reason


def test_a_path_outside_the_contract_is_not_judged() -> None:
    """No operation, nothing to compare with."""
    answer = real("/v1/plans")
    assert LiveChecker().check(exchange(None, "/v1/x", answer, status=599)) == []  # type: ignore[arg-type]


def test_the_violation_report_has_one_failing_junit_case_per_operation_and_promise() -> None:
    """The billing team's report: grouped, counted, with examples."""
    entries = [
        {
            "time": f"2026-11-20T12:00:0{n}Z",
            "session": "default",
            "request_id": f"r{n}",
            "method": "GET",
            "target": "/v1/plans",
            "operation_id": "listPlans",
            "status": 200,
            "violations": [{"promise": "money.display", "reason": f"display {n}"}],
        }
        for n in range(3)
    ] + [{"time": "2026-11-20T12:00:09Z", "operation_id": "listPlans", "violations": []}]
    report = violation_report("http://proxy", observed_in(entries), answers=len(entries))
    assert report.conclusion == "FAILED: 3 of 4 answers broke 1 promise(s)"
    junit = render_junit(report, suite=SUITE)
    assert junit.count("<testcase ") == 1
    assert 'classname="listPlans" name="money.display"' in junit
    assert "display 0" in junit
    clean = violation_report("http://proxy", [], answers=4)
    assert clean.conclusion == "PASSED: none of 4 answers broke a promise"


@pytest.mark.parametrize("coding", ["gzip", "deflate"])
def test_a_compressed_answer_is_judged_on_its_decoded_body(coding: str) -> None:
    """The proxy relays the bytes as sent; the checks read them decoded (no false violation)."""
    path = f"/v1/customers/{CUSTOMER}"
    answer = real(path)
    compress = gzip.compress if coding == "gzip" else zlib.compress
    body = compress(answer.content)
    headers = [(k.encode(), v.encode()) for k, v in answer.headers.multi_items()]
    headers.append((b"content-encoding", coding.encode()))
    found = LiveChecker().check(exchange("getCustomer", path, answer, headers=headers, body=body))
    assert found == []
    document = answer.json()
    del document["email"]
    broken = compress(json.dumps(document).encode())
    found = LiveChecker().check(exchange("getCustomer", path, answer, headers=headers, body=broken))
    assert promises(found) == ["schema.shapes"]


def test_a_coding_the_checker_cannot_undo_is_not_judged_on_its_body() -> None:
    """brotli (or a corrupt stream): no schema verdict rather than a false one."""
    answer = real("/v1/plans")
    headers = [(k.encode(), v.encode()) for k, v in answer.headers.multi_items()]
    for coding, body in ((b"br", b"\x8b\x02\x80{}\x03"), (b"gzip", b"not gzip at all")):
        coded = [*headers, (b"content-encoding", coding)]
        found = LiveChecker().check(
            exchange("listPlans", "/v1/plans", answer, headers=coded, body=body)
        )
        assert found == [], coding
