"""Every workflow check catches the defect it exists for: each broken rule of
:mod:`tests.support.broken_rules`, alone, is named by exactly its promises.

Each case is one workflow run (about 2 s on the 2-core machine).
"""

from __future__ import annotations

import pytest

from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit import servers
from tests.integration.toolkit.test_verify import broken_promises
from tests.support.broken_rules import RULE_FAULTS, create_rule_breaking_app

pytestmark = pytest.mark.integration

BROKEN_BY: dict[str, set[str]] = {
    "ignores_if_none_match": {"caching.conditional"},
    "period_filter_ignored": {"lists.invoice-filters", "selection.applied"},
    "balance_due_off": {"balance.amount-due"},
    "overdue_is_everything": {"balance.overdue"},
    "open_count_off": {"balance.open-invoices"},
    "snapshot_total_stale": {"bill.compares-invoices"},
    "tax_base_reason_renamed": {"bill.tax-base-reason"},
    "usage_defaults_to_last_month": {"usage.current-period"},
    "lookup_without_key_is_empty": {"lookup.exactly-one-key"},
    "check_digit_not_checked": {"lookup.check-digits"},
    # The stranger is an item that does not have the phone asked for, past the page's limit.
    "phone_search_adds_strangers": {
        "lookup.every-account",
        "selection.applied",
        "pagination.limit",
    },
    "unknown_phone_invalid": {"lookup.unknown-is-empty"},
    "parent_not_checked": {"errors.unknown-ids"},
    "phone_plan_not_checked": {"lookup.check-digits"},
    "tax_id_needs_dashes": {"lookup.key-forms"},
    "unknown_cursor_ignored": {"pagination.unknown-cursor"},
    "both_cursors_allowed": {"pagination.exclusive-cursors"},
    "unknown_period_is_latest": {"bill.unknown-period", "selection.applied"},
    "repeated_parameter_first_wins": {"requests.repeated-parameter"},
    "key_optional": {"idempotency.key-required"},
    "malformed_json_is_422": {"requests.malformed-json"},
    "any_media_type": {"requests.media-type"},
    "currency_not_checked": {"payments.currency-matches-method"},
    "request_id_not_echoed": {"headers.request-id-echo", "errors.request-id"},
}


@pytest.mark.parametrize("fault", sorted(BROKEN_BY))
def test_each_broken_rule_is_named_by_exactly_its_promises(fault: str) -> None:
    """One broken rule: verify names its promise and no other."""
    app = create_rule_breaking_app(servers.DEFAULTS, fault, data=servers.dataset())
    with serve_in_thread(app) as url:
        assert broken_promises(url) == BROKEN_BY[fault]


def test_every_broken_rule_is_tested() -> None:
    """A fault added to broken_rules without its expected promises fails here."""
    assert set(BROKEN_BY) == set(RULE_FAULTS)
