"""The edge over HTTP: request ids, auth, the error shapes, limits and crash handling."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from billing_sim.openapi.models import Problem
from billing_sim.simulator.settings import SimulatorSettings
from tests.unit.simulator.support import SETTINGS, WORKED_EXAMPLE, client, make_app, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"


def request(method: str, url: str, **kwargs: object) -> httpx.Response:
    """One request to a fresh app."""
    settings = kwargs.pop("settings", SETTINGS)
    assert isinstance(settings, SimulatorSettings)

    async def send() -> httpx.Response:
        async with client(make_app(settings)) as http:
            response = await http.request(method, url, **kwargs)  # type: ignore[arg-type]
            await response.aread()
            return response

    return run(send())


def problem(response: httpx.Response) -> Problem:
    """The problem body, checked against the contract's model and media type."""
    assert response.headers["content-type"] == "application/problem+json"
    body = Problem.model_validate_json(response.content)
    assert body.status == response.status_code
    assert body.request_id == response.headers["x-request-id"]
    return body


@pytest.mark.parametrize(
    ("method", "url", "status"),
    [
        ("GET", CUSTOMER, 200),
        ("GET", "/v1/customers/nope", 422),
        ("GET", "/v1/nowhere", 404),
        ("DELETE", CUSTOMER, 405),
        ("GET", "/docs", 200),
        ("GET", "/", 404),
    ],
)
def test_every_response_carries_a_request_id(method: str, url: str, status: int) -> None:
    """Success, problems and framework pages all answer with X-Request-Id."""
    response = request(method, url)
    assert response.status_code == status
    assert response.headers["x-request-id"]


def test_well_formed_request_id_is_echoed_in_header_and_problem() -> None:
    """The caller's X-Request-Id comes back in the header and in the problem body."""
    response = request("GET", "/v1/customers/nope", headers={"X-Request-Id": "bot:turn-7"})
    assert response.headers["x-request-id"] == "bot:turn-7"
    assert problem(response).request_id == "bot:turn-7"


@pytest.mark.parametrize(
    "authorization", [None, "Bearer wrong", "Basic c2ltX2Rldl9rZXk=", "Bearer "]
)
def test_missing_or_wrong_key_is_401_with_a_bearer_challenge(authorization: str | None) -> None:
    """No key or a wrong one: 401 unauthenticated, WWW-Authenticate, and the key never echoed."""
    headers = {"Authorization": authorization or ""}
    response = request("GET", CUSTOMER, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == 'Bearer realm="billing"'
    assert problem(response).code == "unauthenticated"
    assert b"wrong" not in response.content


def test_keys_come_from_the_settings() -> None:
    """An instance started with its own key accepts it and refuses the development key."""
    settings = SimulatorSettings(customers=SETTINGS.customers, api_keys=("team-key",))
    ok = request("GET", CUSTOMER, settings=settings, headers={"Authorization": "Bearer team-key"})
    dev = request("GET", CUSTOMER, settings=settings)
    assert (ok.status_code, dev.status_code) == (200, 401)


def test_unknown_route_and_unknown_customer_are_different_404s() -> None:
    """A wrong path is route_not_found; a well-formed unknown id is customer_not_found."""
    wrong_path = request("GET", "/v1/customer/cus_7k2m9q4x1z")
    unknown = request("GET", "/v1/customers/cus_zzzzzzzzzz")
    assert (wrong_path.status_code, problem(wrong_path).code) == (404, "route_not_found")
    assert (unknown.status_code, problem(unknown).code) == (404, "customer_not_found")
    assert problem(unknown).category == "business"


def test_undeclared_method_is_405_with_allow() -> None:
    """DELETE on a customer is 405 method_not_allowed listing the methods the path has."""
    response = request("DELETE", CUSTOMER)
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD"
    assert problem(response).code == "method_not_allowed"
    assert request("GET", "/v1/payments").headers["allow"] == "POST"


def test_invalid_parameter_is_422_with_field_issues() -> None:
    """A malformed id is validation_failed with one errors[] entry per invalid field."""
    response = request("GET", "/v1/customers/nope/invoices?limit=0")
    body = problem(response)
    assert (response.status_code, body.code) == (422, "validation_failed")
    assert {(e.location, e.pointer) for e in body.errors or ()} == {
        ("path", "/customer_id"),
        ("query", "/limit"),
    }


def test_repeated_parameter_is_400_invalid_request() -> None:
    """?limit=1&limit=2 is 400 invalid_request naming the parameter."""
    response = request("GET", f"{CUSTOMER}/invoices?limit=1&limit=2")
    body = problem(response)
    assert (response.status_code, body.code, body.param) == (400, "invalid_request", "limit")


def test_body_over_the_limit_is_413() -> None:
    """A declared body above max_body_bytes is refused before it is read."""
    response = request(
        "POST",
        "/v1/payments",
        content=b"{" + b" " * SETTINGS.max_body_bytes + b"}",
        headers={"Idempotency-Key": "k", "Content-Type": "application/json"},
    )
    assert (response.status_code, problem(response).code) == (413, "payload_too_large")


def test_chunked_body_over_the_limit_is_413() -> None:
    """Without Content-Length, the body is counted as it arrives and cut at the limit."""

    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(SETTINGS.max_body_bytes // 1024 + 2):
            yield b" " * 1024

    response = request(
        "POST",
        "/v1/payments",
        content=chunks(),
        headers={"Idempotency-Key": "k", "Content-Type": "application/json"},
    )
    assert "content-length" not in response.request.headers
    assert (response.status_code, problem(response).code) == (413, "payload_too_large")


def test_non_json_body_is_415() -> None:
    """A form-encoded payment is 415 unsupported_media_type."""
    response = request(
        "POST",
        "/v1/payments",
        content=b"a=1",
        headers={"Idempotency-Key": "k", "Content-Type": "text/plain"},
    )
    assert (response.status_code, problem(response).code) == (415, "unsupported_media_type")


@pytest.mark.parametrize("session", ["", "has space", "x" * 65])
def test_malformed_session_is_400(session: str) -> None:
    """X-Sim-Session outside [A-Za-z0-9._:-]{1,64} is 400 invalid_request naming it."""
    response = request("GET", CUSTOMER, headers={"X-Sim-Session": session})
    body = problem(response)
    assert (response.status_code, body.code, body.param) == (
        400,
        "invalid_request",
        "X-Sim-Session",
    )


def test_locale_is_negotiated_and_echoed_on_success_and_problems() -> None:
    """Accept-Language en gives Content-Language en; the default is es-VE, problems included."""
    english = request("GET", CUSTOMER, headers={"Accept-Language": "en-US,en;q=0.9"})
    listed = request("GET", "/v1/plans", headers={"Accept-Language": "en"})
    spanish = request("GET", "/v1/nowhere")
    assert english.headers["content-language"] == "en"
    assert (listed.headers["content-language"], listed.headers["vary"]) == ("en", "Accept-Language")
    assert spanish.headers["content-language"] == "es-VE"
    assert problem(spanish).detail == "La ruta solicitada no existe."
