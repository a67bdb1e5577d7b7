"""``billing-sim``: the simulator's command line."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from simulator.settings import SimulatorSettings


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from simulator.app import create_app

    base = SimulatorSettings.from_env(os.environ)
    settings = SimulatorSettings(
        host=args.host or base.host,
        port=args.port or base.port,
        seed=base.seed if args.seed is None else args.seed,
        customers=args.customers or base.customers,
        api_keys=tuple(args.api_key) if args.api_key else base.api_keys,
    )
    print(f"Billing simulator on http://{settings.host}:{settings.port}/docs", flush=True)
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``billing-sim``."""
    parser = argparse.ArgumentParser(prog="billing-sim", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="start the simulator")
    serve.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (default 8000)")
    serve.add_argument("--seed", type=int, help="data seed (default 42)")
    serve.add_argument("--customers", type=int, help="number of generated customers")
    serve.add_argument("--api-key", action="append", help="accepted bearer key (repeatable)")
    serve.set_defaults(handler=_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``billing-sim``."""
    args = build_parser().parse_args(argv)
    handler = args.handler
    result: int = handler(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
