"""Billing months around the business date, and the BCV rate of each.

Months are addressed by *offset*: 0 is the business date's month (the latest invoice), -1 the
month before, and so on; twelve months (-11..0) are listed and month -12 is kept so the oldest
listed bill can still be compared. The world is anchored on the business month rather than on
calendar dates, so every persona tells the same story for any business date.

Invoices are issued on the 1st, cover the calendar month and fall due on the 25th. The rate used
for a month is the BCV rate published on the last day of the month before (``rate_date``); the
series is rising with two flat months, so some bills are unchanged. For the default business date
(2026-11-20) October converts at ``100.0000`` and November at ``105.5000``, the contract's example.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from billing_sim.openapi.conventions import BUSINESS_TZ, business_date

FIRST_OFFSET = -12
"""The oldest month generated (kept for comparisons, not listed)."""
FIRST_LISTED_OFFSET = -11
DUE_DAY = 25
CARACAS = BUSINESS_TZ
"""The contract's business time zone (``x-conventions``): Venezuela has kept UTC-4 without
daylight saving since 2016."""

_RATES = (
    "64.4600",
    "67.6800",
    "71.0700",
    "74.6200",
    "78.3500",
    "78.3500",
    "82.2700",
    "86.3800",
    "90.7000",
    "95.2400",
    "95.2400",
    "100.0000",
    "105.5000",
)
"""BCV rates (VES per USD) for offsets -12..0: rising, flat at offsets -7 and -2."""


@dataclass(frozen=True, slots=True)
class Month:
    """One billing month of the dataset's window."""

    offset: int
    year: int
    month: int
    first: date
    last: date
    due: date
    rate: str
    rate_date: date

    @property
    def period(self) -> str:
        """``YYYY-MM``."""
        return f"{self.year:04d}-{self.month:02d}"

    @property
    def days(self) -> int:
        """Days in the month."""
        return self.last.day

    def on(self, day: int) -> date:
        """The date of ``day`` in this month, clamped to its last day."""
        return self.first.replace(day=min(day, self.days))


def shift_month(year: int, month: int, delta: int) -> tuple[int, int]:
    """``(year, month)`` moved by ``delta`` months."""
    serial = year * 12 + (month - 1) + delta
    return serial // 12, serial % 12 + 1


def date_at(business_date: date, offset: int, day: int) -> date:
    """Day ``day`` (clamped to the month's length) of the month ``offset`` months from the
    business month; works outside the generated window too."""
    year, month = shift_month(business_date.year, business_date.month, offset)
    return date(year, month, min(day, calendar.monthrange(year, month)[1]))


def last_day(business_date: date, offset: int) -> date:
    """The last day of the month ``offset`` months from the business month."""
    return date_at(business_date, offset, 31)


def build_months(business_date: date) -> tuple[Month, ...]:
    """The months of offsets -12..0 around ``business_date``, oldest first."""
    months = []
    for offset, rate in zip(range(FIRST_OFFSET, 1), _RATES, strict=True):
        year, month = shift_month(business_date.year, business_date.month, offset)
        first = date(year, month, 1)
        last = date(year, month, calendar.monthrange(year, month)[1])
        months.append(
            Month(
                offset=offset,
                year=year,
                month=month,
                first=first,
                last=last,
                due=date(year, month, DUE_DAY),
                rate=rate,
                rate_date=first - timedelta(days=1),
            )
        )
    return tuple(months)


def caracas_datetime(day: date, hour: int, minute: int, second: int = 0) -> datetime:
    """A local Caracas wall-clock time as an aware UTC datetime (the wire's ``Z`` form)."""
    local = datetime.combine(day, time(hour, minute, second), tzinfo=CARACAS)
    return local.astimezone(UTC)


def caracas_date(moment: datetime) -> date:
    """The Caracas calendar date of an aware datetime (the contract's business date)."""
    return business_date(moment)


def month_names(locale: str) -> tuple[str, ...]:
    """Month names for descriptions (``noviembre`` / ``November``), January first."""
    return _EN_MONTHS if locale == "en" else _ES_MONTHS


_ES_MONTHS = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)
_EN_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
