"""Retry decisions: backoff, ``Retry-After`` and the deadline. Pure functions, no I/O."""

from __future__ import annotations

import random
from enum import StrEnum

from billing_sim.client._config import RetryPolicy, Timeouts


class StopReason(StrEnum):
    """Why a failed request was not tried again (quoted, in fixed words, in evidence)."""

    NOT_RETRYABLE = "not_retryable"
    ATTEMPTS_EXHAUSTED = "attempts_exhausted"
    RETRY_AFTER_TOO_LONG = "retry_after_too_long"
    DEADLINE = "deadline"
    BUDGET_EXHAUSTED = "budget_exhausted"
    CIRCUIT_OPEN = "circuit_open"


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header, or ``None`` when absent or not delta-seconds.

    The contract sends whole seconds. An HTTP-date would need the wall clock, which the
    client never reads; such a value is ignored and ordinary backoff applies.
    """
    if value is None:
        return None
    value = value.strip()
    if not value.isascii() or not value.isdigit():
        return None
    return float(value)


def full_jitter(retry_number: int, policy: RetryPolicy, rng: random.Random) -> float:
    """Seconds to wait before retry number ``retry_number`` (1 for the first retry)."""
    ceiling = min(policy.backoff_cap, policy.backoff_base * 2 ** (retry_number - 1))
    return rng.uniform(0.0, ceiling)


def plan_retry(
    *,
    retryable: bool,
    attempts_made: int,
    remaining: float,
    retry_after: float | None,
    policy: RetryPolicy,
    timeouts: Timeouts,
    rng: random.Random,
) -> float | StopReason:
    """Decide whether to retry a failed attempt: the delay to wait, or why not.

    Args:
        retryable: Whether the failure may be retried at all (classification and method).
        attempts_made: Attempts made so far for this request.
        remaining: Seconds left until the call's deadline.
        retry_after: The server's ``Retry-After``, when it sent one.
        policy: Attempts and backoff.
        timeouts: ``min_attempt``: the least time worth starting an attempt with.
        rng: Source of the jitter (drawn from only when a backoff is needed).

    Returns:
        The seconds to sleep before the next attempt, or the reason to stop now.
    """
    if not retryable:
        return StopReason.NOT_RETRYABLE
    if attempts_made >= policy.max_attempts:
        return StopReason.ATTEMPTS_EXHAUSTED
    room = remaining - timeouts.min_attempt
    if room <= 0:
        return StopReason.DEADLINE
    if retry_after is not None:
        # The server said when it can answer; asking sooner only adds load. If that is past
        # the deadline, escalate now instead of spending the rest of the turn waiting.
        return retry_after if retry_after <= room else StopReason.RETRY_AFTER_TOO_LONG
    return min(full_jitter(attempts_made, policy, rng), room)
