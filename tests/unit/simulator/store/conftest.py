"""The store suite runs every test against both stores: in memory, and Redis on a real
``redis-server`` (one per test process, started on a free 127.0.0.1 port; each test has its
own key prefix). A machine without ``redis-server`` fails the Redis half; it never skips it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

import pytest

from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.store import InMemoryStore, Store
from tests.support.redis_server import RedisServer, unique_prefix

T = TypeVar("T")

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)


@dataclass
class StoreCase:
    """One test's store and the manual clock it reads (Redis's scripts take their time from
    it too, so tests move expiry and scenario time without waiting)."""

    store: Store
    clock: ManualClock

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        """Run ``coroutine`` on a fresh event loop, then close the store's connections."""

        async def main() -> T:
            try:
                return await coroutine
            finally:
                await self.store.aclose()

        return asyncio.run(main())


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.integration)])
def case(request: pytest.FixtureRequest) -> Iterator[StoreCase]:
    """A fresh store of each kind, at :data:`NOW` on a manual clock."""
    clock = ManualClock(NOW)
    if request.param == "memory":
        yield StoreCase(InMemoryStore(clock.monotonic), clock)
        return
    from billing_sim.simulator.store.redis import RedisStore

    server: RedisServer = request.getfixturevalue("redis_server")
    yield StoreCase(RedisStore(server.url, prefix=unique_prefix(), clock=clock.monotonic), clock)
