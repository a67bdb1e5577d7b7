"""The contract checks of a document that failed its schema: every problem in one run.

pydantic stops at the shape, so a file with one mistyped value would hide its unknown
operation or undeclared status until the next run. Here each rule (and each phase's own keys)
is validated on its own; the valid ones go through the same checks as a valid file
(:func:`simulator.scenario.check.check_parts`), and an invalid rule still has its ``match``
checked when that part is valid. The schema errors themselves come from
:mod:`simulator.scenario.validation`; nothing here repeats them.
"""

from __future__ import annotations

from typing import Any, TypeVar

import pydantic

from simulator.scenario.check import PhaseParts, check_match, check_parts
from simulator.scenario.errors import FieldPath, Finding
from simulator.scenario.match import Match
from simulator.scenario.model import PhaseSpec, RuleSpec


def salvaged_findings(data: dict[str, Any]) -> list[Finding]:
    """The contract findings of the valid parts of ``data`` (a mapping that failed validation)."""
    findings: list[Finding] = []
    rules = _rules(data.get("rules"), ("rules",), findings) if "rules" in data else None
    phases: list[PhaseParts] | None = None
    if "phases" in data:
        phases = []
        items = data["phases"] if isinstance(data["phases"], list) else []
        for index, item in enumerate(items):
            phases.append(_phase(item, ("phases", index), findings))
    if "rules" in data and rules is None:
        rules = []  # present but not a list: pydantic said so; keep the layout checks quiet
    return findings + check_parts(data.get("description"), rules, phases)


def _phase(item: object, path: FieldPath, findings: list[Finding]) -> PhaseParts:
    if not isinstance(item, dict):
        return PhaseParts(None, [])
    head = _valid(PhaseSpec, {key: value for key, value in item.items() if key != "rules"})
    rules = _rules(item.get("rules"), (*path, "rules"), findings) or []
    return PhaseParts(head, rules)


def _rules(items: object, path: FieldPath, findings: list[Finding]) -> list[RuleSpec | None] | None:
    if not isinstance(items, list):
        return None
    rules: list[RuleSpec | None] = []
    for index, item in enumerate(items):
        rule = _valid(RuleSpec, item)
        rules.append(rule)
        if rule is None and isinstance(item, dict) and "match" in item:
            match = _valid(Match, item["match"])
            if match is not None:
                findings += check_match(match, (*path, index, "match"))
    return rules


Model = TypeVar("Model", bound=pydantic.BaseModel)


def _valid(model: type[Model], value: object) -> Model | None:
    try:
        return model.model_validate(value)
    except pydantic.ValidationError:
        return None
