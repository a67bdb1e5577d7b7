"""What the client's resilience costs per call: a capability call against a raw httpx GET.

Both sides hit the same endpoint of the same simulator, sequentially, over one keep-alive
connection, from this process (pinned to the load core). The capability call adds the
deadline, retry and breaker bookkeeping, response validation into the contract's model and
the evidence text; the raw side only sends the request and reads the bytes. Rounds alternate
the two and the median per-call time of each round is kept.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

import httpx

from bench.results import CallOverhead
from bench.stats import median
from bench.throughput import API_KEY, AUTH, PERSONA
from billing_sim.client import AsyncBillingTools, BillingTools

BALANCE_PATH = f"/v1/customers/{PERSONA}/balance"
"""``get_balance`` sends exactly this request (one attempt when the API is healthy)."""


def _per_call_us(call: Callable[[], object], calls: int) -> float:
    samples = []
    for _ in range(calls):
        started = time.perf_counter_ns()
        call()
        samples.append(time.perf_counter_ns() - started)
    return median(samples) / 1000.0


async def _per_call_us_async(call: Callable[[], Awaitable[object]], calls: int) -> float:
    samples = []
    for _ in range(calls):
        started = time.perf_counter_ns()
        await call()
        samples.append(time.perf_counter_ns() - started)
    return median(samples) / 1000.0


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise RuntimeError(f"the warm-up {what} failed; is the simulator healthy?")


def measure_sync(base_url: str, calls: int, rounds: int) -> CallOverhead:
    """``BillingTools.get_balance`` against ``httpx.Client.get``, alternated."""
    tools = BillingTools(base_url, API_KEY)
    http = httpx.Client(base_url=base_url, headers=AUTH, trust_env=False)
    try:
        _check(tools.get_balance(PERSONA).ok, "capability call")
        _check(http.get(BALANCE_PATH).status_code == 200, "raw request")

        def capability() -> object:
            return tools.get_balance(PERSONA)

        def raw() -> object:
            return http.get(BALANCE_PATH)

        _per_call_us(capability, calls // 10)
        _per_call_us(raw, calls // 10)
        results = [
            (_per_call_us(capability, calls), _per_call_us(raw, calls)) for _ in range(rounds)
        ]
    finally:
        tools.close()
        http.close()
    return CallOverhead.of("sync", calls, results)


async def _async_rounds(base_url: str, calls: int, rounds: int) -> list[tuple[float, float]]:
    tools = AsyncBillingTools(base_url, API_KEY)
    http = httpx.AsyncClient(base_url=base_url, headers=AUTH, trust_env=False)
    try:
        _check((await tools.get_balance(PERSONA)).ok, "async capability call")
        _check((await http.get(BALANCE_PATH)).status_code == 200, "async raw request")

        def capability() -> Awaitable[object]:
            return tools.get_balance(PERSONA)

        def raw() -> Awaitable[object]:
            return http.get(BALANCE_PATH)

        await _per_call_us_async(capability, calls // 10)
        await _per_call_us_async(raw, calls // 10)
        return [
            (await _per_call_us_async(capability, calls), await _per_call_us_async(raw, calls))
            for _ in range(rounds)
        ]
    finally:
        await tools.aclose()
        await http.aclose()


def measure_async(base_url: str, calls: int, rounds: int) -> CallOverhead:
    """``AsyncBillingTools.get_balance`` against ``httpx.AsyncClient.get`` (asyncio loop)."""
    return CallOverhead.of("async", calls, asyncio.run(_async_rounds(base_url, calls, rounds)))
