"""Report sections 3 to 5: the client's overhead, fail-fast, time to escalate, retrieval."""

from __future__ import annotations

from bench.markdown import table
from bench.naive import NAIVE
from bench.results import Results


def client_section(results: Results) -> list[str]:
    """Sections 3 and 4."""
    lines = []
    if results.client_overhead:
        lines += [
            "## 3. Client overhead",
            "",
            "`get_balance` (one request → `ToolResult`) against a raw httpx GET of the same URL,",
            "sequential over one keep-alive connection; median per call of each round, then the",
            "median over rounds.",
            "",
        ]
        lines += table(
            ("mode", "calls x rounds", "capability µs", "raw httpx µs", "ratio"),
            [
                [
                    o.mode,
                    f"{o.calls_per_round:,} x {len(o.rounds)}",
                    f"{o.capability_us:,.0f}",
                    f"{o.raw_us:,.0f}",
                    f"**{o.ratio:.2f}**",
                ]
                for o in results.client_overhead
            ],
        )
    if results.open_circuit or results.escalation:
        lines += ["## 4. Breaker fail-fast", ""]
    if results.open_circuit:
        lines += table(
            ("circuit open", "calls", "p50 µs", "p99 µs", "mean µs"),
            [
                [
                    o.mode,
                    f"{o.latency_us.count:,}",
                    f"{o.latency_us.p50:.1f}",
                    f"{o.latency_us.p99:.1f}",
                    f"{o.latency_us.mean:.1f}",
                ]
                for o in results.open_circuit
            ],
        )
    if results.escalation:
        lines += [
            "Time to a `ToolResult` under each shipped outage scenario (default client policy,",
            "3 s deadline): the first call, the median of the later calls (steady state) and",
            f"the slowest. Naive baseline, computed, not measured: {NAIVE.describe()}.",
            "",
        ]
        lines += table(
            (
                "scenario",
                "capability",
                "calls",
                "escalated",
                "answered",
                "first s",
                "steady s",
                "max s",
                "naive worst s",
                "failure kinds",
            ),
            [
                [
                    e.scenario,
                    e.capability,
                    str(e.calls),
                    str(e.escalated),
                    str(e.answered),
                    f"{e.first_s:.3f}",
                    f"{e.steady_s:.3f}",
                    f"{e.max_s:.3f}",
                    f"{NAIVE.worst_case_s():.0f}",
                    ", ".join(f"{k} {n}" for k, n in sorted(e.failure_kinds.items())) or "-",
                ]
                for e in results.escalation
            ],
        )
    return lines


def retrieval_section(results: Results) -> list[str]:
    """Section 5: the bot's document retrieval, per question."""
    if not results.retrieval:
        return []
    lines = [
        "## 5. Document retrieval latency",
        "",
        "Each labelled question of `evaluation/documents.yaml` retrieved in process (metadata",
        "filter, BM25, vectors, fusion, prune, verdict), once to warm up and then in timed",
        "rounds; build is the one-off cost of loading the documents and the model.",
        "",
    ]
    lines += table(
        ("mode", "backend", "questions x rounds", "build s", "p50 ms", "p99 ms", "mean ms"),
        [
            [
                r.mode,
                r.backend,
                f"{r.questions} x {r.rounds}",
                f"{r.build_s:.2f}",
                f"{r.latency_ms.p50:.2f}",
                f"{r.latency_ms.p99:.2f}",
                f"{r.latency_ms.mean:.2f}",
            ]
            for r in results.retrieval
        ],
    )
    return lines
