"""The small vocabularies shared by every layer of the client (plain string enums)."""

from __future__ import annotations

from enum import Enum, StrEnum


class FailureKind(StrEnum):
    """Why a call did not produce the data asked for.

    Business answers (the bot tells the customer; no escalation): ``not_found``, ``rejected``,
    ``invalid_input``. Everything else means the bot cannot answer and should escalate.
    """

    NOT_FOUND = "not_found"
    """The customer, invoice, subscription... does not exist (or a search matched nothing)."""
    REJECTED = "rejected"
    """The API refused a write for a business reason (``invoice_already_paid``, ...)."""
    INVALID_INPUT = "invalid_input"
    """The data given is invalid (a malformed RIF, phone or period): ask the customer again."""
    UNAUTHORIZED = "unauthorized"
    """401/403: the bot's API key is wrong or lacks permission (a misconfiguration)."""
    RATE_LIMITED = "rate_limited"
    """429, and waiting as long as the API asked does not fit in the deadline."""
    CONFLICT = "conflict"
    """409 ``idempotency_key_in_use``: the same payment is still being processed."""
    TIMEOUT = "timeout"
    """An attempt got no complete answer in time."""
    CONNECTION = "connection"
    """The API could not be reached, or the connection broke before a complete answer."""
    SERVER_ERROR = "server_error"
    """5xx with a problem body: the billing system failed."""
    CIRCUIT_OPEN = "circuit_open"
    """The circuit breaker is open: nothing was sent."""
    DEADLINE_EXCEEDED = "deadline_exceeded"
    """The call's time budget ran out before a request could be made."""
    CONTRACT_VIOLATION = "contract_violation"
    """An answer the contract does not allow: undeclared status, bare 404, malformed body."""
    INTERNAL_ERROR = "internal_error"
    """A bug in this client or in an injected component (never the API's fault)."""


class WriteOutcome(StrEnum):
    """What is known about a write (``record_payment``) after the call."""

    SUCCEEDED = "succeeded"
    """The API recorded it (201, possibly a replay of an earlier attempt)."""
    FAILED = "failed"
    """It was definitely not recorded: the API rejected it, or it was provably never sent."""
    UNKNOWN = "unknown"
    """It may or may not have been recorded (a response was lost): reconcile with the key."""


class BreakerState(StrEnum):
    """The circuit breaker's states."""

    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class BreakerOutcome(Enum):
    """How one attempt counts for the circuit breaker."""

    SUCCESS = "success"
    FAILURE = "failure"
    NEUTRAL = "neutral"
    """Counted neither way (business answers, 401/403, 429, cancellation); releases a probe."""


class WriteFate(Enum):
    """What one attempt says about whether a write was applied (internal)."""

    APPLIED = "applied"
    REJECTED = "rejected"
    """The API answered for this idempotency key: not applied, and never will be."""
    NOT_PROCESSED = "not_processed"
    """This attempt certainly did not apply it (never sent, or refused before processing)."""
    UNKNOWN = "unknown"
