"""BillingSim's control-plane errors: the server's whole problem, in English, naming the file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.harness import BillingSim, SimulatorControlError
from billing_sim.simulator.settings import SimulatorSettings

SETTINGS = SimulatorSettings(admin_token="t" * 32)
BAD_SCENARIO = "description: broken\nseed: '7'\nrules: []\n"


@pytest.fixture(scope="module")
def app() -> Any:
    return create_app(SETTINGS)


@pytest.fixture
def sim(app: Any, request: pytest.FixtureRequest) -> Iterator[BillingSim]:
    harness = BillingSim.in_process(app, SETTINGS, request.node.nodeid)
    try:
        yield harness
    finally:
        harness.close()


def test_an_unknown_scenario_names_itself_and_the_shipped_ones(sim: BillingSim) -> None:
    """Not just "422 La solicitud tiene 1 campo inválido": what was wrong and what exists."""
    with pytest.raises(SimulatorControlError) as raised:
        sim.activate("no-such-outage")
    message = str(raised.value)
    assert message.startswith("PUT /_sim/scenario: 422 The request has 1 invalid field.")
    assert "body /name: unknown scenario 'no-such-outage'" in message
    assert "total-outage" in message
    assert "inválido" not in message
    assert raised.value.status == 422
    assert raised.value.problem["code"] == "validation_failed"


def test_invalid_yaml_text_lists_each_line_once(sim: BillingSim) -> None:
    """yaml= text is `<yaml>`: every file:line: field: message line, none repeated."""
    with pytest.raises(SimulatorControlError) as raised:
        sim.activate(yaml=BAD_SCENARIO)
    message = str(raised.value)
    assert "<yaml>:2: seed:" in message
    assert message.count("<yaml>:2: seed:") == 1


def test_a_scenario_file_error_names_the_file(sim: BillingSim, tmp_path: Path) -> None:
    """A file's errors say where the file is, not `<yaml>`."""
    path = tmp_path / "broken-outage.yaml"
    path.write_text(BAD_SCENARIO, encoding="utf-8")
    with pytest.raises(SimulatorControlError) as raised:
        sim.activate(path)
    message = str(raised.value)
    assert f"{path}:2: seed:" in message
    assert "<yaml>" not in message


def test_a_missing_scenario_file_is_a_control_error_not_a_traceback(
    sim: BillingSim, tmp_path: Path
) -> None:
    """activate("missing.yaml"): one line that names the path."""
    missing = tmp_path / "missing.yaml"
    with pytest.raises(SimulatorControlError, match=r"missing\.yaml: no such scenario file"):
        sim.activate(str(missing))


def test_the_control_plane_is_asked_for_english(sim: BillingSim) -> None:
    """Every control request carries Accept-Language: en."""
    assert sim._control.headers["Accept-Language"] == "en"
