"""The shape of a scenario file, as pydantic models: what QA may write, and nothing else.

Every model forbids unknown keys and coerces nothing (``strict``): ``seed: "7"`` is an error, not
a 7. Which requests a rule selects is :mod:`~simulator.scenario.match`, what goes wrong one
module per kind under :mod:`~simulator.scenario.faults`. Cross-field rules (``for`` needs
``after``, ``ms`` or ``distribution``, ...) and everything that needs the contract (operation
ids, declared statuses) live in :mod:`billing_sim.simulator.scenario.check`, which reports them
with the
same file/line/field precision. ``scenarios/README.md`` documents every field with examples.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from billing_sim.simulator.scenario.faults import Fault
from billing_sim.simulator.scenario.fields import (
    MAX_PHASES,
    MAX_RULES,
    Count,
    Seconds,
    StrictModel,
    Text,
)
from billing_sim.simulator.scenario.match import Match


class RuleSpec(StrictModel):
    """One rule: which requests (``match``), when (timing) and what goes wrong (``fault``).

    Timing defaults to always. ``from``/``for`` are Python keywords, hence the aliases (the YAML
    keys are ``from`` and ``for``; ``from_``/``for_`` are rejected there like any unknown key).
    """

    name: Text | None = None
    match: Match = Match()
    probability: Annotated[float, Field(ge=0, le=1)] | None = None
    nth: Count | None = None
    first: Count | None = None
    every: Count | None = None
    after: Count | None = None
    for_: Annotated[Count | None, Field(alias="for")] = None
    from_: Annotated[Seconds | None, Field(alias="from")] = None
    until: Seconds | None = None
    fault: Fault
    off_contract: bool = False


class PhaseSpec(StrictModel):
    """One step of a timeline; it ends after ``duration`` seconds or ``requests`` requests."""

    name: Annotated[str, Field(min_length=1, max_length=64)]
    duration: Annotated[float, Field(gt=0, le=86_400)] | None = None
    requests: Count | None = None
    rules: Annotated[list[RuleSpec], Field(max_length=MAX_RULES)] = Field(default_factory=list)


class ScenarioSpec(StrictModel):
    """A whole scenario file: either ``rules`` or a timeline of ``phases``."""

    description: Annotated[str, Field(min_length=1, max_length=4000)]
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)]
    rules: Annotated[list[RuleSpec], Field(max_length=MAX_RULES)] | None = None
    phases: Annotated[list[PhaseSpec], Field(min_length=1, max_length=MAX_PHASES)] | None = None
