"""Injection strings in every parameter of every operation: a 4xx problem, never a 500 or echo.

For each of the 16 operations, each path, query and header parameter (and each body field of
createPayment) in turn gets every payload of the corpus while the rest of the request stays
valid. Requests go straight into the ASGI app as bytes (``tests.reliability.asgi``), so what
an HTTP client would refuse to send (NUL, CR LF, unencoded quotes) arrives as an attacker
would send it. About 3,000 requests, 3 s.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import pytest
from starlette.types import ASGIApp

from billing_sim.openapi.models import Problem
from billing_sim.openapi.operations import OPERATIONS, Operation
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from tests.reliability.asgi import Answer, call
from tests.reliability.conftest import Figures
from tests.reliability.support import MARKERS
from tests.unit.simulator.support import WORKED_EXAMPLE, make_app, payment_body

PAYLOADS: tuple[str, ...] = (
    *MARKERS,
    "1; DROP TABLE customers",
    "' UNION SELECT password FROM users--",
    "<svg/onload=alert(1)>",
    "#{7*7}",
    "%s%s%s%n",
    "{0.__class__}",
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "....//....//etc/passwd",
    "..\\..\\windows\\win.ini",
    "\x00",
    "a\x00b",
    "\r\nX-Injected: 1",
    "\x1b[31mred\x1b[0m",
    "\u202egnp.exe",
    "\u200b",
    "💸💸💸",
    "",
    " ",
    "-1",
    "0",
    "9" * 30,
    "9" * 5000,
    "1e309",
    "NaN",
    "null",
    "true",
    "[]",
    "{}",
    "x" * 5000,
)
"""The hand-written corpus: injections, traversals, control and odd characters, numbers."""

VALID_PATH = {
    "customer_id": WORKED_EXAMPLE,
    "invoice_id": "inv_7k2m9q4x1z2611",
    "subscription_id": "sub_7k2m9q4x1z01",
    "payment_id": "pay_7k2m9q4x1z261001",
    "plan_code": "fibra-30",
}
VALID_QUERY = {"searchCustomers": {"account_number": "1000000016"}}
BODY_FIELDS = ("customer_id", "invoice_id", "method", "reference", "amount", "amount_minor")


@dataclass
class Request:
    """One request of the barrage, built from a valid one with one value replaced."""

    method: str
    path: str
    query: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    body: dict[str, Any] | None = None

    async def send(self, app: ASGIApp) -> Answer:
        query = "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in self.query.items())
        headers = [(k.lower().encode(), v.encode("utf-8")) for k, v in self.headers.items()]
        body = b""
        if self.body is not None:
            body = json.dumps(self.body).encode()
            headers.append((b"content-type", b"application/json"))
        return await call(
            app, self.method, self.path, query=query.encode(), headers=headers, body=body
        )


def valid_request(operation: Operation) -> Request:
    """A request the operation answers with its success status."""
    path = operation.path
    for name in operation.path_params:
        path = path.replace(f"{{{name}}}", VALID_PATH[name])
    request = Request(operation.method, path, dict(VALID_QUERY.get(operation.operation_id, {})))
    if operation.operation_id == "createPayment":
        request.headers["Idempotency-Key"] = "hostile-base"
        request.body = payment_body()
    return request


def barrage(operation: Operation) -> Iterator[tuple[str, Request]]:
    """Every (parameter, request) of the operation with one value replaced by a payload."""
    for payload in PAYLOADS:
        for name in operation.path_params:
            request = valid_request(operation)
            request.path = request.path.replace(VALID_PATH[name], payload)
            yield name, request
        for name in operation.query_params:
            request = valid_request(operation)
            request.query[name] = payload
            yield name, request
        for name in (*operation.header_params, "X-Request-Id", "X-Sim-Session"):
            if "\r" not in payload and "\n" not in payload:  # a header value cannot hold CR LF
                request = valid_request(operation)
                request.headers[name] = payload
                yield name, request
        if operation.request_model:
            for name in BODY_FIELDS:
                request = valid_request(operation)
                assert request.body is not None
                if name == "amount_minor":
                    request.body["amount"]["amount_minor"] = payload
                else:
                    request.body[name] = payload
                request.headers["Idempotency-Key"] = f"hostile-{name}-{PAYLOADS.index(payload)}"
                yield name, request


@pytest.mark.parametrize("operation", OPERATIONS.values(), ids=lambda op: op.operation_id)
def test_payloads_in_every_parameter_get_a_problem_never_a_500_or_an_echo(
    operation: Operation, figures: Figures
) -> None:
    """Each reply is a 4xx problem+json (or a 2xx when the value happens to be valid)."""
    app = make_app()

    async def run() -> tuple[list[tuple[str, Request, Answer]], Answer]:
        replies = [(name, r, await r.send(app)) for name, r in barrage(operation)]
        return replies, await valid_request(operation).send(app)

    replies, afterwards = asyncio.run(run())
    bad = [(name, r, a) for name, r, a in replies if not acceptable(a)]
    assert bad == [], [(name, r.path, r.query, a.status, a.body[:200]) for name, r, a in bad[:5]]
    assert afterwards.status == operation.success_status
    figures["requests"] = len(replies)
    figures["rejected_4xx"] = sum(400 <= a.status < 500 for _, _, a in replies)
    figures["server_errors"] = sum(a.status >= 500 for _, _, a in replies)
    figures["echoes"] = sum(bool(a.echoed_markers()) for _, _, a in replies)


def acceptable(answer: Answer) -> bool:
    """A 2xx/3xx, or a 4xx whose body is the contract's problem; no marker anywhere."""
    if answer.echoed_markers() or answer.status >= 500:
        return False
    if answer.status < 400:
        return True
    if answer.header(b"content-type") != PROBLEM_MEDIA_TYPE.encode():
        return False
    return Problem.model_validate_json(answer.body).status == answer.status
