"""Session-wide hooks of the test suite.

The reliability figures hook lives here, not in ``tests/reliability/conftest.py``: under
pytest-xdist the controlling process, which prints the summary, only loads the conftest files
of the paths it was given (``tests``), never those of subdirectories.
"""

from __future__ import annotations

import pytest


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
