"""Server processes under measurement: spawn pinned, find the URL, wait until ready, stop."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType

import httpx

from bench.cpus import pin_to

_URL = re.compile(r"http://(127\.0\.0\.1|\[::1\]|localhost):(\d+)")
_POLL = 0.005
_CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds_of(stat: str) -> float:
    """User plus system seconds from the text of ``/proc/<pid>/stat``."""
    # After the parenthesised command name (which may hold spaces), utime and stime are the
    # 12th and 13th fields, in clock ticks.
    fields = stat.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS


def parent_of(stat: str) -> int:
    """The parent process id from the text of ``/proc/<pid>/stat`` (its 4th field)."""
    return int(stat.rsplit(")", 1)[1].split()[1])


def descendants(pid: int) -> list[int]:
    """The processes below ``pid`` (uvicorn's workers under its supervisor), from ``/proc``."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = parent_of((entry / "stat").read_text())
            except (FileNotFoundError, ProcessLookupError, ValueError):
                continue
    found, frontier = [], [pid]
    while frontier:
        children = [child for child, parent in parents.items() if parent in frontier]
        found += children
        frontier = children
    return found


class ServerFailed(RuntimeError):
    """A server did not come up, with the tail of its log."""


class ServerProcess:
    """A server started from ``argv``, its output in ``log``; a context manager that stops it.

    Args:
        argv: The command; it must print its ``http://127.0.0.1:PORT`` URL.
        log: Where stdout and stderr go (a file, so a chatty server never blocks on a pipe).
        cpu: Core (or set of cores) to pin it and its children to, or ``None``.
        env: Extra environment variables.
    """

    def __init__(
        self,
        argv: Sequence[str],
        log: Path,
        *,
        cpu: int | frozenset[int] | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.log = log
        self.started = time.perf_counter()
        with log.open("wb") as sink:
            self.process = subprocess.Popen(
                list(argv),
                stdout=sink,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                preexec_fn=pin_to(cpu),
                env={**os.environ, **(env or {})},
            )
        self.url = ""

    def wait_for_url(self, timeout: float) -> str:
        """The base URL the server printed.

        Raises:
            ServerFailed: if it exits or prints none within ``timeout`` seconds.
        """
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            found = _URL.search(self.log.read_text(errors="replace"))
            if found:
                self.url = f"http://{found.group(1)}:{found.group(2)}"
                return self.url
            self._check_alive()
            time.sleep(_POLL)
        raise self._failure(f"printed no URL within {timeout:.0f} s")

    def wait_ready(self, path: str, headers: Mapping[str, str], timeout: float) -> float:
        """Poll ``GET path`` until it answers 200; the seconds since spawn at that moment.

        Raises:
            ServerFailed: if it exits or never answers 200 within ``timeout`` seconds.
        """
        deadline = self.started + timeout
        url = self.url or self.wait_for_url(timeout)
        with httpx.Client(base_url=url, headers=dict(headers), trust_env=False) as http:
            while time.perf_counter() < deadline:
                try:
                    if http.get(path).status_code == 200:
                        return time.perf_counter() - self.started
                except httpx.TransportError:
                    pass
                self._check_alive()
                time.sleep(_POLL)
        raise self._failure(f"{path} did not answer 200 within {timeout:.0f} s")

    def rss_kib(self) -> int:
        """The resident set size from ``/proc/<pid>/status`` (``VmRSS``), in KiB."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise ServerFailed(f"no VmRSS for pid {self.process.pid}")

    def cpu_seconds(self) -> float:
        """User plus system CPU time the server and its worker processes have used so far
        (``/proc/<pid>/stat`` of each)."""
        total = 0.0
        for pid in (self.process.pid, *descendants(self.process.pid)):
            try:
                total += cpu_seconds_of(Path(f"/proc/{pid}/stat").read_text())
            except FileNotFoundError:  # a worker that just exited
                continue
        return total

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after five seconds; idempotent."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> ServerProcess:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def _check_alive(self) -> None:
        if self.process.poll() is not None:
            raise self._failure(f"exited with status {self.process.returncode}")

    def _failure(self, what: str) -> ServerFailed:
        self.stop()
        tail = self.log.read_text(errors="replace")[-2000:]
        return ServerFailed(f"{self.process.args!r} {what}; its output ends:\n{tail}")
