"""The grounding verifier keeps 100 % branch coverage, from its own tests alone.

The verifier is the safety net for any drafter, an LLM included: every branch of it (the
normalization, the number words, the tokenizer, the evidence it builds from typed data and
the support rules) must be exercised by a test that states what the branch is for. This
runs those tests under coverage in a fresh interpreter (so import-time code counts) with a
fixed hypothesis seed, and fails below 100 %.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
VERIFIER = (
    "billing_sim.bot.grounding",
    "billing_sim.bot._numbers",
    "billing_sim.bot._normalize",
    "billing_sim.bot._numerals",
    "billing_sim.bot.evidence",
)
ITS_TESTS = tuple(
    f"tests/unit/bot/test_{name}.py"
    for name in ("grounding", "numbers", "normalize", "numerals", "evidence")
)


def test_the_verifier_is_fully_branch_covered_by_its_own_tests(tmp_path: Path) -> None:
    """``--cov-fail-under=100`` with branch coverage over the verifier's modules."""
    command = [
        sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
        "--hypothesis-seed=0", *(f"--cov={module}" for module in VERIFIER), "--cov-branch",
        "--cov-report=term-missing", "--cov-fail-under=100", *ITS_TESTS,
    ]  # fmt: skip
    env = {**os.environ, "COVERAGE_FILE": str(tmp_path / ".coverage")}
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    report = done.stdout[-4000:]
    assert done.returncode == 0, report
    assert "Required test coverage of 100% reached" in done.stdout, report
