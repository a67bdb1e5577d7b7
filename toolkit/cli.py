"""``billing-sim``: serve the simulator, check scenarios, verify an implementation, diff contracts.

Each subcommand lives in its own module under ``toolkit.commands`` and exposes
``register(subparsers)``; the handler it sets returns the process exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

COMMANDS: tuple[str, ...] = ("serve", "contract", "scenarios", "verify", "drift")
"""Modules of ``toolkit.commands``, in the order ``--help`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``billing-sim`` with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="billing-sim", description="The ISP billing API simulator and its tools."
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS:
        module = importlib.import_module(f"toolkit.commands.{name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``billing-sim``; returns the exit code."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except BrokenPipeError:
        # `billing-sim ... | head` closed our stdout: not an error worth a traceback.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
