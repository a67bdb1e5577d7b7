"""The typed client's exceptions (``BillingTools`` turns all of them into ``ToolResult`` s).

::

    BillingError                    every failure; .operation_id .failure_kind .request_id .attempts
    ├── TransportError              no usable response
    │   ├── RequestTimeout          an attempt timed out                 (retried; counts)
    │   └── ConnectionFailed        refused, reset, closed mid-response  (retried; counts)
    ├── CircuitOpenError            the breaker refused; nothing sent    .incident_id .retry_after
    ├── DeadlineExceededError       no time was left to make a request
    ├── ContractViolationError      an answer the contract does not allow .status_code
    ├── InternalClientError         a bug in the client or an injected component
    └── APIStatusError              a problem+json the contract declares .status_code .code .problem
        ├── InvalidRequestError     400/413/415/422, category client     (not retried)
        ├── BusinessRuleError       422, category business (invoice_already_paid...)
        ├── AuthenticationError     401                                  (not retried; neutral)
        ├── PermissionDeniedError   403                                  (not retried; neutral)
        ├── NotFoundError           404 with a ``*_not_found`` code      (neutral)
        ├── ConflictError           409 idempotency_key_in_use           (retried after Retry-After)
        ├── RateLimitError          429                                  (retried after Retry-After)
        └── ServerError             5xx                                  (retried; counts)

Messages are fixed wording plus contract codes: an upstream ``detail`` is available on
``.problem`` for programs, but never in ``str(error)``.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from billing_sim.client._call import Outcome
from billing_sim.client._result import Attempt
from billing_sim.client._types import FailureKind, WriteOutcome
from billing_sim.openapi.models import Problem

M = TypeVar("M", bound=BaseModel)


class BillingError(Exception):
    """Base of every client error."""

    def __init__(
        self,
        message: str,
        *,
        operation_id: str,
        failure_kind: FailureKind,
        attempts: tuple[Attempt, ...] = (),
        request_id: str | None = None,
        outcome: WriteOutcome | None = None,
        idempotency_key: str | None = None,
    ) -> None:
        super().__init__(message)
        self.operation_id = operation_id
        self.failure_kind = failure_kind
        self.attempts = attempts
        self.request_id = request_id
        self.outcome = outcome
        self.idempotency_key = idempotency_key


class TransportError(BillingError):
    """No usable response arrived."""


class RequestTimeout(TransportError):
    """An attempt timed out."""


class ConnectionFailed(TransportError):
    """The API was unreachable, or the connection broke before a complete response."""


class CircuitOpenError(BillingError):
    """The circuit breaker is open: nothing was sent."""

    def __init__(
        self, message: str, *, incident_id: str | None, retry_after: float | None, **kw: Any
    ) -> None:
        super().__init__(message, **kw)
        self.incident_id = incident_id
        self.retry_after = retry_after


class DeadlineExceededError(BillingError):
    """The call's deadline left no time to make a request."""


class ContractViolationError(BillingError):
    """The API answered something the contract does not allow."""

    def __init__(self, message: str, *, status_code: int | None, **kw: Any) -> None:
        super().__init__(message, **kw)
        self.status_code = status_code


class InternalClientError(BillingError):
    """A bug in the client or in an injected component (transport, clock)."""


class APIStatusError(BillingError):
    """A problem+json answer that the contract declares for the operation."""

    def __init__(
        self,
        message: str,
        *,
        status_code: int,
        code: str,
        problem: Problem | None,
        retry_after: float | None,
        **kw: Any,
    ) -> None:
        super().__init__(message, **kw)
        self.status_code = status_code
        self.code = code
        self.problem = problem
        self.retry_after = retry_after


class InvalidRequestError(APIStatusError):
    """The request's data is invalid (category ``client``)."""


class BusinessRuleError(APIStatusError):
    """The API refused for a business reason (category ``business``, not a 404)."""


class AuthenticationError(APIStatusError):
    """401: the API key is missing or unknown."""


class PermissionDeniedError(APIStatusError):
    """403: the API key may not perform this operation."""


class NotFoundError(APIStatusError):
    """404 with a ``*_not_found`` code: the resource does not exist."""


class ConflictError(APIStatusError):
    """409: a request with the same idempotency key is still being processed."""


class RateLimitError(APIStatusError):
    """429: too many requests."""


class ServerError(APIStatusError):
    """5xx with a problem body: the billing system failed."""


_STATUS_ERRORS: dict[FailureKind, type[APIStatusError]] = {
    FailureKind.INVALID_INPUT: InvalidRequestError,
    FailureKind.REJECTED: BusinessRuleError,
    FailureKind.NOT_FOUND: NotFoundError,
    FailureKind.CONFLICT: ConflictError,
    FailureKind.RATE_LIMITED: RateLimitError,
    FailureKind.SERVER_ERROR: ServerError,
}


def internal_error(operation_id: str) -> InternalClientError:
    """The error for an exception from inside the client or an injected component."""
    return InternalClientError(
        f"{operation_id}: internal client error",
        operation_id=operation_id,
        failure_kind=FailureKind.INTERNAL_ERROR,
    )


def value_of(outcome: Outcome[M]) -> M:
    """The typed client's answer: the parsed success body, or the error of a failed call."""
    if outcome.value is None:
        raise error_from_outcome(outcome)
    return outcome.value


def error_from_outcome(outcome: Outcome[Any]) -> BillingError:
    """The exception for a failed call (the one status-and-kind-to-class table)."""
    kind = outcome.kind or FailureKind.INTERNAL_ERROR
    common: dict[str, Any] = {"operation_id": outcome.operation_id, "failure_kind": kind}
    common.update(outcome.common_fields())
    where = f"{outcome.operation_id}: "
    status, code = outcome.status, outcome.code
    if status is not None and code is not None:
        if kind is FailureKind.UNAUTHORIZED:
            cls: type[APIStatusError] = (
                AuthenticationError if status == 401 else PermissionDeniedError
            )
        else:
            cls = _STATUS_ERRORS.get(kind, APIStatusError)
        return cls(
            f"{where}HTTP {status} {code}",
            status_code=status,
            code=code,
            problem=outcome.last.problem if outcome.last is not None else None,
            retry_after=outcome.retry_after,
            **common,
        )
    if kind is FailureKind.CIRCUIT_OPEN:
        return CircuitOpenError(
            f"{where}circuit open, nothing sent (incident {outcome.incident_id})",
            incident_id=outcome.incident_id,
            retry_after=outcome.retry_after,
            **common,
        )
    if kind is FailureKind.TIMEOUT:
        return RequestTimeout(f"{where}timed out", **common)
    if kind is FailureKind.CONNECTION:
        return ConnectionFailed(f"{where}connection failed", **common)
    if kind is FailureKind.DEADLINE_EXCEEDED:
        return DeadlineExceededError(f"{where}no time left within the deadline", **common)
    if kind is FailureKind.CONTRACT_VIOLATION:
        shown = f"HTTP {status}" if status is not None else "undecodable body"
        return ContractViolationError(
            f"{where}answer outside the contract ({shown})", status_code=status, **common
        )
    return InternalClientError(f"{where}internal client error", **common)
