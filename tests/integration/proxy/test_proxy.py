"""``billing-sim serve --upstream URL`` for real, in front of real upstreams on loopback.

Upstreams: the simulator itself in another process (its answers must come through byte for
byte), the broken implementation of ``tests/support/broken_billing.py`` (its violations must be
named), and a hostile upstream (``tests/support/hostile_upstream.py``: hangs, resets, huge and
garbage answers), in front of which the proxy must stay up and answer within its deadline.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from billing_sim.simulator.settings import DEV_API_KEY
from billing_sim.toolkit.cli import main
from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit.servers import DEFAULTS, dataset
from tests.support.broken_billing import create_broken_app
from tests.support.hostile_upstream import hostile_upstream
from tests.support.served import ServedProcess, serve_process

pytestmark = pytest.mark.integration

TOKEN = "proxy-test-admin-token-1234"
AUTH = {"Authorization": f"Bearer {DEV_API_KEY}"}
ADMIN = {"Authorization": f"Bearer {TOKEN}"}
CUSTOMER = "cus_7k2m9q4x1z"
PHONE = "+584141234567"
READS = (
    "/v1/plans",
    f"/v1/customers/{CUSTOMER}",
    f"/v1/customers/{CUSTOMER}/balance",
    f"/v1/customers/{CUSTOMER}/bill-summary",
    f"/v1/customers/{CUSTOMER}/invoices?limit=3",
    f"/v1/customers?phone={PHONE.replace('+', '%2B')}",
    "/v1/customers/cus_zz99zz99zz",
    "/v1/plans?limit=abc",
    "/v1/not-in-the-contract",
)
UPSTREAM_TIMEOUT_S = 1.0
CLIENT_TIMEOUT_S = UPSTREAM_TIMEOUT_S + 10.0
"""The caller waits this long at most: a proxy within its deadline answers well before."""


@pytest.fixture(scope="module")
def upstream() -> Iterator[ServedProcess]:
    """The simulator, in a process of its own."""
    with serve_process("--customers", "200") as process:
        yield process


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("har") / "staging.har"


@pytest.fixture(scope="module")
def proxy(upstream: ServedProcess, record: Path) -> Iterator[ServedProcess]:
    """The proxy in front of it, recording, in a third process."""
    args = ("--upstream", upstream.base_url, "--record", str(record))
    with serve_process(*args, env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as process:
        yield process


def without_date(response: httpx.Response) -> list[tuple[str, str]]:
    return [(k, v) for k, v in response.headers.multi_items() if k != "date"]


def test_the_banner_says_proxy_mode_and_never_shows_the_token(proxy: ServedProcess) -> None:
    """Where /v1 goes, checks and recording; no admin token, no personas of the simulator."""
    banner = proxy.banner
    assert "Proxy mode: /v1 forwarded to http://127.0.0.1:" in banner
    assert "Contract checks: on" in banner
    assert "staging.har" in banner
    assert "persona" not in banner
    assert TOKEN not in banner


def test_the_simulator_s_answers_come_through_byte_for_byte(
    upstream: ServedProcess, proxy: ServedProcess
) -> None:
    """Same status, same headers in the same order (Date aside: a clock), same body bytes."""
    with httpx.Client(timeout=CLIENT_TIMEOUT_S) as http:
        for number, path in enumerate(READS):
            headers = {**AUTH, "X-Request-Id": f"byte-compare-{number}", "Accept-Language": "en"}
            direct = http.get(upstream.base_url + path, headers=headers)
            proxied = http.get(proxy.base_url + path, headers={**headers, "X-Sim-Session": "bc"})
            assert proxied.status_code == direct.status_code, path
            assert proxied.content == direct.content, path
            assert without_date(proxied) == without_date(direct), path


def test_a_wrong_key_is_the_upstream_s_401(proxy: ServedProcess) -> None:
    """The proxy judges no key: the real API's answer to a wrong one comes back."""
    answer = httpx.get(proxy.base_url + "/v1/plans", headers={"Authorization": "Bearer nope"})
    assert answer.status_code == 401
    assert answer.headers["www-authenticate"] == 'Bearer realm="billing"'


def test_flapping_5xx_plays_on_a_proxy_session_and_the_console_counts_it(
    proxy: ServedProcess,
) -> None:
    """QA's flow: activate a shipped scenario on a session, send traffic, read the session."""
    session = {"X-Sim-Session": "qa-flapping"}
    with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
        put = http.put(
            "/_sim/scenario", headers={**ADMIN, **session}, json={"name": "flapping-5xx"}
        )
        assert put.status_code == 200, put.text
        statuses = [
            http.get(f"/v1/customers/{CUSTOMER}/balance", headers={**AUTH, **session}).status_code
            for _ in range(30)
        ]
        listed = http.get("/_sim/sessions", headers=ADMIN).json()["sessions"]
        faults = http.get(
            "/_sim/journal", headers={**ADMIN, **session}, params={"category": "fault"}
        )
        console = http.get("/_sim/console", headers=ADMIN)
    failed = sum(1 for status in statuses if status >= 500)
    assert 200 in statuses
    assert failed > 0
    (summary,) = [s for s in listed if s["session"] == "qa-flapping"]
    assert summary["scenario"] == "flapping-5xx"
    assert summary["categories"]["fault"] == failed
    assert summary["categories"]["violation"] == 0
    assert len(faults.json()["entries"]) == failed
    assert console.status_code == 200  # the page; it reads the same session list


def test_a_reset_rule_cuts_the_real_answer_on_the_socket(proxy: ServedProcess) -> None:
    """connection-resets: the caller's connection is reset; the proxy stays up."""
    session = {"X-Sim-Session": "qa-resets"}
    errors = 0
    with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
        put = http.put(
            "/_sim/scenario", headers={**ADMIN, **session}, json={"name": "connection-resets"}
        )
        assert put.status_code == 200, put.text
        for _ in range(20):
            try:
                http.get(f"/v1/customers/{CUSTOMER}/balance", headers={**AUTH, **session})
            except httpx.TransportError:
                errors += 1
        assert http.get("/v1/plans", headers=AUTH).status_code == 200
    assert errors > 0


def test_a_payment_whose_answer_is_lost_after_commit_exists_once_upstream(
    upstream: ServedProcess, proxy: ServedProcess
) -> None:
    """payment-after-commit-timeout over real sockets: the first answer never comes (the
    caller's timeout fires), the retry with the same key gets the real API's replay, and the
    real API holds one payment."""
    session = {"X-Sim-Session": "qa-after-commit"}
    payment = {
        "customer_id": "cus_50oa54i7bf",
        "amount": {"amount_minor": 150000, "currency": "VES"},
        "method": "pago_movil",
        "reference": "004512879999",
    }
    write = {**AUTH, **session, "Idempotency-Key": "after-commit-key-1"}
    with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
        put = http.put(
            "/_sim/scenario",
            headers={**ADMIN, **session},
            json={"name": "payment-after-commit-timeout"},
        )
        assert put.status_code == 200, put.text
        with pytest.raises(httpx.ReadTimeout):
            http.post("/v1/payments", headers=write, json=payment, timeout=2.0)
        retried = http.post("/v1/payments", headers=write, json=payment)
        again = http.post("/v1/payments", headers=write, json=payment)
    assert retried.status_code == 201, retried.text
    assert retried.headers["idempotent-replayed"] == "true"
    assert again.json()["id"] == retried.json()["id"]
    listed = httpx.get(
        f"{upstream.base_url}/v1/customers/cus_50oa54i7bf/payments", headers=AUTH
    ).json()["data"]
    assert [p["id"] for p in listed if p["reference"] == "004512879999"] == [retried.json()["id"]]


def test_the_recording_is_written_at_shutdown_with_personal_data_redacted(
    upstream: ServedProcess, tmp_path: Path
) -> None:
    """A proxy of its own, stopped: its HAR holds the exchange, no token, no phone."""
    har = tmp_path / "short.har"
    args = ("--upstream", upstream.base_url, "--record", str(har))
    with serve_process(*args) as proxy:
        path = f"/v1/customers?phone={PHONE.replace('+', '%2B')}"
        assert httpx.get(proxy.base_url + path, headers=AUTH).status_code == 200
    document = json.loads(har.read_text(encoding="utf-8"))
    (entry,) = document["log"]["entries"]
    text = json.dumps(document)
    assert document["log"]["version"] == "1.2"
    assert entry["_operationId"] == "searchCustomers"
    assert DEV_API_KEY not in text
    assert "584141234567" not in text
    assert entry["response"]["status"] == 200


def test_the_broken_implementation_s_violations_are_reported_as_junit(tmp_path: Path) -> None:
    """The billing team's flow: traffic through the proxy, then `billing-sim violations`."""
    with serve_in_thread(create_broken_app(DEFAULTS, data=dataset())) as broken:
        args = ("--upstream", broken)
        with serve_process(*args, env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as proxy:
            with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
                for path in READS:
                    http.get(path, headers=AUTH)
                http.get("/v1/customers?phone=%2B584125550123", headers=AUTH)  # 204 there
            report = tmp_path / "report"
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv("BILLING_SIM_ADMIN_TOKEN", TOKEN)
                status = main(["violations", proxy.base_url, "--report", str(report)])
    assert status == 1
    junit = (report / "junit.xml").read_text(encoding="utf-8")
    for promise in ("money.display", "schema.shapes", "status.declared", "bill.reasons-add-up"):
        assert f'name="{promise}"' in junit, promise
    assert "<failure" in junit
    document = json.loads((report / "report.json").read_text(encoding="utf-8"))
    assert document["violating_answers"] > 0


def test_the_proxy_outlives_a_hostile_upstream_and_answers_within_its_deadline() -> None:
    """Hang: 504; reset, garbage, a huge body: 502; a body dribbled past the deadline: 504.
    Every answer is the contract's problem, every request is journaled; the proxy then serves
    the next request."""
    expected = {"hang": 504, "reset": 502, "garbage": 502, "huge": 502, "dribble": 504, "ok": 200}
    with hostile_upstream() as url:
        args = ("--upstream", url, "--upstream-timeout", str(UPSTREAM_TIMEOUT_S))
        with serve_process(*args, env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as proxy:
            with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
                got = {mode: http.get(f"/v1/plans/{mode}", headers=AUTH) for mode in expected}
                again = http.get("/v1/plans/ok", headers=AUTH)
                journal = http.get("/_sim/journal", headers=ADMIN).json()["entries"]
            log = proxy.text()
    assert {mode: answer.status_code for mode, answer in got.items()} == expected
    for mode, answer in got.items():
        if mode != "ok":
            assert answer.headers["content-type"] == "application/problem+json", mode
    assert again.status_code == 200
    # Nothing lost: every request is journaled with the status its caller got.
    statuses = [answer.status_code for answer in [*got.values(), again]]
    assert [entry["status"] for entry in journal] == statuses
    assert "Traceback" not in log
    assert DEV_API_KEY not in log


def test_hostile_input_never_reaches_the_upstream_or_brings_the_proxy_down(
    upstream: ServedProcess, proxy: ServedProcess
) -> None:
    """A body over the simulator's limit is refused at the edge; a bad session is a 400."""
    with httpx.Client(base_url=proxy.base_url, timeout=CLIENT_TIMEOUT_S) as http:
        big = http.post(
            "/v1/payments",
            headers={**AUTH, "Idempotency-Key": "k-big", "Content-Type": "application/json"},
            content=b"{" + b" " * (65 * 1024) + b"}",
        )
        session = http.get("/v1/plans", headers={**AUTH, "X-Sim-Session": "bad session!"})
        healthy = http.get("/v1/plans", headers=AUTH)
    assert (big.status_code, big.json()["code"]) == (413, "payload_too_large")
    assert session.status_code == 400
    assert healthy.status_code == 200
