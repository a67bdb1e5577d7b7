"""Every shipped scenario through the proxy: the same faults on the same requests as the
simulator playing it alone, in front of the simulator and in front of the broken implementation.

A scenario's decisions (phase, rule, fault, ordinal) depend on the requests, never on what the
upstream answers, so QA's outage scripts mean on staging what they mean on the simulator. A
scenario whose rules need the simulator's own data is refused in proxy mode, with the reason
(the refusal is the behaviour checked for it).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from typing import Any

import httpx
import pytest

from billing_sim.simulator.app import create_app
from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.scenario.library import ScenarioLibrary
from billing_sim.simulator.upstream import Upstream, UpstreamSettings
from tests.support.broken_billing import create_broken_app
from tests.unit.scenario.runtime import (
    CONTROL_SETTINGS,
    FakeSleep,
    api,
    control,
    journal,
    make_sim,
)
from tests.unit.simulator.support import WORKED_EXAMPLE, dataset, make_app

pytestmark = pytest.mark.integration

SESSION = "parity"
REQUESTS = 36
DECISION = ("operation_id", "phase", "rule", "fault", "ordinal", "off_contract")


Call = tuple[str, str, dict[str, Any] | None, dict[str, str]]


def calls() -> list[Call]:
    """Reads of every kind a bot makes, and payments, in a fixed cycle."""
    reads: list[Call] = [
        ("GET", "/v1/plans", None, {}),
        ("GET", f"/v1/customers/{WORKED_EXAMPLE}", None, {}),
        ("GET", f"/v1/customers/{WORKED_EXAMPLE}/balance", None, {}),
        ("GET", f"/v1/customers/{WORKED_EXAMPLE}/bill-summary", None, {}),
        ("GET", f"/v1/customers/{WORKED_EXAMPLE}/invoices?limit=3", None, {}),
    ]
    cycle = itertools.cycle(reads)
    sent: list[Call] = []
    for number in range(REQUESTS):
        if number % 6 == 5:
            body = {
                "customer_id": WORKED_EXAMPLE,
                "amount": {"amount_minor": 100, "currency": "VES"},
                "method": "pago_movil",
                "reference": f"parity-{number}",
            }
            sent.append(("POST", "/v1/payments", body, {"Idempotency-Key": f"parity-{number}"}))
        else:
            sent.append(next(cycle))
    return sent


def app_for(upstream_app: Any | None) -> Any:
    clock = ManualClock.at_business_date(CONTROL_SETTINGS.business_date)
    upstream = None
    if upstream_app is not None:
        upstream = Upstream(
            UpstreamSettings("http://billing.staging.test"),
            monotonic=clock.monotonic,
            wall=lambda: clock.now().timestamp(),
            transport=httpx.ASGITransport(upstream_app),
        )
    return create_app(
        CONTROL_SETTINGS, data=dataset(), clock=clock, sleep=FakeSleep(clock), upstream=upstream
    )


async def play(app: Any, scenario: str) -> list[tuple[Any, ...]] | str:
    """The decisions of every request, or the activation's refusal."""
    async with control(app, SESSION) as admin:
        activated = await admin.put("/_sim/scenario", json={"name": scenario})
    if activated.status_code != 200:
        return str(activated.json()["detail"])
    async with api(app, SESSION) as http:
        for method, path, body, headers in calls():
            # A reset, a close, a lost answer: the journal has it.
            with contextlib.suppress(httpx.TransportError):
                await http.request(method, path, json=body, headers=headers)
    entries = await journal(app, SESSION)
    assert len(entries) == REQUESTS
    return [tuple(entry[key] for key in DECISION) for entry in entries]


@pytest.mark.parametrize("scenario", ScenarioLibrary().names)
def test_every_shipped_scenario_decides_alike_through_the_proxy_in_front_of_anything(
    scenario: str,
) -> None:
    """Alone, in front of the simulator, in front of the broken implementation: one outcome."""
    alone = asyncio.run(play(make_sim(CONTROL_SETTINGS).app, scenario))
    assert not isinstance(alone, str), alone
    healthy = asyncio.run(play(app_for(make_app()), scenario))
    broken = asyncio.run(
        play(app_for(create_broken_app(CONTROL_SETTINGS, data=dataset())), scenario)
    )
    if isinstance(healthy, str):
        assert "own data" in healthy, healthy
        assert broken == healthy
        return
    assert healthy == alone
    assert broken == alone
