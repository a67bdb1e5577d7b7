"""Which store an instance uses, from its settings: ``memory`` or a Redis URL."""

from __future__ import annotations

from collections.abc import Callable

from simulator.store.base import Store
from simulator.store.memory import InMemoryStore

MEMORY = "memory"


def open_store(url: str, *, prefix: str, monotonic: Callable[[], float]) -> Store:
    """The store ``url`` names: ``memory`` (this process only) or ``redis://HOST:PORT/DB``.

    Args:
        url: ``memory``, or a Redis URL (``redis://``, ``rediss://``, ``unix://``).
        prefix: The Redis keys' prefix (ignored in memory).
        monotonic: The in-memory store's clock (Redis uses its own).

    Raises:
        ValueError: for anything else, naming what is accepted.
    """
    if url == MEMORY:
        return InMemoryStore(monotonic)
    from simulator.store.redis import URL_SCHEMES, RedisStore

    if url.startswith(URL_SCHEMES):
        return RedisStore(url, prefix=prefix)
    raise ValueError(f"a store is 'memory' or a Redis URL (redis://HOST:PORT/DB), not {url!r}")
