"""The typed, resilient billing client.

The bot uses :class:`BillingTools` (or :class:`AsyncBillingTools`): every capability returns
a :class:`ToolResult` with evidence and never raises. Programs that want exceptions use the
typed :class:`BillingClient` / :class:`AsyncBillingClient`. Models are in
``billing_sim.client.models``;
test helpers (``FakeClock``, scripted transports) in ``billing_sim.client.testing``.
"""

from billing_sim.client._async import AsyncBillingClient, AsyncBillingTools
from billing_sim.client._breaker import (
    BreakerListener,
    BreakerSnapshot,
    BreakerTransition,
    CircuitBreaker,
)
from billing_sim.client._classify import classification_table
from billing_sim.client._clock import Clock, SystemClock
from billing_sim.client._config import BreakerPolicy, RetryBudgetPolicy, RetryPolicy, Timeouts
from billing_sim.client._exceptions import (
    APIStatusError,
    AuthenticationError,
    BillingError,
    BusinessRuleError,
    CircuitOpenError,
    ConflictError,
    ConnectionFailed,
    ContractViolationError,
    DeadlineExceededError,
    InternalClientError,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    RequestTimeout,
    ServerError,
    TransportError,
)
from billing_sim.client._result import Attempt, ToolResult
from billing_sim.client._sync import BillingClient, BillingTools
from billing_sim.client._types import BreakerState, FailureKind, WriteOutcome

__all__ = [
    "APIStatusError",
    "AsyncBillingClient",
    "AsyncBillingTools",
    "Attempt",
    "AuthenticationError",
    "BillingClient",
    "BillingError",
    "BillingTools",
    "BreakerListener",
    "BreakerPolicy",
    "BreakerSnapshot",
    "BreakerState",
    "BreakerTransition",
    "BusinessRuleError",
    "CircuitBreaker",
    "CircuitOpenError",
    "Clock",
    "ConflictError",
    "ConnectionFailed",
    "ContractViolationError",
    "DeadlineExceededError",
    "FailureKind",
    "InternalClientError",
    "InvalidRequestError",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "RequestTimeout",
    "RetryBudgetPolicy",
    "RetryPolicy",
    "ServerError",
    "SystemClock",
    "Timeouts",
    "ToolResult",
    "TransportError",
    "WriteOutcome",
    "classification_table",
]
