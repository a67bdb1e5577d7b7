"""The ceilings: apps returning the simulator's exact bytes and doing no work at all.

:func:`ceiling_app` is the reference of the targets: a bare FastAPI app, no validation, no
models, no middleware, one ``async`` route per path returning a pre-serialised ``Response``.
:func:`asgi_app` is what uvicorn itself can do: a plain ASGI callable with no framework, the
floor under any Python app's cost. Both run on the simulator's server settings and core.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path

from fastapi import FastAPI
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send


def ceiling_app(bodies: Mapping[str, bytes]) -> FastAPI:
    """An app answering ``GET path`` with ``bodies[path]`` as ``application/json``.

    Args:
        bodies: Response body by request path (the query string is ignored when routing).
    """
    app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)
    for path, body in bodies.items():
        app.add_api_route(path, _answer(body), methods=["GET"])
    return app


def _answer(body: bytes) -> Callable[[], Awaitable[Response]]:
    async def answer() -> Response:
        return Response(content=body, media_type="application/json")

    return answer


def asgi_app(bodies: Mapping[str, bytes]) -> ASGIApp:
    """A framework-free ASGI app answering ``GET path`` with ``bodies[path]`` (else 404)."""
    answers = {
        path: (
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            },
            {"type": "http.response.body", "body": body},
        )
        for path, body in bodies.items()
    }
    missing: tuple[Message, Message] = (
        {"type": "http.response.start", "status": 404, "headers": [(b"content-length", b"0")]},
        {"type": "http.response.body", "body": b""},
    )

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        start, body = answers.get(scope["path"], missing)
        await send(start)
        await send(body)

    return app


def write_bodies(bodies: Mapping[str, bytes], path: Path) -> Path:
    """Save ``bodies`` for :func:`read_bodies` in the ceiling's process; returns ``path``."""
    encoded = {route: base64.b64encode(body).decode() for route, body in bodies.items()}
    path.write_text(json.dumps(encoded))
    return path


def read_bodies(path: Path) -> dict[str, bytes]:
    """The bodies saved by :func:`write_bodies`."""
    encoded: dict[str, str] = json.loads(path.read_text())
    return {route: base64.b64decode(body) for route, body in encoded.items()}
