"""``billing-sim violations``: the contract violations a proxy saw, as verify's reports.

Reads the journals of a running ``serve --upstream`` proxy through its control plane (every
session, or those named) and writes what its contract checks found as verify writes its
results: a summary on the terminal, and ``junit.xml``, ``report.md`` and ``report.json`` in
``--report``. Exit status: 0 when no answer broke a promise, 1 when some did, 2 when the
proxy cannot be read or an option is wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from billing_sim.toolkit.report import render_json, render_junit, render_markdown, render_text
from billing_sim.toolkit.verify.violation_report import SUITE, observed_in, violation_report

TOKEN_VARIABLE = "BILLING_SIM_ADMIN_TOKEN"
TIMEOUT_S = 30.0
MAX_SESSIONS = 1000
MAX_ENTRIES = 1_000_000


class ReadFailed(Exception):
    """The proxy's control plane could not be read."""


def register(subparsers: Any) -> None:
    """Add ``violations`` to the ``billing-sim`` parser."""
    command = subparsers.add_parser(
        "violations",
        help="report the contract violations a proxy (serve --upstream) saw",
        description=__doc__.split("\n\n", 1)[1] if __doc__ else None,
    )
    command.add_argument("base_url", metavar="URL", help="the proxy, e.g. http://127.0.0.1:8000")
    command.add_argument(
        "--session",
        action="append",
        default=[],
        help="read this X-Sim-Session only (repeatable; default: every session)",
    )
    command.add_argument(
        "--report", type=Path, default=Path("violations-report"), help="directory for the reports"
    )
    command.add_argument(
        "--admin-token",
        help=f"the proxy's admin token (prefer env {TOKEN_VARIABLE}, which `ps` does not show)",
    )
    command.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Read the journals, print the summary, write the reports."""
    token = args.admin_token or os.environ.get(TOKEN_VARIABLE)
    if not token:
        return _usage(f"the control plane needs the admin token: set {TOKEN_VARIABLE}")
    base = args.base_url.rstrip("/")
    if not base.startswith(("http://", "https://")):
        return _usage(f"{args.base_url!r} is not an http(s) URL")
    try:
        sessions = list(args.session) or _sessions(base, token)
        entries: list[dict[str, Any]] = []
        for session in sessions:
            entries += _journal(base, token, session)
    except ReadFailed as error:
        return _usage(str(error))
    entries.sort(key=lambda entry: str(entry.get("time", "")))
    report = violation_report(base, observed_in(entries), answers=len(entries))
    files = {
        "junit.xml": render_junit(report, suite=SUITE),
        "report.md": render_markdown(report),
        "report.json": render_json(report),
    }
    try:
        args.report.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            (args.report / name).write_text(text, encoding="utf-8")
    except OSError as error:
        return _usage(f"cannot write the reports into {args.report}: {error}")
    print(render_text(report))
    print("Reports: " + ", ".join(str(args.report / name) for name in files))
    return 1 if report.conclusion.startswith("FAILED") else 0


def _sessions(base: str, token: str) -> list[str]:
    answer = _get(base, token, "/_sim/sessions", {"limit": str(MAX_SESSIONS)}, None)
    return [str(summary["session"]) for summary in answer.get("sessions", [])]


def _journal(base: str, token: str, session: str) -> list[dict[str, Any]]:
    answer = _get(base, token, "/_sim/journal", {"limit": str(MAX_ENTRIES)}, session)
    entries: list[dict[str, Any]] = answer.get("entries", [])
    return entries


def _get(
    base: str, token: str, path: str, query: dict[str, str], session: str | None
) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    if session is not None:
        headers["X-Sim-Session"] = session
    request = urllib.request.Request(f"{base}{quote(path)}?{urlencode(query)}", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            document: dict[str, Any] = json.load(response)
    except urllib.error.HTTPError as error:
        detail = error.read(2000).decode("utf-8", "replace")
        raise ReadFailed(f"{path}: {error.code} from {base}: {_detail(detail)}") from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = getattr(error, "reason", error)
        raise ReadFailed(f"cannot read {base}{path}: {reason}") from None
    return document


def _detail(body: str) -> str:
    try:
        return str(json.loads(body).get("detail", body))
    except (ValueError, AttributeError):
        return body.strip()[:200]


def _usage(message: str) -> int:
    print(f"billing-sim violations: {message}", file=sys.stderr)
    return 2
