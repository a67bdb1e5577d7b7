"""``close``: the connection is closed without a response."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class Close:
    """Close the connection cleanly without answering."""

    def describe(self) -> str:
        return "connection closed without a response"

    async def apply(self, wire: Wire) -> None:
        """Close the connection; the request is not processed."""
        await wire.break_connection("close")


class CloseFault(FaultSpec):
    """Close the connection without sending a response."""

    kind: Literal["close"]

    off_contract_kind: ClassVar[bool] = True  # no answer at all

    def build(self, operation_id: str, key: DrawKey) -> Close:
        return Close()
