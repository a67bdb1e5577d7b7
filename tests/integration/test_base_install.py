"""A bare ``pip install billing-sim`` (the client only) in a real throwaway virtualenv.

The wheel is built once from this checkout, installed with its declared dependencies only
(pinned by requirements/constraints.txt, from pip's cache or PyPI) plus pytest, as a bot
developer's own suite would have it. About 30 s, most of it pip.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "requirements" / "constraints.txt"
HINT = "install billing-sim[sim]"


@dataclass(frozen=True)
class BaseInstall:
    """The virtualenv and the wheel installed in it."""

    bin: Path
    wheel: Path

    def run(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """Run one of the virtualenv's programs; never raises on a non-zero exit."""
        command = [str(self.bin / args[0]), *args[1:]]
        return subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=120)


def _pip(python: Path, *args: str) -> None:
    subprocess.run(
        [str(python), "-m", "pip", "--disable-pip-version-check", "--quiet", *args],
        check=True,
        capture_output=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def base_install(tmp_path_factory: pytest.TempPathFactory) -> BaseInstall:
    """``pip install billing-sim pytest``: no extra."""
    root = tmp_path_factory.mktemp("base-install")
    _pip(Path(sys.executable), "wheel", "--no-deps", "-w", str(root / "dist"), str(ROOT))
    [wheel] = (root / "dist").glob("billing_sim-*.whl")
    subprocess.run([sys.executable, "-m", "venv", str(root / "venv")], check=True, timeout=120)
    bin_dir = root / "venv" / "bin"
    _pip(bin_dir / "python", "install", "-c", str(CONSTRAINTS), str(wheel), "pytest")
    return BaseInstall(bin_dir, wheel)


def test_the_base_install_has_no_simulator_dependency(base_install: BaseInstall) -> None:
    """Only the client's own dependencies came with it (the premise of the other tests)."""
    probe = "import importlib.util as u; print([m for m in ('fastapi', 'yaml', 'uvicorn') "
    probe += "if u.find_spec(m)])"
    done = base_install.run("python", "-c", probe)
    assert done.stdout.strip() == "[]", done.stderr


def test_the_client_works_without_the_simulator(base_install: BaseInstall) -> None:
    """BillingTools imports and answers (here: the API is down) with httpx and pydantic only."""
    program = textwrap.dedent(
        """
        from billing_sim.client import BillingTools
        from billing_sim.client.testing import FakeClock
        tools = BillingTools("http://127.0.0.1:9", "key", clock=FakeClock())
        result = tools.get_balance("cus_7k2m9q4x1z")
        print(result.failure_kind, result.should_escalate)
        """
    )
    done = base_install.run("python", "-c", program)
    assert done.stdout.split() == ["connection", "True"], done.stderr


@pytest.mark.parametrize("argv", [["serve"], ["scenarios", "check", "x.yaml"], ["--help"]])
def test_billing_sim_says_which_extra_to_install(
    base_install: BaseInstall, argv: list[str]
) -> None:
    """The command line: exit 2 and one line naming billing-sim[sim], never a traceback."""
    done = base_install.run("billing-sim", *argv)
    assert done.returncode == 2
    assert HINT in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_the_plugin_fixtures_say_which_extra_to_install(
    base_install: BaseInstall, tmp_path: Path
) -> None:
    """A suite with the plugin but no simulator: the fixture's test errors with the hint only;
    the suite's other tests are unaffected."""
    (tmp_path / "test_bot.py").write_text(
        textwrap.dedent(
            """
            def test_without_the_simulator():
                assert 1 + 1 == 2

            def test_with_the_simulator(billing_sim):
                raise AssertionError("the fixture should have failed")
            """
        ),
        encoding="utf-8",
    )
    done = base_install.run("python", "-m", "pytest", "-p", "no:cacheprovider", cwd=tmp_path)
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "1 passed, 1 error" in output
    assert "billing_sim fixtures: the simulator's dependencies are not installed" in output
    assert HINT in output
    assert "Traceback" not in output
    assert "During handling" not in output


def test_one_extra_brings_what_a_bot_test_suite_needs(base_install: BaseInstall) -> None:
    """billing-sim[testing]: the sim extra's requirements and pytest, under one name."""
    with zipfile.ZipFile(base_install.wheel) as wheel:
        [name] = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = wheel.read(name).decode()
    lines = metadata.splitlines()
    assert "Provides-Extra: testing" in lines
    testing = {line for line in lines if "extra == 'testing'" in line}
    sim = {
        line.replace("extra == 'sim'", "extra == 'testing'")
        for line in lines
        if "extra == 'sim'" in line
    }
    assert sim
    assert sim <= testing
    assert any(line.startswith("Requires-Dist: pytest>=") for line in testing)


def test_the_wheel_ships_the_consoles_page_script_and_styles(base_install: BaseInstall) -> None:
    """GET /_sim/console serves files from the package: the wheel carries them, unchanged."""
    static = ROOT / "src" / "billing_sim" / "simulator" / "console" / "static"
    names = ("console.html", "console.js", "console.css")
    with zipfile.ZipFile(base_install.wheel) as wheel:
        shipped = {
            name: wheel.read(f"billing_sim/simulator/console/static/{name}") for name in names
        }
    assert shipped == {name: (static / name).read_bytes() for name in names}
