"""No one let in, nothing leaked: keys on every operation, the control plane, logs, limits, CORS.

The finer points each have a unit test next to their module (``tests/unit/scenario/
test_control.py``, ``test_yaml_source.py``, ``tests/unit/simulator/edge``); these are the
guarantees of issue 9 checked end to end, most of them over real HTTP on loopback.
"""

from __future__ import annotations

import asyncio
import hmac
import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from billing_sim.openapi.operations import OPERATIONS, Operation
from billing_sim.simulator.edge.negotiation import BearerAuth
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from billing_sim.simulator.scenario.errors import ScenarioError
from billing_sim.simulator.scenario.loader import load_scenario
from billing_sim.simulator.scenario.yaml_source import MAX_BYTES
from tests.reliability.asgi import call
from tests.reliability.conftest import Figures
from tests.reliability.support import (
    ADMIN,
    ADMIN_TOKEN,
    API_KEY,
    AUTH,
    CONTROL_SETTINGS,
    assert_problem,
    loopback,
)
from tests.reliability.test_hostile_parameters import valid_request
from tests.support.served import serve_process
from tests.unit.simulator.support import SETTINGS, WORKED_EXAMPLE, make_app, payment_body

REFUSED_AUTHORIZATIONS = {
    "missing": None,
    "empty bearer": "Bearer ",
    "wrong key": "Bearer sim_wrong_key",
    "key plus one character": f"Bearer {API_KEY}x",
    "key minus one character": f"Bearer {API_KEY[:-1]}",
    "basic scheme": f"Basic {API_KEY}",
    "the admin token": f"Bearer {ADMIN_TOKEN}",
}
"""Every way of not holding an API key; the admin token opens the control plane only."""

PHONE = "+584141234567"
TAX_ID = "V-12345678-1"
SECRET_KEY = "sk_live_reliability_9f8e7d6c5b4a"


@pytest.mark.parametrize("operation", OPERATIONS.values(), ids=lambda op: op.operation_id)
def test_every_operation_refuses_anyone_without_an_api_key_and_does_nothing(
    operation: Operation,
) -> None:
    """401 problem with a Bearer challenge for each refused credential; the key itself works.

    A refused createPayment records nothing: the payment made afterwards with the same
    Idempotency-Key is a new one (201), not a replay of an earlier attempt.
    """
    app = make_app(CONTROL_SETTINGS)
    request = valid_request(operation)

    async def attempts() -> list[int]:
        statuses = []
        for authorization in REFUSED_AUTHORIZATIONS.values():
            headers = [(k.lower().encode(), v.encode()) for k, v in request.headers.items()]
            if authorization is not None:
                headers.append((b"authorization", authorization.encode()))
            body = b""
            if request.body is not None:
                body = json.dumps(request.body).encode()
                headers.append((b"content-type", b"application/json"))
            query = "&".join(f"{k}={v}" for k, v in request.query.items()).encode()
            answer = await call(
                app,
                request.method,
                request.path,
                query=query,
                headers=headers,
                body=body,
                authorize=False,
            )
            assert answer.header(b"content-type") == PROBLEM_MEDIA_TYPE.encode()
            assert answer.header(b"www-authenticate") == b'Bearer realm="billing"'
            assert json.loads(answer.body)["code"] == "unauthenticated"
            assert API_KEY.encode() not in answer.body
            statuses.append(answer.status)
        statuses.append((await request.send(app)).status)
        return statuses

    statuses = asyncio.run(attempts())
    success = 201 if operation.operation_id == "createPayment" else 200
    assert statuses == [401] * len(REFUSED_AUTHORIZATIONS) + [success]


@pytest.mark.parametrize("presented", ["key-one-0123456789", "key-two-0123456789", "nope"])
def test_every_configured_key_is_compared_in_constant_time_every_time(
    presented: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """hmac.compare_digest against all three keys, whether the first, the second or none matches."""
    compared: list[tuple[bytes, bytes]] = []
    constant_time = hmac.compare_digest

    def recording(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return constant_time(a, b)

    monkeypatch.setattr(hmac, "compare_digest", recording)  # negotiation looks it up per call
    keys = ("key-one-0123456789", "key-two-0123456789", "key-three-0123456789")
    accepted = BearerAuth(keys).accepts(f"Bearer {presented}")
    assert accepted is (presented in keys)
    assert [key for _, key in compared] == [key.encode() for key in keys]


def test_the_control_plane_is_off_without_an_admin_token_and_shut_without_it() -> None:
    """No token configured: /_sim/* is 404 even to the admin's token; with one: 401 unless given."""
    off, on = make_app(SETTINGS), make_app(CONTROL_SETTINGS)
    admin = [(b"authorization", f"Bearer {ADMIN_TOKEN}".encode())]
    api_key = [(b"authorization", f"Bearer {API_KEY}".encode())]

    async def statuses() -> list[int]:
        return [
            (await call(off, "GET", "/_sim/scenario", headers=admin, authorize=False)).status,
            (await call(off, "GET", "/_sim/journal", headers=admin, authorize=False)).status,
            (await call(on, "GET", "/_sim/scenario", authorize=False)).status,
            (await call(on, "GET", "/_sim/scenario", headers=api_key, authorize=False)).status,
            (await call(on, "POST", "/_sim/reset", headers=api_key, authorize=False)).status,
            (await call(on, "GET", "/_sim/scenario", headers=admin, authorize=False)).status,
        ]

    assert asyncio.run(statuses()) == [404, 404, 401, 401, 401, 200]


@pytest.mark.integration
def test_a_served_simulator_logs_no_token_and_no_phone_or_tax_id(figures: Figures) -> None:
    """billing-sim serve with its access log on: configured keys, the admin token and personal
    data reach neither the log nor the journal; the journal shows them masked.

    (Only the public development key is ever printed, in the banner, to get people started;
    a configured key is counted, never shown.)
    """
    env = {"BILLING_SIM_ADMIN_TOKEN": ADMIN_TOKEN, "BILLING_SIM_API_KEYS": SECRET_KEY}
    key = {"Authorization": f"Bearer {SECRET_KEY}"}
    with serve_process("--customers", "100", "--access-log", env=env) as served:
        with httpx.Client(base_url=served.base_url, timeout=10.0) as http:
            for params in ({"phone": PHONE}, {"tax_id": TAX_ID}):
                assert http.get("/v1/customers", params=params, headers=key).status_code == 200
            wrong = {"Authorization": "Bearer sim_guessed_key_42"}
            assert http.get(f"/v1/customers/{WORKED_EXAMPLE}", headers=wrong).status_code == 401
            assert http.put("/_sim/scenario", json={"name": "healthy"}, headers=ADMIN).is_success
            journal = http.get("/_sim/journal", headers=ADMIN)
        assert journal.status_code == 200
        log, recorded = served.text(), journal.text
    targets = [entry["target"] for entry in journal.json()["entries"]]
    for secret in (SECRET_KEY, ADMIN_TOKEN, "sim_guessed_key_42", PHONE, TAX_ID, "12345678"):
        assert secret not in log, secret
        assert secret not in recorded, secret
    assert "/v1/customers?phone=%2A%2A%2A%2A%2A%2A%2A%2A%2A%2A%2A67" in targets
    assert any(target.startswith("/v1/customers?tax_id=%2A") for target in targets)
    assert "GET /v1/customers?phone=" in log  # the access log is on, and masked
    figures["log_lines"] = log.count("\n")
    figures["journal_entries"] = len(targets)


@pytest.mark.integration
def test_scenario_yaml_is_size_limited_from_a_file_and_over_http(tmp_path: Path) -> None:
    """Over 64 KiB: the file is refused naming itself; over HTTP, 422 (YAML) or 413 (body)."""
    oversized = "description: " + "x" * MAX_BYTES + "\n"
    path = tmp_path / "huge.yaml"
    path.write_text(oversized, encoding="utf-8")
    with pytest.raises(ScenarioError) as refused:
        load_scenario(path)
    assert str(path) in str(refused.value)
    assert f"{MAX_BYTES}-byte limit" in str(refused.value)

    with loopback() as base_url, httpx.Client(base_url=base_url, headers=ADMIN) as http:
        as_yaml = http.put("/_sim/scenario", json={"name": "huge", "yaml": oversized})
        as_body = http.put("/_sim/scenario", json={"yaml": "x" * (300 * 1024)})
        still = http.get("/_sim/scenario")
    assert assert_problem(as_yaml, allowed=(422,)).code == "validation_failed"
    assert f"{MAX_BYTES}-byte limit" in as_yaml.text
    assert assert_problem(as_body, allowed=(413,)).code == "payload_too_large"
    assert still.json()["scenario"] is None


def _chunks(size: int) -> Iterator[bytes]:
    """``size`` bytes in 4 KiB chunks: httpx sends an iterator chunked, with no length."""
    for _ in range(size // 4096):
        yield b"x" * 4096


@pytest.mark.integration
def test_request_bodies_over_the_limit_are_413_declared_or_chunked() -> None:
    """createPayment with 1 MiB, by Content-Length and chunked: 413, nothing stored, still up."""
    headers = {**AUTH, "Idempotency-Key": "oversized-1", "Content-Type": "application/json"}
    with loopback() as base_url, httpx.Client(base_url=base_url, timeout=10.0) as http:
        path = OPERATIONS["createPayment"].path
        declared = http.post(path, content=b"x" * (1024 * 1024), headers=headers)
        chunked = http.post(path, content=_chunks(1024 * 1024), headers=headers)
        paid = http.post(path, json=payment_body(), headers=headers)
    for refused in (declared, chunked):
        assert assert_problem(refused, allowed=(413,)).code == "payload_too_large"
    assert paid.status_code == 201  # the key was never taken by the refused attempts


@pytest.mark.integration
def test_cors_is_off_over_http() -> None:
    """A browser origin gets no Access-Control-* header, preflight or not."""
    origin = {"Origin": "https://evil.example"}
    preflight = {**origin, "Access-Control-Request-Method": "GET"}
    with loopback() as base_url, httpx.Client(base_url=base_url) as http:
        simple = http.get(f"/v1/customers/{WORKED_EXAMPLE}", headers={**AUTH, **origin})
        options = http.options(f"/v1/customers/{WORKED_EXAMPLE}", headers=preflight)
    assert simple.status_code == 200
    assert options.status_code in (401, 405)
    for response in (simple, options):
        assert not [name for name in response.headers if name.startswith("access-control-")]
