"""verify's per-response judgement, on live traffic: the checker ``serve --upstream`` injects.

Every answer the real implementation gives through the proxy is judged as verify judges a
response: the status is one the operation declares (``status.declared``), the body has the
declared schema for that status (``schema.shapes``), the declared response headers are there
(``headers.required``), and every per-response promise of the catalogue holds (money display,
sums, problem+json, request id echo...: :data:`~toolkit.verify.responses.RESPONSE_PROMISES`).
A violation is the promise id and one line.

This fits the simulator's :class:`~simulator.upstream.checks.ResponseChecker` seam: the simulator
never imports the toolkit, so the toolkit's ``serve`` command builds this and passes it in; and
verify never imports the simulator (it judges by the contract alone), so what it reads of an
answer is the structural :class:`LiveAnswer`, and what it returns plain (promise, reason) pairs.
Validators are compiled once per (operation, status), at first use.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple, Protocol
from urllib.parse import parse_qs

import jsonschema_rs

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.responses import RESPONSE_PROMISES, Exchange

SCHEMA = "schema.shapes"
STATUS = "status.declared"
HEADERS = "headers.required"
MAX_DECODED_BYTES = 64 * 1024 * 1024
"""Largest decompressed body judged (a compressed answer may expand a thousandfold)."""
REASON_LIMIT = 300
"""Longest reason kept (one line on the journal entry and the console)."""

_JSON = re.compile(r"application/(?:[\w.+-]+\+)?json")
_METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


class Violation(NamedTuple):
    """One broken promise of one answer: the catalogue id and one line saying what broke."""

    promise: str
    reason: str


class LiveAnswer(Protocol):
    """What the checker reads of one forwarded request and the upstream's answer."""

    @property
    def operation_id(self) -> str | None:
        """The contract operation (``None``: a path outside the contract)."""

    @property
    def target(self) -> str:
        """Path and query string as sent."""

    @property
    def request_headers(self) -> Sequence[tuple[bytes, bytes]]:
        """Request headers as forwarded."""

    @property
    def status(self) -> int:
        """The upstream's status."""

    @property
    def headers(self) -> Sequence[tuple[bytes, bytes]]:
        """The upstream's response headers."""

    @property
    def body(self) -> bytes:
        """The upstream's body, byte for byte."""


class LiveChecker:
    """Judges one upstream answer against the contract (never raises on a bad answer)."""

    def check(self, exchange: LiveAnswer) -> list[Violation]:
        """Every violation in ``exchange``; none for a path outside the contract."""
        operation_id = exchange.operation_id
        operation = OPERATIONS.get(operation_id or "")
        if operation is None or operation_id is None:
            return []
        found: list[Violation] = []
        status = exchange.status
        if status not in operation.statuses:
            declared = ", ".join(str(s) for s in operation.statuses)
            found.append(Violation(STATUS, f"{status} is not declared ({declared})"))
        view = exchange_view(exchange)
        missing = [
            name
            for name in operation.required_response_headers.get(status, ())
            if name.lower() not in view.headers
        ]
        if missing:
            found.append(Violation(HEADERS, f"missing {', '.join(missing)}"))
        coding = view.headers.get("content-encoding")
        if decoded(exchange.body, coding) is None:
            # An answer in a coding not undone here is relayed untouched and not judged.
            return found
        found += _schema_violations(operation_id, status, view, exchange.body)
        for promise in RESPONSE_PROMISES:
            try:
                verdict = promise.judge(view)
            except Exception as error:  # a judge surprised by a body no schema allows
                verdict = [f"could not be judged: {type(error).__name__}"]
            if verdict:
                more = f" (and {len(verdict) - 1} more)" if len(verdict) > 1 else ""
                found.append(Violation(promise.id, _line(verdict[0] + more)))
        return found


def exchange_view(exchange: LiveAnswer) -> Exchange:
    """The exchange as verify's per-response promises read it."""
    headers: dict[str, str] = {}
    for name, value in exchange.headers:
        headers.setdefault(name.decode("latin-1").lower(), value.decode("latin-1"))
    sent: dict[str, str] = {}
    for name, value in exchange.request_headers:
        sent.setdefault(name.decode("latin-1").lower(), value.decode("latin-1"))
    query = parse_qs(exchange.target.partition("?")[2], keep_blank_values=True)
    media_type = headers.get("content-type", "").split(";")[0].strip().lower()
    body: Any = None
    raw = decoded(exchange.body, headers.get("content-encoding"))
    if raw and _JSON.fullmatch(media_type):
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
    assert exchange.operation_id is not None
    return Exchange(exchange.operation_id, exchange.status, headers, sent, query, body, media_type)


def decoded(body: bytes, coding: str | None) -> bytes | None:
    """``body`` without its content coding (gzip, deflate); ``None`` when it cannot be undone
    here (another coding, a corrupt stream, more than :data:`MAX_DECODED_BYTES`)."""
    coding = (coding or "identity").strip().lower()
    if coding == "identity" or not body:
        return body
    if coding not in ("gzip", "x-gzip", "deflate"):
        return None
    window = 16 + zlib.MAX_WBITS if "gzip" in coding else zlib.MAX_WBITS
    try:
        inflater = zlib.decompressobj(window)
        plain = inflater.decompress(body, MAX_DECODED_BYTES)
    except zlib.error:
        if coding != "deflate":
            return None
        try:  # "deflate" is often sent raw, without its zlib header
            inflater = zlib.decompressobj(-zlib.MAX_WBITS)
            plain = inflater.decompress(body, MAX_DECODED_BYTES)
        except zlib.error:
            return None
    return None if inflater.unconsumed_tail else plain


def _schema_violations(
    operation_id: str, status: int, view: Exchange, raw: bytes
) -> list[Violation]:
    media = _declared_media(operation_id, status)
    if media is None:
        return []  # an undeclared status is already reported; 304 and bodiless answers
    if not media:
        return []
    if view.media_type not in media:
        shown = view.media_type or "no Content-Type"
        return [Violation(SCHEMA, f"{shown} is not declared ({', '.join(sorted(media))})")]
    validator = media[view.media_type]
    if validator is None:
        return []
    if view.body is None:
        reason = "an empty body" if not raw else "a body that is not valid JSON"
        return [Violation(SCHEMA, f"{status} {view.media_type} with {reason}")]
    error = next(validator.iter_errors(view.body), None)
    if error is None:
        return []
    pointer = "/" + "/".join(str(part) for part in error.instance_path)
    return [Violation(SCHEMA, _line(f"{pointer}: {error.message}"))]


@cache
def _declared_media(
    operation_id: str, status: int
) -> Mapping[str, jsonschema_rs.Validator | None] | None:
    """Media type -> validator of the declared response (``None`` for an undeclared status)."""
    response = _responses().get((operation_id, status))
    if response is None:
        return None
    components = load_contract()["components"]
    validators: dict[str, jsonschema_rs.Validator | None] = {}
    for media_type, media in response.get("content", {}).items():
        schema = media.get("schema")
        validators[media_type.lower()] = (
            None
            if schema is None
            else jsonschema_rs.Draft202012Validator({**schema, "components": components})
        )
    return validators


@cache
def _responses() -> dict[tuple[str, int], dict[str, Any]]:
    contract = load_contract()
    named = contract["components"].get("responses", {})
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for item in contract["paths"].values():
        for method in _METHODS:
            operation = item.get(method)
            if not isinstance(operation, dict):
                continue
            for status, response in operation.get("responses", {}).items():
                if not str(status).isdigit():
                    continue
                if "$ref" in response:
                    response = named[response["$ref"].rsplit("/", 1)[-1]]
                found[operation["operationId"], int(status)] = response
    return found


def _line(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= REASON_LIMIT else flat[: REASON_LIMIT - 1] + "…"


def violation_lines(violations: Sequence[Violation]) -> list[str]:
    """``promise: reason`` per violation (for messages and logs)."""
    return [f"{v.promise}: {v.reason}" for v in violations]
