"""Rules only the simulator can play (they need its own data): noted, and refused in proxy mode."""

from __future__ import annotations

from pathlib import Path

import pytest

from billing_sim.simulator.scenario import ScenarioError
from billing_sim.simulator.scenario.library import ScenarioLibrary
from billing_sim.simulator.scenario.loader import parse_scenario
from billing_sim.simulator.scenario.own_data import own_data_findings
from billing_sim.toolkit.cli import main

HEAD = "description: test\nseed: 1\n"
INVOICE_RULE = (
    HEAD + "rules:\n"
    "  - match: {operation: getInvoice, customer: cus_7k2m9q4x1z}\n"
    "    fault: {kind: http_error, status: 500}\n"
)
PHASED = (
    HEAD + "phases:\n"
    "  - {name: calm, duration: 10, rules: []}\n"
    "  - name: storm\n"
    "    rules:\n"
    "      - match: {operations: [searchCustomers, getCustomerBalance], customer: cus_7k2m9q4x1z}\n"
    "        fault: {kind: http_error, status: 500}\n"
)


def test_a_customer_rule_on_an_owned_object_or_a_lookup_needs_the_simulator_s_data() -> None:
    """getInvoice's owner is decoded from the simulator's ids; searchCustomers looks up its
    customers. Only those operations are named."""
    ((path, message),) = own_data_findings(parse_scenario(INVOICE_RULE, name="t"))
    assert path == ("rules", 0, "match", "customer")
    assert "getInvoice" in message
    ((path, message),) = own_data_findings(parse_scenario(PHASED, name="t"))
    assert path == ("phases", 1, "rules", 0, "match", "customer")
    assert "searchCustomers" in message
    assert "getCustomerBalance" not in message


@pytest.mark.parametrize(
    "match",
    [
        "{operation: getCustomerBalance, customer: cus_7k2m9q4x1z}",
        "{operation: createPayment, customer: cus_7k2m9q4x1z}",
        "{operation: getInvoice}",
    ],
)
def test_rules_that_read_the_request_alone_need_no_data(match: str) -> None:
    """customer_id in the path or createPayment's body name the customer outright."""
    text = HEAD + f"rules:\n  - match: {match}\n    fault: {{kind: http_error, status: 500}}\n"
    assert own_data_findings(parse_scenario(text, name="t")) == []


def test_a_proxy_library_refuses_such_a_scenario_at_its_line_a_simulator_s_does_not() -> None:
    """Uploads (and files, and shipped names) go through the library."""
    assert ScenarioLibrary().upload(INVOICE_RULE, name="t").name == "t"
    with pytest.raises(ScenarioError) as refused:
        ScenarioLibrary(upstream=True).upload(INVOICE_RULE, name="t")
    (issue,) = refused.value.issues
    assert (issue.line, issue.field) == (4, "rules[0].match.customer")


def test_scenarios_check_notes_such_rules_and_fails_them_with_upstream(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --upstream: OK and a note; with it: the problem and exit 1."""
    path = tmp_path / "one-customer-invoices.yaml"
    path.write_text(INVOICE_RULE)
    assert main(["scenarios", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"OK {path}\n")
    assert f"\n  note: simulator only: {path}:4: rules[0].match.customer" in out
    assert main(["scenarios", "check", "--upstream", str(path)]) == 1
    assert capsys.readouterr().out.startswith(f"{path}:4: rules[0].match.customer: needs the")


def test_every_shipped_scenario_plays_in_proxy_mode(capsys: pytest.CaptureFixture[str]) -> None:
    """No shipped scenario needs the simulator's data."""
    assert main(["scenarios", "check", "--upstream"]) == 0
    assert "note:" not in capsys.readouterr().out


def test_serve_upstream_refuses_such_a_scenario_before_listening(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A clear message and exit 1, no server started."""
    path = tmp_path / "needs-data.yaml"
    path.write_text(INVOICE_RULE)
    status = main(["serve", "--upstream", "http://127.0.0.1:9", "--scenario", str(path)])
    assert status == 1
    err = capsys.readouterr().err
    assert f"cannot use scenario {path}" in err
    assert "needs the simulator's own data" in err
