"""``hang``: no response at all; the server gives up after ``max_s`` and closes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.fields import HoldSeconds
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class Hang:
    """Send nothing; after ``max_s`` seconds close the connection (nothing is held forever)."""

    max_s: float

    def describe(self) -> str:
        return f"hang: no response, connection closed after {self.max_s:g} s"

    async def apply(self, wire: Wire) -> None:
        """Read the body, answer nothing for ``max_s`` (less if the client leaves), close."""
        await wire.read_body()
        await wire.hang(self.max_s)


class HangFault(FaultSpec):
    """Never answer; the server gives up after ``max_s`` and closes the connection."""

    kind: Literal["hang"]
    max_s: HoldSeconds = 30.0

    off_contract_kind: ClassVar[bool] = True  # no answer at all

    def build(self, operation_id: str, key: DrawKey) -> Hang:
        return Hang(self.max_s)
