"""Malformed requests, one kind at a time, each with the exact problem it must get.

Bodies that are not JSON, not UTF-8, too big or too deep; wrong content types; absurd
amounts and currencies; oversized ids and headers; traversal paths; repeated and overflowing
query parameters. Each gets its catalog code as ``application/problem+json`` and the app
answers normally afterwards. Sent as raw ASGI (``tests.reliability.asgi``); about 2 s.
"""

from __future__ import annotations

import asyncio
import json
import time
import tracemalloc
from typing import Any

import pytest

from billing_sim.openapi.models import Problem
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from tests.reliability.asgi import Answer, call
from tests.unit.simulator.support import WORKED_EXAMPLE, make_app, payment_body

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"
JSON = (b"content-type", b"application/json")
MAX_BODY = 64 * 1024


def post_payment(body: bytes, *headers: tuple[bytes, bytes]) -> dict[str, Any]:
    """Keyword arguments of :func:`call` for a createPayment with ``body``."""
    return {
        "method": "POST",
        "path": "/v1/payments",
        "headers": [(b"idempotency-key", b"hostile-request"), *headers],
        "body": body,
    }


def payment_with(**changes: Any) -> bytes:
    """A valid payment body with ``amount_minor``, ``currency`` or other fields replaced."""
    body = payment_body()
    for name, value in changes.items():
        if name in ("amount_minor", "currency"):
            body["amount"][name] = value
        else:
            body[name] = value
    return json.dumps(body).encode()


CASES: dict[str, tuple[dict[str, Any], int, str]] = {
    # Bodies that are not JSON, or not the JSON asked for.
    "malformed JSON": (post_payment(b'{"customer_id": ', JSON), 400, "invalid_request"),
    "JSON with trailing bytes": (post_payment(b"{} {}", JSON), 400, "invalid_request"),
    "NaN literal": (post_payment(b'{"amount": NaN}', JSON), 400, "invalid_request"),
    "an array, not an object": (post_payment(b"[]", JSON), 422, "validation_failed"),
    "null body": (post_payment(b"null", JSON), 422, "validation_failed"),
    "empty body": (post_payment(b"", JSON), 400, "invalid_request"),
    "invalid UTF-8": (post_payment(b'{"reference": "\xff\xfe"}', JSON), 400, "invalid_request"),
    "UTF-16": (post_payment('{"a": 1}'.encode("utf-16"), JSON), 400, "invalid_request"),
    "lone surrogate escape": (
        post_payment(payment_with(reference="\ud800"), JSON),
        400,
        "invalid_request",
    ),
    "raw control character in a string": (
        post_payment(b'{"reference": "a\x01b"}', JSON),
        400,
        "invalid_request",
    ),
    "escaped NUL in a field": (
        post_payment(payment_with(reference="a\x00b"), JSON),
        422,
        "validation_failed",
    ),
    "nested 30,000 deep": (
        post_payment(b"[" * 30_000 + b"]" * 30_000, JSON),
        400,
        "invalid_request",
    ),
    "unknown field": (post_payment(payment_with(admin=True), JSON), 422, "validation_failed"),
    # Content types.
    "text/plain": (
        post_payment(payment_with(), (b"content-type", b"text/plain")),
        415,
        "unsupported_media_type",
    ),
    "no content type": (post_payment(payment_with()), 415, "unsupported_media_type"),
    "form-encoded": (
        post_payment(b"customer_id=x", (b"content-type", b"application/x-www-form-urlencoded")),
        415,
        "unsupported_media_type",
    ),
    "XML": (
        post_payment(b"<payment/>", (b"content-type", b"application/xml")),
        415,
        "unsupported_media_type",
    ),
    # Sizes.
    "70 KB body": (
        post_payment(b" " * 70_000, JSON, (b"content-length", b"70000")),
        413,
        "payload_too_large",
    ),
    "declared 10 MB": (
        post_payment(b"{}", JSON, (b"content-length", b"10485760")),
        413,
        "payload_too_large",
    ),
    "chunked past the limit": (
        post_payment(b" " * (MAX_BODY + 1), JSON, (b"transfer-encoding", b"chunked")),
        413,
        "payload_too_large",
    ),
    "non-numeric Content-Length": (
        post_payment(b"{}", JSON, (b"content-length", b"12abc")),
        400,
        "invalid_request",
    ),
    "body on a read": (
        {
            "method": "GET",
            "path": CUSTOMER,
            "headers": [(b"content-length", b"70000")],
            "body": b" " * 70_000,
        },
        413,
        "payload_too_large",
    ),
    # Amounts and currencies.
    "negative amount": (
        post_payment(payment_with(amount_minor=-100), JSON),
        422,
        "validation_failed",
    ),
    "zero amount": (post_payment(payment_with(amount_minor=0), JSON), 422, "validation_failed"),
    "amount past 2^53": (
        post_payment(payment_with(amount_minor=2**53), JSON),
        422,
        "validation_failed",
    ),
    "amount of 5,000 digits (past the JSON parser's range)": (
        post_payment(
            payment_with(amount_minor=0).replace(
                b'"amount_minor": 0', b'"amount_minor": ' + b"9" * 5000
            ),
            JSON,
        ),
        400,
        "invalid_request",
    ),
    "fractional amount": (
        post_payment(payment_with(amount_minor=10.5), JSON),
        422,
        "validation_failed",
    ),
    "amount as text": (
        post_payment(payment_with(amount_minor="100"), JSON),
        422,
        "validation_failed",
    ),
    "1e400": (
        post_payment(
            payment_with(amount_minor=0).replace(b'"amount_minor": 0', b'"amount_minor": 1e400'),
            JSON,
        ),
        422,
        "validation_failed",
    ),
    "unknown currency": (
        post_payment(payment_with(currency="XXX"), JSON),
        422,
        "validation_failed",
    ),
    "lower-case currency": (
        post_payment(payment_with(currency="usd"), JSON),
        422,
        "validation_failed",
    ),
    "method's other currency": (
        post_payment(payment_with(currency="USD"), JSON),
        422,
        "currency_mismatch",
    ),
    # Ids, headers and paths.
    "100,000-character id": (
        {"method": "GET", "path": "/v1/customers/c" + "x" * 100_000},
        422,
        "validation_failed",
    ),
    "300-character Idempotency-Key": (
        {**post_payment(payment_with(), JSON), "headers": [(b"idempotency-key", b"k" * 300), JSON]},
        422,
        "validation_failed",
    ),
    "100 KB Accept-Language": (
        {"method": "GET", "path": CUSTOMER, "headers": [(b"accept-language", b"en," * 34_000)]},
        422,
        "validation_failed",
    ),
    "malformed X-Sim-Session": (
        {"method": "GET", "path": CUSTOMER, "headers": [(b"x-sim-session", b"../../x")]},
        400,
        "invalid_request",
    ),
    "path traversal": (
        {"method": "GET", "path": "/v1/customers/../../etc/passwd"},
        404,
        "route_not_found",
    ),
    "encoded traversal (decoded by the server)": (
        {"method": "GET", "path": "/v1/customers/..\\..\\etc\\passwd"},
        422,
        "validation_failed",
    ),
    "dot-dot id": ({"method": "GET", "path": "/v1/customers/.."}, 422, "validation_failed"),
    "invalid UTF-8 in the path (surrogate-escaped)": (
        {"method": "GET", "path": "/v1/customers/cus_\udcff\udcfe"},
        422,
        "validation_failed",
    ),
    "NUL in the path": (
        {"method": "GET", "path": "/v1/customers/cus_\x00abcdef"},
        422,
        "validation_failed",
    ),
    # Query strings.
    "repeated limit": (
        {"method": "GET", "path": f"{CUSTOMER}/invoices", "query": b"limit=1&limit=2"},
        400,
        "invalid_request",
    ),
    "repeated phone": (
        {"method": "GET", "path": "/v1/customers", "query": b"phone=%2B584141234567&phone=1"},
        400,
        "invalid_request",
    ),
    "limit of 5,000 digits": (
        {"method": "GET", "path": f"{CUSTOMER}/invoices", "query": b"limit=" + b"9" * 5000},
        422,
        "validation_failed",
    ),
    "invalid UTF-8 in the query": (
        {"method": "GET", "path": "/v1/customers", "query": b"phone=%ff%fe"},
        400,
        "invalid_request",
    ),
    "unencoded quote in the query": (
        {"method": "GET", "path": "/v1/customers", "query": b"account_number=' OR 1=1--"},
        422,
        "validation_failed",
    ),
    "no lookup key at all": (
        {"method": "GET", "path": "/v1/customers", "query": b"&&=&"},
        400,
        "lookup_key_required",
    ),
}


@pytest.mark.parametrize(("request_kwargs", "status", "code"), CASES.values(), ids=list(CASES))
def test_a_malformed_request_gets_its_problem_and_the_app_keeps_answering(
    request_kwargs: dict[str, Any], status: int, code: str
) -> None:
    """The exact status and catalog code, as problem+json; then a normal read is a 200."""
    app = make_app()

    async def run() -> tuple[Answer, Answer]:
        return await call(app, **request_kwargs), await call(app, "GET", CUSTOMER)

    answer, afterwards = asyncio.run(run())
    assert (answer.status, answer.header(b"content-type")) == (status, PROBLEM_MEDIA_TYPE.encode())
    assert Problem.model_validate_json(answer.body).code == code
    assert afterwards.status == 200


@pytest.mark.integration  # bounded in real time
def test_a_header_repeated_twenty_thousand_times_costs_milliseconds_not_seconds() -> None:
    """Repeated headers are joined once (joining as they came was quadratic: 6 s here)."""
    app = make_app()
    repeated = [(b"if-none-match", b'"' + b"x" * 60 + b'"')] * 20_000
    started = time.monotonic()
    answer = asyncio.run(call(app, "GET", CUSTOMER, headers=repeated))
    assert answer.status == 200
    assert time.monotonic() - started < 1.0


def test_huge_accept_language_headers_are_not_kept_in_memory() -> None:
    """Locale negotiation reads (and caches) 256 characters of the header, whatever its size."""
    app = make_app()

    async def send_all() -> None:
        for n in range(40):
            header = (b"accept-language", f"en-{n},".encode() + b"x" * 1_000_000)
            await call(app, "GET", CUSTOMER, headers=[header])

    asyncio.run(call(app, "GET", CUSTOMER))  # warm caches first
    tracemalloc.start()
    try:
        asyncio.run(send_all())
        retained, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert retained < 5_000_000  # 40 headers of 1 MB each were sent
