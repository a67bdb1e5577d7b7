"""Fail-fast with the circuit open: what a ``ToolResult`` costs when no request is sent.

The circuit is opened the way an outage opens it: the contract's 503 problem (from
``billing_sim.client.testing``) for several customers until the breaker trips, on an in-memory
transport.
Once it is open no request reaches any transport, so nothing about the network enters the
figure. Each call is timed with ``perf_counter_ns``.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

from bench.results import OpenCircuit
from bench.stats import Distribution
from bench.throughput import API_KEY, CUSTOMERS, PERSONA
from billing_sim.client import (
    AsyncBillingTools,
    BillingTools,
    BreakerState,
    FailureKind,
    ToolResult,
)
from billing_sim.client.testing import problem, script_transport

_BASE_URL = "http://billing.invalid"
_MAX_TO_OPEN = 100


def _outage() -> httpx.MockTransport:
    """Every request answered with the contract's 503 problem, ``Retry-After: 30``."""
    return script_transport([], then=problem(503, retry_after=30))


def _check_open(result: ToolResult[Any]) -> None:
    if result.failure_kind is not FailureKind.CIRCUIT_OPEN or result.attempts:
        raise RuntimeError(f"expected an open-circuit result, got {result}")


def measure_sync(calls: int) -> OpenCircuit:
    """``BillingTools.get_balance`` with the circuit open, ``calls`` times."""
    tools = BillingTools(_BASE_URL, API_KEY, transport=_outage())
    for number in range(_MAX_TO_OPEN):
        if tools.breaker.state is BreakerState.OPEN:
            break
        tools.get_balance(CUSTOMERS[number % len(CUSTOMERS)])
    _check_open(tools.get_balance(PERSONA))
    samples = []
    for _ in range(calls):
        started = time.perf_counter_ns()
        tools.get_balance(PERSONA)
        samples.append((time.perf_counter_ns() - started) / 1000.0)
    _check_open(tools.get_balance(PERSONA))
    tools.close()
    return OpenCircuit("sync", Distribution.of(samples))


async def _async_samples(calls: int) -> list[float]:
    transport = _outage()
    tools = AsyncBillingTools(_BASE_URL, API_KEY, transport=transport)
    for number in range(_MAX_TO_OPEN):
        if tools.breaker.state is BreakerState.OPEN:
            break
        await tools.get_balance(CUSTOMERS[number % len(CUSTOMERS)])
    _check_open(await tools.get_balance(PERSONA))
    samples = []
    for _ in range(calls):
        started = time.perf_counter_ns()
        await tools.get_balance(PERSONA)
        samples.append((time.perf_counter_ns() - started) / 1000.0)
    _check_open(await tools.get_balance(PERSONA))
    await tools.aclose()
    return samples


def measure_async(calls: int) -> OpenCircuit:
    """``AsyncBillingTools.get_balance`` with the circuit open, ``calls`` times."""
    return OpenCircuit("async", Distribution.of(asyncio.run(_async_samples(calls))))
