"""The README's client snippets, run as written (imports included) against a served simulator.

Only the URL changes: the README says ``http://127.0.0.1:8000``, the test serves on a free port.
The outage snippet runs after the first one, as the README tells it, against a simulator
serving ``--scenario total-outage``.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.support.installs import README
from tests.support.served import serve_process

pytestmark = pytest.mark.integration

README_URL = "http://127.0.0.1:8000"


def client_snippets() -> list[str]:
    """The Python blocks of the README's "The client" section, in order."""
    section = README.read_text(encoding="utf-8").split("### The client", 1)[1].split("\n### ")[0]
    return re.findall(r"```python\n(.*?)```", section, re.DOTALL)


def run_program(program: str, base_url: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", program.replace(README_URL, base_url)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_readme_has_the_three_client_snippets_with_the_one_import_name() -> None:
    """Lookup, outage, typed client: each that imports does so from ``billing_sim.client``."""
    snippets = client_snippets()
    assert len(snippets) == 3
    imports = [line for s in snippets for line in s.splitlines() if "import" in line]
    assert imports
    assert all(line.startswith("from billing_sim.client import ") for line in imports)


def test_the_lookup_and_typed_client_snippets_answer_as_the_readme_shows() -> None:
    """María found by account number, her bill summary in bolívares; plans through the typed
    client are the contract's models."""
    lookup, _, typed = client_snippets()
    with serve_process() as served:
        printed = run_program(lookup, served.base_url)
        plans = run_program(typed + "\nprint(type(plans[0]).__module__, len(plans))\n",
                            served.base_url)  # fmt: skip
    assert printed.startswith("find_customer: ok")
    assert "cus_7k2m9q4x1z" in printed
    assert 'total due "Bs. 3.376,00"' in printed
    assert plans.split() == ["billing_sim.openapi.models", "5"]


def test_the_outage_snippet_escalates_then_opens_the_circuit() -> None:
    """Under total-outage nothing raises: server_error escalations, then circuit_open."""
    lookup, outage, _ = client_snippets()
    with serve_process("--scenario", "total-outage") as served:
        printed = run_program(lookup + "\n" + outage, served.base_url)
    lines = [line for line in printed.splitlines() if line.startswith("find_customer:")]
    assert len(lines) == 7  # the lookup's call, then six
    assert lines[0].startswith("find_customer: ESCALATE server_error")
    assert lines[-1].startswith("find_customer: ESCALATE circuit_open (0 attempt(s)")
