"""The engine loop against the store decides exactly what the in-memory dry run decides."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.scenario import DryRun, Scenario, load_scenario, shipped_scenarios
from billing_sim.simulator.scenario.engine import (
    Decision,
    PhaseCursor,
    phase_counter_key,
    rule_counter_key,
)
from billing_sim.simulator.scenario.play import play, settled_without_store
from billing_sim.simulator.store import InMemoryStore
from tests.unit.scenario.helpers import parse, request
from tests.unit.simulator.store.conftest import NOW

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


async def counters_touched(
    store: InMemoryStore, session: str, activation: int, scenario: Scenario
) -> int:
    """How many of the activation's counters (phase and rule) some request already counted.

    Read through the store's own API: a counter nobody touched answers 1 to its first increment.
    """
    keys: list[str] = []
    for phase in scenario.phases:
        cursor = PhaseCursor(phase, 0.0)
        keys += [key for key in [phase_counter_key(cursor)] if key is not None]
        keys += [rule_counter_key(cursor, rule.index) for rule in phase.rules]
    return sum([(await store.incr_counters(session, activation, [key]))[0] > 1 for key in keys])


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
        # As the hook does it: settled without the store when it can be, else played.
        verdict = settled_without_store(
            scenario, req.operation_id, req.path_params, req.headers, elapsed
        ) or await play(store, scenario, records[session].activation, req, elapsed)
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


@settings(max_examples=80, deadline=None)
@given(
    scenario=st.sampled_from(SCENARIOS),
    operation=st.sampled_from(OPERATIONS),
    customer=st.sampled_from(CUSTOMERS),
    elapsed=st.floats(min_value=0, max_value=400),
)
def test_a_request_settled_without_the_store_is_what_play_decides(
    scenario: Scenario, operation: str, customer: str, elapsed: float
) -> None:
    """The store-free shortcut answers only when play would answer the same, counting nothing."""
    req = request(operation, customer_id=customer)
    settled = settled_without_store(scenario, operation, req.path_params, req.headers, elapsed)
    if settled is None:
        return

    async def played() -> tuple[object, int]:
        store = InMemoryStore(ManualClock(NOW).monotonic)
        record = await store.activate_scenario("default", scenario.name, "")
        verdict = await play(store, scenario, record.activation, req, elapsed)
        return verdict, await counters_touched(store, "default", record.activation, scenario)

    assert settled.decision is None
    assert asyncio.run(played()) == (settled, 0)


def test_requests_no_rule_selects_are_settled_and_selected_ones_are_not() -> None:
    """A plain-rules scenario: other operations settle at once; the aimed one goes to play."""
    aimed = parse(
        """
        description: one rule
        seed: 1
        rules:
          - {match: {operation: getCustomer}, fault: {kind: http_error, status: 503}}
        """
    )
    other = request("listPlans")
    hit = request("getCustomer", customer_id="cus_7k2m9q4x1z")
    assert settled_without_store(aimed, "listPlans", {}, {}, 1.0) is not None
    assert settled_without_store(aimed, hit.operation_id, hit.path_params, {}, 1.0) is None
    assert settled_without_store(TIMELINE, other.operation_id, {}, {}, 1.0) is None  # counts
