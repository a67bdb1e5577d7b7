"""Builders shared by the scenario tests: parse YAML snippets, make requests, run sequences."""

from __future__ import annotations

import textwrap

import pytest

from billing_sim.simulator.scenario import (
    Decision,
    DryRun,
    Scenario,
    ScenarioError,
    ScenarioRequest,
    parse_scenario,
)

SOURCE = "scenarios/test.yaml"


def parse(text: str, *, name: str = "test") -> Scenario:
    """Parse a (dedented) scenario document, reported as ``scenarios/test.yaml``."""
    return parse_scenario(textwrap.dedent(text), name=name, source=SOURCE)


def with_rules(rules: str, *, seed: int = 1) -> Scenario:
    """A scenario with ``rules`` (a dedented YAML list) and the given seed."""
    body = textwrap.indent(textwrap.dedent(rules), "  ")
    return parse(f"description: test\nseed: {seed}\nrules:\n{body}")


def issues_of(text: str) -> list[str]:
    """The ``file:line: field: message`` lines the document produces; fails if it is valid."""
    with pytest.raises(ScenarioError) as caught:
        parse(text)
    return [str(issue) for issue in caught.value.issues]


def request(
    operation: str = "getCustomer",
    *,
    session: str = "default",
    headers: dict[str, str] | None = None,
    **path_params: str,
) -> ScenarioRequest:
    """A request of ``operation``; path parameters as keywords, header names lower-cased."""
    lowered = {name.lower(): value for name, value in (headers or {}).items()}
    return ScenarioRequest(session, operation, path_params, lowered)


def fired(scenario: Scenario, requests: list[ScenarioRequest], elapsed_s: float = 0.0) -> list[int]:
    """1-based positions of the requests (sent in order, one activation) on which a rule fired."""
    run = DryRun(scenario)
    return [n for n, req in enumerate(requests, 1) if run.handle(req, elapsed_s) is not None]


def decisions(
    scenario: Scenario, requests: list[ScenarioRequest], elapsed_s: float = 0.0
) -> list[Decision | None]:
    """The decision of each request, sent in order within one activation."""
    run = DryRun(scenario)
    return [run.handle(req, elapsed_s) for req in requests]
