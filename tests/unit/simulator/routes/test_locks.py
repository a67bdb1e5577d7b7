"""KeyedLocks: one holder per key at a time, nothing kept once everyone has left."""

from __future__ import annotations

import asyncio

from billing_sim.simulator.routes.locks import KeyedLocks
from tests.unit.simulator.support import run


def test_holders_of_one_key_take_turns_and_other_keys_do_not_wait() -> None:
    """Critical sections of one key never overlap; another key runs alongside."""
    locks = KeyedLocks()
    inside: dict[str, int] = {"a": 0, "b": 0}
    overlap: list[str] = []

    async def work(key: str) -> None:
        async with locks.hold(key):
            inside[key] += 1
            if inside[key] > 1:
                overlap.append(key)
            await asyncio.sleep(0)
            inside[key] -= 1

    async def scenario() -> None:
        await asyncio.gather(*(work("a") for _ in range(20)), *(work("b") for _ in range(5)))

    run(scenario())
    assert overlap == []


def test_locks_are_dropped_when_unused() -> None:
    """After every holder and waiter has left, no lock remains (memory stays bounded)."""
    locks = KeyedLocks()

    async def scenario() -> None:
        async def hold(key: int) -> None:
            async with locks.hold(key % 3):
                await asyncio.sleep(0)

        await asyncio.gather(*(hold(n) for n in range(30)))

    run(scenario())
    assert len(locks) == 0
