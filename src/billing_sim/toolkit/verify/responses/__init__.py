"""The response-level promises, and their form as schemathesis checks.

Each catalogue promise with ``check: response`` is judged here on every response verify sees:
the workflow's, and schemathesis' in every phase. As schemathesis checks they are named by
their promise id, so the engine's records (passed, failed, or skipped when the response is
not one the promise speaks about) are already per promise.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import cache
from typing import Any

from schemathesis import Case, CheckContext, CheckFunction, Response
from schemathesis.core.failures import Failure

from billing_sim.toolkit.verify.responses import (
    bills,
    invoices,
    lists,
    money,
    negotiated,
    problems,
    records,
)
from billing_sim.toolkit.verify.responses.exchange import Exchange
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations

RESPONSE_PROMISES: tuple[ResponsePromise, ...] = (
    *money.PROMISES,
    *invoices.PROMISES,
    *bills.PROMISES,
    *records.PROMISES,
    *lists.PROMISES,
    *problems.PROMISES,
    *negotiated.PROMISES,
)
PROMISE_CODE = "ST901"
"""schemathesis reserves ST9xx for custom checks."""
MESSAGE_LINES = 8

__all__ = [
    "RESPONSE_PROMISES",
    "Exchange",
    "PromiseBroken",
    "ResponsePromise",
    "failure",
    "judge_all",
    "response_checks",
]


class PromiseBroken(Failure):
    """A response that breaks one of the contract's promises."""

    code = PROMISE_CODE
    kind_title = "Contract promise broken"
    __slots__ = ("promise",)

    def __init__(self, *, operation: str, promise: str, title: str, message: str) -> None:
        super().__init__(operation=operation, title=title, message=message)
        self.promise = promise

    @property
    def _unique_key(self) -> str:
        # schemathesis keeps one failure per class, operation and key: one per promise.
        return self.promise


def judge_all(operation_id: str, response: Response) -> list[tuple[ResponsePromise, Violations]]:
    """Every response promise's verdict on ``response`` to a request to ``operation_id``."""
    exchange = Exchange.of(operation_id, response)
    return [(promise, promise.judge(exchange)) for promise in RESPONSE_PROMISES]


def failure(promise: ResponsePromise, operation: str, verdict: list[str]) -> PromiseBroken:
    """The failure reporting ``verdict``'s violations."""
    shown = verdict[:MESSAGE_LINES]
    more = len(verdict) - len(shown)
    message = "\n".join(shown) + (f"\n... and {more} more" if more else "")
    return PromiseBroken(
        operation=operation,
        promise=promise.id,
        title=f"{promise.id}: {promise.title}",
        message=message,
    )


@cache
def response_checks() -> tuple[CheckFunction, ...]:
    """One schemathesis check per response promise, named by its id (built once)."""
    memo = _ExchangeMemo()
    return tuple(_as_check(promise, memo) for promise in RESPONSE_PROMISES)


def _as_check(promise: ResponsePromise, memo: _ExchangeMemo) -> CheckFunction:
    def check(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
        del ctx
        operation_id = case.operation.definition.raw.get("operationId")
        if not isinstance(operation_id, str):
            return True
        verdict = promise.judge(memo.exchange(operation_id, response))
        if verdict is None:
            return True  # schemathesis records a check that returns True as not run
        if verdict:
            raise failure(promise, case.operation.label, verdict)
        return None

    check.__name__ = check.__qualname__ = promise.id
    check.__doc__ = promise.judge.__doc__
    return check


class _ExchangeMemo:
    """The last few responses' exchanges: every promise judges the same response in turn."""

    SIZE = 8

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._recent: OrderedDict[int, tuple[Response, str, Exchange]] = OrderedDict()

    def exchange(self, operation_id: str, response: Response) -> Exchange:
        key = id(response)
        with self._lock:
            hit = self._recent.get(key)
            if hit is not None and hit[0] is response and hit[1] == operation_id:
                return hit[2]
        made = Exchange.of(operation_id, response)
        with self._lock:
            self._recent[key] = (response, operation_id, made)
            while len(self._recent) > self.SIZE:
                self._recent.popitem(last=False)
        return made
