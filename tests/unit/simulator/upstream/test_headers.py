"""What crosses the proxy: RFC 9110's hop-by-hop headers never do."""

from __future__ import annotations

from billing_sim.simulator.upstream.headers import REQUEST_DROPPED, end_to_end


def test_hop_by_hop_headers_and_those_connection_names_are_removed() -> None:
    """Connection, what it lists, Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade, Proxy-*."""
    headers = [
        (b"Connection", b"close, X-Hop"),
        (b"X-Hop", b"1"),
        (b"Keep-Alive", b"timeout=5"),
        (b"TE", b"trailers"),
        (b"Trailer", b"X-Checksum"),
        (b"Transfer-Encoding", b"chunked"),
        (b"Upgrade", b"h2c"),
        (b"Proxy-Authorization", b"Basic abc"),
        (b"Proxy-Connection", b"keep-alive"),
        (b"Authorization", b"Bearer key"),
        (b"Accept-Language", b"en"),
    ]
    assert end_to_end(headers) == [(b"Authorization", b"Bearer key"), (b"Accept-Language", b"en")]


def test_the_proxy_sets_host_length_and_request_id_itself_and_keeps_its_session() -> None:
    """Host, Content-Length, X-Request-Id and X-Sim-Session are not forwarded as received."""
    headers = [
        (b"host", b"proxy:8000"),
        (b"content-length", b"12"),
        (b"x-sim-session", b"qa-1"),
        (b"x-request-id", b"abc"),
        (b"idempotency-key", b"k1"),
    ]
    assert end_to_end(headers, drop=REQUEST_DROPPED) == [(b"idempotency-key", b"k1")]


def test_a_connection_header_repeated_names_every_listed_header() -> None:
    """Several Connection fields add up; names are compared case-insensitively."""
    headers = [(b"connection", b"X-A"), (b"Connection", b"x-b"), (b"X-a", b"1"), (b"X-B", b"2")]
    assert end_to_end(headers) == []
