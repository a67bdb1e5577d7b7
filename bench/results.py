"""The figures of one ``make bench`` run, as plain frozen data (``dataclasses.asdict`` → JSON).

Summaries (medians, ratios) are computed when a record is built, so the JSON file carries
them next to the raw runs they came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.loadresult import LoadResult
from bench.stats import Distribution, median, ratio


@dataclass(frozen=True, slots=True)
class Side:
    """One server's alternated runs of one load, summarised by their medians."""

    label: str
    requests_per_s: float
    p50_ms: float
    p99_ms: float
    errors: int
    runs: tuple[LoadResult, ...]
    server_cpu_us: float | None = None
    """Median server CPU time per response, when the runs measured it."""

    @classmethod
    def of(cls, label: str, runs: Sequence[LoadResult]) -> Side:
        """Medians of at least one run."""
        cpu = [r.server_cpu_us for r in runs if r.server_cpu_us is not None]
        return cls(
            label=label,
            requests_per_s=median([r.requests_per_s for r in runs]),
            p50_ms=median([r.p50_ms for r in runs]),
            p99_ms=median([r.p99_ms for r in runs]),
            errors=sum(r.errors for r in runs),
            runs=tuple(runs),
            server_cpu_us=median(cpu) if cpu else None,
        )


@dataclass(frozen=True, slots=True)
class Comparison:
    """A measured side against its reference, on the same load, alternated (A/B/A/B...).

    ``ratio`` is measured throughput over reference throughput (medians). ``cpu_ratio`` is the
    same comparison made with server CPU time per response (reference over measured): on an
    idle machine the two agree, and when other work steals the cores it is the steadier one.
    ``floor`` is an optional third side that bounds both from above (a framework-free app),
    and ``floor_ratio`` the measured side's throughput over it.
    """

    name: str
    detail: str
    reference: Side
    measured: Side
    ratio: float
    floor: Side | None = None
    floor_ratio: float | None = None
    cpu_ratio: float | None = None

    @classmethod
    def of(
        cls, name: str, detail: str, reference: Side, measured: Side, floor: Side | None = None
    ) -> Comparison:
        """Pair the sides and compute the throughput ratios."""
        return cls(
            name,
            detail,
            reference,
            measured,
            ratio(measured.requests_per_s, reference.requests_per_s),
            floor,
            None if floor is None else ratio(measured.requests_per_s, floor.requests_per_s),
            _cpu_ratio(reference, measured),
        )


def _cpu_ratio(reference: Side, measured: Side) -> float | None:
    if reference.server_cpu_us is None or measured.server_cpu_us is None:
        return None
    return ratio(reference.server_cpu_us, measured.server_cpu_us)


@dataclass(frozen=True, slots=True)
class LatencyFault:
    """A fixed injected delay under many connections: configured against measured."""

    operation: str
    connections: int
    configured_ms: float
    run: LoadResult
    p50_offset_ms: float
    p99_offset_ms: float

    @classmethod
    def of(
        cls, operation: str, connections: int, configured_ms: float, run: LoadResult
    ) -> LatencyFault:
        """How far the measured p50 and p99 are from the configured delay."""
        return cls(
            operation,
            connections,
            configured_ms,
            run,
            run.p50_ms - configured_ms,
            run.p99_ms - configured_ms,
        )


@dataclass(frozen=True, slots=True)
class Startup:
    """Start-up time and memory of ``billing-sim serve`` at one population size (medians)."""

    customers: int
    seconds: float
    rss_mib: float
    runs: tuple[tuple[float, float], ...]
    """``(seconds, rss_mib)`` of each start."""

    @classmethod
    def of(cls, customers: int, runs: Sequence[tuple[float, float]]) -> Startup:
        """Medians of at least one start."""
        return cls(
            customers, median([s for s, _ in runs]), median([m for _, m in runs]), tuple(runs)
        )


@dataclass(frozen=True, slots=True)
class CallOverhead:
    """Per-call time of a capability call against a raw httpx request, sequential, keep-alive.

    Times are the median over rounds of each round's median per-call time, in microseconds.
    """

    mode: str
    calls_per_round: int
    capability_us: float
    raw_us: float
    ratio: float
    rounds: tuple[tuple[float, float], ...]
    """``(capability_us, raw_us)`` of each round."""

    @classmethod
    def of(cls, mode: str, calls: int, rounds: Sequence[tuple[float, float]]) -> CallOverhead:
        """Medians over rounds and their ratio."""
        capability = median([c for c, _ in rounds])
        raw = median([r for _, r in rounds])
        return cls(mode, calls, capability, raw, ratio(capability, raw), tuple(rounds))


@dataclass(frozen=True, slots=True)
class OpenCircuit:
    """Latency of a capability call while the circuit is open (no request is sent), in µs."""

    mode: str
    latency_us: Distribution


@dataclass(frozen=True, slots=True)
class Escalation:
    """How long one shipped outage scenario takes to produce a ``ToolResult``, in seconds.

    ``first_s`` is the first call; ``steady_s`` the median of calls ``steady_from`` onwards.
    """

    scenario: str
    capability: str
    calls: int
    escalated: int
    answered: int
    first_s: float
    steady_s: float
    max_s: float
    failure_kinds: dict[str, int]


@dataclass(frozen=True, slots=True)
class RetrievalLatency:
    """Time to retrieve one document question (filter, rank, fuse, prune, verdict), in ms.

    ``build_s`` is the one-off cost of building the retriever (loading the documents and the
    model, indexing, embedding every chunk's views).
    """

    mode: str
    backend: str
    questions: int
    rounds: int
    build_s: float
    latency_ms: Distribution


@dataclass(frozen=True, slots=True)
class StoreRun:
    """One configuration of the store section: the same load on a store and worker count.

    Args:
        label: ``memory, 1 worker`` and the like.
        store: ``memory`` or ``redis``.
        workers: uvicorn worker processes.
        operation: The operation loaded.
        side: Its alternated runs (CPU per response summed over every worker process).
        redis_cpu_us: The Redis server's own CPU time per response (``None`` in memory).
    """

    label: str
    store: str
    workers: int
    operation: str
    side: Side
    redis_cpu_us: float | None = None


@dataclass(frozen=True, slots=True)
class WorkersPoint:
    """A point of the workers chart (``bench/charts.py``): req/s by worker count, per line."""

    name: str
    workers: int
    requests_per_s: float


@dataclass(frozen=True, slots=True)
class CheckCost:
    """What the proxy's contract checks cost on one endpoint's real answer, in process.

    Args:
        operation: The operation.
        body_bytes: The answer's size.
        per_response_us: Median microseconds of ``LiveChecker.check`` per answer.
        violations: How many it found (0 on the simulator's answers).
    """

    operation: str
    body_bytes: int
    per_response_us: float
    violations: int


@dataclass(frozen=True, slots=True)
class Results:
    """Everything one run measured; a section is ``None`` when it was skipped or pending."""

    machine: dict[str, Any]
    settings: dict[str, Any]
    throughput: list[Comparison] = field(default_factory=list)
    shipped_cli: Comparison | None = None
    """``billing-sim serve`` as shipped against the simulator on the benchmark's settings."""
    scenario_overhead: Comparison | None = None
    latency_fault: LatencyFault | None = None
    startup: list[Startup] = field(default_factory=list)
    client_overhead: list[CallOverhead] = field(default_factory=list)
    open_circuit: list[OpenCircuit] = field(default_factory=list)
    escalation: list[Escalation] = field(default_factory=list)
    retrieval: list[RetrievalLatency] = field(default_factory=list)
    store: list[StoreRun] = field(default_factory=list)
    """Memory against Redis, one worker against two (the store section)."""
    store_cores: int | None = None
    """Cores the store section's servers (simulator workers and Redis) shared."""
    workers: list[WorkersPoint] = field(default_factory=list)
    proxy: list[Comparison] = field(default_factory=list)
    """``serve --upstream`` (checks off) against a bare reverse proxy, direct as the floor."""
    proxy_checks: list[Comparison] = field(default_factory=list)
    """``serve --upstream`` with its contract checks on against off."""
    check_costs: list[CheckCost] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    """Sections that could not be measured, with the reason."""
