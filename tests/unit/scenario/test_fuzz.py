"""Whatever QA (or a fuzzer) writes, the loader answers with a Scenario or a ScenarioError."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario import DryRun, ScenarioError, parse_scenario
from billing_sim.simulator.scenario.faults import FAULT_KINDS
from tests.unit.scenario.helpers import request

FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

KEYS = [
    "description", "seed", "rules", "phases", "name", "match", "fault", "kind", "status",
    "operation", "operations", "tag", "method", "path", "path_params", "headers", "probability",
    "nth", "first", "every", "after", "for", "from", "until", "off_contract", "duration",
    "requests", "ms", "distribution", "uniform", "lognormal", "min_ms", "max_ms", "median_ms",
    "sigma", "code", "body", "retry_after", "then", "variant", "field", "fraction", "bytes",
]  # fmt: skip
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from([*FAULT_KINDS, *OPERATIONS, "GET", "POST", "bare", "hang", "customer_id"]),
)
NESTED = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=5)
    ),
    max_leaves=25,
)
YAMLISH = st.text(alphabet=st.sampled_from(list(":{}[]-,&*!#|>?%@`'\"\n \tab01.~")), max_size=80)


def _parse(text: str) -> None:
    try:
        scenario = parse_scenario(text, name="fuzz")
    except ScenarioError as error:
        issues = error.issues
    else:
        issues = ()
    if issues:
        assert all(issue.line >= 1 and issue.field and issue.message for issue in issues)
        return
    run = DryRun(scenario)
    for operation in ("getCustomer", "createPayment", "listPlans"):
        run.handle(request(operation, customer_id="cus_7k2m9q4x1z"), 12.5)


@FUZZ
@given(st.text(max_size=300))
def test_arbitrary_text(text: str) -> None:
    """Random Unicode never escapes as anything but ScenarioError."""
    _parse(text)


@FUZZ
@given(YAMLISH)
def test_yaml_punctuation_soup(text: str) -> None:
    """Strings dense in YAML syntax characters never escape as anything but ScenarioError."""
    _parse(text)


@FUZZ
@given(NESTED)
def test_arbitrary_structures(data: Any) -> None:
    """Any nested mapping/list/scalar document is validated, never crashes."""
    _parse(yaml.safe_dump(data, allow_unicode=True))


@settings(FUZZ, max_examples=60)
@given(
    st.dictionaries(st.sampled_from(KEYS), NESTED, max_size=6),
    st.lists(st.dictionaries(st.sampled_from(KEYS), NESTED, max_size=5), max_size=3),
)
def test_near_valid_scenarios(rule_fields: dict[str, Any], faults: list[dict[str, Any]]) -> None:
    """Valid envelopes with random rules reach the contract check and the engine safely."""
    rules = [{**rule_fields, "fault": {"kind": "reset", **fault}} for fault in faults]
    _parse(yaml.safe_dump({"description": "fuzz", "seed": 1, "rules": rules}))
