"""The client soak's harness: which calls to make, how to time them, what to keep of each.

A call keeps a small :class:`Outcome`, never the ``ToolResult`` itself: 5,000 results with
their invoices would make the test process's heap, and so every full garbage collection,
large enough to pause all threads for a third of a second, which is a property of the host
process rather than of the client (see ``test_client_soak.py``).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from billing_sim.client import (
    AsyncBillingTools,
    BillingTools,
    FailureKind,
    ToolResult,
    WriteOutcome,
)
from billing_sim.simulator.data import ids
from tests.reliability.support import API_KEY, run_queue_wait

CUSTOMERS = [ids.customer_id(index) for index in range(40)]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the soak keeps of one call's result."""

    returned_tool_result: bool
    failure_kind: FailureKind | None = None
    write_outcome: WriteOutcome | None = None
    idempotency_key: str | None = None
    attempts: str = ""
    escaped: str = ""

    @classmethod
    def of(cls, result: object) -> Outcome:
        """Summarise a capability's return value (anything but a ``ToolResult`` is a bug)."""
        if not isinstance(result, ToolResult):
            return cls(False, escaped=repr(result))
        attempts = ", ".join(
            f"{a.operation_id} at {a.started * 1000:.0f} ms took {a.elapsed * 1000:.0f} ms "
            f"({a.failure_kind or a.status})"
            for a in result.attempts
        )
        return cls(True, result.failure_kind, result.outcome, result.idempotency_key, attempts)


@dataclass(frozen=True, slots=True)
class Call:
    """One capability call: which, with what, and (once made) how it went and how long."""

    index: int
    capability: str
    args: tuple[Any, ...]
    kwargs: Mapping[str, Any] = field(default_factory=dict)
    outcome: Outcome | None = None
    wall: float = 0.0
    starved: float = 0.0

    def overshoot(self, deadline: float) -> float:
        """Seconds past ``deadline`` that were not spent waiting for a CPU."""
        return self.wall - self.starved - deadline

    def describe(self) -> str:
        """One line for a failure message."""
        outcome = self.outcome or Outcome(False)
        return (
            f"call {self.index} {self.capability}: {self.wall * 1000:.0f} ms, "
            f"{self.starved * 1000:.0f} ms off-CPU: {outcome.attempts or outcome.escaped}"
        )


@dataclass(frozen=True, slots=True)
class Known:
    """Ids read from a healthy session before the soak: what the calls ask about."""

    accounts: list[str]
    invoices: list[str]


def plan(index: int, known: Known) -> Call:
    """The ``index``-th call: the seven capabilities in turn, on a seeded customer.

    One search in four is for a mistyped account number (a business error, as in real chats).
    """
    rng = random.Random(index)
    customer = rng.choice(CUSTOMERS)
    kind = index % 7
    if kind == 0:
        account = rng.choice(known.accounts)
        if rng.random() < 0.25:
            account = account[:-1] + str((int(account[-1]) + 1) % 10)
        return Call(index, "find_customer", (), {"account_number": account})
    if kind == 4:
        return Call(index, "get_invoice", (rng.choice(known.invoices),))
    if kind == 6:
        payment = (customer, 100 + index, "VES", "pago_movil", f"soak{index}")
        return Call(index, "record_payment", payment)
    name = ("", "get_balance", "get_bill_summary", "list_invoices", "", "get_usage")[kind]
    return Call(index, name, (customer,))


def _made(call: Call, result: object, wall: float, starved: float) -> Call:
    return Call(
        call.index, call.capability, call.args, call.kwargs, Outcome.of(result), wall, starved
    )


def run_sync(base_url: str, calls: list[Call], threads: int, **options: Any) -> list[Call]:
    """``calls`` through one ``BillingTools`` shared by ``threads`` threads."""
    tools = BillingTools(base_url, API_KEY, rng=random.Random(1), **options)

    def make(call: Call) -> Call:
        method: Callable[..., object] = getattr(tools, call.capability)
        waited, started = run_queue_wait(), time.monotonic()
        try:
            result: object = method(*call.args, **call.kwargs)
        except BaseException as exc:  # an escape: recorded, never re-raised
            result = exc
        wall = time.monotonic() - started
        return _made(call, result, wall, run_queue_wait() - waited)

    try:
        with ThreadPoolExecutor(threads) as pool:
            return list(pool.map(make, calls))
    finally:
        tools.close()


async def run_async(base_url: str, calls: list[Call], in_flight: int, **options: Any) -> list[Call]:
    """``calls`` through one ``AsyncBillingTools``, ``in_flight`` at a time."""
    tools = AsyncBillingTools(base_url, API_KEY, rng=random.Random(2), **options)
    slots = asyncio.Semaphore(in_flight)

    async def make(call: Call) -> Call:
        method: Callable[..., Awaitable[object]] = getattr(tools, call.capability)
        async with slots:
            waited, started = run_queue_wait(), time.monotonic()
            try:
                result: object = await method(*call.args, **call.kwargs)
            except BaseException as exc:  # an escape: recorded, never re-raised
                result = exc
            wall = time.monotonic() - started
            return _made(call, result, wall, run_queue_wait() - waited)

    try:
        return list(await asyncio.gather(*(make(call) for call in calls)))
    finally:
        await tools.aclose()
