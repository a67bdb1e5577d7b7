"""What a verify run found: one record per (case, check), and the views reports need.

The records are the report model: the per-operation table, the distinct failures and the
per-promise coverage are all views of the same :class:`CheckRun` list, so every renderer (text,
Markdown, JUnit) shows the same facts.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.catalogue import Promise, catalogue

PHASES: tuple[str, ...] = ("workflow", "examples", "coverage", "fuzzing", "stateful")
"""Report order of the phases: the deterministic walk first, then schemathesis' own."""


@dataclass(frozen=True, slots=True)
class FailureInfo:
    """Why a check failed on one response, and how to replay it.

    Attributes:
        title: One line, e.g. ``Response violates schema``.
        message: The details schemathesis (or the workflow) gives.
        code: schemathesis failure code (``ST108``); ``ST9xx`` for this toolkit's checks.
        reproduction: A curl command (or the workflow's request chain).
    """

    title: str
    message: str
    code: str
    reproduction: str


@dataclass(frozen=True, slots=True)
class CheckRun:
    """One check applied to one response (or, for the workflow's own checks, to a sequence).

    Attributes:
        operation: The operation judged.
        check: The check's name: a promise id, or a schemathesis check.
        phase: ``workflow`` or the schemathesis phase.
        case_id: The case (or the sequence's deciding request).
        failure: Why it failed; ``None`` when it held.
        promises: The catalogue promises this result speaks for.
    """

    operation: str
    check: str
    phase: str
    case_id: str
    failure: FailureInfo | None = None
    promises: tuple[str, ...] = ()

    @property
    def failed(self) -> bool:
        """Whether the check failed."""
        return self.failure is not None


@dataclass(frozen=True, slots=True)
class CheckTally:
    """How often one check passed and failed on one operation."""

    passed: int
    failed: int


@dataclass(frozen=True, slots=True)
class OperationSummary:
    """The results of one operation: distinct cases and a tally per check."""

    operation: str
    cases: int
    checks: dict[str, CheckTally]

    @property
    def failed_checks(self) -> list[str]:
        """Checks with at least one failure, by name."""
        return sorted(name for name, tally in self.checks.items() if tally.failed)

    @property
    def method_and_path(self) -> str:
        """``GET /v1/customers`` for ``searchCustomers``."""
        spec = OPERATIONS.get(self.operation)
        return f"{spec.method} {spec.path}" if spec else self.operation


@dataclass(frozen=True, slots=True)
class DistinctFailure:
    """A failure as reports list it: one per (operation, check, title), with its count."""

    operation: str
    check: str
    phases: tuple[str, ...]
    occurrences: int
    example: FailureInfo
    promise: str | None = None


@dataclass(frozen=True, slots=True)
class Unexercised:
    """A promise (or one case of it) that a run could not exercise, and why."""

    promise: str
    operation: str
    reason: str


PromiseStatus = Literal["failed", "passed", "not exercised", "not checkable"]


@dataclass(frozen=True, slots=True)
class PromiseSummary:
    """What a run proved about one promise of the catalogue.

    Attributes:
        promise: The catalogue entry.
        checked: Judgements made (responses or sequences it was checked on).
        failed: Judgements that found it broken.
        operations: The operations it was judged on, in contract order.
        failures: Its distinct failures.
        reasons: Why it (or some case of it) was not exercised.
    """

    promise: Promise
    checked: int
    failed: int
    operations: tuple[str, ...]
    failures: tuple[DistinctFailure, ...]
    reasons: tuple[str, ...]

    @property
    def status(self) -> PromiseStatus:
        """``failed``, ``passed``, ``not exercised`` (nothing judged it) or ``not checkable``."""
        if self.failed:
            return "failed"
        if self.checked:
            return "passed"
        return "not checkable" if self.promise.check == "none" else "not exercised"


@dataclass(slots=True)
class VerifyResult:
    """Everything a verify run observed.

    Attributes:
        base_url: The implementation verified.
        seed: The generation seed (rerun with it to replay the same cases).
        max_examples: Examples per operation and phase (``None``: the configuration's).
        runs: Every (case, check) record, in the order observed.
        phases: Phase name -> ``passed``, ``failed``, ``errored``, ``skipped``.
        errors: Problems that are not check failures (network errors, crashes of the engine).
        notes: Informational lines (links the workflow could not follow, ...).
        unexercised: Promises, or cases of them, the workflow could not exercise.
        elapsed: Wall-clock seconds of the whole run.
    """

    base_url: str
    seed: int
    max_examples: int | None
    runs: list[CheckRun] = field(default_factory=list)
    phases: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    unexercised: list[Unexercised] = field(default_factory=list)
    elapsed: float = 0.0

    @property
    def passed(self) -> bool:
        """No failure and no error."""
        return not self.errors and not any(run.failed for run in self.runs)

    def operations(self) -> list[OperationSummary]:
        """One summary per operation, in contract order (operations never tested are left out)."""
        cases: dict[str, set[str]] = {}
        passed: Counter[tuple[str, str]] = Counter()
        failed: Counter[tuple[str, str]] = Counter()
        for run in self.runs:
            cases.setdefault(run.operation, set()).add(run.case_id)
            (failed if run.failed else passed)[run.operation, run.check] += 1
        order = [name for name in OPERATIONS if name in cases] + sorted(
            name for name in cases if name not in OPERATIONS
        )
        summaries = []
        for operation in order:
            names = sorted({c for (o, c) in passed | failed if o == operation})
            tallies = {n: CheckTally(passed[operation, n], failed[operation, n]) for n in names}
            summaries.append(OperationSummary(operation, len(cases[operation]), tallies))
        return summaries

    def failures(self) -> list[DistinctFailure]:
        """Distinct failures in contract order of their operation, then by check."""
        first: dict[tuple[str, str, str], CheckRun] = {}
        counts: Counter[tuple[str, str, str]] = Counter()
        phases: dict[tuple[str, str, str], list[str]] = {}
        for run in self.runs:
            if run.failure is None:
                continue
            key = (run.operation, run.check, run.failure.title)
            first.setdefault(key, run)
            counts[key] += 1
            seen = phases.setdefault(key, [])
            if run.phase not in seen:
                seen.append(run.phase)
        rank = {name: index for index, name in enumerate(OPERATIONS)}
        keys = sorted(first, key=lambda k: (rank.get(k[0], len(rank)), k[0], k[1], k[2]))
        return [
            DistinctFailure(
                k[0],
                k[1],
                tuple(phases[k]),
                counts[k],
                first[k].failure or FailureInfo("", "", "", ""),
                first[k].promises[0] if first[k].promises else None,
            )
            for k in keys
        ]

    def promises(self, promises: tuple[Promise, ...] | None = None) -> list[PromiseSummary]:
        """One summary per catalogue promise, in catalogue order."""
        checked: Counter[str] = Counter()
        failed: Counter[str] = Counter()
        operations: dict[str, set[str]] = {}
        for run in self.runs:
            for promise in run.promises:
                checked[promise] += 1
                failed[promise] += run.failed
                operations.setdefault(promise, set()).add(run.operation)
        distinct: dict[str, list[DistinctFailure]] = {}
        for failure in self.failures():
            if failure.promise is not None:
                distinct.setdefault(failure.promise, []).append(failure)
        reasons: dict[str, list[str]] = {}
        for item in self.unexercised:
            listed = reasons.setdefault(item.promise, [])
            if item.reason not in listed:
                listed.append(item.reason)
        rank = {name: index for index, name in enumerate(OPERATIONS)}
        return [
            PromiseSummary(
                promise,
                checked[promise.id],
                failed[promise.id],
                tuple(
                    sorted(
                        operations.get(promise.id, ()), key=lambda o: (rank.get(o, len(rank)), o)
                    )
                ),
                tuple(distinct.get(promise.id, ())),
                tuple(reasons.get(promise.id, ())),
            )
            for promise in (promises if promises is not None else catalogue())
        ]

    def failed_checks(self) -> dict[str, list[str]]:
        """Operation -> names of its failed checks."""
        named: dict[str, list[str]] = {}
        for failure in self.failures():
            checks = named.setdefault(failure.operation, [])
            if failure.check not in checks:
                checks.append(failure.check)
        return named
