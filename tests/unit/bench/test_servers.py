"""Reading a server process's CPU time."""

from __future__ import annotations

import os

import pytest

from bench.servers import cpu_seconds_of, descendants, parent_of


def test_cpu_seconds_adds_user_and_system_ticks_after_the_command_name():
    """A command name with spaces and parentheses does not shift the fields."""
    ticks = os.sysconf("SC_CLK_TCK")
    stat = f"1234 (python (bench) x) S 1 1 1 0 -1 4194304 100 0 0 0 {3 * ticks} {ticks} 0 0 20"
    assert cpu_seconds_of(stat) == pytest.approx(4.0)


def test_the_parent_pid_is_the_fourth_field_after_the_command_name():
    """uvicorn's workers are found by their parent, read past a name with spaces."""
    assert parent_of("4321 (python -m (x)) S 1234 1 1 0") == 1234


def test_a_process_tree_is_found_with_its_descendants():
    """This process's own child and grandchild (a shell that starts a sleep) are listed."""
    import subprocess

    from billing_sim.simulator.clock import wait_until

    shell = subprocess.Popen(["/bin/sh", "-c", "sleep 30 & wait"])
    try:
        # Waiting for another process to start its child, not timing logic.
        assert wait_until(lambda: len(descendants(shell.pid)) == 1, timeout_s=10)
        assert shell.pid in descendants(os.getpid())
    finally:
        shell.kill()
        shell.wait()
