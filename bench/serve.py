"""``python -m bench.serve simulator|ceiling|asgi``: the servers under test, on identical settings.

All run on uvicorn with one worker, uvloop and httptools, no access log, on an ephemeral
loopback port, with the start-up heap frozen out of the garbage collector's sight as
``billing-sim serve`` does, and print ``listening http://127.0.0.1:PORT`` once bound. Only the
app differs.
"""

from __future__ import annotations

import argparse
import socket
from pathlib import Path
from typing import Any

UVICORN_SETTINGS: dict[str, Any] = {
    "loop": "uvloop",
    "http": "httptools",
    "access_log": False,
    "log_level": "warning",
}
"""What the ceiling and the simulator share (``uvicorn.Config`` keyword arguments)."""


def serve(app: Any) -> None:
    """Run ``app`` on 127.0.0.1 on a free port with :data:`UVICORN_SETTINGS` until stopped."""
    import uvicorn

    from toolkit.commands.serve import freeze_startup_objects

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    host, port = sock.getsockname()[:2]
    print(f"listening http://{host}:{port}", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, **UVICORN_SETTINGS))
    freeze_startup_objects()
    server.run(sockets=[sock])


def simulator_app(
    customers: int, scenario: str | None = None, admin_token: str | None = None
) -> Any:
    """The simulator as ``billing-sim serve`` builds it.

    Args:
        customers: Population size.
        scenario: A shipped scenario's name or a scenario file every session starts with.
        admin_token: Turns the control plane (``/_sim/*``) on.
    """
    from simulator.app import create_app
    from simulator.data import Dataset
    from simulator.settings import SimulatorSettings

    settings = SimulatorSettings(customers=customers, scenario=scenario, admin_token=admin_token)
    data = Dataset(settings.seed, settings.customers, settings.business_date)
    return create_app(settings, data=data)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and serve until terminated."""
    parser = argparse.ArgumentParser(prog="python -m bench.serve")
    apps = parser.add_subparsers(dest="app", required=True)
    sim = apps.add_parser("simulator", help="the billing simulator")
    sim.add_argument("--customers", type=int, default=1000)
    sim.add_argument("--scenario", help="a shipped scenario's name or a scenario file")
    sim.add_argument("--admin-token", help="turn the control plane on with this token")
    for name, purpose in (("ceiling", "FastAPI"), ("asgi", "a plain ASGI callable")):
        fixed = apps.add_parser(name, help=f"fixed bytes per path from {purpose}, no work")
        fixed.add_argument("--bodies", type=Path, required=True, help="file from write_bodies")
    args = parser.parse_args(argv)
    if args.app == "simulator":
        serve(simulator_app(args.customers, args.scenario, args.admin_token))
        return 0
    from bench.ceiling import asgi_app, ceiling_app, read_bodies

    bodies = read_bodies(args.bodies)
    serve(ceiling_app(bodies) if args.app == "ceiling" else asgi_app(bodies))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
