"""The ceiling of proxy mode: a bare reverse proxy on the same stack (uvicorn, httpx).

It forwards every request to the upstream with one pooled ``httpx.AsyncClient`` (hop-by-hop
headers dropped, as RFC 9110 asks of any proxy), reads the whole body and relays it: exactly
the work ``serve --upstream`` cannot avoid, and none of what it adds (the edge, sessions,
the scenario engine, the journal, the contract checks). ``serve --upstream`` measured against
it is the proxy's own overhead.
"""

from __future__ import annotations

from typing import Any

import httpx

HOP_BY_HOP = frozenset(
    {b"connection", b"keep-alive", b"te", b"trailer", b"transfer-encoding", b"upgrade", b"host"}
)


def bare_proxy_app(upstream: str) -> Any:
    """An ASGI app forwarding everything to ``upstream``."""
    client: httpx.AsyncClient | None = None
    base = upstream.rstrip("/")

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        nonlocal client
        if scope["type"] != "http":
            return
        if client is None:
            limits = httpx.Limits(max_connections=100, max_keepalive_connections=100)
            client = httpx.AsyncClient(limits=limits, timeout=10.0, trust_env=False)
        body = b""
        more = True
        while more:
            message = await receive()
            body += message.get("body", b"")
            more = message.get("more_body", False)
        target = scope["path"] + (
            "?" + scope["query_string"].decode("latin-1") if scope["query_string"] else ""
        )
        headers = [(k, v) for k, v in scope["headers"] if k.lower() not in HOP_BY_HOP]
        # As serve --upstream does: no default headers of httpx's own added.
        request = httpx.Request(scope["method"], base + target, headers=headers, content=body)
        response = await client.send(request, stream=True)
        try:
            content = b"".join([chunk async for chunk in response.aiter_raw()])
        finally:
            await response.aclose()
        relayed = [
            (k, v)
            for k, v in response.headers.raw
            if k.lower() not in HOP_BY_HOP and k.lower() != b"content-length"
        ]
        relayed.append((b"content-length", str(len(content)).encode()))
        await send(
            {"type": "http.response.start", "status": response.status_code, "headers": relayed}
        )
        await send({"type": "http.response.body", "body": content})

    return app
