"""``billing-sim serve``: run the simulator on uvicorn."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from datetime import date
from typing import Any

from simulator.settings import DEV_API_KEY, SimulatorSettings

PERSONAS_SHOWN = 6


def register(subparsers: Any) -> None:
    """Add ``serve`` to the ``billing-sim`` parser."""
    serve = subparsers.add_parser(
        "serve",
        help="start the simulator",
        description="Start the billing API simulator. Options override BILLING_SIM_* variables.",
    )
    serve.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port; 0 picks a free one (default 8000)")
    serve.add_argument("--seed", type=int, help="data seed (default 42)")
    serve.add_argument("--customers", type=int, help="number of generated customers (1000)")
    serve.add_argument(
        "--api-key",
        action="append",
        help="accepted bearer key, repeatable (env BILLING_SIM_API_KEYS, comma-separated; "
        f"default {DEV_API_KEY})",
    )
    serve.add_argument(
        "--business-date",
        type=date.fromisoformat,
        help="the simulated today, YYYY-MM-DD (default 2026-11-20)",
    )
    serve.set_defaults(handler=run)


def settings_from(args: argparse.Namespace, environ: dict[str, str]) -> SimulatorSettings:
    """The environment's settings, overridden by the command-line options.

    Raises:
        ValueError: when a variable or option is not valid.
    """
    base = SimulatorSettings.from_env(environ)
    return SimulatorSettings(
        host=args.host or base.host,
        port=base.port if args.port is None else args.port,
        seed=base.seed if args.seed is None else args.seed,
        customers=base.customers if args.customers is None else args.customers,
        api_keys=tuple(args.api_key) if args.api_key else base.api_keys,
        business_date=args.business_date or base.business_date,
    )


def run(args: argparse.Namespace) -> int:
    """Start uvicorn with the settings from the environment, overridden by the options."""
    try:
        settings = settings_from(args, dict(os.environ))
    except ValueError as error:
        print(f"billing-sim serve: {error}", file=sys.stderr)
        return 2
    import uvicorn

    from simulator.app import create_app
    from simulator.data import Dataset

    data = Dataset(settings.seed, settings.customers, settings.business_date)
    app = create_app(settings, data=data)
    try:
        sock = _bind(settings.host, settings.port)
    except OSError as error:
        where = f"{settings.host}:{settings.port}"
        print(f"billing-sim serve: cannot listen on {where}: {error}", file=sys.stderr)
        return 1
    host, port = sock.getsockname()[:2]
    url_host = f"[{host}]" if ":" in host else host
    print(f"Billing simulator: http://{url_host}:{port}/docs", flush=True)
    if DEV_API_KEY in settings.api_keys:
        print(f"Development key: Authorization: Bearer {DEV_API_KEY}", flush=True)
    else:
        print(f"Accepting {len(settings.api_keys)} configured API key(s).", flush=True)
    print(
        f"Data: seed {settings.seed}, {settings.customers} customers, "
        f"business date {settings.business_date}",
        flush=True,
    )
    for persona in data.personas()[:PERSONAS_SHOWN]:
        print(f"  persona {persona.key}: {persona.customer_id}  {persona.story}", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, log_level="info"))
    server.run(sockets=[sock])
    return 0


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock
