"""Which promise a schemathesis failure breaks: each built-in check's failure, planted on a
canned workflow response, is named by its promise."""

from __future__ import annotations

from typing import Any

import pytest

from billing_sim.toolkit.verify.attribution import BUILTIN_PROMISES, promises_for
from billing_sim.toolkit.verify.catalogue import promises_by_id
from billing_sim.toolkit.verify.checks import check_step
from tests.unit.toolkit.test_verify_checks import CUSTOMER, customer_step
from tests.unit.toolkit.workflow_support import problem, step


def broken(found: Any) -> dict[str, set[str]]:
    """schemathesis check -> the promises its failures on ``found`` name."""
    named: dict[str, set[str]] = {}
    for run in check_step(found):
        if run.failed and run.check in BUILTIN_PROMISES:
            named.setdefault(run.check, set()).update(run.promises)
    return named


@pytest.mark.parametrize(
    ("change", "promise"),
    [
        (lambda body: body.pop("email"), "schema.every-property-present"),
        (lambda body: body.update(status="gone"), "schema.enum-values"),
        (lambda body: body.update(id="customer-1"), "schema.shapes"),
    ],
    ids=["required", "enum", "pattern"],
)
def test_a_schema_failure_names_the_schema_promise_it_breaks(change: Any, promise: str) -> None:
    """A missing property, an unknown enum value, an id without its prefix."""
    body = dict(CUSTOMER)
    change(body)
    assert broken(customer_step(body))["response_schema_conformance"] == {promise}


def test_a_missing_header_is_headers_required_and_a_missing_retry_after_its_own() -> None:
    """No ETag on a single read; no Retry-After on a 429."""
    found = customer_step(CUSTOMER)
    del found.response.headers["etag"]
    assert broken(found)["response_headers_conformance"] == {"headers.required"}
    limited = step(
        "s/GetCustomer",
        "getCustomer",
        429,
        {**problem(429, "rate_limited"), "category": "rate_limit", "retryable": True},
        path={"customer_id": "cus_abcdef1"},
    )
    assert broken(limited)["response_headers_conformance"] == {"headers.retry-after"}


def test_a_server_error_an_undeclared_status_and_a_bare_error_are_named() -> None:
    """500 (an outage, never expected); 418 (undeclared); an error as plain JSON."""
    crashed = step(
        "s/GetCustomer",
        "getCustomer",
        500,
        {**problem(500, "internal_error"), "category": "infrastructure", "retryable": True},
        path={"customer_id": "cus_abcdef1"},
    )
    assert broken(crashed)["not_a_server_error"] == {"errors.server-errors"}
    teapot = step("s/GetCustomer", "getCustomer", 418, {}, path={"customer_id": "cus_abcdef1"})
    assert broken(teapot)["status_code_conformance"] == {"status.declared"}
    plain = step(
        "s/GetCustomer",
        "getCustomer",
        404,
        problem(404, "customer_not_found"),
        path={"customer_id": "cus_abcdef1"},
    )
    plain.response.headers["content-type"] = ["application/json"]
    assert broken(plain)["content_type_conformance"] == {"errors.problem-json"}


def test_every_built_in_check_guards_catalogue_promises() -> None:
    """A pass counts for each promise a check guards; those promises exist."""
    for check, promises in BUILTIN_PROMISES.items():
        assert promises_for(check, None) == promises
        assert set(promises) <= set(promises_by_id())
    assert promises_for("money.display", None) == ("money.display",)
    assert promises_for("a_check_nobody_knows", None) == ()
