"""What drift keeps of a response (status, problem code, shape, the headers the contract and
the bot rely on), and how two are compared."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from email.utils import parsedate_to_datetime
from typing import Any, Literal, get_args
from urllib.parse import urlsplit

from schemathesis import Response

from billing_sim.openapi.operations import ERROR_CATALOG
from billing_sim.toolkit.drift.shape import Shape, compare_shapes, shape_of
from billing_sim.toolkit.workflow.trace import parse_json

Kind = Literal[
    "status",
    "problem_code",
    "header",
    "missing_field",
    "extra_field",
    "type",
    "auth",
    "transition",
    "value",
    "validator",
    "promise",
]
KINDS: tuple[Kind, ...] = get_args(Kind)
COMPARED_HEADERS = (
    "Content-Type",
    "Content-Language",
    "Retry-After",
    "ETag",
    "Idempotent-Replayed",
)
"""Headers the contract or the bot rely on. Their values are data (an ETag, a delay), so each
is reduced to its form: a media type, a locale, seconds or a date, a strong or weak tag."""
ABSENT = "absent"
_SECONDS = re.compile(r"[0-9]+")


@dataclass(frozen=True, slots=True)
class Observation:
    """A response reduced to what two implementations with different data should share."""

    status: int
    code: str | None
    shape: Shape | None
    headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def outcome(self) -> str:
        """``200``, or ``404 payment_not_found``."""
        return f"{self.status} {self.code}" if self.code else str(self.status)

    @property
    def succeeded(self) -> bool:
        """Whether the status is 2xx."""
        return 200 <= self.status < 300


@dataclass(frozen=True, slots=True)
class Finding:
    """One difference seen on one request (drift groups them into :class:`Difference` rows).

    Attributes:
        operation: operationId the difference belongs to.
        kind: What differs.
        subject: Where: a field path, an auth probe, a state transition ("" for status/code).
        reference: What the reference does there.
        target: What the implementation under test does there.
        example: The request that showed it (method, path and query, or a workflow step).
        request: The implementation's request as a curl command with its headers.
    """

    operation: str
    kind: Kind
    subject: str
    reference: str
    target: str
    example: str
    request: str = ""


def observe(response: Response) -> Observation:
    """The :class:`Observation` of ``response``."""
    sent = {name: values[0] for name, values in response.headers.items() if values}
    return observation_of(response.status_code, sent, parse_json(response))


def observation_of(status: int, headers: Mapping[str, str], body: Any) -> Observation:
    """The :class:`Observation` of an answer given as its parts (a live response's, or one
    recorded in a HAR file): ``body`` parsed (``None`` without one)."""
    code = None
    if status >= 400 and isinstance(body, dict) and isinstance(body.get("code"), str):
        code = body["code"]
    shape = shape_of(body) if body is not None else None
    return Observation(status, code, shape, header_forms(headers))


def header_forms(headers: Mapping[str, str]) -> dict[str, str]:
    """The form of each compared header (:data:`COMPARED_HEADERS`), ``absent`` when missing."""
    sent = {name.lower(): value for name, value in headers.items()}
    forms = {}
    for name in COMPARED_HEADERS:
        value = sent.get(name.lower())
        forms[name] = ABSENT if value is None else _form(name, value.strip())
    return forms


def _form(name: str, value: str) -> str:
    if name == "Content-Type":
        return value.split(";")[0].strip().lower() or "empty"
    if name == "Retry-After":
        if _SECONDS.fullmatch(value):
            return "seconds"
        try:
            parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return "unreadable"
        return "HTTP-date"
    if name == "ETag":
        return "weak" if value.startswith("W/") else "strong"
    return value


def request_line(response: Response) -> str:
    """``GET /v1/customers?phone=...``: the request without scheme and host."""
    request = response.request
    parts = urlsplit(request.url or "")
    query = f"?{parts.query}" if parts.query else ""
    return f"{request.method} {parts.path}{query}"


def is_data_gap(reference: Observation, target: Observation) -> bool:
    """Whether one side succeeded where the other gave a business answer about its data.

    A generated id may exist in one dataset only (``404 customer_not_found``), and a generated
    payment may meet an invoice the other side's earlier payments already settled
    (``422 invoice_already_paid``): the contract's ``business`` category is a definite answer
    about the data, so it says nothing about behaviour when the data differ.
    """
    found, other = (reference, target) if reference.succeeded else (target, reference)
    if not found.succeeded or other.code is None or not 400 <= other.status < 500:
        return False
    spec = ERROR_CATALOG.get(other.code)
    return spec is not None and spec.category == "business"


def compare_observations(
    operation: str, reference: Observation, target: Observation, example: str, request: str = ""
) -> list[Finding]:
    """The differences of two observations of one request (see :func:`_differences`), each
    with the implementation's ``request`` to reproduce it."""
    return [
        replace(f, request=request) for f in _differences(operation, reference, target, example)
    ]


def _differences(
    operation: str, reference: Observation, target: Observation, example: str
) -> list[Finding]:
    """Status first; with equal statuses, the problem code; with equal codes, the headers and
    the shape."""
    if reference.status != target.status:
        return [Finding(operation, "status", "", reference.outcome, target.outcome, example)]
    if reference.code != target.code:
        return [Finding(operation, "problem_code", "", reference.outcome, target.outcome, example)]
    findings = [
        Finding(operation, "header", name, ours, target.headers.get(name, ABSENT), example)
        for name, ours in reference.headers.items()
        if target.headers and ours != target.headers.get(name, ABSENT)
    ]
    if reference.shape is None or target.shape is None:
        return findings
    return findings + [
        Finding(
            operation, change.change, change.path or "/", change.reference, change.target, example
        )
        for change in compare_shapes(reference.shape, target.shape)
    ]
