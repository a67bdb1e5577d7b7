"""The naive client the issue compares against: long timeouts, fixed retries, no breaker."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class NaivePolicy:
    """A client with a per-attempt timeout, a fixed number of attempts and doubling backoff.

    Args:
        timeout_s: Per-attempt timeout.
        attempts: Attempts per call, the first included.
        backoff_s: Wait before the first retry; doubled before each further one.
    """

    timeout_s: float = 15.0
    attempts: int = 3
    backoff_s: float = 1.0

    def backoff_total_s(self) -> float:
        """Seconds spent waiting between attempts when every attempt fails."""
        return sum(self.backoff_s * 2.0**n for n in range(self.attempts - 1))

    def worst_case_s(self) -> float:
        """A call whose every attempt hangs: all timeouts plus all backoffs, on every call."""
        return self.timeout_s * self.attempts + self.backoff_total_s()

    def describe(self) -> str:
        """One sentence for the report."""
        return (
            f"{self.timeout_s:.0f} s timeout x {self.attempts} attempts with "
            f"{self.backoff_total_s():.0f} s of backoff = up to {self.worst_case_s():.0f} s "
            "for every call of an outage that hangs, since without a breaker nothing fails fast"
        )


NAIVE = NaivePolicy()
