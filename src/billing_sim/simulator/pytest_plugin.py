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
with ``@pytest.mark.billing_scenario("total-outage")`` (or a file path, relative to the test
file) to activate a scenario before it starts, with ``seed=N`` for another draw of its random
outcomes.

Pointed at a real implementation (``--billing-sim-upstream URL`` or ``BILLING_SIM_UPSTREAM``),
both apps are proxies (``serve --upstream``): every ``/v1`` request goes to that implementation
and the same scenarios play on its answers, so the same tests run unchanged against staging.
The bearer key sent is still ``billing_sim_settings.api_keys[0]``: set it to the upstream's.

The fixtures need the ``sim`` extra; with the client alone installed they fail with a message
that says to install ``billing-sim[sim]`` (or ``billing-sim[testing]``), not a traceback.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from billing_sim.simulator.extras import missing_extra

if TYPE_CHECKING:
    from billing_sim.simulator.harness import BillingSim, LoopbackServer
    from billing_sim.simulator.settings import SimulatorSettings

MARKER = "billing_scenario"
UPSTREAM_OPTION = "--billing-sim-upstream"
UPSTREAM_VARIABLE = "BILLING_SIM_UPSTREAM"
SCENARIO_SUFFIXES = (".yaml", ".yml")


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--billing-sim-upstream URL``: the fixtures' apps proxy to a real implementation."""
    parser.addoption(
        UPSTREAM_OPTION,
        metavar="URL",
        default=None,
        help="run the billing_sim fixtures as a proxy in front of the billing API at URL "
        f"(env {UPSTREAM_VARIABLE}); scenarios play on its answers",
    )


def _app(config: pytest.Config, settings: SimulatorSettings) -> Any:
    """A simulator app, or a proxy app when an upstream is configured."""
    import os

    from billing_sim.simulator.app import create_app

    url = config.getoption(UPSTREAM_OPTION) or os.environ.get(UPSTREAM_VARIABLE)
    if not url:
        return create_app(settings)
    from billing_sim.simulator.clock import monotonic_seconds, wall_seconds
    from billing_sim.simulator.upstream import Upstream, UpstreamSettings

    try:
        upstream_settings = UpstreamSettings(url)
    except ValueError as error:
        problem = f"billing_sim fixtures: {UPSTREAM_OPTION}: {error}"
    else:
        upstream = Upstream(upstream_settings, monotonic=monotonic_seconds, wall=wall_seconds)
        return create_app(settings, upstream=upstream)
    pytest.fail(problem, pytrace=False)


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``billing_scenario`` marker."""
    config.addinivalue_line(
        "markers",
        f"{MARKER}(name, seed=None): activate this shipped scenario (or scenario file) for "
        "the test's billing_sim session before the test starts (seed: another draw)",
    )


def _require_simulator() -> None:
    """Fail the test with one line when the ``sim`` extra is missing, not an import traceback."""
    try:
        import billing_sim.simulator.app
        import billing_sim.simulator.harness  # noqa: F401
    except ModuleNotFoundError as error:
        message = missing_extra(error)
        if message is None:
            raise
    else:
        return
    # Outside the handler, so the report is the message alone, not "during handling of...".
    pytest.fail(f"billing_sim fixtures: {message}", pytrace=False)


@pytest.fixture(scope="session")
def billing_sim_settings() -> SimulatorSettings:
    """Settings of the plugin's simulators: defaults plus a random admin token."""
    import secrets

    _require_simulator()
    from billing_sim.simulator.settings import SimulatorSettings

    return SimulatorSettings(admin_token=secrets.token_urlsafe(24))


@pytest.fixture(scope="session")
def billing_sim_app(pytestconfig: pytest.Config, billing_sim_settings: SimulatorSettings) -> Any:
    """One in-process simulator app for the whole run (sessions keep tests apart)."""
    _require_simulator()
    return _app(pytestconfig, billing_sim_settings)


@pytest.fixture(scope="session")
def billing_sim_server(
    pytestconfig: pytest.Config, billing_sim_settings: SimulatorSettings
) -> Iterator[LoopbackServer]:
    """A real simulator (uvicorn) on 127.0.0.1 and an ephemeral port, for the whole run."""
    _require_simulator()
    from billing_sim.simulator.harness import LoopbackServer

    server = LoopbackServer(_app(pytestconfig, billing_sim_settings), billing_sim_settings)
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
    _require_simulator()
    from billing_sim.simulator.harness import BillingSim

    sim = BillingSim.in_process(billing_sim_app, billing_sim_settings, request.node.nodeid)
    yield from _activated(sim, request)


@pytest.fixture
def billing_sim_live(
    request: pytest.FixtureRequest,
    billing_sim_server: LoopbackServer,
    billing_sim_settings: SimulatorSettings,
) -> Iterator[BillingSim]:
    """The loopback simulator, seen through this test's own session."""
    _require_simulator()
    from billing_sim.simulator.harness import BillingSim

    sim = BillingSim.over_http(
        billing_sim_server.base_url, billing_sim_settings, request.node.nodeid
    )
    yield from _activated(sim, request)


def scenario_file(reference: str, request: pytest.FixtureRequest) -> Path | None:
    """Where a marker's scenario file is: relative to the test file, else to the rootdir.

    ``None`` when ``reference`` is a shipped scenario's name rather than a file.

    Raises:
        pytest.fail: when the file is in neither place (naming both).
    """
    if not reference.endswith(SCENARIO_SUFFIXES):
        return None
    given = Path(reference)
    if given.is_absolute():
        return given
    candidates = [request.path.parent / given, request.config.rootpath / given]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    tried = " or ".join(str(candidate) for candidate in dict.fromkeys(candidates))
    pytest.fail(f"@pytest.mark.{MARKER}({reference!r}): no such file ({tried})", pytrace=False)


def _activated(sim: BillingSim, request: pytest.FixtureRequest) -> Iterator[BillingSim]:
    from billing_sim.simulator.harness import SimulatorControlError

    try:
        marker = request.node.get_closest_marker(MARKER)
        if marker is not None:
            args: list[Any] = list(marker.args)
            if args and isinstance(args[0], str) and "yaml" not in marker.kwargs:
                args[0] = scenario_file(args[0], request) or args[0]
            refused = None
            try:
                sim.activate(*args, **marker.kwargs)
            except SimulatorControlError as error:
                refused = f"@pytest.mark.{MARKER}: {error}"
            if refused is not None:  # outside the handler: the message alone, no chain
                pytest.fail(refused, pytrace=False)
        yield sim
    finally:
        sim.close()
