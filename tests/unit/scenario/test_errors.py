"""Exact messages QA sees for bad scenario files: file, line, field and what to do."""

from __future__ import annotations

from pathlib import Path

import pytest

from billing_sim.simulator.scenario import ScenarioError, load_scenario
from billing_sim.simulator.scenario.loader import parse_scenario
from tests.unit.scenario.helpers import issues_of

HEADER = "description: test\nseed: 1\n"


def test_unknown_key_is_rejected_with_a_suggestion() -> None:
    """A misspelt key names its line and the closest allowed key."""
    text = HEADER + "rules:\n  - fault:\n      kind: http_error\n      statsu: 503\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:4: rules[0].fault.status: required key is missing",
        "scenarios/test.yaml:6: rules[0].fault.statsu: unknown key; did you mean 'status'? "
        "(allowed: kind, status, code, retry_after, body)",
    ]


def test_unknown_top_level_key_is_rejected() -> None:
    """Even a harmless-looking extra key at the top is an error."""
    text = HEADER + "name: outage\nrules: []\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:3: name: unknown key (allowed: description, seed, rules, phases)"
    ]


def test_missing_required_keys_are_reported_at_their_parent() -> None:
    """Missing description and fault point at the document and the rule."""
    text = "seed: 1\nrules:\n  - match: {operation: getCustomer}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:1: description: required key is missing",
        "scenarios/test.yaml:3: rules[0].fault: required key is missing",
    ]


def test_wrong_types_are_not_coerced() -> None:
    """A quoted number and a boolean header value are type errors, with a hint for booleans."""
    text = (
        'description: test\nseed: "7"\nrules:\n'
        "  - match: {headers: {X-Canary: on}}\n"
        "    fault: {kind: reset}\n"
    )
    assert issues_of(text) == [
        "scenarios/test.yaml:2: seed: expected a whole number, got '7'",
        "scenarios/test.yaml:4: rules[0].match.headers.X-Canary: expected text, got true; "
        "YAML reads yes/no/on/off as booleans, so quote it",
    ]


def test_bad_values_name_the_bound() -> None:
    """Out-of-range numbers say the bound and the value."""
    text = HEADER + "rules:\n  - probability: 1.5\n    fault: {kind: latency, ms: -3}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:4: rules[0].probability: must be at most 1, got 1.5",
        "scenarios/test.yaml:5: rules[0].fault.ms: must be at least 0, got -3",
    ]


def test_unknown_fault_kind_lists_the_kinds() -> None:
    """A wrong kind lists every valid kind."""
    text = HEADER + "rules:\n  - fault: {kind: explode}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:4: rules[0].fault.kind: unknown fault kind 'explode'; expected one "
        "of: latency, hang, http_error, not_found, rate_limit, reset, close, truncate, malformed, "
        "slow_body, after_commit"
    ]


def test_wrong_literal_lists_the_choices() -> None:
    """A value outside an enumeration lists the allowed values."""
    text = HEADER + "rules:\n  - match: {method: get}\n    fault: {kind: reset}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:4: rules[0].match.method: expected 'GET', 'POST', 'PUT', 'PATCH' or "
        "'DELETE', got 'get'"
    ]


def test_undeclared_status_names_the_operation_and_the_fix() -> None:
    """An http_error status the operation does not declare needs off_contract."""
    text = HEADER + (
        "rules:\n"
        "  - match: {operation: searchCustomers}\n"
        "    fault:\n"
        "      kind: http_error\n"
        "      status: 404\n"
    )
    assert issues_of(text) == [
        "scenarios/test.yaml:7: rules[0].fault.status: 404 is not declared by searchCustomers "
        "(declared: 400, 401, 403, 422, 429, 500, 502, 503, 504); mark the rule off_contract: "
        "true to send it anyway"
    ]


def test_status_without_catalog_code_needs_a_non_problem_body() -> None:
    """418 has no problem code, so even off_contract needs body: bare or html."""
    text = HEADER + "rules:\n  - match: {operation: getCustomer}\n    fault:\n"
    text += "      kind: http_error\n      status: 418\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:7: rules[0].fault.status: 418 is not declared by getCustomer "
        "(declared: 400, 401, 403, 404, 422, 429, 500, 502, 503, 504) and has no code in the "
        "error catalog; to send it anyway set body: bare or html and mark the rule "
        "off_contract: true"
    ]


def test_unknown_operation_suggests_the_closest() -> None:
    """A typo in an operationId suggests the real one."""
    text = HEADER + "rules:\n  - match: {operation: getCustomr}\n    fault: {kind: reset}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:4: rules[0].match.operation: unknown operation 'getCustomr'; "
        "did you mean 'getCustomer'?"
    ]


def test_not_found_on_an_operation_without_business_404() -> None:
    """not_found on listPlans is rejected and points at the bare-404 alternative."""
    text = HEADER + "rules:\n  - match: {operation: listPlans}\n    fault: {kind: not_found}\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:5: rules[0].fault.kind: not_found needs a business 404, and "
        "listPlans declares none; narrow match (a gateway's bare 404 is http_error status 404, "
        "body: bare, off_contract: true)"
    ]


def test_after_commit_off_create_payment() -> None:
    """after_commit matching more than createPayment is rejected."""
    text = HEADER + (
        "rules:\n  - match: {tag: payments}\n    fault: {kind: after_commit, then: reset}\n"
    )
    assert issues_of(text) == [
        "scenarios/test.yaml:5: rules[0].fault.kind: after_commit only applies to createPayment; "
        "this rule also matches getPayment, listPayments (match operation: createPayment)"
    ]


def test_yaml_syntax_error_has_line_and_column() -> None:
    """A syntax error names its line and column under the (syntax) pseudo-field."""
    text = HEADER + "rules:\n  - fault: {kind: reset\n"
    assert issues_of(text) == [
        "scenarios/test.yaml:5: (syntax): expected ',' or '}', but got '<stream end>' (column 1)"
    ]


def test_document_that_is_not_a_mapping() -> None:
    """A list at the top is reported against (root)."""
    assert issues_of("- a\n- b\n") == [
        "scenarios/test.yaml:1: (root): expected a mapping with description, seed and rules or "
        "phases, got a list"
    ]


def test_empty_document() -> None:
    """An empty file says so."""
    assert issues_of("# nothing yet\n") == [
        "scenarios/test.yaml:1: (root): expected a mapping with description, seed and rules or "
        "phases, got an empty file"
    ]


def test_neither_rules_nor_phases() -> None:
    """A scenario needs rules or phases."""
    assert issues_of(HEADER) == [
        "scenarios/test.yaml:1: (root): needs rules (a list, possibly empty) or phases (a timeline)"
    ]


def test_blank_description_is_rejected() -> None:
    """A description of spaces says nothing, so it is an error."""
    assert issues_of("description: '  '\nseed: 1\nrules: []\n") == [
        "scenarios/test.yaml:1: description: must not be blank"
    ]


def test_every_issue_is_reported_not_just_the_first() -> None:
    """Contract problems in several rules come back together, in line order."""
    text = HEADER + (
        "rules:\n"
        "  - match: {operation: nope}\n"
        "    fault: {kind: reset}\n"
        "  - match: {tag: plans}\n"
        "    fault: {kind: not_found}\n"
    )
    lines = [issue.split(": ", 1)[0] for issue in issues_of(text)]
    assert lines == ["scenarios/test.yaml:4", "scenarios/test.yaml:7"]


def test_oversize_file_is_refused_before_parsing(tmp_path: Path) -> None:
    """A file over 64 KiB is refused whole."""
    path = tmp_path / "huge.yaml"
    path.write_text(HEADER + "rules: []\n" + "#" * 70_000 + "\n")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == f"{path}:1: (file): over the 65536-byte limit for a scenario file"


def test_missing_file(tmp_path: Path) -> None:
    """A file that does not exist is a ScenarioError, not an OSError."""
    path = tmp_path / "absent.yaml"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == f"{path}:1: (file): cannot read the file: No such file or directory"


def test_non_utf8_file(tmp_path: Path) -> None:
    """Latin-1 bytes are reported with their position."""
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"description: caf\xe9\nseed: 1\nrules: []\n")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == f"{path}:1: (file): not UTF-8 text (byte 17)"


def test_file_name_must_be_a_valid_scenario_name(tmp_path: Path) -> None:
    """The stem is the scenario's name, so it must be typeable after --scenario."""
    path = tmp_path / "My Outage.yaml"
    path.write_text(HEADER + "rules: []\n")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == (
        f"{path}:1: (file): 'My Outage' is not a valid scenario name: use lower-case letters, "
        "digits, - and _"
    )


def test_a_name_with_a_trailing_newline_is_not_a_scenario_name() -> None:
    """The name pattern matches the whole name ("$" alone would accept a final newline)."""
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(HEADER + "rules: []\n", name="outage\n")
    assert "is not a valid scenario name" in str(caught.value)


def test_loaded_scenario_is_named_after_its_file(tmp_path: Path) -> None:
    """load_scenario names the scenario after the file stem and keeps the path as source."""
    path = tmp_path / "lunch-outage.yaml"
    path.write_text(HEADER + "rules: []\n")
    scenario = load_scenario(path)
    assert (scenario.name, scenario.source, scenario.seed) == ("lunch-outage", str(path), 1)
