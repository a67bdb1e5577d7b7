"""The read operations over HTTP: determinism, ETag/304, locales, lookups and pagination."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from fastapi import FastAPI

from billing_sim.openapi import models
from billing_sim.simulator.data import Dataset
from tests.unit.simulator.support import (
    SETTINGS,
    WORKED_EXAMPLE,
    client,
    make_app,
    persona,
    run,
)

INVOICES = f"/v1/customers/{WORKED_EXAMPLE}/invoices"
SINGLE_RESOURCES = [
    f"/v1/customers/{WORKED_EXAMPLE}",
    f"/v1/customers/{WORKED_EXAMPLE}/balance",
    f"/v1/customers/{WORKED_EXAMPLE}/bill-summary",
    "/v1/invoices/inv_7k2m9q4x1z2611",
    "/v1/plans/fibra-100",
    "/v1/subscriptions/sub_7k2m9q4x1z01",
    "/v1/subscriptions/sub_7k2m9q4x1z01/usage",
]
LISTS = [
    f"/v1/customers?account_number={'1000000016'}",
    INVOICES,
    "/v1/invoices/inv_7k2m9q4x1z2611/lines",
    f"/v1/customers/{WORKED_EXAMPLE}/subscriptions",
    f"/v1/customers/{WORKED_EXAMPLE}/payments",
    f"/v1/customers/{WORKED_EXAMPLE}/credit-notes",
    "/v1/plans",
]


def get_all(
    urls: list[str], app: FastAPI | None = None, headers: dict[str, str] | None = None
) -> list[httpx.Response]:
    """GET each URL from a fresh app (or ``app``), in order."""

    async def fetch() -> list[httpx.Response]:
        async with client(app or make_app(), **(headers or {})) as http:
            return [await http.get(url) for url in urls]

    return run(fetch())


def get(url: str, **headers: str) -> httpx.Response:
    return get_all([url], headers=headers)[0]


def test_same_seed_gives_byte_identical_responses() -> None:
    """Two apps over two datasets built from the same seed answer every read byte for byte."""
    urls = SINGLE_RESOURCES + LISTS

    def fresh_app() -> FastAPI:
        return make_app(data=Dataset(SETTINGS.seed, SETTINGS.customers, SETTINGS.business_date))

    first = get_all(urls, fresh_app(), {"X-Request-Id": "fixed"})
    second = get_all(urls, fresh_app(), {"X-Request-Id": "fixed"})
    assert [r.status_code for r in first] == [200] * len(urls)
    assert [r.content for r in first] == [r.content for r in second]
    assert [r.headers.get("etag") for r in first] == [r.headers.get("etag") for r in second]


@pytest.mark.parametrize("url", SINGLE_RESOURCES)
def test_single_resource_has_an_etag_and_honours_if_none_match(url: str) -> None:
    """A strong ETag on 200; If-None-Match with it is 304 with ETag, X-Request-Id, no body."""

    async def fetch() -> tuple[httpx.Response, httpx.Response, httpx.Response]:
        async with client(make_app()) as http:
            fresh = await http.get(url)
            again = await http.get(url, headers={"If-None-Match": fresh.headers["etag"]})
            stale = await http.get(url, headers={"If-None-Match": '"stale"'})
            return fresh, again, stale

    fresh, again, stale = run(fetch())
    assert re.fullmatch(r'"[0-9a-f]+"', fresh.headers["etag"])
    assert (again.status_code, again.content) == (304, b"")
    assert again.headers["etag"] == fresh.headers["etag"]
    assert again.headers["x-request-id"]
    assert stale.status_code == 200


def test_english_renders_money_and_texts_in_english() -> None:
    """Accept-Language en: `VES 1,056.00` and Content-Language en; default `Bs. 1.056,00`."""
    url = f"/v1/customers/{WORKED_EXAMPLE}/bill-summary"
    english, spanish = get(url, **{"Accept-Language": "en"}), get(url)
    assert english.headers["content-language"] == "en"
    assert spanish.headers["content-language"] == "es-VE"
    assert english.json()["delta"]["display"] == "VES 1,056.00"
    assert spanish.json()["delta"]["display"] == "Bs. 1.056,00"
    assert english.json()["delta"]["amount_minor"] == spanish.json()["delta"]["amount_minor"]
    assert english.headers["etag"] != spanish.headers["etag"]


def test_bill_summary_reasons_add_up_to_the_delta() -> None:
    """For every persona with a story month, Σ reasons.amount_impact = delta."""
    checked = 0
    for key in ("worked_example", "late_fee", "usage_overage", "previous_balance_carried"):
        who = persona(key)
        body = models.BillSummary.model_validate_json(
            get(f"/v1/customers/{who.customer_id}/bill-summary?period={who.period}").content
        )
        assert body.delta is not None
        assert sum(r.amount_impact.amount_minor for r in body.reasons) == body.delta.amount_minor
        assert [r.code for r in body.reasons] == list(who.expected_reasons)
        checked += 1
    assert checked == 4


def test_lookup_needs_exactly_one_key() -> None:
    """No key is lookup_key_required and two keys lookup_key_conflict, both 400."""
    none = get("/v1/customers")
    both = get("/v1/customers?account_number=1000000016&phone=%2B584141234567")
    assert (none.status_code, none.json()["code"]) == (400, "lookup_key_required")
    assert (both.status_code, both.json()["code"]) == (400, "lookup_key_conflict")


def test_lookup_finds_the_persona_and_rejects_a_bad_check_digit() -> None:
    """The worked example's account number finds it; a wrong check digit is 422."""
    found = get("/v1/customers?account_number=1000000016")
    wrong = get("/v1/customers?account_number=1000000017")
    nobody = get("/v1/customers?phone=%2B584269999999")
    assert [c["id"] for c in found.json()["data"]] == [WORKED_EXAMPLE]
    assert (wrong.status_code, wrong.json()["code"]) == (422, "invalid_account_number")
    assert (nobody.status_code, nobody.json()) == (200, {"data": [], "has_more": False})


@pytest.mark.parametrize("phone", ["+584140000001", "0414-0234567", "0422-1234567", "0296-1234567"])
def test_a_well_formed_phone_nobody_has_is_not_found(phone: str) -> None:
    """A number that can exist but no account lists is 200 with an empty list, not a 422."""
    response = get_all([f"/v1/customers?phone={quote(phone)}"])[0]
    assert (response.status_code, response.json()) == (200, {"data": [], "has_more": False})


@pytest.mark.parametrize(
    "phone", ["+14155550100", "+5841412345678", "0250-1234567", "0419-1234567"]
)
def test_a_phone_that_cannot_exist_is_invalid_phone(phone: str) -> None:
    """Another country code, another length or a code outside the numbering plan: 422."""
    response = get_all([f"/v1/customers?phone={quote(phone)}"])[0]
    assert (response.status_code, response.json()["code"]) == (422, "invalid_phone")
    assert response.json()["param"] == "phone"


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("/v1/invoices/inv_zzzzzzzzzz2611", "invoice_not_found"),
        ("/v1/payments/pay_zzzzzzzzzz00000001", "payment_not_found"),
        ("/v1/subscriptions/sub_zzzzzzzzzz01", "subscription_not_found"),
        ("/v1/plans/fibra-9000", "plan_not_found"),
        (f"/v1/customers/{WORKED_EXAMPLE}/bill-summary?period=2001-01", "invoice_not_found"),
    ],
)
def test_unknown_resources_are_business_404s(url: str, code: str) -> None:
    """Well-formed ids that match nothing get their own *_not_found code."""
    response = get(url)
    assert (response.status_code, response.json()["code"]) == (404, code)


def walk(url: str, limit: int) -> list[str]:
    """Every id of a list, page by page with starting_after."""

    async def fetch() -> list[str]:
        seen: list[str] = []
        cursor = ""
        async with client(make_app()) as http:
            while True:
                page: dict[str, Any] = (await http.get(f"{url}?limit={limit}{cursor}")).json()
                seen += [item["id"] for item in page["data"]]
                if not page["has_more"]:
                    return seen
                cursor = f"&starting_after={seen[-1]}"

    return run(fetch())


def test_pages_cover_the_list_exactly_once() -> None:
    """Walking invoices two at a time yields the same ids as one big page, in order."""
    everything = [i["id"] for i in get(f"{INVOICES}?limit=100").json()["data"]]
    assert len(everything) > 2
    assert walk(INVOICES, 2) == everything


def test_ending_before_pages_backwards() -> None:
    """ending_before the third invoice returns the first two, with nothing more before."""
    everything = [i["id"] for i in get(f"{INVOICES}?limit=100").json()["data"]]
    page = get(f"{INVOICES}?limit=5&ending_before={everything[2]}").json()
    assert ([i["id"] for i in page["data"]], page["has_more"]) == (everything[:2], False)


@pytest.mark.parametrize(
    ("query", "param"),
    [
        ("starting_after=inv_zzzzzzzzzz2611", "starting_after"),
        ("ending_before=cus_7k2m9q4x1z", "ending_before"),
        ("starting_after=inv_7k2m9q4x1z2611&ending_before=inv_7k2m9q4x1z2610", "ending_before"),
    ],
)
def test_bad_cursors_are_400_naming_the_parameter(query: str, param: str) -> None:
    """A cursor outside the list, or both cursors, is 400 invalid_request with `param`."""
    response = get(f"{INVOICES}?{query}")
    assert (response.status_code, response.json()["code"], response.json()["param"]) == (
        400,
        "invalid_request",
        param,
    )


def test_filters_narrow_the_list() -> None:
    """status and period filter invoices; a period without an invoice is an empty page."""
    open_only = get(f"{INVOICES}?status=open").json()["data"]
    november = get(f"{INVOICES}?period=2026-11").json()["data"]
    nothing = get(f"{INVOICES}?period=2001-01").json()
    assert {i["status"] for i in open_only} == {"open"}
    assert [i["id"] for i in november] == ["inv_7k2m9q4x1z2611"]
    assert nothing == {"data": [], "has_more": False}
