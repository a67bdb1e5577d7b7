"""``billing-sim drift``: compare an implementation's behaviour with the simulator's."""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from starlette.types import ASGIApp

from billing_sim.toolkit.drift import SIMULATOR, DriftOptions, difference_report, run_drift
from billing_sim.toolkit.drift.differences import DriftResult
from billing_sim.toolkit.drift.recording import RecordingError, compare_recording, read_recording
from billing_sim.toolkit.drift.run import StagePlan
from billing_sim.toolkit.drift.serving import serve_in_thread
from billing_sim.toolkit.report import render_json, render_markdown, render_text
from billing_sim.toolkit.verify.stateful import Findings, Outcome, after_reads, after_writes
from billing_sim.toolkit.workflow import (
    DEFAULT_CONFIG_PATH,
    EXAMPLE_ACCOUNT_NUMBER,
    SetupError,
    Target,
)
from billing_sim.toolkit.workflow.project import configured_token, read_config
from billing_sim.toolkit.workflow.walk import Walk

TOKEN_VARIABLE = "BILLING_TOKEN"
DEFAULT_REPORT_DIR = Path("reports/drift")
DEFAULT_SEED = 42
DEFAULT_EXAMPLES = 10

_HELP = f"""\
Send the same requests to an implementation and to a reference (by default a simulator started
inside this command) and report, operation by operation, where they differ: status codes,
problem codes, response fields and JSON types, auth, and what a recorded payment changes.
Each side walks the contract's links from its own test customer; generated requests (fixed
seed) are sent to both. With --har FILE, a session recorded in front of the real API
(`serve --upstream URL --record FILE`) is replayed on the reference instead, request by request
in the recorded order, and each recorded answer compared with the reference's.
Writes drift.md and drift.json into --report.
Exit status: 0 when nothing differs, 1 when something does, 2 when the run cannot start.
The bearer key comes from --token, else ${TOKEN_VARIABLE}, else schemathesis.toml (sim_dev_key).
"""


def register(subparsers: Any) -> None:
    """Add ``drift`` to the ``billing-sim`` parser."""
    drift = subparsers.add_parser(
        "drift",
        help="compare an implementation's behaviour with the simulator's",
        description=_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    drift.add_argument("--base-url", help="root of the API under test (or --har)")
    drift.add_argument(
        "--har",
        type=Path,
        metavar="FILE",
        help="instead of a live API: a recorded session (serve --upstream URL --record FILE), "
        "each request replayed on the reference and its recorded answer compared",
    )
    drift.add_argument(
        "--token", help=f"its bearer key (default ${TOKEN_VARIABLE} or the config's)"
    )
    drift.add_argument(
        "--account-number",
        default=EXAMPLE_ACCOUNT_NUMBER,
        help=f"its test customer (default {EXAMPLE_ACCOUNT_NUMBER})",
    )
    drift.add_argument(
        "--reference",
        default=SIMULATOR,
        metavar="simulator|URL",
        help="what to compare with (default: a simulator with the default seed, in process)",
    )
    drift.add_argument("--reference-token", help="the reference's bearer key (URL references)")
    drift.add_argument(
        "--reference-account-number",
        default=EXAMPLE_ACCOUNT_NUMBER,
        help=f"the reference's test customer (default {EXAMPLE_ACCOUNT_NUMBER})",
    )
    drift.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"seed (default {DEFAULT_SEED})"
    )
    drift.add_argument(
        "--max-examples",
        type=int,
        default=DEFAULT_EXAMPLES,
        help=f"generated requests per operation and mode (default {DEFAULT_EXAMPLES})",
    )
    drift.add_argument(
        "--report", type=Path, default=DEFAULT_REPORT_DIR, help="report directory (reports/drift)"
    )
    drift.add_argument(
        "--config", type=Path, default=DEFAULT_CONFIG_PATH, help="schemathesis.toml to use"
    )
    drift.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Compare, print the report, write drift.md and drift.json; see ``--help``."""
    if args.max_examples < 1:
        return _usage("--max-examples must be at least 1")
    if args.har is not None:
        if args.base_url:
            return _usage("--har compares a recording, --base-url a live API: give one of them")
        return _report(args, *_recorded(args))
    if not args.base_url:
        return _usage("--base-url URL is needed (or --har FILE, a recorded session)")
    try:
        reference = (
            None if args.reference == SIMULATOR else Target(args.reference, args.reference_token)
        )
        options = DriftOptions(
            target=Target(args.base_url, args.token or os.environ.get(TOKEN_VARIABLE) or None),
            reference=reference,
            seed=args.seed,
            per_operation=args.max_examples,
            run_id=uuid.uuid4().hex,
            account_number=args.account_number,
            reference_account_number=args.reference_account_number,
            config_path=args.config,
        )
        print(f"Comparing {options.target.base_url} with {args.reference} ...", flush=True)
        result = run_drift(
            options,
            simulator=_simulator,
            clock=time.monotonic,
            progress=_progress,
            stages=verify_stages,
        )
    except SetupError as error:
        return _usage(str(error))
    return _report(args, result, None)


def _recorded(args: argparse.Namespace) -> tuple[DriftResult | None, str | None]:
    """The comparison of ``--har`` with the reference, or why it could not be made."""
    try:
        recording = read_recording(args.har)
        token = args.reference_token or configured_token(read_config(args.config))
    except (RecordingError, SetupError) as error:
        return None, str(error)
    print(f"Comparing {args.har} ({len(recording.exchanges)} requests) with {args.reference} ...")
    started = time.monotonic()
    if args.reference == SIMULATOR:
        with serve_in_thread(_simulator()) as url:
            result = compare_recording(recording, Target(url), token)
    else:
        result = compare_recording(recording, Target(args.reference), token)
        result.reference = args.reference
    result.elapsed = time.monotonic() - started
    return result, None


def _report(args: argparse.Namespace, result: DriftResult | None, problem: str | None) -> int:
    """Print the report and write drift.md and drift.json; 1 when something differs."""
    if result is None:
        return _usage(problem or "nothing to compare")
    report = difference_report(result)
    files = {"drift.md": render_markdown(report), "drift.json": render_json(report)}
    try:
        args.report.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            (args.report / name).write_text(text, encoding="utf-8")
    except OSError as error:
        return _usage(f"cannot write the reports into {args.report}: {error}")
    print(render_text(report))
    print("Reports: " + ", ".join(str(args.report / name) for name in files))
    return 1 if result.differences else 0


def verify_stages() -> StagePlan:
    """verify's own reads between the walk's stages (pages, conditional reads, selections,
    validators, the race), so drift sends every request verify does, and verify's judgements
    of them, which drift compares when the two sides hold other data."""
    findings = Findings()
    plan = StagePlan()

    def keep(outcomes: list[Outcome]) -> None:
        plan.verdicts.extend((o.promise, o.operation, o.holds, o.detail) for o in outcomes)

    def between(walk: Walk) -> None:
        keep(after_reads(walk, findings))

    def after(walk: Walk) -> None:
        keep(after_writes(walk, findings))

    return StagePlan(between, after, plan.verdicts)


def _simulator() -> ASGIApp:
    """The reference: a simulator with the default settings (seed 42, the dev key)."""
    from billing_sim.simulator.app import create_app
    from billing_sim.simulator.data import Dataset
    from billing_sim.simulator.settings import SimulatorSettings

    settings = SimulatorSettings()
    return create_app(
        settings, data=Dataset(settings.seed, settings.customers, settings.business_date)
    )


def _progress(line: str) -> None:
    print(f"  {line}", flush=True)


def _usage(message: str) -> int:
    print(f"billing-sim drift: {message}", file=sys.stderr)
    return 2
