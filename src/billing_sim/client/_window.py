"""The breaker's time window: counts of calls, failures and slow calls over the last seconds."""

from __future__ import annotations

from collections import deque


class SlidingWindow:
    """Exact counts of the events of the last ``span`` seconds.

    An event at time ``t`` is inside the window at time ``now`` while ``now - t < span``.
    Events are kept individually (not in buckets) so the counts are exact and easy to state;
    ``max_events`` bounds the memory, beyond it the oldest events are dropped first, which
    at that volume still leaves a sound estimate of the rates.
    """

    __slots__ = ("_events", "_max_events", "_span", "calls", "failures", "slow")

    def __init__(self, span: float, max_events: int = 10_000) -> None:
        self._span = span
        self._max_events = max_events
        self._events: deque[tuple[float, bool, bool]] = deque()
        self.calls = 0
        self.failures = 0
        self.slow = 0

    def add(self, now: float, *, failed: bool, slow: bool) -> None:
        """Count one call that ended at ``now``."""
        self.prune(now)
        self._events.append((now, failed, slow))
        self.calls += 1
        self.failures += failed
        self.slow += slow
        if self.calls > self._max_events:
            self._drop_oldest()

    def prune(self, now: float) -> None:
        """Forget the events that have left the window."""
        events = self._events
        while events and now - events[0][0] >= self._span:
            self._drop_oldest()

    def clear(self) -> None:
        """Forget everything."""
        self._events.clear()
        self.calls = self.failures = self.slow = 0

    def _drop_oldest(self) -> None:
        _, failed, slow = self._events.popleft()
        self.calls -= 1
        self.failures -= failed
        self.slow -= slow
