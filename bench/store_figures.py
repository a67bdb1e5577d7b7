"""What the store section's runs say about scaling (pure: figures in, figures out).

The bench machine has two cores, and the servers get one, so two workers share it: their
measured req/s cannot show what a core each would give. The CPU each response costs can: a
worker on a core of its own serves ``1e6 / (CPU µs per response)`` requests per second, N of
them N times that, until Redis, single-threaded, is the bound at ``1e6 / (its own CPU µs per
response)``. These projections use the CPU measured with that many workers (so contention
for Redis and its connections is in the figure), never an assumed one.

On such a machine two workers also time-slice one core, and two processes sharing a core run
the same code slower (the caches each switch empties): a tax that a core each would not pay,
and that has nothing to do with sharing a world. The section's control, two single-worker
simulators of separate worlds on the same core, pays it too, so the like-for-like figure puts
the two workers' CPU against the control's, two processes on one core either way: two
workers on two free cores serve ``2 x 1e6 / (one worker's CPU x workers' CPU / control's
CPU)``, bounded by Redis as above. Both figures are reported; the like-for-like one is the
projection for two free cores, the other its lower bound.
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
        two_over_one: Projected req/s of two workers over one's, from the two workers' CPU
            as measured (time-slicing one core included).
        redis_bound_workers: How many workers, each on its own core, reach Redis's bound.
        time_slicing: The control's CPU per response over one worker's: what two processes
            sharing one core cost, sharing no world (``None`` without the control).
        two_over_one_alike: Projected req/s of two workers over one's, their CPU taken against
            the control's (like for like; ``None`` without the control).
    """

    operation: str
    throughput_ratio: float | None
    cpu_ratio: float | None
    redis_cpu_us: float | None
    projected: list[tuple[int, float, float | None]]
    two_over_one: float | None
    redis_bound_workers: float | None
    time_slicing: float | None = None
    two_over_one_alike: float | None = None


SEPARATE = "redis-separate"
"""The control's store label (``bench.store_load.SEPARATE``)."""


def paired_runs(results: Results) -> Iterator[tuple[str, StoreRun, StoreRun, list[StoreRun]]]:
    """Per operation that ran on memory and on Redis with one worker: the operation, those two
    runs, and every Redis run by worker count."""
    for operation in dict.fromkeys(run.operation for run in results.store):
        runs = {(r.store, r.workers): r for r in results.store if r.operation == operation}
        memory, redis = runs.get(("memory", 1)), runs.get(("redis", 1))
        if memory is not None and redis is not None:
            by_workers = sorted((r for r in runs.values() if r.store == "redis"), key=_workers)
            yield operation, memory, redis, by_workers


def control_of(results: Results, operation: str) -> StoreRun | None:
    """The operation's control run (two single-worker simulators of separate worlds), if any."""
    return next(
        (r for r in results.store if r.operation == operation and r.store == SEPARATE), None
    )


def store_figures(results: Results) -> list[StoreFigures]:
    """The figures of every operation that ran on memory and on Redis with one worker."""
    figures = []
    for operation, memory, redis, redis_runs in paired_runs(results):
        projected = [_projection(count, redis_runs) for count in PROJECTED_WORKERS]
        by_count = {count: rate for count, rate, _ in projected}
        control = control_of(results, operation)
        two = next((run for run in redis_runs if run.workers == 2), None)
        figures.append(
            StoreFigures(
                operation=operation,
                throughput_ratio=_ratio(redis.side.requests_per_s, memory.side.requests_per_s),
                cpu_ratio=_ratio(redis.side.server_cpu_us, memory.side.server_cpu_us),
                redis_cpu_us=redis.redis_cpu_us,
                projected=projected,
                two_over_one=_ratio(by_count.get(2), by_count.get(1)),
                redis_bound_workers=_ratio(redis.side.server_cpu_us, redis.redis_cpu_us),
                time_slicing=None
                if control is None
                else _ratio(control.side.server_cpu_us, redis.side.server_cpu_us),
                two_over_one_alike=None
                if control is None or two is None
                else _alike(redis, two, control, by_count.get(1)),
            )
        )
    return figures


def _alike(one: StoreRun, two: StoreRun, control: StoreRun, one_rate: float | None) -> float | None:
    """Two workers' projected req/s over one's, their CPU per response taken against the
    control's (both two processes on one core): ``2e6 / (one's CPU x two's / control's)``,
    bounded by Redis at the two workers' Redis CPU."""
    sharing = _ratio(two.side.server_cpu_us, control.side.server_cpu_us)
    if sharing is None or not one.side.server_cpu_us or not one_rate:
        return None
    rate = 2 * 1e6 / (one.side.server_cpu_us * sharing)
    if two.redis_cpu_us:
        rate = min(rate, 1e6 / two.redis_cpu_us)
    return rate / one_rate


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
