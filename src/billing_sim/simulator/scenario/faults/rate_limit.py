"""``rate_limit``: a contract-conforming 429 with ``Retry-After`` and the ``RateLimit`` headers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import Field

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import FaultSpec, Reply, declared_by
from billing_sim.simulator.scenario.fields import Count, RetryAfter
from billing_sim.simulator.scenario.rng import DrawKey


class RateLimitFault(FaultSpec):
    """429 ``rate_limited`` with ``Retry-After`` and ``RateLimit``/``RateLimit-Policy``."""

    kind: Literal["rate_limit"]
    retry_after: RetryAfter = 1
    limit: Count = 60
    window_s: Annotated[int, Field(ge=1, le=86_400)] = 60

    def build(self, operation_id: str, key: DrawKey) -> Reply:
        """``429 rate_limited``, its headers from the rule (RFC 9331 draft fields)."""
        headers = (
            ("Retry-After", str(self.retry_after)),
            ("RateLimit-Policy", f'"default";q={self.limit};w={self.window_s}'),
            ("RateLimit", f'"default";r=0;t={self.retry_after}'),
        )
        return Reply(429, "rate_limited", "problem", headers)

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """Every operation must declare 429."""
        without = [op for op in operations if 429 not in OPERATIONS[op].statuses]
        if without:
            return [((*where, "kind"), f"429 is not declared by {declared_by(without)}")]
        return []
