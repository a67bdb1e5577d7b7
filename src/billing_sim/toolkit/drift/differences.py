"""What a drift run found: distinct differences, and what was compared.

One difference is one row, however many requests showed it and wherever: a field written as a
float in thirty places of four operations, an auth probe answered 200 with no key and with a
wrong key, every effect a lost payment did not have, each is one row that counts its
occurrences and keeps the first request that showed it (with a curl line to replay it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.drift.observation import KINDS, Finding, Kind
from billing_sim.toolkit.report import group_by

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Difference:
    """One distinct difference and how often it was seen.

    Attributes:
        kind: ``status``, ``problem_code``, ``header``, ``missing_field``, ``extra_field``,
            ``type``, ``auth``, ``transition``, ``value``, ``validator`` or ``promise``.
        operations: The operations it was seen on, in contract order (a state transition
            belongs to the write).
        cases: Each distinct ``(subject, reference, target)`` it merges: where (a field path,
            an auth probe, a header, an effect of the payment; empty for statuses), what the
            reference does there and what the implementation does.
        occurrences: Requests that showed it.
        example: The first of them (method, path and query, or the workflow step).
        request: The implementation's side of that request as a curl command with its headers.
    """

    kind: Kind
    operations: tuple[str, ...]
    cases: tuple[tuple[str, str, str], ...]
    occurrences: int
    example: str
    request: str = ""

    @property
    def subjects(self) -> tuple[str, ...]:
        """Where, each place once."""
        return _distinct(subject for subject, _, _ in self.cases if subject)

    @property
    def references(self) -> tuple[str, ...]:
        """What the reference does, each answer once."""
        return _distinct(reference for _, reference, _ in self.cases)

    @property
    def targets(self) -> tuple[str, ...]:
        """What the implementation does, each answer once."""
        return _distinct(target for _, _, target in self.cases)

    @property
    def operation(self) -> str:
        """The first operation it was seen on."""
        return self.operations[0]

    @property
    def subject(self) -> str:
        """The subjects, joined."""
        return ", ".join(self.subjects)

    @property
    def reference(self) -> str:
        """The reference's answers, joined."""
        return " or ".join(self.references)

    @property
    def target(self) -> str:
        """The implementation's answers, joined."""
        return " or ".join(self.targets)


@dataclass(slots=True)
class DriftResult:
    """What one drift run found (:mod:`billing_sim.toolkit.drift.difference_report` reports it).

    Attributes:
        target: Base URL of the implementation under test.
        reference: ``simulator`` (in process) or the reference's base URL.
        seed: Seed of the generated requests.
        differences: Distinct differences, in contract order.
        compared: How many comparisons of each source were made.
        notes: What could not be compared, and why.
        elapsed: Seconds the run took.
        recording: The HAR file whose answers were compared, if any.
    """

    target: str
    reference: str
    seed: int
    differences: list[Difference] = field(default_factory=list)
    compared: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    elapsed: float = 0.0
    recording: str | None = None
    """The HAR file compared (``drift --har``), instead of a live implementation."""

    @property
    def reference_name(self) -> str:
        """How sentences name the reference."""
        return "the simulator" if self.reference == "simulator" else "the reference"

    def by_operation(self) -> dict[str, list[Difference]]:
        """Differences grouped by their first operation, in contract order."""
        return group_by(self.differences, lambda difference: difference.operation)


def difference_key(finding: Finding) -> tuple[str, ...]:
    """What makes two findings the same difference.

    Statuses and problem codes: both answers (on any operation). Headers: the header and both
    forms. Fields: the field's name and, for a
    type, both types (``amount_minor`` as a float is one difference wherever it sits). Auth
    probes: both answers (no key and a wrong key answered alike are one difference). A state
    transition: the write it follows (every effect a payment did not have is one difference).
    Values and validators: the operation (its row lists every field that differs). A promise:
    the promise and the operation.
    """
    kind = finding.kind
    if kind in ("status", "problem_code"):
        return (kind, finding.reference, finding.target)
    if kind == "header":
        return (kind, finding.subject, finding.reference, finding.target)
    if kind in ("missing_field", "extra_field"):
        return (kind, _field_name(finding.subject))
    if kind == "type":
        return (kind, _field_name(finding.subject), finding.reference, finding.target)
    if kind == "auth":
        return (kind, finding.reference, finding.target)
    if kind == "promise":
        return (kind, finding.operation, finding.subject)
    return (kind, finding.operation)


def group_findings(findings: Iterable[Finding]) -> list[Difference]:
    """One :class:`Difference` per :func:`difference_key`, counted, in contract order."""
    groups: dict[tuple[str, ...], list[Finding]] = {}
    for finding in findings:
        groups.setdefault(difference_key(finding), []).append(finding)
    rank = {name: index for index, name in enumerate(OPERATIONS)}
    kinds = {kind: index for index, kind in enumerate(KINDS)}
    rows = [_row(items, rank) for items in groups.values()]
    return sorted(
        rows, key=lambda r: (rank.get(r.operation, len(rank)), kinds[r.kind], r.subject, r.target)
    )


def _row(items: list[Finding], rank: dict[str, int]) -> Difference:
    first = items[0]
    operations = sorted({f.operation for f in items}, key=lambda o: (rank.get(o, len(rank)), o))
    return Difference(
        kind=first.kind,
        operations=tuple(operations),
        cases=tuple(sorted(_distinct((f.subject, f.reference, f.target) for f in items))),
        occurrences=len(items),
        example=first.example,
        request=first.request,
    )


def _distinct(values: Iterable[_T]) -> tuple[_T, ...]:
    return tuple(dict.fromkeys(values))


def _field_name(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1] or path
