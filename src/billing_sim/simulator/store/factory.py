"""Which store an instance uses, from its settings: ``memory`` or a Redis URL."""

from __future__ import annotations

from collections.abc import Callable

from billing_sim.simulator.settings import MEMORY_STORE, STORE_URL_SCHEMES
from billing_sim.simulator.store.base import Store
from billing_sim.simulator.store.memory import InMemoryStore


def open_store(url: str, *, prefix: str, monotonic: Callable[[], float]) -> Store:
    """The store ``url`` names: ``memory`` (this process only) or ``redis://HOST:PORT/DB``.

    Opening connects to nothing: a Redis store connects at its first command, and reconnects
    by itself after Redis went away.

    Args:
        url: ``memory``, or a Redis URL (``redis://``, ``rediss://``, ``unix://``).
        prefix: The Redis keys' prefix (unused in memory).
        monotonic: The in-memory store's clock; the Redis store's for what only this process
            measures (Redis's own ``TIME`` is the shared clock).

    Raises:
        ValueError: for anything else, naming what is accepted.
    """
    if url == MEMORY_STORE:
        return InMemoryStore(monotonic)
    if url.startswith(STORE_URL_SCHEMES):
        from billing_sim.simulator.store.redis import RedisStore  # the redis client only when used

        return RedisStore(url, prefix=prefix, monotonic=monotonic)
    raise ValueError(f"a store is {MEMORY_STORE!r} or a Redis URL (redis://HOST:PORT/DB)")
