"""The client-only install: which modules mean "install the sim extra", and what is said."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import packages_distributions, requires

import pytest

from billing_sim.simulator.extras import INSTALL_HINT, SIM_EXTRA_MODULES, missing_extra


def _sim_requirements() -> list[str]:
    found = [r for r in requires("billing-sim") or () if re.search(r"extra == ['\"]sim['\"]", r)]
    return [re.split(r"[\[<>=!;~ ]", r, maxsplit=1)[0] for r in found]


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_distribution_of_the_sim_extra_is_recognised() -> None:
    """A missing distribution of the sim extra is always reported as the missing extra."""
    by_distribution: dict[str, set[str]] = {}
    for module, distributions in packages_distributions().items():
        for distribution in distributions:
            by_distribution.setdefault(_normal(distribution), set()).add(module)
    requirements = _sim_requirements()
    assert requirements
    for name in requirements:
        modules = {m for m in by_distribution.get(_normal(name), set()) if not m.startswith("_")}
        assert modules, f"{name} is not installed in this environment"
        assert modules & SIM_EXTRA_MODULES, (name, modules)


def test_a_missing_sim_module_gets_the_install_hint() -> None:
    """ModuleNotFoundError for yaml: one sentence naming the module and the extra."""
    message = missing_extra(ModuleNotFoundError("No module named 'yaml'", name="yaml"))
    assert message is not None
    assert "'yaml'" in message
    assert message.endswith(INSTALL_HINT)
    assert "billing-sim[sim]" in INSTALL_HINT
    assert "billing-sim[testing]" in INSTALL_HINT


@pytest.mark.parametrize("name", ["numpy", None, "client"])
def test_other_import_errors_are_not_blamed_on_the_extra(name: str | None) -> None:
    """A bug (or a module of ours) is not passed off as a missing extra."""
    assert missing_extra(ModuleNotFoundError("x", name=name)) is None


@pytest.mark.parametrize(
    "argv", [["serve"], ["scenarios", "check", "x.yaml"], ["contract", "rules"], ["--help"]]
)
def test_the_command_line_says_to_install_the_extra(argv: list[str]) -> None:
    """billing-sim without the sim extra (its modules hidden): exit 2, one line, no traceback."""
    hide = "import sys; [sys.modules.__setitem__(m, None) for m in ('yaml', 'fastapi', 'uvicorn')]"
    program = f"{hide}; from billing_sim.toolkit.cli import main; sys.exit(main({argv!r}))"
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("billing-sim: the simulator's dependencies are not installed")
    assert "install billing-sim[sim]" in done.stderr
    assert "Traceback" not in done.stderr
