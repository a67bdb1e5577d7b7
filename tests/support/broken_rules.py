"""A second broken implementation: the simulator with one broken rule at a time.

:mod:`tests.support.broken_billing` plants one defect per promise family; this one plants a
defect for each workflow promise those leave out, so that every check verify runs is shown to
catch the defect it exists for (``tests/integration/toolkit/test_verify_rules.py``). Each fault
is a small ASGI wrapper around the simulator:

===============================  ==============================================================
fault                            what the implementation does
===============================  ==============================================================
``ignores_if_none_match``        answers 200 to a conditional read whose ETag still matches
``period_filter_ignored``        listInvoices ignores ``period``
``balance_due_off``              amount_due one cent more than the open invoices leave
``overdue_is_everything``        overdue_amount is all of amount_due, due or not
``open_count_off``               open_invoice_count one more than the open invoices
``snapshot_total_stale``         the bill summary's current ``total`` is the previous one's
``tax_base_reason_renamed``      the IVA change of a changed base is reason ``other``
``usage_defaults_to_last_month`` usage without a period is last month's
``lookup_without_key_is_empty``  a search with no key is an empty list, not 400
``check_digit_not_checked``      an account number with a wrong check digit is an empty list
``parent_not_checked``           the invoices of a customer nobody has are an empty list, not 404
``unknown_phone_invalid``        a number that can exist but nobody has is ``422 invalid_phone``
``phone_plan_not_checked``       a number that cannot exist is an empty list, not 422
``phone_search_adds_strangers``  a phone search also returns an account without that phone
``tax_id_needs_dashes``          a tax id without dashes finds nobody
``unknown_cursor_ignored``       an unknown cursor is read as no cursor (the first page)
``both_cursors_allowed``         ``starting_after`` with ``ending_before`` ignores the second
``unknown_period_is_latest``     a bill summary for a month without invoice explains the latest
``repeated_parameter_first_wins`` a repeated query parameter keeps its first value
``key_optional``                 a payment without Idempotency-Key is recorded under a new one
``malformed_json_is_422``        a body that is not JSON is 422 validation_failed, not 400
``any_media_type``               a text/plain body is parsed as JSON (400), not refused (415)
``currency_not_checked``         a payment in the other currency is recorded in the method's
``request_id_not_echoed``        X-Request-Id is always the server's own
===============================  ==============================================================
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.data.payments import METHOD_CURRENCY
from billing_sim.simulator.money import format_money
from billing_sim.simulator.settings import SimulatorSettings
from tests.support.broken_billing import Headers, answer, reply, with_header, with_json_body

Handler = Callable[[ASGIApp, Scope, Receive, Send], Awaitable[None]]
Answer = tuple[int, Headers, bytes]


def create_rule_breaking_app(
    settings: SimulatorSettings, fault: str, *, data: Dataset | None = None
) -> ASGIApp:
    """The simulator for ``settings`` with the one ``fault``.

    Raises:
        ValueError: naming a fault that is not in :data:`RULE_FAULTS`.
    """
    if fault not in RULE_FAULTS:
        raise ValueError(f"unknown fault: {fault!r}")
    data = data or Dataset(settings.seed, settings.customers, settings.business_date)
    app = create_app(settings, data=data)
    handler = RULE_FAULTS[fault]

    async def broken(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
        else:
            await handler(app, scope, receive, send)

    return broken


# --- plumbing ----------------------------------------------------------------------------------


async def no_body() -> Message:
    """``receive`` for a request sent again: it has no body."""
    return {"type": "http.request", "body": b"", "more_body": False}


def query(scope: Scope) -> list[tuple[str, str]]:
    return parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)


def with_query(scope: Scope, pairs: list[tuple[str, str]]) -> Scope:
    return {**scope, "query_string": urlencode(pairs).encode("latin-1")}


def without_header(scope: Scope, name: bytes) -> Scope:
    return {**scope, "headers": [(k, v) for k, v in scope["headers"] if k.lower() != name]}


def header(scope: Scope, name: bytes) -> bytes | None:
    return next((v for k, v in scope["headers"] if k.lower() == name), None)


def problem_code(body: bytes) -> str | None:
    try:
        document = json.loads(body)
    except ValueError:
        return None
    return document.get("code") if isinstance(document, dict) else None


def is_get(scope: Scope, prefix: str, suffix: str = "") -> bool:
    path = str(scope["path"])
    return scope["method"] == "GET" and path.startswith(prefix) and path.endswith(suffix)


def is_search(scope: Scope, key: str | None = None, dashed: bool | None = None) -> bool:
    """A searchCustomers request (by ``key``; with ``dashed`` the key's value has a dash or not)."""
    if scope["method"] != "GET" or scope["path"] != "/v1/customers":
        return False
    if key is None:
        return True
    values = [value for name, value in query(scope) if name == key]
    return bool(values) and (dashed is None or ("-" in values[0]) == dashed)


def is_payment(scope: Scope) -> bool:
    return bool(scope["method"] == "POST" and scope["path"] == "/v1/payments")


def on_json(change: Callable[[dict[str, Any]], dict[str, Any]]) -> Callable[[Answer], Answer]:
    def rewrite(found: Answer) -> Answer:
        status, headers, body = found
        if status != 200:
            return found
        return status, headers, json.dumps(change(json.loads(body)), ensure_ascii=False).encode()

    return rewrite


def rewriting(applies: Callable[[Scope], bool], change: Callable[[Answer], Answer]) -> Handler:
    """A fault rewriting the answers to the requests it ``applies`` to."""

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        if not applies(scope):
            await app(scope, receive, send)
            return
        await reply(send, *change(await answer(app, scope, receive)))

    return handle


def requesting(change: Callable[[Scope], Scope]) -> Handler:
    """A fault changing requests before the simulator sees them."""

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        await app(change(scope), receive, send)

    return handle


def retrying(applies: Callable[[Scope, Answer], bool], again: Callable[[Scope], Scope]) -> Handler:
    """A fault answering some requests as if they had been another one."""

    async def handle(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        first = await answer(app, scope, receive)
        if applies(scope, first):
            first = await answer(app, again(scope), no_body)
        await reply(send, *first)

    return handle


def money_plus(money: dict[str, Any], cents: int) -> dict[str, Any]:
    locale = "es-VE" if money["display"].startswith("Bs.") else "en"
    amount = money["amount_minor"] + cents
    return {
        **money,
        "amount_minor": amount,
        "display": format_money(amount, money["currency"], locale),
    }


def as_empty_list(found: Answer) -> Answer:
    _, headers, _ = found
    kept = [(k, v) for k, v in headers if k.lower() != b"content-type"]
    return 200, [*kept, (b"content-type", b"application/json")], b'{"data": [], "has_more": false}'


# --- the faults ------------------------------------------------------------------------------


def _shift(balance: dict[str, Any], name: str, value: dict[str, Any]) -> dict[str, Any]:
    return {**balance, name: value}


def _stale_total(summary: dict[str, Any]) -> dict[str, Any]:
    if summary.get("previous") is None:
        return summary
    current = {**summary["current"], "total": summary["previous"]["total"]}
    return {**summary, "current": current}


def _renamed_tax_base(summary: dict[str, Any]) -> dict[str, Any]:
    reasons = [
        {**r, "code": "other"} if r["code"] == "tax_base_changed" else r for r in summary["reasons"]
    ]
    return {**summary, "reasons": reasons}


def _stranger(page: dict[str, Any]) -> dict[str, Any]:
    if not page["data"]:
        return page
    other = {**page["data"][0], "id": "cus_zzzzzzzzzz", "phones": ["+584160000000"]}
    return {**page, "data": [*page["data"], other]}


LAST_MONTH = "2026-10"
"""The month before the default business date's (2026-11-20)."""


def _last_month(scope: Scope) -> Scope:
    pairs = query(scope)
    if any(name == "period" for name, _ in pairs):
        return scope
    return with_query(scope, [*pairs, ("period", LAST_MONTH)])


def _first_values(scope: Scope) -> Scope:
    seen: dict[str, str] = {}
    for name, value in query(scope):
        seen.setdefault(name, value)
    return with_query(scope, list(seen.items()))


def _without(*names: str) -> Callable[[Scope], Scope]:
    def change(scope: Scope) -> Scope:
        return with_query(scope, [(k, v) for k, v in query(scope) if k not in names])

    return change


def _unprocessable(found: Answer) -> Answer:
    status, headers, body = found
    if status != 400 or problem_code(body) != "invalid_request":
        return found
    document = json.loads(body)
    document.update(status=422, code="validation_failed", title="Datos inválidos")
    document["errors"] = [{"location": "body", "pointer": "", "detail": document["detail"]}]
    return 422, headers, json.dumps(document, ensure_ascii=False).encode()


async def _key_optional(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
    if is_payment(scope) and header(scope, b"idempotency-key") is None:
        scope = with_header(scope, b"idempotency-key", uuid.uuid4().hex.encode())
    await app(scope, receive, send)


async def _any_media_type(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
    if is_payment(scope):
        scope = with_header(scope, b"content-type", b"application/json")
    await app(scope, receive, send)


def _method_currency(document: Any) -> Any:
    if isinstance(document, dict) and isinstance(document.get("amount"), dict):
        currency = METHOD_CURRENCY.get(str(document.get("method")))
        if currency is not None:
            document = {**document, "amount": {**document["amount"], "currency": currency}}
    return document


async def _currency_not_checked(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
    if is_payment(scope):
        scope, receive = await with_json_body(scope, receive, _method_currency)
    await app(scope, receive, send)


def _invalid_phone(found: Answer) -> Answer:
    """``422 invalid_phone`` for a search that found nobody (the contract's old mistake)."""
    _, headers, _ = found
    kept = [(k, v) for k, v in headers if k.lower() != b"content-type"]
    body = {
        "type": "https://billing.isp.example/problems/invalid_phone",
        "title": "Teléfono inválido",
        "status": 422,
        "detail": "No es un teléfono venezolano válido.",
        "code": "invalid_phone",
        "request_id": dict(headers).get(b"x-request-id", b"").decode(),
        "retryable": False,
        "category": "client",
        "param": "phone",
    }
    encoded = json.dumps(body, ensure_ascii=False).encode()
    return 422, [*kept, (b"content-type", b"application/problem+json")], encoded


def _server_request_id(found: Answer) -> Answer:
    status, headers, body = found
    kept = [(k, v) for k, v in headers if k.lower() != b"x-request-id"]
    return status, [*kept, (b"x-request-id", b"req_server0001")], body


def _balance(scope: Scope) -> bool:
    return is_get(scope, "/v1/customers/", "/balance")


RULE_FAULTS: dict[str, Handler] = {
    "ignores_if_none_match": requesting(lambda scope: without_header(scope, b"if-none-match")),
    "period_filter_ignored": requesting(
        lambda scope: (
            _without("period")(scope) if is_get(scope, "/v1/customers/", "/invoices") else scope
        )
    ),
    "balance_due_off": rewriting(
        _balance, on_json(lambda b: _shift(b, "amount_due", money_plus(b["amount_due"], 1)))
    ),
    "overdue_is_everything": rewriting(
        _balance, on_json(lambda b: _shift(b, "overdue_amount", b["amount_due"]))
    ),
    "open_count_off": rewriting(
        _balance, on_json(lambda b: {**b, "open_invoice_count": b["open_invoice_count"] + 1})
    ),
    "snapshot_total_stale": rewriting(
        lambda scope: is_get(scope, "/v1/customers/", "/bill-summary"), on_json(_stale_total)
    ),
    "tax_base_reason_renamed": rewriting(
        lambda scope: is_get(scope, "/v1/customers/", "/bill-summary"), on_json(_renamed_tax_base)
    ),
    "usage_defaults_to_last_month": requesting(
        lambda scope: _last_month(scope) if is_get(scope, "/v1/subscriptions/", "/usage") else scope
    ),
    "lookup_without_key_is_empty": rewriting(
        is_search,
        lambda found: (
            as_empty_list(found) if problem_code(found[2]) == "lookup_key_required" else found
        ),
    ),
    "check_digit_not_checked": rewriting(
        is_search,
        lambda found: (
            as_empty_list(found) if problem_code(found[2]) == "invalid_account_number" else found
        ),
    ),
    "parent_not_checked": rewriting(
        lambda scope: is_get(scope, "/v1/customers/", "/invoices"),
        lambda found: (
            as_empty_list(found) if problem_code(found[2]) == "customer_not_found" else found
        ),
    ),
    "unknown_phone_invalid": rewriting(
        lambda scope: is_search(scope, "phone"),
        lambda found: (
            _invalid_phone(found) if found[0] == 200 and b'"data":[]' in found[2] else found
        ),
    ),
    "phone_plan_not_checked": rewriting(
        lambda scope: is_search(scope, "phone"),
        lambda found: as_empty_list(found) if problem_code(found[2]) == "invalid_phone" else found,
    ),
    "phone_search_adds_strangers": rewriting(
        lambda scope: is_search(scope, "phone"), on_json(_stranger)
    ),
    "tax_id_needs_dashes": rewriting(
        lambda scope: is_search(scope, "tax_id", dashed=False),
        lambda found: as_empty_list(found) if found[0] == 200 else found,
    ),
    "unknown_cursor_ignored": retrying(
        lambda scope, found: (
            scope["method"] == "GET"
            and found[0] == 400
            and problem_code(found[2]) == "invalid_request"
            and sum(name in ("starting_after", "ending_before") for name, _ in query(scope)) == 1
        ),
        _without("starting_after", "ending_before"),
    ),
    "both_cursors_allowed": requesting(
        lambda scope: (
            _without("ending_before")(scope)
            if {"starting_after", "ending_before"} <= {name for name, _ in query(scope)}
            else scope
        )
    ),
    "unknown_period_is_latest": retrying(
        lambda scope, found: (
            is_get(scope, "/v1/customers/", "/bill-summary")
            and problem_code(found[2]) == "invoice_not_found"
        ),
        _without("period"),
    ),
    "repeated_parameter_first_wins": requesting(_first_values),
    "key_optional": _key_optional,
    "malformed_json_is_422": rewriting(is_payment, _unprocessable),
    "any_media_type": _any_media_type,
    "currency_not_checked": _currency_not_checked,
    "request_id_not_echoed": rewriting(lambda scope: True, _server_request_id),
}
