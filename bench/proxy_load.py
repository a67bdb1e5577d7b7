"""Proxy mode (``serve --upstream``): its cost against a direct call and a bare reverse proxy.

One upstream (the simulator), and in front of it, on identical uvicorn settings: a bare
reverse proxy on the same stack (``bench/bare_proxy.py``: the ceiling), ``serve --upstream``
with its contract checks off, and with them on. Each endpoint is loaded on all four in
alternation (direct first), so the ratios come from one run. The checks' own cost is also
timed in process, per response (``LiveChecker.check`` on each endpoint's real answer), which
no load on a shared machine disturbs.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path

import httpx

from bench.load import LoadGenerator
from bench.results import CheckCost, Comparison, Side
from bench.servers import ServerProcess
from bench.serving import READY_TIMEOUT, start_simulator
from bench.stats import median
from bench.throughput import AUTH, ENDPOINTS, LoadPlan, LoadTarget, alternate

CHECK_ROUNDS = 5
CHECKS_PER_ROUND = 200


def measure(
    generator: LoadGenerator, workdir: Path, cpu: int | None, plan: LoadPlan
) -> tuple[list[Comparison], list[Comparison], list[CheckCost]]:
    """Per endpoint: proxy against the bare proxy (the ceiling, with direct as the floor
    side), checks on against off; and the checks' in-process cost per response."""
    ceiling: list[Comparison] = []
    checks: list[Comparison] = []
    with ExitStack() as stack:
        upstream = stack.enter_context(start_simulator(workdir, cpu, label="upstream"))
        commands = {
            "bare proxy": ["bare-proxy", "--upstream", upstream.url],
            "proxy": ["proxy", "--upstream", upstream.url],
            "proxy + checks": ["proxy", "--upstream", upstream.url, "--checks"],
        }
        servers = {
            label: stack.enter_context(_start(args, workdir, cpu))
            for label, args in commands.items()
        }
        for endpoint in ENDPOINTS:
            targets = {"direct": LoadTarget(upstream.url + endpoint.path, AUTH, upstream)}
            targets |= {
                label: LoadTarget(server.url + endpoint.path, AUTH, server)
                for label, server in servers.items()
            }
            runs = alternate(generator, targets, plan)
            sides = {label: Side.of(label, found) for label, found in runs.items()}
            ceiling.append(
                Comparison.of(
                    endpoint.operation,
                    endpoint.note,
                    sides["bare proxy"],
                    sides["proxy"],
                    floor=sides["direct"],
                )
            )
            checks.append(
                Comparison.of(
                    endpoint.operation, endpoint.note, sides["proxy"], sides["proxy + checks"]
                )
            )
        costs = [
            _check_cost(upstream.url, endpoint.operation, endpoint.path) for endpoint in ENDPOINTS
        ]
    return ceiling, checks, costs


def _start(args: list[str], workdir: Path, cpu: int | None) -> ServerProcess:
    argv = [sys.executable, "-m", "bench.serve", *args]
    label = "-".join(args[:1] + (["checks"] if "--checks" in args else []))
    server = ServerProcess(argv, workdir / f"{label}.log", cpu=cpu)
    try:
        server.wait_ready(ENDPOINTS[0].path, AUTH, READY_TIMEOUT)
    except BaseException:
        server.stop()
        raise
    return server


def _check_cost(base_url: str, operation: str, path: str) -> CheckCost:
    """Microseconds ``LiveChecker.check`` takes on this endpoint's real answer (median)."""
    from billing_sim.simulator.upstream import LiveExchange
    from billing_sim.toolkit.verify.live import LiveChecker

    answer = httpx.get(base_url + path, headers=AUTH, trust_env=False)
    exchange = LiveExchange(
        operation_id=operation,
        method="GET",
        target=path,
        request_headers=[(b"x-request-id", answer.headers["x-request-id"].encode())],
        request_body=b"",
        status=answer.status_code,
        headers=[(k.encode(), v.encode()) for k, v in answer.headers.multi_items()],
        body=answer.content,
        started=0.0,
        duration_s=0.0,
    )
    checker = LiveChecker()
    found = checker.check(exchange)  # warm: validators compile at first use
    rounds = [_per_call(lambda: checker.check(exchange)) for _ in range(CHECK_ROUNDS)]
    return CheckCost(operation, len(answer.content), median(rounds), len(found))


def _per_call(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    for _ in range(CHECKS_PER_ROUND):
        call()
    return (time.perf_counter() - started) / CHECKS_PER_ROUND * 1e6
