"""Report sections 1 and 2: the simulator against its ceilings, scenarios, start-up."""

from __future__ import annotations

from collections.abc import Sequence

from bench.markdown import cpu, ms, ratio, table
from bench.results import Comparison, Results
from bench.store_figures import paired_runs, store_figures


def _comparison_rows(comparisons: Sequence[Comparison]) -> list[list[str]]:
    rows = []
    for c in comparisons:
        floor = "" if c.floor is None else f"{c.floor.requests_per_s:,.0f}"
        floor_ratio = "" if c.floor_ratio is None else f"{c.floor_ratio:.2f}"
        rows.append(
            [
                c.name,
                c.detail,
                f"{c.reference.requests_per_s:,.0f}",
                f"{c.measured.requests_per_s:,.0f}",
                f"**{c.ratio:.2f}**",
                f"{cpu(c.reference.server_cpu_us)} / {cpu(c.measured.server_cpu_us)}",
                ratio(c.cpu_ratio),
                f"{ms(c.reference.p50_ms)} / {ms(c.reference.p99_ms)}",
                f"{ms(c.measured.p50_ms)} / {ms(c.measured.p99_ms)}",
                floor,
                floor_ratio,
                str(c.reference.errors + c.measured.errors),
            ]
        )
    return rows


def throughput_section(results: Results) -> list[str]:
    """Section 1: the throughput table and the as-shipped comparison."""
    if not results.throughput:
        return []
    lines = [
        "## 1. Simulator throughput against its ceiling",
        "",
        "Ceiling: a bare FastAPI app returning the simulator's exact bytes for the same path",
        "(`bench/ceiling.py`). Raw ASGI: the same bytes from a framework-free ASGI callable,",
        "what uvicorn alone can do. Same uvicorn settings, core and load for all three.",
        "CPU µs/resp is the server's CPU time per response: the same comparison made with",
        "CPU instead of wall-clock time, which other work on the machine hardly disturbs.",
        "",
    ]
    lines += table(
        (
            "operation",
            "request",
            "ceiling req/s",
            "simulator req/s",
            "sim / ceiling",
            "CPU µs/resp ceiling / sim",
            "sim / ceiling by CPU",
            "ceiling p50 / p99 ms",
            "simulator p50 / p99 ms",
            "raw ASGI req/s",
            "sim / raw ASGI",
            "errors",
        ),
        _comparison_rows(results.throughput),
    )
    shipped = results.shipped_cli
    if shipped is not None:
        lines += [
            "### As shipped: `billing-sim serve`",
            "",
            f"{shipped.detail}, against the simulator above (same app, the benchmark's server",
            "settings). The difference is the command's own uvicorn settings (access log).",
            "",
        ]
        lines += table(
            ("server", "req/s", "CPU µs/resp", "p50 / p99 ms", "of the benchmark's"),
            [
                [
                    side.label,
                    f"{side.requests_per_s:,.0f}",
                    cpu(side.server_cpu_us),
                    f"{ms(side.p50_ms)} / {ms(side.p99_ms)}",
                    ratio_text,
                ]
                for side, ratio_text in (
                    (shipped.reference, "1.00"),
                    (shipped.measured, f"**{shipped.ratio:.2f}**"),
                )
            ],
        )
    return lines


def scenarios_section(results: Results) -> list[str]:
    """The scenario engine's overhead and the latency fault's accuracy."""
    lines = []
    if results.scenario_overhead is not None:
        c = results.scenario_overhead
        lines += [
            "### Scenario engine overhead",
            "",
            f"{c.detail}. Reference: the same simulator with no scenario.",
            "",
        ]
        rows = [
            [
                side.label,
                f"{side.requests_per_s:,.0f}",
                cpu(side.server_cpu_us),
                f"{ms(side.p50_ms)} / {ms(side.p99_ms)}",
                str(side.errors),
            ]
            for side in (c.reference, c.measured)
        ]
        lines += table(("simulator", "req/s", "CPU µs/resp", "p50 / p99 ms", "errors"), rows)
        by_cpu = "" if c.cpu_ratio is None else f"; by server CPU per response, {c.cpu_ratio:.3f}"
        lines += [f"Throughput with the rules: {c.ratio:.3f} of without{by_cpu}.", ""]
    if results.latency_fault is not None:
        f = results.latency_fault
        lines += ["### Latency fault under load", ""]
        lines += table(
            (
                "operation",
                "connections",
                "configured",
                "p50",
                "p99",
                "req/s",
                "CPU µs/resp",
                "errors",
            ),
            [
                [
                    f.operation,
                    str(f.connections),
                    f"{f.configured_ms:.0f} ms",
                    f"{ms(f.run.p50_ms)} ms ({f.p50_offset_ms:+.2f})",
                    f"{ms(f.run.p99_ms)} ms ({f.p99_offset_ms:+.2f})",
                    f"{f.run.requests_per_s:,.0f}",
                    cpu(f.run.server_cpu_us),
                    str(f.run.errors),
                ]
            ],
        )
    return lines


def startup_section(results: Results) -> list[str]:
    """Section 2: start-up time and memory by population size."""
    if not results.startup:
        return []
    lines = [
        "## 2. Start-up and memory",
        "",
        "`billing-sim serve --port 0 --customers N`: spawn to the first `200` of `GET /v1/plans`;",
        "RSS (`VmRSS`) after warming up the first persona and the population's last customer.",
        "",
    ]
    return lines + table(
        ("customers", "start-up s", "RSS MiB", "runs (s, MiB)"),
        [
            [
                f"{s.customers:,}",
                f"{s.seconds:.2f}",
                f"{s.rss_mib:.1f}",
                "; ".join(f"{t:.2f}, {m:.0f}" for t, m in s.runs),
            ]
            for s in results.startup
        ],
    )


def store_section(results: Results) -> list[str]:
    """The store section: memory against Redis, one worker against two, same load and run."""
    if not results.store:
        return []
    cores = results.store_cores
    shared = "not pinned" if cores is None else f"{cores} core{'s' if cores != 1 else ''}"
    lines = [
        "## 6. Stores and workers: memory against Redis, one worker against two",
        "",
        "The same load, alternated, on four configurations: one worker on the in-memory",
        "store, one on Redis, two on Redis (`billing-sim serve --store redis://... --workers",
        "2`), and the control: two single-worker simulators of separate worlds on Redis,",
        "loaded at once with half the connections each.",
        "Redis (append-only file, fsync every second) runs beside them on the servers'",
        f"cores ({shared}); two workers scale only with a free core each. CPU µs/resp is the",
        "simulator's, summed over its workers; Redis µs/resp is the Redis server's own.",
        "",
    ]
    lines += table(
        (
            "operation",
            "configuration",
            "req/s",
            "vs memory",
            "p50 / p99 ms",
            "CPU µs/resp",
            "Redis µs/resp",
            "errors",
        ),
        [
            [
                run.operation,
                run.label,
                f"{run.side.requests_per_s:,.0f}",
                ratio(_versus_memory(results, run.operation, run.side.requests_per_s)),
                f"{ms(run.side.p50_ms)} / {ms(run.side.p99_ms)}",
                cpu(run.side.server_cpu_us),
                cpu(run.redis_cpu_us),
                str(run.side.errors),
            ]
            for run in results.store
        ],
    )
    costs = [line for line in _store_costs(results) if line]
    if costs:
        lines += ["Cost per request of the Redis store (one worker, CPU against memory):", ""]
        lines += [*costs, ""]
    lines += _scaling(results)
    return lines


def _scaling(results: Results) -> list[str]:
    figures = store_figures(results)
    if not figures:
        return []
    lines = [
        "Scaling, projected from the CPU measured above (each worker or replica on a core of",
        "its own; `bench/store_figures.py`): N workers serve N x 1e6 / (CPU µs per response)",
        "until Redis, single-threaded, bounds them all at 1e6 / (its CPU µs per response).",
        "",
    ]
    rows = []
    for figure in figures:
        for count, rate, bound in figure.projected:
            rows.append(
                [
                    figure.operation,
                    str(count),
                    f"{rate:,.0f}",
                    "-" if bound is None else f"{bound:,.0f}",
                ]
            )
    lines += table(("operation", "workers", "projected req/s", "Redis bound req/s"), rows)
    for figure in figures:
        if figure.redis_bound_workers is not None:
            lines.append(
                f"- {figure.operation}: two workers {ratio(figure.two_over_one)} one; Redis "
                f"is the bound from about {figure.redis_bound_workers:.0f} workers"
            )
    alike = [figure for figure in figures if figure.two_over_one_alike is not None]
    if alike:
        lines += [
            "",
            "Two workers here share one core, and two processes time-slicing a core run the",
            "same code slower, sharing a world or not. The control (two single-worker",
            "simulators of separate worlds, half the connections each, same core) measures",
            "that tax; against it, like for like, two workers on two free cores would serve:",
            "",
        ]
        lines += [
            f"- {figure.operation}: {ratio(figure.two_over_one_alike)}x one worker (time-slicing "
            f"alone: {ratio(figure.time_slicing)}x one worker's CPU per response)"
            for figure in alike
        ]
    return [*lines, ""]


def _versus_memory(results: Results, operation: str, requests_per_s: float) -> float | None:
    memory = next(
        (r for r in results.store if r.operation == operation and r.store == "memory"), None
    )
    if memory is None or not memory.side.requests_per_s:
        return None
    return requests_per_s / memory.side.requests_per_s


def _store_costs(results: Results) -> list[str]:
    lines = []
    for operation, memory, redis, _ in paired_runs(results):
        simulator = (memory.side.server_cpu_us, redis.side.server_cpu_us)
        if simulator[0] is None or simulator[1] is None:
            continue
        extra = simulator[1] - simulator[0]
        total = extra + (redis.redis_cpu_us or 0.0)
        lines.append(
            f"- {operation}: +{extra:.0f} µs in the simulator (client, scripts' round trips)"
            f" + {cpu(redis.redis_cpu_us)} µs in Redis = {total:.0f} µs per request"
        )
    return lines
