"""The deliberately broken implementation does exactly its five faults, and nothing else."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Collection
from functools import cache
from typing import Any

import httpx
import pytest

from simulator.data import Dataset
from simulator.settings import SimulatorSettings
from tests.support.broken_billing import FAULTS, create_broken_app

SETTINGS = SimulatorSettings(customers=50)
AUTH = {"Authorization": "Bearer sim_dev_key"}
CUSTOMER = "cus_7k2m9q4x1z"
INVOICE = "inv_7k2m9q4x1z2611"
PAYMENT = {
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


def test_an_unknown_fault_is_refused() -> None:
    """A typo in a test's fault list fails loudly."""
    with pytest.raises(ValueError, match="unknown faults"):
        create_broken_app(SETTINGS, [*FAULTS, "slow"], data=data())
