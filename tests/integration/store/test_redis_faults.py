"""Faults of the Redis store itself: stopped, restarted, frozen; and what persistence keeps.

Each test owns a ``redis-server`` (started on a free 127.0.0.1 port in a scratch directory)
and a simulator served by uvicorn on loopback with ``store=redis://...``, so a request meets
the real thing: the client's pooled connections die with the server, a frozen server accepts
connections and never answers. What must hold: a ``503 billing_backend_unavailable`` problem
within the store's short timeout (never a hang, never a traceback), recovery without
restarting the simulator, and nothing acknowledged lost across a restart when the append-only
file is on.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx
import pytest

from billing_sim.simulator.clock import wait_until
from billing_sim.simulator.data import ids
from billing_sim.simulator.harness import LoopbackServer
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from billing_sim.simulator.settings import SimulatorSettings
from tests.support.redis_server import RedisServer, unique_prefix
from tests.unit.simulator.support import dataset

CUSTOMER = ids.customer_id(3)
SESSION = {"X-Sim-Session": "store-faults"}
AUTH = {"Authorization": "Bearer sim_dev_key", **SESSION}
CLIENT_TIMEOUT_S = 8.0
"""The bound on every request: a simulator stuck on a dead store would exceed it and fail the
test. The store's own timeouts are 1 s (a command, a connection attempt)."""


NOTICED_WITHIN_S = 10.0
"""How long a stopped store may go unnoticed by reads (the design's bound is the 1 s of the
subscription's liveness; ten times that leaves room for a starved CPU, and a store never
noticed still fails the test)."""


def payment_body(reference: str, amount_minor: int = 2500) -> dict[str, Any]:
    return {
        "customer_id": CUSTOMER,
        "amount": {"amount_minor": amount_minor, "currency": "VES"},
        "method": "pago_movil",
        "reference": reference,
    }


ADMIN = {"Authorization": "Bearer store-faults-admin-token", "X-Sim-Session": "store-faults"}


def server_with(redis: RedisServer) -> LoopbackServer:
    settings = replace(
        SimulatorSettings(customers=200, admin_token=ADMIN["Authorization"][7:]),
        store=redis.url,
        store_prefix=unique_prefix(),
    )
    return LoopbackServer(_app(settings), settings)


def _app(settings: SimulatorSettings) -> Any:
    from billing_sim.simulator.app import create_app

    return create_app(settings, data=dataset())


@pytest.fixture
def redis(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[RedisServer]:
    """This test's own server; ``@pytest.mark.parametrize("redis", [...], indirect=True)``
    names its persistence."""
    server = RedisServer(tmp_path, persistence=getattr(request, "param", "none")).start()
    try:
        yield server
    finally:
        server.kill()


@pytest.fixture
def http(redis: RedisServer) -> Iterator[httpx.Client]:
    simulator = server_with(redis)
    simulator.start()
    try:
        with httpx.Client(
            base_url=simulator.base_url, headers=AUTH, timeout=CLIENT_TIMEOUT_S
        ) as client:
            yield client
    finally:
        simulator.stop()


def assert_store_unavailable(response: httpx.Response) -> None:
    """The contract's 503 for an infrastructure failure, retryable, with Retry-After."""
    assert response.status_code == 503, response.text
    assert response.headers["content-type"] == PROBLEM_MEDIA_TYPE
    assert response.headers["retry-after"] == "1"
    problem = response.json()
    assert (problem["code"], problem["retryable"]) == ("billing_backend_unavailable", True)
    assert "Traceback" not in response.text


def balance(http: httpx.Client) -> httpx.Response:
    return http.get(f"/v1/customers/{CUSTOMER}/balance")


def test_a_stopped_store_is_a_503_problem_and_the_simulator_recovers_when_it_is_back(
    redis: RedisServer, http: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    """Redis stopped mid-run: reads, writes and the control plane answer 503
    billing_backend_unavailable (logged once, in one line); Redis started again on its port:
    the next requests succeed.

    A read needs nothing that could have changed, so until the process has heard its
    subscription end it may still answer one from its copy (on a starved CPU the request can
    be served before the subscription's end is read); it must turn to 503 within the bound,
    and every request after that is a 503."""
    assert balance(http).status_code == 200
    redis.stop()
    with caplog.at_level(logging.WARNING, logger="billing_sim.simulator.store"):
        noticed = wait_until(
            lambda: balance(http).status_code == 503, timeout_s=NOTICED_WITHIN_S, poll_s=0.05
        )
        assert noticed, "reads were still answered from the copy after the store stopped"
        assert_store_unavailable(balance(http))
        assert_store_unavailable(
            http.post("/v1/payments", json=payment_body("down"), headers={"Idempotency-Key": "d"})
        )
        assert_store_unavailable(balance(http))
        assert_store_unavailable(http.get("/_sim/journal", headers=ADMIN))
    lines = [r.getMessage() for r in caplog.records if r.name == "billing_sim.simulator.store"]
    assert len([line for line in lines if "is not answering" in line]) == 1, lines
    assert all(record.exc_info is None for record in caplog.records)
    redis.start()
    assert balance(http).status_code == 200
    created = http.post(
        "/v1/payments", json=payment_body("back"), headers={"Idempotency-Key": "back"}
    )
    assert created.status_code == 201, created.text


def test_a_restarted_store_is_reconnected_on_the_first_request(
    redis: RedisServer, http: httpx.Client
) -> None:
    """Every pooled connection died with the old server: the first request after the restart
    reconnects (one retry on a broken connection) instead of failing."""
    assert balance(http).status_code == 200
    redis.restart()
    assert balance(http).status_code == 200


def test_a_frozen_store_is_a_503_within_its_timeout_and_then_answers_again(
    redis: RedisServer, http: httpx.Client
) -> None:
    """A Redis that accepts connections and never answers (SIGSTOP): a payment is a 503 once
    the command's 1 s timeout passes, well inside the client's bound. A read needs nothing that
    could have changed (nothing can change in a frozen Redis), so the process answers it from
    its copy only while its subscription is heard from (1 s, the same bound): after the
    payment's second, a read is a 503 too. Thawed, the next request is served."""
    assert balance(http).status_code == 200
    redis.freeze()
    try:
        assert_store_unavailable(
            http.post("/v1/payments", json=payment_body("ice"), headers={"Idempotency-Key": "i"})
        )
        assert_store_unavailable(balance(http))
    finally:
        redis.thaw()
    assert balance(http).status_code == 200


def test_a_payment_refused_while_the_store_was_down_is_recorded_once_when_retried(
    redis: RedisServer, http: httpx.Client
) -> None:
    """The 503 recorded nothing: the client's retry with the same key, after recovery, makes
    exactly one payment, and a second retry replays it."""
    headers = {"Idempotency-Key": "retry-me"}
    redis.stop()
    assert_store_unavailable(http.post("/v1/payments", json=payment_body("r"), headers=headers))
    redis.start()
    first = http.post("/v1/payments", json=payment_body("r"), headers=headers)
    again = http.post("/v1/payments", json=payment_body("r"), headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.headers.get("idempotent-replayed") == "true"
    listed = http.get(f"/v1/customers/{CUSTOMER}/payments").json()["data"]
    assert [p["reference"] for p in listed].count("r") == 1


@pytest.mark.parametrize(
    ("redis", "ending"),
    [("aof-everysec", "stop"), ("aof-always", "kill")],
    indirect=["redis"],
)
def test_nothing_acknowledged_is_lost_across_a_restart_with_the_append_only_file(
    redis: RedisServer, http: httpx.Client, ending: str
) -> None:
    """appendonly yes: a clean restart (everysec, the recommended setting) or a crash
    (SIGKILL, with appendfsync always) keeps every acknowledged payment, the balance it
    changed, and its Idempotency-Key (a retry replays, it does not pay again)."""
    headers = {"Idempotency-Key": "kept"}
    created = http.post("/v1/payments", json=payment_body("kept"), headers=headers)
    assert created.status_code == 201
    paid = balance(http).json()
    redis.stop() if ending == "stop" else redis.kill()
    redis.start()
    assert balance(http).json() == paid
    replay = http.post("/v1/payments", json=payment_body("kept"), headers=headers)
    assert (replay.status_code, replay.json()["id"]) == (201, created.json()["id"])
    assert replay.headers.get("idempotent-replayed") == "true"


def test_without_persistence_a_restart_forgets_and_no_stale_answer_is_served(
    redis: RedisServer, http: httpx.Client
) -> None:
    """No persistence (the test default): a restart loses the payment, and the simulator
    serves the generated balance again, not the paid one it had cached; the first payment
    after the loss is a new state too. Data versions start from Redis's clock, so they never
    repeat after a loss, and no cached answer of the lost state can come back."""
    before = balance(http).json()
    paid = http.post("/v1/payments", json=payment_body("lost"), headers={"Idempotency-Key": "a"})
    assert paid.is_success
    lost_state = balance(http).json()
    assert lost_state != before
    redis.restart()
    assert balance(http).json() == before
    other = http.post(
        "/v1/payments", json=payment_body("new", 1000), headers={"Idempotency-Key": "b"}
    )
    assert other.is_success
    after = balance(http).json()
    assert after not in (before, lost_state)
