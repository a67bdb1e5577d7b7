"""Personas: fixed customers whose bills tell one known story each, for every seed."""

from __future__ import annotations

import pytest

from billing_sim.simulator.data.dataset import Dataset
from billing_sim.simulator.data.personas import PERSONA_INDEX, PERSONAS
from billing_sim.simulator.money import convert, round_half_up

from .conftest import BUSINESS_DATE, NOW

KEYS = [spec.key for spec in PERSONAS]


def _summary(dataset: Dataset, key: str):
    persona = next(p for p in dataset.personas() if p.key == key)
    return persona, dataset.bill_summary(persona.customer_id, persona.period, "es-VE")


def _reasons(summary) -> dict[str, int]:
    return {reason.code.value: reason.amount_impact.amount_minor for reason in summary.reasons}


def _ves(usd_minor: int) -> int:
    return convert(usd_minor, "105.5000")


def _iva(base: int) -> int:
    return round_half_up(base * 1600, 10_000)


@pytest.mark.parametrize("key", KEYS)
def test_each_persona_summary_gives_exactly_the_expected_reasons(dataset, key):
    """The summary of the persona's period lists its expected reasons, in order."""
    persona, summary = _summary(dataset, key)
    assert tuple(reason.code.value for reason in summary.reasons) == persona.expected_reasons
    if summary.delta is not None:
        impacts = sum(reason.amount_impact.amount_minor for reason in summary.reasons)
        assert impacts == summary.delta.amount_minor


def test_personas_are_identical_for_every_seed():
    """Ids, keys, names, stories and even the rendered bills do not depend on the seed."""
    first, second = Dataset(1, 100, BUSINESS_DATE), Dataset(987654, 3000, BUSINESS_DATE)
    assert first.personas() == second.personas()
    for persona in first.personas():
        assert first.customer(persona.customer_id, "en") == second.customer(
            persona.customer_id, "en"
        )
        assert first.invoices(persona.customer_id, [], "en") == second.invoices(
            persona.customer_id, [], "en"
        )
        assert first.payments(persona.customer_id, [], "en") == second.payments(
            persona.customer_id, [], "en"
        )


def test_every_persona_is_found_by_each_of_its_keys(dataset):
    """Account number, RIF and phone lead back to the persona."""
    for persona in dataset.personas():
        assert persona.customer_id in dataset.search_customers(
            account_number=persona.account_number
        )
        assert dataset.search_customers(tax_id=persona.tax_id) == [persona.customer_id]
        assert persona.customer_id in dataset.search_customers(phone=persona.phone)


def test_upgrade_persona_has_linked_prorations_for_the_unused_days(dataset):
    """Upgrade on day 16 of October (31 days): 16 days credited at Fibra 50, charged at 100."""
    customer_id = dataset.personas()[PERSONA_INDEX["plan_upgrade_proration"]].customer_id
    november, october = dataset.invoices(customer_id, [], "es-VE")[:2]
    by_kind = {line.kind.value: line for line in november.lines}
    credit, charge = by_kind["proration_credit"], by_kind["proration_charge"]
    assert credit.pricing_amount is not None
    assert charge.pricing_amount is not None
    assert credit.pricing_amount.amount_minor == -round_half_up(2000 * 16, 31)
    assert charge.pricing_amount.amount_minor == round_half_up(2500 * 16, 31)
    assert credit.amount.amount_minor == convert(-round_half_up(2000 * 16, 31), "105.5000")
    assert credit.proration is not None
    assert (
        credit.proration.factor,
        credit.proration.days_used,
        credit.proration.days_in_period,
    ) == (
        "0.5161",
        16,
        31,
    )
    assert credit.linked_line_id == next(
        ln.id for ln in october.lines if ln.code == "plan:fibra-50"
    )
    assert charge.linked_line_id == credit.id
    _, summary = _summary(dataset, "plan_upgrade_proration")
    assert (
        _reasons(summary)["plan_upgrade_proration"]
        == credit.amount.amount_minor + charge.amount.amount_minor
    )
    assert _reasons(summary)["exchange_rate_changed"] == _ves(2000) - convert(2000, "100.0000")
    assert _reasons(summary)["plan_changed"] == _ves(2500 - 2000)
    subscription = dataset.subscriptions(customer_id, "es-VE")[0]
    assert (subscription.plan_code, subscription.previous_plan_code) == ("fibra-100", "fibra-50")
    assert subscription.plan_changed_on is not None
    assert subscription.plan_changed_on.isoformat() == "2026-10-16"


@pytest.mark.parametrize(
    ("key", "reason", "amount"),
    [
        ("plan_price_increase", "plan_price_increase", _ves(3500 - 3200)),
        ("promo_expired", "promo_expired", convert(200, "100.0000")),
        ("late_fee", "late_fee", 31650),
        ("usage_overage", "usage_overage", convert(1240 * 50 // 100, "105.5000")),
        ("one_time_installation_fee", "one_time_installation_fee", _ves(2000)),
        ("equipment_charge", "equipment_charge", _ves(200)),
        ("addon_added_or_trial_ended", "addon_added_or_trial_ended", _ves(500)),
        ("reconnection_fee", "reconnection_fee", _ves(1000)),
        ("payment_reversed_fee", "payment_reversed_fee", _ves(500)),
        ("promo_applied", "promo_applied", _ves(-250)),
        ("tax_exemption_removed", "tax_exemption_removed", _iva(_ves(2500))),
        (
            "tax_rate_changed",
            "tax_rate_changed",
            _iva(_ves(2000)) - round_half_up(_ves(2000) * 800, 10_000),
        ),
    ],
)
def test_persona_reason_amounts_follow_from_the_catalog(dataset, key, reason, amount):
    """Each story's own reason is its catalog price converted at this month's 105.5000 (or, for
    what disappeared, at last month's 100.0000)."""
    _, summary = _summary(dataset, key)
    assert _reasons(summary)[reason] == amount


def test_previous_balance_persona_carries_last_months_unpaid_total(dataset):
    """October unpaid: November prints its total as previous balance, and a late fee."""
    persona, summary = _summary(dataset, "previous_balance_carried")
    november, october = dataset.invoices(persona.customer_id, [], "es-VE")[:2]
    assert october.status.value == "open"
    assert november.previous_balance.amount_minor == october.total.amount_minor
    assert _reasons(summary)["previous_balance_carried"] == october.total.amount_minor
    balance = dataset.balance(persona.customer_id, [], NOW, "es-VE")
    assert (
        balance.amount_due.amount_minor == october.total.amount_minor + november.total.amount_minor
    )
    assert balance.overdue_amount.amount_minor == october.total.amount_minor
    assert balance.dunning_status.value == "reminded"


def test_credit_persona_loses_last_months_outage_credit(dataset):
    """September's outage gave a credit note, applied in October, absent in November."""
    persona, summary = _summary(dataset, "credit_not_repeated")
    notes = dataset.credit_notes(persona.customer_id, "es-VE")
    october = dataset.invoices(persona.customer_id, [], "es-VE")[1]
    credit = next(line for line in october.lines if line.kind.value == "credit")
    assert len(notes) == 1
    assert credit.amount.amount_minor == -notes[0].amount.amount_minor
    assert october.credits_applied.amount_minor == notes[0].amount.amount_minor
    assert _reasons(summary)["credit_not_repeated"] == notes[0].amount.amount_minor
    assert notes[0].invoice_id.endswith("2609")


def test_reversed_payment_persona_shows_the_returned_payment(dataset):
    """October's transfer is ``reversed``, October is open again, November adds the fee."""
    persona, _ = _summary(dataset, "payment_reversed_fee")
    payments = dataset.payments(persona.customer_id, [], "es-VE")
    reversed_ = [payment for payment in payments if payment.status.value == "reversed"]
    assert len(reversed_) == 1
    assert reversed_[0].invoice_id is not None
    assert reversed_[0].invoice_id.endswith("2610")
    october = dataset.invoice(reversed_[0].invoice_id, [], "es-VE")
    assert (october.status.value, october.amount_paid.amount_minor) == ("open", 0)


def test_reconnection_persona_invoice_has_the_reconnection_billing_reason(dataset):
    """The invoice with the reconnection fee is issued with ``billing_reason: reconnection``."""
    persona, _ = _summary(dataset, "reconnection_fee")
    november = dataset.invoices(persona.customer_id, [], "es-VE")[0]
    assert november.billing_reason.value == "reconnection"


def test_igtf_persona_pays_three_percent_on_the_rest_of_the_bill(dataset):
    """The IGTF line is 3 % of everything before it and is a tax line."""
    persona, _ = _summary(dataset, "igtf_on_foreign_currency_payment")
    november = dataset.invoices(persona.customer_id, [], "es-VE")[0]
    igtf = next(line for line in november.lines if line.code == "tax:igtf")
    before = sum(line.amount.amount_minor for line in november.lines if line.code != "tax:igtf")
    assert igtf.tax_base is not None
    assert (igtf.tax_rate_bps, igtf.tax_base.amount_minor) == (300, before)
    assert igtf.amount.amount_minor == round_half_up(before * 300, 10_000)


def test_shared_phone_finds_both_accounts(dataset):
    """Looking up the shared phone returns both personas (the bot must ask which one)."""
    personas = {p.key: p for p in dataset.personas()}
    a, b = personas["shared_phone_a"], personas["shared_phone_b"]
    assert a.phone == b.phone
    assert dataset.search_customers(phone=a.phone) == [a.customer_id, b.customer_id]


def test_suspended_persona_is_suspended_everywhere(dataset):
    """Customer, subscription and dunning all say suspended; two invoices are open."""
    persona = next(p for p in dataset.personas() if p.key == "suspended")
    assert dataset.customer(persona.customer_id, "es-VE").status.value == "suspended"
    assert dataset.subscriptions(persona.customer_id, "es-VE")[0].status.value == "suspended"
    balance = dataset.balance(persona.customer_id, [], NOW, "es-VE")
    assert (balance.dunning_status.value, balance.open_invoice_count) == ("suspended", 3)


def test_first_bill_persona_has_nothing_to_compare(dataset):
    """The only invoice gives ``first_bill`` with no previous, delta or reasons."""
    persona, summary = _summary(dataset, "first_bill")
    assert len(dataset.invoices(persona.customer_id, [], "es-VE")) == 1
    assert (summary.previous, summary.delta, summary.delta_pct, summary.reasons) == (
        None,
        None,
        None,
        [],
    )
    assert summary.direction.value == "first_bill"


def test_in_credit_persona_is_in_credit(dataset):
    """USD 10,00 paid in excess (at 105.5000) is credit in the customer's favour."""
    persona = next(p for p in dataset.personas() if p.key == "in_credit")
    balance = dataset.balance(persona.customer_id, [], NOW, "es-VE")
    assert balance.net_position.value == "in_credit"
    assert (balance.amount_due.amount_minor, balance.credit_available.amount_minor) == (0, 105500)


def test_unchanged_persona_bill_did_not_move(dataset):
    """In a month with a flat BCV rate, a quiet account's bill is unchanged with no reasons."""
    _, summary = _summary(dataset, "unchanged")
    assert summary.delta is not None
    assert (summary.direction.value, summary.delta.amount_minor, summary.reasons) == (
        "unchanged",
        0,
        [],
    )
    assert summary.exchange_rate_change is None
