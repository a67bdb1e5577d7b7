"""One benchmark run: every section in turn, each on fresh servers, into :class:`Results`."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import httpx

from bench import (
    breaker,
    client_overhead,
    escalation,
    proxy_load,
    retrieval,
    scenario_load,
    startup,
    store_load,
)
from bench.ceiling import write_bodies
from bench.cpus import CpuPlan
from bench.load import LoadGenerator
from bench.results import Comparison, Results, Side
from bench.serve import UVICORN_SETTINGS
from bench.servers import ServerFailed, ServerProcess
from bench.serving import start_fixed, start_simulator
from bench.throughput import (
    AUTH,
    ENDPOINTS,
    LoadPlan,
    LoadTarget,
    against_ceiling,
    alternate,
    fetch_bodies,
)

SECTIONS = (
    "throughput", "client", "breaker", "startup", "scenarios", "escalation", "retrieval",
    "store", "proxy",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Options:
    """What to run and how long.

    Args:
        plan: Connections, durations and rounds of the throughput comparisons.
        sections: Which of :data:`SECTIONS` to run.
        calls: Sequential calls per round of the client-overhead comparison.
        client_rounds: Rounds of that comparison.
        open_calls: Calls timed with the circuit open.
        startup_repeats: Starts per population size.
        retrieval_rounds: Timed passes over the labelled document questions.
        generator: ``auto``, ``wrk`` or ``python``.
    """

    plan: LoadPlan = field(default_factory=LoadPlan)
    sections: tuple[str, ...] = SECTIONS
    calls: int = 500
    client_rounds: int = 5
    open_calls: int = 10_000
    startup_repeats: int = 3
    retrieval_rounds: int = 5
    generator: str = "auto"


def _say(message: str) -> None:
    print(f"bench: {time.strftime('%H:%M:%S')} {message}", file=sys.stderr, flush=True)


def _scenario_support(workdir: Path, cpu: int | None) -> str | None:
    """``None`` when ``--scenario`` works (total-outage answers 503), else why not."""
    try:
        with start_simulator(workdir, cpu, scenario="total-outage", label="probe") as probe:
            status = httpx.get(probe.url + ENDPOINTS[0].path, headers=AUTH).status_code
    except ServerFailed as failure:
        return f"the simulator cannot run a scenario yet: {str(failure).splitlines()[0]}"
    if status != 503:
        return f"the simulator ignored --scenario total-outage (answered {status}, not 503)"
    return None


def _throughput(
    results: Results,
    generator: LoadGenerator,
    cpus: CpuPlan,
    workdir: Path,
    plan: LoadPlan,
    sim: ServerProcess,
) -> Results:
    bodies = fetch_bodies(sim.url, ENDPOINTS)
    bodies_file = write_bodies(bodies, workdir / "bodies.json")
    ready = ENDPOINTS[0].route
    with (
        start_fixed("ceiling", bodies_file, ready, cpus.server, workdir) as ceiling,
        start_fixed("asgi", bodies_file, ready, cpus.server, workdir) as asgi,
    ):
        servers = {"ceiling": ceiling, "simulator": sim, "asgi": asgi}
        sizes = {route: len(body) for route, body in bodies.items()}
        comparisons = against_ceiling(generator, servers, plan, body_sizes=sizes)
    return replace(results, throughput=comparisons)


def _shipped(
    results: Results,
    generator: LoadGenerator,
    cpus: CpuPlan,
    workdir: Path,
    plan: LoadPlan,
    sim: ServerProcess,
) -> Results:
    """``billing-sim serve`` exactly as users start it, against the benchmark's simulator."""
    light = ENDPOINTS[0]
    argv = startup.serve_command(1000)
    with ServerProcess(argv, workdir / "billing-sim-serve.log", cpu=cpus.server) as cli:
        cli.wait_ready(startup.READY_PATH, AUTH, 60)
        runs = alternate(
            generator,
            {
                "bench settings": LoadTarget(sim.url + light.path, AUTH, sim),
                "billing-sim serve": LoadTarget(cli.url + light.path, AUTH, cli),
            },
            plan,
        )
    reference, measured = (Side.of(label, found) for label, found in runs.items())
    detail = f"{light.operation} from `{' '.join(['billing-sim', *argv[1:]])}`"
    return replace(
        results, shipped_cli=Comparison.of("billing-sim serve", detail, reference, measured)
    )


def run(options: Options, workdir: Path, cpus: CpuPlan, results: Results) -> Results:
    """Run the selected sections; the scenario ones are listed as pending when unsupported."""
    generator = LoadGenerator.choose(cpus.load, options.generator)
    plan = options.plan
    wanted = set(options.sections)
    with start_simulator(workdir, cpus.server) as sim:
        if "throughput" in wanted:
            _say("simulator against its ceilings")
            results = _throughput(results, generator, cpus, workdir, plan, sim)
            _say("billing-sim serve as shipped")
            results = _shipped(results, generator, cpus, workdir, plan, sim)
        if "client" in wanted:
            _say("client overhead")
            overhead = [
                client_overhead.measure_sync(sim.url, options.calls, options.client_rounds),
                client_overhead.measure_async(sim.url, options.calls, options.client_rounds),
            ]
            results = replace(results, client_overhead=overhead)
        scenario_sections = wanted & {"scenarios", "escalation"}
        missing = scenario_sections and _scenario_support(workdir, cpus.server)
        if missing:
            pending = [f"{section}: {missing}" for section in sorted(scenario_sections)]
            results = replace(results, pending=[*results.pending, *pending])
            wanted -= scenario_sections
        if "scenarios" in wanted:
            _say("scenario engine overhead and latency fault")
            results = replace(
                results,
                scenario_overhead=scenario_load.engine_overhead(
                    generator, sim, workdir, cpus.server, plan
                ),
                latency_fault=scenario_load.latency_fault(
                    generator, workdir, cpus.server, plan.seconds
                ),
            )
    if "breaker" in wanted:
        _say("open circuit")
        opened = [
            breaker.measure_sync(options.open_calls),
            breaker.measure_async(options.open_calls),
        ]
        results = replace(results, open_circuit=opened)
    if "escalation" in wanted:
        _say("time to escalate under the shipped outage scenarios")
        results = replace(results, escalation=escalation.measure(workdir, cpus.server))
    if "startup" in wanted:
        _say("start-up and memory")
        sizes = startup.measure(workdir, cpus.server, repeats=options.startup_repeats)
        results = replace(results, startup=sizes)
    if "retrieval" in wanted:
        _say("document retrieval latency")
        results = replace(results, retrieval=retrieval.measure(options.retrieval_rounds))
    if "proxy" in wanted:
        _say("proxy mode against a direct call and a bare reverse proxy")
        ceiling, checks, costs = proxy_load.measure(generator, workdir, cpus.server, plan)
        results = replace(results, proxy=ceiling, proxy_checks=checks, check_costs=costs)
    if "store" in wanted:
        _say("memory against Redis, one worker against two")
        section = store_load.measure(generator, cpus, workdir, plan)
        results = replace(
            results,
            store=section.runs,
            workers=section.workers,
            store_cores=section.cores,
            pending=[*results.pending, *([section.pending] if section.pending else [])],
        )
    return results


def settings_of(
    options: Options,
    generator: LoadGenerator,
    cpus: CpuPlan,
    generated_at: str,
    generator_ceiling: float | None,
) -> dict[str, Any]:
    """The run's settings, for the report's preamble and the JSON file."""
    name = generator.name
    if generator_ceiling is not None:
        name += f" (its own ceiling: {generator_ceiling:,.0f} req/s against a no-op server)"
    server = ", ".join(f"{k}={v}" for k, v in UVICORN_SETTINGS.items())
    return {
        "generated_at": generated_at,
        "load_generator": name,
        "pinning": cpus.describe(),
        "server": f"uvicorn, 1 worker, {server}, 127.0.0.1 ephemeral port",
        "connections": options.plan.connections,
        "seconds": options.plan.seconds,
        "rounds": options.plan.rounds,
        "warmup_seconds": options.plan.warmup_seconds,
        "sections": list(options.sections),
    }


def generator_ceiling(
    generator: LoadGenerator,
    cpus: CpuPlan,
    workdir: Path,
    connections: int,
    seconds: float,
    body_bytes: int = 4096,
) -> float | None:
    """The Python generator's own req/s against a server doing nothing (``None`` for wrk)."""
    if generator.name != "python":
        return None
    argv = [sys.executable, "-m", "bench.pyload", "--fixed-server", str(body_bytes)]
    with ServerProcess(argv, workdir / "pyload-ceiling.log", cpu=cpus.server) as fixed:
        fixed.wait_for_url(30)
        return generator.run(
            fixed.url + "/", connections=connections, seconds=seconds
        ).requests_per_s
