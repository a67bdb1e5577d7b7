"""createPayment: recording, idempotent replay, key conflicts and body validation."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from billing_sim.openapi.models import Payment, Problem
from tests.unit.simulator.support import WORKED_EXAMPLE, client, make_app, payment_body, run

PAYMENTS = f"/v1/customers/{WORKED_EXAMPLE}/payments?limit=100"


async def post(
    http: httpx.AsyncClient, body: Any, key: str | None = "key-1", **headers: str
) -> httpx.Response:
    if key is not None:
        headers["Idempotency-Key"] = key
    return await http.post("/v1/payments", json=body, headers=headers)


def test_created_payment_is_201_with_location_and_then_readable() -> None:
    """201 with Location and Content-Language; the Location answers the same payment."""

    async def scenario() -> tuple[httpx.Response, httpx.Response, list[str]]:
        async with client(make_app()) as http:
            created = await post(http, payment_body(amount=25_000))
            fetched = await http.get(created.headers["location"])
            listed = [p["id"] for p in (await http.get(PAYMENTS)).json()["data"]]
            return created, fetched, listed

    created, fetched, listed = run(scenario())
    assert created.status_code == 201
    payment = Payment.model_validate_json(created.content)
    assert created.headers["location"] == f"/v1/payments/{payment.id}"
    assert created.headers["content-language"] == "es-VE"
    assert "idempotent-replayed" not in created.headers
    assert Payment.model_validate_json(fetched.content) == payment
    assert listed[0] == payment.id


def test_same_key_and_body_replays_the_stored_response() -> None:
    """A retry with the same key and body gets the same 201 body, marked as a replay, once."""

    async def scenario() -> tuple[httpx.Response, httpx.Response, int]:
        async with client(make_app()) as http:
            before = len((await http.get(PAYMENTS)).json()["data"])
            first = await post(http, payment_body())
            retry = await post(http, payment_body(), **{"Accept-Language": "en"})
            after = len((await http.get(PAYMENTS)).json()["data"])
            return first, retry, after - before

    first, retry, recorded = run(scenario())
    assert (first.status_code, retry.status_code) == (201, 201)
    assert retry.content == first.content
    assert retry.headers["idempotent-replayed"] == "true"
    assert retry.headers["location"] == first.headers["location"]
    assert retry.headers["content-language"] == "es-VE"
    assert recorded == 1


def test_same_key_with_another_body_is_422_key_reused() -> None:
    """Reusing a key for a different payment is refused and records nothing new."""

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            await post(http, payment_body(amount=1000))
            return await post(http, payment_body(amount=2000))

    response = run(scenario())
    problem = Problem.model_validate_json(response.content)
    assert (response.status_code, problem.code, problem.param) == (
        422,
        "idempotency_key_reused",
        "Idempotency-Key",
    )


def test_keys_and_payments_are_scoped_by_session() -> None:
    """The same key in two sessions is two payments; each session sees only its own."""

    async def scenario() -> tuple[int, int, int, int, int]:
        app = make_app()
        async with (
            client(app, **{"X-Sim-Session": "a"}) as a,
            client(app, **{"X-Sim-Session": "b"}) as b,
        ):
            untouched = len((await b.get(PAYMENTS)).json()["data"])
            first = await post(a, payment_body(amount=1000))
            seen_by_b = len((await b.get(PAYMENTS)).json()["data"])
            second = await post(b, payment_body(amount=2000))
            mine = await b.get(second.headers["location"])
            return (
                first.status_code,
                second.status_code,
                seen_by_b - untouched,
                amount_of(mine),
                amount_of(await a.get(first.headers["location"])),
            )

    assert run(scenario()) == (201, 201, 0, 2000, 1000)


def amount_of(response: httpx.Response) -> int:
    value = response.json()["amount"]["amount_minor"]
    assert isinstance(value, int)
    return value


def test_business_rejection_frees_the_key() -> None:
    """A payment refused by a business rule is not remembered: a corrected retry succeeds."""
    wrong = payment_body(method="zelle")

    async def scenario() -> tuple[httpx.Response, int]:
        async with client(make_app()) as http:
            refused = await post(http, wrong)
            fixed = await post(http, payment_body())
            return refused, fixed.status_code

    refused, fixed = run(scenario())
    assert (refused.status_code, Problem.model_validate_json(refused.content).code) == (
        422,
        "currency_mismatch",
    )
    assert fixed == 201


def test_missing_key_is_400_idempotency_key_missing() -> None:
    """No Idempotency-Key: 400 before anything is recorded."""

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            return await post(http, payment_body(), key=None)

    response = run(scenario())
    assert (response.status_code, Problem.model_validate_json(response.content).code) == (
        400,
        "idempotency_key_missing",
    )


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b'{"customer_id": NaN}', b"\xff\xfe{}", b'"\\ud800"', b'{"a": 1} trailing'],
)
def test_unparseable_body_is_400_invalid_request(content: bytes) -> None:
    """Bodies that are not JSON, not UTF-8 or not a single document are 400 invalid_request."""

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            return await http.post(
                "/v1/payments",
                content=content,
                headers={"Idempotency-Key": "k", "Content-Type": "application/json"},
            )

    response = run(scenario())
    assert (response.status_code, Problem.model_validate_json(response.content).code) == (
        400,
        "invalid_request",
    )


@pytest.mark.parametrize(
    ("change", "pointers"),
    [
        ({"amount": {"amount_minor": "1250", "currency": "VES"}}, {"/amount/amount_minor"}),
        ({"amount": {"amount_minor": True, "currency": "VES"}}, {"/amount/amount_minor"}),
        (
            {"amount": {"amount_minor": 0, "currency": "EUR"}},
            {"/amount/amount_minor", "/amount/currency"},
        ),
        ({"reference": None}, {"/reference"}),
        ({"invoice_id": None}, {"/invoice_id"}),
        ({"method": "cheque"}, {"/method"}),
    ],
)
def test_schema_errors_are_422_with_json_pointers(
    change: dict[str, Any], pointers: set[str]
) -> None:
    """Each invalid field is one errors[] entry pointing into the body (JSON Schema semantics)."""

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            return await post(http, {**payment_body(), **change})

    response = run(scenario())
    problem = Problem.model_validate_json(response.content)
    assert (response.status_code, problem.code) == (422, "validation_failed")
    assert {e.pointer for e in problem.errors or ()} == pointers
    assert {e.location for e in problem.errors or ()} == {"body"}


def test_missing_field_points_at_it_and_unknown_field_is_not_echoed() -> None:
    """A missing property is named by the schema; an unexpected one is reported, never echoed."""
    body = payment_body()
    del body["reference"]
    body["<img src=x>"] = 1

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            return await post(http, body)

    response = run(scenario())
    problem = Problem.model_validate_json(response.content)
    assert {e.pointer for e in problem.errors or ()} == {"/reference", ""}
    assert b"img" not in response.content


def test_integral_float_amount_is_an_integer() -> None:
    """1250.0 is an integer in JSON Schema, so the contract accepts it."""

    async def scenario() -> httpx.Response:
        async with client(make_app()) as http:
            return await post(
                http, payment_body() | {"amount": {"amount_minor": 1250.0, "currency": "VES"}}
            )

    response = run(scenario())
    assert response.status_code == 201
    assert response.json()["amount"]["amount_minor"] == 1250
