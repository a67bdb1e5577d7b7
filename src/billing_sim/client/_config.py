"""Every default of the client, as frozen policies passed to ``BillingClient(...)``.

The numbers are sized for a chat turn: the bot must answer (or escalate) within about three
seconds, so no call may outlive that, and an outage must be recognised after a handful of
failures rather than after a minute of timeouts.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


def _check_positive(policy: Any, *, allow_zero: tuple[str, ...] = ()) -> None:
    for spec in fields(policy):
        value = getattr(policy, spec.name)
        if isinstance(value, bool) or not isinstance(value, int | float):
            continue
        if value < 0 or (value == 0 and spec.name not in allow_zero):
            kind = "non-negative" if spec.name in allow_zero else "positive"
            raise ValueError(f"{type(policy).__name__}.{spec.name} must be {kind}, got {value!r}")


def _check_fraction(policy: object, *names: str) -> None:
    for name in names:
        value = getattr(policy, name)
        if not 0 < value <= 1:
            raise ValueError(f"{type(policy).__name__}.{name} must be in (0, 1], got {value!r}")


@dataclass(frozen=True, slots=True)
class Timeouts:
    """Time limits of one call (a capability call, or one method of the typed client).

    Attributes:
        deadline: Total seconds for the whole call, every attempt and backoff included.
        attempt: Upper bound of one attempt. Below ``deadline`` so that one hung connection
            still leaves a short retry, and above the breaker's slow-call threshold so that
            slow-but-successful answers are seen (and counted as slow) rather than cut off.
        connect: Upper bound of establishing a connection; a refused or black-holed host
            fails fast and leaves time to retry.
        min_attempt: An attempt is not started with less time than this left: it could not
            finish, and would only add load.
        reserve: Kept back from an attempt that would otherwise run to the deadline itself:
            timers fire a little late and the result still has to be built, and the promise
            is a result *by* the deadline, not a few milliseconds after it.
    """

    deadline: float = 3.0
    attempt: float = 2.5
    connect: float = 1.0
    min_attempt: float = 0.1
    reserve: float = 0.01

    def __post_init__(self) -> None:
        _check_positive(self, allow_zero=("reserve",))
        if self.reserve >= self.min_attempt:
            raise ValueError(
                f"Timeouts.reserve ({self.reserve!r}) must be below min_attempt "
                f"({self.min_attempt!r})"
            )


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Retries within the deadline: exponential backoff with full jitter (AWS, gRPC).

    Attributes:
        max_attempts: Attempts per request, the first included.
        backoff_base: The first retry waits ``uniform(0, backoff_base)`` seconds; the n-th
            ``uniform(0, min(backoff_cap, backoff_base * 2 ** (n - 1)))``.
        backoff_cap: Upper bound of one backoff.
    """

    max_attempts: int = 3
    backoff_base: float = 0.1
    backoff_cap: float = 1.0

    def __post_init__(self) -> None:
        _check_positive(self)


@dataclass(frozen=True, slots=True)
class RetryBudgetPolicy:
    """The per-client retry budget, gRPC's ``retryThrottling`` (proposal A6).

    Every retryable failure takes one token, every other answer gives back ``token_ratio``;
    retries are allowed only while more than half of ``max_tokens`` is left. A burst of
    failures therefore stops retries client-wide, and they come back as answers do.
    """

    max_tokens: float = 10.0
    token_ratio: float = 0.1

    def __post_init__(self) -> None:
        _check_positive(self)


@dataclass(frozen=True, slots=True)
class BreakerPolicy:
    """When the circuit opens, and how it recovers.

    It opens when any rule fires: ``consecutive_failures`` infrastructure failures in a row
    (the rule that works at low traffic); or, over the last ``window`` seconds with at least
    ``minimum_calls`` counted attempts, a failure rate of ``failure_rate`` or more, or a
    share of calls slower than ``slow_call_duration`` of ``slow_call_rate`` or more (a
    brown-out). It stays open ``open_duration`` seconds, then lets ``half_open_probes``
    requests through; they all must succeed to close it, and any failure reopens it. Probes
    that never report back are given up after ``half_open_max_wait`` seconds.

    A rule fires only when the failures (or slow calls) it counts span at least
    ``min_distinct_targets`` distinct *targets*, the failure domains of the requests: the
    customer, invoice, subscription... a request is about (see ``billing_sim.client._requests``).
    One
    broken account then escalates call by call without opening the circuit for every other
    customer, while a real outage, which fails many customers' requests, still opens it
    after ``consecutive_failures``. ``1`` restores the plain count-based breaker. A failure
    to reach the service at all (connection refused or timed out, DNS, TLS) is not about any
    target: it counts for all of them, so a dead API opens the circuit after
    ``consecutive_failures`` even when one customer alone keeps asking.
    """

    consecutive_failures: int = 5
    window: float = 30.0
    failure_rate: float = 0.5
    minimum_calls: int = 10
    slow_call_duration: float = 2.0
    slow_call_rate: float = 0.8
    open_duration: float = 30.0
    half_open_probes: int = 1
    half_open_max_wait: float = 10.0
    min_distinct_targets: int = 2

    def __post_init__(self) -> None:
        _check_positive(self)
        _check_fraction(self, "failure_rate", "slow_call_rate")
