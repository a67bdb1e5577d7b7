"""Balances and usage carry an ``as_of`` of their data, so their ETags hold while it does."""

from __future__ import annotations

from datetime import datetime

import httpx
import pytest

from billing_sim.simulator.clock import ManualClock
from tests.unit.simulator.support import (
    SETTINGS,
    WORKED_EXAMPLE,
    client,
    make_app,
    payment_body,
    run,
)

BALANCE = f"/v1/customers/{WORKED_EXAMPLE}/balance"
USAGE = "/v1/subscriptions/sub_7k2m9q4x1z01/usage"


def as_of(response: httpx.Response) -> datetime:
    return datetime.fromisoformat(response.json()["as_of"])


@pytest.mark.parametrize("url", [BALANCE, USAGE])
def test_if_none_match_yields_304_while_business_time_moves_on(url: str) -> None:
    """Seconds later, the same data answers 304 to its own ETag (the live clock is not in it)."""
    clock = ManualClock.at_business_date(SETTINGS.business_date)
    app = make_app(clock=clock)

    async def scenario() -> tuple[httpx.Response, httpx.Response, httpx.Response]:
        async with client(app) as http:
            first = await http.get(url)
            clock.advance(7.25)
            again = await http.get(url, headers={"If-None-Match": first.headers["etag"]})
            clock.advance(30)
            plain = await http.get(url)
            return first, again, plain

    first, again, plain = run(scenario())
    assert first.status_code == 200
    assert (again.status_code, again.headers["etag"]) == (304, first.headers["etag"])
    assert plain.content == first.content
    assert as_of(first) <= clock.now()


def test_a_payment_changes_the_balance_etag_and_its_as_of() -> None:
    """After a payment the old ETag no longer matches: 200, with as_of = the payment's time."""
    clock = ManualClock.at_business_date(SETTINGS.business_date)
    app = make_app(clock=clock)

    async def scenario() -> tuple[httpx.Response, httpx.Response, httpx.Response, str]:
        async with client(app) as http:
            first = await http.get(BALANCE)
            clock.advance(60)
            paid = await http.post(
                "/v1/payments", json=payment_body(amount=5_000), headers={"Idempotency-Key": "k"}
            )
            clock.advance(60)
            after = await http.get(BALANCE, headers={"If-None-Match": first.headers["etag"]})
            again = await http.get(BALANCE, headers={"If-None-Match": after.headers["etag"]})
            return first, after, again, paid.json()["created_at"]

    first, after, again, created_at = run(scenario())
    assert after.status_code == 200
    assert after.headers["etag"] != first.headers["etag"]
    assert as_of(after) == datetime.fromisoformat(created_at)
    assert again.status_code == 304


def test_usage_moves_on_with_the_next_hourly_reading() -> None:
    """Usage is metered hourly: within the hour 304, in the next hour a new reading (200)."""
    clock = ManualClock.at_business_date(SETTINGS.business_date)
    app = make_app(clock=clock)

    async def scenario() -> tuple[httpx.Response, httpx.Response]:
        async with client(app) as http:
            first = await http.get(USAGE)
            clock.advance(3600)
            later = await http.get(USAGE, headers={"If-None-Match": first.headers["etag"]})
            return first, later

    first, later = run(scenario())
    assert later.status_code == 200
    assert (as_of(later) - as_of(first)).total_seconds() == 3600
    assert as_of(first).minute == as_of(first).second == 0
