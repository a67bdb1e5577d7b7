"""The fallback load generator, for machines without wrk: ``python -m bench.pyload URL``.

asyncio over raw keep-alive sockets (uvloop when installed), one coroutine per connection,
each sending a GET as soon as the previous answer is read, like wrk. It is written by hand
because an HTTP client library (httpx, aiohttp) spends more CPU per request than the servers
measured here, and would become the bottleneck. Its own ceiling is measured against
:func:`serve_fixed`, a server that does no work at all, and reported next to the results.
Responses must carry ``Content-Length`` (both servers measured here always do).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from collections.abc import Coroutine, Mapping
from dataclasses import asdict
from typing import Any, TypeVar
from urllib.parse import urlsplit

from bench.loadresult import LoadResult
from bench.stats import percentile

T = TypeVar("T")


def request_bytes(url: str, headers: Mapping[str, str]) -> tuple[str, int, bytes]:
    """Host, port and the raw keep-alive GET request for ``url``."""
    parts = urlsplit(url)
    target = parts.path or "/"
    if parts.query:
        target += f"?{parts.query}"
    host = parts.hostname or "127.0.0.1"
    lines = [f"GET {target} HTTP/1.1", f"Host: {parts.netloc}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return host, parts.port or 80, ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def content_length(head: bytes) -> tuple[int, int]:
    """Status and ``Content-Length`` of a response head (up to and including the blank line).

    Raises:
        ValueError: when the head has no ``Content-Length``.
    """
    status_line, _, rest = head.partition(b"\r\n")
    status = int(status_line.split(b" ", 2)[1])
    for line in rest.split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return status, int(value)
    raise ValueError("response without Content-Length")


async def _connection(
    host: str, port: int, request: bytes, until: float, latencies: list[float]
) -> int:
    reader, writer = await asyncio.open_connection(host, port)
    errors = 0
    try:
        while time.perf_counter() < until:
            started = time.perf_counter()
            writer.write(request)
            status, length = content_length(await reader.readuntil(b"\r\n\r\n"))
            await reader.readexactly(length)
            latencies.append((time.perf_counter() - started) * 1000.0)
            errors += status >= 400
    finally:
        writer.close()
    return errors


async def generate(
    url: str, *, connections: int, seconds: float, headers: Mapping[str, str]
) -> LoadResult:
    """Keep ``connections`` requests in flight for ``seconds`` and summarise the answers."""
    host, port, request = request_bytes(url, headers)
    latencies: list[float] = []
    started = time.perf_counter()
    until = started + seconds
    errors = await asyncio.gather(
        *(_connection(host, port, request, until, latencies) for _ in range(connections)),
        return_exceptions=True,
    )
    elapsed = time.perf_counter() - started
    failed = sum(e if isinstance(e, int) else 1 for e in errors)
    return LoadResult(
        requests=len(latencies),
        seconds=elapsed,
        requests_per_s=len(latencies) / elapsed,
        p50_ms=percentile(latencies, 50) if latencies else 0.0,
        p99_ms=percentile(latencies, 99) if latencies else 0.0,
        errors=failed,
    )


async def serve_fixed(body: bytes) -> asyncio.Server:
    """A server answering every request with ``body`` and no work: the generator's ceiling."""
    head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
    response = head % len(body) + body

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while await reader.readuntil(b"\r\n\r\n"):
                writer.write(response)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    return await asyncio.start_server(answer, "127.0.0.1", 0)


def main(argv: list[str] | None = None) -> int:
    """Run one load and print its :class:`LoadResult` as JSON (the parent parses it)."""
    parser = argparse.ArgumentParser(prog="python -m bench.pyload")
    parser.add_argument("url", nargs="?", help="the URL to load (omit with --fixed-server)")
    parser.add_argument("--fixed-server", type=int, metavar="BYTES", help="serve BYTES forever")
    parser.add_argument("-c", "--connections", type=int, default=32)
    parser.add_argument("-d", "--seconds", type=float, default=5.0)
    parser.add_argument("-H", "--header", action="append", default=[])
    args = parser.parse_args(argv)
    headers = dict(h.split(": ", 1) for h in args.header)
    if args.fixed_server is not None:
        _run(_serve_forever(b"x" * args.fixed_server))
        return 0
    if not args.url:
        parser.error("a URL is required")
    result = _run(
        generate(args.url, connections=args.connections, seconds=args.seconds, headers=headers)
    )
    print(json.dumps(asdict(result)))
    return 0


def _run(coroutine: Coroutine[Any, Any, T]) -> T:
    try:
        import uvloop
    except ImportError:  # uvloop comes with uvicorn[standard]; plain asyncio is the fallback
        return asyncio.run(coroutine)
    return uvloop.run(coroutine)


async def _serve_forever(body: bytes) -> None:
    server = await serve_fixed(body)
    host, port = server.sockets[0].getsockname()[:2]
    print(f"listening http://{host}:{port}", flush=True)
    await server.serve_forever()


if __name__ == "__main__":
    raise SystemExit(main())
