"""``billing-sim serve`` scenario options: --scenario, --admin-token, the fault header, PII."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.scenario import ScenarioError
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.toolkit.cli import build_parser, main
from billing_sim.toolkit.commands.serve import settings_from

TOKEN = "a-long-enough-admin-token"


def parse(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["serve", *argv])


def test_scenario_and_control_options_reach_the_settings() -> None:
    """--scenario, --admin-token, --no-fault-header, --log-pii and --journal-size are applied."""
    settings = settings_from(
        parse(
            "--scenario",
            "total-outage",
            "--admin-token",
            TOKEN,
            "--no-fault-header",
            "--log-pii",
            "--journal-size",
            "50",
        ),
        {},
    )
    assert (settings.scenario, settings.admin_token) == ("total-outage", TOKEN)
    assert (settings.fault_header, settings.log_pii, settings.journal_max_entries) == (
        False,
        True,
        50,
    )
    assert settings.control_plane


def test_environment_configures_the_same_and_options_win() -> None:
    """BILLING_SIM_SCENARIO/ADMIN_TOKEN/FAULT_HEADER/LOG_PII, overridden by options."""
    env = {
        "BILLING_SIM_SCENARIO": "flapping-5xx",
        "BILLING_SIM_ADMIN_TOKEN": TOKEN,
        "BILLING_SIM_FAULT_HEADER": "off",
        "BILLING_SIM_LOG_PII": "yes",
    }
    from_env = settings_from(parse(), env)
    assert (from_env.scenario, from_env.admin_token) == ("flapping-5xx", TOKEN)
    assert (from_env.fault_header, from_env.log_pii) == (False, True)
    overridden = settings_from(parse("--scenario", "healthy"), env)
    assert overridden.scenario == "healthy"


def test_defaults_are_safe() -> None:
    """No scenario, control plane off, fault header on, personal data masked."""
    settings = settings_from(parse(), {})
    assert settings.scenario is None
    assert not settings.control_plane
    assert settings.fault_header
    assert not settings.log_pii


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"BILLING_SIM_ADMIN_TOKEN": "short"}, "at least 16 characters"),
        ({"BILLING_SIM_LOG_PII": "maybe"}, "BILLING_SIM_LOG_PII"),
    ],
)
def test_bad_values_end_serve_with_a_message(
    env: dict[str, str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A short admin token or a non-boolean flag: exit 2 and a message, no traceback."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main(["serve"]) == 2
    error = capsys.readouterr().err
    assert message in error
    assert "Traceback" not in error


def test_a_bad_scenario_file_stops_serve_with_the_exact_issues(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """serve --scenario FILE with a typo: exit 1, file:line: field: message, nothing served."""
    bad = tmp_path / "typo.yaml"
    bad.write_text(
        "description: x\nseed: 1\nrules:\n  - match: {operation: getCustomr}\n"
        "    fault: {kind: reset}\n"
    )
    monkeypatch.setenv("BILLING_SIM_CUSTOMERS", "50")
    assert main(["serve", "--port", "0", "--scenario", str(bad)]) == 1
    error = capsys.readouterr().err
    assert f"cannot use scenario {bad}" in error
    assert (
        f"{bad}:4: rules[0].match.operation: unknown operation 'getCustomr'; "
        "did you mean 'getCustomer'?"
    ) in error


def test_an_unknown_scenario_name_lists_the_shipped_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """serve --scenario nosuch: exit 1, and the message names the shipped scenarios."""
    assert main(["serve", "--port", "0", "--customers", "50", "--scenario", "nosuch"]) == 1
    error = capsys.readouterr().err
    assert "'nosuch' is neither a scenario file nor a shipped scenario" in error
    assert "total-outage" in error


def test_app_factory_takes_a_shipped_name_or_a_file(tmp_path: Path) -> None:
    """create_app(settings.scenario=...) accepts both; an invalid file raises ScenarioError."""
    good = tmp_path / "mine.yaml"
    good.write_text("description: mine\nseed: 1\nrules: []\n")
    create_app(SimulatorSettings(customers=50, scenario="total-outage"))
    create_app(SimulatorSettings(customers=50, scenario=str(good)))
    broken = tmp_path / "broken.yaml"
    broken.write_text("description: x\nseed: [\n")
    with pytest.raises(ScenarioError, match=r"broken.yaml:3: \(syntax\)"):
        create_app(SimulatorSettings(customers=50, scenario=str(broken)))
