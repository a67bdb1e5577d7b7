"""A side-by-side walk of two schemas: the direction data flows, and where findings go."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from billing_sim.toolkit.contract_diff.changes import ChangeSet
from billing_sim.toolkit.contract_diff.refs import Resolver

Direction = Literal["request", "response"]


@dataclass
class SchemaWalk:
    """One side-by-side walk of an operation's schemas in one direction.

    Attributes:
        seen: (old, new) pointer pairs already compared: makes recursive schemas terminate
            and reports a shared component once per operation.
    """

    old: Resolver
    new: Resolver
    findings: ChangeSet
    operation: str | None
    direction: Direction
    seen: set[tuple[str, str]] = field(default_factory=set)

    def report(self, rule: str, location: str, message: str) -> None:
        """Record a finding for this walk's operation."""
        self.findings.add(rule, self.operation, location, message)
