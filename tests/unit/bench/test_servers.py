"""Reading a server process's CPU time."""

from __future__ import annotations

import os

import pytest

from bench.servers import cpu_seconds_of


def test_cpu_seconds_adds_user_and_system_ticks_after_the_command_name():
    """A command name with spaces and parentheses does not shift the fields."""
    ticks = os.sysconf("SC_CLK_TCK")
    stat = f"1234 (python (bench) x) S 1 1 1 0 -1 4194304 100 0 0 0 {3 * ticks} {ticks} 0 0 20"
    assert cpu_seconds_of(stat) == pytest.approx(4.0)
