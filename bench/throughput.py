"""Simulator against ceiling: the same bytes, the same server settings, alternated runs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from urllib.parse import urlsplit

import httpx

from bench.load import LoadGenerator
from bench.loadresult import LoadResult
from bench.results import Comparison, Side
from bench.servers import ServerProcess

API_KEY = "sim_dev_key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
PERSONA = "cus_7k2m9q4x1z"
"""The contract's worked example (``simulator/data/PERSONAS.md``): present in every dataset."""
CUSTOMERS = (
    PERSONA,
    "cus_ax12dj8frm",
    "cus_9jhoflrw7n",
    "cus_1wrg3ennkp",
    "cus_794pnezkf7",
    "cus_0orc501d5b",
    "cus_2p6fqsu85u",
    "cus_ahzzyzrhy0",
)
"""Personas (same ids in every dataset) that a busy bot serves in turn: the client's breaker
opens only when failures span several customers, as in a real outage."""


@dataclass(frozen=True, slots=True)
class Endpoint:
    """One request measured: an operation with concrete parameters."""

    operation: str
    path: str
    note: str

    @property
    def route(self) -> str:
        """The path without its query string (how the ceiling app routes it)."""
        return urlsplit(self.path).path


ENDPOINTS = (
    Endpoint("getCustomer", f"/v1/customers/{PERSONA}", "light: one customer"),
    # The bot's own call: BillingTools.list_invoices asks for a year of invoices.
    Endpoint("listInvoices", f"/v1/customers/{PERSONA}/invoices?limit=12", "heavy: 12 invoices"),
    Endpoint("getBillSummary", f"/v1/customers/{PERSONA}/bill-summary", "heavy: bill summary"),
)


@dataclass(frozen=True, slots=True)
class LoadPlan:
    """How each comparison is run.

    Args:
        connections: Concurrent keep-alive connections.
        seconds: Duration of one run.
        rounds: Runs per side; sides alternate (A, B, A, B...) and medians are reported.
        warmup_seconds: One unmeasured run per side and endpoint first.
    """

    connections: int = 32
    seconds: float = 4.0
    rounds: int = 3
    warmup_seconds: float = 1.0


def fetch_bodies(base_url: str, endpoints: Sequence[Endpoint]) -> dict[str, bytes]:
    """The simulator's exact response body for each endpoint, keyed by route.

    Raises:
        RuntimeError: when the simulator does not answer one of them with 200.
    """
    bodies: dict[str, bytes] = {}
    with httpx.Client(base_url=base_url, headers=AUTH, trust_env=False) as http:
        for endpoint in endpoints:
            response = http.get(endpoint.path)
            if response.status_code != 200:
                raise RuntimeError(f"{endpoint.path} answered {response.status_code}")
            bodies[endpoint.route] = response.content
    return bodies


@dataclass(frozen=True, slots=True)
class LoadTarget:
    """One side of a comparison: where to send the load, and the server to account CPU to."""

    url: str
    headers: Mapping[str, str]
    server: ServerProcess | None = None


def measured_run(
    generator: LoadGenerator, target: LoadTarget, connections: int, seconds: float
) -> LoadResult:
    """One run against ``target``, with the server's CPU time per response when known."""
    before = target.server.cpu_seconds() if target.server else None
    result = generator.run(
        target.url, connections=connections, seconds=seconds, headers=target.headers
    )
    if target.server is None or before is None or not result.requests:
        return result
    used = target.server.cpu_seconds() - before
    return replace(result, server_cpu_us=used / result.requests * 1e6)


def alternate(
    generator: LoadGenerator, targets: Mapping[str, LoadTarget], plan: LoadPlan
) -> dict[str, list[LoadResult]]:
    """Run each target ``plan.rounds`` times, alternating, after one warm-up run each.

    Args:
        generator: The load generator.
        targets: By label; they run in this order within each round.
        plan: Connections, durations and rounds.

    Returns:
        Each label's measured runs, in order.
    """
    for target in targets.values():
        generator.run(
            target.url,
            connections=plan.connections,
            seconds=plan.warmup_seconds,
            headers=target.headers,
        )
    runs: dict[str, list[LoadResult]] = {label: [] for label in targets}
    for _ in range(plan.rounds):
        for label, target in targets.items():
            runs[label].append(measured_run(generator, target, plan.connections, plan.seconds))
    return runs


def against_ceiling(
    generator: LoadGenerator,
    servers: Mapping[str, ServerProcess],
    plan: LoadPlan,
    endpoints: Sequence[Endpoint] = ENDPOINTS,
    body_sizes: Mapping[str, int] | None = None,
) -> list[Comparison]:
    """One comparison per endpoint: the ceiling app as reference, the simulator measured.

    Args:
        generator: The load generator.
        servers: By label: ``ceiling`` and ``simulator``, optionally ``asgi`` (the
            framework-free floor, reported next to them).
        plan: Connections, durations and rounds.
        endpoints: The requests measured.
        body_sizes: Response size by route, for the report.
    """
    comparisons = []
    for endpoint in endpoints:
        targets = {
            label: LoadTarget(server.url + endpoint.path, AUTH, server)
            for label, server in servers.items()
        }
        runs = alternate(generator, targets, plan)
        size = (body_sizes or {}).get(endpoint.route)
        detail = f"{endpoint.note}, {size:,} B body" if size else endpoint.note
        comparisons.append(
            Comparison.of(
                endpoint.operation,
                detail,
                Side.of("ceiling", runs["ceiling"]),
                Side.of("simulator", runs["simulator"]),
                Side.of("asgi", runs["asgi"]) if "asgi" in runs else None,
            )
        )
    return comparisons
