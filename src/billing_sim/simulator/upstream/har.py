"""``serve --upstream URL --record FILE``: the upstream's exchanges as HAR 1.2, personal data out.

Each exchange the proxy had with the real API (the request as forwarded, the answer as
received, before any fault shaped it) becomes one HAR entry, so a session on staging can be
kept, compared with the simulator's answers and attached to a bug report. What would leak is
redacted before it is kept: credentials (``Authorization``, ``Cookie``, ``Set-Cookie``,
``Proxy-Authorization``, ``X-Api-Key``) become ``[redacted]``, and phone numbers and tax ids,
wherever they appear (query strings, bodies, headers), keep only their last two characters, as
the journal shows them. A body in a content coding (gzip...) is not kept: it cannot be redacted
without decoding it, and it is the personal data that matters.

Entries are held in memory (at most ``max_entries``; later ones are counted, not kept) and
written when the proxy stops, atomically (a temporary file renamed over ``FILE``).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from billing_sim.simulator.privacy import mask
from billing_sim.simulator.upstream.checks import LiveExchange

HAR_VERSION = "1.2"
REDACTED = "[redacted]"
CREDENTIAL_HEADERS = frozenset(
    {b"authorization", b"proxy-authorization", b"cookie", b"set-cookie", b"x-api-key"}
)
DEFAULT_MAX_ENTRIES = 100_000

_PHONE = re.compile(r"(?:\+|%2B)\d{8,15}")
"""E.164 numbers, also percent-encoded in a query string (``%2B58...``)."""
_TAX_ID = re.compile(r"\b[VEJPGvejpg]-?\d{6,9}(?:-?\d)?\b")
"""Venezuelan RIF and cédula numbers (``V-12345678-1``, ``J123456789``)."""


def redact_text(text: str) -> str:
    """``text`` with every phone number and tax id masked but its last two characters."""
    return _TAX_ID.sub(lambda m: mask(m.group()), _PHONE.sub(lambda m: mask(m.group()), text))


class HarRecorder:
    """Keeps redacted exchanges and writes them as one HAR 1.2 document.

    Args:
        path: Where :meth:`write` puts the document.
        creator: The HAR ``creator`` (name and version).
        max_entries: Entries kept; later exchanges are only counted.
    """

    def __init__(
        self, path: Path, *, creator: tuple[str, str], max_entries: int = DEFAULT_MAX_ENTRIES
    ) -> None:
        self.path = path
        self._creator = creator
        self._max_entries = max_entries
        self._entries: list[dict[str, Any]] = []
        self.dropped = 0

    def add(self, exchange: LiveExchange, *, base_url: str) -> None:
        """Keep one exchange (redacted now: nothing personal is held in memory)."""
        if len(self._entries) >= self._max_entries:
            self.dropped += 1
            return
        self._entries.append(har_entry(exchange, base_url=base_url))

    def document(self) -> dict[str, Any]:
        """The HAR document of every kept exchange."""
        name, version = self._creator
        log: dict[str, Any] = {
            "version": HAR_VERSION,
            "creator": {"name": name, "version": version},
            "entries": list(self._entries),
        }
        if self.dropped:
            log["comment"] = f"{self.dropped} later exchanges were not kept (limit reached)"
        return {"log": log}

    def write(self) -> None:
        """Write the document to :attr:`path`, replacing it in one step."""
        directory = self.path.parent
        handle, temporary = tempfile.mkstemp(prefix=".har-", dir=directory)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                json.dump(self.document(), file, ensure_ascii=False, indent=1)
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def har_entry(exchange: LiveExchange, *, base_url: str) -> dict[str, Any]:
    """One HAR entry for ``exchange``, redacted."""
    path, _, query = exchange.target.partition("?")
    request_headers = _headers(exchange.request_headers)
    response_headers = _headers(exchange.headers)
    request: dict[str, Any] = {
        "method": exchange.method,
        "url": redact_text(base_url + exchange.target),
        "httpVersion": "HTTP/1.1",
        "cookies": [],
        "headers": request_headers,
        "queryString": [
            {"name": name, "value": redact_text(value)}
            for name, _, value in (pair.partition("=") for pair in query.split("&") if pair)
        ],
        "headersSize": -1,
        "bodySize": len(exchange.request_body),
    }
    if exchange.request_body:
        request["postData"] = {
            "mimeType": _header(exchange.request_headers, b"content-type") or "",
            "text": _body_text(exchange.request_body, exchange.request_headers),
        }
    content_type = _header(exchange.headers, b"content-type") or ""
    duration_ms = round(exchange.duration_s * 1000, 3)
    started = datetime.fromtimestamp(exchange.started, UTC).isoformat(timespec="milliseconds")
    return {
        "startedDateTime": started.replace("+00:00", "Z"),
        "time": duration_ms,
        "request": request,
        "response": {
            "status": exchange.status,
            "statusText": "",
            "httpVersion": "HTTP/1.1",
            "cookies": [],
            "headers": response_headers,
            "content": {
                "size": len(exchange.body),
                "mimeType": content_type,
                "text": _body_text(exchange.body, exchange.headers),
            },
            "redirectURL": _header(exchange.headers, b"location") or "",
            "headersSize": -1,
            "bodySize": len(exchange.body),
        },
        "cache": {},
        "timings": {"send": 0, "wait": duration_ms, "receive": 0},
        "_operationId": exchange.operation_id,
        "_path": path,
    }


def _headers(headers: Any) -> list[dict[str, str]]:
    kept = []
    for name, value in headers:
        lower = name.lower()
        text = REDACTED if lower in CREDENTIAL_HEADERS else redact_text(value.decode("latin-1"))
        kept.append({"name": name.decode("latin-1"), "value": text})
    return kept


def _header(headers: Any, wanted: bytes) -> str | None:
    for name, value in headers:
        if name.lower() == wanted:
            text: str = value.decode("latin-1")
            return text
    return None


def _body_text(body: bytes, headers: Any) -> str:
    coding = (_header(headers, b"content-encoding") or "identity").strip().lower()
    if coding != "identity":
        return f"[a {coding} body of {len(body)} bytes, not kept: it cannot be redacted]"
    return redact_text(body.decode("utf-8", errors="replace"))
