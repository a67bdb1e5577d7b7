"""The naive client the breaker is compared with."""

from __future__ import annotations

from bench.naive import NaivePolicy


def test_worst_case_is_every_timeout_plus_every_backoff():
    """15 s x 3 attempts + 1 s + 2 s of backoff = 48 s."""
    policy = NaivePolicy()
    assert policy.backoff_total_s() == 3.0
    assert policy.worst_case_s() == 48.0


def test_one_attempt_has_no_backoff():
    """No retry, no wait."""
    assert NaivePolicy(timeout_s=10.0, attempts=1).worst_case_s() == 10.0
