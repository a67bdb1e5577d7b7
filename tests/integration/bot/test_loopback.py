"""``billing-bot`` for real: a uvicorn simulator on 127.0.0.1 and the command's own HTTP client.

About 1.5 s in all: a server thread, one subprocess (imports), no sleeps beyond start-up.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn

from bot import cli
from tests.integration.bot.support import make_app, personas

pytestmark = pytest.mark.integration

START_TIMEOUT = 20.0
MARIA = personas()["worked_example"]


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """A simulator served by uvicorn on an ephemeral loopback port, in a thread."""
    config = uvicorn.Config(make_app(), host="127.0.0.1", port=0, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + START_TIMEOUT
    while not server.started:  # bounded wait for the socket to be listening
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


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
    """``python -m bot.cli`` against a closed port: a TOOL_ERROR escalation, exit status 0."""
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "ask", "cuanto debo", "--phone", MARIA.phone,
         "--base-url", "http://127.0.0.1:9", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["reason"] == "TOOL_ERROR"
    assert "no se pudo conectar" in reply["agent_summary"]
