"""``billing-sim serve`` option handling: environment, overrides and clear errors."""

from __future__ import annotations

import argparse
from datetime import date

import pytest

from toolkit.cli import build_parser, main
from toolkit.commands.serve import settings_from


def parse(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["serve", *argv])


def test_options_override_the_environment() -> None:
    """Command-line options win over BILLING_SIM_* variables; unset options keep them."""
    env = {"BILLING_SIM_SEED": "9", "BILLING_SIM_API_KEYS": "env-key", "BILLING_SIM_PORT": "9100"}
    settings = settings_from(
        parse("--api-key", "a", "--api-key", "b", "--business-date", "2027-02-01", "--port", "0"),
        env,
    )
    assert settings.api_keys == ("a", "b")
    assert settings.business_date == date(2027, 2, 1)
    assert (settings.seed, settings.port) == (9, 0)


def test_environment_keys_apply_without_options() -> None:
    """BILLING_SIM_API_KEYS is used when no --api-key is given."""
    settings = settings_from(parse(), {"BILLING_SIM_API_KEYS": "one,two"})
    assert settings.api_keys == ("one", "two")


def test_invalid_environment_is_a_message_and_exit_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad variable ends the command with status 2 and names it, without a traceback."""
    monkeypatch.setenv("BILLING_SIM_CUSTOMERS", "many")
    assert main(["serve"]) == 2
    error = capsys.readouterr().err
    assert "BILLING_SIM_CUSTOMERS" in error
    assert "Traceback" not in error


def test_invalid_business_date_option_is_rejected_by_the_parser(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--business-date must be YYYY-MM-DD: argparse exits with status 2 and says why."""
    with pytest.raises(SystemExit) as exited:
        parse("--business-date", "next friday")
    assert exited.value.code == 2
    assert "business-date" in capsys.readouterr().err
