"""What every answer means, derived from the contract's operations table. Pure, no I/O.

The table is never written by hand: for every operation, declared status and declared code,
the handling follows from the code's ``category`` and ``retryable`` in the contract's error
catalog (``billing_sim.openapi.operations``):

============== ================= ========= ========= ========= ================
category       failure kind      breaker   retried   escalate  write fate
============== ================= ========= ========= ========= ================
business       not_found (404    neutral   no        no        rejected
               ``*_not_found``)
               or rejected
client         invalid_input     neutral   no        no        rejected
client, retry  conflict (409)    neutral   yes       yes       unknown
auth           unauthorized      neutral   no        yes       rejected
rate_limit     rate_limited      neutral   yes       yes       not processed
infrastructure server_error      failure   yes       yes       unknown
============== ================= ========= ========= ========= ================

Error codes are an open set (the contract's "Error codes are an open set"): a problem whose
code is *not in this client's catalog* was added by a later version of the contract, and is
judged by its status and its ``category`` instead (:func:`handling_for_new_code`): a 5xx is a
server error, a 429 a rate limit, a 401/403 an authorisation failure, and any other 4xx a
business answer (``not_found`` on a 404) or invalid input, as its category says.

Anything the contract does not allow is a ``contract_violation`` that escalates and counts
against the breaker: an undeclared status, a code this client knows but that is not declared
for that operation and status (a gateway's 404, ``route_not_found`` from a wrong base URL), a
body that fails the models, a new code whose category contradicts its status, a 304 (the
client never sends ``If-None-Match``). A 5xx that breaks the contract (a proxy's HTML 502) is
still retried: it is the textbook transient failure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Generic, TypeVar

from pydantic import BaseModel, ValidationError

from billing_sim.client._retry import parse_retry_after
from billing_sim.client._types import BreakerOutcome, FailureKind, WriteFate
from billing_sim.openapi.models import Problem
from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS, Operation

M = TypeVar("M", bound=BaseModel)

_FAILURE = BreakerOutcome.FAILURE
_NEUTRAL = BreakerOutcome.NEUTRAL


@dataclass(frozen=True, slots=True)
class Handling:
    """How one answer is handled.

    Attributes:
        kind: ``None`` for the success the operation promises, else the failure kind.
        breaker: How it counts for the circuit breaker.
        retryable: Whether it may be retried (the operation must also be idempotent).
        escalate: Whether the bot should hand over to a human if this is the final answer.
        fate: What it says about whether a write was applied.
        code: The problem's error code, when the answer carried one (possibly one newer than
            this client's contract: a snake_case identifier, as the models validate it).
    """

    kind: FailureKind | None
    breaker: BreakerOutcome
    retryable: bool
    escalate: bool
    fate: WriteFate
    code: str | None = None


SUCCESS = Handling(None, BreakerOutcome.SUCCESS, False, False, WriteFate.APPLIED)
_VIOLATION = Handling(FailureKind.CONTRACT_VIOLATION, _FAILURE, False, True, WriteFate.UNKNOWN)
_VIOLATION_5XX = Handling(FailureKind.CONTRACT_VIOLATION, _FAILURE, True, True, WriteFate.UNKNOWN)


def contract_violation(status: int | None) -> Handling:
    """The handling for an answer the contract does not allow (retried only if 5xx)."""
    return _VIOLATION_5XX if status is not None and status >= 500 else _VIOLATION


def handling_for_new_code(status: int, problem: Problem) -> Handling:
    """The handling for a problem whose code is newer than this client's contract.

    Judged by ``status`` first (a 5xx is the billing system failing, whatever its category
    says) and by ``problem.category`` for the other 4xx; ``problem.retryable`` is the server's
    own advice and is followed where this client retries at all (5xx, 429, a 409-like client
    error). A category that contradicts the status is a contract violation.
    """
    category: str | None = problem.category.value
    if status >= 500:
        category = "infrastructure"
    elif status in _STATUS_CATEGORIES:
        category = _STATUS_CATEGORIES[status]
    elif category not in ("business", "client"):
        category = None  # it contradicts the status
    return _by_category(category, problem.retryable, problem.code, not_found=status == 404)


def handling_for_failure(kind: FailureKind, *, sent: bool) -> Handling:
    """The handling for a transport failure: counted, retried, escalated.

    Args:
        kind: ``timeout``, ``connection`` or ``contract_violation`` (undecodable body).
        sent: Whether the request may have reached the server.
    """
    fate = WriteFate.UNKNOWN if sent else WriteFate.NOT_PROCESSED
    retryable = kind is not FailureKind.CONTRACT_VIOLATION
    return Handling(kind, _FAILURE, retryable, True, fate)


def classification_table() -> Mapping[tuple[str, int, str | None], Handling]:
    """Every ``(operation_id, declared status, code)`` of the contract and its handling.

    The success status appears with code ``None``; so does 304, a contract violation for a
    client that never sends ``If-None-Match``.
    """
    table = dict(_table())
    for operation in OPERATIONS.values():
        table[(operation.operation_id, operation.success_status, None)] = SUCCESS
        if 304 in operation.statuses:
            table[(operation.operation_id, 304, None)] = _VIOLATION
    return table


@dataclass(frozen=True, slots=True)
class Classified(Generic[M]):
    """What one attempt got, judged: a response (parsed) or a transport failure."""

    handling: Handling
    status: int | None = None
    value: M | None = None
    problem: Problem | None = None
    retry_after: float | None = None
    replayed: bool = False


def classify_response(
    operation: Operation, model: type[M], status: int, headers: Mapping[str, str], content: bytes
) -> Classified[M]:
    """Parse and judge a complete response of ``operation``.

    ``headers`` must look names up case-insensitively (``httpx.Headers`` does).
    """
    if status == operation.success_status:
        try:
            value = model.model_validate_json(content)
        except ValidationError:
            return Classified(_VIOLATION, status)
        replayed = headers.get("idempotent-replayed") == "true"
        return Classified(SUCCESS, status, value, replayed=replayed)
    handling = contract_violation(status)
    problem = None
    if status >= 400 and status in operation.statuses:
        try:
            problem = Problem.model_validate_json(content)
        except ValidationError:
            problem = None
        if problem is not None and problem.status == status:
            if problem.code in ERROR_CATALOG:  # a code not declared here breaks the contract
                key = (operation.operation_id, status, problem.code)
                handling = _table().get(key) or contract_violation(status)
            else:
                handling = handling_for_new_code(status, problem)
    retry_after = parse_retry_after(headers.get("retry-after")) if handling.retryable else None
    return Classified(handling, status, problem=problem, retry_after=retry_after)


# The 4xx statuses that decide a new code's category, whatever its problem body says.
_STATUS_CATEGORIES = {429: "rate_limit", 401: "auth", 403: "auth"}


def _by_category(category: str | None, retryable: bool, code: str, *, not_found: bool) -> Handling:
    """The handling of a problem of ``category`` (``None``: none that fits its status)."""
    rejected, unknown = WriteFate.REJECTED, WriteFate.UNKNOWN
    if category == "business":
        kind = FailureKind.NOT_FOUND if not_found else FailureKind.REJECTED
        return Handling(kind, _NEUTRAL, False, False, rejected, code)
    if category == "client" and retryable:
        return Handling(FailureKind.CONFLICT, _NEUTRAL, True, True, unknown, code)
    if category == "client":
        return Handling(FailureKind.INVALID_INPUT, _NEUTRAL, False, False, rejected, code)
    if category == "auth":
        return Handling(FailureKind.UNAUTHORIZED, _NEUTRAL, False, True, rejected, code)
    if category == "rate_limit":
        fate = WriteFate.NOT_PROCESSED
        return Handling(FailureKind.RATE_LIMITED, _NEUTRAL, retryable, True, fate, code)
    if category == "infrastructure":
        return Handling(FailureKind.SERVER_ERROR, _FAILURE, retryable, True, unknown, code)
    # No category this client knows fits: the safe reading is "escalate".
    return Handling(FailureKind.CONTRACT_VIOLATION, _FAILURE, False, True, unknown, code)


@cache
def _table() -> dict[tuple[str, int, str | None], Handling]:
    table: dict[tuple[str, int, str | None], Handling] = {}
    for operation in OPERATIONS.values():
        for status, codes in operation.error_codes.items():
            for code in codes:
                spec = ERROR_CATALOG[code]
                if spec.status == status:
                    not_found = code in operation.not_found_codes
                    handling = _by_category(
                        spec.category, spec.retryable, code, not_found=not_found
                    )
                    table[(operation.operation_id, status, code)] = handling
    return table
