"""Every fault kind over real HTTP: uvicorn on 127.0.0.1, faults on the TCP connection.

One server for the module; each test has its own X-Sim-Session and activates its own scenario
through the control plane. Durations are 50-400 ms, so the module takes a few seconds.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import httpx
import pytest

from billing_sim.openapi.models import Balance, Customer, Problem
from billing_sim.simulator.app import create_app
from billing_sim.simulator.harness import LoopbackServer, session_for
from tests.unit.scenario.runtime import ADMIN, CONTROL_SETTINGS, rules_yaml
from tests.unit.simulator.support import AUTH, WORKED_EXAMPLE, dataset, payment_body

pytestmark = pytest.mark.integration

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"
PAYMENTS = f"{CUSTOMER}/payments?limit=100"
SLACK = 0.25  # scheduling on a busy 2-core machine


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackServer]:
    settings = replace(CONTROL_SETTINGS, customers=200)
    loopback = LoopbackServer(create_app(settings, data=dataset()), settings)
    loopback.start()
    try:
        yield loopback
    finally:
        loopback.stop()


@pytest.fixture
def session(request: pytest.FixtureRequest) -> str:
    return session_for(request.node.nodeid)


def activate(server: LoopbackServer, session: str, rules: str) -> None:
    headers = {**ADMIN, "X-Sim-Session": session}
    body = {"yaml": rules_yaml(rules), "name": "wire"}
    response = httpx.put(f"{server.base_url}/_sim/scenario", json=body, headers=headers)
    assert response.status_code == 200, response.text


def client(server: LoopbackServer, session: str, timeout: float = 5.0) -> httpx.Client:
    headers = {**AUTH, "X-Sim-Session": session}
    return httpx.Client(base_url=server.base_url, headers=headers, timeout=timeout)


def journal(server: LoopbackServer, session: str, expected: int) -> list[dict[str, Any]]:
    """The session's journal once it has ``expected`` entries (entries land as requests end)."""
    deadline = time.monotonic() + 5
    while True:
        response = httpx.get(
            f"{server.base_url}/_sim/journal", headers={**ADMIN, "X-Sim-Session": session}
        )
        entries: list[dict[str, Any]] = response.json()["entries"]
        if len(entries) >= expected or time.monotonic() > deadline:
            return entries
        time.sleep(0.02)


def test_latency_delays_the_normal_answer(server: LoopbackServer, session: str) -> None:
    """latency: the 200 arrives no sooner than the delay."""
    activate(
        server, session, "- {match: {operation: getCustomer}, fault: {kind: latency, ms: 200}}"
    )
    with client(server, session) as http:
        started = time.monotonic()
        response = http.get(CUSTOMER)
        elapsed = time.monotonic() - started
    assert response.status_code == 200
    Customer.model_validate_json(response.content)
    assert 0.2 <= elapsed < 0.2 + SLACK * 4
    assert response.headers["x-sim-fault"] == "wire/rules[0] latency"


@pytest.mark.parametrize(
    ("fault", "status", "code"),
    [
        ("{kind: http_error, status: 503, retry_after: 7}", 503, "billing_backend_unavailable"),
        ("{kind: not_found}", 404, "customer_not_found"),
        ("{kind: rate_limit, retry_after: 2}", 429, "rate_limited"),
    ],
)
def test_contract_faults_arrive_as_problems(
    server: LoopbackServer, session: str, fault: str, status: int, code: str
) -> None:
    """http_error, not_found, rate_limit: declared status, problem body, declared headers."""
    activate(server, session, f"- {{match: {{operation: getCustomer}}, fault: {fault}}}")
    with client(server, session) as http:
        response = http.get(CUSTOMER)
    assert response.status_code == status
    assert Problem.model_validate_json(response.content).code == code
    if status in (429, 503):
        assert response.headers["retry-after"]


def test_reset_is_a_tcp_reset(server: LoopbackServer, session: str) -> None:
    """reset: the client's read fails with ECONNRESET; the journal says status 0."""
    activate(server, session, "- {match: {operation: getCustomer}, fault: {kind: reset}}")
    with client(server, session) as http, pytest.raises(httpx.ReadError, match="reset"):
        http.get(CUSTOMER)
    [entry] = journal(server, session, 1)
    assert (entry["status"], entry["fault"]) == (0, "reset")


def test_close_ends_the_connection_without_a_response(server: LoopbackServer, session: str) -> None:
    """close: a FIN before any byte of response."""
    activate(server, session, "- {match: {operation: getCustomer}, fault: {kind: close}}")
    with (
        client(server, session) as http,
        pytest.raises(httpx.RemoteProtocolError, match="without sending a response"),
    ):
        http.get(CUSTOMER)


def test_truncate_cuts_the_body_short_of_its_length(server: LoopbackServer, session: str) -> None:
    """truncate: status and Content-Length arrive, then 10 bytes, then the connection closes."""
    activate(
        server, session, "- {match: {operation: getCustomer}, fault: {kind: truncate, bytes: 10}}"
    )
    received: list[bytes] = []

    def read_all(response: httpx.Response) -> None:
        received.extend(response.iter_raw())

    with client(server, session) as http, http.stream("GET", CUSTOMER) as response:
        assert response.status_code == 200
        declared = int(response.headers["content-length"])
        with pytest.raises(httpx.RemoteProtocolError, match=r"complete message body"):
            read_all(response)
    assert len(b"".join(received)) == 10 < declared


def test_hang_times_out_a_client_and_the_server_stops_at_max_s(
    server: LoopbackServer, session: str
) -> None:
    """hang: a 100 ms client times out; a patient one sees the server close after max_s."""
    activate(
        server, session, "- {match: {operation: getCustomer}, fault: {kind: hang, max_s: 0.3}}"
    )
    with client(server, session, timeout=0.1) as http, pytest.raises(httpx.ReadTimeout):
        http.get(CUSTOMER)
    with client(server, session, timeout=5) as http:
        started = time.monotonic()
        with pytest.raises(httpx.RemoteProtocolError):
            http.get(CUSTOMER)
        elapsed = time.monotonic() - started
    assert 0.3 <= elapsed < 0.3 + SLACK * 4


def test_hang_ends_when_the_client_gives_up(server: LoopbackServer, session: str) -> None:
    """A 60 s hang is released as soon as the client disconnects: nothing is held."""
    activate(server, session, "- {match: {operation: getCustomer}, fault: {kind: hang, max_s: 60}}")
    with client(server, session, timeout=0.1) as http, pytest.raises(httpx.ReadTimeout):
        http.get(CUSTOMER)
    [entry] = journal(server, session, 1)
    assert entry["status"] == 0
    assert entry["latency_ms"] < 2000


def test_malformed_bodies_break_the_contract(server: LoopbackServer, session: str) -> None:
    """malformed over the wire: missing field, wrong content type, invalid JSON."""
    activate(
        server,
        session,
        """
        - match: {operation: getCustomerBalance}
          fault: {kind: malformed, variant: missing_field, field: amount_due}
        - match: {operation: getCustomer}
          nth: 1
          fault: {kind: malformed, variant: wrong_content_type}
        - match: {operation: getCustomer}
          nth: 2
          fault: {kind: malformed, variant: invalid_json}
        """,
    )
    with client(server, session) as http:
        balance = http.get(f"{CUSTOMER}/balance")
        mislabelled = http.get(CUSTOMER)
        invalid = http.get(CUSTOMER)
    assert balance.status_code == 200
    with pytest.raises(ValueError, match="amount_due"):
        Balance.model_validate_json(balance.content)
    assert mislabelled.headers["content-type"].startswith("text/html")
    with pytest.raises(json.JSONDecodeError):
        invalid.json()


def test_slow_body_dribbles_chunks_over_the_duration(server: LoopbackServer, session: str) -> None:
    """slow_body: headers at once, the body in pieces spread over 400 ms, complete at the end."""
    activate(
        server,
        session,
        "- {match: {operation: getCustomer}, fault: {kind: slow_body, duration_s: 0.4, chunks: 5}}",
    )
    arrivals: list[float] = []
    with client(server, session) as http:
        started = time.monotonic()
        with http.stream("GET", CUSTOMER) as response:
            headers_at = time.monotonic() - started
            body = b""
            for chunk in response.iter_raw():
                arrivals.append(time.monotonic() - started)
                body += chunk
    Customer.model_validate_json(body)
    assert headers_at < 0.2
    assert len(arrivals) >= 3
    assert arrivals[-1] >= 0.4 - 0.01
    assert arrivals[-1] - arrivals[0] >= 0.25


@pytest.mark.parametrize(
    ("then", "error"),
    [("{then: hang, max_s: 5}", httpx.ReadTimeout), ("{then: reset}", httpx.ReadError)],
)
def test_after_commit_loses_the_answer_of_a_stored_payment(
    server: LoopbackServer, session: str, then: str, error: type[Exception]
) -> None:
    """after_commit: no answer, yet the payment exists; a retry with the key replays it."""
    fault = "{kind: after_commit, " + then[1:]
    activate(server, session, f"- {{match: {{operation: createPayment}}, nth: 1, fault: {fault}}}")
    key = {"Idempotency-Key": f"{session}-k"}
    with client(server, session, timeout=0.3) as http:
        before = len(http.get(PAYMENTS).json()["data"])
        with pytest.raises(error):
            http.post("/v1/payments", json=payment_body(), headers=key)
        after = len(http.get(PAYMENTS).json()["data"])
        retry = http.post("/v1/payments", json=payment_body(), headers=key)
    assert after - before == 1
    assert (retry.status_code, retry.headers["idempotent-replayed"]) == (201, "true")
