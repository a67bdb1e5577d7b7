"""Throwaway virtual environments with this project installed the way a user installs it.

Used by the install tests (tests/integration/test_*install*.py). Everything pip fetches comes
from its cache or the package index, pinned by requirements/constraints.txt.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "requirements" / "constraints.txt"
README = ROOT / "README.md"


@dataclass(frozen=True)
class Venv:
    """A virtual environment made by :func:`make_venv`."""

    path: Path

    @property
    def bin(self) -> Path:
        """Its ``bin/`` directory."""
        return self.path / "bin"

    def run(
        self, *args: str, cwd: Path | None = None, timeout: float = 300
    ) -> subprocess.CompletedProcess[str]:
        """Run one of its programs (``python``, ``pip``, ``billing-sim``...); never raises on a
        non-zero exit."""
        command = [str(self.bin / args[0]), *args[1:]]
        return subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=timeout)

    def pip(self, *args: str, cwd: Path | None = None) -> None:
        """``python -m pip ...`` with the project's constraints; raises with pip's output."""
        done = self.run(
            "python", "-m", "pip", "--disable-pip-version-check", "--quiet", *args,
            "-c", str(CONSTRAINTS), cwd=cwd, timeout=900,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def make_venv(where: Path) -> Venv:
    """A fresh virtual environment at ``where`` (pip, nothing else)."""
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True, timeout=120)
    return Venv(where)


def build_wheel(into: Path) -> Path:
    """``make dist``, as documented: the project's wheel, written into ``into``."""
    subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), "dist", f"PYTHON={sys.executable}"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    [wheel] = sorted((ROOT / "dist").glob("billing_sim-*.whl"))
    target = into / wheel.name
    target.write_bytes(wheel.read_bytes())
    return target


def documented_install_commands() -> list[str]:
    """The ``pip install`` lines of the README's install section, as written."""
    section = README.read_text(encoding="utf-8").split("## Install", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
    lines = [line.split("#", 1)[0].strip() for block in blocks for line in block.splitlines()]
    return [line for line in lines if line.startswith("pip install")]
