"""What a stateful check concludes: one promise, on one operation, held or not, or could not
be exercised, with the requests that show it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from billing_sim.toolkit.workflow.trace import Step


@dataclass(frozen=True, slots=True)
class Outcome:
    """One judgement of a workflow promise.

    Attributes:
        promise: The catalogue id.
        operation: The operation it is about.
        holds: ``True`` or ``False``; ``None`` when it could not be exercised.
        detail: What was seen (a failure's explanation), or why it was not exercised.
        steps: The requests that show it, in order (their curl lines reproduce it).
    """

    promise: str
    operation: str
    holds: bool | None
    detail: str
    steps: tuple[Step, ...] = ()


@dataclass(slots=True)
class Findings:
    """What verify's own reads learnt before the payment, for the checks after it.

    Attributes:
        full_lists: operationId -> every item of the list the walk read (all pages).
        open_invoices: The test customer's open invoices, newest first (``None``: unknown).
        balance: The test customer's balance read with them.
    """

    full_lists: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    open_invoices: list[dict[str, Any]] | None = None
    balance: dict[str, Any] | None = None


def verdict(promise: str, step: Step, ok: bool, detail: str, *more: Step) -> Outcome:
    """An outcome of ``step`` (and ``more``), holding when ``ok``."""
    return Outcome(promise, step.operation_id, ok, "" if ok else detail, (step, *more))


def not_exercised(promise: str, operation: str, why: str) -> Outcome:
    """A promise this run could not exercise, and why."""
    return Outcome(promise, operation, None, why)


def expect(
    promise: str, step: Step | None, status: int, code: str | None, what: str
) -> Outcome | None:
    """Whether ``step`` was answered ``status`` (with problem ``code``); ``None`` without a step."""
    if step is None:
        return None
    ok = step.response.status_code == status and (code is None or step.code == code)
    wanted = f"{status} {code}" if code else str(status)
    return verdict(promise, step, ok, f"{what}: expected {wanted}, got {step.outcome}")


def items_of(step: Step | None) -> list[dict[str, Any]] | None:
    """The ``data`` of a successful list response, or ``None``."""
    body = step.json() if step is not None and step.succeeded else None
    data = body.get("data") if isinstance(body, dict) else None
    return [item for item in data if isinstance(item, dict)] if isinstance(data, list) else None


def ids(items: Iterable[dict[str, Any]], key: str = "id") -> list[Any]:
    """The identities of ``items`` (their ``id``, or another member)."""
    return [item.get(key) for item in items]
