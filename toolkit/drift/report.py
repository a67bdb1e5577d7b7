"""A drift report: distinct differences, operation by operation, and what was compared."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from openapi.operations import OPERATIONS
from toolkit.drift.observation import KINDS, Finding, Kind


@dataclass(frozen=True, slots=True)
class Difference:
    """One distinct difference and how often it was seen.

    Attributes:
        operation: operationId it belongs to (a state transition belongs to the write).
        kind: ``status``, ``problem_code``, ``missing_field``, ``extra_field``, ``type``,
            ``auth`` or ``transition``.
        subject: Field path, auth probe or transition; empty for status and problem code.
        reference: What the reference does.
        target: What the implementation under test does.
        occurrences: Requests that showed it.
        example: The first of them.
    """

    operation: str
    kind: Kind
    subject: str
    reference: str
    target: str
    occurrences: int
    example: str


@dataclass(slots=True)
class DriftReport:
    """The result of one drift run.

    Attributes:
        target: Base URL of the implementation under test.
        reference: ``simulator`` (in process) or the reference's base URL.
        seed: Seed of the generated requests.
        differences: Distinct differences, in contract order.
        compared: How many comparisons of each source were made.
        notes: What could not be compared, and why.
        elapsed: Seconds the run took.
    """

    target: str
    reference: str
    seed: int
    differences: list[Difference] = field(default_factory=list)
    compared: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    elapsed: float = 0.0

    @property
    def reference_name(self) -> str:
        """How sentences name the reference."""
        return "the simulator" if self.reference == "simulator" else "the reference"

    def by_operation(self) -> dict[str, list[Difference]]:
        """Differences grouped by operation, in contract order."""
        grouped: dict[str, list[Difference]] = {}
        for difference in self.differences:
            grouped.setdefault(difference.operation, []).append(difference)
        return grouped


def group_findings(findings: Iterable[Finding]) -> list[Difference]:
    """One :class:`Difference` per distinct finding, counted, in contract then kind order."""
    counts: Counter[tuple[str, Kind, str, str, str]] = Counter()
    examples: dict[tuple[str, Kind, str, str, str], str] = {}
    for finding in findings:
        key = (finding.operation, finding.kind, finding.subject, finding.reference, finding.target)
        counts[key] += 1
        examples.setdefault(key, finding.example)
    rank = {name: index for index, name in enumerate(OPERATIONS)}
    kinds = {kind: index for index, kind in enumerate(KINDS)}
    ordered = sorted(counts, key=lambda k: (rank.get(k[0], len(rank)), kinds[k[1]], k[2], k[3]))
    return [Difference(*key, counts[key], examples[key]) for key in ordered]
