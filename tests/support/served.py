"""``billing-sim serve`` in a subprocess, for tests that need the command itself on loopback.

Tests that only need the app on a socket use :class:`billing_sim.simulator.harness.LoopbackServer`
(a
thread, no start-up cost); this is for the command's own behaviour: its banner, options,
environment, logs, and a server whose CPU and sockets are not the test process's.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

import httpx

START_TIMEOUT = 60.0
"""Seconds a server may take to print its URL and answer (about 2 s, mostly imports)."""
URL_LINE = re.compile(r"Billing simulator: (http://127\.0\.0\.1:\d+)/docs")
BANNER_END = "X-Sim-Fault header:"
"""The start of the banner's last line (``billing_sim.toolkit.commands.serve``)."""


@dataclass
class ServedProcess:
    """A running ``billing-sim serve``: its URL and every line it printed so far."""

    base_url: str
    output: list[str]
    """stdout and stderr interleaved (the banner, then uvicorn's logs), appended as printed."""
    process: subprocess.Popen[str] | None = None
    """The process itself (a test may kill it outright)."""

    @property
    def banner(self) -> str:
        """What the command printed at start-up (complete once :func:`serve_process` yields)."""
        text = self.text()
        end = text.find("\n", text.find(BANNER_END))
        return text[: end + 1]

    def text(self) -> str:
        """Everything printed so far."""
        return "".join(self.output)

    def wait_for(self, needle: str, timeout: float = 5.0) -> str:
        """Everything printed, once it contains ``needle`` (output arrives asynchronously).

        Raises:
            AssertionError: if ``needle`` was not printed within ``timeout`` seconds.
        """
        deadline = time.monotonic() + timeout
        while needle not in (text := self.text()):
            assert time.monotonic() < deadline, f"{needle!r} never printed:\n{text}"
            time.sleep(0.02)  # polling another process's output, not timing logic
        return text


@contextmanager
def serve_process(*args: str, env: Mapping[str, str] | None = None) -> Iterator[ServedProcess]:
    """``billing-sim serve --port 0 ARGS`` on 127.0.0.1, until the block ends.

    Yields once the server answers ``/openapi.json`` and its whole banner has been read;
    terminates it (then kills it if needed) afterwards.

    Args:
        args: More ``serve`` options.
        env: Variables added to this process's environment (keys, admin token...).
    """
    command = [sys.executable, "-m", "billing_sim.toolkit.cli", "serve", "--port", "0", *args]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, **(env or {})},
    )
    assert process.stdout is not None
    stdout = process.stdout
    output: list[str] = []

    def pump() -> None:
        for line in stdout:
            output.append(line)

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    try:
        served = ServedProcess(_wait_for_url(output, process), output, process)
        _wait_until_listening(served.base_url)
        served.wait_for(BANNER_END)
        yield served
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        reader.join(timeout=10)
        stdout.close()


def _wait_for_url(output: list[str], process: subprocess.Popen[str]) -> str:
    deadline = time.monotonic() + START_TIMEOUT
    while not (match := URL_LINE.search("".join(output))):
        if process.poll() is not None or time.monotonic() > deadline:
            raise AssertionError("billing-sim serve printed no URL:\n" + "".join(output))
        time.sleep(0.02)
    return match.group(1)


def _wait_until_listening(base_url: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        try:
            httpx.get(f"{base_url}/openapi.json", timeout=1.0)
            return
        except httpx.TransportError:
            assert time.monotonic() < deadline, "billing-sim serve did not start listening"
            time.sleep(0.05)
