"""The console's page and assets, by path, with the headers they are served with."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import NamedTuple

CONSOLE_PATH = "/_sim/console"

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "form-action 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "require-trusted-types-for 'script'",
        "trusted-types 'none'",
    )
)
"""Nothing runs but ``console.js`` from this origin; the page calls only this origin, cannot be
framed and submits no form (so a token typed into the login form can never end up in a URL,
even without JavaScript); and with Trusted Types required and no policy allowed, assigning a
string to ``innerHTML`` (or any other HTML sink) throws instead of parsing it."""

CONSOLE_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
)
"""Sent with the page and with each asset."""

_FILES = {
    CONSOLE_PATH: ("console.html", b"text/html; charset=utf-8"),
    f"{CONSOLE_PATH}/console.js": ("console.js", b"text/javascript; charset=utf-8"),
    f"{CONSOLE_PATH}/console.css": ("console.css", b"text/css; charset=utf-8"),
}


class ConsoleAsset(NamedTuple):
    """One file of the console as it is served."""

    body: bytes
    content_type: bytes
    headers: tuple[tuple[bytes, bytes], ...] = CONSOLE_HEADERS


@cache
def console_assets() -> dict[str, ConsoleAsset]:
    """Every path of the console and what it serves (read once per process from the
    package's ``static/`` directory)."""
    static = files("billing_sim.simulator.console") / "static"
    return {
        path: ConsoleAsset((static / name).read_bytes(), content_type)
        for path, (name, content_type) in _FILES.items()
    }
