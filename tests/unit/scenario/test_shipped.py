"""The scenarios shipped in scenarios/: all valid, the ones QA needs, each documented."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pydantic
import pytest

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario import Scenario, load_scenario, scenarios_dir, shipped_scenarios
from billing_sim.simulator.scenario.faults import FAULT_KINDS
from billing_sim.simulator.scenario.faults.http_error import HttpErrorFault
from billing_sim.simulator.scenario.model import ScenarioSpec

SHIPPED = shipped_scenarios()
README = (scenarios_dir() / "README.md").read_text(encoding="utf-8")
REQUIRED = {
    "total-outage",
    "flapping-5xx",
    "brown-out",
    "rate-limit-storm",
    "not-found-storm",
    "payment-after-commit-timeout",
    "outage-then-recovery",
    "contract-drift",
    "legal-faults",
}


def _load(name: str) -> Scenario:
    return load_scenario(SHIPPED[name])


def test_the_scenarios_qa_needs_are_shipped() -> None:
    """Every scenario the issue asks for exists."""
    assert set(SHIPPED) >= REQUIRED


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_scenario_is_valid_and_says_what_a_bot_should_do(name: str) -> None:
    """Each file passes the check, and its description has a summary and a bot paragraph."""
    scenario = _load(name)
    assert scenario.name == name
    summary, *paragraph = scenario.description.strip().splitlines()
    assert len(summary) <= 100
    assert "well-behaved bot" in " ".join(paragraph)
    assert f"`{name}`" in README


def test_a_typical_outage_fits_in_under_ten_lines() -> None:
    """total-outage is a handful of lines besides its description."""
    text = SHIPPED["total-outage"].read_text(encoding="utf-8")
    assert len(text.split("seed:", 1)[1].splitlines()) < 10


def test_legal_faults_stay_inside_the_contract() -> None:
    """legal-faults only uses contract-conforming kinds, on statuses every operation declares."""
    (phase,) = _load("legal-faults").phases
    assert {rule.fault.kind for rule in phase.rules} <= {"http_error", "rate_limit", "latency"}
    assert not any(rule.off_contract for rule in phase.rules)
    for rule in phase.rules:
        status = getattr(rule.fault, "status", 429 if rule.fault.kind == "rate_limit" else None)
        assert status is None or all(status in OPERATIONS[op].statuses for op in rule.operations)


def test_not_found_storm_is_a_bare_off_contract_404() -> None:
    """The misrouted gateway answers bare 404s, marked off-contract."""
    (rule,) = _load("not-found-storm").phases[0].rules
    assert rule.off_contract
    fault = rule.fault
    assert isinstance(fault, HttpErrorFault)
    assert (fault.status, fault.body) == (404, "bare")


def test_outage_then_recovery_has_the_four_phases() -> None:
    """healthy 30 s, outage 60 s, 50 % 503 for 100 requests, recovered."""
    phases = _load("outage-then-recovery").phases
    shape = [(p.name, p.duration_s, p.requests, len(p.rules)) for p in phases]
    assert shape == [
        ("healthy", 30, None, 0),
        ("outage", 60, None, 1),
        ("degraded", None, 100, 1),
        ("recovered", None, None, 0),
    ]
    assert phases[2].rules[0].spec.probability == 0.5


def test_payment_after_commit_targets_create_payment() -> None:
    """The after-commit scenario loses the first createPayment's response."""
    (rule,) = _load("payment-after-commit-timeout").phases[0].rules
    assert rule.operations == {"createPayment"}
    assert (rule.fault.kind, rule.spec.nth) == ("after_commit", 1)


def _models(annotation: object) -> Iterator[type[pydantic.BaseModel]]:
    """Every model an annotation mentions (through unions, lists, ``Annotated``...)."""
    if isinstance(annotation, type) and issubclass(annotation, pydantic.BaseModel):
        yield annotation
    for argument in get_args(annotation):
        yield from _models(argument)


def _documented_keys() -> set[str]:
    """The keys of every model a scenario file is made of (``ScenarioSpec`` and all it holds)."""
    keys: set[str] = set()
    seen: set[type[pydantic.BaseModel]] = set()
    pending: list[type[pydantic.BaseModel]] = [ScenarioSpec]
    while pending:
        model = pending.pop()
        if model in seen:
            continue
        seen.add(model)
        for name, field in model.model_fields.items():
            keys.add(field.alias or name)
            pending += _models(field.annotation)
    return keys


def test_readme_documents_every_key_and_kind() -> None:
    """Every key of the file format and every fault kind appears in scenarios/README.md."""
    quoted = set(re.findall(r"`([a-z_]+)", README))
    assert _documented_keys() - quoted == set()
    assert set(FAULT_KINDS) - quoted == set()


def test_shipped_directory_is_the_repository_one() -> None:
    """scenarios_dir() is the scenarios/ directory at the repository root."""
    assert scenarios_dir() == Path(__file__).resolve().parents[3] / "scenarios"
