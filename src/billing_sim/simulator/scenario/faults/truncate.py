"""``truncate``: the real status and headers, then part of the body, then the connection ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class Truncate:
    """Send status and headers of the real response, then cut its body and close."""

    fraction: float | None
    bytes: int | None

    def describe(self) -> str:
        cut = f"{self.bytes} bytes" if self.bytes is not None else f"{self.fraction:.0%}"
        return f"body cut after {cut}"

    async def apply(self, wire: Wire) -> None:
        """Always short of the declared ``Content-Length``; an empty body goes out whole."""
        captured = await wire.capture()
        body = captured.body
        if not body:
            await wire.pass_through(captured)
            return
        cut = self.bytes if self.bytes is not None else int(len(body) * (self.fraction or 0.5))
        cut = max(0, min(cut, len(body) - 1))
        await wire.send_head(captured)
        await wire.send_body(body[:cut], more=True)
        await wire.break_connection("truncate")


class TruncateFault(FaultSpec):
    """Send the status and headers, then cut the body after ``fraction`` or ``bytes``."""

    kind: Literal["truncate"]
    fraction: Annotated[float, Field(gt=0, lt=1)] | None = None
    bytes: Annotated[int, Field(ge=0, le=10_000_000)] | None = None

    off_contract_kind: ClassVar[bool] = True  # a body short of its Content-Length

    def build(self, operation_id: str, key: DrawKey) -> Truncate:
        """Half the body unless ``fraction`` or ``bytes`` says otherwise."""
        fraction = 0.5 if self.fraction is None and self.bytes is None else self.fraction
        return Truncate(fraction, self.bytes)

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """``fraction`` or ``bytes``, not both."""
        if self.fraction is not None and self.bytes is not None:
            return [((*where, "bytes"), "set fraction or bytes, not both")]
        return []
