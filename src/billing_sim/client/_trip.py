"""The trip rules: what the breaker counts while closed, and when that opens it. Pure.

Besides the counts (consecutive failures, failures and slow calls in the window), every
outcome names its *target*, the failure domain of its request (``customer_id=cus_x``,
``phone=+58...``; see ``billing_sim.client._requests``). A rule fires only when the failures (or
slow
calls) it counts span ``min_distinct_targets`` distinct targets. The targets are tracked
exactly, yet at most ``min_distinct_targets`` of them are kept per rule, whatever the
traffic: memory stays bounded even when every request names a new customer (or a prompt
injection invents ids).

A failure with no target (``None``: the service could not be reached at all) is a failure of
every target: a run or a window that holds one spans as many targets as any rule needs. Only
answers, which come from a server that was reached, are about one target.
"""

from __future__ import annotations

from collections import OrderedDict

from billing_sim.client._config import BreakerPolicy
from billing_sim.client._window import SlidingWindow


class RecentTargets:
    """The ``k`` targets seen most recently, each with the time it was last seen.

    Whether at least ``k`` distinct targets were seen within the last ``span`` seconds needs
    nothing more: if they were, the ``k`` most recent are exactly the ones kept here, and all
    of them fall inside the span.
    """

    __slots__ = ("_everywhere_at", "_k", "_last", "_span")

    def __init__(self, k: int, span: float) -> None:
        self._k = k
        self._span = span
        self._last: OrderedDict[str, float] = OrderedDict()
        self._everywhere_at: float | None = None

    def add(self, now: float, target: str | None) -> None:
        """Record ``target`` at ``now`` (``None``: every target), keeping at most ``k``."""
        if target is None:
            self._everywhere_at = now
            return
        last = self._last
        last[target] = now
        last.move_to_end(target)
        if len(last) > self._k:
            last.popitem(last=False)

    def spread(self, now: float) -> int:
        """Distinct targets seen in the span ending at ``now`` (as ``SlidingWindow``), ≤ k."""
        everywhere = self._everywhere_at
        if everywhere is not None and now - everywhere < self._span:
            return self._k
        return sum(1 for at in self._last.values() if now - at < self._span)

    def clear(self) -> None:
        """Forget everything."""
        self._last.clear()
        self._everywhere_at = None

    def __len__(self) -> int:
        """How many targets are kept: never more than ``k``."""
        return len(self._last)


class TripRules:
    """The closed state's counters; :meth:`record` says which rule, if any, fires.

    Not thread-safe on its own: the breaker calls it under its lock.
    """

    __slots__ = ("_failing", "_policy", "_run", "_run_everywhere", "_slow", "consecutive", "window")

    def __init__(self, policy: BreakerPolicy) -> None:
        self._policy = policy
        spread = policy.min_distinct_targets
        self.window = SlidingWindow(policy.window)
        self.consecutive = 0
        # The distinct targets of the current run of consecutive failures, up to ``spread``,
        # and whether the run holds a failure of every target (the service was unreachable).
        self._run: set[str] = set()
        self._run_everywhere = False
        self._failing = RecentTargets(spread, policy.window)
        self._slow = RecentTargets(spread, policy.window)

    def record(self, now: float, *, failed: bool, slow: bool, target: str | None) -> str | None:
        """Count one success or failure of ``target`` (``None``: of every target); the rule
        that fires, if any."""
        if failed:
            self.consecutive += 1
            if target is None:
                self._run_everywhere = True
            elif len(self._run) < self._policy.min_distinct_targets:
                self._run.add(target)
            self._failing.add(now, target)
        else:
            self.consecutive = 0
            self._run.clear()
            self._run_everywhere = False
        if slow:
            self._slow.add(now, target)
        self.window.add(now, failed=failed, slow=slow)
        return self._fired(now)

    def spreads(self, now: float) -> tuple[int, int, int]:
        """Distinct targets (capped) of the run, of the window's failures, of its slow calls."""
        return self._run_spread(), self._failing.spread(now), self._slow.spread(now)

    def clear(self) -> None:
        """Start counting afresh (every state change)."""
        self.consecutive = 0
        self.window.clear()
        self._run.clear()
        self._run_everywhere = False
        self._failing.clear()
        self._slow.clear()

    def _run_spread(self) -> int:
        if self._run_everywhere:
            return self._policy.min_distinct_targets
        return len(self._run)

    def _fired(self, now: float) -> str | None:
        policy, window = self._policy, self.window
        spread = policy.min_distinct_targets
        if self.consecutive >= policy.consecutive_failures and self._run_spread() >= spread:
            return "consecutive_failures"
        if window.calls < policy.minimum_calls:
            return None
        if (
            window.failures >= policy.failure_rate * window.calls
            and self._failing.spread(now) >= spread
        ):
            return "failure_rate"
        if window.slow >= policy.slow_call_rate * window.calls and self._slow.spread(now) >= spread:
            return "slow_call_rate"
        return None
