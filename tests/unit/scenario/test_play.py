"""The engine loop against the store decides exactly what the in-memory dry run decides."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from simulator.clock import ManualClock
from simulator.scenario import DryRun, Scenario, load_scenario, shipped_scenarios
from simulator.scenario.engine import Decision
from simulator.scenario.play import play
from simulator.store import InMemoryStore
from tests.unit.scenario.helpers import parse, request
from tests.unit.simulator.store.test_memory_engine import NOW

TIMELINE = parse(
    """
    description: count and time phases
    seed: 3
    phases:
      - {name: warm, requests: 3}
      - name: broken
        duration: 10
        rules:
          - {probability: 0.5, fault: {kind: http_error, status: 503}}
      - name: flaky
        requests: 4
        rules:
          - {every: 2, fault: {kind: reset}}
      - name: slow
        rules:
          - {match: {operation: getCustomer}, fault: {kind: latency, ms: 5}}
    """
)
SCENARIOS = [TIMELINE, *(load_scenario(path) for path in shipped_scenarios().values())]
OPERATIONS = ("getCustomer", "getCustomerBalance", "listInvoices", "createPayment", "listPlans")
CUSTOMERS = ("cus_7k2m9q4x1z", "cus_aaaaaaaaaa")

steps = st.lists(
    st.tuples(
        st.sampled_from(OPERATIONS),
        st.sampled_from(CUSTOMERS),
        st.sampled_from(("s1", "s2")),
        st.floats(min_value=0, max_value=5),
    ),
    max_size=40,
)


def summary(decision: Decision | None) -> tuple[str, int, object] | None:
    return None if decision is None else (decision.rule.label, decision.ordinal, decision.outcome)


Summary = tuple[str, int, object] | None
Plan = list[tuple[str, str, str, float]]


async def through_store(scenario: Scenario, plan: Plan) -> list[Summary]:
    clock = ManualClock(NOW)
    store = InMemoryStore(clock.monotonic)
    records = {s: await store.activate_scenario(s, scenario.name, "") for s in ("s1", "s2")}
    elapsed = 0.0
    results: list[Summary] = []
    for operation, customer, session, gap in plan:
        elapsed += gap
        req = request(operation, session=session, customer_id=customer)
        verdict = await play(store, scenario, records[session].activation, req, elapsed)
        results.append(summary(verdict.decision))
    return results


def dry_run(scenario: Scenario, plan: Plan) -> list[Summary]:
    run = DryRun(scenario)
    elapsed = 0.0
    results: list[Summary] = []
    for operation, customer, session, gap in plan:
        elapsed += gap
        req = request(operation, session=session, customer_id=customer)
        results.append(summary(run.handle(req, elapsed)))
    return results


@settings(max_examples=60, deadline=None)
@given(scenario=st.sampled_from(SCENARIOS), plan=steps)
def test_store_loop_and_dry_run_agree(
    scenario: Scenario, plan: list[tuple[str, str, str, float]]
) -> None:
    """For any interleaving of sessions, operations and times, both loops decide alike."""
    assert asyncio.run(through_store(scenario, plan)) == dry_run(scenario, plan)


def test_phase_of_each_request_is_reported() -> None:
    """The verdict names the phase a request fell in, across request-count phase ends."""

    async def phases() -> list[str | None]:
        clock = ManualClock(NOW)
        store = InMemoryStore(clock.monotonic)
        record = await store.activate_scenario("s", TIMELINE.name, "")
        names = []
        for _ in range(5):
            verdict = await play(store, TIMELINE, record.activation, request(session="s"), 0.0)
            names.append(verdict.phase)
        return names

    assert asyncio.run(phases()) == ["warm", "warm", "warm", "broken", "broken"]
