"""The clock seam: the only client module that touches ``time`` or ``asyncio.sleep``."""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    """Monotonic time and sleeping, injected into the client (``FakeClock`` in tests)."""

    def monotonic(self) -> float:
        """Seconds from an arbitrary origin; never goes backwards."""
        ...

    def sleep(self, seconds: float) -> None:
        """Block the calling thread for ``seconds`` (the sync client's backoff)."""
        ...

    async def async_sleep(self, seconds: float) -> None:
        """Suspend the calling task for ``seconds`` (the async client's backoff)."""
        ...


class SystemClock:
    """The real clock: ``time.monotonic``, ``time.sleep`` and ``asyncio.sleep``."""

    __slots__ = ()

    # Bound as static attributes so the hot path pays one C call, not a Python frame.
    monotonic = staticmethod(time.monotonic)
    sleep = staticmethod(time.sleep)

    async def async_sleep(self, seconds: float) -> None:
        """Suspend the calling task with ``asyncio.sleep``."""
        await asyncio.sleep(seconds)
