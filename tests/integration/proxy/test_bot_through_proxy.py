"""The reference bot through the proxy: the same replies and hand-overs as on the simulator.

The proxy runs in process in front of a healthy simulator (same data, same business date)
and plays the scenario; the bot must answer, or escalate with the same reason, turn for turn,
as it does against the simulator playing the same scenario itself.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx
import pytest

from billing_sim.bot.replies import Inbound
from billing_sim.simulator.app import create_app
from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.upstream import Upstream, UpstreamSettings
from tests.integration.bot.support import SETTINGS, Harness, dataset, make_app, personas

pytestmark = pytest.mark.integration

MARIA = personas()["worked_example"]
TURNS = ("saldo", "mi factura", "¿por qué subió mi factura?") * 3


def proxy_app(scenario: str) -> Any:
    """The proxy playing ``scenario`` in front of a healthy simulator."""
    clock = ManualClock.at_business_date(SETTINGS.business_date)
    upstream = Upstream(
        UpstreamSettings("http://billing.staging.test"),
        monotonic=clock.monotonic,
        wall=lambda: clock.now().timestamp(),
        transport=httpx.ASGITransport(make_app()),
    )
    settings = dataclasses.replace(SETTINGS, scenario=scenario)
    return create_app(settings, data=dataset(), clock=clock, upstream=upstream)


def conversation(app: Any) -> list[tuple[Any, ...]]:
    harness = Harness(app)
    try:
        bot = harness.bot()
        replies = [bot.reply(Inbound(text, phone=MARIA.phone)) for text in TURNS]
    finally:
        harness.close()
    return [(reply.outcome, reply.reason, reply.text) for reply in replies]


@pytest.mark.parametrize(
    "scenario",
    [
        "healthy",
        "total-outage",
        "flapping-5xx",
        "connection-resets",
        "contract-drift",
        "not-found-storm",
    ],
)
def test_the_bot_escalates_through_the_proxy_as_on_the_simulator(scenario: str) -> None:
    """Same outcome, reason and words for every turn."""
    assert conversation(proxy_app(scenario)) == conversation(make_app(scenario=scenario))
