"""``billing-sim serve --workers 2 --store redis://...``: two worker processes on one port,
one world; and ``--workers 2`` without a shared store refused before anything starts."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest

from tests.support.redis_server import RedisServer, unique_prefix
from tests.support.served import ServedProcess, serve_process

TOKEN = "workers-admin-token-01234"
API = {"Authorization": "Bearer sim_dev_key", "X-Sim-Session": "workers"}
BURSTS = 20
"""Bursts of 20 concurrent fresh connections sent until both workers have answered: the
kernel hands each connection to whichever worker accepts first, so one burst may land on a
single worker, twenty in a row will not."""


@pytest.fixture(scope="module")
def served(redis_server: RedisServer) -> Iterator[ServedProcess]:
    args = ["--workers", "2", "--customers", "100"]
    args += ["--store", redis_server.url, "--store-prefix", unique_prefix()]
    with serve_process(*args, env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as process:
        yield process


async def burst(base_url: str) -> list[httpx.Response]:
    limits = httpx.Limits(max_connections=20, max_keepalive_connections=0)
    async with httpx.AsyncClient(base_url=base_url, headers=API, limits=limits) as http:
        return await asyncio.gather(*(http.get("/v1/plans") for _ in range(20)))


def prefix(request_id: str) -> str:
    """The answering app's request-id prefix (``req_`` and 8 hex digits, drawn per app)."""
    return request_id[:12]


def test_two_workers_answer_on_one_port_and_journal_one_timeline(served: ServedProcess) -> None:
    """Both workers start (two server processes under one parent) and both answer; the
    session's journal holds every request, from either worker, numbered once, in one list."""
    text = served.wait_for("Application startup complete", timeout=30)
    assert "2 worker processes" in served.banner
    assert "Started parent process" in text
    answering: set[str] = set()
    request_ids: list[str] = []
    for _ in range(BURSTS):
        responses = asyncio.run(burst(served.base_url))
        assert {r.status_code for r in responses} == {200}
        request_ids += [r.headers["x-request-id"] for r in responses]
        answering |= {prefix(request_id) for request_id in request_ids}
        if len(answering) == 2:
            break
    assert len(answering) == 2, "one worker answered every request"
    started = {line for line in served.text().splitlines() if "Started server process" in line}
    assert len(started) == 2, started
    admin = {"Authorization": f"Bearer {TOKEN}", "X-Sim-Session": "workers"}
    journal = httpx.get(f"{served.base_url}/_sim/journal", headers=admin).json()["entries"]
    assert sorted(e["request_id"] for e in journal) == sorted(request_ids)
    assert [e["seq"] for e in journal] == list(range(1, len(request_ids) + 1))


@pytest.mark.parametrize("how", [["--workers", "2"], ["--store", "memory", "--workers", "3"]])
def test_more_than_one_worker_without_a_shared_store_is_refused(how: list[str]) -> None:
    """In memory each worker would be a world of its own: exit 2, before binding anything,
    with what to do instead; never a traceback."""
    done = subprocess.run(
        [sys.executable, "-m", "billing_sim.toolkit.cli", "serve", "--port", "0", *how],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "needs a shared store" in done.stderr
    assert "--store redis://" in done.stderr
    assert "docs/scaling.md" in done.stderr
    assert "Traceback" not in done.stderr
    assert "Billing simulator:" not in done.stdout
