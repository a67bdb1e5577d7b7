"""The scenario language: QA scripts an outage in YAML and the engine decides each request's fate.

Pure: no HTTP, no clock, no global randomness (``billing_sim.simulator.playback`` applies the
decisions
to live requests).

* :mod:`~simulator.scenario.model`: the file's shape (pydantic, unknown keys rejected), with
  :mod:`~simulator.scenario.match` (which requests) and :mod:`~simulator.scenario.fields`;
* :mod:`~simulator.scenario.faults`: one module per fault kind (schema, decision, contract
  check, outcome) and their registry;
* :mod:`~simulator.scenario.loader`: YAML -> checked :class:`Scenario`, errors with file/line/field
  (:mod:`~simulator.scenario.yaml_source`, :mod:`~simulator.scenario.validation`,
  :mod:`~simulator.scenario.check`);
* :mod:`~simulator.scenario.compiled`: the checked scenario as the engine uses it;
* :mod:`~simulator.scenario.engine`: the pure per-request decision (deterministic, counter-based),
  run by the one loop of :mod:`~simulator.scenario.play` (the app's, and :class:`DryRun`'s);
* :mod:`~simulator.scenario.library`: shipped, served and uploaded scenarios, compiled once.

``scenarios/README.md`` is the guide for scenario authors.
"""

from __future__ import annotations

from billing_sim.simulator.scenario.compiled import Phase, Scenario
from billing_sim.simulator.scenario.engine import (
    CountVerdict,
    Decision,
    PhaseCursor,
    PhasedDecision,
    ScenarioRequest,
    count_verdict,
    decide,
    locate_phase,
    matching_rules,
    phase_counter_key,
    rule_counter_key,
)
from billing_sim.simulator.scenario.errors import ScenarioError, ScenarioIssue
from billing_sim.simulator.scenario.faults import Outcome
from billing_sim.simulator.scenario.faults.after_commit import AfterCommit
from billing_sim.simulator.scenario.faults.base import Reply
from billing_sim.simulator.scenario.faults.close import Close
from billing_sim.simulator.scenario.faults.hang import Hang
from billing_sim.simulator.scenario.faults.latency import Delay
from billing_sim.simulator.scenario.faults.malformed import Malformed
from billing_sim.simulator.scenario.faults.reset import Reset
from billing_sim.simulator.scenario.faults.slow_body import SlowBody
from billing_sim.simulator.scenario.faults.truncate import Truncate
from billing_sim.simulator.scenario.loader import (
    load_scenario,
    parse_scenario,
    scenarios_dir,
    shipped_scenarios,
)
from billing_sim.simulator.scenario.play import DryRun
from billing_sim.simulator.scenario.rule import Rule

__all__ = [
    "AfterCommit",
    "Close",
    "CountVerdict",
    "Decision",
    "Delay",
    "DryRun",
    "Hang",
    "Malformed",
    "Outcome",
    "Phase",
    "PhaseCursor",
    "PhasedDecision",
    "Reply",
    "Reset",
    "Rule",
    "Scenario",
    "ScenarioError",
    "ScenarioIssue",
    "ScenarioRequest",
    "SlowBody",
    "Truncate",
    "count_verdict",
    "decide",
    "load_scenario",
    "locate_phase",
    "matching_rules",
    "parse_scenario",
    "phase_counter_key",
    "rule_counter_key",
    "scenarios_dir",
    "shipped_scenarios",
]
