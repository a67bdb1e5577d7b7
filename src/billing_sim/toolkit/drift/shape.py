"""The shape of a JSON document, and where two shapes disagree.

A shape maps each path (``/data/[]/amount/amount_minor``: ``[]`` stands for every element of a
list) to the JSON types seen there: ``object``, ``array``, ``string``, ``integer``, ``float``,
``boolean``, ``null``. Values are ignored, so ids, timestamps, request ids and amounts never
differ; ``integer`` and ``float`` are told apart, so money written as floats does.

Two implementations may hold different data, so only what the data cannot explain counts:

* a path is compared only where its parent is an object on both sides (a list's elements only
  when both lists have some): an empty list or a ``null`` object hides nothing;
* ``null`` against a value is data (a first bill has no ``previous``), not shape;
* a field present on one side only, or a non-null type seen on one side only, is a difference.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

Shape = Mapping[str, frozenset[str]]
ITEMS = "[]"
ChangeKind = Literal["missing_field", "extra_field", "type"]


@dataclass(frozen=True, slots=True)
class ShapeChange:
    """One place where the target's shape differs from the reference's.

    Attributes:
        change: ``missing_field`` (only the reference has it), ``extra_field`` (only the target
            has it) or ``type``.
        path: Where, e.g. ``/total/amount_minor``.
        reference: The reference's non-null types there (``integer``), or ``absent``.
        target: The target's, likewise.
    """

    change: ChangeKind
    path: str
    reference: str
    target: str


def shape_of(document: Any) -> dict[str, frozenset[str]]:
    """The shape of a parsed JSON document."""
    seen: dict[str, set[str]] = {}
    for path, kind in _walk(document, ""):
        seen.setdefault(path, set()).add(kind)
    return {path: frozenset(kinds) for path, kinds in seen.items()}


def compare_shapes(reference: Shape, target: Shape) -> list[ShapeChange]:
    """Where ``target`` differs from ``reference``, in path order (see the module docstring)."""
    changes: list[ShapeChange] = []
    for path in sorted(set(reference) | set(target)):
        if not _comparable(path, reference, target):
            continue
        if path not in target:
            if _last(path) != ITEMS:
                changes.append(
                    ShapeChange("missing_field", path, _types(reference[path]), "absent")
                )
        elif path not in reference:
            if _last(path) != ITEMS:
                changes.append(ShapeChange("extra_field", path, "absent", _types(target[path])))
        else:
            ours, theirs = reference[path] - {"null"}, target[path] - {"null"}
            if ours and theirs and ours != theirs:
                changes.append(ShapeChange("type", path, _types(ours), _types(theirs)))
    return changes


def _comparable(path: str, reference: Shape, target: Shape) -> bool:
    if path == "":
        return True
    parent, last = path.rsplit("/", 1)
    container = "array" if last == ITEMS else "object"
    return container in reference.get(parent, ()) and container in target.get(parent, ())


def _walk(value: Any, path: str) -> Iterator[tuple[str, str]]:
    yield path, _kind(value)
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{path}/{_escape(str(key))}")
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item, f"{path}/{ITEMS}")


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _escape(key: str) -> str:
    """A JSON Pointer token (RFC 6901)."""
    return key.replace("~", "~0").replace("/", "~1")


def _last(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def _types(kinds: frozenset[str]) -> str:
    return " or ".join(sorted(kinds))
