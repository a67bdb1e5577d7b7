"""``billing-sim scenarios check|list|explain``: output and exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from billing_sim.simulator.data import ids
from billing_sim.simulator.scenario import loader, shipped_scenarios
from billing_sim.toolkit.cli import main

ROOT = Path(__file__).resolve().parents[3]
BAD = (
    "description: test\nseed: 1\nrules:\n"
    "  - match: {operation: getCustomr}\n    fault: {kind: reset}\n"
)
GOOD = "description: test\nseed: 1\nrules: []\n"


@pytest.fixture(autouse=True)
def _in_repository_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


def test_check_without_files_checks_every_shipped_scenario(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """No arguments: every shipped file, OK each (then its rules' reach, indented), exit 0."""
    assert main(["scenarios", "check"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in lines if not line.startswith("  ")] == [
        f"OK scenarios/{name}.yaml" for name in shipped_scenarios()
    ]


def test_check_reports_each_issue_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad file prints file:line: field: message; good files still print OK."""
    (tmp_path / "bad.yaml").write_text(BAD)
    (tmp_path / "good.yaml").write_text(GOOD)
    assert (
        main(["scenarios", "check", str(tmp_path / "bad.yaml"), str(tmp_path / "good.yaml")]) == 1
    )
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        f"{tmp_path}/bad.yaml:4: rules[0].match.operation: unknown operation 'getCustomr'; "
        "did you mean 'getCustomer'?",
        f"OK {tmp_path}/good.yaml",
    ]
    assert captured.err == "1 of 2 scenario file(s) invalid\n"


MIXED_PROBLEMS = """\
description: test
seed: "7"
rules:
  - match: {operation: getCustomr}
    probability: "0.5"
    fault: {kind: http_error, status: 503}
  - match: {operation: searchCustomers}
    fault: {kind: http_error, status: 404}
  - fault: {kind: http_error, statsu: 503}
phases:
  - name: p
    duration: "x"
    rules:
      - match: {tag: plan}
        fault: {kind: reset}
"""


def test_check_reports_schema_and_contract_problems_of_a_file_in_one_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A schema error does not hide the contract errors of the rest of the file."""
    path = tmp_path / "mixed.yaml"
    path.write_text(MIXED_PROBLEMS)
    assert main(["scenarios", "check", str(path)]) == 1
    lines = [line.removeprefix(f"{path}:") for line in capsys.readouterr().out.splitlines()]
    assert lines == [
        "2: seed: expected a whole number, got '7'",
        "4: rules[0].match.operation: unknown operation 'getCustomr'; did you mean 'getCustomer'?",
        "5: rules[0].probability: expected a number, got '0.5'",
        "8: rules[1].fault.status: 404 is not declared by searchCustomers (declared: 400, 401, "
        "403, 422, 429, 500, 502, 503, 504); mark the rule off_contract: true to send it anyway",
        "9: rules[2].fault.status: required key is missing",
        "9: rules[2].fault.statsu: unknown key; did you mean 'status'? "
        "(allowed: kind, status, code, retry_after, body)",
        "10: phases: use either rules or phases, not both",
        "12: phases[0].duration: expected a number, got 'x'",
        "14: phases[0].rules[0].match.tag: unknown tag 'plan'; did you mean 'plans'?",
    ]


def test_check_accepts_directories_and_shipped_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A directory means its *.yaml files; a bare name means the shipped file."""
    (tmp_path / "a.yaml").write_text(GOOD)
    assert main(["scenarios", "check", str(tmp_path), "total-outage"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"OK {tmp_path}/a.yaml",
        "OK scenarios/total-outage.yaml",
        "  rules[0]: can affect every tool (8 of 8)",
    ]


def test_check_missing_file_is_an_error_not_a_crash(capsys: pytest.CaptureFixture[str]) -> None:
    """A path that does not exist is reported like any other invalid file."""
    assert main(["scenarios", "check", "nowhere/absent.yaml"]) == 1
    assert capsys.readouterr().out == (
        "nowhere/absent.yaml:1: (file): cannot read the file: No such file or directory\n"
    )


def test_check_unknown_name_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """An argument that is neither a file nor a shipped name exits 2."""
    assert main(["scenarios", "check", "total-outgae"]) == 2
    assert capsys.readouterr().err.startswith(
        "billing-sim scenarios check: 'total-outgae' is neither a file nor a shipped scenario"
    )


def test_missing_action_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse rejects `scenarios` without an action with exit status 2."""
    with pytest.raises(SystemExit) as caught:
        main(["scenarios"])
    assert caught.value.code == 2
    assert "ACTION" in capsys.readouterr().err


def test_list_prints_names_and_summaries(capsys: pytest.CaptureFixture[str]) -> None:
    """One line per shipped scenario: name, then the first line of its description (and an
    indented line on what a newcomer sees first)."""
    assert main(["scenarios", "list"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if not line.startswith(" ")]
    assert len(lines) == len(shipped_scenarios())
    total = next(line for line in lines if line.startswith("total-outage "))
    assert total.split(maxsplit=1)[1] == (
        "Billing is down for everyone: every call answers 503 with Retry-After: 30."
    )


def test_list_flags_an_invalid_shipped_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A shipped file that does not load is listed as INVALID and the exit status is 1."""
    (tmp_path / "broken.yaml").write_text(BAD)
    (tmp_path / "fine.yaml").write_text(GOOD)
    monkeypatch.setattr(loader, "scenarios_dir", lambda: tmp_path)
    assert main(["scenarios", "list"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "broken  INVALID: run billing-sim scenarios check broken",
        "fine    test",
        "        first seen: no fault in the first 300 requests",
    ]


def test_explain_dry_runs_a_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    """explain shows each request's phase and outcome, and which rule decided."""
    argv = ["scenarios", "explain", "outage-then-recovery", "--operation", "listPlans"]
    assert main([*argv, "--requests", "3", "--at", "20", "--interval", "10"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "outage-then-recovery (seed 42), listPlans, session default",
        "    1  t=20       [healthy]  normal response",
        "    2  t=30       [outage]  503 billing_backend_unavailable, Retry-After: 5  "
        "<- phases[1].rules[0] #1",
        "    3  t=40       [outage]  503 billing_backend_unavailable, Retry-After: 5  "
        "<- phases[1].rules[0] #2",
        "listPlans is called by no BillingTools method; the rules can affect:",
        "  phases[1].rules[0]: can affect every tool (8 of 8)",
        "  phases[2].rules[0]: can affect every tool (8 of 8)",
        "A bot's calls (its tools in turn, about cus_7k2m9q4x1z, one a second):",
        "  first seen: the first 30 requests are answered normally; request 31 (t=30 s, "
        "listInvoices) gets 503 billing_backend_unavailable, Retry-After: 5",
    ]


def test_explain_labels_the_request_that_ends_a_requests_phase_with_that_phase(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """requests: 2 holds requests 1 and 2 (its rules answer both); request 3 is the next's."""
    (tmp_path / "warm.yaml").write_text(
        "description: test\nseed: 1\nphases:\n"
        "  - name: warmup\n    requests: 2\n"
        "    rules:\n      - {nth: 2, fault: {kind: http_error, status: 500}}\n"
        "  - name: outage\n    rules:\n      - fault: {kind: http_error, status: 503}\n"
    )
    argv = ["scenarios", "explain", str(tmp_path / "warm.yaml"), "--operation", "listPlans"]
    assert main([*argv, "--requests", "3"]) == 0
    assert capsys.readouterr().out.splitlines()[1:4] == [
        "    1  t=0        [warmup]  normal response",
        "    2  t=0        [warmup]  500 internal_error  <- phases[0].rules[0] #2",
        "    3  t=0        [outage]  503 billing_backend_unavailable, Retry-After: 1  "
        "<- phases[1].rules[0] #1",
    ]


def test_explain_passes_path_parameters(capsys: pytest.CaptureFixture[str]) -> None:
    """--param feeds path_params matching: only the broken customer fails."""
    argv = ["scenarios", "explain", "one-customer-broken", "--operation", "getCustomer"]
    assert main([*argv, "--requests", "1", "--param", "customer_id=cus_7k2m9q4x1z"]) == 0
    assert "500 internal_error" in capsys.readouterr().out
    assert main([*argv, "--requests", "1", "--param", "customer_id=cus_0000000000"]) == 0
    assert "normal response" in capsys.readouterr().out


def test_explain_seed_previews_another_draw(capsys: pytest.CaptureFixture[str]) -> None:
    """--seed N shows what an activation with that seed meets; the session changes nothing."""
    argv = ["scenarios", "explain", "flapping-5xx", "--operation", "getCustomer"]

    def outcomes(*extra: str) -> list[str]:
        assert main([*argv, "--requests", "40", *extra]) == 0
        return capsys.readouterr().out.splitlines()[1:]

    own, other_session = outcomes(), outcomes("--session", "ci-build-77")
    reseeded = outcomes("--seed", "5")
    assert other_session == own
    assert reseeded != own
    assert main([*argv, "--requests", "1", "--seed", "5"]) == 0
    assert capsys.readouterr().out.startswith("flapping-5xx (seed 5), getCustomer")


def test_explain_takes_the_customer_a_request_is_about(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--customer (or --param customer_id) feeds match: customer rules."""
    (tmp_path / "one.yaml").write_text(
        "description: test\nseed: 1\nrules:\n"
        "  - {match: {customer: cus_7k2m9q4x1z}, fault: {kind: http_error, status: 500}}\n"
    )
    argv = ["scenarios", "explain", str(tmp_path / "one.yaml"), "--requests", "1"]
    assert main([*argv, "--operation", "getInvoice", "--customer", "cus_7k2m9q4x1z"]) == 0
    assert "500 internal_error" in capsys.readouterr().out
    assert main([*argv, "--operation", "getCustomer", "--param", "customer_id=cus_7k2m9q4x1z"]) == 0
    assert "500 internal_error" in capsys.readouterr().out
    assert main([*argv, "--operation", "getInvoice"]) == 0
    assert "normal response" in capsys.readouterr().out


@pytest.mark.parametrize(
    "extra",
    [
        ["--operation", "getCustomr"],
        ["--operation", "getCustomer", "--param", "nope"],
        ["--operation", "getCustomer", "--seed", "-1"],
    ],
)
def test_explain_usage_errors_exit_2(extra: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown operation or a malformed --param is a usage error."""
    assert main(["scenarios", "explain", "healthy", *extra]) == 2
    assert capsys.readouterr().err.startswith("billing-sim scenarios explain: ")


def test_explain_invalid_scenario_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An invalid scenario prints its issues and exits 1."""
    (tmp_path / "bad.yaml").write_text(BAD)
    assert (
        main(["scenarios", "explain", str(tmp_path / "bad.yaml"), "--operation", "getCustomer"])
        == 1
    )
    assert "unknown operation 'getCustomr'" in capsys.readouterr().out


def test_installed_command_never_prints_a_traceback(tmp_path: Path) -> None:
    """The real entry point reports a broken file without a traceback."""
    (tmp_path / "broken.yaml").write_text("description: [unclosed\n")
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "billing_sim.toolkit.cli",
            "scenarios",
            "check",
            str(tmp_path / "broken.yaml"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 1
    assert "Traceback" not in completed.stderr
    assert completed.stdout.startswith(f"{tmp_path}/broken.yaml:2: (syntax): ")


TYPO = """\
description: test
seed: 1
rules:
  - match: {customer: cus_7k2m9q4x1y}
    fault: {kind: http_error, status: 503}
  - match: {path_params: {customer_id: cus_zzzzzzzzzz}}
    fault: {kind: http_error, status: 503}
"""


def test_check_refuses_a_customer_id_no_customer_has_and_names_the_nearest_persona(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One character off the worked example, or no customer at all: an error, not OK."""
    (tmp_path / "typo.yaml").write_text(TYPO)
    assert main(["scenarios", "check", str(tmp_path / "typo.yaml")]) == 1
    lines = capsys.readouterr().out.splitlines()
    data = "in this data (seed 42, 1000 customers; check --seed and --customers): the rule would "
    assert lines == [
        f"{tmp_path}/typo.yaml:4: rules[0].match.customer: no customer has id "
        f"'cus_7k2m9q4x1y' {data}never fire; the nearest persona is 'cus_7k2m9q4x1z' "
        "(worked_example)",
        f"{tmp_path}/typo.yaml:6: rules[1].match.path_params.customer_id: no customer has id "
        f"'cus_zzzzzzzzzz' {data}never fire; the nearest persona is 'cus_ahzzyzrhy0' (late_fee)",
    ]


def test_check_knows_how_many_customers_the_simulator_will_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Customer 500 exists with serve's default 1000 customers, not with --customers 100."""
    customer = ids.customer_id(500)
    (tmp_path / "c.yaml").write_text(
        f"description: test\nseed: 1\nrules:\n  - match: {{customer: {customer}}}\n"
        "    fault: {kind: reset}\n"
    )
    assert main(["scenarios", "check", str(tmp_path / "c.yaml")]) == 0
    assert main(["scenarios", "check", "--customers", "100", str(tmp_path / "c.yaml")]) == 1
    assert "(seed 42, 100 customers;" in capsys.readouterr().out
    assert (
        main(["scenarios", "check", "--seed", "7", "--customers", "501", str(tmp_path / "c.yaml")])
        == 0
    )


REACH = """\
description: test
seed: 1
rules:
  - name: customer lookups
    match: {operation: getCustomer}
    fault: {kind: http_error, status: 503}
  - match: {path_params: {customer_id: cus_7k2m9q4x1z}}
    fault: {kind: http_error, status: 500}
  - match: {operation: createPayment}
    fault: {kind: reset}
"""


def test_check_says_per_rule_which_tools_it_can_affect_and_warns_when_none_can(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """find_customer searches (searchCustomers): a getCustomer rule never meets the bot."""
    (tmp_path / "reach.yaml").write_text(REACH)
    assert main(["scenarios", "check", str(tmp_path / "reach.yaml")]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"OK {tmp_path}/reach.yaml",
        "  rules[0] 'customer lookups': warning: no BillingTools method calls getCustomer; "
        "a bot built on the tools never meets this rule",
        "  rules[1]: can affect get_balance, get_bill_summary, list_invoices, list_payments, "
        "get_usage",
        "  rules[2]: can affect record_payment",
    ]


def test_explain_says_which_tools_call_the_operation_and_what_each_rule_can_affect(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After the requests: the operation's callers among the tools, then each rule's reach."""
    (tmp_path / "reach.yaml").write_text(REACH)
    argv = ["scenarios", "explain", str(tmp_path / "reach.yaml"), "--requests", "1"]
    assert main([*argv, "--operation", "listSubscriptions"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2:-2] == [
        "listSubscriptions is called by get_usage; the rules can affect:",
        "  rules[0] 'customer lookups': warning: no BillingTools method calls getCustomer; "
        "a bot built on the tools never meets this rule",
        "  rules[1]: can affect get_balance, get_bill_summary, list_invoices, list_payments, "
        "get_usage",
        "  rules[2]: can affect record_payment",
    ]


def test_list_and_explain_say_what_a_newcomer_sees_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """connection-resets answers a bot's first 4 calls normally by its seed's draws: said, not
    discovered; a phased outage says when it starts."""
    assert main(["scenarios", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    after = {lines[i - 1].split()[0]: line.strip() for i, line in enumerate(lines) if i}
    assert after["connection-resets"] == (
        "first seen: the first 4 requests are answered normally; request 5 (t=4 s, "
        "listPayments) gets connection reset"
    )
    assert after["outage-then-recovery"].startswith(
        "first seen: the first 30 requests are answered normally; request 31 (t=30 s, "
    )
    assert after["total-outage"] == (
        "first seen: the very first request (searchCustomers) gets 503 "
        "billing_backend_unavailable, Retry-After: 30"
    )
    argv = ["scenarios", "explain", "connection-resets", "--operation", "getInvoice"]
    assert main([*argv, "--requests", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "A bot's calls (its tools in turn, about cus_7k2m9q4x1z, one a second):",
        "  first seen: the first 4 requests are answered normally; request 5 (t=4 s, "
        "listPayments) gets connection reset",
    ]
