"""The async client keeps its deadline even where no httpx timeout applies.

httpx's timeouts bound phases (pool, connect, write, each read), not an attempt; httpcore's
pool can keep a request waiting between phases (the soak met it under concurrency), and a
transport may ignore timeouts altogether. ``MockTransport`` is such a transport: a handler
that stalls stalls the request for as long as it likes, unless the driver bounds the whole
attempt itself. Real time, about 1 s for the module.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import httpx
import pytest

from billing_sim.client import AsyncBillingTools, FailureKind, RetryPolicy, Timeouts
from tests.reliability.support import run_queue_wait

pytestmark = pytest.mark.integration  # real time: the deadline is measured, about 1 s

DEADLINE = 0.3
TIMEOUTS = Timeouts(deadline=DEADLINE, attempt=0.2, connect=0.1, min_attempt=0.02)
SLACK = 0.05
CUSTOMER = "cus_7k2m9q4x1z"


async def stall(request: httpx.Request) -> httpx.Response:
    """A server that takes the request and never answers (as far as the test cares)."""
    await asyncio.sleep(30)
    raise AssertionError("unreachable")


async def stall_mid_body(request: httpx.Request) -> httpx.Response:
    """Headers at once, then a body that never finishes."""

    async def body() -> AsyncIterator[bytes]:
        yield b'{"customer_id": "'
        await asyncio.sleep(30)

    return httpx.Response(200, headers={"content-type": "application/json"}, content=body())


@pytest.mark.parametrize("handler", [stall, stall_mid_body], ids=["no answer", "stalled body"])
def test_a_stalled_attempt_ends_at_the_deadline_without_any_httpx_timeout(handler: object) -> None:
    """get_balance returns a timeout ToolResult by the deadline (+50 ms), not after 30 s."""

    async def call() -> tuple[object, float, float]:
        tools = AsyncBillingTools(
            "http://billing.test",
            "key",
            transport=httpx.MockTransport(handler),  # type: ignore[arg-type]
            timeouts=TIMEOUTS,
            retry=RetryPolicy(max_attempts=3, backoff_base=0.01, backoff_cap=0.01),
        )
        try:
            waited, started = run_queue_wait(), time.monotonic()
            result = await tools.get_balance(CUSTOMER)
            return result, time.monotonic() - started, run_queue_wait() - waited
        finally:
            await tools.aclose()

    result, wall, starved = asyncio.run(call())
    assert getattr(result, "failure_kind", None) is FailureKind.TIMEOUT
    assert wall - starved <= DEADLINE + SLACK, (wall, starved)
