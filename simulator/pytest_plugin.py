"""pytest plugin ``billing_sim``: the billing simulator in your tests, one session per test.

Installed with the package (entry point ``pytest11``), so it loads in every pytest run where
``billing-sim`` is installed: this module imports only pytest and the standard library, and
the simulator is built only when a test asks for a fixture.

Fixtures (see ``docs/pytest-plugin.md``):

* ``billing_sim``: a :class:`~simulator.harness.BillingSim` over an in-process app;
* ``billing_sim_live``: the same over a real uvicorn server on 127.0.0.1;
* ``billing_sim_server``: that server (session scope): ``base_url``, ``api_key``;
* ``billing_sim_settings``: the :class:`~simulator.settings.SimulatorSettings` used (override
  it in your ``conftest.py``);
* ``billing_sim_app``: the in-process app (session scope).

Each test gets its own ``X-Sim-Session``, derived from its node id, and therefore its own
scenario, counters, journal and payments; every session replays the same outage. Mark a test
with ``@pytest.mark.billing_scenario("total-outage")`` (or a file path) to activate a scenario
before it starts, with ``seed=N`` for another draw of its random outcomes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from simulator.harness import BillingSim, LoopbackServer
    from simulator.settings import SimulatorSettings

MARKER = "billing_scenario"


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``billing_scenario`` marker."""
    config.addinivalue_line(
        "markers",
        f"{MARKER}(name, seed=None): activate this shipped scenario (or scenario file) for "
        "the test's billing_sim session before the test starts (seed: another draw)",
    )


@pytest.fixture(scope="session")
def billing_sim_settings() -> SimulatorSettings:
    """Settings of the plugin's simulators: defaults plus a random admin token."""
    import secrets

    from simulator.settings import SimulatorSettings

    return SimulatorSettings(admin_token=secrets.token_urlsafe(24))


@pytest.fixture(scope="session")
def billing_sim_app(billing_sim_settings: SimulatorSettings) -> Any:
    """One in-process simulator app for the whole run (sessions keep tests apart)."""
    from simulator.app import create_app

    return create_app(billing_sim_settings)


@pytest.fixture(scope="session")
def billing_sim_server(billing_sim_settings: SimulatorSettings) -> Iterator[LoopbackServer]:
    """A real simulator (uvicorn) on 127.0.0.1 and an ephemeral port, for the whole run."""
    from simulator.app import create_app
    from simulator.harness import LoopbackServer

    server = LoopbackServer(create_app(billing_sim_settings), billing_sim_settings)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def billing_sim(
    request: pytest.FixtureRequest,
    billing_sim_app: Any,
    billing_sim_settings: SimulatorSettings,
) -> Iterator[BillingSim]:
    """The in-process simulator, seen through this test's own session."""
    from simulator.harness import BillingSim

    sim = BillingSim.in_process(billing_sim_app, billing_sim_settings, request.node.nodeid)
    yield from _activated(sim, request)


@pytest.fixture
def billing_sim_live(
    request: pytest.FixtureRequest,
    billing_sim_server: LoopbackServer,
    billing_sim_settings: SimulatorSettings,
) -> Iterator[BillingSim]:
    """The loopback simulator, seen through this test's own session."""
    from simulator.harness import BillingSim

    sim = BillingSim.over_http(
        billing_sim_server.base_url, billing_sim_settings, request.node.nodeid
    )
    yield from _activated(sim, request)


def _activated(sim: BillingSim, request: pytest.FixtureRequest) -> Iterator[BillingSim]:
    try:
        marker = request.node.get_closest_marker(MARKER)
        if marker is not None:
            sim.activate(*marker.args, **marker.kwargs)
        yield sim
    finally:
        sim.close()
