"""Serve an ASGI app on 127.0.0.1 from a background thread, for the lifetime of a ``with`` block.

The drift reference runs this way (a simulator inside the command, reached over real HTTP like
the implementation it is compared with), and the tests serve their apps the same way.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from starlette.types import ASGIApp

LOOPBACK = "127.0.0.1"
START_TIMEOUT = 30.0
STOP_TIMEOUT = 10.0


class ServingError(Exception):
    """The app could not be served."""


@contextmanager
def serve_in_thread(app: ASGIApp, *, host: str = LOOPBACK) -> Iterator[str]:
    """Serve ``app`` on an ephemeral port of ``host``; yields its base URL.

    The socket listens before the server thread starts, so early connections wait in the
    backlog instead of being refused.

    Raises:
        ServingError: when the server does not start within :data:`START_TIMEOUT` seconds.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    sock.listen(128)
    port = sock.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(app, log_level="critical", access_log=False, lifespan="off")
    )
    started = threading.Event()
    failure: list[BaseException] = []

    def serve() -> None:
        try:
            server.run(sockets=[sock])
        except BaseException as error:  # reported to the caller, not lost in the thread
            failure.append(error)
        finally:
            started.set()

    thread = threading.Thread(target=serve, name=f"serve-{port}", daemon=True)
    thread.start()
    try:
        if not _wait_started(server, started) or failure:
            raise ServingError(f"the server on {host}:{port} did not start: {failure!r}")
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(STOP_TIMEOUT)
        sock.close()


def _wait_started(server: uvicorn.Server, finished: threading.Event) -> bool:
    """Whether ``server`` reports started before it finishes or the timeout passes."""
    waited = 0.0
    step = 0.01
    while waited < START_TIMEOUT:
        if server.started:
            return True
        if finished.wait(step):
            return server.started
        waited += step
    return False
