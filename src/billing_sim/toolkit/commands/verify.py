"""``billing-sim verify``: run schemathesis and the link workflow against an implementation."""

from __future__ import annotations

import argparse
import os
import secrets
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from billing_sim.toolkit.report import render_json, render_junit, render_markdown, render_text
from billing_sim.toolkit.verify import JUNIT_SUITE, VerifyOptions, promise_report, run_verify
from billing_sim.toolkit.workflow import (
    DEFAULT_CONFIG_PATH,
    EXAMPLE_ACCOUNT_NUMBER,
    SetupError,
    Target,
)

TOKEN_VARIABLE = "BILLING_TOKEN"
DEFAULT_REPORT_DIR = Path("reports/verify")

_HELP = f"""\
Check that an implementation of billing_sim/openapi/billing.yaml keeps every promise of the
contract's
catalogue (x-promises): with a workflow from a test customer (read everything its links reach,
probe the rules, page every list both ways, record a Bs. 1,00 payment, replay it, race it) and
with schemathesis (every check, every phase, configured by schemathesis.toml), the contract's
response-level promises checked on every response. Reports each promise as passed, failed, not
exercised (and why) or not checkable; writes junit.xml, report.md and report.json into --report.
Exit status: 0 when every check holds, 1 when one fails, 2 when the run cannot start.
Example: billing-sim verify --base-url https://billing.staging.example --account-number 1000000016
The bearer key comes from --token, else ${TOKEN_VARIABLE}, else schemathesis.toml (sim_dev_key).
"""


def register(subparsers: Any) -> None:
    """Add ``verify`` to the ``billing-sim`` parser."""
    verify = subparsers.add_parser(
        "verify",
        help="check an implementation against the contract",
        description=_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("--base-url", required=True, help="root of the API under test")
    verify.add_argument("--token", help=f"bearer key (default ${TOKEN_VARIABLE} or the config's)")
    verify.add_argument(
        "--max-examples", type=int, help="examples per operation and phase (config: 30)"
    )
    verify.add_argument("--seed", type=int, help="generation seed (default: random, printed)")
    verify.add_argument(
        "--report", type=Path, default=DEFAULT_REPORT_DIR, help="report directory (reports/verify)"
    )
    verify.add_argument(
        "--account-number",
        default=EXAMPLE_ACCOUNT_NUMBER,
        help=f"test customer the workflow starts from (default {EXAMPLE_ACCOUNT_NUMBER})",
    )
    verify.add_argument(
        "--config", type=Path, default=DEFAULT_CONFIG_PATH, help="schemathesis.toml to use"
    )
    verify.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Verify, print the summary, write the reports; see the exit statuses in ``--help``."""
    if args.max_examples is not None and args.max_examples < 1:
        return _usage("--max-examples must be at least 1")
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    try:
        options = VerifyOptions(
            target=Target(args.base_url, args.token or os.environ.get(TOKEN_VARIABLE) or None),
            seed=seed,
            max_examples=args.max_examples,
            run_id=uuid.uuid4().hex,
            account_number=args.account_number,
            config_path=args.config,
        )
        print(f"Verifying {options.target.base_url} (seed {seed}) ...", flush=True)
        result = run_verify(options, clock=time.monotonic, progress=_progress)
    except SetupError as error:
        return _usage(str(error))
    report = promise_report(result)
    files = {
        "junit.xml": render_junit(report, suite=JUNIT_SUITE),
        "report.md": render_markdown(report),
        "report.json": render_json(report),
    }
    try:
        args.report.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            (args.report / name).write_text(text, encoding="utf-8")
    except OSError as error:
        return _usage(f"cannot write the reports into {args.report}: {error}")
    print(render_text(report))
    print("Reports: " + ", ".join(str(args.report / name) for name in files))
    return 0 if result.passed else 1


def _progress(line: str) -> None:
    print(f"  {line}", flush=True)


def _usage(message: str) -> int:
    print(f"billing-sim verify: {message}", file=sys.stderr)
    return 2
