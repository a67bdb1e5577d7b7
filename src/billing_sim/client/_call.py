"""One request, from admission to outcome, with retries inside a deadline. Sans-I/O.

:func:`call` is the single implementation of the request loop behind both clients and
both tool sets: ask the breaker, send (as a :class:`~client._effects.Send` effect), classify,
report to the breaker and the retry budget, then retry or stop. The order matters: the
breaker sits *inside* the retry loop, so every attempt is counted and a circuit that opens
mid-call stops the retries (resilience4j#515 is what the opposite order does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import httpx
from pydantic import BaseModel

from billing_sim.client._breaker import Rejection
from billing_sim.client._classify import Classified, classify_response, handling_for_failure
from billing_sim.client._effects import Failed, Program, Received, Send, Sleep
from billing_sim.client._requests import RequestSpec
from billing_sim.client._result import Attempt
from billing_sim.client._retry import StopReason, plan_retry
from billing_sim.client._session import Context
from billing_sim.client._types import BreakerState, FailureKind, WriteFate, WriteOutcome

M = TypeVar("M", bound=BaseModel)

# The contract's X-Request-Id pattern; anything else the server sends is not quoted.
_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")


@dataclass(frozen=True, slots=True)
class Outcome(Generic[M]):
    """How one call ended: the one record every ``ToolResult`` and ``BillingError`` is built from.

    Attributes:
        last: The last attempt's answer, parsed and classified; ``None`` when no attempt was
            made (the circuit was open, or no time was left).
        attempts: Every attempt, in order.
        stop: Why the last failure was not retried.
        retry_after: Seconds after which trying again makes sense, when known.
        rejection: The breaker's refusal, when that is how the call ended.
        incident_id: The outage a failure that escalates belongs to, when there is one.
        write_outcome: For writes (requests with an idempotency key).
        idempotency_key: The key a write was sent with.
    """

    operation_id: str
    last: Classified[M] | None
    attempts: tuple[Attempt, ...]
    stop: StopReason | None
    retry_after: float | None
    rejection: Rejection | None
    incident_id: str | None
    write_outcome: WriteOutcome | None
    idempotency_key: str | None

    @property
    def value(self) -> M | None:
        """The parsed success body, ``None`` on failure."""
        return self.last.value if self.last is not None else None

    @property
    def kind(self) -> FailureKind | None:
        """``None`` on success, else the failure kind of the call."""
        if self.last is not None:
            return self.last.handling.kind
        return FailureKind.CIRCUIT_OPEN if self.rejection else FailureKind.DEADLINE_EXCEEDED

    @property
    def escalate(self) -> bool:
        """Whether the failure is one the bot should escalate."""
        return self.last.handling.escalate if self.last is not None else True

    @property
    def status(self) -> int | None:
        """The last answer's HTTP status, ``None`` when none arrived."""
        return self.last.status if self.last is not None else None

    @property
    def code(self) -> str | None:
        """The contract error code the API answered with, if any."""
        return self.last.handling.code if self.last is not None else None

    @property
    def request_id(self) -> str | None:
        """The last attempt's request id."""
        return self.attempts[-1].request_id if self.attempts else None

    def common_fields(self) -> dict[str, Any]:
        """What every ``ToolResult`` and ``BillingError`` of this outcome carries, by name."""
        return {
            "attempts": self.attempts,
            "request_id": self.request_id,
            "outcome": self.write_outcome,
            "idempotency_key": self.idempotency_key,
        }


def call(
    ctx: Context, spec: RequestSpec[M], origin: float | None = None, deadline: float | None = None
) -> Program[Outcome[M]]:
    """Make the request of ``spec`` until it succeeds, fails for good, or time runs out.

    Args:
        ctx: The client's configuration and shared breaker and budget.
        spec: What to send and how to parse success.
        origin: Monotonic start of the enclosing call (``Attempt.started`` counts from it);
            now by default.
        deadline: Monotonic time by which the call must be over; by default the client's
            ``Timeouts.deadline`` after ``origin``.
    """
    operation = spec.operation
    clock, timeouts, breaker, budget = ctx.clock, ctx.timeouts, ctx.breaker, ctx.budget
    origin = clock.monotonic() if origin is None else origin
    deadline = origin + timeouts.deadline if deadline is None else deadline
    url = ctx.url(spec.path, spec.params)
    headers = dict(ctx.headers)
    if spec.content is not None:
        headers["Content-Type"] = "application/json"
    if spec.idempotency_key is not None:
        headers["Idempotency-Key"] = spec.idempotency_key
    # createPayment is idempotent only through its key: never retry a write without one.
    retry_safe = operation.idempotent and (
        "Idempotency-Key" not in operation.header_params or spec.idempotency_key is not None
    )
    attempts: list[Attempt] = []
    fates: list[WriteFate] = []
    last: Classified[M] | None = None
    rejection: Rejection | None = None
    while True:
        start = clock.monotonic()
        remaining = deadline - start
        if remaining < timeouts.min_attempt:
            stop: StopReason | None = StopReason.DEADLINE
            break
        admission = breaker.acquire()
        if isinstance(admission, Rejection):
            rejection, stop = admission, StopReason.CIRCUIT_OPEN
            break
        request_id = ctx.new_request_id()
        limit = min(timeouts.attempt, remaining - timeouts.reserve)
        timeout = httpx.Timeout(limit, connect=min(timeouts.connect, limit))
        send = Send(
            operation.method,
            url,
            {**headers, "X-Request-Id": request_id},
            spec.content,
            timeout,
            start + limit,
        )
        try:
            reply = yield send
        except GeneratorExit:
            # Cancelled (or the driver failed) mid-request: counted neither way, and a
            # half-open probe slot is given back.
            breaker.release(admission)
            raise
        end = clock.monotonic()
        target: str | None = spec.target
        if isinstance(reply, Received):
            last = classify_response(
                operation, spec.model, reply.status, reply.headers, reply.content
            )
            answered = reply.headers.get("x-request-id")
            if answered is not None and _REQUEST_ID.fullmatch(answered):
                request_id = answered
        elif isinstance(reply, Failed):
            last = Classified(handling_for_failure(reply.kind, sent=reply.sent))
            if reply.unreachable:
                target = None  # the whole service failed, not this request's customer
        else:
            breaker.release(admission)
            raise TypeError(f"a driver answered a Send with {reply!r}")
        handling = last.handling
        breaker.record(admission, handling.breaker, end - start, target=target)
        budget.record(failed=handling.retryable)
        attempts.append(
            Attempt(
                operation.operation_id,
                len(attempts) + 1,
                start - origin,
                end - start,
                last.status,
                request_id,
                handling.kind,
            )
        )
        fates.append(handling.fate)
        if handling.kind is None:
            stop = None
            break
        decision = plan_retry(
            retryable=handling.retryable and retry_safe,
            attempts_made=len(attempts),
            remaining=deadline - end,
            retry_after=last.retry_after,
            policy=ctx.retry,
            timeouts=timeouts,
            rng=ctx.rng,
        )
        if isinstance(decision, StopReason):
            stop = decision
            break
        if breaker.state is BreakerState.OPEN:
            # This failure opened the circuit: a retry would only be refused after the sleep.
            stop = StopReason.CIRCUIT_OPEN
            break
        if not budget.allows_retry():
            stop = StopReason.BUDGET_EXHAUSTED
            break
        if decision > 0:
            yield Sleep(decision)
    retry_after = last.retry_after if last is not None else None
    incident_id: str | None = None
    if rejection is not None:
        incident_id = rejection.incident_id
        if rejection.retry_at is not None:
            retry_after = max(0.0, rejection.retry_at - clock.monotonic())
    elif last is None or last.handling.escalate:
        incident_id = breaker.incident_id
    key = spec.idempotency_key
    write_outcome = _write_outcome(stop is None, fates) if key is not None else None
    return Outcome(
        operation.operation_id,
        last,
        tuple(attempts),
        stop,
        retry_after,
        rejection,
        incident_id,
        write_outcome,
        key,
    )


def _write_outcome(succeeded: bool, fates: list[WriteFate]) -> WriteOutcome:
    """``failed`` only when the payment provably was not (and will not be) recorded."""
    if succeeded:
        return WriteOutcome.SUCCEEDED
    if fates and fates[-1] is WriteFate.REJECTED:
        # The API answered for this idempotency key: had an earlier attempt been recorded,
        # it would have replayed that instead.
        return WriteOutcome.FAILED
    if WriteFate.UNKNOWN in fates:
        return WriteOutcome.UNKNOWN
    return WriteOutcome.FAILED
