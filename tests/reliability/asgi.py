"""Requests straight into the ASGI app, byte for byte, for inputs an HTTP client refuses to send.

httpx will not put a NUL in a header, invalid UTF-8 in a path or an unencoded ``'`` in a URL;
an attacker's socket will, and a server passes most of it on. Calling the app with a
hand-built scope shows what the simulator does with exactly those bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from starlette.types import ASGIApp, Message

from tests.reliability.support import API_KEY, MARKERS


@dataclass(frozen=True, slots=True)
class Answer:
    """What the app sent back."""

    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes

    def header(self, name: bytes) -> bytes | None:
        """The first header called ``name`` (lower case), if any."""
        return next((value for key, value in self.headers if key == name), None)

    def echoed_markers(self) -> list[str]:
        """Markers found in the body or any header (raw bytes, as the wire carries them)."""
        wire = self.body + b"\n".join(key + b": " + value for key, value in self.headers)
        return [marker for marker in MARKERS if marker.encode() in wire]


async def call(
    app: ASGIApp,
    method: str,
    path: str,
    *,
    query: bytes = b"",
    headers: Sequence[tuple[bytes, bytes]] = (),
    body: bytes = b"",
    authorize: bool = True,
) -> Answer:
    """Send one request to ``app``; ``path`` is the decoded ASGI path (any string)."""
    raw_headers = [(b"host", b"billing.test"), *headers]
    if authorize:
        raw_headers.append((b"authorization", f"Bearer {API_KEY}".encode()))
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode("utf-8", "surrogateescape"),
        "query_string": query,
        "root_path": "",
        "headers": raw_headers,
        "client": ("127.0.0.1", 50000),
        "server": ("billing.test", 80),
    }
    delivered = False

    async def receive() -> Message:
        nonlocal delivered
        if delivered:
            return {"type": "http.disconnect"}
        delivered = True
        return {"type": "http.request", "body": body, "more_body": False}

    sent: list[Message] = []

    async def send(message: Message) -> None:
        sent.append(message)

    await app(scope, receive, send)
    start = sent[0]
    return Answer(
        status=start["status"],
        headers=list(start.get("headers", [])),
        body=b"".join(message.get("body", b"") for message in sent[1:]),
    )
