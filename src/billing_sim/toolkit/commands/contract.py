"""``billing-sim contract``: ``diff OLD [NEW]`` classifies changes, ``rules`` lists them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.toolkit.contract_diff import (
    ContractError,
    accept,
    change_report,
    diff_contracts,
    parse_acceptance,
    parse_document,
    read_acceptances,
    read_document,
    rule_table,
)
from billing_sim.toolkit.report import render_json, render_markdown, render_text

_DIFF_HELP = """\
Classify the changes from OLD to NEW as breaking, to review or non-breaking for clients built
on OLD. Exit status: 0 when nothing breaks, 1 when a change is breaking or to review and not
accepted, 2 when a file cannot be used. Either file may be '-' for standard input, e.g.:
  git show origin/main:src/billing_sim/openapi/billing.yaml | billing-sim contract diff -
  src/billing_sim/openapi/billing.yaml
A change you have reviewed is acknowledged by its RULE@POINTER (both are printed with it):
  billing-sim contract diff old.yaml --accept parameter-removed@/paths/~1v1~1plans/get/parameters/2
or a file of them, one per line ('#' comments; text after the entry is a free reason):
  billing-sim contract diff old.yaml --accept-file src/billing_sim/openapi/accepted-changes.txt
"""


def register(subparsers: Any) -> None:
    """Add ``contract`` (with ``diff`` and ``rules``) to the ``billing-sim`` parser."""
    contract = subparsers.add_parser("contract", help="compare versions of the contract")
    actions = contract.add_subparsers(dest="contract_command", required=True, metavar="ACTION")
    diff = actions.add_parser(
        "diff",
        help="classify the changes between two versions of billing.yaml",
        description=_DIFF_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    diff.add_argument("old", metavar="OLD", help="the contract clients were built against")
    diff.add_argument(
        "new",
        metavar="NEW",
        nargs="?",
        default=str(CONTRACT_PATH),
        help="the proposed contract (default: this package's billing.yaml)",
    )
    diff.add_argument(
        "--format",
        choices=("text", "markdown", "json"),
        default="text",
        help="report format (default text; markdown for a pull request's description)",
    )
    diff.add_argument(
        "--accept",
        action="append",
        default=[],
        metavar="RULE@POINTER",
        help="a reviewed change: still reported, no longer failing (repeatable)",
    )
    diff.add_argument(
        "--accept-file",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="a file of RULE@POINTER lines to accept (repeatable)",
    )
    diff.set_defaults(handler=run_diff)
    rules = actions.add_parser("rules", help="list the rules contract diff applies")
    rules.set_defaults(handler=run_rules)


def _load(source: str) -> dict[str, Any]:
    if source == "-":
        return parse_document(sys.stdin.read(), "<stdin>")
    return read_document(Path(source))


def run_diff(args: argparse.Namespace) -> int:
    """Print the report; 1 if any change is breaking, 2 if a document cannot be used."""
    if args.old == "-" and args.new == "-":
        print("billing-sim contract diff: only one of OLD and NEW can be '-'", file=sys.stderr)
        return 2
    try:
        entries = [parse_acceptance(entry, "--accept") for entry in args.accept]
        for path in args.accept_file:
            entries += read_acceptances(path)
        old, new = _load(args.old), _load(args.new)
        changes = diff_contracts(old, new, old_label=args.old, new_label=args.new)
    except ContractError as error:
        print(f"billing-sim contract diff: {error}", file=sys.stderr)
        return 2
    changes, unmatched = accept(changes, entries)
    for entry in unmatched:
        print(f"billing-sim contract diff: accepted {entry} matches no change", file=sys.stderr)
    report = change_report(changes, args.old, args.new)
    if args.format == "json":
        sys.stdout.write(render_json(report))
    elif args.format == "markdown":
        sys.stdout.write(render_markdown(report))
    else:
        print(render_text(report))
    return 1 if any(change.fails for change in changes) else 0


def run_rules(args: argparse.Namespace) -> int:
    """Print every rule with its severity."""
    del args
    print(render_text(rule_table()))
    return 0
