"""Concrete outcomes: a fault with every choice made, ready for the HTTP edge to apply.

A rule's fault says "lognormal latency around 4 s" or "a 503"; an outcome says "wait 3712 ms"
or "503, code billing_backend_unavailable, Retry-After: 30". Outcomes are plain frozen values so
the journal can record them and tests can compare them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist
from typing import Literal

from openapi.operations import OPERATIONS
from simulator.scenario import contract
from simulator.scenario.model import (
    MAX_LATENCY_MS,
    AfterCommitFault,
    CloseFault,
    Fault,
    HangFault,
    HttpErrorFault,
    LatencyFault,
    MalformedFault,
    NotFoundFault,
    RateLimitFault,
    ResetFault,
    SlowBodyFault,
    TruncateFault,
)
from simulator.scenario.rng import DrawKey

DEFAULT_RETRY_AFTER = 1
"""``Retry-After`` seconds when the contract requires the header and the rule gives none."""

Headers = tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Delay:
    """Wait ``ms`` milliseconds, then answer normally."""

    ms: int


@dataclass(frozen=True, slots=True)
class Hang:
    """Send nothing; after ``max_s`` seconds close the connection (nothing is held forever)."""

    max_s: float


@dataclass(frozen=True, slots=True)
class Reply:
    """Answer ``status`` instead of the real response.

    ``code`` is the catalog code of a ``problem`` body (``None`` for ``bare``/``html``);
    ``headers`` are the ones the contract requires for this status, besides ``X-Request-Id``.
    """

    status: int
    code: str | None
    body: Literal["problem", "bare", "html"]
    headers: Headers


@dataclass(frozen=True, slots=True)
class Reset:
    """Abort the connection (TCP RST) without answering."""


@dataclass(frozen=True, slots=True)
class Close:
    """Close the connection cleanly without answering."""


@dataclass(frozen=True, slots=True)
class Truncate:
    """Send status and headers of the real response, then cut its body and close."""

    fraction: float | None
    bytes: int | None


@dataclass(frozen=True, slots=True)
class Malformed:
    """Send a success response whose body breaks the contract the way ``variant`` says."""

    variant: Literal["missing_field", "wrong_type", "invalid_json", "wrong_content_type"]
    field: str | None


@dataclass(frozen=True, slots=True)
class SlowBody:
    """Send the real response, its body split into ``chunks`` over ``duration_s``."""

    duration_s: float
    chunks: int


@dataclass(frozen=True, slots=True)
class AfterCommit:
    """Let createPayment store the payment, then lose its response as ``then`` says."""

    then: Hang | Reset | Reply


Outcome = Delay | Hang | Reply | Reset | Close | Truncate | Malformed | SlowBody | AfterCommit
"""Every concrete outcome."""


def build_outcome(fault: Fault, operation_id: str, key: DrawKey) -> Outcome:
    """Make every choice ``fault`` leaves open for one request of ``operation_id``."""
    match fault:
        case LatencyFault():
            return Delay(_latency_ms(fault, key))
        case HangFault():
            return Hang(fault.max_s)
        case HttpErrorFault():
            code = None
            if fault.body == "problem":
                code = fault.code or contract.default_code(operation_id, fault.status)
            headers = _required_headers(operation_id, fault.status, fault.retry_after)
            return Reply(fault.status, code, fault.body, headers)
        case NotFoundFault():
            code = fault.code or OPERATIONS[operation_id].not_found_codes[0]
            return Reply(404, code, "problem", _required_headers(operation_id, 404, None))
        case RateLimitFault():
            return Reply(429, "rate_limited", "problem", _rate_limit_headers(fault))
        case ResetFault():
            return Reset()
        case CloseFault():
            return Close()
        case TruncateFault():
            fraction = 0.5 if fault.fraction is None and fault.bytes is None else fault.fraction
            return Truncate(fraction, fault.bytes)
        case MalformedFault():
            return Malformed(fault.variant, fault.field)
        case SlowBodyFault():
            return SlowBody(fault.duration_s, fault.chunks)
        case AfterCommitFault():
            return AfterCommit(_lost_response(fault, operation_id))


def _latency_ms(fault: LatencyFault, key: DrawKey) -> int:
    if fault.ms is not None:
        return fault.ms
    distribution = fault.distribution
    if distribution is None:  # excluded by the check; a zero delay is the safe reading
        return 0
    # Half-open draws [0, 1) shifted into (0, 1): inv_cdf rejects 0.
    u = min(max(key.uniform("latency"), 1e-12), 1 - 1e-12)
    if distribution.uniform is not None:
        low, high = distribution.uniform.min_ms, distribution.uniform.max_ms
        ms = low + u * (high - low)
    elif distribution.lognormal is not None:
        spec = distribution.lognormal
        ms = spec.median_ms * math.exp(spec.sigma * NormalDist().inv_cdf(u))
    else:
        ms = 0.0
    cap = MAX_LATENCY_MS if fault.max_ms is None else fault.max_ms
    # Whole milliseconds: the same number on every platform, whatever its libm rounds.
    return min(round(ms), cap)


def _required_headers(operation_id: str, status: int, retry_after: int | None) -> Headers:
    required = OPERATIONS[operation_id].required_response_headers.get(status, ())
    headers: list[tuple[str, str]] = []
    if retry_after is not None or "Retry-After" in required:
        seconds = DEFAULT_RETRY_AFTER if retry_after is None else retry_after
        headers.append(("Retry-After", str(seconds)))
    if "WWW-Authenticate" in required:
        headers.append(("WWW-Authenticate", 'Bearer realm="billing"'))
    return tuple(headers)


def _rate_limit_headers(fault: RateLimitFault) -> Headers:
    return (
        ("Retry-After", str(fault.retry_after)),
        ("RateLimit-Policy", f'"default";q={fault.limit};w={fault.window_s}'),
        ("RateLimit", f'"default";r=0;t={fault.retry_after}'),
    )


def _lost_response(fault: AfterCommitFault, operation_id: str) -> Hang | Reset | Reply:
    if fault.then == "hang":
        return Hang(fault.max_s)
    if fault.then == "reset":
        return Reset()
    code = contract.default_code(operation_id, 503)
    return Reply(503, code, "problem", _required_headers(operation_id, 503, fault.retry_after))


def describe_outcome(outcome: Outcome) -> str:
    """A one-line human description, e.g. ``503 billing_backend_unavailable, Retry-After: 30``."""
    match outcome:
        case Delay(ms):
            return f"delay {ms} ms, then the normal response"
        case Hang(max_s):
            return f"hang: no response, connection closed after {max_s:g} s"
        case Reply(status, code, body, headers):
            what = code if body == "problem" else f"{body} body"
            extra = "".join(f", {name}: {value}" for name, value in headers)
            return f"{status} {what}{extra}"
        case Reset():
            return "connection reset"
        case Close():
            return "connection closed without a response"
        case Truncate(fraction, size):
            cut = f"{size} bytes" if size is not None else f"{fraction:.0%}"
            return f"body cut after {cut}"
        case Malformed(variant, field):
            return f"malformed 2xx: {variant}" + (f" ({field})" if field else "")
        case SlowBody(duration_s, chunks):
            return f"body dribbled in {chunks} chunks over {duration_s:g} s"
        case AfterCommit(then):
            return f"payment stored, then {describe_outcome(then)}"
