"""Which rules only the simulator can play: those that need its own generated data.

A rule selects requests by their operation, path parameters and headers, all read off the
request itself, so it plays the same in front of any implementation (``serve --upstream``).
One criterion reads more: ``match: {customer: ...}`` resolves whom a request is about, and for
some operations that takes the simulator's data. A ``customer_id`` in the path or in
createPayment's body names the customer outright; but the owner of an invoice, subscription or
payment id is decoded from the simulator's own id scheme, and a searchCustomers key is looked
up in its generated customers. In front of a real implementation neither is known, so such a
rule would silently never fire: proxy mode refuses it instead, with this module's message.
Pure: no I/O.
"""

from __future__ import annotations

from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.contract import CUSTOMER_SOURCES
from billing_sim.simulator.scenario.errors import FieldPath, Finding, ScenarioError, ScenarioIssue
from billing_sim.simulator.scenario.rule import Rule
from billing_sim.simulator.scenario.yaml_source import read_yaml

SELF_NAMING = frozenset({"customer_id", "body"})
"""Customer sources a request names its customer in, without asking any data."""


def own_data_findings(scenario: Scenario) -> list[Finding]:
    """One finding per rule that needs the simulator's data, at its ``match.customer``."""
    findings: list[Finding] = []
    for phase in scenario.phases:
        for rule in phase.rules:
            operations = _needing_data(rule)
            if not operations:
                continue
            plain = scenario.spec.phases is None
            base: FieldPath = ("rules",) if plain else ("phases", phase.index, "rules")
            path: FieldPath = (*base, rule.index, "match", "customer")
            listed = ", ".join(operations)
            message = (
                f"needs the simulator's own data: whom a request to {listed} is about is read "
                "from the simulator's ids and customers, which a real implementation does not "
                "share; serve --upstream refuses this rule (select those requests by "
                "path_params or headers instead)"
            )
            findings.append((path, message))
    return findings


def _needing_data(rule: Rule) -> list[str]:
    if rule.customer is None:
        return []
    return sorted(
        operation
        for operation in rule.operations
        if CUSTOMER_SOURCES.get(operation) not in (None, *SELF_NAMING)
    )


def own_data_issues(scenario: Scenario, text: str) -> list[ScenarioIssue]:
    """:func:`own_data_findings` at their lines of ``text`` (the scenario's YAML)."""
    findings = own_data_findings(scenario)
    if not findings:
        return []
    document = read_yaml(text, source=scenario.source)
    return [document.issue(path, message) for path, message in findings]


def refuse_own_data(scenario: Scenario, text: str) -> None:
    """Raise if ``scenario`` (compiled from ``text``) has a rule only the simulator can play.

    Raises:
        ScenarioError: one issue per such rule, at its line, as ``scenarios check`` prints.
    """
    issues = own_data_issues(scenario, text)
    if issues:
        raise ScenarioError(issues)
