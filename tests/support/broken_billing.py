"""A deliberately broken billing API: the real simulator with five injected contract violations.

``billing-sim verify`` and ``billing-sim drift`` are tested against it. Everything that is not a
fault is the simulator itself (same seed, same data), so every difference the tools report must
be one of these faults:

=====================  =====================  ==================================================
fault                  operation              what the implementation does
=====================  =====================  ==================================================
``drops_field``        getCustomer            omits the required ``email`` property
``ignores_auth``       getCustomerBalance     answers without (or with a wrong) bearer key
``loses_payments``     createPayment          ``201`` with the payment, which is never stored
``undeclared_status``  searchCustomers        ``204 No Content`` instead of an empty ``200`` list
``money_as_floats``    getInvoice             writes every ``amount_minor`` as a float
=====================  =====================  ==================================================
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Iterable
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from simulator.app import create_app
from simulator.data import Dataset
from simulator.settings import DEV_API_KEY, SimulatorSettings

FAULTS: tuple[str, ...] = (
    "drops_field",
    "ignores_auth",
    "loses_payments",
    "undeclared_status",
    "money_as_floats",
)
LOST_PAYMENTS_SESSION = "lost-payments"
"""The simulator session payments disappear into: recorded there, invisible everywhere else."""

CUSTOMER = re.compile(r"/v1/customers/[^/]+")
BALANCE = re.compile(r"/v1/customers/[^/]+/balance")
INVOICE = re.compile(r"/v1/invoices/[^/]+")

Headers = list[tuple[bytes, bytes]]
Rewrite = Callable[[int, Headers, bytes], tuple[int, Headers, bytes]]


def create_broken_app(
    settings: SimulatorSettings, faults: Collection[str] = FAULTS, *, data: Dataset | None = None
) -> ASGIApp:
    """The simulator for ``settings`` behind the given ``faults`` (all five by default).

    Raises:
        ValueError: naming a fault that is not in :data:`FAULTS`.
    """
    unknown = set(faults) - set(FAULTS)
    if unknown:
        raise ValueError(f"unknown faults: {sorted(unknown)}")
    data = data or Dataset(settings.seed, settings.customers, settings.business_date)
    return BrokenBilling(create_app(settings, data=data), frozenset(faults))


class BrokenBilling:
    """ASGI middleware injecting ``faults`` into the requests and responses of ``app``."""

    def __init__(self, app: ASGIApp, faults: frozenset[str]) -> None:
        self._app = app
        self._faults = faults

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        method, path = scope["method"], scope["path"]
        if "ignores_auth" in self._faults and method == "GET" and BALANCE.fullmatch(path):
            scope = _with_header(scope, b"authorization", f"Bearer {DEV_API_KEY}".encode())
        if "loses_payments" in self._faults and method == "POST" and path == "/v1/payments":
            scope = _with_header(scope, b"x-sim-session", LOST_PAYMENTS_SESSION.encode())
        rewrite = self._rewrite_for(method, path)
        if rewrite is None:
            await self._app(scope, receive, send)
        else:
            await _rewritten(self._app, rewrite, scope, receive, send)

    def _rewrite_for(self, method: str, path: str) -> Rewrite | None:
        if method != "GET":
            return None
        if "drops_field" in self._faults and CUSTOMER.fullmatch(path):
            return _json_rewrite(_drop_email)
        if "undeclared_status" in self._faults and path == "/v1/customers":
            return _no_content_when_empty
        if "money_as_floats" in self._faults and INVOICE.fullmatch(path):
            return _json_rewrite(_floats)
        return None


def _with_header(scope: Scope, name: bytes, value: bytes) -> Scope:
    headers = [(k, v) for k, v in scope["headers"] if k.lower() != name]
    return {**scope, "headers": [*headers, (name, value)]}


async def _rewritten(
    app: ASGIApp, rewrite: Rewrite, scope: Scope, receive: Receive, send: Send
) -> None:
    """Buffer the whole response of ``app``, rewrite it, then send it in one piece."""
    start: Message = {}
    chunks: list[bytes] = []

    async def capture(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start":
            start = message
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, capture)
    status, headers, body = rewrite(
        start["status"], list(start.get("headers", [])), b"".join(chunks)
    )
    headers = [(k, v) for k, v in headers if k.lower() != b"content-length"]
    if body:
        headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _json_rewrite(change: Callable[[Any], Any]) -> Rewrite:
    def rewrite(status: int, headers: Headers, body: bytes) -> tuple[int, Headers, bytes]:
        if status != 200:
            return status, headers, body
        return status, headers, json.dumps(change(json.loads(body)), ensure_ascii=False).encode()

    return rewrite


def _drop_email(customer: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in customer.items() if key != "email"}


def _floats(value: Any) -> Any:
    """Every ``amount_minor`` as a float of the same value (``337600`` -> ``337600.0``)."""
    if isinstance(value, dict):
        return {
            key: float(item) if key == "amount_minor" else _floats(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_floats(item) for item in value]
    return value


def _no_content_when_empty(
    status: int, headers: Headers, body: bytes
) -> tuple[int, Headers, bytes]:
    if status != 200 or json.loads(body).get("data"):
        return status, headers, body
    kept: Iterable[tuple[bytes, bytes]] = (
        (k, v) for k, v in headers if k.lower() not in (b"content-type", b"etag")
    )
    return 204, list(kept), b""
