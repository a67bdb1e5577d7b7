"""The store section: memory against Redis, one worker against two, on the same load.

Three simulators (1,000 customers) take the same load in alternated runs: one worker on the
in-memory store, one worker on Redis, two workers on Redis. Redis is a ``redis-server`` this
section starts (append-only file, fsync every second: what ``docs/scaling.md`` recommends),
on the servers' cores, so its CPU counts against the Redis rows as it would on one host. CPU
per response is summed over every worker process; Redis's own is reported beside it. The cost
per request of the Redis store is the difference in CPU per response, simulator plus Redis,
against the in-memory store.

Two workers need two free cores to scale: the servers get every core but the load
generator's, so on a two-core machine both workers share one (the report says how many).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.cpus import CpuPlan, pin_to, server_cores
from bench.load import LoadGenerator
from bench.loadresult import LoadResult
from bench.results import Side, StoreRun, WorkersPoint
from bench.servers import ServerProcess, cpu_seconds_of
from bench.stats import median
from bench.throughput import AUTH, ENDPOINTS, Endpoint, LoadPlan, LoadTarget, measured_run
from tests.support.redis_server import RedisServer, RedisServerError

READY_TIMEOUT = 60.0
LOADED = (ENDPOINTS[0], ENDPOINTS[2])
"""A light read (getCustomer: the scenario lookup and the journal append reach the store) and
a heavy one (getBillSummary: the customer's payments snapshot too)."""


@dataclass(frozen=True, slots=True)
class Configuration:
    """One simulator of the section."""

    label: str
    store: str
    workers: int


CONFIGURATIONS = (
    Configuration("memory, 1 worker", "memory", 1),
    Configuration("Redis, 1 worker", "redis", 1),
    Configuration("Redis, 2 workers", "redis", 2),
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
    servers: list[ServerProcess] = []
    try:
        for config in CONFIGURATIONS:
            servers.append(_start(config, redis.url, cores, workdir))
        runs = [
            run
            for endpoint in LOADED
            for run in _alternate(generator, endpoint, servers, redis.pid, plan)
        ]
    finally:
        for server in servers:
            server.stop()
        redis.stop()
    return StoreSection(runs, _points(runs), count)


def _start(
    config: Configuration, redis_url: str, cores: frozenset[int] | None, workdir: Path
) -> ServerProcess:
    store = "memory" if config.store == "memory" else redis_url
    argv = [sys.executable, "-m", "bench.serve", "simulator", "--store", store]
    argv += ["--store-prefix", f"bench-{config.workers}", "--workers", str(config.workers)]
    log = workdir / f"store-{config.store}-{config.workers}.log"
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
    servers: Sequence[ServerProcess],
    redis_pid: int,
    plan: LoadPlan,
) -> list[StoreRun]:
    targets = [LoadTarget(server.url + endpoint.path, AUTH, server) for server in servers]
    for target in targets:
        generator.run(
            target.url, connections=plan.connections, seconds=plan.warmup_seconds, headers=AUTH
        )
    runs: list[list[LoadResult]] = [[] for _ in targets]
    redis_cpu: list[list[float]] = [[] for _ in targets]
    for _ in range(plan.rounds):
        for index, target in enumerate(targets):
            before = _cpu(redis_pid)
            result = measured_run(generator, target, plan.connections, plan.seconds)
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


def _points(runs: Sequence[StoreRun]) -> list[WorkersPoint]:
    return [
        WorkersPoint(f"{run.store} store, {run.operation}", run.workers, run.side.requests_per_s)
        for run in runs
    ]


def _cpu(pid: int) -> float:
    return cpu_seconds_of(Path(f"/proc/{pid}/stat").read_text())


def _median(values: Sequence[float]) -> float | None:
    return median(values) if values else None
