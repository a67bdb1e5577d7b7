"""What the journal and ``X-Sim-Fault`` say when a fault meets an answer it does not shape, and
how delays count from the request's arrival.

A fault that reshapes the route's answer (malformed, truncate, slow_body, after_commit) leaves a
business ``404`` or a rejected payment as the route wrote it: the rule fired (it is named, its
ordinal counted) but no fault was applied, so neither the journal nor the header claims one.
"""

from __future__ import annotations

import asyncio
from datetime import date
from typing import Any

import httpx
import pytest
from starlette.types import Message, Receive, Send

from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.playback.wire import OutcomePlan
from billing_sim.simulator.scenario import Delay
from tests.unit.scenario.runtime import FakeSleep, activate, api, journal, make_sim, rules_yaml
from tests.unit.simulator.support import WORKED_EXAMPLE, payment_body, run

BUSINESS_DATE = date(2026, 11, 20)
UNKNOWN = "/v1/customers/cus_zzzzzzzzzz"
KNOWN = f"/v1/customers/{WORKED_EXAMPLE}"
WRAPPING = [
    "{kind: malformed, variant: invalid_json}",
    "{kind: truncate, fraction: 0.5}",
    "{kind: slow_body, duration_s: 4, chunks: 4}",
]


def one_rule(fault: str, match: str = "{operation: getCustomer}") -> str:
    return rules_yaml(f"- name: the rule\n  match: {match}\n  fault: {fault}")


@pytest.mark.parametrize("fault", WRAPPING)
def test_a_wrapping_fault_leaves_a_business_404_alone_and_says_so(fault: str) -> None:
    """The 404 goes out whole, without X-Sim-Fault; the journal names the rule but no fault."""
    sim = make_sim()

    async def call() -> tuple[httpx.Response, list[dict[str, Any]]]:
        await activate(sim.app, one_rule(fault))
        async with api(sim.app) as http:
            response = await http.get(UNKNOWN)
            await response.aread()
        return response, await journal(sim.app, operation="getCustomer")

    response, [entry] = run(call())
    assert response.status_code == 404
    assert response.json()["code"] == "customer_not_found"
    assert "x-sim-fault" not in response.headers
    assert (entry["rule"], entry["ordinal"]) == ("the rule", 1)
    assert (entry["fault"], entry["outcome"], entry["off_contract"]) == (None, None, False)
    assert sim.sleep.calls == []


def test_a_wrapping_fault_on_a_success_is_journaled_as_applied() -> None:
    """The same rule on an existing customer: the fault, its outcome and the header are there."""
    sim = make_sim()

    async def call() -> tuple[httpx.Response, list[dict[str, Any]]]:
        await activate(sim.app, one_rule("{kind: malformed, variant: invalid_json}"))
        async with api(sim.app) as http:
            response = await http.get(KNOWN)
        return response, await journal(sim.app, fault="malformed")

    response, [entry] = run(call())
    assert response.headers["x-sim-fault"] == "test/the rule malformed"
    assert entry["outcome"] == "malformed 2xx: invalid_json"
    assert entry["off_contract"] is True


def test_after_commit_on_a_rejected_payment_is_not_journaled_as_a_fault() -> None:
    """A 422 commits nothing: it goes out as written, and the journal records no fault."""
    sim = make_sim()
    yaml = one_rule("{kind: after_commit, then: reset}", "{operation: createPayment}")

    async def call() -> tuple[httpx.Response, list[dict[str, Any]]]:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            body = payment_body(amount=0)
            response = await http.post("/v1/payments", json=body, headers={"Idempotency-Key": "k"})
        return response, await journal(sim.app, operation="createPayment")

    response, [entry] = run(call())
    assert response.status_code == 422
    assert "x-sim-fault" not in response.headers
    assert (entry["rule"], entry["fault"]) == ("the rule", None)


def context_at(clock: ManualClock) -> RequestContext:
    return RequestContext(
        request_id="r-1", locale="es-VE", method="GET", path=KNOWN, started_at=clock.monotonic()
    )


def connected() -> Receive:
    """A request without a body whose client stays connected (later reads wait forever)."""
    messages = iter([{"type": "http.request", "body": b"", "more_body": False}])

    async def receive() -> Message:
        for message in messages:
            return message
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    return receive


def test_a_delay_counts_from_the_requests_arrival() -> None:
    """A request that waited 30 ms before its plan ran is delayed 70 ms more for a 100 ms fault."""
    clock = ManualClock.at_business_date(BUSINESS_DATE)
    sleep = FakeSleep(clock)
    context = context_at(clock)
    clock.advance(0.030)
    routed: list[float] = []

    async def route(receive: Receive, send: Send) -> None:
        routed.append(clock.monotonic() - context.started_at)

    async def ignore(message: Message) -> None:
        return None

    plan = OutcomePlan(Delay(100), sleep, None, clock.monotonic)
    run(plan(context, route, connected(), ignore))
    assert sleep.calls == [pytest.approx(0.070)]
    assert routed == [pytest.approx(0.100)]


def test_a_delay_already_spent_waiting_is_not_added_again() -> None:
    """Arrival more than the delay ago: the route runs at once (a zero wait)."""
    clock = ManualClock.at_business_date(BUSINESS_DATE)
    sleep = FakeSleep(clock)
    context = context_at(clock)
    clock.advance(0.5)
    routed: list[bool] = []

    async def route(receive: Receive, send: Send) -> None:
        routed.append(True)

    async def ignore(message: Message) -> None:
        return None

    run(OutcomePlan(Delay(100), sleep, None, clock.monotonic)(context, route, connected(), ignore))
    assert sleep.calls == [0.0]
    assert routed == [True]
