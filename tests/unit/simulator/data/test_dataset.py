"""``Dataset`` as a whole: determinism, laziness, lookups and not-found answers."""

from __future__ import annotations

import tracemalloc
from datetime import date, timedelta

import pytest

from billing_sim.openapi import models
from billing_sim.simulator.data import Dataset, ids
from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.data.identity import MAX_CUSTOMERS, account_number, mobile_phone
from billing_sim.simulator.data.personas import PERSONAS
from billing_sim.simulator.problems import ApiProblem

from .conftest import BUSINESS_DATE, NOW


def _snapshot(dataset: Dataset, index: int) -> tuple[object, ...]:
    customer_id = ids.customer_id(index)
    return (
        dataset.customer(customer_id, "es-VE"),
        dataset.invoices(customer_id, [], "es-VE"),
        dataset.bill_summary(customer_id, None, "en"),
        dataset.payments(customer_id, [], "en"),
        dataset.subscriptions(customer_id, "en"),
        dataset.credit_notes(customer_id, "es-VE"),
        dataset.balance(customer_id, [], NOW, "es-VE"),
    )


def test_dataset_implements_the_billing_data_protocol():
    """``Dataset`` is what the routes depend on (mypy checks the assignment structurally)."""
    data: BillingData = Dataset(1, 100, BUSINESS_DATE)
    assert (data.seed, data.customers, data.business_date) == (1, 100, BUSINESS_DATE)


def test_the_same_seed_gives_identical_models():
    """Two datasets with one seed agree on every model, whatever order they are asked in."""
    first, second = Dataset(7, 1000, BUSINESS_DATE), Dataset(7, 1000, BUSINESS_DATE)
    indices = [999, 30, 512, 31]
    assert [_snapshot(first, i) for i in indices] == [
        _snapshot(second, i) for i in reversed(indices)
    ][::-1]


def test_a_different_seed_gives_different_customers():
    """Generic customers change with the seed (names, stories, amounts)."""
    first, second = Dataset(7, 1000, BUSINESS_DATE), Dataset(8, 1000, BUSINESS_DATE)
    differing = [i for i in range(30, 80) if _snapshot(first, i) != _snapshot(second, i)]
    assert len(differing) == 50


def _construction_bytes(customers: int) -> int:
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        dataset = Dataset(3, customers, BUSINESS_DATE)
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    assert dataset.customers == customers
    return sum(stat.size_diff for stat in after.compare_to(before, "filename"))


def test_construction_does_not_grow_with_the_population():
    """Building a dataset of a million allocates what one of a hundred does (all lazy)."""
    small, large = _construction_bytes(100), _construction_bytes(1_000_000)
    assert large <= small * 1.1 + 2048
    assert small < 64 * 1024


def test_the_population_must_hold_the_personas():
    """Fewer customers than personas, or more than the key ranges allow, is refused."""
    with pytest.raises(ValueError, match="customers"):
        Dataset(1, len(PERSONAS) - 1, BUSINESS_DATE)
    with pytest.raises(ValueError, match="customers"):
        Dataset(1, MAX_CUSTOMERS + 1, BUSINESS_DATE)


def test_customers_beyond_the_population_do_not_exist():
    """Ids, account numbers and phones of indices >= customers are not found."""
    dataset = Dataset(5, 100, BUSINESS_DATE)
    beyond = ids.customer_id(100)
    assert dataset.owner(beyond) is None
    assert dataset.owner(ids.invoice_id(100, 2026, 11)) is None
    assert dataset.owner(ids.customer_id(99)) == ids.customer_id(99)
    with pytest.raises(ApiProblem) as raised:
        dataset.customer(beyond, "en")
    assert raised.value.code == "customer_not_found"
    assert dataset.search_customers(account_number=account_number(100)) == []
    assert dataset.search_customers(phone=mobile_phone(100)) == []


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda d: d.invoice("inv_7k2m9q4x1z2612", [], "en"), "invoice_not_found"),
        (lambda d: d.invoice("inv_7k2m9q4x1z2410", [], "en"), "invoice_not_found"),
        (lambda d: d.invoice("cus_7k2m9q4x1z", [], "en"), "invoice_not_found"),
        (lambda d: d.payment("pay_7k2m9q4x1z00000001", [], "en"), "payment_not_found"),
        (lambda d: d.payment("pay_7k2m9q4x1z991299", [], "en"), "payment_not_found"),
        (lambda d: d.subscription("sub_7k2m9q4x1z02", "en"), "subscription_not_found"),
        (lambda d: d.plan("fibra-9000", "en"), "plan_not_found"),
        (lambda d: d.customer("cus_ZZZZZZZZZZ", "en"), "customer_not_found"),
        (lambda d: d.usage("sub_7k2m9q4x1z01", "2024-01", NOW, "en"), "invalid_request"),
        (lambda d: d.search_customers(account_number="1000000017"), "invalid_account_number"),
        (lambda d: d.search_customers(tax_id="V-12345678-9"), "invalid_tax_id"),
        (lambda d: d.search_customers(phone="1234567"), "invalid_phone"),
    ],
)
def test_missing_and_invalid_things_are_catalog_problems(dataset, call, code):
    """Not-found and invalid keys raise the contract's problem codes, never a traceback."""
    with pytest.raises(ApiProblem) as raised:
        call(dataset)
    assert raised.value.code == code
    assert raised.value.detail.es
    assert raised.value.detail.en


def test_lookups_accept_every_documented_form(dataset):
    """RIF with or without dashes, lower case, bare cédula; national and E.164 phones."""
    found = ["cus_7k2m9q4x1z"]
    for tax_id in ("V-12345678-1", "v123456781", "V12345678", "v-12345678"):
        assert dataset.search_customers(tax_id=tax_id) == found
    for phone in ("+584141234567", "0414-1234567", "04141234567", "+58 414 1234567"):
        assert dataset.search_customers(phone=phone) == found
    assert dataset.search_customers(tax_id="E12345678") == []
    assert dataset.search_customers(phone="0212-5551234") == []
    assert dataset.search_customers() == []


def test_generic_landlines_and_tax_ids_lead_back_to_their_customer(dataset):
    """Every phone and the RIF printed on a generic customer find that customer."""
    checked = 0
    for index in range(len(PERSONAS), len(PERSONAS) + 300):
        customer = dataset.customer(ids.customer_id(index), "es-VE")
        assert customer.id in dataset.search_customers(tax_id=customer.tax_id.value)
        assert customer.id in dataset.search_customers(account_number=customer.account_number)
        for phone in customer.phones:
            assert customer.id in dataset.search_customers(phone=phone)
            checked += phone[3] == "2"
    assert checked > 0


def test_plans_cover_capped_unlimited_retired_and_fixed_wireless(dataset):
    """Six to eight plans, cheapest first; one retired; one fixed-wireless; capped ones price
    their overage."""
    plans = dataset.plans("es-VE")
    assert 6 <= len(plans) <= 8
    assert [p.code for p in plans if not p.active] == ["fibra-30"]
    assert any(p.technology.value == "fixed_wireless" for p in plans)
    for plan in plans:
        assert (plan.data_allowance_gb is None) == (plan.overage_unit_price is None)
        assert dataset.plan(plan.code, "es-VE") == plan
    prices = [plan.price.amount_minor for plan in plans]
    assert prices == sorted(prices), "catalog order is by price, cheapest first"
    assert dataset.plan("fibra-100", "es-VE").description == (
        "Fibra óptica de 100 Mbps simétricos con 300 GB al mes"
    )


def test_usage_accrues_through_the_month_and_prices_the_overage(dataset):
    """Last month's usage is final; this month's grows with time; overage at today's rate."""
    persona = next(p for p in dataset.personas() if p.key == "usage_overage")
    subscription_id = dataset.subscriptions(persona.customer_id, "en")[0].id
    october = dataset.usage(subscription_id, "2026-10", NOW, "en")
    assert (october.used_gb, october.overage_gb, october.allowance_gb) == ("312.40", "12.40", 300)
    assert october.projected_overage_amount.amount_minor == 65410
    early = dataset.usage(subscription_id, None, NOW - timedelta(days=10), "en")
    late = dataset.usage(subscription_id, None, NOW, "en")
    assert early.period.start == date(2026, 11, 1)
    assert float(early.used_gb) < float(late.used_gb)


def test_locales_change_texts_but_not_numbers(dataset):
    """es-VE and en agree on every amount; descriptions and displays differ."""
    es = dataset.invoices("cus_7k2m9q4x1z", [], "es-VE")[0]
    en = dataset.invoices("cus_7k2m9q4x1z", [], "en")[0]
    assert es.total.amount_minor == en.total.amount_minor
    assert (es.total.display, en.total.display) == ("Bs. 3.376,00", "VES 3,376.00")
    assert en.lines[0].description == "Fibra 100 plan (November 2026)"


def test_personas_period_follows_the_business_date():
    """With another business date, the stories move with it (the window is relative)."""
    dataset = Dataset(1, 100, date(2027, 3, 10))
    summary = dataset.bill_summary("cus_7k2m9q4x1z", None, "en")
    assert summary.period == "2027-03"
    assert [r.code.value for r in summary.reasons] == list(PERSONAS[0].expected)
    assert summary.current.total_due.amount_minor == 337600
    assert isinstance(summary, models.BillSummary)
