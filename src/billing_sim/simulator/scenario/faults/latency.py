"""``latency``: wait, then answer normally; a fixed ``ms`` or drawn from a ``distribution``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Annotated, Literal

from pydantic import Field

from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.fields import MAX_LATENCY_MS, Millis, StrictModel
from billing_sim.simulator.scenario.rng import DrawKey


@dataclass(frozen=True, slots=True)
class Delay:
    """Wait ``ms`` milliseconds, then answer normally."""

    ms: int

    def describe(self) -> str:
        return f"delay {self.ms} ms, then the normal response"

    async def apply(self, wire: Wire) -> None:
        """The delay ends ``ms`` after the request's arrival, unless the client leaves first."""
        await wire.read_body()
        wait = wire.left_of(self.ms / 1000)
        if await wire.unless_disconnected(lambda: wire.sleep(wait)):
            await wire.route()


class Uniform(StrictModel):
    """Latency drawn uniformly from ``[min_ms, max_ms]``."""

    min_ms: Millis
    max_ms: Millis


class Lognormal(StrictModel):
    """Latency with a long right tail: half the requests wait less than ``median_ms``."""

    median_ms: Annotated[int, Field(gt=0, le=MAX_LATENCY_MS)]
    sigma: Annotated[float, Field(gt=0, le=3)]


class Distribution(StrictModel):
    """One latency distribution: ``uniform`` or ``lognormal``."""

    uniform: Uniform | None = None
    lognormal: Lognormal | None = None


class LatencyFault(FaultSpec):
    """Wait before answering normally: ``ms`` fixed, or drawn from ``distribution``."""

    kind: Literal["latency"]
    ms: Millis | None = None
    distribution: Distribution | None = None
    max_ms: Millis | None = None

    def build(self, operation_id: str, key: DrawKey) -> Delay:
        """The delay in whole milliseconds, drawn from the request's key."""
        return Delay(self._ms(key))

    def _ms(self, key: DrawKey) -> int:
        distribution = self.distribution
        if self.ms is not None or distribution is None:
            return self.ms or 0  # neither given is excluded by the check; no delay is safe
        # Half-open draws [0, 1) shifted into (0, 1): inv_cdf rejects 0.
        u = min(max(key.uniform("latency"), 1e-12), 1 - 1e-12)
        if distribution.uniform is not None:
            low, high = distribution.uniform.min_ms, distribution.uniform.max_ms
            ms = low + u * (high - low)
        elif distribution.lognormal is not None:
            spec = distribution.lognormal
            ms = spec.median_ms * math.exp(spec.sigma * NormalDist().inv_cdf(u))
        else:
            ms = 0.0
        cap = MAX_LATENCY_MS if self.max_ms is None else self.max_ms
        # Whole milliseconds: the same number on every platform, whatever its libm rounds.
        return min(round(ms), cap)

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """``ms`` or one distribution; ``max_ms`` only caps a distribution."""
        if self.ms is not None and self.distribution is not None:
            return [((*where, "distribution"), "set ms (fixed) or distribution, not both")]
        if self.ms is None and self.distribution is None:
            return [(where, "needs ms (a fixed delay) or distribution (uniform or lognormal)")]
        if self.ms is not None and self.max_ms is not None:
            return [((*where, "max_ms"), "max_ms caps a distribution; with a fixed ms drop it")]
        distribution = self.distribution
        if distribution is None:
            return []
        uniform, lognormal = distribution.uniform, distribution.lognormal
        if (uniform is None) == (lognormal is None):
            return [((*where, "distribution"), "needs exactly one of uniform or lognormal")]
        if uniform is not None and uniform.max_ms < uniform.min_ms:
            message = f"max_ms ({uniform.max_ms}) is below min_ms ({uniform.min_ms})"
            return [((*where, "distribution", "uniform", "max_ms"), message)]
        return []
