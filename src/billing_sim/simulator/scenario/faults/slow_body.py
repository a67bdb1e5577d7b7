"""``slow_body``: the real response, its body dribbled in ``chunks`` pieces over ``duration_s``.

Per-read timeouts never fire, so only an overall deadline protects the client.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.fields import HoldSeconds
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class SlowBody:
    """Send the real response, its body split into ``chunks`` over ``duration_s``."""

    duration_s: float
    chunks: int

    def describe(self) -> str:
        return f"body dribbled in {self.chunks} chunks over {self.duration_s:g} s"

    async def apply(self, wire: Wire) -> None:
        """Headers at once, then evenly spaced pieces, until done or the client leaves."""
        await wire.read_body()
        captured = await wire.capture()
        body = captured.body
        if not body:
            await wire.pass_through(captured)
            return
        chunks = self.chunks
        await wire.send_head(captured)
        bounds = [round(i * len(body) / chunks) for i in range(chunks + 1)]
        gap = self.duration_s / (chunks - 1)

        async def dribble() -> None:
            for i in range(chunks):
                if i:
                    await wire.sleep(gap)
                await wire.send_body(body[bounds[i] : bounds[i + 1]], more=i < chunks - 1)

        await wire.unless_disconnected(dribble)


class SlowBodyFault(FaultSpec):
    """The normal response, its body dribbled in ``chunks`` pieces over ``duration_s``."""

    kind: Literal["slow_body"]
    duration_s: HoldSeconds
    chunks: Annotated[int, Field(ge=2, le=1000)] = 10

    def build(self, operation_id: str, key: DrawKey) -> SlowBody:
        return SlowBody(self.duration_s, self.chunks)
