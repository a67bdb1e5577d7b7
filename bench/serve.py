"""``python -m bench.serve simulator|ceiling|asgi|proxy|bare-proxy``: the servers under test, on
identical settings.

All run on uvicorn with uvloop and httptools, no access log, on an ephemeral loopback port,
with the start-up heap frozen out of the garbage collector's sight as ``billing-sim serve``
does, and print ``listening http://127.0.0.1:PORT`` once bound. Only the app differs, and
for the simulator its store and number of workers (one, in memory, unless asked).
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

    from billing_sim.toolkit.commands.serve import freeze_startup_objects

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    host, port = sock.getsockname()[:2]
    print(f"listening http://{host}:{port}", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, **UVICORN_SETTINGS))
    freeze_startup_objects()
    server.run(sockets=[sock])


def serve_workers(factory: Any, workers: int) -> None:
    """Run the app ``factory`` builds in ``workers`` uvicorn worker processes on one socket
    (as ``billing-sim serve --workers`` does), with :data:`UVICORN_SETTINGS`."""
    import uvicorn
    from uvicorn.supervisors import Multiprocess

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.set_inheritable(True)
    host, port = sock.getsockname()[:2]
    print(f"listening http://{host}:{port}", flush=True)
    config = uvicorn.Config(factory, factory=True, workers=workers, **UVICORN_SETTINGS)
    Multiprocess(config, sockets=[sock]).run()


def shared_simulator(customers: int, store: str, prefix: str, workers: int) -> None:
    """The simulator on a shared store, built as ``billing-sim serve --store`` builds it
    (joining the store's world first), in ``workers`` processes."""
    import asyncio

    from billing_sim.simulator.settings import SimulatorSettings
    from billing_sim.toolkit.commands.serve import ServedApp, join_world

    settings = SimulatorSettings(customers=customers, store=store, store_prefix=prefix)
    factory = ServedApp(settings, asyncio.run(join_world(settings)).epoch, mask_access_log=False)
    if workers == 1:
        serve(factory())
    else:
        serve_workers(factory, workers)


def simulator_app(
    customers: int,
    scenario: str | None = None,
    admin_token: str | None = None,
    store: str = "memory",
) -> Any:
    """The simulator as ``billing-sim serve`` builds it.

    Args:
        customers: Population size.
        scenario: A shipped scenario's name or a scenario file every session starts with.
        admin_token: Turns the control plane (``/_sim/*``) on.
        store: ``memory`` or a Redis URL (prefix ``bench-profile``).
    """
    from dataclasses import replace

    from billing_sim.simulator.app import create_app
    from billing_sim.simulator.data import Dataset
    from billing_sim.simulator.settings import SimulatorSettings

    settings = SimulatorSettings(customers=customers, scenario=scenario, admin_token=admin_token)
    settings = replace(settings, store=store, store_prefix="bench-profile")
    data = Dataset(settings.seed, settings.customers, settings.business_date)
    return create_app(settings, data=data)


def proxy_app(upstream: str, checks: bool) -> Any:
    """``billing-sim serve --upstream`` as the command builds it (checks on or off)."""
    import time

    from billing_sim.simulator.settings import SimulatorSettings
    from billing_sim.simulator.upstream import UpstreamSettings
    from billing_sim.toolkit.commands.serve import ProxyOptions, ServedApp

    proxy = ProxyOptions(UpstreamSettings(upstream), checks=checks, record=None)
    return ServedApp(SimulatorSettings(), time.time(), mask_access_log=False, proxy=proxy)()


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and serve until terminated."""
    parser = argparse.ArgumentParser(prog="python -m bench.serve")
    apps = parser.add_subparsers(dest="app", required=True)
    sim = apps.add_parser("simulator", help="the billing simulator")
    sim.add_argument("--customers", type=int, default=1000)
    sim.add_argument("--scenario", help="a shipped scenario's name or a scenario file")
    sim.add_argument("--admin-token", help="turn the control plane on with this token")
    sim.add_argument("--store", default="memory", help="memory, or a Redis URL")
    sim.add_argument("--store-prefix", default="bench", help="the Redis keys' prefix")
    sim.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    for name, purpose in (("ceiling", "FastAPI"), ("asgi", "a plain ASGI callable")):
        fixed = apps.add_parser(name, help=f"fixed bytes per path from {purpose}, no work")
        fixed.add_argument("--bodies", type=Path, required=True, help="file from write_bodies")
    proxy = apps.add_parser("proxy", help="billing-sim serve --upstream")
    proxy.add_argument("--upstream", required=True)
    proxy.add_argument("--checks", action="store_true", help="contract checks on")
    bare = apps.add_parser("bare-proxy", help="a bare reverse proxy on the same stack")
    bare.add_argument("--upstream", required=True)
    args = parser.parse_args(argv)
    if args.app == "proxy":
        serve(proxy_app(args.upstream, args.checks))
        return 0
    if args.app == "bare-proxy":
        from bench.bare_proxy import bare_proxy_app

        serve(bare_proxy_app(args.upstream))
        return 0
    if args.app == "simulator":
        if args.store == "memory" and args.workers != 1:
            parser.error("--workers above 1 needs a shared store (--store redis://...)")
        if args.store != "memory" or args.workers != 1:
            shared_simulator(args.customers, args.store, args.store_prefix, args.workers)
            return 0
        serve(simulator_app(args.customers, args.scenario, args.admin_token))
        return 0
    from bench.ceiling import asgi_app, ceiling_app, read_bodies

    bodies = read_bodies(args.bodies)
    serve(ceiling_app(bodies) if args.app == "ceiling" else asgi_app(bodies))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
