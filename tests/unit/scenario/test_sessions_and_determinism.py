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
SEED = 7
MIXED = rules_yaml(
    """
    - {name: flaky, probability: 0.3, fault: {kind: http_error, status: 503}}
    - {name: resets, match: {method: GET}, probability: 0.1, fault: {kind: reset}}
    - name: jitter
      probability: 0.4
      fault: {kind: latency, distribution: {lognormal: {median_ms: 300, sigma: 0.8}}}
    - {name: every 7th, every: 7, fault: {kind: rate_limit, retry_after: 3}}
    """,
    seed=SEED,
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


def outage_of(sim: Any, session: str) -> list[tuple[Any, ...]]:
    """What a 40-request script meets in ``session``: (ordinal, rule, outcome) per request."""

    async def script() -> list[tuple[Any, ...]]:
        async with api(sim.app, session) as http:
            for number in range(40):
                await get(http, PATHS[number % len(PATHS)])
        return [(e["ordinal"], e["rule"], e["outcome"]) for e in await journal(sim.app, session)]

    return run(script())


def test_sessions_with_fresh_names_replay_the_same_outage() -> None:
    """CI names sessions per run (a build number, a uuid): every name meets the same faults."""
    sim = make_sim()
    names = ("build-1041", "build-1042", "3f6c2a9e-uuid")
    for name in names:
        run(activate(sim.app, MIXED, name))
    outages = [outage_of(sim, name) for name in names]
    assert outages[0] == outages[1] == outages[2]
    assert sum(rule is not None for _, rule, _ in outages[0]) > 10


def test_an_activation_seed_gives_another_repeatable_draw() -> None:
    """PUT /_sim/scenario with seed: another draw than the file's, the same for every session
    with that seed, and reported in the scenario state."""
    sim = make_sim()

    async def activate_with(session: str, seed: int | None) -> dict[str, Any]:
        body: dict[str, Any] = {"yaml": MIXED, "name": "mixed"}
        if seed is not None:
            body["seed"] = seed
        async with control(sim.app, session) as admin:
            response = await admin.put("/_sim/scenario", json=body)
            assert response.status_code == 200, response.text
            state: dict[str, Any] = response.json()
            return state

    states = {
        name: run(activate_with(name, seed))
        for name, seed in (("own", None), ("seeded-a", 5), ("seeded-b", 5))
    }
    own, seeded_a, seeded_b = (outage_of(sim, name) for name in states)
    assert seeded_a == seeded_b
    assert seeded_a != own
    assert [state["seed"] for state in states.values()] == [SEED, 5, 5]
