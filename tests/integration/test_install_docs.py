"""The README's install lines, run as written in a fresh virtual environment, and the one import
name they install (``billing_sim``) living beside a project with its own ``client.py``, ``bot/``,
``simulator.py``, ``openapi/`` and ``toolkit.py``.

One virtual environment for the module (the ``testing`` extra is most of a minute of pip): the
fixture installs the wheel into it with the documented line, and the checkout and git tests run
theirs into it again (the dependencies stay; each line reinstalls billing-sim from the same
tree), so no test depends on another's order. The tests share it, so they run on one xdist
worker (``xdist_group``).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import textwrap
from importlib.metadata import version
from pathlib import Path

import pytest

from tests.support.installs import ROOT, Venv, build_wheel, documented_install_commands, make_venv

LUA_FILES = sorted(
    path.stem for path in (ROOT / "src/billing_sim/simulator/store/lua").glob("*.lua")
)

pytestmark = [pytest.mark.integration, pytest.mark.xdist_group("install-docs")]

PLUGIN_DOC = ROOT / "docs" / "pytest-plugin.md"
CHECKOUT = "/path/to/billing-sim"
# What a bot project typically has, under the names the distribution used to take.
USER_MODULES = {
    "client.py": "WHO = 'the user client'\n",
    "bot/__init__.py": "WHO = 'the user bot'\n",
    "simulator.py": "WHO = 'the user simulator'\n",
    "openapi/__init__.py": "WHO = 'the user openapi'\n",
    "toolkit.py": "WHO = 'the user toolkit'\n",
}
USER_TEST = """
import bot, client, openapi, simulator, toolkit
from billing_sim.client import BillingTools


def test_the_projects_own_modules_are_the_ones_it_imports():
    assert [m.WHO for m in (client, bot, simulator, openapi, toolkit)] == [
        "the user client", "the user bot", "the user simulator", "the user openapi",
        "the user toolkit",
    ]
    assert BillingTools.__module__ == "billing_sim.client._sync"
"""


def command(name: str) -> str:
    """The documented ``pip install`` line whose requirement starts with ``name``."""
    [line] = [
        line for line in documented_install_commands() if shlex.split(line)[2].startswith(name)
    ]
    return line


def run_pip_line(venv: Venv, line: str, cwd: Path, **substitutions: str) -> None:
    """Run a documented ``pip install ...`` line in ``venv``, placeholders substituted."""
    for placeholder, value in substitutions.items():
        line = line.replace(placeholder, value)
    words = shlex.split(line)
    assert words[:2] == ["pip", "install"], line
    venv.pip(*words[1:], cwd=cwd)


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Venv:
    """A fresh virtual environment with the wheel of ``make dist`` installed as documented."""
    root = tmp_path_factory.mktemp("install-docs")
    venv = make_venv(root / "venv")
    build_wheel(root)
    run_pip_line(venv, command("billing_sim-"), root)
    return venv


def test_the_readme_documents_a_checkout_a_wheel_and_a_git_url() -> None:
    """Three install lines, each with the testing extra (the one the plugin's docs ask for)."""
    lines = documented_install_commands()
    assert len(lines) == 3
    assert all("[testing]" in line for line in lines)
    assert [
        command(CHECKOUT),
        command("billing_sim-"),
        command("billing-sim[testing] @ git+"),
    ] == lines


def test_installing_from_a_checkout_gives_both_commands(venv: Venv, tmp_path: Path) -> None:
    """``pip install '/path/to/billing-sim[testing]'``: both commands answer ``--help``."""
    run_pip_line(venv, command(CHECKOUT), tmp_path, **{CHECKOUT: str(ROOT)})
    for program in ("billing-sim", "billing-bot"):
        done = venv.run(program, "--help")
        assert done.returncode == 0, done.stderr
        assert "usage:" in done.stdout


def test_the_wheel_installs_one_top_level_package(venv: Venv, tmp_path: Path) -> None:
    """Installed from the wheel of ``make dist``: ``pip show -f`` lists ``billing_sim/`` and its
    ``.dist-info`` and nothing else at the top level."""
    shown = venv.run("python", "-m", "pip", "show", "--files", "billing-sim")
    assert shown.returncode == 0, shown.stderr
    files = shown.stdout.split("Files:", 1)[1].split()
    tops = {name.split("/", 1)[0] for name in files if not name.startswith("../")}
    assert tops == {"billing_sim", f"billing_sim-{version('billing-sim')}.dist-info"}
    # The Redis store's scripts are files the package reads: they ship with it.
    shipped = {name.rpartition("/")[2] for name in files if "/store/lua/" in name}
    assert shipped == {f"{name}.lua" for name in LUA_FILES}
    imported = venv.run("python", "-c", "import billing_sim, sys; print(billing_sim.__name__)")
    assert imported.stdout.strip() == "billing_sim", imported.stderr


def test_a_project_with_its_own_client_bot_and_simulator_runs_the_plugin_docs(
    venv: Venv, tmp_path: Path
) -> None:
    """The plugin's documented tests pass in a project whose own modules are called ``client``,
    ``bot``, ``simulator``, ``openapi`` and ``toolkit``, and the project still imports its own."""
    project = tmp_path / "my-bot"
    for name, text in USER_MODULES.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, encoding="utf-8")
    tests = project / "tests"
    tests.mkdir()
    snippets = re.findall(r"```python\n(.*?)```", PLUGIN_DOC.read_text(encoding="utf-8"), re.S)
    assert snippets
    for number, snippet in enumerate(snippets):
        (tests / f"test_doc_{number}.py").write_text(snippet, encoding="utf-8")
    (tests / "test_own_modules.py").write_text(textwrap.dedent(USER_TEST), encoding="utf-8")
    # pytest's rootdir-relative imports put the project first on sys.path, as a project has it.
    (project / "conftest.py").write_text("", encoding="utf-8")
    done = venv.run("python", "-m", "pytest", "-p", "no:cacheprovider", "-q", cwd=project)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-4000:]
    assert re.search(r"\b\d+ passed\b", output)
    for program in ("billing-sim", "billing-bot"):
        help_text = venv.run(program, "--help", cwd=project)
        assert help_text.returncode == 0, help_text.stderr


def test_installing_from_a_git_url_gives_the_same_package(venv: Venv, tmp_path: Path) -> None:
    """``pip install 'billing-sim[testing] @ git+https://...@main'`` (here: this checkout's HEAD
    through a ``file://localhost`` URL)."""
    head = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    remote = "git+https://git.example.com/isp/billing-sim.git@main"
    here = f"git+file://localhost{ROOT}@{head}"
    run_pip_line(venv, command("billing-sim[testing] @ git+"), tmp_path, **{remote: here})
    done = venv.run("billing-sim", "--help")
    assert done.returncode == 0, done.stderr
    found = venv.run("python", "-c", "import billing_sim.client as c; print(c.BillingTools)")
    assert "billing_sim.client" in found.stdout, found.stderr
