"""Responses reduced to status, problem code, headers and shape, and compared in that order."""

from __future__ import annotations

from billing_sim.toolkit.drift.observation import (
    Finding,
    compare_observations,
    is_data_gap,
    observe,
    request_line,
)
from tests.unit.toolkit.workflow_support import problem, response


def test_a_problem_response_is_observed_with_its_code() -> None:
    """``404 payment_not_found`` rather than a bare 404."""
    observation = observe(response(404, problem(404, "payment_not_found")))
    assert observation.outcome == "404 payment_not_found"
    assert not observation.succeeded


def test_an_empty_body_has_no_shape() -> None:
    """204 No Content is observed by its status alone."""
    observation = observe(response(204))
    assert (observation.outcome, observation.shape) == ("204", None)


def test_status_is_compared_before_anything_else() -> None:
    """With different statuses, the shape is not compared."""
    ours, theirs = observe(response(200, {"data": []})), observe(response(204))
    assert compare_observations("searchCustomers", ours, theirs, "GET /v1/customers") == [
        Finding("searchCustomers", "status", "", "200", "204", "GET /v1/customers")
    ]


def test_same_status_with_another_problem_code_is_a_code_difference() -> None:
    """422 invalid_phone against 422 validation_failed."""
    ours = observe(response(422, problem(422, "invalid_phone")))
    theirs = observe(response(422, problem(422, "validation_failed")))
    [finding] = compare_observations("searchCustomers", ours, theirs, "x")
    assert (finding.kind, finding.reference, finding.target) == (
        "problem_code",
        "422 invalid_phone",
        "422 validation_failed",
    )


def test_same_status_and_code_compares_shapes() -> None:
    """A missing field is found once statuses and codes agree."""
    ours = observe(response(200, {"id": "cus_1", "email": None}))
    theirs = observe(response(200, {"id": "cus_2"}))
    [finding] = compare_observations("getCustomer", ours, theirs, "x")
    assert (finding.kind, finding.subject) == ("missing_field", "/email")


def test_headers_the_contract_and_the_bot_rely_on_are_compared_by_their_form() -> None:
    """Content-Language and Idempotent-Replayed by value; an ETag by strength and a Retry-After
    by unit (their values are data); a Content-Type by media type."""
    ours = observe(
        response(
            200,
            {},
            headers={"content-language": "en", "etag": '"a"', "idempotent-replayed": "true"},
        )
    )
    same = observe(
        response(
            200,
            {},
            headers={"content-language": "en", "etag": '"b"', "idempotent-replayed": "true"},
        )
    )
    assert compare_observations("getPayment", ours, same, "x") == []
    other = observe(
        response(
            200,
            {},
            headers={"content-language": "es-VE", "etag": 'W/"b"', "content-type": "text/json"},
        )
    )
    found = {
        (f.subject, f.reference, f.target)
        for f in compare_observations("getPayment", ours, other, "x", "curl")
    }
    assert found == {
        ("Content-Language", "en", "es-VE"),
        ("ETag", "strong", "weak"),
        ("Idempotent-Replayed", "true", "absent"),
        ("Content-Type", "application/json", "text/json"),
    }
    limited = observe(response(429, problem(429, "rate_limited"), headers={"retry-after": "30"}))
    dated = observe(
        response(
            429,
            problem(429, "rate_limited"),
            headers={"retry-after": "Wed, 21 Oct 2026 07:28:00 GMT"},
        )
    )
    [finding] = compare_observations("getPlan", limited, dated, "x", "curl y")
    assert (finding.kind, finding.subject, finding.reference, finding.target, finding.request) == (
        "header",
        "Retry-After",
        "seconds",
        "HTTP-date",
        "curl y",
    )


def test_success_against_a_business_answer_is_a_data_gap() -> None:
    """A generated id can exist in one dataset only; an invoice can be paid on one side only."""
    found = observe(response(200, {"id": "cus_1"}))
    missing = observe(response(404, problem(404, "customer_not_found")))
    paid = observe(response(422, problem(422, "invoice_already_paid")))
    assert is_data_gap(found, missing)
    assert is_data_gap(missing, found)
    assert is_data_gap(found, paid)


def test_client_and_server_errors_against_success_are_behaviour() -> None:
    """A missing route, a validation error or a crash is not explained by data."""
    found = observe(response(200, {"id": "cus_1"}))
    for code, status in (
        ("route_not_found", 404),
        ("validation_failed", 422),
        ("internal_error", 500),
    ):
        assert not is_data_gap(found, observe(response(status, problem(status, code))))
    assert not is_data_gap(found, observe(response(204)))


def test_request_line_drops_scheme_and_host() -> None:
    """Examples are comparable across implementations."""
    sent = response(200, {}, url="http://h:1/v1/customers?phone=%2B58", method="GET")
    assert request_line(sent) == "GET /v1/customers?phone=%2B58"
