"""A dead port on 127.0.0.1: real refused connections open the circuit for one customer's calls.

The clock is virtual (backoffs return at once), the refusals are the kernel's: a port that was
bound and closed again answers every connect with an RST, in microseconds.
"""

from __future__ import annotations

import asyncio
import socket

import pytest

from billing_sim.client import (
    AsyncBillingTools,
    BillingTools,
    BreakerPolicy,
    BreakerState,
    FailureKind,
    ToolResult,
)
from billing_sim.client.models import Balance
from billing_sim.client.testing import FakeClock

pytestmark = pytest.mark.integration

CUSTOMER = "cus_7k2m9q4x1z"


def dead_port() -> int:
    """A loopback port nothing listens on (bound once, then closed)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_refused_connections_for_one_customer_open_the_circuit() -> None:
    """Sync: five refused attempts about one customer, then circuit_open without a request."""
    tools = BillingTools(f"http://127.0.0.1:{dead_port()}", "key", clock=FakeClock())
    try:
        results = [tools.get_balance(CUSTOMER) for _ in range(4)]
    finally:
        tools.close()
    assert sum(len(r.attempts) for r in results) == BreakerPolicy().consecutive_failures
    assert results[0].failure_kind is FailureKind.CONNECTION
    assert [r.failure_kind for r in results[2:]] == [FailureKind.CIRCUIT_OPEN] * 2
    assert tools.breaker.state is BreakerState.OPEN


def test_refused_connections_for_one_customer_open_the_async_circuit() -> None:
    """Async: the same, through the async driver."""

    async def main() -> list[ToolResult[Balance]]:
        tools = AsyncBillingTools(f"http://127.0.0.1:{dead_port()}", "key", clock=FakeClock())
        try:
            return [await tools.get_balance(CUSTOMER) for _ in range(4)]
        finally:
            assert tools.breaker.state is BreakerState.OPEN
            await tools.aclose()

    results = asyncio.run(main())
    assert sum(len(r.attempts) for r in results) == BreakerPolicy().consecutive_failures
    assert [r.failure_kind for r in results] == [FailureKind.CONNECTION] * 2 + [
        FailureKind.CIRCUIT_OPEN
    ] * 2
