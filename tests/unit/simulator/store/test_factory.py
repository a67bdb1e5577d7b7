"""open_store: the store a settings' URL names, connecting to nothing yet."""

from __future__ import annotations

import pytest

from billing_sim.simulator.store import InMemoryStore, open_store
from billing_sim.simulator.store.redis import RedisStore


def test_memory_is_the_in_memory_store_on_the_given_clock() -> None:
    """``memory``: this process's store, reading the clock it was given."""
    assert isinstance(open_store("memory", prefix="p", monotonic=lambda: 0.0), InMemoryStore)


def test_a_redis_url_is_a_redis_store_with_the_prefix_and_connects_lazily() -> None:
    """A Redis URL (nothing listens here): built at once; the first command connects."""
    store = open_store("redis://127.0.0.1:1/0", prefix="team-a", monotonic=lambda: 0.0)
    assert isinstance(store, RedisStore)
    assert store.prefix == "team-a"
    assert store.address == "redis://127.0.0.1:1/0 (prefix team-a)"


@pytest.mark.parametrize("url", ["memcached://h", "redis", ""])
def test_anything_else_is_refused_naming_what_is_accepted(url: str) -> None:
    """Not memory, not a Redis URL: ValueError."""
    with pytest.raises(ValueError, match="'memory' or a Redis URL"):
        open_store(url, prefix="p", monotonic=lambda: 0.0)
