"""A deliberately broken billing API: the real simulator with injected contract violations.

``billing-sim verify`` and ``billing-sim drift`` are tested against it. Everything that is not a
fault is the simulator itself (same seed, same data), so every difference the tools report must
be one of these faults. The first five break the contract's shapes and statuses; the others
each break one family of its promises, in a way no schema check can see:

==========================  =====================  =============================================
fault                       operation              what the implementation does
==========================  =====================  =============================================
``drops_field``             getCustomer            omits the required ``email`` property
``ignores_auth``            getCustomerBalance     answers without (or with a wrong) bearer key
``loses_payments``          createPayment          ``201`` with the payment, which is never stored
``undeclared_status``       searchCustomers        ``204 No Content`` instead of an empty ``200``
``money_as_floats``         getInvoice             writes every ``amount_minor`` as a float
``display_ungrouped``       every Money            ``display`` without thousands separators
                                                   (``Bs. 3376,00``)
``subtotal_without_fees``   getInvoice,            ``subtotal`` leaves the late fee out, so the
                            listInvoices           printed waterfall no longer adds up
``reasons_drop_late_fee``   getBillSummary         the ``late_fee`` reason is missing, so the
                                                   reasons do not add up to the delta
``cursor_skips``            every list             ``starting_after`` skips the item after it
``ignores_idempotency``     createPayment          a replay records another payment (new id, no
                                                   ``Idempotent-Replayed``), a reused key too
``lines_not_found``         listInvoiceLines       ``404 invoice_not_found`` for invoices that
                                                   exist (the link from an invoice leads nowhere)
``content_language_fixed``  every response         ``Content-Language: es-VE`` whatever was
                                                   negotiated (the body is in the right language)
``accepts_unknown_members`` createPayment          drops unknown body members and records the
                                                   payment instead of refusing it
==========================  =====================  =============================================
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
from collections.abc import Callable, Collection, Iterable
from typing import Any
from urllib.parse import parse_qs

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.money import format_money
from billing_sim.simulator.settings import DEV_API_KEY, SimulatorSettings

SHAPE_FAULTS: tuple[str, ...] = (
    "drops_field",
    "ignores_auth",
    "loses_payments",
    "undeclared_status",
    "money_as_floats",
)
PROMISE_FAULTS: tuple[str, ...] = (
    "display_ungrouped",
    "subtotal_without_fees",
    "reasons_drop_late_fee",
    "cursor_skips",
    "ignores_idempotency",
    "lines_not_found",
    "content_language_fixed",
    "accepts_unknown_members",
)
FAULTS: tuple[str, ...] = (*SHAPE_FAULTS, *PROMISE_FAULTS)
LOST_PAYMENTS_SESSION = "lost-payments"
"""The simulator session payments disappear into: recorded there, invisible everywhere else."""
UNKNOWN_INVOICE = "inv_0000000000"

CUSTOMER = re.compile(r"/v1/customers/[^/]+")
BALANCE = re.compile(r"/v1/customers/[^/]+/balance")
INVOICE = re.compile(r"/v1/invoices/[^/]+")
INVOICES = re.compile(r"/v1/customers/[^/]+/invoices")
LINES = re.compile(r"/v1/invoices/inv_[0-9A-Za-z]{6,40}/lines")
SUMMARY = re.compile(r"/v1/customers/[^/]+/bill-summary")
GROUPING = re.compile(r"(?<=\d)[.,](?=\d{3}(?:[.,]|$))")
PAYMENT_MEMBERS = {"customer_id", "invoice_id", "amount", "method", "reference"}
AMOUNT_MEMBERS = {"amount_minor", "currency"}

Headers = list[tuple[bytes, bytes]]
Rewrite = Callable[[int, Headers, bytes], tuple[int, Headers, bytes]]


def create_broken_app(
    settings: SimulatorSettings, faults: Collection[str] = FAULTS, *, data: Dataset | None = None
) -> ASGIApp:
    """The simulator for ``settings`` behind the given ``faults`` (all of them by default).

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
        self._keys = itertools.count(1)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        method, path = scope["method"], scope["path"]
        payment = method == "POST" and path == "/v1/payments"
        if "ignores_auth" in self._faults and method == "GET" and BALANCE.fullmatch(path):
            scope = with_header(scope, b"authorization", f"Bearer {DEV_API_KEY}".encode())
        if "loses_payments" in self._faults and payment:
            scope = with_header(scope, b"x-sim-session", LOST_PAYMENTS_SESSION.encode())
        if "ignores_idempotency" in self._faults and payment:
            scope = _fresh_key(scope, next(self._keys))
        if "lines_not_found" in self._faults and method == "GET" and LINES.fullmatch(path):
            scope = with_path(scope, f"/v1/invoices/{UNKNOWN_INVOICE}/lines")
        if "accepts_unknown_members" in self._faults and payment:
            scope, receive = await with_json_body(scope, receive, _known_members_only)
        rewrites = self._rewrites_for(scope, method, path)
        if not rewrites:
            await self._app(scope, receive, send)
        else:
            await rewritten(self._app, rewrites, scope, receive, send)

    def _rewrites_for(self, scope: Scope, method: str, path: str) -> list[Rewrite]:
        faults, rewrites = self._faults, []
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        if method == "GET":
            if "drops_field" in faults and CUSTOMER.fullmatch(path):
                rewrites.append(json_rewrite(_drop_email))
            if "undeclared_status" in faults and path == "/v1/customers":
                rewrites.append(_no_content_when_empty)
            invoices = INVOICE.fullmatch(path) or INVOICES.fullmatch(path)
            if "subtotal_without_fees" in faults and invoices:
                rewrites.append(json_rewrite(_subtotal_without_fees))
            if "reasons_drop_late_fee" in faults and SUMMARY.fullmatch(path):
                rewrites.append(json_rewrite(_drop_late_fee_reason))
            if "cursor_skips" in faults and "starting_after" in query:
                rewrites.append(json_rewrite(_skip_first))
        if "display_ungrouped" in faults:
            rewrites.append(json_rewrite(_ungrouped, statuses=(200, 201)))
        if "content_language_fixed" in faults:
            rewrites.append(_content_language_es)
        # Last: the other rewrites compute with integers.
        if "money_as_floats" in faults and method == "GET" and INVOICE.fullmatch(path):
            rewrites.append(json_rewrite(_floats))
        return rewrites


def with_header(scope: Scope, name: bytes, value: bytes) -> Scope:
    """``scope`` with the request header ``name`` set to ``value`` (replacing it)."""
    headers = [(k, v) for k, v in scope["headers"] if k.lower() != name]
    return {**scope, "headers": [*headers, (name, value)]}


def with_path(scope: Scope, path: str) -> Scope:
    """``scope`` requesting another path."""
    return {**scope, "path": path, "raw_path": path.encode()}


def _fresh_key(scope: Scope, number: int) -> Scope:
    """The same request under an ``Idempotency-Key`` never seen before."""
    for name, value in scope["headers"]:
        if name.lower() == b"idempotency-key" and value.strip():
            return with_header(scope, b"idempotency-key", value + f"-{number}".encode())
    return scope


def _known_members_only(document: Any) -> Any:
    """A payment body without the members the schema does not declare."""
    if not isinstance(document, dict):
        return document
    kept = {k: v for k, v in document.items() if k in PAYMENT_MEMBERS}
    if isinstance(kept.get("amount"), dict):
        kept["amount"] = {k: v for k, v in kept["amount"].items() if k in AMOUNT_MEMBERS}
    return kept


async def read_body(receive: Receive) -> bytes:
    """The whole request body."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


async def with_json_body(
    scope: Scope, receive: Receive, change: Callable[[Any], Any]
) -> tuple[Scope, Receive]:
    """The request with ``change`` applied to its JSON body (one that is not JSON is kept)."""
    body = await read_body(receive)
    with contextlib.suppress(ValueError):
        body = json.dumps(change(json.loads(body))).encode()
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return with_header(scope, b"content-length", str(len(body)).encode()), replay


async def answer(app: ASGIApp, scope: Scope, receive: Receive) -> tuple[int, Headers, bytes]:
    """The whole response of ``app`` to ``scope``: status, headers, body."""
    start: Message = {}
    chunks: list[bytes] = []

    async def capture(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start":
            start = message
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, capture)
    return start["status"], list(start.get("headers", [])), b"".join(chunks)


async def reply(send: Send, status: int, headers: Headers, body: bytes) -> None:
    """Send a whole response, its Content-Length fitted to ``body``."""
    headers = [(k, v) for k, v in headers if k.lower() != b"content-length"]
    if body:
        headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def rewritten(
    app: ASGIApp, rewrites: Iterable[Rewrite], scope: Scope, receive: Receive, send: Send
) -> None:
    """Buffer the whole response of ``app``, rewrite it, then send it in one piece."""
    status, headers, body = await answer(app, scope, receive)
    for rewrite in rewrites:
        status, headers, body = rewrite(status, headers, body)
    await reply(send, status, headers, body)


def json_rewrite(change: Callable[[Any], Any], statuses: Collection[int] = (200,)) -> Rewrite:
    """A rewrite applying ``change`` to the JSON body of responses with one of ``statuses``."""

    def rewrite(status: int, headers: Headers, body: bytes) -> tuple[int, Headers, bytes]:
        if status not in statuses or not body:
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


def _ungrouped(value: Any) -> Any:
    """Every Money ``display`` without its thousands separators (``Bs. 3.376,00`` -> ``3376``)."""
    if isinstance(value, dict):
        changed = {key: _ungrouped(item) for key, item in value.items()}
        if {"amount_minor", "currency", "display"} <= changed.keys():
            changed["display"] = GROUPING.sub("", str(changed["display"]))
        return changed
    if isinstance(value, list):
        return [_ungrouped(item) for item in value]
    return value


def _subtotal_without_fees(document: Any) -> Any:
    """Each invoice's ``subtotal`` without its late-fee lines."""
    invoices = document.get("data") if "data" in document else [document]
    for invoice in invoices:
        fees = sum(
            line["amount"]["amount_minor"]
            for line in invoice["lines"]
            if line["kind"] == "late_fee"
        )
        if fees:
            subtotal = invoice["subtotal"]
            amount = subtotal["amount_minor"] - fees
            locale = "en" if subtotal["display"].startswith(subtotal["currency"]) else "es-VE"
            invoice["subtotal"] = {
                **subtotal,
                "amount_minor": amount,
                "display": format_money(amount, subtotal["currency"], locale),
            }
    return document


def _drop_late_fee_reason(summary: dict[str, Any]) -> dict[str, Any]:
    return {**summary, "reasons": [r for r in summary["reasons"] if r["code"] != "late_fee"]}


def _skip_first(page: dict[str, Any]) -> dict[str, Any]:
    """The page without its first item: the cursor's neighbour is skipped."""
    return {**page, "data": page["data"][1:]}


def _content_language_es(status: int, headers: Headers, body: bytes) -> tuple[int, Headers, bytes]:
    kept = [(k, v) for k, v in headers if k.lower() != b"content-language"]
    return status, [*kept, (b"content-language", b"es-VE")], body


def _no_content_when_empty(
    status: int, headers: Headers, body: bytes
) -> tuple[int, Headers, bytes]:
    if status != 200 or json.loads(body).get("data"):
        return status, headers, body
    kept: Iterable[tuple[bytes, bytes]] = (
        (k, v) for k, v in headers if k.lower() not in (b"content-type", b"etag")
    )
    return 204, list(kept), b""
