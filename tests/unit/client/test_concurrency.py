"""Concurrency: one probe among many tasks, and cancellation that counts for nothing."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from billing_sim.client import AsyncBillingTools, BillingTools, BreakerState, FailureKind
from billing_sim.client.testing import FakeClock

from .conftest import API_KEY, BASE_URL, CUSTOMER_ID, OUTAGE_CUSTOMERS


def test_a_cancelled_probe_releases_its_permit_and_counts_nothing() -> None:
    """The bot abandons a turn while the only probe is in flight: the next call may probe."""
    clock = FakeClock()
    started = asyncio.Event()
    mode = {"refuse": True}

    async def handler(request: httpx.Request) -> httpx.Response:
        if mode["refuse"]:
            raise httpx.ConnectError("refused", request=request)
        started.set()
        await asyncio.sleep(3600)  # hangs until cancelled
        raise AssertionError("unreachable")

    async def scenario() -> None:
        tools = AsyncBillingTools(
            BASE_URL, API_KEY, transport=httpx.MockTransport(handler), clock=clock
        )
        for customer in OUTAGE_CUSTOMERS[:2]:
            await tools.get_balance(customer)
        assert tools.breaker.state is BreakerState.OPEN
        clock.advance(30)
        mode["refuse"] = False
        task = asyncio.create_task(tools.get_balance(CUSTOMER_ID))
        await started.wait()
        before = tools.breaker.snapshot()
        assert before.probes_in_flight == 1
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        after = tools.breaker.snapshot()
        assert after.probes_in_flight == 0
        assert (after.state, after.generation) == (before.state, before.generation)
        assert tools.breaker.acquire().probe  # type: ignore[union-attr]

    asyncio.run(scenario())


class Interrupted(BaseException):
    """Stands for KeyboardInterrupt without stopping the test run."""


def test_an_interrupted_sync_call_propagates_and_counts_nothing() -> None:
    """A BaseException from below propagates (it is not a billing failure) and is neutral."""

    def handler(request: httpx.Request) -> httpx.Response:
        raise Interrupted

    tools = BillingTools(
        BASE_URL, API_KEY, transport=httpx.MockTransport(handler), clock=FakeClock()
    )
    with pytest.raises(Interrupted):
        tools.get_balance(CUSTOMER_ID)
    snapshot = tools.breaker.snapshot()
    assert (snapshot.consecutive_failures, snapshot.window_calls) == (0, 0)


def test_concurrent_tasks_in_half_open_send_exactly_one_probe() -> None:
    """Twenty conversations at once on a recovering API: one probe, nineteen escalations."""
    clock = FakeClock()
    release = asyncio.Event()
    mode = {"refuse": True}
    probes = []

    async def handler(request: httpx.Request) -> httpx.Response:
        if mode["refuse"]:
            raise httpx.ConnectError("refused", request=request)
        probes.append(request)
        await release.wait()
        return httpx.Response(503)

    async def scenario() -> list[FailureKind | None]:
        tools = AsyncBillingTools(
            BASE_URL, API_KEY, transport=httpx.MockTransport(handler), clock=clock
        )
        for customer in OUTAGE_CUSTOMERS[:2]:
            await tools.get_balance(customer)
        clock.advance(30)
        mode["refuse"] = False
        tasks = [asyncio.create_task(tools.get_balance(CUSTOMER_ID)) for _ in range(20)]
        await asyncio.sleep(0)
        while not probes:
            await asyncio.sleep(0)
        release.set()
        return [result.failure_kind for result in await asyncio.gather(*tasks)]

    kinds = asyncio.run(scenario())
    assert len(probes) == 1
    assert kinds.count(FailureKind.CIRCUIT_OPEN) == 19
