"""Every fault kind applied by the app in-process (no sockets): bodies, headers, waits, errors.

Waits go through the injected sleep, which only advances the manual clock: nothing sleeps.
Connection faults surface as the httpx errors a network would raise (``SimulatorTransport``).
"""

from __future__ import annotations

import json

import httpx
import pytest
from pydantic import ValidationError

from billing_sim.openapi.models import Balance, Customer, Problem
from tests.unit.scenario.runtime import activate, api, journal, make_sim, rules_yaml
from tests.unit.simulator.support import WORKED_EXAMPLE, payment_body, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"
PAYMENTS = f"{CUSTOMER}/payments?limit=100"


def one_rule(fault: str, match: str = "{operation: getCustomer}") -> str:
    return rules_yaml(f"- name: the rule\n  match: {match}\n  fault: {fault}")


def test_latency_waits_through_the_injected_sleep_then_answers_normally() -> None:
    """latency: the sleep is asked for the delay, then the real 200 comes with X-Sim-Fault."""
    sim = make_sim()

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule("{kind: latency, ms: 1500}"))
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    assert response.status_code == 200
    Customer.model_validate_json(response.content)
    assert sim.sleep.calls == [1.5]
    assert response.headers["x-sim-fault"] == "test/the rule latency"


def test_http_error_is_a_contract_problem_with_retry_after() -> None:
    """http_error: the declared status, a valid problem body, Retry-After, no route run."""
    sim = make_sim()

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule("{kind: http_error, status: 503, retry_after: 30}"))
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    problem = Problem.model_validate_json(response.content)
    assert (response.status_code, problem.code) == (503, "billing_backend_unavailable")
    assert response.headers["content-type"] == "application/problem+json"
    assert response.headers["retry-after"] == "30"
    assert problem.request_id == response.headers["x-request-id"]


@pytest.mark.parametrize(
    ("body", "content_type", "starts"),
    [("bare", None, b""), ("html", "text/html; charset=utf-8", b"<html>")],
)
def test_off_contract_error_bodies_imitate_gateways(
    body: str, content_type: str | None, starts: bytes
) -> None:
    """body: bare is empty, html is a proxy's error page; both keep the status."""
    sim = make_sim()
    fault = f"{{kind: http_error, status: 502, body: {body}}}"
    yaml = rules_yaml(f"- off_contract: true\n  fault: {fault}")

    async def call() -> httpx.Response:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    assert response.status_code == 502
    assert response.headers.get("content-type") == content_type
    assert response.content.startswith(starts)


def test_not_found_answers_the_business_404_for_an_existing_customer() -> None:
    """not_found: customer_not_found although the customer exists."""
    sim = make_sim()

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule("{kind: not_found}"))
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    assert response.status_code == 404
    assert Problem.model_validate_json(response.content).code == "customer_not_found"


def test_rate_limit_sends_429_with_retry_after_and_ratelimit_headers() -> None:
    """rate_limit: 429 rate_limited with Retry-After, RateLimit-Policy and RateLimit."""
    sim = make_sim()
    fault = "{kind: rate_limit, retry_after: 2, limit: 60, window_s: 60}"

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule(fault))
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    assert response.status_code == 429
    assert Problem.model_validate_json(response.content).code == "rate_limited"
    assert response.headers["retry-after"] == "2"
    assert response.headers["ratelimit-policy"] == '"default";q=60;w=60'
    assert response.headers["ratelimit"] == '"default";r=0;t=2'


@pytest.mark.parametrize(
    ("fault", "error"),
    [
        ("{kind: reset}", httpx.ReadError),
        ("{kind: close}", httpx.RemoteProtocolError),
        ("{kind: truncate, bytes: 10}", httpx.RemoteProtocolError),
    ],
)
def test_connection_faults_become_the_network_errors_httpx_raises(
    fault: str, error: type[Exception]
) -> None:
    """reset, close and truncate raise ReadError / RemoteProtocolError in-process too."""
    sim = make_sim()

    async def call() -> None:
        await activate(sim.app, one_rule(fault))
        async with api(sim.app) as http:
            await http.get(CUSTOMER)

    with pytest.raises(error):
        run(call())


def test_connection_faults_are_journaled_without_a_status() -> None:
    """A reset request is in the journal with status 0 and the fault kind."""
    sim = make_sim()

    async def call() -> list[dict[str, object]]:
        await activate(sim.app, one_rule("{kind: reset}"))
        async with api(sim.app) as http:
            with pytest.raises(httpx.ReadError):
                await http.get(CUSTOMER)
        return await journal(sim.app)

    [entry] = run(call())
    assert (entry["status"], entry["fault"], entry["off_contract"]) == (0, "reset", True)


@pytest.mark.parametrize(
    ("timeout", "error"), [(0.5, httpx.ReadTimeout), (60.0, httpx.RemoteProtocolError)]
)
def test_hang_times_out_a_shorter_client_or_ends_with_the_server_closing(
    timeout: float, error: type[Exception]
) -> None:
    """hang: ReadTimeout when the client gives up first, else the server's close after max_s."""
    sim = make_sim()

    async def call() -> None:
        await activate(sim.app, one_rule("{kind: hang, max_s: 30}"))
        async with api(sim.app) as http:
            await http.get(CUSTOMER, timeout=timeout)

    with pytest.raises(error):
        run(call())


def test_malformed_missing_field_breaks_the_contract_model() -> None:
    """malformed missing_field: a 200 whose body lacks the named required field."""
    sim = make_sim()
    fault = "{kind: malformed, variant: missing_field, field: amount_due}"

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule(fault, "{operation: getCustomerBalance}"))
        async with api(sim.app) as http:
            return await http.get(f"{CUSTOMER}/balance")

    response = run(call())
    assert response.status_code == 200
    assert "amount_due" not in response.json()
    with pytest.raises(ValidationError):
        Balance.model_validate_json(response.content)


def test_malformed_wrong_type_changes_a_fields_json_type() -> None:
    """malformed wrong_type: the chosen field has another JSON type."""
    sim = make_sim()

    async def call() -> tuple[httpx.Response, httpx.Response]:
        async with api(sim.app) as http:
            real = await http.get(CUSTOMER)
            await activate(sim.app, one_rule("{kind: malformed, variant: wrong_type, field: id}"))
            return real, await http.get(CUSTOMER)

    real, broken = run(call())
    assert isinstance(real.json()["id"], str)
    assert isinstance(broken.json()["id"], int)
    assert broken.headers["content-length"] == str(len(broken.content))


def test_malformed_invalid_json_and_wrong_content_type() -> None:
    """invalid_json does not parse; wrong_content_type labels a valid body text/html."""
    sim = make_sim()
    yaml = rules_yaml(
        """
        - {nth: 1, fault: {kind: malformed, variant: invalid_json}}
        - {nth: 2, fault: {kind: malformed, variant: wrong_content_type}}
        """
    )

    async def call() -> tuple[httpx.Response, httpx.Response]:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            return await http.get(CUSTOMER), await http.get(CUSTOMER)

    invalid, mislabelled = run(call())
    with pytest.raises(json.JSONDecodeError):
        invalid.json()
    assert mislabelled.headers["content-type"] == "text/html; charset=utf-8"
    Customer.model_validate_json(mislabelled.content)


def test_slow_body_sends_the_real_body_in_chunks_spread_over_the_duration() -> None:
    """slow_body: the body arrives whole; chunks-1 gaps of duration/(chunks-1) were slept."""
    sim = make_sim()

    async def call() -> tuple[httpx.Response, httpx.Response]:
        async with api(sim.app) as http:
            real = await http.get(CUSTOMER)
            await activate(sim.app, one_rule("{kind: slow_body, duration_s: 8, chunks: 5}"))
            return real, await http.get(CUSTOMER)

    real, slow = run(call())
    assert slow.content == real.content
    assert sim.sleep.calls == [2.0, 2.0, 2.0, 2.0]


@pytest.mark.parametrize(
    ("then", "error"),
    [
        ("{then: hang, max_s: 30}", httpx.ReadTimeout),
        ("{then: reset}", httpx.ReadError),
        ("{then: http_503, retry_after: 3}", None),
    ],
)
def test_after_commit_stores_the_payment_then_loses_the_answer(
    then: str, error: type[Exception] | None
) -> None:
    """after_commit: the payment exists, the caller gets no 201; a retry with the key replays."""
    sim = make_sim()
    fault = "{kind: after_commit, " + then[1:]
    yaml = rules_yaml(f"- match: {{operation: createPayment}}\n  nth: 1\n  fault: {fault}")
    key = {"Idempotency-Key": "pay-once-1"}

    async def call() -> tuple[int | None, int, httpx.Response]:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            before = len((await http.get(PAYMENTS)).json()["data"])
            status = None
            if error is None:
                lost = await http.post("/v1/payments", json=payment_body(), headers=key)
                status = lost.status_code
            else:
                with pytest.raises(error):
                    await http.post("/v1/payments", json=payment_body(), headers=key, timeout=1)
            stored = len((await http.get(PAYMENTS)).json()["data"]) - before
            retry = await http.post("/v1/payments", json=payment_body(), headers=key)
            return status, stored, retry

    status, stored, retry = run(call())
    assert status == (503 if error is None else None)
    assert stored == 1
    assert (retry.status_code, retry.headers.get("idempotent-replayed")) == (201, "true")


def test_after_commit_passes_a_rejected_payment_through() -> None:
    """Nothing committed (a 422): the real answer goes out unchanged."""
    sim = make_sim()
    yaml = rules_yaml(
        "- match: {operation: createPayment}\n  fault: {kind: after_commit, then: reset}"
    )

    async def call() -> httpx.Response:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            body = payment_body(amount=0)
            return await http.post("/v1/payments", json=body, headers={"Idempotency-Key": "k"})

    assert run(call()).status_code == 422


def test_fault_header_can_be_turned_off() -> None:
    """fault_header=False: the answer is exactly what the real API would send."""
    from dataclasses import replace

    from tests.unit.scenario.runtime import CONTROL_SETTINGS

    sim = make_sim(replace(CONTROL_SETTINGS, fault_header=False))

    async def call() -> httpx.Response:
        await activate(sim.app, one_rule("{kind: http_error, status: 500}"))
        async with api(sim.app) as http:
            return await http.get(CUSTOMER)

    response = run(call())
    assert response.status_code == 500
    assert "x-sim-fault" not in response.headers
