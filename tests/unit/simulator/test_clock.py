"""The time seam: business time from the business date, moved only by its source."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from billing_sim.simulator.clock import ManualClock, SystemClock, paired_readings


def test_system_clock_starts_on_the_business_date_and_follows_monotonic_time() -> None:
    """Business time is 12:00 UTC of the business date plus the monotonic seconds elapsed."""
    readings = iter([100.0, 100.0, 190.5])
    clock = SystemClock(date(2026, 11, 20), monotonic=lambda: next(readings))
    assert clock.now() == datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
    assert clock.now() == datetime(2026, 11, 20, 12, 1, 30, 500000, tzinfo=UTC)


def test_manual_clock_moves_only_when_advanced() -> None:
    """Both readings advance together, and only through advance()."""
    clock = ManualClock.at_business_date(date(2026, 11, 20))
    before = (clock.now(), clock.monotonic())
    assert (clock.now(), clock.monotonic()) == before
    clock.advance(30)
    assert clock.monotonic() == before[1] + 30
    assert (clock.now() - before[0]).total_seconds() == 30


def test_manual_clock_refuses_naive_times_and_going_backwards() -> None:
    """A naive datetime or a negative step is a programming error."""
    with pytest.raises(ValueError, match="timezone"):
        ManualClock(datetime(2026, 11, 20))  # noqa: DTZ001 - the point of the test
    with pytest.raises(ValueError, match="backwards"):
        ManualClock.at_business_date(date(2026, 11, 20)).advance(-1)


def test_system_clock_continues_a_world_that_already_ran() -> None:
    """elapsed_s: a replica joining a world 90 s old tells the time the others tell."""
    readings = iter([100.0, 100.0, 102.5])
    clock = SystemClock(date(2026, 11, 20), monotonic=lambda: next(readings), elapsed_s=90)
    assert clock.now() == datetime(2026, 11, 20, 12, 1, 30, tzinfo=UTC)
    assert clock.now() == datetime(2026, 11, 20, 12, 1, 32, 500000, tzinfo=UTC)


def test_paired_readings_keep_the_pair_read_closest_together() -> None:
    """A process descheduled between two reads (the first attempt: 40 ms apart) pairs the
    other clock's reading with the monotonic instant of the tightest attempt."""
    monotonic = iter([10.000, 10.040, 20.000, 20.002, 30.000, 30.001])
    walls = iter(["first", "second", "third"])
    instant, wall = paired_readings(lambda: next(monotonic), lambda: next(walls))
    assert instant == pytest.approx(30.0005)
    assert wall == "third"


def test_system_clock_told_its_origin_tells_the_time_of_that_instant() -> None:
    """Given the monotonic instant its elapsed seconds were read at, the clock does not read
    its origin again (a later read would shift the world's time by the gap)."""
    readings = iter([105.0])
    clock = SystemClock(
        date(2026, 11, 20), monotonic=lambda: next(readings), elapsed_s=60.0, origin=100.0
    )
    assert clock.now() == datetime(2026, 11, 20, 12, 1, 5, tzinfo=UTC)


def test_paired_readings_stop_at_the_first_pair_read_close_together() -> None:
    """The usual case costs one pair of reads: a pair 10 µs apart needs no second attempt."""
    monotonic = iter([5.0, 5.00001])
    instant, wall = paired_readings(lambda: next(monotonic), lambda: "only")
    assert instant == pytest.approx(5.000005)
    assert wall == "only"
