"""``billing-sim contract``: ``diff OLD [NEW]`` classifies changes, ``rules`` lists them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from openapi import CONTRACT_PATH
from toolkit.contract_diff import (
    ContractError,
    Severity,
    diff_contracts,
    parse_document,
    read_document,
    render_json,
    render_rules,
    render_text,
)

_DIFF_HELP = """\
Classify the changes from OLD to NEW as breaking or non-breaking for clients built on OLD.
Exit status: 0 when nothing breaks, 1 when something does, 2 when a file cannot be used.
Either file may be '-' for standard input, e.g.:
  git show origin/main:openapi/billing.yaml | billing-sim contract diff - openapi/billing.yaml
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
        "--format", choices=("text", "json"), default="text", help="report format (default text)"
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
        old, new = _load(args.old), _load(args.new)
        changes = diff_contracts(old, new, old_label=args.old, new_label=args.new)
    except ContractError as error:
        print(f"billing-sim contract diff: {error}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(render_json(changes))
    else:
        print(render_text(changes, args.old, args.new))
    return 1 if any(change.severity is Severity.BREAKING for change in changes) else 0


def run_rules(args: argparse.Namespace) -> int:
    """Print every rule with its severity."""
    del args
    print(render_rules())
    return 0
