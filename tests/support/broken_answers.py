"""A third broken implementation: answers that are well formed, add up, and answer another
request than the one sent.

The simulator with one defect at a time, each a small ASGI wrapper
(``tests/integration/toolkit/test_answers.py`` checks that verify and drift both name each):

===========================  =====================================================================
fault                        what the implementation does
===========================  =====================================================================
``filter_drops_scope``       listInvoices with ``status`` or ``period`` also lists another
                             customer's invoices that match the filter
``status_filter_ignored``    listInvoices ignores ``status`` (an enum filter)
``status_lost_with_period``  listInvoices ignores ``status`` when ``period`` is given too
``summary_period_ignored``   getBillSummary ignores ``period``: the latest bill, whatever was asked
``usage_period_ignored``     getSubscriptionUsage ignores ``period``: the current period's usage
``phone_search_ignored``     searchCustomers by ``phone`` answers for the test customer's phone,
                             whatever number was asked (a lookup key)
``body_language_ignored``    renders every body in es-VE while ``Content-Language`` says what
                             was negotiated
``limit_ignored``            every list ignores ``limit`` (pages of the default size)
``etag_survives_write``      an ETag, once issued for a URL and language, is kept for it, and
                             ``If-None-Match`` with it is ``304`` even after a payment changed
                             the representation
``etag_ignores_language``    the ETag of every read is the Spanish representation's, so ``es-VE``
                             and ``en`` share one (and ``If-None-Match`` across them is ``304``)
===========================  =====================================================================
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from billing_sim.openapi.conventions import negotiate_locale
from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.settings import SimulatorSettings
from tests.support.broken_billing import Headers, answer, reply, with_header
from tests.support.broken_rules import header, is_get, no_body, query, with_query

Handler = Callable[[ASGIApp, Scope, Receive, Send], Any]
EXAMPLE_CUSTOMER = "cus_7k2m9q4x1z"
"""The test customer of the contract's example (the workflow's default)."""


def create_answer_breaking_app(
    settings: SimulatorSettings, fault: str, *, data: Dataset | None = None
) -> ASGIApp:
    """The simulator for ``settings`` with the one ``fault``.

    Raises:
        ValueError: naming a fault that is not in :data:`ANSWER_FAULTS`.
    """
    if fault not in ANSWER_FAULTS:
        raise ValueError(f"unknown fault: {fault!r}")
    data = data or Dataset(settings.seed, settings.customers, settings.business_date)
    app = create_app(settings, data=data)
    other = next(p.customer_id for p in data.personas() if p.customer_id != EXAMPLE_CUSTOMER)
    if fault == "phone_search_ignored":
        phone = data.customer(EXAMPLE_CUSTOMER, "es-VE").phones[0]
        handler = _phone_search_ignored(phone)
    else:
        handler = ANSWER_FAULTS[fault](other)

    async def broken(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
        else:
            await handler(app, scope, receive, send)

    return broken


def _without(scope: Scope, *names: str) -> Scope:
    return with_query(scope, [(k, v) for k, v in query(scope) if k not in names])


def _dropping(applies: Callable[[Scope], bool], *names: str) -> Handler:
    """A fault that reads the request without the parameters ``names``."""

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        await app(_without(scope, *names) if applies(scope) else scope, receive, send)

    return handle


def _invoices(scope: Scope) -> bool:
    return is_get(scope, "/v1/customers/", "/invoices")


def _is_list(scope: Scope) -> bool:
    path = str(scope["path"])
    return scope["method"] == "GET" and path.endswith(
        ("/invoices", "/lines", "/subscriptions", "/payments", "/credit-notes", "/plans")
    )


def _filter_drops_scope(other: str) -> Handler:
    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        filters = {k for k, _ in query(scope)} & {"status", "period"}
        if not (_invoices(scope) and filters):
            await app(scope, receive, send)
            return
        status, headers, body = await answer(app, scope, receive)
        if status != 200:
            await reply(send, status, headers, body)
            return
        page = json.loads(body)
        path = f"/v1/customers/{other}/invoices"
        theirs = {**scope, "path": path, "raw_path": path.encode()}
        _, _, their_body = await answer(app, _without(theirs, "starting_after"), no_body)
        limit = int(dict(query(scope)).get("limit", "10"))
        page["data"] = (page["data"] + json.loads(their_body).get("data", []))[:limit]
        await reply(send, status, headers, json.dumps(page, ensure_ascii=False).encode())

    return handle


def _phone_search_ignored(phone: str) -> Handler:
    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        pairs = query(scope)
        if is_get(scope, "/v1/customers") and scope["path"] == "/v1/customers":
            pairs = [(k, phone if k == "phone" else v) for k, v in pairs]
        await app(with_query(scope, pairs), receive, send)

    return handle


def _body_language_ignored(other: str) -> Handler:
    del other

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        asked = header(scope, b"accept-language")
        locale = negotiate_locale(asked.decode("latin-1") if asked else None)
        spanish = with_header(scope, b"accept-language", b"es-VE")
        status, headers, body = await answer(app, spanish, receive)
        kept = [(k, v) for k, v in headers if k.lower() != b"content-language"]
        if any(k.lower() == b"content-language" for k, _ in headers):
            kept.append((b"content-language", locale.encode()))
        await reply(send, status, kept, body)

    return handle


def _etag_survives_write(other: str) -> Handler:
    del other
    issued: dict[tuple[str, str, bytes], bytes] = {}

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] != "GET":
            await app(scope, receive, send)
            return
        key = (
            str(scope["path"]),
            scope.get("query_string", b"").decode("latin-1"),
            header(scope, b"accept-language") or b"",
        )
        kept = issued.get(key)
        if kept is not None and header(scope, b"if-none-match") == kept:
            await reply(send, 304, [(b"etag", kept)], b"")
            return
        status, headers, body = await answer(app, scope, receive)
        etag = next((v for k, v in headers if k.lower() == b"etag"), None)
        if etag is not None:
            issued.setdefault(key, etag)
            headers = [(k, v) for k, v in headers if k.lower() != b"etag"]
            headers.append((b"etag", issued[key]))
        await reply(send, status, headers, body)

    return handle


def _etag_ignores_language(other: str) -> Handler:
    del other

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] != "GET":
            await app(scope, receive, send)
            return
        spanish = without_conditions(with_header(scope, b"accept-language", b"es-VE"))
        _, spanish_headers, _ = await answer(app, spanish, no_body)
        shared = _etag(spanish_headers)
        if shared is not None and header(scope, b"if-none-match") == shared:
            await reply(send, 304, [(b"etag", shared)], b"")
            return
        status, headers, body = await answer(app, without_conditions(scope), receive)
        if shared is not None and _etag(headers) is not None:
            headers = [(k, v) for k, v in headers if k.lower() != b"etag"]
            headers.append((b"etag", shared))
        await reply(send, status, headers, body)

    return handle


def without_conditions(scope: Scope) -> Scope:
    """``scope`` without ``If-None-Match``."""
    return {
        **scope,
        "headers": [(k, v) for k, v in scope["headers"] if k.lower() != b"if-none-match"],
    }


def _etag(headers: Headers) -> bytes | None:
    return next((v for k, v in headers if k.lower() == b"etag"), None)


ANSWER_FAULTS: dict[str, Callable[[str], Handler]] = {
    "filter_drops_scope": _filter_drops_scope,
    "status_filter_ignored": lambda _: _dropping(_invoices, "status"),
    "status_lost_with_period": lambda _: _dropping(
        lambda scope: _invoices(scope) and "period" in dict(query(scope)), "status"
    ),
    "summary_period_ignored": lambda _: _dropping(
        lambda scope: is_get(scope, "/v1/customers/", "/bill-summary"), "period"
    ),
    "usage_period_ignored": lambda _: _dropping(
        lambda scope: is_get(scope, "/v1/subscriptions/", "/usage"), "period"
    ),
    "phone_search_ignored": _phone_search_ignored,
    "body_language_ignored": _body_language_ignored,
    "limit_ignored": lambda _: _dropping(_is_list, "limit"),
    "etag_survives_write": _etag_survives_write,
    "etag_ignores_language": _etag_ignores_language,
}
"""Each fault, built with the id of another customer than the test customer (the phone search's
with the test customer's phone)."""
