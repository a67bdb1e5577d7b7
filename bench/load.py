"""The load generator: wrk when installed, else the Python one, each on its own core."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass

from bench import wrk
from bench.cpus import pin_to
from bench.loadresult import LoadResult

_SLACK = 30.0
"""Seconds a run may overrun its duration before it is abandoned."""


@dataclass(frozen=True, slots=True)
class LoadGenerator:
    """Runs closed-loop loads: ``connections`` keep-alive connections for ``seconds``.

    Args:
        name: ``wrk`` or ``python``.
        cpu: The core it is pinned to, or ``None``.
    """

    name: str
    cpu: int | None

    @classmethod
    def choose(cls, cpu: int | None, prefer: str = "auto") -> LoadGenerator:
        """wrk if it is installed (unless ``prefer`` is ``python``), else the Python one."""
        use_wrk = prefer == "wrk" or (prefer == "auto" and wrk.available() is not None)
        return cls("wrk" if use_wrk else "python", cpu)

    def run(
        self,
        url: str,
        *,
        connections: int,
        seconds: float,
        headers: Mapping[str, str] | None = None,
    ) -> LoadResult:
        """One run against ``url``."""
        headers = headers or {}
        if self.name == "wrk":
            argv = wrk.wrk_command(url, connections=connections, seconds=seconds, headers=headers)
            return wrk.run_wrk(argv, seconds + _SLACK, pin_to(self.cpu))
        argv = [sys.executable, "-m", "bench.pyload", url, f"-c{connections}", f"-d{seconds}"]
        for name, value in headers.items():
            argv += ["-H", f"{name}: {value}"]
        done = subprocess.run(
            argv,
            capture_output=True,
            text=True,
            timeout=seconds + _SLACK,
            check=True,
            preexec_fn=pin_to(self.cpu),
        )
        return LoadResult(**json.loads(done.stdout))
