"""Start-up time and resident memory of ``billing-sim serve`` at several population sizes.

The command measured is the one users run. Start-up is the time from spawning the process to
the first ``200`` of ``GET /v1/plans``; memory is ``VmRSS`` after a warm-up that touched one
customer near each end of the population and rendered its heavy answers.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

import httpx

from bench.results import Startup
from bench.servers import ServerProcess
from bench.throughput import AUTH, ENDPOINTS, PERSONA
from billing_sim.simulator.data.ids import customer_id

SIZES = (100, 10_000, 1_000_000)
READY_PATH = "/v1/plans"
_TIMEOUT = 60.0


def serve_command(customers: int) -> list[str]:
    """``billing-sim serve`` on a free loopback port with ``customers`` customers."""
    script = Path(sys.executable).with_name("billing-sim")
    base = [str(script)] if script.exists() else [shutil.which("billing-sim") or "billing-sim"]
    return [*base, "serve", "--host", "127.0.0.1", "--port", "0", "--customers", str(customers)]


def _warm_up(base_url: str, customers: int) -> None:
    last = customer_id(customers - 1)
    with httpx.Client(base_url=base_url, headers=AUTH, trust_env=False) as http:
        for endpoint in ENDPOINTS:
            http.get(endpoint.path).raise_for_status()
            http.get(endpoint.path.replace(PERSONA, last)).raise_for_status()


def measure_once(customers: int, log: Path, cpu: int | None) -> tuple[float, float]:
    """``(seconds to first 200, RSS in MiB after warm-up)`` of one fresh server."""
    with ServerProcess(serve_command(customers), log, cpu=cpu) as server:
        seconds = server.wait_ready(READY_PATH, AUTH, _TIMEOUT)
        _warm_up(server.url, customers)
        return seconds, server.rss_kib() / 1024.0


def measure(
    workdir: Path, cpu: int | None, sizes: Sequence[int] = SIZES, repeats: int = 3
) -> list[Startup]:
    """Each size started ``repeats`` times, sizes interleaved, medians reported."""
    runs: dict[int, list[tuple[float, float]]] = {size: [] for size in sizes}
    for attempt in range(repeats):
        for size in sizes:
            runs[size].append(measure_once(size, workdir / f"startup-{size}-{attempt}.log", cpu))
    return [Startup.of(size, runs[size]) for size in sizes]
