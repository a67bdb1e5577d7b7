"""``billing-sim``: serve the simulator, check scenarios, verify an implementation, diff contracts.

Each subcommand lives in its own module under ``billing_sim.toolkit.commands`` and exposes
``register(subparsers)``; the handler it sets returns the process exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from billing_sim.simulator.extras import missing_extra

COMMANDS: tuple[str, ...] = ("serve", "contract", "scenarios", "verify", "drift", "violations")
"""Modules of ``billing_sim.toolkit.commands``, in the order ``--help`` lists them."""


def build_parser(commands: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The argument parser of ``billing-sim`` with ``commands`` (default: all) registered."""
    parser = argparse.ArgumentParser(
        prog="billing-sim", description="The ISP billing API simulator and its tools."
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in commands:
        module = importlib.import_module(f"billing_sim.toolkit.commands.{name}")
        module.register(subparsers)
    return parser


def commands_for(argv: Sequence[str]) -> tuple[str, ...]:
    """The commands to register for ``argv``: only the one it names, when it names one.

    Registering a command imports its module, and ``verify`` and ``drift`` bring schemathesis
    and hypothesis (about half a second): ``billing-sim serve`` must not pay for them.
    """
    return (argv[0],) if argv and argv[0] in COMMANDS else COMMANDS


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``billing-sim``; returns the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser(commands_for(argv)).parse_args(argv)
        handler: Callable[[argparse.Namespace], int] = args.handler
        return handler(args)
    except ModuleNotFoundError as error:
        # A bare `pip install billing-sim` is the client only: say which extra to install.
        message = missing_extra(error)
        if message is None:
            raise
        print(f"billing-sim: {message}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # `billing-sim ... | head` closed our stdout: not an error worth a traceback.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
