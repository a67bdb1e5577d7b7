"""A real ``redis-server`` for the tests: started on a free 127.0.0.1 port, in a scratch dir.

The store suite, the fault tests and the multi-process tests run against it. It is Debian's
``redis-server`` (``make test`` installs it when missing: ``scripts/ensure-packages.sh``); a
machine without it fails those tests with what to install, it never skips them.

``make bench`` uses it too (the Redis store's rows).

The server can be stopped (cleanly, or killed as in a crash), restarted on the same port and
data directory (what persistence must survive), and frozen (``SIGSTOP``: a Redis that accepts
connections and never answers, the worst case for a timeout).
"""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import socket
import subprocess
from collections.abc import Callable
from pathlib import Path

from billing_sim.simulator.clock import wait_until

START_TIMEOUT_S = 20.0
INSTALL_HINT = (
    "redis-server is not installed: the store tests run a real one. `make test` installs it "
    "(scripts/ensure-packages.sh, as root with apt-get); otherwise: sudo apt-get install "
    "redis-server"
)

PERSISTENCE = {
    "none": ["--save", "", "--appendonly", "no"],
    "aof-everysec": ["--save", "", "--appendonly", "yes", "--appendfsync", "everysec"],
    "aof-always": ["--save", "", "--appendonly", "yes", "--appendfsync", "always"],
}
"""Persistence settings by name: none (the fastest, for most tests), and the append-only file
fsynced every second (what docs/scaling.md recommends) or at every write."""


_PREFIXES = itertools.count(1)


def unique_prefix() -> str:
    """A store prefix no other test of this run uses (tests share one server per process)."""
    return f"test-{os.getpid()}-{next(_PREFIXES)}"


class RedisServerError(RuntimeError):
    """``redis-server`` is missing or did not start: the message says what to do or shows its
    log. A test meeting it errors (it is never skipped)."""


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def answers(port: int) -> bool:
    """Whether a Redis on ``port`` answers ``PING`` with ``PONG`` within half a second."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as connection:
            connection.sendall(b"PING\r\n")
            return connection.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    """One ``redis-server`` process the tests own.

    Args:
        directory: Its working directory (logs and persistence files).
        persistence: A key of :data:`PERSISTENCE`.
        preexec: Run in the child before ``redis-server`` (the bench pins it to a core).

    Raises:
        RedisServerError: if ``redis-server`` is not installed.
    """

    def __init__(
        self,
        directory: Path,
        *,
        persistence: str = "none",
        preexec: Callable[[], None] | None = None,
    ) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RedisServerError(INSTALL_HINT)
        self.binary = binary
        self.directory = directory
        self.persistence = persistence
        self._preexec = preexec
        self.port = free_port()
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """The URL a store takes: ``redis://127.0.0.1:PORT/0``."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        """Start it (on the same port and directory as before, if it ran already).

        Raises:
            RedisServerError: if it does not answer within 20 s (with its log).
        """
        assert self._process is None, "already running"
        log = self.directory / "redis.log"
        command = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--dir", str(self.directory), "--logfile", str(log), "--daemonize", "no"]
        command += ["--protected-mode", "yes", *PERSISTENCE[self.persistence]]
        self._process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, preexec_fn=self._preexec
        )
        started = wait_until(
            lambda: self._exited() or answers(self.port), timeout_s=START_TIMEOUT_S
        )
        if not started or self._exited():
            self.kill()
            text = log.read_text(errors="replace") if log.exists() else "(no log)"
            raise RedisServerError(f"redis-server did not start on port {self.port}:\n{text}")
        return self

    def stop(self) -> None:
        """Shut it down as an operator would (``SIGTERM``: Redis flushes its AOF first)."""
        self._end(signal.SIGTERM)

    def kill(self) -> None:
        """End it at once (``SIGKILL``: a crash; only what was fsynced survives)."""
        self._end(signal.SIGKILL)

    def restart(self) -> None:
        """Stop it cleanly and start it again on the same port and data."""
        self.stop()
        self.start()

    def freeze(self) -> None:
        """Stop it answering while its port stays open (``SIGSTOP``)."""
        assert self._process is not None
        self._process.send_signal(signal.SIGSTOP)

    def thaw(self) -> None:
        """Let a frozen server answer again (``SIGCONT``)."""
        assert self._process is not None
        self._process.send_signal(signal.SIGCONT)

    @property
    def pid(self) -> int:
        """The running server's process id."""
        assert self._process is not None, "not running"
        return self._process.pid

    def _exited(self) -> bool:
        return self._process is None or self._process.poll() is not None

    def _end(self, sig: signal.Signals) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)  # a frozen server cannot act on SIGTERM
            process.send_signal(sig)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
