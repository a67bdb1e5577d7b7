"""One rule of a compiled scenario: what it selects, resolved against the contract.

Its own module so that the compiled scenario (:mod:`~billing_sim.simulator.scenario.compiled`)
and the per-request index of its rules (:mod:`~billing_sim.simulator.scenario.selector`) both
stand on it, neither on the other.
"""

from __future__ import annotations

from dataclasses import dataclass

from billing_sim.simulator.scenario.faults import Fault
from billing_sim.simulator.scenario.model import RuleSpec


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule with its matcher resolved against the contract.

    Args:
        index: Position in its phase's rule list (first match wins).
        label: Where it is written: ``rules[1]`` or ``phases[2].rules[0]``.
        spec: The rule as written (timing fields, fault).
        operations: Operation ids its static criteria select.
        path_params: ``(name, value)`` pairs that must all equal the request's.
        headers: ``(lower-case name, value)`` pairs that must all equal the request's.
        customer: The customer the request must be about, if any.
        off_contract: Whether its answers fall outside the contract (flagged, or by kind).
    """

    index: int
    label: str
    spec: RuleSpec
    operations: frozenset[str]
    path_params: tuple[tuple[str, str], ...]
    headers: tuple[tuple[str, str], ...]
    customer: str | None = None
    off_contract: bool = False

    @property
    def name(self) -> str:
        """The rule's ``name``, or its label when it has none."""
        return self.spec.name or self.label

    @property
    def fault(self) -> Fault:
        """What goes wrong when this rule fires."""
        return self.spec.fault
