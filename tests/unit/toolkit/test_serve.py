"""``billing-sim serve`` option handling: environment, overrides and clear errors."""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
from datetime import date

import pytest
import uvicorn

from toolkit.cli import COMMANDS, build_parser, commands_for, main
from toolkit.commands import serve
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


def test_serve_registers_only_its_own_command() -> None:
    """`billing-sim serve ...` registers serve alone; anything else registers every command."""
    assert commands_for(["serve", "--port", "0"]) == ("serve",)
    assert commands_for(["--help"]) == COMMANDS
    assert commands_for([]) == COMMANDS
    assert commands_for(["no-such-command"]) == COMMANDS


def test_serve_does_not_import_the_verification_tools() -> None:
    """Parsing `billing-sim serve` leaves schemathesis and hypothesis unimported (start-up)."""
    probe = (
        "import sys; from toolkit.cli import build_parser, commands_for; "
        "argv = ['serve', '--port', '0']; build_parser(commands_for(argv)).parse_args(argv); "
        "print(sorted(m for m in ('schemathesis', 'hypothesis') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"


def test_access_log_is_opt_in_and_startup_objects_are_frozen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """uvicorn runs without its access log unless --access-log, after the heap was frozen."""
    seen: list[object] = []

    def fake_run(server: uvicorn.Server, sockets: list[socket.socket]) -> None:
        seen.append(server.config.access_log)
        for sock in sockets:
            sock.close()

    monkeypatch.setattr(uvicorn.Server, "run", fake_run)
    monkeypatch.setattr(serve, "freeze_startup_objects", lambda: seen.append("frozen"))
    base = ["serve", "--host", "127.0.0.1", "--port", "0", "--customers", "100"]
    assert main(base) == 0
    # --log-pii: no masking filter is left on the process-wide uvicorn.access logger.
    assert main([*base, "--access-log", "--log-pii"]) == 0
    assert seen == ["frozen", False, "frozen", True]
