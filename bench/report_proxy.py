"""Report section: proxy mode (``serve --upstream``) against a direct call and a bare proxy."""

from __future__ import annotations

from bench.markdown import cpu, ms, table
from bench.results import Results


def proxy_section(results: Results) -> list[str]:
    """The proxy's throughput ratios and its contract checks' cost per response."""
    if not results.proxy:
        return []
    lines = [
        "## Proxy mode: `billing-sim serve --upstream`",
        "",
        "One upstream (the simulator) and, in front of it on the same uvicorn settings, a bare",
        "reverse proxy on the same stack (uvicorn + httpx, `bench/bare_proxy.py`: the ceiling)",
        "and `serve --upstream` with its contract checks off, then on. Every endpoint is loaded",
        "on the four in alternation, so the ratios come from one run. The upstream and the",
        "proxies share the server core: each proxied request costs the upstream's work too.",
        "",
    ]
    rows = []
    for ceiling, checks in zip(results.proxy, results.proxy_checks, strict=True):
        direct = ceiling.floor
        rows.append(
            [
                ceiling.name,
                "" if direct is None else f"{direct.requests_per_s:,.0f}",
                f"{ceiling.reference.requests_per_s:,.0f}",
                f"{ceiling.measured.requests_per_s:,.0f}",
                f"{checks.measured.requests_per_s:,.0f}",
                f"**{ceiling.ratio:.2f}**",
                "" if ceiling.floor_ratio is None else f"{ceiling.floor_ratio:.2f}",
                f"{checks.ratio:.2f}",
                f"{cpu(ceiling.reference.server_cpu_us)} / {cpu(ceiling.measured.server_cpu_us)}"
                f" / {cpu(checks.measured.server_cpu_us)}",
                f"{ms(ceiling.measured.p50_ms)} / {ms(ceiling.measured.p99_ms)}",
                str(ceiling.reference.errors + ceiling.measured.errors + checks.measured.errors),
            ]
        )
    lines += table(
        (
            "operation",
            "direct req/s",
            "bare proxy req/s",
            "proxy req/s",
            "proxy + checks req/s",
            "proxy / bare",
            "proxy / direct",
            "checks on / off",
            "proxy CPU µs/resp bare / proxy / + checks",
            "proxy p50 / p99 ms",
            "errors",
        ),
        rows,
    )
    if results.check_costs:
        lines += [
            "### The contract checks, per response",
            "",
            "`LiveChecker.check` (schema, status, headers and every per-response promise of",
            "the catalogue) on each endpoint's real answer, timed in process (median of rounds).",
            "",
        ]
        lines += table(
            ("operation", "body bytes", "µs per response", "violations found"),
            [
                [c.operation, f"{c.body_bytes:,}", f"{c.per_response_us:,.0f}", str(c.violations)]
                for c in results.check_costs
            ],
        )
    return lines
