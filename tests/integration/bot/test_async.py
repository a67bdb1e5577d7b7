"""``AsyncBot`` runs the same turns as ``Bot``: same replies over the same simulator."""

from __future__ import annotations

import asyncio

import httpx

from billing_sim.bot.pipeline import AsyncBot
from billing_sim.bot.replies import Inbound, Reply
from billing_sim.client import AsyncBillingTools
from billing_sim.client.testing import FakeClock
from billing_sim.simulator.settings import DEV_API_KEY
from billing_sim.simulator.testing import SimulatorTransport
from tests.integration.bot.support import BASE_URL, TODAY, Harness, make_app, personas

MESSAGES = [
    Inbound("cuanto debo", phone=personas()["worked_example"].phone),
    Inbound("por que subio mi factura", phone=personas()["promo_applied"].phone),
    Inbound("cuando vence mi factura", phone=personas()["suspended"].phone),
    Inbound("ya pague", phone=personas()["in_credit"].phone),
    Inbound("cuantos gigas me quedan", phone=personas()["usage_overage"].phone),
    Inbound("saldo", phone=personas()["shared_phone_a"].phone),
    Inbound("saldo cuenta 1000000024"),
    Inbound("quiero hablar con un asesor"),
    Inbound("ref 00451287 ya pague"),
    Inbound("hola"),
]


def shape(reply: Reply) -> tuple[object, ...]:
    return reply.kind, reply.outcome, reply.text, reply.reason


async def async_replies(scenario: str | None = None) -> list[Reply]:
    transport = SimulatorTransport(make_app(scenario=scenario))
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        clock = FakeClock()
        tools = AsyncBillingTools(BASE_URL, DEV_API_KEY, http_client=http, clock=clock)
        bot = AsyncBot(tools, today=TODAY, clock=clock)
        return [await bot.reply(message) for message in MESSAGES]


def test_async_bot_gives_the_same_replies_as_the_sync_bot() -> None:
    """Healthy data: answers, not-found, disambiguation and escalations are identical."""
    harness = Harness(make_app())
    try:
        expected = [shape(harness.bot().reply(message)) for message in MESSAGES]
    finally:
        harness.close()
    assert [shape(reply) for reply in asyncio.run(async_replies())] == expected


def test_async_bot_escalates_an_outage_like_the_sync_bot() -> None:
    """Under ``total-outage`` both escalate the same messages for the same reasons."""
    harness = Harness(make_app(scenario="total-outage"))
    try:
        expected = [shape(harness.bot().reply(message)) for message in MESSAGES]
    finally:
        harness.close()
    assert [shape(reply) for reply in asyncio.run(async_replies("total-outage"))] == expected
