"""Percentiles, medians and ratios of measured samples (pure)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(values: Sequence[float], pct: int) -> float:
    """The ``pct``-th percentile, interpolated between the closest ranks (numpy's default).

    Args:
        values: The samples, in any order; at least one.
        pct: 1 to 99.

    Raises:
        ValueError: on no samples or a percentile outside 1..99.
    """
    if not 1 <= pct <= 99:
        raise ValueError(f"percentile must be 1..99, got {pct}")
    if not values:
        raise ValueError("no samples")
    if len(values) == 1:
        return float(values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[pct - 1]


def median(values: Sequence[float]) -> float:
    """The median of at least one sample.

    Raises:
        ValueError: on no samples.
    """
    if not values:
        raise ValueError("no samples")
    return float(statistics.median(values))


def ratio(measured: float, reference: float) -> float:
    """``measured / reference``; ``0.0`` when the reference is zero (nothing to compare)."""
    return measured / reference if reference else 0.0


@dataclass(frozen=True, slots=True)
class Distribution:
    """Summary of latency samples, in the unit they were given in.

    Args:
        count: Number of samples.
        p50: Median.
        p99: 99th percentile.
        mean: Arithmetic mean.
    """

    count: int
    p50: float
    p99: float
    mean: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Distribution:
        """Summarise at least one sample.

        Raises:
            ValueError: on no samples.
        """
        return cls(
            count=len(values),
            p50=percentile(values, 50),
            p99=percentile(values, 99),
            mean=statistics.fmean(values) if values else 0.0,
        )
