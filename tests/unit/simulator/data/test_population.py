"""The generic population (personas excluded) tells every story at plausible frequencies."""

from __future__ import annotations

from collections import Counter

import pytest

from billing_sim.openapi import models
from billing_sim.simulator.data.dataset import Dataset
from billing_sim.simulator.data.personas import PERSONAS
from billing_sim.simulator.data.summary import explain

from .conftest import BUSINESS_DATE

SECTION_6_CAUSES = {
    "plan_upgrade_proration",
    "plan_price_increase",
    "promo_expired",
    "exchange_rate_changed",
    "tax_rate_changed",
    "tax_exemption_removed",
    "late_fee",
    "previous_balance_carried",
    "usage_overage",
    "one_time_installation_fee",
    "equipment_charge",
    "addon_added_or_trial_ended",
    "reconnection_fee",
    "credit_not_repeated",
    "longer_or_double_period",
    "payment_reversed_fee",
    "igtf_on_foreign_currency_payment",
}
SAMPLE = range(len(PERSONAS), len(PERSONAS) + 1500)


@pytest.fixture(scope="module")
def census() -> tuple[Counter[str], Counter[str], Counter[str], int]:
    """Reasons, directions and statuses over 1 500 generic customers' monthly comparisons."""
    dataset = Dataset(2024, 10_000, BUSINESS_DATE)
    reasons: Counter[str] = Counter()
    directions: Counter[str] = Counter()
    statuses: Counter[str] = Counter(dataset.script(index).status for index in SAMPLE)
    multi = 0
    for index in SAMPLE:
        history = dataset.history(index)
        for current in history.invoices:
            previous = history.invoice_at(current.offset - 1)
            if previous is None:
                directions["first_bill"] += 1
                continue
            found = explain(current, previous)
            reasons.update(reason.code for reason in found)
            delta = current.total_due - previous.total_due
            directions["increased" if delta > 0 else "decreased" if delta < 0 else "unchanged"] += 1
            multi += (
                len({r.code for r in found} - {"exchange_rate_changed", "tax_base_changed"}) > 1
            )
    return reasons, directions, statuses, multi


def test_every_cause_of_a_higher_bill_occurs_without_personas(census):
    """All seventeen causes of the contract's section 6 show up in ordinary customers."""
    reasons, _, _, _ = census
    assert set(reasons) >= SECTION_6_CAUSES


def test_the_catch_all_reason_is_never_needed(census):
    """Every change is explained by a typed reason: ``other`` never appears."""
    reasons, _, _, _ = census
    assert reasons["other"] == 0
    assert set(reasons) <= {code.value for code in models.BillReasonCode}


def test_the_exchange_rate_is_the_most_common_cause(census):
    """As in Venezuela, the BCV rate moves most bills; special causes stay rare."""
    reasons, directions, _, _ = census
    comparisons = sum(directions.values()) - directions["first_bill"]
    assert reasons.most_common(2)[0][0] in {"exchange_rate_changed", "tax_base_changed"}
    assert reasons["exchange_rate_changed"] > 0.7 * comparisons
    for cause in SECTION_6_CAUSES - {"exchange_rate_changed"}:
        assert reasons[cause] < 0.15 * comparisons, cause


def test_bills_also_go_down_stay_the_same_and_change_for_several_reasons(census):
    """Decreases, unchanged months, first bills and multi-cause months all occur."""
    _, directions, _, multi = census
    comparisons = sum(directions.values())
    assert directions["increased"] > directions["decreased"] > 0.02 * comparisons
    assert directions["unchanged"] > 0.02 * comparisons
    assert directions["first_bill"] > 0
    assert multi > 0.01 * comparisons


def test_a_small_share_of_accounts_is_suspended_disconnected_or_closed(census):
    """Most accounts are active; each other status is present but rare."""
    _, _, statuses, _ = census
    assert statuses["active"] > 0.9 * len(SAMPLE)
    for status in ("suspended", "disconnected", "closed"):
        assert 0 < statuses[status] < 0.05 * len(SAMPLE), status
