"""The scenario engine under load: its cost when no rule matches, and a latency fault's accuracy.

Both start extra simulators with a benchmark-written scenario (``bench.scenario_files``)
next to a plain one, on the same core and server settings.
"""

from __future__ import annotations

from pathlib import Path

from bench.load import LoadGenerator
from bench.results import Comparison, LatencyFault, Side
from bench.scenario_files import NO_MATCH_RULES, fixed_latency, no_match, write
from bench.servers import ServerProcess
from bench.serving import start_simulator
from bench.throughput import AUTH, ENDPOINTS, LoadPlan, LoadTarget, alternate, measured_run

LIGHT = ENDPOINTS[0]
"""getCustomer: the cheapest answer, so the engine's share of the time is the largest."""
FAULT_CONNECTIONS = 200
FAULT_DELAY_MS = 100


def engine_overhead(
    generator: LoadGenerator, plain: ServerProcess, workdir: Path, cpu: int | None, plan: LoadPlan
) -> Comparison:
    """The plain simulator against one running :func:`no_match`, alternated on ``getCustomer``."""
    script = write(no_match(), workdir, "bench-no-match")
    with start_simulator(workdir, cpu, scenario=str(script), label="no-match") as ruled:
        runs = alternate(
            generator,
            {
                "no scenario": LoadTarget(plain.url + LIGHT.path, AUTH, plain),
                f"{NO_MATCH_RULES} rules": LoadTarget(ruled.url + LIGHT.path, AUTH, ruled),
            },
            plan,
        )
    reference, measured = (Side.of(label, found) for label, found in runs.items())
    detail = (
        f"{LIGHT.operation}, {NO_MATCH_RULES} rules active, none matching, "
        f"{plan.connections} connections"
    )
    return Comparison.of(f"{LIGHT.operation} + {NO_MATCH_RULES} rules", detail, reference, measured)


def latency_fault(
    generator: LoadGenerator, workdir: Path, cpu: int | None, seconds: float
) -> LatencyFault:
    """A fixed :data:`FAULT_DELAY_MS` delay on ``getCustomer`` at :data:`FAULT_CONNECTIONS`."""
    script = write(fixed_latency(LIGHT.operation, FAULT_DELAY_MS), workdir, "bench-latency")
    with start_simulator(workdir, cpu, scenario=str(script), label="latency") as slow:
        target = LoadTarget(slow.url + LIGHT.path, AUTH, slow)
        generator.run(target.url, connections=FAULT_CONNECTIONS, seconds=1, headers=AUTH)
        run = measured_run(generator, target, FAULT_CONNECTIONS, seconds)
    return LatencyFault.of(LIGHT.operation, FAULT_CONNECTIONS, FAULT_DELAY_MS, run)
