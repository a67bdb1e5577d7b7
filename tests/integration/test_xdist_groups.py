"""The suite's ``xdist_group`` marks keep a group on one worker, as ``make test`` relies on.

``make test`` runs ``pytest -n 2 --dist loadgroup``. Two modules carry a group mark so that their
costly module fixture is made once: the adversarial audit's recording of every evaluation
message (minutes) and the install tests' virtual environment. pytest 9.2 with xdist 3.8 drops
the marks silently (pytest-dev/pytest-xdist#1386): every test still passes, each worker just
makes the fixture again. This runs a small suite the same way and counts the setups.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

GROUPED = textwrap.dedent(
    """
    import os
    from pathlib import Path

    import pytest

    pytestmark = pytest.mark.xdist_group("costly")


    @pytest.fixture(scope="module")
    def made() -> str:
        log = Path(__file__).with_name("setups.log")
        with log.open("a") as out:
            out.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")
        return "made"


    def test_first(made: str) -> None:
        assert made == "made"


    @pytest.mark.parametrize("kind", range(6))
    def test_each_kind(made: str, kind: int) -> None:
        assert made == "made"
    """
)
UNGROUPED = textwrap.dedent(
    """
    import pytest


    @pytest.mark.parametrize("n", range(12))
    def test_other(n: int) -> None:
        assert n >= 0
    """
)


def test_a_groups_module_fixture_is_made_once_on_one_worker_under_loadgroup(
    tmp_path: Path,
) -> None:
    (tmp_path / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    (tmp_path / "test_ungrouped.py").write_text(UNGROUPED, encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-p",
         "no:cacheprovider", "-q", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "19 passed" in done.stdout
    setups = (tmp_path / "setups.log").read_text(encoding="utf-8").split()
    assert len(setups) == 1, f"the grouped module's fixture was made on workers {setups}"
