"""What one load-generator run measured, whichever generator produced it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LoadResult:
    """Throughput and latency of one closed-loop run (fixed connections, fixed duration).

    Args:
        requests: Responses received.
        seconds: Wall-clock duration of the run.
        requests_per_s: ``requests / seconds`` as the generator reports it.
        p50_ms: Median response latency in milliseconds.
        p99_ms: 99th-percentile response latency in milliseconds.
        errors: Non-2xx/3xx responses plus socket errors (a valid run has none).
        server_cpu_us: CPU time the server spent per response, in microseconds, when known.
            Unlike throughput it hardly moves when other work shares the machine.
    """

    requests: int
    seconds: float
    requests_per_s: float
    p50_ms: float
    p99_ms: float
    errors: int
    server_cpu_us: float | None = None
