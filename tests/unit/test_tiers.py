"""Test tiers: ``-m "not integration"`` never runs a test of ``tests/integration``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_test_under_tests_integration_escapes_the_integration_marker() -> None:
    """Collecting tests/integration without the integration tier selects nothing at all."""
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    command += ["-m", "not integration", "tests/integration"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    assert done.returncode == 5, output  # pytest's "no tests collected"
    assert " deselected" in output, output
