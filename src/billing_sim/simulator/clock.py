"""The simulator's time seam: monotonic seconds for durations and expiry, business time for data.

Nothing else in the simulator reads the wall clock (ruff's banned-API list enforces it).
``create_app(clock=..., sleep=...)`` takes any :class:`Clock` and :data:`Sleep`; tests use
:class:`ManualClock` and a sleep that advances it, and never sleep.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, date, datetime, timedelta
from typing import Protocol, TypeVar

BUSINESS_DAY_START_UTC = timedelta(hours=12)
"""Business time starts at 12:00 UTC (08:00 in Caracas) of the business date."""

T = TypeVar("T")

Sleep = Callable[[float], Awaitable[None]]
"""An async sleep: the app's injected delays and hangs wait through it (``asyncio.sleep`` by
default; tests inject one that only advances a manual clock)."""


class Clock(Protocol):
    """Monotonic seconds plus the billing system's current (simulated) time."""

    def monotonic(self) -> float:
        """Seconds from an arbitrary origin; only differences are meaningful."""
        ...

    def now(self) -> datetime:
        """The billing system's current time, timezone-aware (UTC)."""
        ...


def real_monotonic() -> float:
    """This process's monotonic seconds, for what only real time measures (whether a
    connection was heard from lately), where no business clock applies."""
    return time.monotonic()


class SystemClock:
    """Business time that starts at the business date and then flows with real time.

    Args:
        business_date: The simulated "today" at start-up.
        monotonic: Source of monotonic seconds (``time.monotonic`` by default).
        elapsed_s: Business seconds already run when this clock is made: instances sharing a
            store continue the time of the world they joined
            (:meth:`billing_sim.simulator.store.Store.join_world`), so they all tell the same time.
        origin: The ``monotonic`` reading ``elapsed_s`` was true at (default: read now). Given
            with :func:`paired_readings`, a process descheduled between reading the wall clock
            and its monotonic clock still tells the world's time.
    """

    def __init__(
        self,
        business_date: date,
        *,
        monotonic: Callable[[], float] = time.monotonic,
        elapsed_s: float = 0.0,
        origin: float | None = None,
    ) -> None:
        self._monotonic = monotonic
        self._origin = monotonic() if origin is None else origin
        start = datetime(business_date.year, business_date.month, business_date.day, tzinfo=UTC)
        self._start = start + BUSINESS_DAY_START_UTC + timedelta(seconds=max(0.0, elapsed_s))

    def monotonic(self) -> float:
        """Seconds from the process's monotonic origin."""
        return self._monotonic()

    def now(self) -> datetime:
        """The business start time plus the real seconds elapsed since this clock was made
        (and ``elapsed_s``)."""
        return self._start + timedelta(seconds=self._monotonic() - self._origin)


PAIRING_ATTEMPTS = 3
"""How many times :func:`paired_readings` reads at most; the tightest pair is kept."""
PAIRED_CLOSE_ENOUGH_S = 1e-4
"""Readings taken this close together are one instant for the journal's order: no more
attempts (the usual case, so a request's arrival costs one pair of reads)."""


def paired_readings(monotonic: Callable[[], float], other: Callable[[], T]) -> tuple[float, T]:
    """``other``'s reading and the ``monotonic`` reading of the same instant: the midpoint of
    two monotonic readings taken around it, from the tightest of :data:`PAIRING_ATTEMPTS`.

    Read one after the other, a process descheduled in between (a loaded machine) would pair
    readings milliseconds apart; replicas ordering one journal by such readings would put a
    request before the one a client sent ahead of it through another replica.
    """
    best: tuple[float, float, T] | None = None
    for _ in range(PAIRING_ATTEMPTS):
        before = monotonic()
        reading = other()
        after = monotonic()
        if best is None or after - before < best[0]:
            best = (after - before, (before + after) / 2, reading)
        if best[0] <= PAIRED_CLOSE_ENOUGH_S:
            break
    assert best is not None
    return best[1], best[2]


class ManualClock:
    """A clock that moves only when told to: for tests and for a future admin "advance time".

    Args:
        now: The initial business time (timezone-aware).
        monotonic: The initial monotonic reading.
    """

    def __init__(self, now: datetime, *, monotonic: float = 0.0) -> None:
        if now.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware datetime")
        self._now = now
        self._monotonic = monotonic

    @classmethod
    def at_business_date(cls, business_date: date) -> ManualClock:
        """A manual clock at the start of ``business_date``'s business day."""
        start = datetime(business_date.year, business_date.month, business_date.day, tzinfo=UTC)
        return cls(start + BUSINESS_DAY_START_UTC)

    def monotonic(self) -> float:
        """The current monotonic reading."""
        return self._monotonic

    def now(self) -> datetime:
        """The current business time."""
        return self._now

    def advance(self, seconds: float) -> None:
        """Move both readings forward by ``seconds``."""
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        self._monotonic += seconds
        self._now += timedelta(seconds=seconds)


def wait_until(condition: Callable[[], bool], *, timeout_s: float, poll_s: float = 0.01) -> bool:
    """Block, polling in real time, until ``condition()`` holds or ``timeout_s`` seconds pass.

    Only for what real time alone can tell, such as a server thread binding its port
    (:class:`billing_sim.simulator.harness.LoopbackServer`); never for the simulator's own timing.

    Returns:
        Whether ``condition()`` held.
    """
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(poll_s)
    return True


def wall_seconds() -> float:
    """POSIX seconds now: only for records that must say when, in real time (a proxy's HAR)."""
    return time.time()


def monotonic_seconds() -> float:
    """Real monotonic seconds: the clock of a proxy's exchanges outside a test's clock."""
    return time.monotonic()
