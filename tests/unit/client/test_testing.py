"""The helpers shipped for users' tests: FakeClock and scripted transports."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from billing_sim.client.testing import (
    FakeClock,
    ScriptExhausted,
    connect_timeout,
    hang,
    html,
    ok,
    problem,
    refused,
    script_transport,
)


def test_fake_clock_moves_only_when_told_or_slept_on() -> None:
    """monotonic is frozen; sleep and async_sleep advance it and are recorded."""
    clock = FakeClock(10.0)
    assert clock.monotonic() == clock.monotonic() == 10.0
    clock.sleep(1.5)
    asyncio.run(clock.async_sleep(0.5))
    clock.advance(2)
    assert clock.monotonic() == 14.0
    assert clock.sleeps == [1.5, 0.5]
    with pytest.raises(ValueError, match="backwards"):
        clock.advance(-1)


def test_script_plays_steps_in_order_then_complains() -> None:
    """Each request gets the next step; one too many is a clear test failure."""
    transport = script_transport([ok({"a": 1}), problem(503, retry_after=7), html(502)])
    with httpx.Client(transport=transport) as http:
        assert http.get("http://t/").json() == {"a": 1}
        answer = http.get("http://t/", headers={"X-Request-Id": "req_1"})
        assert answer.status_code == 503
        assert answer.headers["retry-after"] == "7"
        assert answer.headers["x-request-id"] == "req_1"
        assert answer.json()["code"] == "billing_backend_unavailable"
        assert http.get("http://t/").headers["content-type"] == "text/html"
        with pytest.raises(ScriptExhausted):
            http.get("http://t/")
    assert len(transport.requests) == 4
    assert transport.remaining == 0


def test_hangs_last_exactly_the_request_timeout() -> None:
    """hang() and connect_timeout() advance the fake clock by the relevant timeout."""
    clock = FakeClock(0.0)
    transport = script_transport([hang(), connect_timeout(), refused()], clock=clock)
    with httpx.Client(transport=transport) as http:
        with pytest.raises(httpx.ReadTimeout):
            http.get("http://t/", timeout=httpx.Timeout(2.0))
        with pytest.raises(httpx.ConnectTimeout):
            http.get("http://t/", timeout=httpx.Timeout(2.0, connect=0.5))
        with pytest.raises(httpx.ConnectError):
            http.get("http://t/")
    assert clock.monotonic() == 2.5


def test_a_step_slower_than_its_timeout_times_out_at_the_timeout() -> None:
    """Latency above the read timeout behaves as httpx would: ReadTimeout at the limit."""
    clock = FakeClock(0.0)
    transport = script_transport([ok({}, latency=5.0)], clock=clock)
    with httpx.Client(transport=transport) as http, pytest.raises(httpx.ReadTimeout):
        http.get("http://t/", timeout=1.0)
    assert clock.monotonic() == 1.0


def test_latency_without_a_clock_is_a_clear_error() -> None:
    """Virtual latency needs the fake clock to advance."""
    transport = script_transport([ok({}, latency=0.1)])
    with httpx.Client(transport=transport) as http, pytest.raises(ValueError, match="clock"):
        http.get("http://t/")
