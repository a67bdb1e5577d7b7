"""A checked scenario, in the form the engine uses: a timeline of phases with resolved rules.

A scenario written with plain ``rules`` is a timeline of one open-ended phase, so the engine
has a single code path. Build one with :func:`compile_scenario` after
:func:`billing_sim.simulator.scenario.check.check_scenario` found nothing (the loader does both).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from billing_sim.simulator.scenario.errors import render_path
from billing_sim.simulator.scenario.match import select_operations
from billing_sim.simulator.scenario.model import RuleSpec, ScenarioSpec
from billing_sim.simulator.scenario.rule import Rule
from billing_sim.simulator.scenario.selector import RuleSelector


@dataclass(frozen=True, slots=True)
class Phase:
    """One step of the timeline; ``duration_s`` or ``requests`` ends it, neither never does."""

    index: int
    name: str | None
    duration_s: float | None
    requests: int | None
    rules: tuple[Rule, ...]
    selectors: Mapping[str, RuleSelector] = field(default_factory=dict, compare=False)
    """For each operation some rule aims at, the index of those rules (built from ``rules``):
    a request only compares the path parameters and headers of the rules it may meet."""
    customer_operations: frozenset[str] = field(default=frozenset(), compare=False)
    """Operations some rule of this phase selects by customer (only they need to know it)."""

    def __post_init__(self) -> None:
        by_operation: dict[str, list[Rule]] = {}
        for rule in self.rules:
            for operation in rule.operations:
                by_operation.setdefault(operation, []).append(rule)
        selectors = {op: RuleSelector.of(rules) for op, rules in by_operation.items()}
        object.__setattr__(self, "selectors", selectors)
        wanting = frozenset(op for op, selector in selectors.items() if selector.by_customer)
        object.__setattr__(self, "customer_operations", wanting)


@dataclass(frozen=True, slots=True)
class Scenario:
    """A loaded, checked scenario; ``name`` is the file stem."""

    name: str
    source: str
    seed: int
    description: str
    phases: tuple[Phase, ...]
    spec: ScenarioSpec
    counts_requests: bool = field(default=False, init=False, compare=False)
    """Whether a phase ends after a number of requests (only those need recorded phase ends)."""
    timeless: Phase | None = field(default=None, init=False, compare=False)
    """The only phase, when it never ends (a scenario of plain rules): no phase to locate."""
    customer_operations: frozenset[str] = field(default=frozenset(), init=False, compare=False)
    """Operations some rule selects by customer: only their requests need the customer
    resolved (:mod:`billing_sim.simulator.playback.subject`); every other request pays nothing for
    it."""
    header_names: frozenset[bytes] = field(default=frozenset(), init=False, compare=False)
    """The (lower-case) headers some rule matches on: the only ones a request has decoded."""

    def __post_init__(self) -> None:
        counted = any(phase.requests is not None for phase in self.phases)
        object.__setattr__(self, "counts_requests", counted)
        wanting = frozenset().union(*(phase.customer_operations for phase in self.phases))
        object.__setattr__(self, "customer_operations", wanting)
        names = {name for phase in self.phases for rule in phase.rules for name, _ in rule.headers}
        object.__setattr__(self, "header_names", frozenset(n.encode("latin-1") for n in names))
        if len(self.phases) == 1 and self.phases[0].duration_s is None and not counted:
            object.__setattr__(self, "timeless", self.phases[0])

    @property
    def summary(self) -> str:
        """The first line of the description."""
        lines = self.description.strip().splitlines()
        return lines[0] if lines else ""


def compile_scenario(spec: ScenarioSpec, *, name: str, source: str) -> Scenario:
    """Resolve ``spec`` (already checked) into a :class:`Scenario`."""
    phases: tuple[Phase, ...]
    if spec.phases is None:
        phases = (Phase(0, None, None, None, _rules(spec.rules or [], ("rules",))),)
    else:
        phases = tuple(
            Phase(i, p.name, p.duration, p.requests, _rules(p.rules, ("phases", i, "rules")))
            for i, p in enumerate(spec.phases)
        )
    return Scenario(name, source, spec.seed, spec.description, phases, spec)


def _rules(specs: list[RuleSpec], path: tuple[str | int, ...]) -> tuple[Rule, ...]:
    return tuple(
        Rule(
            index=index,
            label=render_path((*path, index)),
            spec=spec,
            operations=select_operations(spec.match),
            path_params=tuple(sorted((spec.match.path_params or {}).items())),
            headers=tuple(sorted((k.lower(), v) for k, v in (spec.match.headers or {}).items())),
            customer=spec.match.customer,
            off_contract=spec.off_contract or spec.fault.leaves_contract(),
        )
        for index, spec in enumerate(specs)
    )
