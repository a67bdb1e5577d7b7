"""``python -m bench.profile``: where the time goes, without a network in the way.

``simulator`` drives the app's ASGI callable directly (no uvicorn, no sockets to the
caller) with one request path, over and over, under pyinstrument; ``--store redis`` serves it
from a ``redis-server`` this command starts (on loopback), so the profile shows where a
request's time goes with the shared store; ``client`` does the same for a capability
call over an in-memory transport answering the simulator's recorded bytes. The profile is
printed as text (``--html FILE`` writes pyinstrument's interactive page as well).
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx

from bench.throughput import API_KEY, AUTH, ENDPOINTS, PERSONA

_ENDPOINTS = {e.operation: e for e in ENDPOINTS}
_BALANCE = f"/v1/customers/{PERSONA}/balance"


def _scope(path: str, headers: dict[str, str]) -> dict[str, Any]:
    parts = urlsplit(path)
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": parts.path,
        "raw_path": parts.path.encode(),
        "query_string": parts.query.encode(),
        "root_path": "",
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
    }


async def drive_app(
    app: Any, path: str, requests: int, headers: dict[str, str], concurrency: int = 1
) -> float:
    """Serve ``requests`` GETs of ``path`` in-process, ``concurrency`` at a time.

    Returns:
        Wall-clock seconds per request.

    Raises:
        RuntimeError: when an answer is not ``200``.
    """
    statuses: list[int] = []

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    async def one() -> None:
        # Like a server's: the body once, then nothing until the client goes away (never).
        delivered = False
        idle = asyncio.Event()

        async def receive() -> dict[str, Any]:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": b"", "more_body": False}
            await idle.wait()
            return {"type": "http.disconnect"}

        await app(_scope(path, headers), receive, send)

    async def worker(count: int) -> None:
        for _ in range(count):
            await one()

    started = time.perf_counter()
    share, extra = divmod(requests, concurrency)
    await asyncio.gather(*(worker(share + (i < extra)) for i in range(concurrency)))
    elapsed = time.perf_counter() - started
    if any(status != 200 for status in statuses):
        raise RuntimeError(f"{path}: statuses {sorted(set(statuses))}")
    return elapsed / requests


def profile_simulator(
    operation: str, requests: int, scenario: str | None, concurrency: int, store: str = "memory"
) -> Callable[[], str]:
    """A job serving ``operation`` ``requests`` times (its app started and stopped as a server
    would, so a Redis store subscribes first and flushes last); returns a one-line summary."""
    from bench.serve import simulator_app

    app = simulator_app(1000, scenario, store=store)
    path = _ENDPOINTS[operation].path

    async def serve() -> float:
        async with lifespan(app):
            return await drive_app(app, path, requests, AUTH, concurrency)

    def job() -> str:
        per_request = asyncio.run(serve())
        where = "" if store == "memory" else ", Redis store"
        return f"{operation}: {per_request * 1e6:.0f} µs per request in-process{where}"

    return job


@asynccontextmanager
async def lifespan(app: Any) -> AsyncIterator[None]:
    """The app's ASGI lifespan: started on entry, shut down on exit."""
    events: asyncio.Queue[dict[str, str]] = asyncio.Queue()
    sent: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    await events.put({"type": "lifespan.startup"})
    task = asyncio.create_task(app({"type": "lifespan"}, events.get, sent.put))
    started = await sent.get()
    if started["type"] != "lifespan.startup.complete":
        raise RuntimeError(f"the app did not start: {started}")
    try:
        yield
    finally:
        await events.put({"type": "lifespan.shutdown"})
        await sent.get()
        await task


async def _fetch(app: Any, path: str) -> bytes:
    transport = httpx.ASGITransport(app)
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as http:
        return (await http.get(path, headers=AUTH)).content


def profile_client(calls: int) -> Callable[[], str]:
    """A job making ``calls`` ``get_balance`` calls over an in-memory transport."""
    from bench.serve import simulator_app
    from billing_sim.client import BillingTools

    app = simulator_app(1000)
    body = asyncio.run(_fetch(app, _BALANCE))
    transport = httpx.MockTransport(
        lambda request: httpx.Response(
            200, content=body, headers={"content-type": "application/json"}
        )
    )
    tools = BillingTools("http://sim", API_KEY, transport=transport)

    def job() -> str:
        started = time.perf_counter()
        for _ in range(calls):
            if not tools.get_balance(PERSONA).ok:
                raise RuntimeError("get_balance failed")
        per_call = (time.perf_counter() - started) / calls
        return f"get_balance: {per_call * 1e6:.0f} µs per call over an in-memory transport"

    return job


def main(argv: list[str] | None = None) -> int:
    """Profile one job and print the result."""
    from pyinstrument import Profiler

    parser = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__)
    target = parser.add_subparsers(dest="target", required=True)
    sim = target.add_parser("simulator")
    sim.add_argument("--operation", choices=sorted(_ENDPOINTS), default="getCustomer")
    sim.add_argument("--requests", type=int, default=5000)
    sim.add_argument("--scenario", help="a shipped scenario's name or a scenario file")
    sim.add_argument("--concurrency", type=int, default=1, help="requests in flight")
    sim.add_argument(
        "--store",
        choices=("memory", "redis"),
        default="memory",
        help="redis: a redis-server started for the run (Debian's, as `make bench` installs)",
    )
    cli = target.add_parser("client")
    cli.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--html", type=Path, help="also write pyinstrument's HTML page here")
    parser.add_argument("--all", action="store_true", help="show library frames too")
    args = parser.parse_args(argv)
    with _store(getattr(args, "store", "memory")) as store:
        if args.target == "simulator":
            job = profile_simulator(
                args.operation, args.requests, args.scenario, args.concurrency, store
            )
        else:
            job = profile_client(args.calls)
        job()  # warm-up: caches, imports, first renders
        profiler = Profiler(interval=0.0002, async_mode="disabled")
        with profiler:
            summary = job()
    print(summary)
    print(profiler.output_text(unicode=True, color=False, show_all=args.all))
    if args.html:
        args.html.write_text(profiler.output_html())
    return 0


@contextmanager
def _store(kind: str) -> Iterator[str]:
    """``memory``, or the URL of a ``redis-server`` started for the block."""
    if kind == "memory":
        yield "memory"
        return
    import tempfile

    from tests.support.redis_server import RedisServer

    with tempfile.TemporaryDirectory(prefix="bench-profile-") as directory:
        server = RedisServer(Path(directory)).start()
        try:
            yield server.url
        finally:
            server.kill()


if __name__ == "__main__":
    raise SystemExit(main())
