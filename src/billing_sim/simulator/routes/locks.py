"""Per-key asyncio locks that exist only while someone holds or awaits them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager


class KeyedLocks:
    """Serialises coroutines by key inside one process; memory is bounded by the waiters.

    Locks are made inside the running loop and dropped when the last user leaves, so an app
    driven by several event loops in turn (test clients) never meets a lock of another loop.
    """

    def __init__(self) -> None:
        self._locks: dict[Hashable, tuple[asyncio.Lock, int]] = {}

    def __len__(self) -> int:
        """Keys someone holds or awaits right now (the locks kept in memory)."""
        return len(self._locks)

    @asynccontextmanager
    async def hold(self, key: Hashable) -> AsyncIterator[None]:
        """Hold the lock of ``key`` for the duration of the ``async with`` block."""
        lock, users = self._locks.get(key) or (asyncio.Lock(), 0)
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)
