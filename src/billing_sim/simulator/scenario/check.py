"""Everything a scenario must satisfy beyond its shape: field combinations and the contract.

A rule may only name operations, tags and path templates the contract has; its timing keys must
make sense together; a rule that can never fire is an error. Each fault kind checks itself
against the operations its rule can match (``check`` in its module under
:mod:`billing_sim.simulator.scenario.faults`: ``http_error`` may only send what they declare unless
the rule
says ``off_contract: true``, ``not_found`` needs a business 404...).

Only the kinds that imitate a contract answer take ``off_contract`` (``http_error``), so leaving
the contract must be deliberate. The others (``hang``, ``reset``, ``malformed``...) are
off-contract by their very kind and need no flag; the engine marks their decisions off-contract
all the same.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding, render_path
from billing_sim.simulator.scenario.faults import FLAGGABLE_KINDS
from billing_sim.simulator.scenario.match import Match, Operations, select_operations
from billing_sim.simulator.scenario.model import PhaseSpec, RuleSpec, ScenarioSpec

_HEADER_NAME = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]+$")
_WINDOW_FIELDS = ("nth", "first", "every", "after", "for_", "from_", "until")


@dataclass(frozen=True, slots=True)
class PhaseParts:
    """A phase as far as it is valid: its own keys, and each of its rules (``None``: invalid)."""

    head: PhaseSpec | None
    rules: Sequence[RuleSpec | None]


def check_scenario(spec: ScenarioSpec) -> list[Finding]:
    """Every problem with ``spec`` that its pydantic shape cannot express."""
    phases = None if spec.phases is None else [PhaseParts(p, p.rules) for p in spec.phases]
    return check_parts(spec.description, spec.rules, phases)


def check_parts(
    description: object,
    rules: Sequence[RuleSpec | None] | None,
    phases: Sequence[PhaseParts] | None,
) -> list[Finding]:
    """The checks of :func:`check_scenario` on the parts of a document that are valid.

    A document with schema errors is checked this way too (``None`` marks an invalid rule or
    phase head), so ``scenarios check`` reports its contract problems in the same run.
    """
    findings: list[Finding] = []
    if isinstance(description, str) and description and not description.strip():
        findings.append((("description",), "must not be blank"))
    if rules is not None and phases is not None:
        findings.append((("phases",), "use either rules or phases, not both"))
    elif rules is None and phases is None:
        findings.append(((), "needs rules (a list, possibly empty) or phases (a timeline)"))
    if rules is not None:
        findings += _check_rules(rules, ("rules",))
    if phases is not None:
        findings += _check_phases(phases)
    return findings


def _check_phases(phases: Sequence[PhaseParts]) -> list[Finding]:
    findings: list[Finding] = []
    first_index: dict[str, int] = {}
    for index, parts in enumerate(phases):
        path: FieldPath = ("phases", index)
        phase = parts.head
        if phase is not None:
            if phase.name in first_index:
                earlier = first_index[phase.name]
                message = f"duplicate phase name (also phases[{earlier}])"
                findings.append(((*path, "name"), message))
            first_index.setdefault(phase.name, index)
            if phase.duration is not None and phase.requests is not None:
                findings.append(((*path, "requests"), "set duration or requests, not both"))
            elif phase.duration is None and phase.requests is None and index < len(phases) - 1:
                message = "needs duration (seconds) or requests (a count); only the last phase "
                findings.append((path, message + "may run forever"))
        findings += _check_rules(parts.rules, (*path, "rules"))
    return findings


def _check_rules(rules: Sequence[RuleSpec | None], path: FieldPath) -> list[Finding]:
    findings: list[Finding] = []
    selected: list[frozenset[str]] = []
    for index, rule in enumerate(rules):
        if rule is None:
            selected.append(frozenset())
            continue
        rule_path = (*path, index)
        match_findings = check_match(rule.match, (*rule_path, "match"))
        operations = select_operations(rule.match)
        selected.append(operations)
        findings += match_findings + _check_timing(rule, rule_path)
        if match_findings:
            findings += check_fault_for(rule, None, rule_path)
            continue
        if not operations:
            message = "matches no operation: no operation satisfies all of its criteria together"
            findings.append(((*rule_path, "match"), message))
            continue
        findings += check_fault(rule, sorted(operations), rule_path)
        findings += _check_shadowing(rules, selected, index, path)
    return findings


def check_fault(rule: RuleSpec, operations: Sequence[str], path: FieldPath) -> list[Finding]:
    """Problems with ``rule.fault`` given the (non-empty, sorted) ``operations`` it can hit."""
    fault = rule.fault
    findings: list[Finding] = []
    if rule.off_contract and not fault.flaggable:
        flaggable = ", ".join(FLAGGABLE_KINDS)
        message = f"off_contract only marks {flaggable} rules; {fault.kind} needs no flag"
        findings.append(((*path, "off_contract"), message))
    return findings + fault.check(operations, (*path, "fault"), rule.off_contract)


def check_fault_for(
    rule: RuleSpec, operations: frozenset[str] | None, path: FieldPath
) -> list[Finding]:
    """Problems with ``rule.fault`` when its match selects ``operations``.

    ``None``: the match is invalid, so what it was meant to select is unknown; the fault's
    problems that hold whatever it meant (on every operation) are reported all the same, so a
    mistyped operation does not hide ``status: 418`` until the next run.
    """
    if operations is not None:
        return check_fault(rule, sorted(operations), path) if operations else []
    everywhere = set.intersection(
        *({field for field, _ in check_fault(rule, [op], path)} for op in OPERATIONS)
    )
    return [f for f in check_fault(rule, sorted(OPERATIONS), path) if f[0] in everywhere]


def _check_shadowing(
    rules: Sequence[RuleSpec | None],
    selected: Sequence[frozenset[str]],
    index: int,
    path: FieldPath,
) -> list[Finding]:
    """A rule after an unconditional rule covering all its operations can never fire."""
    for earlier in range(index):
        rule = rules[earlier]
        if rule is not None and _is_unconditional(rule) and selected[index] <= selected[earlier]:
            label = render_path((*path, earlier))
            message = f"never fires: {label} already answers every request it matches"
            return [((*path, index), message + " (first match wins)")]
    return []


def _is_unconditional(rule: RuleSpec) -> bool:
    timed = any(getattr(rule, name) is not None for name in _WINDOW_FIELDS)
    chance = rule.probability not in (None, 1)
    match = rule.match
    return not (timed or chance or match.path_params or match.headers or match.customer)


def _check_timing(rule: RuleSpec, path: FieldPath) -> list[Finding]:
    findings: list[Finding] = []
    if rule.nth is not None and any(
        v is not None for v in (rule.first, rule.every, rule.after, rule.for_)
    ):
        findings.append(((*path, "nth"), "nth picks one request; drop first, every, after, for"))
    elif rule.first is not None and rule.after is not None:
        message = "first and after exclude each other; for a window use after: N with for: M"
        findings.append(((*path, "after"), message))
    if rule.for_ is not None and rule.after is None:
        message = "for needs after (after: 10 with for: 5 selects requests 11 to 15)"
        findings.append(((*path, "for"), message))
    if rule.from_ is not None and rule.until is not None and rule.until <= rule.from_:
        message = f"until ({rule.until:g}) must be later than from ({rule.from_:g})"
        findings.append(((*path, "until"), message))
    return findings


def check_match(match: Match, path: FieldPath) -> list[Finding]:
    """Problems with a rule's ``match`` at ``path``: unknown names, bad ids and headers."""
    findings = _check_operations(match, path)
    if match.except_ is not None:
        where = (*path, "except")
        excluded = _check_operations(match.except_, where)
        findings += excluded
        if not excluded:
            kept = select_operations(match.model_copy(update={"except_": None}))
            if not kept & select_operations(match.except_):
                findings.append(
                    (where, "excludes none of the operations the rest of match selects")
                )
    if match.customer is not None:
        findings += _check_path_param((*path, "customer"), "customer_id", match.customer)
    for name, value in (match.path_params or {}).items():
        findings += _check_path_param((*path, "path_params", name), name, value)
    for name in match.headers or {}:
        if not _HEADER_NAME.fullmatch(name):
            findings.append(((*path, "headers", name), "is not a valid HTTP header name"))
    return findings


def _check_operations(match: Operations, path: FieldPath) -> list[Finding]:
    """Operation ids, tags and path templates must exist; no criterion given twice."""
    findings: list[Finding] = []
    if match.operation is not None and match.operations is not None:
        findings.append(((*path, "operations"), "use operation or operations, not both"))
    if match.tag is not None and match.tags is not None:
        findings.append(((*path, "tags"), "use tag or tags, not both"))
    names = [((*path, "operation"), match.operation)] if match.operation else []
    names += [((*path, "operations", i), op) for i, op in enumerate(match.operations or ())]
    for where, name in names:
        if name not in OPERATIONS:
            findings.append((where, _unknown("operation", name, OPERATIONS)))
    tags = [((*path, "tag"), match.tag)] if match.tag else []
    tags += [((*path, "tags", i), tag) for i, tag in enumerate(match.tags or ())]
    findings += [
        (where, _unknown("tag", t, contract.TAGS)) for where, t in tags if t not in contract.TAGS
    ]
    if match.path is not None and match.path not in contract.PATH_TEMPLATES:
        message = _unknown("path template", match.path, contract.PATH_TEMPLATES)
        findings.append(((*path, "path"), message + "; put ids in path_params"))
    return findings


def _check_path_param(where: FieldPath, name: str, value: str) -> list[Finding]:
    if name not in contract.PATH_PARAMS:
        return [(where, _unknown("path parameter", name, contract.PATH_PARAMS))]
    pattern = contract.path_param_pattern(name)
    if pattern is not None and not pattern.search(value):
        message = f"{value!r} is not a valid {name} (the contract's pattern: {pattern.pattern})"
        return [(where, message)]
    return []


def _unknown(what: str, name: str, known: Iterable[str]) -> str:
    known = sorted(known)
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(known)}"
    return f"unknown {what} {name!r}; {hint}"
