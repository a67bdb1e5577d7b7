"""Time to a ``ToolResult`` under each shipped outage scenario, with the default client.

One simulator per scenario (``--scenario NAME``), all at once, each driven by its own
``AsyncBillingTools`` (its own breaker) in one event loop: a sequence of calls with a short
pause between them, like a busy bot, bounded in calls and in time. The first call shows the
cost of meeting the outage; the later ones the steady state once the client has adapted.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Awaitable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.results import Escalation
from bench.serving import start_simulator
from bench.stats import median
from bench.throughput import API_KEY, CUSTOMERS
from billing_sim.client import AsyncBillingTools, ToolResult

STEADY_FROM = 10
"""Calls from this one on (1-based) make the steady state, when there are that many."""
ADMIN_TOKEN = "bench-control-plane-token"
WARMUP_SESSION = "bench-warmup"
STAGGER_S = 0.1
"""Drives start this far apart, so that first calls do not all land at the same instant."""


@dataclass(frozen=True, slots=True)
class Drive:
    """How one scenario is exercised.

    Args:
        scenario: The shipped scenario's name.
        capability: ``get_bill_summary`` or ``record_payment``.
        calls: At most this many calls.
        pause_s: Pause between the end of a call and the start of the next.
        budget_s: No call starts after this many seconds.
    """

    scenario: str
    capability: str = "get_bill_summary"
    calls: int = 50
    pause_s: float = 0.05
    budget_s: float = 40.0


DRIVES = (
    Drive("total-outage"),
    Drive("flapping-5xx"),
    Drive("brown-out"),
    Drive("rate-limit-storm"),
    Drive("not-found-storm"),
    Drive("payment-after-commit-timeout", capability="record_payment", calls=20),
    # Healthy for its first 30 s: one call a second reaches the outage phase.
    Drive("outage-then-recovery", calls=40, pause_s=1.0, budget_s=40.0),
    Drive("contract-drift"),
    Drive("connection-resets"),
    Drive("slow-body"),
    Drive("one-customer-broken"),
)


def _call(
    tools: AsyncBillingTools, capability: str, number: int, reference: str
) -> Awaitable[ToolResult[Any]]:
    # Customers in turn, as a bot serving many chats: the first call is the worked example.
    customer = CUSTOMERS[number % len(CUSTOMERS)]
    if capability == "record_payment":
        return tools.record_payment(customer, 1000, "VES", "pago_movil", reference=reference)
    return tools.get_bill_summary(customer)


async def _warm_up(base_url: str, drive: Drive) -> None:
    """Render each customer's answers once in a healthy session (the cache is shared)."""
    session = {"X-Sim-Session": WARMUP_SESSION}
    async with httpx.AsyncClient(base_url=base_url, trust_env=False) as control:
        healthy = await control.delete(
            "/_sim/scenario", headers={**session, "Authorization": f"Bearer {ADMIN_TOKEN}"}
        )
        healthy.raise_for_status()
    tools = AsyncBillingTools(base_url, API_KEY, headers=session)
    try:
        for number in range(len(CUSTOMERS)):
            result = await _call(tools, drive.capability, number, f"WARM{number:06d}")
            if not result.ok:
                raise RuntimeError(f"warm-up of {drive.scenario} failed: {result}")
    finally:
        await tools.aclose()


async def _exercise(base_url: str, drive: Drive, delay_s: float) -> Escalation:
    await asyncio.sleep(delay_s)
    tools = AsyncBillingTools(base_url, API_KEY)
    timings: list[float] = []
    results: list[ToolResult[Any]] = []
    started = time.perf_counter()
    try:
        for number in range(1, drive.calls + 1):
            if time.perf_counter() - started > drive.budget_s:
                break
            began = time.perf_counter()
            results.append(await _call(tools, drive.capability, number - 1, f"BENCH{number:06d}"))
            timings.append(time.perf_counter() - began)
            await asyncio.sleep(drive.pause_s)
    finally:
        await tools.aclose()
    return summarise(drive, timings, results)


def summarise(
    drive: Drive, timings: Sequence[float], results: Sequence[ToolResult[Any]]
) -> Escalation:
    """First, steady-state and slowest time, and what the calls ended in."""
    steady = timings[STEADY_FROM - 1 :] if len(timings) >= STEADY_FROM else timings[1:]
    kinds = Counter(str(r.failure_kind) for r in results if r.failure_kind is not None)
    return Escalation(
        scenario=drive.scenario,
        capability=drive.capability,
        calls=len(results),
        escalated=sum(r.should_escalate for r in results),
        answered=sum(r.ok for r in results),
        first_s=timings[0],
        steady_s=median(steady) if steady else timings[0],
        max_s=max(timings),
        failure_kinds=dict(kinds),
    )


async def _exercise_all(urls: Sequence[str], drives: Sequence[Drive]) -> list[Escalation]:
    # Every server warm before any drive starts: a cold render would land on a first call.
    await asyncio.gather(*(_warm_up(url, d) for url, d in zip(urls, drives, strict=True)))
    return list(
        await asyncio.gather(
            *(
                _exercise(url, drive, index * STAGGER_S)
                for index, (url, drive) in enumerate(zip(urls, drives, strict=True))
            )
        )
    )


def measure(workdir: Path, cpu: int | None, drives: Sequence[Drive] = DRIVES) -> list[Escalation]:
    """Every drive against its own simulator, concurrently."""
    with ExitStack() as stack:
        urls = [
            stack.enter_context(
                start_simulator(
                    workdir, cpu, scenario=d.scenario, admin_token=ADMIN_TOKEN, label=d.scenario
                )
            ).url
            for d in drives
        ]
        return asyncio.run(_exercise_all(urls, drives))
