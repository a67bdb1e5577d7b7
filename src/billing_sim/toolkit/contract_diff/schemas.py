"""Compatibility rules for schemas, in the direction the data flows.

A request schema says what the server accepts: it may only grow (a client built on the old
contract keeps sending what it sent). A response schema says what the server sends: it may only
shrink, because the generated client validates responses (pydantic models with the contract's
constraints, StrEnums for enums) and rejects anything the old contract did not allow.
"""

from __future__ import annotations

from billing_sim.toolkit.contract_diff.keywords import (
    compare_bounds,
    compare_enum,
    compare_nullability,
    compare_pattern,
    compare_types,
)
from billing_sim.toolkit.contract_diff.schema_view import Located, SchemaView, view
from billing_sim.toolkit.contract_diff.walk import SchemaWalk


def compare_schema(
    walk: SchemaWalk, old: Located, new: Located, trail: str, *, optional: bool = False
) -> None:
    """Compare two schema nodes and, recursively, their properties, items and variants.

    Args:
        walk: The walk (direction, operation, findings).
        old: The node in the old document and its pointer.
        new: The node in the new document and its pointer.
        trail: Where this node sits, for people: ``200 response.data[].tax_id.value``.
        optional: The node is an optional property (null is then already possible for clients).
    """
    before, after = view(walk.old, *old), view(walk.new, *new)
    # Before the `seen` check: whether a new null matters depends on the referencing property.
    compare_nullability(walk, before, after, trail, optional)
    if (before.pointer, after.pointer) in walk.seen:
        return
    walk.seen.add((before.pointer, after.pointer))
    if not compare_types(walk, before, after, trail):
        return  # an incompatible type makes finer differences noise
    compare_enum(walk, before, after, trail)
    compare_pattern(walk, before, after, trail)
    compare_bounds(walk, before, after, trail)
    _compare_properties(walk, before, after, trail)
    if before.items is not None and after.items is not None:
        compare_schema(walk, before.items, after.items, f"{trail}[]")
    _compare_branches(walk, before, after, trail)


def _compare_properties(
    walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str
) -> None:
    request = walk.direction == "request"
    for name in sorted(before.properties.keys() - after.properties.keys()):
        location = before.properties[name][1]
        if not request:
            walk.report(
                "response-property-removed", location, f"{trail}.{name} removed; readers break."
            )
        elif after.closed:
            walk.report(
                "request-property-removed",
                location,
                f"{trail}.{name} removed and undeclared properties are rejected "
                "(additionalProperties: false); clients that send it break.",
            )
        else:
            walk.report(
                "request-property-undeclared",
                location,
                f"{trail}.{name} no longer declared; the server must keep ignoring it.",
            )
    for name in sorted(after.properties.keys() - before.properties.keys()):
        location = after.properties[name][1]
        if not request:
            walk.report("response-property-added", location, f"{trail}.{name} added.")
        elif name in after.required:
            walk.report(
                "request-property-required-added",
                location,
                f"{trail}.{name} added as required; old clients do not send it.",
            )
        else:
            walk.report("request-property-added", location, f"{trail}.{name} added (optional).")
    for name in sorted(before.properties.keys() & after.properties.keys()):
        was, now = name in before.required, name in after.required
        location = after.properties[name][1]
        if request and now and not was:
            walk.report(
                "request-property-made-required",
                location,
                f"{trail}.{name} is now required; old clients may omit it.",
            )
        elif request and was and not now:
            walk.report("request-property-made-optional", location, f"{trail}.{name} is optional.")
        elif not request and was and not now:
            walk.report(
                "response-property-made-optional",
                location,
                f"{trail}.{name} is no longer always present; clients that read it break.",
            )
        compare_schema(
            walk,
            before.properties[name],
            after.properties[name],
            f"{trail}.{name}",
            optional=not was,
        )


def _compare_branches(walk: SchemaWalk, before: SchemaView, after: SchemaView, trail: str) -> None:
    """Match union variants by component, then by position; report the unmatched ones."""
    if not before.branches and not after.branches:
        return
    old_left, new_left = list(before.branches), list(after.branches)
    pairs: list[tuple[Located, Located]] = []
    for variant in list(old_left):
        match = next((other for other in new_left if other[1] == variant[1]), None)
        if match is not None:
            pairs.append((variant, match))
            old_left.remove(variant)
            new_left.remove(match)
    while old_left and new_left:
        pairs.append((old_left.pop(0), new_left.pop(0)))
    request = walk.direction == "request"
    for _, pointer in old_left:
        rule = "request-type-changed" if request else "response-type-narrowed"
        walk.report(rule, pointer, f"{trail}: variant {pointer} removed.")
    for _, pointer in new_left:
        rule = "request-type-widened" if request else "response-type-changed"
        walk.report(rule, pointer, f"{trail}: new variant {pointer}.")
    for index, (old, new) in enumerate(pairs):
        compare_schema(walk, old, new, f"{trail}<variant {index + 1}>")
