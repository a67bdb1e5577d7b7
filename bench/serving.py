"""Start the servers under test (``bench.serve``) and wait until each answers."""

from __future__ import annotations

import sys
from pathlib import Path

from bench.servers import ServerProcess

READY_TIMEOUT = 60.0


def start_simulator(
    workdir: Path,
    cpu: int | None,
    *,
    scenario: str | None = None,
    admin_token: str | None = None,
    label: str = "plain",
) -> ServerProcess:
    """A ready simulator (1,000 customers), optionally running ``scenario`` in every session.

    Args:
        workdir: Where its log goes.
        cpu: The core to pin it to.
        scenario: A shipped scenario's name or a file, the default of every session.
        admin_token: Turns the control plane on.
        label: Names the log file.
    """
    argv = [sys.executable, "-m", "bench.serve", "simulator"]
    if scenario:
        argv += ["--scenario", scenario]
    if admin_token:
        argv += ["--admin-token", admin_token]
    server = ServerProcess(argv, workdir / f"simulator-{label}.log", cpu=cpu)
    try:
        # Readiness through the control-free path: a scenario may fault every /v1 request.
        server.wait_ready("/openapi.json", {}, READY_TIMEOUT)
    except BaseException:
        server.stop()
        raise
    return server


def start_fixed(
    kind: str, bodies_file: Path, ready_path: str, cpu: int | None, workdir: Path
) -> ServerProcess:
    """A ready ceiling (``kind`` is ``ceiling`` or ``asgi``) serving the saved bodies."""
    argv = [sys.executable, "-m", "bench.serve", kind, "--bodies", str(bodies_file)]
    server = ServerProcess(argv, workdir / f"{kind}.log", cpu=cpu)
    try:
        server.wait_ready(ready_path, {}, READY_TIMEOUT)
    except BaseException:
        server.stop()
        raise
    return server
