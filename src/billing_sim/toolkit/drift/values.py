"""Values: what two implementations holding the same data must answer alike.

When both sides hold the same data (their test customers read alike), every request the walk
sent to both (the workflow, its probes and verify's own reads) must get the same body, once what
legitimately differs between two runs is set aside: the payments each run records get their own
ids (each side's are renamed by the order it recorded them, ``⟨payment 1⟩``...), times are
the server's clock, and request ids are per request. So a filter that lets another customer's
invoices in, a parameter that is ignored, a page longer than its ``limit``, a ``display`` rendered
another way, all show as a value that differs at a JSON pointer.

Validators are compared by what they relate, not by value (each server may hash differently):
an ``ETag`` is reduced to the first step of its own walk that carried the same one, so one that
survives a write, or is shared by two languages, relates other steps than the simulator's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from billing_sim.toolkit.workflow.trace import Step, Trace

MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?")
VOLATILE_MEMBERS = frozenset({"request_id"})
"""Members whose value is per request, never data."""
TIME = "⟨time⟩"
PER_REQUEST = "⟨per request⟩"
PATHS_PER_STEP = 12
"""Differing places kept per request (the rest are the same difference, further down a list)."""
SHOWN = 60


@dataclass(frozen=True, slots=True)
class ValueChange:
    """One place where two normalised bodies differ.

    Attributes:
        path: JSON pointer (list positions as numbers).
        reference: The reference's value there, shortened.
        target: The implementation's.
    """

    path: str
    reference: str
    target: str


class SideValues:
    """What is particular to one side's walk: the payments it recorded, the ETags it issued."""

    def __init__(self, trace: Trace) -> None:
        steps = ordered(trace)
        self._renames: dict[str, str] = {}
        for step in steps:
            self.learn(step.operation_id, step.response.status_code, step.json())
        self._first_etag: dict[str, str] = {}
        for step in steps:
            etag = _etag(step)
            if etag is not None:
                self._first_etag.setdefault(etag, step.key)

    def learn(self, operation_id: str, status: int, body: Any) -> None:
        """Note the payment an answer says was recorded (a ``201`` of ``createPayment``), so that
        its id is renamed wherever it appears next."""
        if operation_id == "createPayment" and status == 201 and isinstance(body, dict):
            payment = body.get("id")
            if isinstance(payment, str) and payment not in self._renames:
                self._renames[payment] = f"⟨payment {len(self._renames) + 1}⟩"

    def body(self, step: Step) -> Any:
        """The step's body with run-specific values replaced."""
        return self._normalise(step.json())

    def normalised(self, body: Any) -> Any:
        """A parsed body with run-specific values replaced."""
        return self._normalise(body)

    def etag(self, step: Step) -> str | None:
        """Which step of this walk first carried the step's ``ETag`` (``None``: it has none)."""
        etag = _etag(step)
        return None if etag is None else self._first_etag.get(etag)

    def text(self, value: str) -> str:
        """A string with this run's payment ids replaced."""
        for original, renamed in self._renames.items():
            value = value.replace(original, renamed)
        return value

    def _normalise(self, value: Any) -> Any:
        if isinstance(value, dict):
            return {
                key: PER_REQUEST if key in VOLATILE_MEMBERS else self._normalise(item)
                for key, item in value.items()
            }
        if isinstance(value, list):
            return [self._normalise(item) for item in value]
        if isinstance(value, str):
            if MOMENT.fullmatch(value):
                return TIME
            return self.text(value)
        return value


def ordered(trace: Trace) -> list[Step]:
    """The walk's requests in the order they were sent (steps and verify's extras)."""
    return sorted([*trace.steps, *trace.extras], key=lambda step: _number(step))


def _number(step: Step) -> int:
    headers: dict[str, Any] = dict(step.case.headers or {})
    request_id = headers.get("X-Request-Id", "")
    tail = str(request_id).rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _etag(step: Step) -> str | None:
    values = step.response.headers.get("etag")
    return values[0] if values else None


def value_changes(reference: Any, target: Any, path: str = "") -> list[ValueChange]:
    """Where two normalised bodies differ in value (a field present on one side only, or of
    another type, is the shape's to report), at most :data:`PATHS_PER_STEP` places."""
    return list(_changes(reference, target, path))[:PATHS_PER_STEP]


def _changes(reference: Any, target: Any, path: str) -> Iterator[ValueChange]:
    if isinstance(reference, dict) and isinstance(target, dict):
        for key, value in reference.items():
            if key in target:
                yield from _changes(value, target[key], f"{path}/{key}")
    elif isinstance(reference, list) and isinstance(target, list):
        ours, theirs = _identities(reference), _identities(target)
        if ours is not None and theirs is not None and ours != theirs:
            yield ValueChange(path or "/", _short(ours), _short(theirs))
        elif len(reference) != len(target):
            yield ValueChange(path or "/", f"{len(reference)} items", f"{len(target)} items")
        else:
            for index, (one, other) in enumerate(zip(reference, target, strict=True)):
                yield from _changes(one, other, f"{path}/{index}")
    elif type(reference) is type(target) and reference != target:
        yield ValueChange(path or "/", _short(reference), _short(target))


def _identities(items: list[Any]) -> list[Any] | None:
    """The ``id`` (or ``code``) of each item of a list of objects that all have one."""
    for name in ("id", "code"):
        if items and all(isinstance(item, dict) and name in item for item in items):
            return [item[name] for item in items]
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= SHOWN else f"{text[: SHOWN - 1]}…"


def same_data(reference: Step | None, target: Step | None) -> bool:
    """Whether the two walks start from the same data: their first reads (the test customer)
    answer the same body."""
    if reference is None or target is None:
        return False
    if not (reference.succeeded and target.succeeded):
        return False
    return bool(reference.json() == target.json() and reference.json() is not None)


def pattern(path: str) -> str:
    """A pointer with its list positions as ``[]``: one difference wherever on a list."""
    return "/".join("[]" if part.isdigit() else part for part in path.split("/"))
