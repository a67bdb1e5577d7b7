"""The store section: memory against Redis, one worker against two, on the same load.

Three simulators (1,000 customers) take the same load in alternated runs: one worker on the
in-memory store, one worker on Redis, two workers on Redis. Redis is a ``redis-server`` this
section starts (append-only file, fsync every second: what ``docs/scaling.md`` recommends),
on the servers' cores, so its CPU counts against the Redis rows as it would on one host. CPU
per response is summed over every worker process; Redis's own is reported beside it. The cost
per request of the Redis store is the difference in CPU per response, simulator plus Redis,
against the in-memory store.

Two workers need two free cores to scale: the servers get every core but the load
generator's, so on a two-core machine both workers share one (the report says how many). Two
processes time-slicing one core run the same code slower (each switch refills the caches the
other emptied; the bench measured 0-30 % more CPU per response, with the same system calls per
response and the same profile, scaled), which says nothing about sharing a world. So a fourth
configuration is the control: two single-worker simulators of separate worlds (own prefix, own
port, half the connections each, loaded at once) on the same cores. Against it, two workers
sharing a world are compared like for like: two processes on one core either way
(:mod:`bench.store_figures`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from bench.cpus import CpuPlan, pin_to, server_cores
from bench.load import LoadGenerator
from bench.loadresult import LoadResult
from bench.results import Side, StoreRun, WorkersPoint
from bench.servers import ServerProcess, cpu_seconds_of
from bench.stats import median
from bench.store_figures import SEPARATE
from bench.throughput import AUTH, ENDPOINTS, Endpoint, LoadPlan, LoadTarget, measured_run
from tests.support.redis_server import RedisServer, RedisServerError

READY_TIMEOUT = 60.0
LOADED = (ENDPOINTS[0], ENDPOINTS[2])
"""A light read (getCustomer: the scenario lookup and the journal append reach the store) and
a heavy one (getBillSummary: the customer's payments snapshot too)."""


@dataclass(frozen=True, slots=True)
class Configuration:
    """One configuration of the section: a simulator with ``workers`` processes, or (the
    control, store :data:`SEPARATE`) ``workers`` single-worker simulators of separate worlds."""

    label: str
    store: str
    workers: int


CONFIGURATIONS = (
    Configuration("memory, 1 worker", "memory", 1),
    Configuration("Redis, 1 worker", "redis", 1),
    Configuration("Redis, 2 workers", "redis", 2),
    Configuration("Redis, 2 x 1 worker, separate worlds (control)", SEPARATE, 2),
)


@dataclass(frozen=True, slots=True)
class StoreSection:
    """What the section measured, or why it could not."""

    runs: list[StoreRun]
    workers: list[WorkersPoint]
    cores: int | None
    pending: str | None = None


def measure(generator: LoadGenerator, cpus: CpuPlan, workdir: Path, plan: LoadPlan) -> StoreSection:
    """Every configuration on every loaded operation, alternated (see the module docstring)."""
    cores = server_cores(cpus)
    count = None if cores is None else len(cores)
    directory = workdir / "redis"
    directory.mkdir(exist_ok=True)
    try:
        redis = RedisServer(directory, persistence="aof-everysec", preexec=pin_to(cores))
        redis.start()
    except RedisServerError as failure:
        return StoreSection([], [], count, f"store: {str(failure).splitlines()[0]}")
    groups: list[list[ServerProcess]] = []
    try:
        for config in CONFIGURATIONS:
            group: list[ServerProcess] = []
            groups.append(group)
            if config.store == SEPARATE:
                for index in range(config.workers):
                    group.append(_start(config, redis.url, cores, workdir, f"-{index}"))
            else:
                group.append(_start(config, redis.url, cores, workdir))
        runs = [
            run
            for endpoint in LOADED
            for run in _alternate(generator, endpoint, groups, redis.pid, plan)
        ]
    finally:
        for server in (server for group in groups for server in group):
            server.stop()
        redis.stop()
    return StoreSection(runs, _points(runs), count)


def _start(
    config: Configuration,
    redis_url: str,
    cores: frozenset[int] | None,
    workdir: Path,
    suffix: str = "",
) -> ServerProcess:
    store = "memory" if config.store == "memory" else redis_url
    workers = 1 if config.store == SEPARATE else config.workers
    prefix = f"bench-{config.store}-{config.workers}{suffix}"
    argv = [sys.executable, "-m", "bench.serve", "simulator", "--store", store]
    argv += ["--store-prefix", prefix, "--workers", str(workers)]
    log = workdir / f"store-{config.store}-{config.workers}{suffix}.log"
    server = ServerProcess(argv, log, cpu=cores)
    try:
        server.wait_ready(ENDPOINTS[0].path, AUTH, READY_TIMEOUT)
    except BaseException:
        server.stop()
        raise
    return server


def _alternate(
    generator: LoadGenerator,
    endpoint: Endpoint,
    groups: Sequence[Sequence[ServerProcess]],
    redis_pid: int,
    plan: LoadPlan,
) -> list[StoreRun]:
    targets = [
        [LoadTarget(server.url + endpoint.path, AUTH, server) for server in group]
        for group in groups
    ]
    for group in targets:
        for target in group:
            generator.run(
                target.url, connections=plan.connections, seconds=plan.warmup_seconds, headers=AUTH
            )
    runs: list[list[LoadResult]] = [[] for _ in targets]
    redis_cpu: list[list[float]] = [[] for _ in targets]
    for _ in range(plan.rounds):
        for index, group in enumerate(targets):
            before = _cpu(redis_pid)
            result = _group_run(generator, group, plan.connections, plan.seconds)
            runs[index].append(result)
            if result.requests:
                redis_cpu[index].append((_cpu(redis_pid) - before) / result.requests * 1e6)
    return [
        StoreRun(
            config.label,
            config.store,
            config.workers,
            endpoint.operation,
            Side.of(config.label, found),
            None if config.store == "memory" else _median(used),
        )
        for config, found, used in zip(CONFIGURATIONS, runs, redis_cpu, strict=True)
    ]


def _group_run(
    generator: LoadGenerator, group: Sequence[LoadTarget], connections: int, seconds: float
) -> LoadResult:
    """One run of a configuration: its one simulator with every connection, or (the control)
    each of its simulators with an equal share of them, all loaded at once."""
    if len(group) == 1:
        return measured_run(generator, group[0], connections, seconds)
    share = max(1, connections // len(group))
    with ThreadPoolExecutor(len(group)) as pool:
        found = list(pool.map(lambda t: measured_run(generator, t, share, seconds), group))
    return combined(found)


def combined(results: Sequence[LoadResult]) -> LoadResult:
    """Runs made at once against separate simulators as one: responses and req/s added, CPU
    per response over every response, the worse latency."""
    requests = sum(result.requests for result in results)
    cpu = [(r.server_cpu_us, r.requests) for r in results if r.server_cpu_us is not None]
    known = sum(count for _, count in cpu)
    return LoadResult(
        requests=requests,
        seconds=max(result.seconds for result in results),
        requests_per_s=sum(result.requests_per_s for result in results),
        p50_ms=max(result.p50_ms for result in results),
        p99_ms=max(result.p99_ms for result in results),
        errors=sum(result.errors for result in results),
        server_cpu_us=sum(us * count for us, count in cpu) / known if known else None,
    )


def _points(runs: Sequence[StoreRun]) -> list[WorkersPoint]:
    return [
        WorkersPoint(f"{run.store} store, {run.operation}", run.workers, run.side.requests_per_s)
        for run in runs
        if run.store != SEPARATE
    ]


def _cpu(pid: int) -> float:
    return cpu_seconds_of(Path(f"/proc/{pid}/stat").read_text())


def _median(values: Sequence[float]) -> float | None:
    return median(values) if values else None
