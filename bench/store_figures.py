"""What the store section's runs say about scaling (pure: figures in, figures out).

The bench machine has two cores, and the servers get one, so two workers share it: their
measured req/s cannot show what a core each would give. The CPU each response costs can: a
worker on a core of its own serves ``1e6 / (CPU µs per response)`` requests per second, N of
them N times that, until Redis, single-threaded, is the bound at ``1e6 / (its own CPU µs per
response)``. These projections use the CPU measured with that many workers (so contention
for Redis and its connections is in the figure), never an assumed one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bench.results import Results, StoreRun

PROJECTED_WORKERS = (1, 2, 4, 8)


@dataclass(frozen=True, slots=True)
class StoreFigures:
    """One loaded operation's figures on Redis against memory, one worker each.

    Args:
        operation: The operation loaded.
        throughput_ratio: Redis req/s over memory req/s.
        cpu_ratio: The simulator's CPU per response on Redis over memory's.
        redis_cpu_us: Redis's own CPU per response, one worker.
        projected: ``(workers, req/s, Redis bound req/s)`` for each of :data:`PROJECTED_WORKERS`,
            from the CPU measured with the nearest measured worker count at or below it.
        two_over_one: Projected req/s of two workers over one's.
        redis_bound_workers: How many workers, each on its own core, reach Redis's bound.
    """

    operation: str
    throughput_ratio: float | None
    cpu_ratio: float | None
    redis_cpu_us: float | None
    projected: list[tuple[int, float, float | None]]
    two_over_one: float | None
    redis_bound_workers: float | None


def paired_runs(results: Results) -> Iterator[tuple[str, StoreRun, StoreRun, list[StoreRun]]]:
    """Per operation that ran on memory and on Redis with one worker: the operation, those two
    runs, and every Redis run by worker count."""
    for operation in dict.fromkeys(run.operation for run in results.store):
        runs = {(r.store, r.workers): r for r in results.store if r.operation == operation}
        memory, redis = runs.get(("memory", 1)), runs.get(("redis", 1))
        if memory is not None and redis is not None:
            by_workers = sorted((r for r in runs.values() if r.store == "redis"), key=_workers)
            yield operation, memory, redis, by_workers


def store_figures(results: Results) -> list[StoreFigures]:
    """The figures of every operation that ran on memory and on Redis with one worker."""
    figures = []
    for operation, memory, redis, redis_runs in paired_runs(results):
        projected = [_projection(count, redis_runs) for count in PROJECTED_WORKERS]
        by_count = {count: rate for count, rate, _ in projected}
        figures.append(
            StoreFigures(
                operation=operation,
                throughput_ratio=_ratio(redis.side.requests_per_s, memory.side.requests_per_s),
                cpu_ratio=_ratio(redis.side.server_cpu_us, memory.side.server_cpu_us),
                redis_cpu_us=redis.redis_cpu_us,
                projected=projected,
                two_over_one=_ratio(by_count.get(2), by_count.get(1)),
                redis_bound_workers=_ratio(redis.side.server_cpu_us, redis.redis_cpu_us),
            )
        )
    return figures


def _workers(run: StoreRun) -> int:
    return run.workers


def _projection(count: int, runs: list[StoreRun]) -> tuple[int, float, float | None]:
    measured = [run for run in runs if run.workers <= count] or runs[:1]
    run = measured[-1]
    cpu = run.side.server_cpu_us
    if not cpu:
        return count, 0.0, None
    bound = 1e6 / run.redis_cpu_us if run.redis_cpu_us else None
    rate = count * 1e6 / cpu
    return count, rate if bound is None else min(rate, bound), bound


def _ratio(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or not denominator:
        return None
    return numerator / denominator
