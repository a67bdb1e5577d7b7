"""Sessions never disturb each other, and the same script gives the same journal every run."""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

import httpx

from tests.unit.scenario.runtime import activate, api, control, journal, make_sim, rules_yaml
from tests.unit.simulator.support import WORKED_EXAMPLE, payment_body, persona, run

CUSTOMERS = [WORKED_EXAMPLE, persona("late_fee").customer_id, persona("suspended").customer_id]
PATHS = [
    *(f"/v1/customers/{c}" for c in CUSTOMERS),
    *(f"/v1/customers/{c}/balance" for c in CUSTOMERS),
    *(f"/v1/customers/{c}/invoices?limit=2" for c in CUSTOMERS),
    "/v1/plans",
]
MIXED = rules_yaml(
    """
    - {name: flaky, probability: 0.3, fault: {kind: http_error, status: 503}}
    - {name: resets, match: {method: GET}, probability: 0.1, fault: {kind: reset}}
    - name: jitter
      probability: 0.4
      fault: {kind: latency, distribution: {lognormal: {median_ms: 300, sigma: 0.8}}}
    - {name: every 7th, every: 7, fault: {kind: rate_limit, retry_after: 3}}
    """,
    seed=99,
)
SESSIONS = ("ci-job-1", "ci-job-2", "ci-job-3")
COMPARED = (
    "session",
    "method",
    "target",
    "operation_id",
    "status",
    "latency_ms",
    "rule",
    "fault",
    "outcome",
    "ordinal",
    "off_contract",
    "time",
)


async def get(http: httpx.AsyncClient, path: str) -> int:
    try:
        return (await http.get(path)).status_code
    except httpx.TransportError:
        return 0


async def session_script(app: Any, session: str) -> None:
    async with api(app, session) as http:
        for number in range(36):
            await get(http, PATHS[number % len(PATHS)])


async def one_run(*, concurrent_within_session: bool) -> dict[str, list[dict[str, Any]]]:
    sim = make_sim()
    for session in SESSIONS:
        await activate(sim.app, MIXED, session)
    if concurrent_within_session:
        async with api(sim.app, SESSIONS[0]) as http:
            await asyncio.gather(*(get(http, PATHS[n % len(PATHS)]) for n in range(36)))
    else:
        await asyncio.gather(*(session_script(sim.app, session) for session in SESSIONS))
    return {session: await journal(sim.app, session) for session in SESSIONS}


def projected(entries: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [tuple(entry[key] for key in COMPARED) for entry in entries]


def test_two_runs_with_sessions_in_parallel_give_identical_journals() -> None:
    """Same script, same scenario: each session's journal is the same, entry for entry."""
    first = run(one_run(concurrent_within_session=False))
    second = run(one_run(concurrent_within_session=False))
    for session in SESSIONS:
        assert len(first[session]) == 36
        assert projected(first[session]) == projected(second[session])
    faults = Counter(e["fault"] for entries in first.values() for e in entries)
    assert {"http_error", "reset", "latency", "rate_limit", None} <= set(faults)


def test_concurrent_requests_in_one_session_get_the_same_outcome_per_ordinal() -> None:
    """Arrival order may differ, but the n-th matching request always meets the same fault."""

    def outcomes(journals: dict[str, list[dict[str, Any]]]) -> Counter[tuple[Any, ...]]:
        return Counter(
            (e["rule"], e["ordinal"], e["outcome"]) for e in journals[SESSIONS[0]] if e["rule"]
        )

    first = run(one_run(concurrent_within_session=True))
    second = run(one_run(concurrent_within_session=True))
    assert outcomes(first) == outcomes(second)
    assert sum(outcomes(first).values()) > 10


def test_sessions_under_concurrency_keep_their_own_scenario_counters_and_journal() -> None:
    """Four interleaved sessions: each sees only its scenario, its ordinals, its entries."""
    sim = make_sim()
    scenarios = {
        "down": rules_yaml("- fault: {kind: http_error, status: 503, retry_after: 30}"),
        "even": rules_yaml("- {every: 2, fault: {kind: http_error, status: 500}}"),
        "first-two": rules_yaml(
            "- {first: 2, match: {operation: getCustomer}, fault: {kind: not_found}}"
        ),
    }
    customer = f"/v1/customers/{WORKED_EXAMPLE}"

    async def traffic() -> dict[str, list[int]]:
        for session, yaml in scenarios.items():
            await activate(sim.app, yaml, session)
        statuses: dict[str, list[int]] = {s: [] for s in [*scenarios, "healthy"]}

        async def one(session: str) -> None:
            async with api(sim.app, session) as http:
                statuses[session].append((await http.get(customer)).status_code)

        await asyncio.gather(*(one(s) for _ in range(20) for s in statuses))
        return statuses

    statuses = run(traffic())
    assert set(statuses["down"]) == {503}
    assert set(statuses["healthy"]) == {200}
    assert Counter(statuses["even"]) == {500: 10, 200: 10}
    assert Counter(statuses["first-two"]) == {404: 2, 200: 18}
    for session in statuses:
        entries = run(journal(sim.app, session))
        assert len(entries) == 20
        assert {e["session"] for e in entries} == {session}


def test_payments_and_resets_are_per_session() -> None:
    """A payment in one session is invisible to another; resetting one leaves the other."""
    sim = make_sim()
    payments = f"/v1/customers/{WORKED_EXAMPLE}/payments?limit=100"

    async def scenario() -> tuple[int, int, int]:
        async with api(sim.app, "a") as a, api(sim.app, "b") as b:
            base = len((await a.get(payments)).json()["data"])
            await asyncio.gather(
                a.post("/v1/payments", json=payment_body(), headers={"Idempotency-Key": "1"}),
                b.post("/v1/payments", json=payment_body(), headers={"Idempotency-Key": "1"}),
                b.post("/v1/payments", json=payment_body(), headers={"Idempotency-Key": "2"}),
            )
            async with control(sim.app, "b") as admin:
                await admin.post("/_sim/reset")
            in_a = len((await a.get(payments)).json()["data"]) - base
            in_b = len((await b.get(payments)).json()["data"]) - base
            return base, in_a, in_b

    _, in_a, in_b = run(scenario())
    assert (in_a, in_b) == (1, 0)
