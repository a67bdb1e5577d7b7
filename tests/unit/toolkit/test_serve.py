"""``billing-sim serve`` option handling: environment, overrides and clear errors."""

from __future__ import annotations

import argparse
import re
import socket
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
import uvicorn

from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.toolkit.cli import COMMANDS, build_parser, commands_for, main
from billing_sim.toolkit.commands import serve
from billing_sim.toolkit.commands.serve import settings_from


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
        "import sys; from billing_sim.toolkit.cli import build_parser, commands_for; "
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


def test_store_options_override_the_environment() -> None:
    """--store and --store-prefix win over BILLING_SIM_STORE(_PREFIX); memory by default."""
    env = {"BILLING_SIM_STORE": "redis://env:6379/0", "BILLING_SIM_STORE_PREFIX": "env"}
    assert (settings_from(parse(), {}).store, settings_from(parse(), {}).shared_store) == (
        "memory",
        False,
    )
    from_env = settings_from(parse(), env)
    assert (from_env.store, from_env.store_prefix, from_env.shared_store) == (
        "redis://env:6379/0",
        "env",
        True,
    )
    overridden = settings_from(parse("--store", "memory", "--store-prefix", "cli"), env)
    assert (overridden.store, overridden.store_prefix) == ("memory", "cli")


@pytest.mark.parametrize(
    ("argv", "env", "shared", "workers"),
    [
        ((), {}, False, 1),
        (("--workers", "4"), {}, True, 4),
        ((), {"BILLING_SIM_WORKERS": "3"}, True, 3),
        (("--workers", "1"), {"BILLING_SIM_WORKERS": "3"}, False, 1),
    ],
)
def test_workers_come_from_the_option_then_the_environment(
    argv: tuple[str, ...], env: dict[str, str], shared: bool, workers: int
) -> None:
    """--workers, else BILLING_SIM_WORKERS, else one."""
    assert serve.workers_from(parse(*argv), env, shared) == workers


@pytest.mark.parametrize(
    ("argv", "env", "message"),
    [
        (("--workers", "0"), {}, "between 1 and 64"),
        (("--workers", "65"), {}, "between 1 and 64"),
        ((), {"BILLING_SIM_WORKERS": "many"}, "BILLING_SIM_WORKERS"),
        (("--workers", "2"), {}, "needs a shared store"),
    ],
)
def test_impossible_worker_counts_are_refused_with_a_reason(
    argv: tuple[str, ...], env: dict[str, str], message: str
) -> None:
    """Out of range, not a number, or several workers on the in-memory store."""
    with pytest.raises(ValueError, match=message):
        serve.workers_from(parse(*argv), env, shared_store=False)


def test_several_workers_on_the_memory_store_exit_2_before_anything_starts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The command says why and what to run instead; no banner, no traceback."""
    assert main(["serve", "--port", "0", "--workers", "2"]) == 2
    captured = capsys.readouterr()
    assert "--workers 2 needs a shared store" in captured.err
    assert "--store redis://127.0.0.1:6379/0" in captured.err
    assert captured.out == ""


def test_an_unreachable_store_at_start_is_a_message_and_exit_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A Redis URL nothing listens on (a closed port): exit 1, naming the store, no password."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"redis://:hunter2@127.0.0.1:{port}/0"
    assert main(["serve", "--port", "0", "--store", url]) == 1
    error = capsys.readouterr().err
    assert f"the store redis://127.0.0.1:{port}/0 (prefix billing-sim) does not answer" in error
    assert "hunter2" not in error
    assert "Traceback" not in error


@pytest.mark.parametrize(
    "url",
    ["postgres://db/0", "redis:/oops", "localhost:6379", "http://u:secret@h/", "redis://h:port/0"],
)
def test_a_store_that_is_not_memory_or_a_redis_url_is_exit_2(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """What is accepted is said; a password in what was typed is not repeated."""
    assert main(["serve", "--store", url]) == 2
    error = capsys.readouterr().err
    assert "Redis URL" in error
    assert "secret" not in error
    assert "Traceback" not in error


def test_the_banner_prints_the_consoles_url_when_the_control_plane_is_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With an admin token the QA console's address is in the banner; without one it is not."""

    def fake_run(server: uvicorn.Server, sockets: list[socket.socket]) -> None:
        for sock in sockets:
            sock.close()

    monkeypatch.setattr(uvicorn.Server, "run", fake_run)
    monkeypatch.setattr(serve, "freeze_startup_objects", lambda: None)
    base = ["serve", "--host", "127.0.0.1", "--port", "0", "--customers", "100"]
    monkeypatch.setenv("BILLING_SIM_ADMIN_TOKEN", "banner-admin-token-0123")
    assert main(base) == 0
    on = capsys.readouterr().out
    monkeypatch.delenv("BILLING_SIM_ADMIN_TOKEN")
    assert main(base) == 0
    off = capsys.readouterr().out
    console = re.search(r"^QA console: (http://127\.0\.0\.1:\d+)/_sim/console ", on, re.M)
    assert console is not None
    assert f"Billing simulator: {console.group(1)}/docs" in on
    assert "QA console" not in off


def test_the_store_line_says_whether_this_instance_created_the_world_or_joined_it() -> None:
    """Told by the store, not the time: a replica that joined a second-old world says so."""
    settings = SimulatorSettings(store="redis://127.0.0.1:6379/0", store_prefix="p")
    assert serve.store_line(settings, 2, 0.2, created=False) == (
        "Store: redis://127.0.0.1:6379/0 (prefix p), shared; joined the world another instance "
        "created 0 s ago; 2 worker processes"
    )
    assert serve.store_line(settings, 1, 0.2, created=True) == (
        "Store: redis://127.0.0.1:6379/0 (prefix p), shared; created a new world; 1 process"
    )


def test_a_scenario_naming_a_customer_the_data_lacks_stops_serve_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """serve checks --scenario FILE against the data it will serve: exit 1, the nearest persona."""
    outage = tmp_path / "typo.yaml"
    outage.write_text(
        "description: x\nseed: 1\nrules:\n"
        "  - {match: {customer: cus_7k2m9q4x1y}, fault: {kind: reset}}\n"
    )
    assert main(["serve", "--port", "0", "--customers", "100", "--scenario", str(outage)]) == 1
    error = capsys.readouterr().err
    assert f"{outage}:4: rules[0].match.customer: no customer has id 'cus_7k2m9q4x1y'" in error
    assert "(seed 42, 100 customers;" in error
    assert "the nearest persona is 'cus_7k2m9q4x1z' (worked_example)" in error
    assert "Traceback" not in error


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--upstream", "ftp://billing.example"], "must be an http(s) URL"),
        (["--upstream", "http://billing.example?x=1"], "takes no query"),
        (["--upstream", "http://b.example", "--upstream-timeout", "0"], "between 0 and 3600"),
        (["--record", "x.har"], "--record needs --upstream"),
        (["--upstream", "http://b.example", "--record", "/no/such/dir/x.har"], "no directory"),
    ],
)
def test_proxy_options_that_cannot_work_are_refused_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 2 and one line naming the problem, before anything starts."""
    assert main(["serve", *argv]) == 2
    assert message in capsys.readouterr().err


def test_the_worlds_clock_is_read_from_the_quickest_round_trip() -> None:
    """A round trip the process was preempted in (20 ms) would put this replica's clock up to
    10 ms off the world's; the quick one (0.2 ms) puts it within 0.1 ms."""
    world_started = 1_000.0
    slow = serve.ClockSample(sent=1_010.000, received=1_010.020, elapsed_s=10.0185)
    quick = serve.ClockSample(sent=1_010.030, received=1_010.0302, elapsed_s=10.0301)
    epoch = serve.world_epoch([slow, quick, slow])
    assert abs(epoch - world_started) < 0.0001
    assert abs(serve.world_epoch([slow]) - world_started) > 0.008


def test_a_store_clock_that_agrees_with_ours_gives_the_worlds_start_exactly() -> None:
    """On one host the store's clock is ours: every reading falls inside its round trip, and
    the start is the reading less the elapsed time, however slow the round trips (a loaded
    machine); a reading outside its round trip (another host's clock, 50 ms ahead) falls back
    to the quickest round trip."""
    world_started = 1_000.0
    slow = serve.ClockSample(1_010.000, 1_010.020, 10.0050, store_time=1_010.0050)
    slower = serve.ClockSample(1_010.030, 1_010.070, 10.0310, store_time=1_010.0310)
    assert serve.world_epoch([slow, slower]) == world_started
    ahead = serve.ClockSample(1_010.100, 1_010.1002, 10.1001, store_time=1_010.1501)
    assert abs(serve.world_epoch([slow, ahead]) - world_started) < 0.0001
    assert abs(serve.world_epoch([ahead]) - world_started) < 0.0001
