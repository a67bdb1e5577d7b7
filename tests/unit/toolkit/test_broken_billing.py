"""The deliberately broken implementation does exactly its faults, and nothing else."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Collection
from functools import cache
from typing import Any

import httpx
import pytest

from billing_sim.simulator.data import Dataset
from billing_sim.simulator.settings import SimulatorSettings
from tests.support.broken_billing import FAULTS, create_broken_app

SETTINGS = SimulatorSettings(customers=50)
AUTH = {"Authorization": "Bearer sim_dev_key"}
CUSTOMER = "cus_7k2m9q4x1z"
INVOICE = "inv_7k2m9q4x1z2611"
PAYMENT: dict[str, Any] = {
    "customer_id": CUSTOMER,
    "amount": {"amount_minor": 1000, "currency": "VES"},
    "method": "pago_movil",
    "reference": "T1",
}


@cache
def data() -> Dataset:
    return Dataset(SETTINGS.seed, SETTINGS.customers, SETTINGS.business_date)


def exchange(
    faults: Collection[str], *requests: tuple[str, str, dict[str, Any]]
) -> list[httpx.Response]:
    """Send ``requests`` (method, path, httpx keyword arguments) in order to one fresh app."""

    async def run() -> list[httpx.Response]:
        app = create_broken_app(SETTINGS, faults, data=data())
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://broken") as client:
            return [await client.request(m, p, **kw) for m, p, kw in requests]

    return asyncio.run(run())


def get(path: str, **kwargs: Any) -> tuple[str, str, dict[str, Any]]:
    return "GET", path, {"headers": AUTH, **kwargs}


def test_without_faults_it_is_the_simulator() -> None:
    """Customer, invoice, unknown search and auth behave as the simulator's."""
    customer, invoice, miss, anonymous = exchange(
        (),
        get(f"/v1/customers/{CUSTOMER}"),
        get(f"/v1/invoices/{INVOICE}"),
        get("/v1/customers", params={"account_number": "0000000000"}),
        ("GET", f"/v1/customers/{CUSTOMER}/balance", {}),
    )
    assert "email" in customer.json()
    assert isinstance(invoice.json()["total"]["amount_minor"], int)
    assert (miss.status_code, miss.json()["data"]) == (200, [])
    assert anonymous.status_code == 401


def test_drops_field_removes_email_from_get_customer_only() -> None:
    """searchCustomers still returns it."""
    customer, search = exchange(
        ["drops_field"],
        get(f"/v1/customers/{CUSTOMER}"),
        get("/v1/customers", params={"account_number": "1000000016"}),
    )
    assert "email" not in customer.json()
    assert "email" in search.json()["data"][0]


def test_ignores_auth_only_on_the_balance() -> None:
    """No key, or a wrong one, still reads the balance; the customer still needs the key."""
    balance, wrong, customer = exchange(
        ["ignores_auth"],
        ("GET", f"/v1/customers/{CUSTOMER}/balance", {}),
        ("GET", f"/v1/customers/{CUSTOMER}/balance", {"headers": {"Authorization": "Bearer x"}}),
        ("GET", f"/v1/customers/{CUSTOMER}", {}),
    )
    assert (balance.status_code, wrong.status_code, customer.status_code) == (200, 200, 401)


def test_loses_payments_answers_201_but_never_stores_it() -> None:
    """The payment is not readable, not listed, and the balance does not move."""
    before, created, read, listed, after = exchange(
        ["loses_payments"],
        get(f"/v1/customers/{CUSTOMER}/balance"),
        ("POST", "/v1/payments", {"headers": {**AUTH, "Idempotency-Key": "k1"}, "json": PAYMENT}),
        get("/v1/payments/pay_7k2m9q4x1z00000001"),
        get(f"/v1/customers/{CUSTOMER}/payments"),
        get(f"/v1/customers/{CUSTOMER}/balance"),
    )
    assert created.status_code == 201
    payment_id = created.json()["id"]
    assert read.status_code == 404
    assert read.json()["code"] == "payment_not_found"
    assert payment_id not in [p["id"] for p in listed.json()["data"]]
    assert before.json()["amount_due"] == after.json()["amount_due"]


def test_undeclared_status_turns_an_empty_search_into_204() -> None:
    """A search that finds someone is untouched."""
    miss, hit = exchange(
        ["undeclared_status"],
        get("/v1/customers", params={"account_number": "0000000000"}),
        get("/v1/customers", params={"account_number": "1000000016"}),
    )
    assert (miss.status_code, miss.content) == (204, b"")
    assert hit.status_code == 200


def test_money_as_floats_writes_invoice_amounts_with_a_fraction() -> None:
    """Same values, float literals; the invoice list keeps integers."""
    invoice, invoices = exchange(
        ["money_as_floats"],
        get(f"/v1/invoices/{INVOICE}"),
        get(f"/v1/customers/{CUSTOMER}/invoices"),
    )
    total = json.loads(invoice.content)["total"]["amount_minor"]
    assert isinstance(total, float)
    assert total == 337600
    assert isinstance(invoices.json()["data"][0]["total"]["amount_minor"], int)


def post_payment(key: str, body: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    return "POST", "/v1/payments", {"headers": {**AUTH, "Idempotency-Key": key}, "json": body}


def test_display_ungrouped_drops_the_thousands_separator_and_nothing_else() -> None:
    """Bs. 3.376,00 becomes Bs. 3376,00; the amount is the same."""
    [balance] = exchange(["display_ungrouped"], get(f"/v1/customers/{CUSTOMER}/balance"))
    due = balance.json()["amount_due"]
    assert (due["amount_minor"], due["display"]) == (337600, "Bs. 3376,00")


def test_subtotal_without_fees_leaves_the_late_fee_out_of_the_subtotal() -> None:
    """The worked example's November invoice has a Bs. 316,50 late fee."""
    invoice, listed = exchange(
        ["subtotal_without_fees"],
        get(f"/v1/invoices/{INVOICE}"),
        get(f"/v1/customers/{CUSTOMER}/invoices"),
    )
    assert invoice.json()["subtotal"] == {
        "amount_minor": 263750,
        "currency": "VES",
        "display": "Bs. 2.637,50",
    }
    assert listed.json()["data"][0]["subtotal"]["amount_minor"] == 263750
    assert invoice.json()["total"]["amount_minor"] == 337600


def test_reasons_drop_late_fee_removes_only_that_reason() -> None:
    """The worked example's summary keeps its other three reasons."""
    [summary] = exchange(["reasons_drop_late_fee"], get(f"/v1/customers/{CUSTOMER}/bill-summary"))
    assert [r["code"] for r in summary.json()["reasons"]] == [
        "exchange_rate_changed",
        "promo_expired",
        "tax_base_changed",
    ]


def test_cursor_skips_the_item_after_the_cursor() -> None:
    """starting_after=fibra-50 should start with fibra-100."""
    first, after = exchange(
        ["cursor_skips"],
        get("/v1/plans", params={"limit": 2}),
        get("/v1/plans", params={"limit": 2, "starting_after": "fibra-50"}),
    )
    assert [p["code"] for p in first.json()["data"]] == ["fibra-30", "aire-15"]
    assert [p["code"] for p in after.json()["data"]] == ["fibra-300"]


def test_ignores_idempotency_records_every_request_as_new() -> None:
    """A replay is a second payment without Idempotent-Replayed; a reused key is accepted."""
    first, again, reused = exchange(
        ["ignores_idempotency"],
        post_payment("k1", PAYMENT),
        post_payment("k1", PAYMENT),
        post_payment("k1", {**PAYMENT, "reference": "T2"}),
    )
    assert (first.status_code, again.status_code, reused.status_code) == (201, 201, 201)
    assert first.json()["id"] != again.json()["id"]
    assert "idempotent-replayed" not in again.headers


def test_lines_not_found_answers_404_for_an_invoice_that_exists() -> None:
    """The invoice reads; its lines are not found."""
    invoice, lines = exchange(
        ["lines_not_found"], get(f"/v1/invoices/{INVOICE}"), get(f"/v1/invoices/{INVOICE}/lines")
    )
    assert invoice.status_code == 200
    assert (lines.status_code, lines.json()["code"]) == (404, "invoice_not_found")


def test_content_language_fixed_answers_es_ve_over_an_english_body() -> None:
    """The display is English, the header says es-VE."""
    [balance] = exchange(
        ["content_language_fixed"],
        get(f"/v1/customers/{CUSTOMER}/balance", headers={**AUTH, "Accept-Language": "en"}),
    )
    assert balance.headers["content-language"] == "es-VE"
    assert balance.json()["amount_due"]["display"] == "VES 3,376.00"


def test_accepts_unknown_members_records_a_payment_the_contract_refuses() -> None:
    """An unknown member, in the body or in its amount, is dropped instead of refused."""
    body = {**PAYMENT, "extra": 1, "amount": {**PAYMENT["amount"], "display": "x"}}
    [refused] = exchange([], post_payment("k1", body))
    [accepted] = exchange(["accepts_unknown_members"], post_payment("k1", body))
    assert (refused.status_code, refused.json()["code"]) == (422, "validation_failed")
    assert accepted.status_code == 201


def test_an_unknown_fault_is_refused() -> None:
    """A typo in a test's fault list fails loudly."""
    with pytest.raises(ValueError, match="unknown faults"):
        create_broken_app(SETTINGS, [*FAULTS, "slow"], data=data())
