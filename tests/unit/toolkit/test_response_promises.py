"""The response-level promises: the contract's own examples keep every one of them, and each
is broken by the defect it exists to catch."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from billing_sim.openapi import load_contract
from billing_sim.toolkit.verify.responses import RESPONSE_PROMISES, Exchange
from tests.unit.toolkit.workflow_support import BASE, problem, response

Mutation = Callable[[Any], None]
EXAMPLE_HEADERS = {"content-language": "es-VE", "etag": '"v1"', "location": "/v1/payments/p"}


def examples() -> Iterator[tuple[str, int, str, Any]]:
    """(operationId, status, example name, body) of every documented success example."""
    contract = load_contract()
    for item in contract["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            for status, answer in operation["responses"].items():
                if not str(status).startswith("2"):
                    continue
                content = answer.get("content", {}).get("application/json", {})
                for name, example in content.get("examples", {}).items():
                    if "$ref" in example:
                        example = contract["components"]["examples"][
                            example["$ref"].rsplit("/", 1)[-1]
                        ]
                    yield operation["operationId"], int(status), name, example["value"]


def exchange(
    operation_id: str,
    status: int,
    body: Any,
    *,
    sent: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
    query: str = "",
) -> Exchange:
    url = f"{BASE}/v1/anything{query}"
    answer = response(
        status, body, url=url, headers={**EXAMPLE_HEADERS, **(headers or {})}, sent=sent
    )
    return Exchange.of(operation_id, answer)


def verdicts(operation_id: str, status: int, body: Any, **kwargs: Any) -> dict[str, list[str]]:
    """The promises judging the response, with their violations (``[]``: held)."""
    judged = judge_all_exchange(exchange(operation_id, status, body, **kwargs))
    return {promise: verdict for promise, verdict in judged.items() if verdict is not None}


def judge_all_exchange(found: Exchange) -> dict[str, list[str] | None]:
    return {promise.id: promise.judge(found) for promise in RESPONSE_PROMISES}


@pytest.mark.parametrize(
    ("operation_id", "status", "name", "body"),
    list(examples()),
    ids=[f"{op}-{name}" for op, _, name, _ in examples()],
)
def test_the_contracts_examples_keep_every_response_promise(
    operation_id: str, status: int, name: str, body: Any
) -> None:
    """Every documented example is a response a correct implementation could give."""
    broken = {
        promise: lines for promise, lines in verdicts(operation_id, status, body).items() if lines
    }
    assert broken == {}


def example(operation_id: str, name: str | None = None) -> Any:
    """A deep copy of the operation's (first, or named) documented example."""
    for operation, _, found, body in examples():
        if operation == operation_id and (name is None or found == name):
            return copy.deepcopy(body)
    raise LookupError(operation_id)


def money(amount: int, display: str, currency: str = "VES") -> dict[str, Any]:
    return {"amount_minor": amount, "currency": currency, "display": display}


def _set(path: str, value: Any) -> Mutation:
    def change(body: Any) -> None:
        *parents, last = path.strip("/").split("/")
        node = body
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _reverse(path: str) -> Mutation:
    def change(body: Any) -> None:
        node = body
        for key in path.strip("/").split("/"):
            node = node[key]
        node.reverse()

    return change


def _drop_reason(code: str) -> Mutation:
    def change(body: Any) -> None:
        body["reasons"] = [reason for reason in body["reasons"] if reason["code"] != code]

    return change


def _listed(body: Any) -> Any:
    """An invoice list holding ``body`` and its previous month."""
    older = copy.deepcopy(body)
    older.update(id="inv_7k2m9q4x1z2610", issue_date="2026-10-01")
    return {"data": [body, older], "has_more": False}


BROKEN: list[tuple[str, str, Mutation]] = [
    ("money.display", "getInvoice", _set("/total/display", "Bs. 3376,00")),
    ("money.display", "getInvoice", _set("/lines/0/amount/display", "VES 2,637.50")),
    ("money.integer-minor-units", "getInvoice", _set("/total/amount_minor", 337600.0)),
    ("invoice.total-from-lines", "getInvoice", _set("/lines/1/amount", money(31651, "Bs. 316,51"))),
    ("invoice.total-from-totals", "getInvoice", _set("/subtotal", money(263750, "Bs. 2.637,50"))),
    ("invoice.total-due", "getInvoice", _set("/previous_balance", money(100, "Bs. 1,00"))),
    ("invoice.amount-remaining", "getInvoice", _set("/amount_paid", money(100, "Bs. 1,00"))),
    ("invoice.tax-lines", "getInvoice", _set("/tax_total", money(42201, "Bs. 422,01"))),
    (
        "invoice.line-currency",
        "getInvoice",
        _set("/lines/0/amount", money(263750, "USD 2.637,50", "USD")),
    ),
    ("invoice.line-conversion", "getInvoice", _set("/exchange_rate/rate", "105.6000")),
    ("invoice.line-conversion", "getInvoice", _set("/exchange_rate", None)),
    ("invoice.tax-line-amount", "getInvoice", _set("/lines/2/tax_rate_bps", 1500)),
    ("invoice.tax-line-amount", "getInvoice", _set("/lines/2/tax_base", None)),
    ("invoice.line-signs", "getInvoice", _set("/lines/1/kind", "discount")),
    ("ordering.invoice-lines", "getInvoice", _reverse("/lines")),
    ("bill.lines-add-up", "getBillSummary", _set("/lines/0/delta", money(13751, "Bs. 137,51"))),
    ("bill.reasons-add-up", "getBillSummary", _drop_reason("late_fee")),
    ("bill.delta", "getBillSummary", _set("/delta", money(105601, "Bs. 1.056,01"))),
    ("bill.delta-pct", "getBillSummary", _set("/delta_pct", "45.51")),
    ("bill.first-bill", "getBillSummary", _set("/previous", None)),
    ("bill.line-delta", "getBillSummary", _set("/lines/1/change", "increased")),
    ("bill.direction", "getBillSummary", _set("/direction", "decreased")),
    ("bill.reason-details", "getBillSummary", _set("/reasons/2/detail", "Recargo de Bs. 316.50.")),
    ("balance.net-position", "getCustomerBalance", _set("/net_position", "settled")),
    ("payments.currency-matches-method", "getPayment", _set("/method", "zelle")),
    ("plans.unlimited", "getPlan", _set("/overage_unit_price", None)),
    ("plans.price-currency", "getPlan", _set("/price", money(2500, "Bs. 25,00"))),
]
"""(promise, operation, how its example is broken)."""


@pytest.mark.parametrize(
    ("promise", "operation_id", "mutate"),
    BROKEN,
    ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(BROKEN)],
)
def test_each_promise_catches_its_defect_in_an_example(
    promise: str, operation_id: str, mutate: Mutation
) -> None:
    """The example with one defect breaks exactly the promise about that defect."""
    body = example(operation_id)
    mutate(body)
    broken = {name for name, lines in verdicts(operation_id, 200, body).items() if lines}
    assert promise in broken


def test_a_later_invoice_first_in_a_list_keeps_newest_first_and_its_reverse_breaks_it() -> None:
    """listInvoices with two invoices: newest first holds; reversed it does not."""
    body = _listed(example("getInvoice"))
    assert verdicts("listInvoices", 200, body)["ordering.newest-first"] == []
    body["data"].reverse()
    assert verdicts("listInvoices", 200, body)["ordering.newest-first"]


def test_plans_out_of_price_order_and_a_page_over_its_limit_are_caught() -> None:
    """Cheapest first; at most ``limit`` items (10 when not sent)."""
    cheap = example("listPlans")["data"][0]
    dear = {**copy.deepcopy(cheap), "code": "fibra-300", "price": money(3500, "USD 35,00", "USD")}
    assert (
        verdicts("listPlans", 200, {"data": [cheap, dear], "has_more": False})[
            "ordering.plans-by-price"
        ]
        == []
    )
    assert verdicts("listPlans", 200, {"data": [dear, cheap], "has_more": False})[
        "ordering.plans-by-price"
    ]
    page = {"data": [cheap] * 3, "has_more": True}
    assert verdicts("listPlans", 200, page, query="?limit=3")["pagination.limit"] == []
    assert verdicts("listPlans", 200, page, query="?limit=2")["pagination.limit"]


def test_a_date_range_that_ends_before_it_starts_is_caught() -> None:
    """``start`` after ``end``."""
    body = example("getSubscription")
    body["current_period"] = {"start": "2026-11-30", "end": "2026-11-01"}
    assert verdicts("getSubscription", 200, body)["dates.ranges"]


def test_display_and_content_language_follow_the_negotiated_locale() -> None:
    """In ``en`` the es-VE displays are wrong; a Content-Language of es-VE is wrong too."""
    body = example("getCustomerBalance")
    english = verdicts(
        "getCustomerBalance",
        200,
        body,
        sent={"Accept-Language": "fr, en;q=0.5"},
        headers={"content-language": "en"},
    )
    assert any("in en it is 'VES 3,376.00'" in line for line in english["money.display"])
    assert english["negotiation.content-language"] == []
    fixed = verdicts("getCustomerBalance", 200, body, sent={"Accept-Language": "en"})
    assert fixed["negotiation.content-language"] == [
        "Accept-Language 'en' answered with Content-Language 'es-VE'; expected 'en'"
    ]


def test_a_replay_is_judged_in_the_locale_it_was_stored_in() -> None:
    """A replayed payment keeps the original's Content-Language and displays."""
    body = example("createPayment")
    found = verdicts(
        "createPayment",
        201,
        body,
        sent={"Accept-Language": "en"},
        headers={"idempotent-replayed": "true", "content-language": "es-VE"},
    )
    assert found["money.display"] == []
    assert "negotiation.content-language" not in found


def test_malformed_accept_language_is_not_judged_but_displays_follow_content_language() -> None:
    """Fuzzed bytes in the header are no negotiation; the body must still match its header."""
    found = verdicts(
        "getCustomerBalance", 200, example("getCustomerBalance"), sent={"Accept-Language": "0;;,"}
    )
    assert "negotiation.content-language" not in found
    assert found["money.display"] == []


def problem_verdicts(
    operation_id: str, status: int, body: dict[str, Any], **kwargs: Any
) -> dict[str, list[str]]:
    return verdicts(operation_id, status, body, **kwargs)


def test_catalog_codes_come_with_their_status_category_and_retryability() -> None:
    """customer_not_found is 404 business, not retryable; on another status it is broken."""
    good = problem(404, "customer_not_found")
    assert problem_verdicts("getCustomer", 404, good)["errors.code-status"] == []
    assert problem_verdicts("getCustomer", 422, {**good, "status": 422})["errors.code-status"]
    assert problem_verdicts("getCustomer", 404, {**good, "retryable": True})["errors.code-status"]


def test_an_unknown_code_must_at_least_fit_its_category() -> None:
    """An open code list lets new codes in; a 5xx is still infrastructure."""
    fresh = {**problem(503, "backend_on_fire"), "category": "infrastructure", "retryable": True}
    assert problem_verdicts("getCustomer", 503, fresh)["errors.code-status"] == []
    assert problem_verdicts("getCustomer", 503, {**fresh, "category": "business"})[
        "errors.code-status"
    ]
    assert "errors.code-declared" not in problem_verdicts("getCustomer", 503, fresh)


def test_a_catalog_code_the_operation_does_not_declare_is_broken() -> None:
    """route_not_found on getCustomer's 404 is what a wrong base URL gives."""
    found = problem_verdicts(
        "getCustomer", 404, {**problem(404, "route_not_found"), "category": "client"}
    )
    assert found["errors.code-declared"] == [
        "getCustomer answered 404 with code 'route_not_found'; the contract declares "
        "customer_not_found for that status"
    ]


def test_problem_members_agree_with_the_response() -> None:
    """status member, request_id and a validation failure's field list."""
    assert problem_verdicts(
        "getCustomer", 404, {**problem(404, "customer_not_found"), "status": 400}
    )["errors.status-member"]
    assert problem_verdicts(
        "getCustomer", 404, {**problem(404, "customer_not_found"), "request_id": "other"}
    )["errors.request-id"]
    invalid = {**problem(422, "validation_failed"), "category": "client"}
    assert problem_verdicts("getCustomer", 422, invalid)["errors.validation-fields"] == [
        "validation_failed without an errors entry"
    ]
    listed = {**invalid, "errors": [{"location": "path", "pointer": "customer_id", "detail": "x"}]}
    assert problem_verdicts("getCustomer", 422, listed)["errors.validation-fields"]


def test_a_bare_404_and_headers_with_a_meaning_are_checked() -> None:
    """A gateway's 404 page; a 429 without Retry-After; a 401 without Bearer; an id not echoed."""
    bare = Exchange.of(
        "getCustomer", response(404, raw=b"<html>", headers={"content-type": "text/html"})
    )
    assert judge_all_exchange(bare)["errors.not-found-is-problem"]
    limited = problem_verdicts(
        "getCustomer",
        429,
        {**problem(429, "rate_limited"), "category": "rate_limit", "retryable": True},
    )
    assert limited["headers.retry-after"]
    assert problem_verdicts("getCustomer", 401, problem(401, "unauthenticated"))[
        "headers.www-authenticate"
    ]
    echoed = problem_verdicts(
        "getCustomer", 404, problem(404, "customer_not_found"), sent={"X-Request-Id": "mine-1"}
    )
    assert echoed["headers.request-id-echo"] == ["sent X-Request-Id 'mine-1', got 'req_1'"]


def test_a_dollar_payment_is_applied_at_its_bcv_rate() -> None:
    """USD 10,00 at 105.5000 is Bs. 1.055,00 applied; anything else is not the BCV rate."""
    body = example("getPayment")
    body.update(
        method="zelle",
        amount=money(1000, "USD 10,00", "USD"),
        amount_applied=money(105500, "Bs. 1.055,00"),
        exchange_rate={
            "base": "USD",
            "quote": "VES",
            "rate": "105.5000",
            "source": "BCV",
            "rate_date": "2026-11-20",
        },
        allocations=[],
    )
    assert verdicts("getPayment", 200, body)["payments.dollar-rate"] == []
    body["amount_applied"] = money(100000, "Bs. 1.000,00")
    assert verdicts("getPayment", 200, body)["payments.dollar-rate"] == [
        "/ (pay_7k2m9q4x1z00000007): 1000 USD at 105.5000 is 105500; amount_applied is 100000"
    ]
    body["exchange_rate"] = None
    assert verdicts("getPayment", 200, body)["payments.dollar-rate"]
