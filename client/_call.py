"""One request, from admission to verdict, with retries inside a deadline. Sans-I/O.

:func:`call` is the single implementation of the request loop behind both clients and
both tool sets: ask the breaker, send (as a :class:`~client._effects.Send` effect), classify,
report to the breaker and the retry budget, then retry or stop. The order matters: the
breaker sits *inside* the retry loop, so every attempt is counted and a circuit that opens
mid-call stops the retries (resilience4j#515 is what the opposite order does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

import httpx
from pydantic import BaseModel

from client._breaker import Rejection
from client._classify import Classified, Verdict, classify_response, verdict_for_failure
from client._context import Context
from client._effects import Failed, Program, Received, Send, Sleep
from client._requests import RequestSpec
from client._result import Attempt
from client._retry import StopReason, plan_retry
from client._types import BreakerState, FailureKind, WriteFate, WriteOutcome
from openapi.models import Problem

M = TypeVar("M", bound=BaseModel)

# The contract's X-Request-Id pattern; anything else the server sends is not quoted.
_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")


@dataclass(frozen=True, slots=True)
class CallOutcome(Generic[M]):
    """How one request ended, with everything evidence and errors are built from.

    Attributes:
        value: The parsed success body, ``None`` on failure.
        kind: ``None`` on success, else the failure kind of the call.
        escalate: Whether the failure is one the bot should escalate.
        verdict: The last attempt's verdict (``None`` when no attempt was made).
        problem: The last problem body, for the typed client's exceptions only; never
            quoted in evidence.
        stop: Why the last failure was not retried.
        retry_after: Seconds after which trying again makes sense, when known.
        rejection: The breaker's refusal, when that is how the call ended.
        write_outcome: For writes (requests with an idempotency key).
    """

    operation_id: str
    value: M | None
    kind: FailureKind | None
    escalate: bool
    verdict: Verdict | None
    status: int | None
    problem: Problem | None
    attempts: tuple[Attempt, ...]
    stop: StopReason | None
    retry_after: float | None
    rejection: Rejection | None
    incident_id: str | None
    write_outcome: WriteOutcome | None
    idempotency_key: str | None
    replayed: bool

    @property
    def request_id(self) -> str | None:
        """The last attempt's request id."""
        return self.attempts[-1].request_id if self.attempts else None


def call(
    ctx: Context, spec: RequestSpec[M], deadline: float, origin: float
) -> Program[CallOutcome[M]]:
    """Make the request of ``spec`` until it succeeds, fails for good, or time runs out.

    Args:
        ctx: The client's configuration and shared breaker and budget.
        spec: What to send and how to parse success.
        deadline: Monotonic time by which the call must be over.
        origin: Monotonic start of the enclosing call (``Attempt.started`` counts from it).
    """
    operation = spec.operation
    clock, timeouts, breaker, budget = ctx.clock, ctx.timeouts, ctx.breaker, ctx.budget
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
    status: int | None = None
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
            status = reply.status
            last = classify_response(operation, spec.model, status, reply.headers, reply.content)
            answered = reply.headers.get("x-request-id")
            if answered is not None and _REQUEST_ID.fullmatch(answered):
                request_id = answered
        elif isinstance(reply, Failed):
            status = None
            last = Classified(verdict_for_failure(reply.kind, sent=reply.sent))
            if reply.unreachable:
                target = None  # the whole service failed, not this request's customer
        else:
            breaker.release(admission)
            raise TypeError(f"a driver answered a Send with {reply!r}")
        verdict = last.verdict
        breaker.record(admission, verdict.breaker, end - start, target=target)
        budget.record(failed=verdict.retryable)
        attempts.append(
            Attempt(
                operation.operation_id,
                len(attempts) + 1,
                start - origin,
                end - start,
                status,
                request_id,
                verdict.kind,
            )
        )
        fates.append(verdict.fate)
        if verdict.kind is None:
            stop = None
            break
        decision = plan_retry(
            retryable=verdict.retryable and retry_safe,
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
    return _outcome(ctx, spec, last, status, tuple(attempts), fates, stop, rejection)


def _outcome(
    ctx: Context,
    spec: RequestSpec[M],
    last: Classified[M] | None,
    status: int | None,
    attempts: tuple[Attempt, ...],
    fates: list[WriteFate],
    stop: StopReason | None,
    rejection: Rejection | None,
) -> CallOutcome[M]:
    if last is None:
        kind: FailureKind | None = (
            FailureKind.CIRCUIT_OPEN if rejection is not None else FailureKind.DEADLINE_EXCEEDED
        )
        escalate = True
    else:
        kind, escalate = last.verdict.kind, last.verdict.escalate
    retry_after = last.retry_after if last is not None else None
    if rejection is not None:
        incident_id: str | None = rejection.incident_id
        if rejection.retry_at is not None:
            retry_after = max(0.0, rejection.retry_at - ctx.clock.monotonic())
    else:
        incident_id = ctx.breaker.incident_id if escalate else None
    write_outcome = None
    if spec.idempotency_key is not None:
        write_outcome = _write_outcome(kind is None, fates)
    return CallOutcome(
        operation_id=spec.operation.operation_id,
        value=last.value if last is not None else None,
        kind=kind,
        escalate=escalate,
        verdict=last.verdict if last is not None else None,
        status=status,
        problem=last.problem if last is not None else None,
        attempts=attempts,
        stop=stop,
        retry_after=retry_after,
        rejection=rejection,
        incident_id=incident_id,
        write_outcome=write_outcome,
        idempotency_key=spec.idempotency_key,
        replayed=last.replayed if last is not None else False,
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
