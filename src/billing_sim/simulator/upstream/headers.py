"""Which headers cross a proxy: everything but the hop-by-hop ones (RFC 9110, 7.6.1).

A proxy removes ``Connection`` and every header it names, and the headers that describe one
connection rather than the message: ``Keep-Alive``, ``TE``, ``Trailer``, ``Transfer-Encoding``,
``Upgrade`` and ``Proxy-*`` (``Proxy-Authorization``, ``Proxy-Connection``...). ``Host`` is the
upstream's, set by the client that sends there; a request's ``Content-Length`` is set by the
client that frames the body, a response's is the relayed body's. ``Date`` and ``Server`` stay
the upstream's (``serve --upstream`` turns uvicorn's own off). ``X-Sim-Session`` is this
proxy's own and never reaches the upstream. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

HOP_BY_HOP = frozenset(
    {b"connection", b"keep-alive", b"te", b"trailer", b"transfer-encoding", b"upgrade"}
)
"""Hop-by-hop headers by name (lower case); ``Proxy-*`` are matched by prefix."""

RawHeaders = Sequence[tuple[bytes, bytes]]


def connection_named(headers: RawHeaders) -> frozenset[bytes]:
    """The header names ``Connection`` lists (``Connection: close, X-Foo``), lower case."""
    named: set[bytes] = set()
    for name, value in headers:
        if name.lower() == b"connection":
            named.update(token.strip().lower() for token in value.split(b",") if token.strip())
    return frozenset(named)


def end_to_end(headers: RawHeaders, *, drop: Iterable[bytes] = ()) -> list[tuple[bytes, bytes]]:
    """``headers`` without the hop-by-hop ones, those ``Connection`` names, and ``drop``.

    Args:
        headers: ``(name, value)`` pairs as received (any case).
        drop: Further names (lower case) to leave out.
    """
    removed = HOP_BY_HOP | connection_named(headers) | frozenset(drop)
    kept: list[tuple[bytes, bytes]] = []
    for name, value in headers:
        lower = name.lower()
        if lower in removed or lower.startswith(b"proxy-"):
            continue
        kept.append((name, value))
    return kept


REQUEST_DROPPED = (b"host", b"content-length", b"x-sim-session", b"x-request-id")
"""Request headers the proxy sets itself (``X-Request-Id``: the edge's, the caller's when
valid) or keeps to itself (``X-Sim-Session``)."""
