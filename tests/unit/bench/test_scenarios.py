"""The scenarios the benchmark writes or names are ones the simulator accepts."""

from __future__ import annotations

from bench.escalation import DRIVES
from bench.scenario_files import NEVER_HEADER, fixed_latency, no_match, write
from bench.throughput import AUTH, ENDPOINTS
from billing_sim.simulator.data.dataset import Dataset
from billing_sim.simulator.scenario import (
    ScenarioRequest,
    load_scenario,
    matching_rules,
    shipped_scenarios,
)
from billing_sim.simulator.scenario.world import KnownCustomers
from billing_sim.simulator.settings import SimulatorSettings


def test_no_match_scenario_loads_and_matches_no_benchmark_request(tmp_path):
    """20 valid rules, none selecting any request the benchmark sends."""
    scenario = load_scenario(write(no_match(), tmp_path, "no-match"))
    (phase,) = scenario.phases
    assert len(phase.rules) == 20
    headers = {name.lower(): value for name, value in AUTH.items()}
    for endpoint in ENDPOINTS:
        customer_id = endpoint.path.split("/")[3]
        request = ScenarioRequest(
            "default", endpoint.operation, {"customer_id": customer_id}, headers
        )
        assert matching_rules(phase, request) == ()


def test_no_match_scenario_names_only_customers_the_default_data_has(tmp_path):
    """``serve`` refuses a rule naming a customer its data lacks, so the bench's rules name
    real customers (the bench once wrote made-up ids and ``make bench`` stopped there)."""
    settings = SimulatorSettings()
    world = KnownCustomers.of_data(
        Dataset(settings.seed, settings.customers, settings.business_date)
    )
    scenario = load_scenario(write(no_match(), tmp_path, "no-match"), world=world)
    assert len(scenario.phases[0].rules) == 20


def test_no_match_rules_are_live_for_their_own_header(tmp_path):
    """A request carrying a rule's header does match it: the rules are not dead code."""
    scenario = load_scenario(write(no_match(), tmp_path, "no-match"))
    request = ScenarioRequest("default", "getCustomer", {}, {NEVER_HEADER.lower(): "rule-1"})
    assert matching_rules(scenario.phases[0], request) == (1,)


def test_latency_scenario_loads(tmp_path):
    """The fixed-delay script is a valid scenario."""
    scenario = load_scenario(write(fixed_latency("getCustomer", 100), tmp_path, "latency"))
    assert len(scenario.phases[0].rules) == 1


def test_every_driven_scenario_is_shipped():
    """Escalation drives name scenarios that exist in scenarios/."""
    assert {drive.scenario for drive in DRIVES} <= set(shipped_scenarios())
