"""Drive wrk (the load generator of choice) and read its report.

wrk is C, event-driven and multi-connection per thread: on one core it saturates far more
than one Python server core, so it is never the bottleneck here. Only its text report is
available without a Lua script, so :func:`parse_wrk` reads that.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence

from bench.loadresult import LoadResult

_UNIT_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}
_PERCENTILE = re.compile(r"^\s*(\d+(?:\.\d+)?)%\s+([\d.]+)(us|ms|s|m|h)\s*$", re.MULTILINE)
_TOTAL = re.compile(r"^\s*(\d+) requests in ([\d.]+)(us|ms|s|m|h),", re.MULTILINE)
_RATE = re.compile(r"^Requests/sec:\s+([\d.]+)", re.MULTILINE)
_NON_2XX = re.compile(r"Non-2xx or 3xx responses:\s+(\d+)")
_SOCKET = re.compile(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)")


class WrkOutputError(ValueError):
    """wrk's report lacks a figure the benchmark needs."""


def available() -> str | None:
    """The path of the ``wrk`` binary, or ``None``."""
    return shutil.which("wrk")


def wrk_command(
    url: str,
    *,
    connections: int,
    seconds: float,
    headers: Mapping[str, str] | None = None,
    threads: int = 1,
) -> list[str]:
    """The argv of one wrk run that reports the latency distribution.

    Raises:
        ValueError: on fewer connections than threads or a run shorter than a second.
    """
    if connections < threads:
        raise ValueError(f"wrk needs at least one connection per thread ({threads})")
    if seconds < 1:
        raise ValueError("wrk runs last whole seconds, at least one")
    argv = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{round(seconds)}s", "--latency"]
    for name, value in (headers or {}).items():
        argv += ["-H", f"{name}: {value}"]
    argv.append(url)
    return argv


def parse_wrk(report: str) -> LoadResult:
    """Read requests, duration, rate, p50/p99 and errors from wrk's ``--latency`` report.

    Raises:
        WrkOutputError: when the report has no total, rate or 50 %/99 % latency line.
    """
    percentiles = {
        float(pct): float(value) * _UNIT_MS[unit]
        for pct, value, unit in _PERCENTILE.findall(report)
    }
    total = _TOTAL.search(report)
    rate = _RATE.search(report)
    if total is None or rate is None or 50.0 not in percentiles or 99.0 not in percentiles:
        raise WrkOutputError(f"not a wrk --latency report:\n{report}")
    non_2xx = _NON_2XX.search(report)
    sockets = _SOCKET.search(report)
    errors = int(non_2xx.group(1)) if non_2xx else 0
    if sockets:
        errors += sum(int(count) for count in sockets.groups())
    return LoadResult(
        requests=int(total.group(1)),
        seconds=float(total.group(2)) * _UNIT_MS[total.group(3)] / 1000.0,
        requests_per_s=float(rate.group(1)),
        p50_ms=percentiles[50.0],
        p99_ms=percentiles[99.0],
        errors=errors,
    )


def run_wrk(
    argv: Sequence[str], timeout: float, preexec: Callable[[], None] | None = None
) -> LoadResult:
    """Run wrk (``preexec`` pins it) and parse its report.

    Raises:
        WrkOutputError: when wrk fails or its report cannot be read.
    """
    done = subprocess.run(
        argv, capture_output=True, text=True, timeout=timeout, check=False, preexec_fn=preexec
    )
    if done.returncode != 0:
        raise WrkOutputError(f"wrk exited {done.returncode}: {done.stderr.strip()}")
    return parse_wrk(done.stdout)
