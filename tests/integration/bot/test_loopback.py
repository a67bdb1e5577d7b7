"""``billing-bot`` for real: a uvicorn simulator on 127.0.0.1 and the command's own HTTP client.

About 1.5 s in all: a server thread, one subprocess (imports), no sleeps beyond start-up.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

from billing_sim.bot import cli
from billing_sim.simulator.harness import LoopbackServer
from tests.integration.bot.support import SETTINGS, make_app, personas

pytestmark = pytest.mark.integration

MARIA = personas()["worked_example"]


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """A simulator served by uvicorn on an ephemeral loopback port, in a thread."""
    server = LoopbackServer(make_app(), SETTINGS)
    server.start()
    yield server.base_url
    server.stop()


def ask(*argv: str) -> dict[str, object]:
    out = io.StringIO()
    assert cli.main(["ask", *argv, "--json", "--today", "2026-11-20"], environ={}, out=out) == 0
    reply: dict[str, object] = json.loads(out.getvalue())
    return reply


def test_the_command_answers_over_real_http(base_url: str) -> None:
    """With ``--base-url`` the command's own client reaches the server and quotes its amounts."""
    reply = ask("cuanto debo", "--phone", MARIA.phone, "--base-url", base_url)
    assert reply["kind"] == "answer"
    assert "Bs. 3.376,00" in str(reply["text"])


def test_a_wrong_key_escalates_as_a_tool_error(base_url: str) -> None:
    """A rejected key is a configuration problem: TOOL_ERROR, and the agent is told so."""
    reply = ask("saldo", "--phone", MARIA.phone, "--base-url", base_url, "--api-key", "nope")
    assert reply["reason"] == "TOOL_ERROR"
    assert "credenciales" in str(reply["agent_summary"])


def test_the_module_runs_as_a_program_and_escalates_when_nothing_listens() -> None:
    """``python -m billing_sim.bot.cli`` on a closed port: TOOL_ERROR escalation, exit status 0."""
    done = subprocess.run(
        [sys.executable, "-m", "billing_sim.bot.cli", "ask", "cuanto debo", "--phone", MARIA.phone,
         "--base-url", "http://127.0.0.1:9", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["reason"] == "TOOL_ERROR"
    assert "no se pudo conectar" in reply["agent_summary"]
