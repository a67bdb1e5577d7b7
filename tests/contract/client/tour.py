"""A tour of every capability against an in-process simulator under one scenario.

The tour asks about three personas of ``src/billing_sim/simulator/data/PERSONAS.md`` (every
capability each)
and about accounts that do not exist, with a few seconds of virtual "think time" between
calls so that timed scenarios (phases, ``until``) and the breaker's open period play out.
The same tour runs with ``BillingTools`` and ``AsyncBillingTools``; both see the same faults,
since the simulator's decisions depend only on seed, rule, operation and ordinal.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

import httpx

from billing_sim.client import AsyncBillingTools, BillingTools, Timeouts, ToolResult
from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.store import JournalEntry
from billing_sim.simulator.testing import SimulatorTransport
from billing_sim.simulator.upstream import Upstream, UpstreamSettings
from billing_sim.toolkit.verify.live import LiveChecker
from tests.contract.client.virtual import (
    Exchange,
    SyncVirtualTransport,
    VirtualTime,
    VirtualTransport,
    server_sleep,
)
from tests.support.broken_billing import create_broken_app

BASE_URL = "http://billing-sim.test"
UPSTREAM_URL = "http://billing.staging.test"
ADMIN_TOKEN = "client-contract-admin-token"
SESSION = "client-contract"
SETTINGS = SimulatorSettings(seed=42, customers=200, admin_token=ADMIN_TOKEN)
THINK_TIME = 4.0
"""Virtual seconds between two calls: a customer reading the answer and typing again."""


@dataclass(frozen=True, slots=True)
class Persona:
    """A customer of PERSONAS.md, by the keys the bot looks them up with."""

    key: str
    customer_id: str
    account_number: str
    phone: str


WORKED_EXAMPLE = Persona("worked_example", "cus_7k2m9q4x1z", "1000000016", "+584141234567")
PERSONAS = (
    WORKED_EXAMPLE,
    Persona("usage_overage", "cus_50oa54i7bf", "9436490768", "+584166290167"),
    Persona("suspended", "cus_25a228evxk", "1300667787", "+584148811005"),
)
UNKNOWN_CUSTOMER = "cus_zz99zz99zz"
UNKNOWN_INVOICE = "inv_zz99zz99zz2611"
UNKNOWN_PHONE = "+584125550123"
PAYER = PERSONAS[1]
PAYMENT = (PAYER.customer_id, 150000, "VES", "pago_movil", "004512873361")


@dataclass(frozen=True, slots=True)
class Call:
    """One capability call of the tour.

    Attributes:
        subject: The persona key, or ``unknown``.
        customer_path: Whether its requests name the customer in the path (``customer_id``).
    """

    capability: str
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, str], ...]
    subject: str
    customer_path: bool

    @property
    def label(self) -> str:
        """``usage_overage get_balance``."""
        return f"{self.subject} {self.capability}"


@dataclass(frozen=True)
class Run:
    """A finished tour: the calls, their results and what the simulator recorded."""

    scenario: str
    calls: tuple[Call, ...]
    results: tuple[ToolResult[Any], ...]
    journal: tuple[JournalEntry, ...]
    exchanges: dict[str, Exchange]
    deadline: float
    breaker_opened: bool


@cache
def dataset() -> Dataset:
    """One immutable dataset per test process, shared by every app."""
    return Dataset(SETTINGS.seed, SETTINGS.customers, SETTINGS.business_date)


@cache
def persona_invoices() -> dict[str, str]:
    """Each persona's newest invoice id, read from a healthy simulator."""
    app = create_app(SETTINGS, data=dataset())
    transport = SimulatorTransport(app)

    async def newest() -> dict[str, str]:
        headers = {"Authorization": f"Bearer {SETTINGS.api_keys[0]}"}
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            found = {}
            for persona in PERSONAS:
                path = f"/v1/customers/{persona.customer_id}/invoices?limit=1"
                page = (await http.get(path, headers=headers)).json()
                found[persona.key] = page["data"][0]["id"]
            return found

    return asyncio.run(newest())


def tour() -> tuple[Call, ...]:
    """Every capability for each persona, then for unknown accounts, then one payment."""
    invoices = persona_invoices()
    calls: list[Call] = []
    for persona in PERSONAS:
        key, customer = persona.key, persona.customer_id
        calls += [
            Call("find_customer", (), (("account_number", persona.account_number),), key, False),
            Call("get_balance", (customer,), (), key, True),
            Call("get_bill_summary", (customer,), (), key, True),
            Call("list_invoices", (customer,), (), key, True),
            Call("list_payments", (customer,), (), key, True),
            Call("get_invoice", (invoices[key],), (), key, False),
            Call("get_usage", (customer,), (), key, True),
        ]
    calls += [
        Call("find_customer", (), (("phone", UNKNOWN_PHONE),), "unknown", False),
        Call("get_balance", (UNKNOWN_CUSTOMER,), (), "unknown", True),
        Call("get_bill_summary", (UNKNOWN_CUSTOMER,), (), "unknown", True),
        Call("list_invoices", (UNKNOWN_CUSTOMER,), (), "unknown", True),
        Call("list_payments", (UNKNOWN_CUSTOMER,), (), "unknown", True),
        Call("get_invoice", (UNKNOWN_INVOICE,), (), "unknown", False),
        Call("get_usage", (UNKNOWN_CUSTOMER,), (), "unknown", True),
        Call("record_payment", PAYMENT, (), PAYER.key, False),
    ]
    return tuple(calls)


@dataclass
class Simulated:
    """An app under one scenario, a virtual time shared with the client, and its transport."""

    app: Any
    clock: VirtualTime
    transport: VirtualTransport

    upstream: Any = None
    """In proxy mode, the implementation behind the proxy (an ASGI app)."""

    @classmethod
    def under(cls, scenario: str | None, upstream: str | None = None) -> Simulated:
        """A fresh app (own store) whose every session starts with ``scenario``.

        ``upstream``: ``simulator`` or ``broken`` plays the scenario in proxy mode (``serve
        --upstream``) in front of that implementation (healthy, on the same time and data).
        """
        clock = VirtualTime(SETTINGS.business_date)
        settings = SimulatorSettings(
            seed=SETTINGS.seed,
            customers=SETTINGS.customers,
            admin_token=ADMIN_TOKEN,
            scenario=scenario,
        )
        if upstream is None:
            app = create_app(settings, clock=clock, data=dataset(), sleep=server_sleep)
            return cls(app, clock, VirtualTransport(app, clock))
        healthy = SimulatorSettings(seed=SETTINGS.seed, customers=SETTINGS.customers)
        if upstream == "broken":
            real = create_broken_app(healthy, data=dataset())
        else:
            real = create_app(healthy, clock=clock, data=dataset())
        forwarder = Upstream(
            UpstreamSettings(UPSTREAM_URL),
            monotonic=clock.monotonic,
            wall=lambda: clock.now().timestamp(),
            transport=httpx.ASGITransport(real),
        )
        app = create_app(
            settings,
            clock=clock,
            data=dataset(),
            sleep=server_sleep,
            upstream=forwarder,
            checker=LiveChecker(),
        )
        return cls(app, clock, VirtualTransport(app, clock), real)

    def tools_options(self, timeouts: Timeouts | None) -> dict[str, Any]:
        """Keyword arguments of both tool sets: session header, clock, seeded RNG."""
        return {
            "headers": {"X-Sim-Session": SESSION},
            "clock": self.clock,
            "rng": random.Random(7),
            "timeouts": timeouts,
        }

    def sync_tools(self, timeouts: Timeouts | None = None) -> BillingTools:
        """``BillingTools`` over this simulator."""
        transport = SyncVirtualTransport(self.transport)
        api_key = SETTINGS.api_keys[0]
        return BillingTools(BASE_URL, api_key, transport=transport, **self.tools_options(timeouts))

    def async_tools(self, timeouts: Timeouts | None = None) -> AsyncBillingTools:
        """``AsyncBillingTools`` over this simulator (use inside one event loop)."""
        api_key = SETTINGS.api_keys[0]
        options = self.tools_options(timeouts)
        return AsyncBillingTools(BASE_URL, api_key, transport=self.transport, **options)

    async def journal(self) -> tuple[JournalEntry, ...]:
        """The session's journal, oldest first, through the control plane."""
        headers = {"Authorization": f"Bearer {ADMIN_TOKEN}", "X-Sim-Session": SESSION}
        transport = SimulatorTransport(self.app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            response = await http.get("/_sim/journal", headers=headers, params={"limit": 10000})
            response.raise_for_status()
        return tuple(JournalEntry(**entry) for entry in response.json()["entries"])


@cache
def run_tour(scenario: str, flavor: str, upstream: str | None = None) -> Run:
    """The tour under ``scenario`` with the ``sync`` or ``async`` tools (cached: deterministic);
    ``upstream``: through the proxy in front of ``simulator`` or ``broken``."""
    sim = Simulated.under(scenario, upstream)
    calls = tour()
    results: list[ToolResult[Any]] = []
    if flavor == "sync":
        tools = sim.sync_tools()
        try:
            for call in calls:
                sim.clock.advance(THINK_TIME)
                results.append(getattr(tools, call.capability)(*call.args, **dict(call.kwargs)))
        finally:
            tools.close()
        journal = asyncio.run(sim.journal())
    else:

        async def play() -> tuple[JournalEntry, ...]:
            tools = sim.async_tools()
            try:
                for call in calls:
                    sim.clock.advance(THINK_TIME)
                    method = getattr(tools, call.capability)
                    results.append(await method(*call.args, **dict(call.kwargs)))
            finally:
                await tools.aclose()
            return await sim.journal()

        journal = asyncio.run(play())
    return Run(
        scenario,
        calls,
        tuple(results),
        journal,
        sim.transport.exchanges,
        Timeouts().deadline,
        breaker_opened=any(result.incident_id for result in results),
    )
