"""Answers for another request than the one sent (:mod:`tests.support.broken_answers`): verify
names each defect by exactly its promises, and the simulator keeps them.

Each case is one workflow run (about 2 s on the 2-core machine).
"""

from __future__ import annotations

import pytest

from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit import servers
from tests.integration.toolkit.test_verify import broken_promises
from tests.support.broken_answers import ANSWER_FAULTS, create_answer_breaking_app

pytestmark = pytest.mark.integration

BROKEN_BY: dict[str, set[str]] = {
    # The open invoices verify sums for the balance come from status=open: the stranger's
    # invoice there breaks the balance's promises too.
    "filter_drops_scope": {
        "lists.scope",
        "selection.applied",
        "lists.invoice-filters",
        "balance.amount-due",
        "balance.open-invoices",
    },
    "status_filter_ignored": {
        "selection.applied",
        "lists.invoice-filters",
        "balance.open-invoices",
    },
    "summary_period_ignored": {"selection.applied", "bill.unknown-period"},
    "usage_period_ignored": {"selection.applied"},
    # Spanish bodies under Content-Language: en: every English display and reason is wrong.
    "body_language_ignored": {"selection.applied", "money.display", "bill.reason-details"},
    "limit_ignored": {"pagination.limit", "pagination.walk"},
    "etag_survives_write": {"caching.validators"},
    "etag_ignores_language": {"caching.validators"},
}


@pytest.mark.parametrize("fault", sorted(BROKEN_BY))
def test_each_answer_for_another_request_is_named_by_exactly_its_promises(fault: str) -> None:
    """One defect: verify names its promises and no other."""
    app = create_answer_breaking_app(servers.DEFAULTS, fault, data=servers.dataset())
    with serve_in_thread(app) as url:
        assert broken_promises(url) == BROKEN_BY[fault]


def test_every_answer_fault_is_tested() -> None:
    """A fault added to broken_answers without its expected promises fails here."""
    assert set(BROKEN_BY) == set(ANSWER_FAULTS)
