"""``unless_disconnected``: a wait or a dribble races the client's disconnect, and nothing leaks."""

from __future__ import annotations

import asyncio

import pytest
from starlette.types import Message, Receive

from billing_sim.simulator.playback.connection import unless_disconnected


def client(disconnect: asyncio.Event) -> Receive:
    """``receive`` after the body: it answers only when the client goes away."""

    async def receive() -> Message:
        await disconnect.wait()
        return {"type": "http.disconnect"}

    return receive


def test_work_that_finishes_first_returns_true_and_stops_watching() -> None:
    """The work completes: True, and no watcher task is left behind."""

    async def scenario() -> tuple[bool, set[asyncio.Task[object]]]:
        done = await unless_disconnected(client(asyncio.Event()), lambda: asyncio.sleep(0))
        await asyncio.sleep(0)  # the cancelled watcher finishes unwinding
        current = asyncio.current_task()
        return done, {task for task in asyncio.all_tasks() if task is not current}

    done, left = asyncio.run(scenario())
    assert done is True
    assert left == set()


def test_a_disconnect_cancels_the_work_and_returns_false() -> None:
    """The client leaves mid-wait: the work is cancelled (and unwound) before False comes back."""
    events: list[str] = []

    async def scenario() -> bool:
        gone = asyncio.Event()

        async def work() -> None:
            try:
                gone.set()  # the client leaves while the work is under way
                await asyncio.sleep(3600)
                events.append("finished")
            except asyncio.CancelledError:
                events.append("cancelled")
                raise

        return await unless_disconnected(client(gone), work)

    assert asyncio.run(scenario()) is False
    assert events == ["cancelled"]


def test_the_works_own_error_propagates() -> None:
    """A failure inside the work is the caller's error, not swallowed as a disconnect."""

    async def broken() -> None:
        raise RuntimeError("send failed")

    with pytest.raises(RuntimeError, match="send failed"):
        asyncio.run(unless_disconnected(client(asyncio.Event()), broken))


def test_cancelling_the_caller_cancels_the_work_too() -> None:
    """Server shutdown cancels the request: the work does not outlive it."""
    events: list[str] = []

    async def scenario() -> None:
        started = asyncio.Event()

        async def work() -> None:
            started.set()
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                events.append("work cancelled")
                raise

        caller = asyncio.ensure_future(unless_disconnected(client(asyncio.Event()), work))
        await started.wait()
        caller.cancel()
        with pytest.raises(asyncio.CancelledError):
            await caller

    asyncio.run(scenario())
    assert events == ["work cancelled"]
