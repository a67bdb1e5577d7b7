"""An upstream that misbehaves on purpose, on 127.0.0.1, for the proxy's hostile-upstream tests.

Raw asyncio streams in a thread (no HTTP framework that would tidy its answers up). What it
does depends on the last path segment of the request (``/v1/plans/<mode>``):

* ``ok``: a small valid JSON answer;
* ``hang``: reads the request, answers nothing (until the proxy gives up, at most ``HOLD_S``);
* ``reset``: reads the request, then resets the connection (RST);
* ``huge``: announces and streams ``HUGE_BYTES`` of body;
* ``garbage``: answers bytes that are not HTTP;
* ``dribble``: a valid head, then one body byte every ``DRIBBLE_GAP_S`` (a per-read timeout
  never fires; only a deadline on the whole exchange stops it).

Every loop is bounded: nothing here outlives ``HOLD_S``.
"""

from __future__ import annotations

import asyncio
import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager

HOLD_S = 30.0
HUGE_BYTES = 64 * 1024 * 1024
DRIBBLE_GAP_S = 0.2
OK_BODY = b'{"data":[],"has_more":false}'


async def _handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), HOLD_S)
        mode = head.split(b" ", 2)[1].split(b"?")[0].rsplit(b"/", 1)[-1].decode()
        await _answer(mode, reader, writer)
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError):
        pass
    finally:
        writer.close()


async def _answer(mode: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    if mode == "hang":
        await asyncio.wait_for(reader.read(), HOLD_S)  # until the proxy closes, bounded
    elif mode == "reset":
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()
    elif mode == "huge":
        writer.write(f"HTTP/1.1 200 OK\r\nContent-Length: {HUGE_BYTES}\r\n\r\n".encode())
        chunk = b"x" * 65536
        for _ in range(HUGE_BYTES // len(chunk)):
            writer.write(chunk)
            await writer.drain()
    elif mode == "garbage":
        writer.write(b"\x00\x01 this is not HTTP at all \xff\r\n\r\n")
        await writer.drain()
    elif mode == "dribble":
        length = 1000
        writer.write(f"HTTP/1.1 200 OK\r\nContent-Length: {length}\r\n\r\n".encode())
        for _ in range(min(length, int(HOLD_S / DRIBBLE_GAP_S))):
            writer.write(b"x")
            await writer.drain()
            await asyncio.sleep(DRIBBLE_GAP_S)
    else:
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(OK_BODY)}\r\n\r\n".encode()
            + OK_BODY
        )
        await writer.drain()


@contextmanager
def hostile_upstream() -> Iterator[str]:
    """Serve the hostile upstream until the block ends; yields its base URL."""
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    holder: dict[str, asyncio.Server] = {}

    async def start() -> None:
        holder["server"] = await asyncio.start_server(_handle, "127.0.0.1", 0)
        ready.set()

    async def stop() -> None:
        server = holder["server"]
        server.close()
        current = asyncio.current_task()
        handlers = [task for task in asyncio.all_tasks() if task is not current]
        for task in handlers:
            task.cancel()
        await asyncio.gather(*handlers, return_exceptions=True)
        await server.wait_closed()

    def run() -> None:
        loop.run_until_complete(start())
        loop.run_forever()
        loop.run_until_complete(stop())
        loop.close()

    thread = threading.Thread(target=run, name="hostile-upstream", daemon=True)
    thread.start()
    if not ready.wait(10):
        raise RuntimeError("the hostile upstream did not start")
    port = holder["server"].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
