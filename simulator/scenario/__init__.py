"""Scenario engine: QA scripts an outage in YAML and the simulator plays exactly that outage.

* :mod:`~simulator.scenario.model`: the file's shape (pydantic, unknown keys rejected);
* :mod:`~simulator.scenario.loader`: YAML -> checked :class:`Scenario`, errors with file/line/field;
* :mod:`~simulator.scenario.check`: field combinations and the contract;
* :mod:`~simulator.scenario.engine`: the pure per-request decision (deterministic, counter-based);
* :mod:`~simulator.scenario.outcome`: what the HTTP edge applies.

Inside the app:

* :mod:`~simulator.scenario.hook`: the edge's fault hook (decide per request, journal);
* :mod:`~simulator.scenario.play`: the engine's loop against the store;
* :mod:`~simulator.scenario.faults`: outcomes applied on the wire (with ``connection``,
  ``replies``, ``malform``);
* :mod:`~simulator.scenario.control`: the ``/_sim/*`` control plane (``simulator/control.yaml``);
* :mod:`~simulator.scenario.library`, :mod:`~simulator.scenario.journal`.

``scenarios/README.md`` is the guide for scenario authors.
"""

from __future__ import annotations

from simulator.scenario.compiled import Phase, Rule, Scenario
from simulator.scenario.dryrun import DryRun
from simulator.scenario.engine import (
    CountVerdict,
    Decision,
    PhaseCursor,
    ScenarioRequest,
    count_verdict,
    decide,
    locate_phase,
    matching_rules,
    phase_counter_key,
    rule_counter_key,
)
from simulator.scenario.errors import ScenarioError, ScenarioIssue
from simulator.scenario.loader import (
    load_scenario,
    parse_scenario,
    scenarios_dir,
    shipped_scenarios,
)
from simulator.scenario.outcome import (
    AfterCommit,
    Close,
    Delay,
    Hang,
    Malformed,
    Outcome,
    Reply,
    Reset,
    SlowBody,
    Truncate,
)

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
