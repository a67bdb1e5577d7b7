"""Proxy mode in process: what the caller gets from the upstream, and when the upstream fails.

The upstream is an ``httpx.MockTransport`` (it records what it was sent); the caller reaches the
proxy app through :class:`~simulator.testing.SimulatorTransport`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import httpx
import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.testing import SimulatorTransport
from billing_sim.simulator.upstream import LiveExchange, Upstream, UpstreamSettings, Violation

ADMIN = "upstream-unit-admin-token"
KEY = "sk_staging_do_not_log"
AUTH = {"Authorization": f"Bearer {KEY}"}
HEAD = "description: a proxy-mode test\nseed: 1\n"
PLANS = b'{"data":[],"has_more":false}'
Handler = Callable[[httpx.Request], Awaitable[httpx.Response]]


class Recording:
    """A checker that finds what it is told to, and remembers what it judged."""

    def __init__(self, found: Sequence[Violation] = (), *, fails: bool = False) -> None:
        self.found = list(found)
        self.fails = fails
        self.judged: list[LiveExchange] = []

    def check(self, exchange: LiveExchange) -> Sequence[Violation]:
        self.judged.append(exchange)
        if self.fails:
            raise RuntimeError("checker bug")
        return self.found


def proxy(
    handler: Handler,
    *,
    checker: Recording | None = None,
    max_response_bytes: int = 1024,
    scenario: str | None = None,
) -> tuple[httpx.AsyncClient, list[httpx.Request]]:
    """A client of a proxy app in front of ``handler``, and the requests the upstream got."""
    sent: list[httpx.Request] = []

    async def upstream(request: httpx.Request) -> httpx.Response:
        await request.aread()
        sent.append(request)
        return await handler(request)

    clock = ManualClock.at_business_date(SimulatorSettings().business_date)
    forwarder = Upstream(
        UpstreamSettings("http://billing.test/", max_response_bytes=max_response_bytes),
        monotonic=clock.monotonic,
        wall=lambda: 1_800_000_000.0,
        transport=httpx.MockTransport(upstream),
    )
    settings = SimulatorSettings(admin_token=ADMIN, scenario=scenario)
    app = create_app(settings, clock=clock, upstream=forwarder, checker=checker)
    client = httpx.AsyncClient(transport=SimulatorTransport(app), base_url="http://proxy.test")
    return client, sent


def plans(headers: list[tuple[str, str]] | None = None, body: bytes = PLANS) -> Handler:
    async def answer(request: httpx.Request) -> httpx.Response:
        given = headers or [
            ("Content-Type", "application/json"),
            ("X-Request-Id", request.headers.get("x-request-id", "")),
            ("Content-Language", "es-VE"),
            ("Connection", "keep-alive, X-Hop"),
            ("X-Hop", "1"),
            ("Keep-Alive", "timeout=5"),
        ]
        return httpx.Response(200, headers=given, stream=httpx.ByteStream(body))

    return answer


def failing(error: Exception) -> Handler:
    async def fail(request: httpx.Request) -> httpx.Response:
        raise error

    return fail


async def journal(client: httpx.AsyncClient, **params: str) -> list[dict[str, Any]]:
    answer = await client.get(
        "/_sim/journal", headers={"Authorization": f"Bearer {ADMIN}"}, params=params
    )
    assert answer.status_code == 200, answer.text
    entries: list[dict[str, Any]] = answer.json()["entries"]
    return entries


def test_the_upstream_answer_is_relayed_byte_for_byte_without_hop_by_hop_headers() -> None:
    """Status, end-to-end headers in order, the body; Authorization and the caller's request id
    go upstream; X-Sim-Session and the caller's hop-by-hop headers do not."""
    client, sent = proxy(plans())

    async def go() -> httpx.Response:
        async with client:
            headers = {
                **AUTH,
                "X-Request-Id": "caller-1",
                "X-Sim-Session": "qa",
                "TE": "trailers",
                "Accept-Encoding": "identity",
                "User-Agent": "caller/1.0",
            }
            return await client.get("/v1/plans?limit=5", headers=headers)

    answer = asyncio.run(go())
    assert (answer.status_code, answer.content) == (200, PLANS)
    assert answer.headers.multi_items() == [
        ("content-type", "application/json"),
        ("x-request-id", "caller-1"),
        ("content-language", "es-VE"),
        ("content-length", str(len(PLANS))),
    ]
    (request,) = sent
    assert str(request.url) == "http://billing.test/v1/plans?limit=5"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert request.headers["x-request-id"] == "caller-1"
    assert "x-sim-session" not in request.headers
    assert "te" not in request.headers
    # The caller's end-to-end headers and nothing of the proxy's own (httpx's defaults would
    # ask for gzip: a compressed answer to a caller that never asked for one).
    assert request.headers["accept-encoding"] == "identity"
    assert request.headers["user-agent"] == "caller/1.0"
    assert sorted(request.headers.keys()) == sorted(
        ["accept", "accept-encoding", "user-agent", "authorization", "host", "x-request-id"]
    )


def test_the_proxy_adds_no_header_the_caller_did_not_send() -> None:
    """No Accept-Encoding of httpx's own (the upstream would compress an answer the caller
    cannot read), no User-Agent, no Accept: only Host and X-Request-Id are the proxy's."""
    client, sent = proxy(plans())
    for name in ("accept", "accept-encoding", "user-agent"):
        del client.headers[name]

    async def go() -> httpx.Response:
        async with client:
            return await client.get("/v1/plans", headers=AUTH)

    assert asyncio.run(go()).status_code == 200
    (request,) = sent
    assert sorted(request.headers.keys()) == ["authorization", "host", "x-request-id"]


def test_paths_outside_the_contract_and_rejected_parameters_are_the_upstream_s_to_judge() -> None:
    """No key check, no 404 and no 422 of the proxy's own: the upstream answers them."""
    client, sent = proxy(plans())

    async def go() -> list[int]:
        async with client:
            return [
                (await client.get("/v1/plans", headers={"Authorization": "Bearer x"})).status_code,
                (await client.get("/v1/not-in-contract", headers=AUTH)).status_code,
                (await client.get("/v1/plans?limit=abc", headers=AUTH)).status_code,
            ]

    assert asyncio.run(go()) == [200, 200, 200]
    assert [request.url.path for request in sent] == [
        "/v1/plans",
        "/v1/not-in-contract",
        "/v1/plans",
    ]


def test_a_chunked_upstream_answer_gets_its_length() -> None:
    """No Content-Length upstream (chunked): the relayed answer has the body's length."""

    async def chunked(request: httpx.Request) -> httpx.Response:
        async def pieces() -> AsyncIterator[bytes]:
            yield PLANS[:5]
            yield PLANS[5:]

        return httpx.Response(200, headers={"Content-Type": "application/json"}, content=pieces())

    client, sent = proxy(chunked)

    async def go() -> httpx.Response:
        async with client:
            return await client.get("/v1/plans", headers=AUTH)

    answer = asyncio.run(go())
    assert answer.content == PLANS
    assert answer.headers["content-length"] == str(len(PLANS))
    assert "transfer-encoding" not in answer.headers
    # This upstream echoes no X-Request-Id: the answer carries the one it was sent.
    (request,) = sent
    assert answer.headers.get_list("x-request-id") == [request.headers["x-request-id"]]


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (httpx.ConnectError("refused"), 503, "billing_backend_unavailable"),
        (httpx.ConnectTimeout("no SYN-ACK"), 503, "billing_backend_unavailable"),
        (httpx.ReadTimeout("no answer"), 504, "upstream_timeout"),
        (httpx.RemoteProtocolError("not HTTP"), 502, "upstream_bad_response"),
        (httpx.ReadError("reset"), 502, "upstream_bad_response"),
    ],
)
def test_an_upstream_that_fails_gets_the_contract_s_problem_and_no_traceback(
    error: Exception, status: int, code: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Unreachable: 503 (Retry-After); too slow: 504; not a usable answer: 502. The key is
    never logged."""
    client, _ = proxy(failing(error))

    async def go() -> httpx.Response:
        async with client:
            return await client.get("/v1/plans", headers=AUTH)

    with caplog.at_level(logging.DEBUG):
        answer = asyncio.run(go())
    assert answer.status_code == status
    assert answer.headers["content-type"] == "application/problem+json"
    assert answer.json()["code"] == code
    assert KEY not in caplog.text
    assert "Traceback" not in caplog.text
    if status == 503:
        assert answer.headers["retry-after"] == "1"


def test_an_answer_over_the_size_limit_is_a_502() -> None:
    """A huge upstream body is never relayed (nor held past the limit)."""
    client, _ = proxy(plans(body=b"x" * 5000), max_response_bytes=1024)

    async def go() -> httpx.Response:
        async with client:
            return await client.get("/v1/plans", headers=AUTH)

    answer = asyncio.run(go())
    assert (answer.status_code, answer.json()["code"]) == (502, "upstream_bad_response")


def test_violations_go_on_the_journal_entry_and_never_change_the_answer() -> None:
    """The checker judges the upstream's answer; the caller gets the same bytes anyway."""
    checker = Recording([Violation("money.display", "display 'Bs. 3376,00' for 337600 VES")])
    client, _ = proxy(plans(), checker=checker)

    async def go() -> tuple[httpx.Response, list[dict[str, Any]], list[dict[str, Any]]]:
        async with client:
            answer = await client.get("/v1/plans", headers=AUTH)
            return answer, await journal(client), await journal(client, category="violation")

    answer, entries, violating = asyncio.run(go())
    assert (answer.status_code, answer.content) == (200, PLANS)
    (entry,) = entries
    assert entry["category"] == "violation"
    assert entry["violations"] == [
        {"promise": "money.display", "reason": "display 'Bs. 3376,00' for 337600 VES"}
    ]
    assert violating == entries
    (judged,) = checker.judged
    assert (judged.operation_id, judged.status, judged.body) == ("listPlans", 200, PLANS)


def test_a_checker_that_fails_changes_nothing_for_the_caller(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A bug in a check is logged; the answer and the journal go on."""
    client, _ = proxy(plans(), checker=Recording(fails=True))

    async def go() -> tuple[httpx.Response, list[dict[str, Any]]]:
        async with client:
            return await client.get("/v1/plans", headers=AUTH), await journal(client)

    with caplog.at_level(logging.ERROR):
        answer, entries = asyncio.run(go())
    assert answer.content == PLANS
    assert [entry["category"] for entry in entries] == ["ok"]
    assert "contract check failed" in caplog.text


def test_an_injected_error_answers_without_calling_the_upstream() -> None:
    """total-outage's 503s never reach the real API."""
    client, sent = proxy(plans(), scenario="total-outage")

    async def go() -> httpx.Response:
        async with client:
            return await client.get("/v1/plans", headers=AUTH)

    answer = asyncio.run(go())
    assert answer.status_code == 503
    assert sent == []


def test_a_malformed_fault_corrupts_the_real_body() -> None:
    """malformed takes the upstream's answer and breaks it; the upstream was called once."""
    yaml = (
        HEAD
        + "rules:\n  - match: {operation: listPlans}\n"
        + "    fault: {kind: malformed, variant: invalid_json}\n"
    )
    client, sent = proxy(plans())

    async def go() -> httpx.Response:
        async with client:
            admin = {"Authorization": f"Bearer {ADMIN}"}
            put = await client.put("/_sim/scenario", headers=admin, json={"yaml": yaml})
            assert put.status_code == 200, put.text
            return await client.get("/v1/plans", headers=AUTH)

    answer = asyncio.run(go())
    assert answer.status_code == 200
    assert answer.content != PLANS
    assert answer.headers["x-sim-fault"].endswith("malformed")
    assert len(sent) == 1


def test_a_rule_that_needs_the_simulator_s_data_is_refused_with_its_line() -> None:
    """match: customer on getInvoice needs the simulator's id scheme: 422, saying why."""
    yaml = (
        HEAD + "rules:\n"
        "  - match: {operation: getInvoice, customer: cus_7k2m9q4x1z}\n"
        "    fault: {kind: http_error, status: 500}\n"
    )
    client, _ = proxy(plans())

    async def go() -> httpx.Response:
        async with client:
            admin = {"Authorization": f"Bearer {ADMIN}"}
            return await client.put("/_sim/scenario", headers=admin, json={"yaml": yaml})

    answer = asyncio.run(go())
    assert answer.status_code == 422
    detail = answer.json()["detail"]
    assert "<yaml>:4: rules[0].match.customer: needs the simulator's own data" in detail
    assert "getInvoice" in detail


def test_a_customer_rule_on_the_customer_s_own_path_plays_in_proxy_mode() -> None:
    """customer_id in the path names the customer outright: no data needed, not refused."""
    yaml = (
        HEAD + "rules:\n"
        "  - match: {operation: getCustomerBalance, customer: cus_7k2m9q4x1z}\n"
        "    fault: {kind: http_error, status: 500}\n"
    )
    client, sent = proxy(plans())

    async def go() -> list[int]:
        async with client:
            admin = {"Authorization": f"Bearer {ADMIN}"}
            put = await client.put("/_sim/scenario", headers=admin, json={"yaml": yaml})
            assert put.status_code == 200, put.text
            hit = await client.get("/v1/customers/cus_7k2m9q4x1z/balance", headers=AUTH)
            other = await client.get("/v1/customers/cus_50oa54i7bf/balance", headers=AUTH)
            return [hit.status_code, other.status_code]

    assert asyncio.run(go()) == [500, 200]
    assert [request.url.path for request in sent] == ["/v1/customers/cus_50oa54i7bf/balance"]


def test_a_customer_the_simulator_s_data_lacks_is_fine_in_proxy_mode() -> None:
    """The customers are the real API's: an id unknown to the simulator's data is accepted."""
    yaml = (
        HEAD + "rules:\n"
        "  - match: {operation: getCustomerBalance, customer: cus_staging0001}\n"
        "    fault: {kind: http_error, status: 500}\n"
    )
    client, sent = proxy(plans())

    async def go() -> list[int]:
        async with client:
            admin = {"Authorization": f"Bearer {ADMIN}"}
            put = await client.put("/_sim/scenario", headers=admin, json={"yaml": yaml})
            assert put.status_code == 200, put.text
            hit = await client.get("/v1/customers/cus_staging0001/balance", headers=AUTH)
            return [hit.status_code]

    assert asyncio.run(go()) == [500]
    assert sent == []
