"""``billing-sim serve``: run the simulator on uvicorn."""

from __future__ import annotations

import argparse
import os
from typing import Any

from simulator.settings import SimulatorSettings


def register(subparsers: Any) -> None:
    """Add ``serve`` to the ``billing-sim`` parser."""
    serve = subparsers.add_parser("serve", help="start the simulator")
    serve.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (default 8000)")
    serve.add_argument("--seed", type=int, help="data seed (default 42)")
    serve.add_argument("--customers", type=int, help="number of generated customers")
    serve.add_argument("--api-key", action="append", help="accepted bearer key (repeatable)")
    serve.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Start uvicorn with the settings from the environment, overridden by the options."""
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
