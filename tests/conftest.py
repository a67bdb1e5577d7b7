"""Session-wide hooks of the test suite.

The reliability figures hook lives here, not in ``tests/reliability/conftest.py``: under
pytest-xdist the controlling process, which prints the summary, only loads the conftest files
of the paths it was given (``tests``), never those of subdirectories.

Tiers: ``tests/integration`` is the integration tier as a whole (every test there is marked
``integration``, whatever its file says); elsewhere (``tests/reliability``) a test that starts a
real server or runs on real time carries the marker itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.redis_server import RedisServer

INTEGRATION_DIR = Path(__file__).resolve().parent / "integration"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under ``tests/integration`` ``integration``, so that ``-m "not
    integration"`` can never run one of them by accident."""
    for item in items:
        if item.path.is_relative_to(INTEGRATION_DIR) and not item.get_closest_marker("integration"):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """One real ``redis-server`` per test process, without persistence, started when a test
    first asks for it; tests keep apart by store prefix (``unique_prefix``)."""
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    try:
        yield server
    finally:
        server.stop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """List the figures of every reliability test that recorded some."""
    lines = [
        f"{report.nodeid.rsplit('/', 1)[-1]}: "
        + ", ".join(f"{name}={value}" for name, value in report.user_properties)
        for report in terminalreporter.stats.get("passed", [])
        if report.when == "call" and report.user_properties and "reliability" in report.nodeid
    ]
    if lines:
        terminalreporter.section("reliability figures")
        for line in lines:
            terminalreporter.write_line(line)
