"""Percentiles, medians and ratios of the benchmark's samples."""

from __future__ import annotations

import pytest

from bench.stats import Distribution, median, percentile, ratio


def test_percentile_interpolates_between_closest_ranks():
    """1..100: the median sits between 50 and 51, p99 just above 99 (numpy's default)."""
    values = [float(v) for v in range(100, 0, -1)]
    assert percentile(values, 50) == pytest.approx(50.5)
    assert percentile(values, 99) == pytest.approx(99.01)


def test_percentile_of_one_sample_is_that_sample():
    """A single sample is every percentile."""
    assert percentile([7.0], 99) == 7.0


@pytest.mark.parametrize("pct", [0, 100])
def test_percentile_rejects_out_of_range(pct):
    """Only 1..99 make sense for cut points."""
    with pytest.raises(ValueError, match=r"1\.\.99"):
        percentile([1.0, 2.0], pct)


def test_percentile_and_median_reject_no_samples():
    """An empty run is an error, never a zero."""
    with pytest.raises(ValueError, match="no samples"):
        percentile([], 50)
    with pytest.raises(ValueError, match="no samples"):
        median([])


def test_ratio_with_zero_reference_is_zero():
    """Nothing to compare against gives 0, not a division error."""
    assert ratio(5.0, 0.0) == 0.0
    assert ratio(3.0, 4.0) == 0.75


def test_distribution_summarises_samples():
    """count, p50, p99 and mean of the samples."""
    summary = Distribution.of([1.0, 2.0, 3.0, 10.0])
    assert summary.count == 4
    assert summary.p50 == pytest.approx(2.5)
    assert summary.mean == pytest.approx(4.0)
    assert 3.0 < summary.p99 <= 10.0
