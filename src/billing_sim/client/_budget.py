"""The per-client retry budget (gRPC ``retryThrottling``), so failures cannot become storms."""

from __future__ import annotations

import threading

from billing_sim.client._config import RetryBudgetPolicy


class RetryBudget:
    """A token bucket shared by every call of one client.

    It starts full. Each retryable failure takes a token, each other answer gives back
    ``token_ratio`` of one; retries are allowed only while more than half the bucket is left.
    With the defaults, five failures in a row stop all retries until about ten answers
    have come back: during an outage each request is tried once, which is what the
    recovering API needs.
    """

    __slots__ = ("_lock", "_max", "_ratio", "_threshold", "_tokens")

    def __init__(self, policy: RetryBudgetPolicy) -> None:
        self._max = policy.max_tokens
        self._ratio = policy.token_ratio
        self._threshold = policy.max_tokens / 2
        self._tokens = policy.max_tokens
        self._lock = threading.Lock()

    @property
    def tokens(self) -> float:
        """Tokens left."""
        return self._tokens

    def record(self, *, failed: bool) -> None:
        """Account one attempt: ``failed`` for a retryable failure, else an answer."""
        with self._lock:
            if failed:
                self._tokens = max(0.0, self._tokens - 1.0)
            else:
                self._tokens = min(self._max, self._tokens + self._ratio)

    def allows_retry(self) -> bool:
        """Whether a retry may be made now."""
        return self._tokens > self._threshold
