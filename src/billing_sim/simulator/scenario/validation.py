"""pydantic validation of a YAML document, with errors QA can act on.

pydantic's errors carry a location made of keys, list indices and, inside the fault union, the
``kind`` tag; this module maps that location back onto the document (dropping the tag) to find
the field path and its line, and rewrites the message in the terms of a scenario file.

pydantic stops at the shape, so a file with one mistyped value would hide its unknown
operation or undeclared status until the next run. When a document fails, each rule (and each
phase's own keys) is validated on its own; the valid ones go through the same checks as a valid
file (:func:`billing_sim.simulator.scenario.check.check_parts`), and an invalid rule still has its
``match`` and ``fault`` checked when those parts are valid (a fault under an invalid match for
what holds whatever the match meant): every problem in one run.
"""

from __future__ import annotations

import difflib
import types
import typing
from typing import Any, TypeVar, get_args, get_origin

import pydantic
from pydantic_core import ErrorDetails

from billing_sim.simulator.scenario.check import (
    PhaseParts,
    check_fault_for,
    check_match,
    check_parts,
)
from billing_sim.simulator.scenario.errors import FieldPath, Finding, ScenarioError, ScenarioIssue
from billing_sim.simulator.scenario.faults import FAULT_KINDS, FAULT_SPECS
from billing_sim.simulator.scenario.match import Match, select_operations
from billing_sim.simulator.scenario.model import PhaseSpec, RuleSpec, ScenarioSpec
from billing_sim.simulator.scenario.yaml_source import YamlDocument

_EXPECTED = {
    "int_type": "a whole number",
    "float_type": "a number",
    "string_type": "text",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "a mapping",
    "model_type": "a mapping",
    "model_attributes_type": "a mapping",
}
_MESSAGES = {
    "missing": "required key is missing",
    "finite_number": "must be a finite number",
    "greater_than": "must be greater than {gt}, got {input}",
    "greater_than_equal": "must be at least {ge}, got {input}",
    "less_than": "must be less than {lt}, got {input}",
    "less_than_equal": "must be at most {le}, got {input}",
    "string_too_short": "must not be empty",
    "string_too_long": "is longer than {max_length} characters",
    "too_short": "needs at least {min_length} item(s)",
    "too_long": "has {actual_length} items; at most {max_length} allowed",
}
"""Messages by pydantic error type, formatted with its context (numbers as QA writes them)."""

Model = TypeVar("Model", bound=pydantic.BaseModel)


def validate_document(document: YamlDocument) -> ScenarioSpec:
    """Validate ``document`` against :class:`ScenarioSpec`.

    Raises:
        ScenarioError: with one located issue per problem pydantic found, and the contract
            problems of the document's valid parts.
    """
    data = document.data
    if not isinstance(data, dict):
        got = "an empty file" if data is None else _describe(data)
        message = f"expected a mapping with description, seed and rules or phases, got {got}"
        raise ScenarioError([document.issue((), message)])
    try:
        return ScenarioSpec.model_validate(data)
    except pydantic.ValidationError as exc:
        issues = [_issue(error, document) for error in exc.errors()]
        salvaged = [document.issue(*finding) for finding in _salvaged_findings(data)]
        raise ScenarioError([*issues, *salvaged]) from None


def _issue(error: ErrorDetails, document: YamlDocument) -> ScenarioIssue:
    path, model_path = _locate(error["loc"], document.data)
    message = _message(error, model_path)
    if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
        path = (*path, "kind")
    return document.issue(path, message)


def _locate(loc: tuple[int | str, ...], data: object) -> tuple[FieldPath, tuple[int | str, ...]]:
    """(field path in the document, pydantic location without the final element)."""
    path: list[str | int] = []
    node = data
    for position, part in enumerate(loc):
        last = position == len(loc) - 1
        in_mapping = isinstance(node, dict) and isinstance(part, str) and part in node
        in_list = isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        if in_mapping or in_list:
            node = node[part]  # type: ignore[index]
        elif not last:
            continue  # a union tag such as "http_error": not a key of the document
        path.append(part)
    return tuple(path), loc[:-1]


def _message(error: ErrorDetails, model_path: tuple[int | str, ...]) -> str:
    kind = error["type"]
    ctx = error.get("ctx", {})
    value = error["input"]
    if kind == "extra_forbidden":
        return _unknown_key(error["loc"][-1], _allowed_keys(model_path))
    if kind == "union_tag_invalid":
        return f"unknown fault kind {ctx['tag']!r}; expected one of: {', '.join(FAULT_KINDS)}"
    if kind == "union_tag_not_found":
        return f"required key is missing; one of: {', '.join(FAULT_KINDS)}"
    if kind in _EXPECTED:
        quote = kind == "string_type" and isinstance(value, bool)
        hint = "; YAML reads yes/no/on/off as booleans, so quote it" if quote else ""
        return f"expected {_EXPECTED[kind]}, got {_describe(value)}{hint}"
    if kind == "literal_error":
        return f"expected {ctx['expected']}, got {_describe(value)}"
    if kind in _MESSAGES:
        numbers = {name: _number(bound) for name, bound in ctx.items()}
        return _MESSAGES[kind].format(**numbers, input=_number(value))
    text = error["msg"]
    return text[:1].lower() + text[1:]


def _unknown_key(key: object, allowed: list[str]) -> str:
    if not allowed:
        return "unknown key"
    close = difflib.get_close_matches(str(key), allowed, n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return f"unknown key{hint} (allowed: {', '.join(allowed)})"


def _number(value: object) -> str:
    """``1.0`` -> ``1``: bounds are written as QA would write them."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    return repr(value)


def _allowed_keys(model_path: tuple[int | str, ...]) -> list[str]:
    """The keys of the model at ``model_path`` (pydantic's location of a mapping)."""
    current: Any = ScenarioSpec
    for part in model_path:
        current = _step(_unwrap(current), part)
        if current is None:
            return []
    model = _unwrap(current)
    if isinstance(model, type) and issubclass(model, pydantic.BaseModel):
        return [field.alias or name for name, field in model.model_fields.items()]
    return []


def _unwrap(annotation: Any) -> Any:
    """Strip ``Annotated`` and ``X | None`` down to the interesting type."""
    while True:
        if get_origin(annotation) is typing.Annotated:
            annotation = get_args(annotation)[0]
        elif get_origin(annotation) in (typing.Union, types.UnionType):
            options = [arg for arg in get_args(annotation) if arg is not type(None)]
            if len(options) != 1:
                return annotation
            annotation = options[0]
        else:
            return annotation


def _step(annotation: Any, part: int | str) -> Any:
    if get_origin(annotation) is list and isinstance(part, int):
        return get_args(annotation)[0]
    if get_origin(annotation) in (typing.Union, types.UnionType):  # the fault union: by kind
        return FAULT_SPECS.get(str(part))
    if isinstance(annotation, type) and issubclass(annotation, pydantic.BaseModel):
        for name, field in annotation.model_fields.items():
            if part in (name, field.alias):
                return field.annotation
    return None


def _salvaged_findings(data: dict[str, Any]) -> list[Finding]:
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
        if rule is None and isinstance(item, dict):
            findings += _salvaged_rule(item, (*path, index))
    return rules


def _salvaged_rule(item: dict[str, Any], path: FieldPath) -> list[Finding]:
    """An invalid rule's valid ``match`` and ``fault`` checked as a valid rule's would be."""
    findings: list[Finding] = []
    match = _valid(Match, item.get("match", {}))
    if match is not None and "match" in item:
        findings += check_match(match, (*path, "match"))
    fault_only = {key: item[key] for key in ("fault", "off_contract") if key in item}
    rule = _valid(RuleSpec, fault_only) if "fault" in item else None
    if rule is not None:
        operations = select_operations(match) if match is not None and not findings else None
        findings += check_fault_for(rule, operations, path)
    return findings


def _valid(model: type[Model], value: object) -> Model | None:
    try:
        return model.model_validate(value)
    except pydantic.ValidationError:
        return None
