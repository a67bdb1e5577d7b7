"""The Python load generator's wire helpers (no sockets here)."""

from __future__ import annotations

import pytest

from bench.pyload import content_length, request_bytes


def test_request_is_a_keep_alive_get_with_query_and_headers():
    """Host from the URL, the path with its query, each header, then a blank line."""
    host, port, raw = request_bytes(
        "http://127.0.0.1:8123/v1/customers/cus_1/invoices?limit=12", {"Authorization": "Bearer k"}
    )
    assert (host, port) == ("127.0.0.1", 8123)
    assert raw == (
        b"GET /v1/customers/cus_1/invoices?limit=12 HTTP/1.1\r\n"
        b"Host: 127.0.0.1:8123\r\n"
        b"Authorization: Bearer k\r\n\r\n"
    )


def test_content_length_reads_status_and_length_case_insensitively():
    """The status line's code and the Content-Length header, whatever its case."""
    head = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: x\r\nContent-LENGTH: 42\r\n\r\n"
    assert content_length(head) == (503, 42)


def test_content_length_missing_is_an_error():
    """Chunked or close-delimited bodies are not supported: say so."""
    with pytest.raises(ValueError, match="Content-Length"):
        content_length(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
