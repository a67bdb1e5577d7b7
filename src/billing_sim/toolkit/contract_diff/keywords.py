"""Rules for a schema node's own keywords: nullability, type and format, enum, pattern, bounds.

Requests may only accept more; responses may only send less (see
``billing_sim.toolkit.contract_diff.schemas``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from billing_sim.toolkit.contract_diff.patterns import includes
from billing_sim.toolkit.contract_diff.refs import child
from billing_sim.toolkit.contract_diff.schema_view import MIN_KEYWORDS, SchemaView
from billing_sim.toolkit.contract_diff.walk import SchemaWalk


def compare_nullability(
    walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str, optional: bool
) -> None:
    """Null allowed or not; an ``optional`` response property may already be absent, so clients
    cope with a missing value and a new null adds nothing to break."""
    if before.nullable == after.nullable:
        return
    if walk.direction == "request":
        if before.nullable:
            walk.report("request-type-changed", after.origin, f"{trail} no longer accepts null.")
        else:
            walk.report("request-type-widened", after.origin, f"{trail} now accepts null.")
    elif after.nullable and not optional:
        walk.report(
            "response-property-made-nullable",
            after.origin,
            f"{trail} may now be null; clients that rely on a value (and validate it) break.",
        )
    elif before.nullable:
        walk.report("response-type-narrowed", after.origin, f"{trail} is never null any more.")


def _covers(wide: frozenset[str], narrow: frozenset[str]) -> bool:
    return all(name in wide or (name == "integer" and "number" in wide) for name in narrow)


def _describe(types: frozenset[str] | None) -> str:
    return "any type" if types is None else "|".join(sorted(types))


def compare_types(walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str) -> bool:
    """Report type and format changes; False when the types are incompatible."""
    was, now = _describe(before.types), _describe(after.types)
    if before.types != after.types:
        if walk.direction == "request":
            if after.types is None or (
                before.types is not None and _covers(after.types, before.types)
            ):
                walk.report("request-type-widened", after.pointer, f"{trail}: {was} → {now}.")
            else:
                walk.report(
                    "request-type-changed",
                    after.pointer,
                    f"{trail}: {was} → {now}; requests valid before are rejected.",
                )
                return False
        elif before.types is None or (
            after.types is not None and _covers(before.types, after.types)
        ):
            walk.report("response-type-narrowed", after.pointer, f"{trail}: {was} → {now}.")
        else:
            walk.report(
                "response-type-changed",
                after.pointer,
                f"{trail}: {was} → {now}; old clients cannot parse the new values.",
            )
            return False
    if before.format != after.format:
        formats = f"{trail}: format {before.format or 'none'} → {after.format or 'none'}"
        location = child(after.pointer, "format")
        if walk.direction == "request":
            rule = "request-type-widened" if after.format is None else "request-type-changed"
            walk.report(rule, location, f"{formats}.")
        elif before.format is None:
            walk.report("response-type-narrowed", location, f"{formats}.")
        else:
            walk.report(
                "response-type-changed",
                location,
                f"{formats}; old clients still parse the old format.",
            )
    return True


def _values(encoded: frozenset[str]) -> str:
    return ", ".join(str(json.loads(value)) for value in sorted(encoded))


def compare_enum(walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str) -> None:
    """Enum values added or removed, or an enum imposed or dropped."""
    if before.enum == after.enum:
        return
    location = child(after.pointer, "enum")
    request = walk.direction == "request"
    if before.enum is None or after.enum is None:
        if after.enum is not None:
            rule = "request-enum-narrowed" if request else "response-enum-narrowed"
            walk.report(rule, location, f"{trail} is now restricted to: {_values(after.enum)}.")
        else:
            rule = "request-enum-widened" if request else "response-enum-widened"
            walk.report(rule, location, f"{trail} is no longer restricted to a list of values.")
        return
    removed, added = before.enum - after.enum, after.enum - before.enum
    if removed:
        rule = "request-enum-narrowed" if request else "response-enum-narrowed"
        walk.report(rule, location, f"{trail} no longer allows: {_values(removed)}.")
    if added and request:
        walk.report(
            "request-enum-widened", location, f"{trail} now also accepts: {_values(added)}."
        )
    elif added:
        walk.report(
            "response-enum-widened",
            location,
            f"{trail} may now be: {_values(added)}. The client validates responses against "
            "StrEnums generated from the old contract, so a new value fails validation there.",
        )


@dataclass(frozen=True)
class _PatternRules:
    """The rules and wording of a pattern change in one direction."""

    proved: str
    disproved: str
    undecided: str
    proved_text: str
    disproved_text: str
    undecided_text: str


_PATTERN_RULES = {
    "request": _PatternRules(
        "request-constraint-widened",
        "request-pattern-changed",
        "request-pattern-review",
        "accepts every value it did",
        "{example} was accepted and is now rejected",
        "whether old values still pass cannot be shown",
    ),
    "response": _PatternRules(
        "response-constraint-narrowed",
        "response-pattern-changed",
        "response-pattern-review",
        "allows no value it rejected",
        "{example} may now be sent, and old clients validate the old one",
        "whether old clients accept every new value cannot be shown",
    ),
}


def compare_pattern(walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str) -> None:
    """A pattern added, changed or removed, judged by what it accepts (``patterns.includes``).

    Requests must keep accepting every value they did, responses must not send a value old
    clients reject. A change is non-breaking only when that is proved, breaking with a
    counterexample, and to review when neither can be shown.
    """
    if before.pattern == after.pattern:
        return
    location = child(after.pointer, "pattern")
    change = f"{trail}: pattern {before.pattern or 'none'} → {after.pattern or 'none'}"
    rules = _PATTERN_RULES[walk.direction]
    if walk.direction == "request":
        verdict = includes(after.pattern, before.pattern)
    else:
        verdict = includes(before.pattern, after.pattern)
    if verdict.holds:
        walk.report(rules.proved, location, f"{change} {rules.proved_text}.")
    elif verdict.holds is False:
        example = json.dumps(verdict.counterexample, ensure_ascii=False)
        text = rules.disproved_text.format(example=example)
        walk.report(rules.disproved, location, f"{change}; {text}.")
    else:
        walk.report(
            rules.undecided, location, f"{change}; {rules.undecided_text} ({verdict.reason})."
        )


def compare_bounds(walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str) -> None:
    """``min*`` and ``max*`` keywords (and ``exclusive*``) tightened or relaxed."""
    for keyword in sorted(before.bounds.keys() | after.bounds.keys()):
        was, now = before.bounds.get(keyword), after.bounds.get(keyword)
        if was == now:
            continue
        lower_is_tighter = keyword not in MIN_KEYWORDS
        tighter = was is None or (
            now is not None and (now < was if lower_is_tighter else now > was)
        )
        location = child(after.pointer, keyword)
        change = f"{trail}: {keyword} {was} → {now}"
        if walk.direction == "request":
            if tighter:
                walk.report("request-bound-narrowed", location, f"{change}; old values may fail.")
            else:
                walk.report("request-constraint-widened", location, f"{change}.")
        elif tighter:
            walk.report("response-constraint-narrowed", location, f"{change}.")
        else:
            walk.report(
                "response-bound-widened", location, f"{change}; old clients reject the new values."
            )
