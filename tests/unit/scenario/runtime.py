"""Helpers for the scenario engine inside the app: a manual clock, a sleep that only advances it,
the control plane's token, scenario YAML builders and an in-process client."""

from __future__ import annotations

import textwrap
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import anyio.lowlevel
import httpx
from fastapi import FastAPI

from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.testing import SimulatorTransport
from tests.unit.simulator.support import AUTH, SETTINGS, make_app

TOKEN = "admin-token-for-tests-0123"
ADMIN = {"Authorization": f"Bearer {TOKEN}"}
CONTROL_SETTINGS = replace(SETTINGS, admin_token=TOKEN)
BASE_URL = "http://simulator"


@dataclass
class FakeSleep:
    """An async sleep that advances a manual clock instead of waiting, and remembers each call."""

    clock: ManualClock
    calls: list[float] = field(default_factory=list)

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
        self.clock.advance(seconds)
        await anyio.lowlevel.checkpoint()


@dataclass
class Sim:
    """An app with the control plane on, its manual clock and fake sleep."""

    app: FastAPI
    clock: ManualClock
    sleep: FakeSleep


def make_sim(settings: SimulatorSettings = CONTROL_SETTINGS, **seams: Any) -> Sim:
    """A fresh app (own store) whose injected waits only advance its manual clock."""
    clock = ManualClock.at_business_date(settings.business_date)
    sleep = FakeSleep(clock)
    app = make_app(settings, clock=clock, sleep=sleep, **seams)
    return Sim(app, clock, sleep)


def rules_yaml(rules: str, *, seed: int = 1, description: str = "test") -> str:
    """A scenario document with ``rules`` (a dedented YAML list)."""
    body = textwrap.indent(textwrap.dedent(rules).strip("\n"), "  ")
    return f"description: {description}\nseed: {seed}\nrules:\n{body}\n"


@asynccontextmanager
async def api(
    app: FastAPI, session: str = "default", **headers: str
) -> AsyncIterator[httpx.AsyncClient]:
    """A billing client of ``app`` in ``session``, network faults mapped as over TCP."""
    async with httpx.AsyncClient(
        transport=SimulatorTransport(app),
        base_url=BASE_URL,
        headers={**AUTH, "X-Sim-Session": session, **headers},
    ) as http:
        yield http


@asynccontextmanager
async def control(app: FastAPI, session: str = "default") -> AsyncIterator[httpx.AsyncClient]:
    """An admin client of the control plane, acting on ``session``."""
    async with httpx.AsyncClient(
        transport=SimulatorTransport(app),
        base_url=BASE_URL,
        headers={**ADMIN, "X-Sim-Session": session},
    ) as http:
        yield http


async def activate(app: FastAPI, yaml: str, session: str = "default", name: str = "test") -> None:
    """Activate scenario ``yaml`` for ``session`` through the control plane (must succeed)."""
    async with control(app, session) as admin:
        response = await admin.put("/_sim/scenario", json={"yaml": yaml, "name": name})
        assert response.status_code == 200, response.text


async def journal(app: FastAPI, session: str = "default", **filters: str) -> list[dict[str, Any]]:
    """The session's journal entries."""
    async with control(app, session) as admin:
        response = await admin.get("/_sim/journal", params=filters)
        assert response.status_code == 200, response.text
        entries: list[dict[str, Any]] = response.json()["entries"]
        return entries
