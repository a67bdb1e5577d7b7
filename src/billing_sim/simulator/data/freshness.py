"""When the data behind an answer last changed: the ``as_of`` of balances and usage.

An ``as_of`` is the business time of the last change the answer reflects, not the time of the
request, so the answer (and its ``ETag``) stays the same until the data changes and a client's
``If-None-Match`` can yield ``304``. Pure functions of their arguments, like the rest of
:mod:`billing_sim.simulator.data`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.data.calendar import caracas_date, caracas_datetime

METER_INTERVAL = timedelta(hours=1)
"""Usage is metered in hourly batches (on the hour, UTC), as ISPs' mediation systems do."""


def balance_as_of(recorded: Sequence[RecordedPayment], now: datetime) -> datetime:
    """The last change a balance at ``now`` reflects.

    A balance changes when a payment is recorded and when a day begins in Caracas (an unpaid
    invoice becomes overdue the day after its due date): the later of the two.
    """
    day_start = caracas_datetime(caracas_date(now), 0, 0)
    latest = max((payment.created_at for payment in recorded), default=day_start)
    return max(latest, day_start)


def usage_as_of(now: datetime) -> datetime:
    """The last meter reading at ``now``: the hour ``now`` falls in, on the hour."""
    return now.replace(minute=0, second=0, microsecond=0)
