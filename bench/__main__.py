"""``python -m bench``: run the benchmarks, write ``results.json``, ``RESULTS.md`` and its charts.

Exit status 0 when the run completed (whatever the figures: targets are reported, never
asserted), 1 when a server or the load generator failed, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

from bench.charts import draw_charts
from bench.cpus import CpuPlan, pin_self
from bench.load import LoadGenerator
from bench.machine import describe
from bench.report import render
from bench.results import Results
from bench.runner import SECTIONS, Options, generator_ceiling, run, settings_of
from bench.servers import ServerFailed
from bench.targets import evaluate
from bench.throughput import LoadPlan
from bench.wrk import WrkOutputError

HERE = Path(__file__).resolve().parent
QUICK = Options(
    plan=LoadPlan(seconds=2.0, rounds=1, warmup_seconds=1.0),
    calls=200,
    client_rounds=2,
    open_calls=2000,
    startup_repeats=1,
    retrieval_rounds=1,
)


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument(
        "--quick", action="store_true", help="one short round of everything (a smoke run)"
    )
    parser.add_argument(
        "--sections",
        default=",".join(SECTIONS),
        help=f"comma-separated subset of {', '.join(SECTIONS)} (default: all)",
    )
    parser.add_argument("--generator", choices=("auto", "wrk", "python"), default="auto")
    parser.add_argument(
        "--output-dir",
        type=Path,
        help="where results.json and RESULTS.md go (default: bench/, or a temporary "
        "directory with --quick)",
    )
    args = parser.parse_args(argv)
    unknown = set(args.sections.split(",")) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown section(s): {', '.join(sorted(unknown))}")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run, write both files and print the targets table."""
    args = _parse(argv)
    base = QUICK if args.quick else Options()
    options = Options(
        plan=base.plan,
        sections=tuple(s for s in SECTIONS if s in args.sections.split(",")),
        calls=base.calls,
        client_rounds=base.client_rounds,
        open_calls=base.open_calls,
        startup_repeats=base.startup_repeats,
        retrieval_rounds=base.retrieval_rounds,
        generator=args.generator,
    )
    cpus = CpuPlan.detect()
    machine = describe()
    # The harness and the client benchmarks stay off the servers' core.
    pin_self(cpus.load)
    workdir = Path(tempfile.mkdtemp(prefix="bench-"))
    output = args.output_dir or (workdir if args.quick else HERE)
    generator = LoadGenerator.choose(cpus.load, options.generator)
    try:
        own_ceiling = generator_ceiling(
            generator, cpus, workdir, options.plan.connections, options.plan.seconds
        )
        settings = settings_of(
            options, generator, cpus, datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), own_ceiling
        )
        results = run(options, workdir, cpus, Results(machine=machine, settings=settings))
    except (ServerFailed, WrkOutputError, RuntimeError) as failure:
        print(f"bench: {failure}\nbench: server logs are in {workdir}", file=sys.stderr)
        return 1
    targets = evaluate(results)
    output.mkdir(parents=True, exist_ok=True)
    document = {**asdict(results), "targets": [asdict(t) for t in targets]}
    (output / "results.json").write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    charts = [path.name for path in draw_charts(document, output)]
    report = render(results, targets, charts)
    (output / "RESULTS.md").write_text(report)
    print(report.split("## Targets", 1)[1].split("\n## ", 1)[0].strip())
    wrote = ", ".join(["RESULTS.md", "results.json", *charts])
    print(f"\nbench: wrote {wrote} in {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
