"""Reading the request headers the edge acts on: request id, locale, session and bearer key."""

from __future__ import annotations

import hmac
import itertools
import re
import secrets
from collections.abc import Iterable

from billing_sim.openapi.conventions import negotiate_locale as negotiate
from billing_sim.simulator.data.api import Locale

REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
SESSION = re.compile(r"[A-Za-z0-9._:-]{1,64}")

WANTED_HEADERS = frozenset(
    {
        b"authorization",
        b"accept-language",
        b"x-request-id",
        b"x-sim-session",
        b"if-none-match",
        b"idempotency-key",
        b"content-length",
        b"content-type",
        b"transfer-encoding",
    }
)
"""The only request headers the simulator reads; the rest are never decoded."""


def read_headers(raw: Iterable[tuple[bytes, bytes]]) -> dict[str, str]:
    """The wanted headers, lower-case names; repeated ones joined with ``", "`` (RFC 9110)."""
    headers: dict[str, str] = {}
    repeated: dict[str, list[str]] = {}
    for name, value in raw:
        if name in WANTED_HEADERS:
            key = name.decode("latin-1")
            text = value.decode("latin-1")
            if key in headers:
                # Joined once at the end: joining as they come is quadratic, and a request
                # may repeat a header thousands of times (the server sets no limit).
                repeated.setdefault(key, [headers[key]]).append(text)
            else:
                headers[key] = text
    for key, values in repeated.items():
        headers[key] = ", ".join(values)
    return headers


class RequestIds:
    """Echoes well-formed incoming request ids and makes unique ones otherwise.

    Generated ids are an instance prefix drawn once from ``secrets`` plus a counter: unique
    across instances behind one load balancer, and cheap. They identify, they decide nothing.
    """

    def __init__(self) -> None:
        self._prefix = "req_" + secrets.token_hex(4)
        self._counter = itertools.count(1)

    def accept(self, incoming: str | None) -> str:
        """``incoming`` if it is a well-formed id, else a new one."""
        if incoming is not None and REQUEST_ID.fullmatch(incoming):
            return incoming
        return f"{self._prefix}{next(self._counter):08x}"


NEGOTIATED_LENGTH = 256
"""Characters of ``Accept-Language`` read (the contract's ``maxLength``; a longer header is
refused anyway). The server sets no header size limit: reading, and caching, only this much
keeps the work per request and the cache's memory bounded whatever a client sends."""


def negotiate_locale(accept_language: str | None) -> Locale:
    """``en`` when the most preferred supported language is English, else ``es-VE``: the
    contract's rule (:func:`billing_sim.openapi.conventions.negotiate_locale`).

    Args:
        accept_language: The ``Accept-Language`` header (q-values honoured), or ``None``;
            only its first :data:`NEGOTIATED_LENGTH` characters are read.
    """
    header = accept_language[:NEGOTIATED_LENGTH] if accept_language else None
    return "en" if negotiate(header) == "en" else "es-VE"


def valid_session(session: str) -> bool:
    """Whether ``session`` is a well-formed ``X-Sim-Session``."""
    return SESSION.fullmatch(session) is not None


class BearerAuth:
    """Checks ``Authorization: Bearer <key>`` against the configured keys.

    Keys are compared with :func:`hmac.compare_digest`, every key every time, so the time
    taken does not tell which key nearly matched. Tokens are never logged or echoed.
    """

    def __init__(self, keys: Iterable[str]) -> None:
        self._keys = tuple(key.encode() for key in keys)
        if not self._keys:
            raise ValueError("at least one API key is required")

    def accepts(self, authorization: str | None) -> bool:
        """Whether ``authorization`` carries one of the keys."""
        if not authorization:
            return False
        scheme, _, token = authorization.strip().partition(" ")
        if scheme.lower() != "bearer":
            return False
        presented = token.strip().encode("latin-1")
        if not presented:
            return False
        matched = False
        for key in self._keys:
            matched |= hmac.compare_digest(presented, key)
        return matched
