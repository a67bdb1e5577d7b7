"""``billing-sim scenarios check --base-url``: customer ids checked against a running simulator.

One simulator with 50 customers served by uvicorn on 127.0.0.1 (a thread): its customers are
looked up over HTTP, so an id that exists with serve's default 1000 customers is refused here.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import ids
from billing_sim.simulator.harness import LoopbackServer
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.toolkit.cli import main

pytestmark = pytest.mark.integration

CUSTOMERS = 50


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    settings = SimulatorSettings(customers=CUSTOMERS)
    server = LoopbackServer(create_app(settings), settings)
    server.start()
    try:
        yield server.base_url
    finally:
        server.stop()


def scenario(tmp_path: Path, customer: str) -> str:
    path = tmp_path / "one.yaml"
    path.write_text(
        f"description: x\nseed: 1\nrules:\n  - match: {{customer: {customer}}}\n"
        "    fault: {kind: reset}\n"
    )
    return str(path)


def test_a_customer_the_running_simulator_lacks_is_an_error_naming_it_and_the_nearest_persona(
    served: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Customer 500 exists in serve's default data, not in this simulator's 50 customers."""
    outage = scenario(tmp_path, ids.customer_id(500))
    assert main(["scenarios", "check", outage]) == 0
    capsys.readouterr()
    assert main(["scenarios", "check", "--base-url", served, outage]) == 1
    [line] = capsys.readouterr().out.splitlines()
    assert line.startswith(f"{outage}:4: rules[0].match.customer: no customer has id ")
    assert (
        f"in the simulator at {served}: the rule would never fire; the nearest persona is " in line
    )


def test_a_customer_the_running_simulator_has_passes(
    served: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The worked example (persona 0) and customer 49 both exist there."""
    for customer in ("cus_7k2m9q4x1z", ids.customer_id(CUSTOMERS - 1)):
        assert main(["scenarios", "check", "--base-url", served, scenario(tmp_path, customer)]) == 0
    assert capsys.readouterr().out.count("OK ") == 2


def test_an_unreachable_simulator_is_a_usage_error_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing listens on port 9 of 127.0.0.1: exit 2 with a message."""
    outage = scenario(tmp_path, "cus_7k2m9q4x1z")
    assert main(["scenarios", "check", "--base-url", "http://127.0.0.1:9", outage]) == 2
    error = capsys.readouterr().err
    assert error.startswith("billing-sim scenarios check: cannot reach http://127.0.0.1:9")
