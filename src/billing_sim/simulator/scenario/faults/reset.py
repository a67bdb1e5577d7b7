"""``reset``: the connection is reset (a TCP RST) instead of answering."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class Reset:
    """Abort the connection (TCP RST) without answering."""

    def describe(self) -> str:
        return "connection reset"

    async def apply(self, wire: Wire) -> None:
        """Reset the connection; the request is not processed."""
        await wire.break_connection("reset")


class ResetFault(FaultSpec):
    """Reset the connection (TCP RST) instead of answering."""

    kind: Literal["reset"]

    off_contract_kind: ClassVar[bool] = True  # no answer at all

    def build(self, operation_id: str, key: DrawKey) -> Reset:
        return Reset()
