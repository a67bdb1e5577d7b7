"""What the reliability tests share: servers on loopback, hostile markers, problem and OS checks.

Figures (requests tried, faults survived, payments lost...) are attached to each test with
pytest's ``record_property``: ``pytest tests/reliability --junitxml=out.xml`` collects them,
and ``docs/reliability.md`` quotes a run.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

import httpx

from billing_sim.openapi.models import Problem
from billing_sim.simulator.app import create_app
from billing_sim.simulator.harness import LoopbackServer
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from billing_sim.simulator.settings import SimulatorSettings
from tests.unit.simulator.support import SETTINGS, dataset

API_KEY = "sim_dev_key"
ADMIN_TOKEN = "reliability-admin-token-0123456789"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
CONTROL_SETTINGS = replace(SETTINGS, admin_token=ADMIN_TOKEN)
"""The shared 200-customer dataset, the dev key and the control plane on."""

MARKERS = (
    "<script>alert(1)</script>",
    "{{7*7}}",
    "${7*7}",
    "' OR 1=1--",
    "../../etc/passwd",
    '"><img src=x onerror=alert(1)>',
)
"""Injection payloads that must never come back in a response, body or header."""


@contextmanager
def loopback(settings: SimulatorSettings = CONTROL_SETTINGS, **seams: Any) -> Iterator[str]:
    """A simulator served by uvicorn on 127.0.0.1 (ephemeral port) in a thread; yields its URL."""
    seams.setdefault("data", dataset())
    server = LoopbackServer(create_app(settings, **seams), settings)
    server.start()
    try:
        yield server.base_url
    finally:
        server.stop()


def echoed_markers(response: httpx.Response) -> list[str]:
    """The markers found anywhere in ``response``: status line aside, headers and body."""
    text = response.content.decode("utf-8", errors="replace")
    headers = " ".join(f"{name}: {value}" for name, value in response.headers.items())
    return [marker for marker in MARKERS if marker in text or marker in headers]


def assert_problem(response: httpx.Response, *, allowed: tuple[int, ...] = ()) -> Problem:
    """``response`` is a 4xx ``application/problem+json`` whose body is a contract ``Problem``."""
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:300])
    assert response.headers["content-type"] == PROBLEM_MEDIA_TYPE, response.headers
    problem = Problem.model_validate_json(response.content)
    assert problem.status == response.status_code
    if allowed:
        assert response.status_code in allowed, (response.status_code, problem.code)
    return problem


@dataclass(frozen=True, slots=True)
class OpenFiles:
    """This process's open file descriptors, and how many of them are sockets."""

    fds: int
    sockets: int


def open_files() -> OpenFiles:
    """Counted from ``/proc/self/fd`` (Linux): every fd, and those that are ``socket:[...]``."""
    fds = sockets = 0
    for name in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:  # the fd listdir itself used, closed since
            continue
        fds += 1
        sockets += target.startswith("socket:")
    return OpenFiles(fds, sockets)


def run_queue_wait() -> float:
    """Seconds the calling thread has spent runnable but waiting for a CPU, since it started.

    From ``/proc/thread-self/schedstat`` (its second field, nanoseconds); ``0.0`` where the
    kernel does not provide it. The difference across a call is the time other processes on
    the machine took from it: time no client code can control.
    """
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def headers_with(extra: Mapping[str, str], *, session: str | None = None) -> dict[str, str]:
    """The dev key, ``extra``, and a session when given."""
    headers = {**AUTH, **extra}
    if session is not None:
        headers["X-Sim-Session"] = session
    return headers
