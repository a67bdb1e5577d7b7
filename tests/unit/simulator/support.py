"""Helpers for the HTTP-layer tests: an app over the real dataset, a client, a few bodies."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from functools import cache
from typing import Any, TypeVar

import httpx
from fastapi import FastAPI

from billing_sim.simulator.app import create_app
from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.data.api import Persona
from billing_sim.simulator.settings import SimulatorSettings

T = TypeVar("T")

SETTINGS = SimulatorSettings(seed=42, customers=200)
AUTH = {"Authorization": "Bearer sim_dev_key"}
WORKED_EXAMPLE = "cus_7k2m9q4x1z"
"""The contract's example customer, a persona present in every dataset."""


@cache
def dataset() -> Dataset:
    """One dataset per test process: it is immutable, so apps may share it."""
    return Dataset(SETTINGS.seed, SETTINGS.customers, SETTINGS.business_date)


def make_app(settings: SimulatorSettings = SETTINGS, **seams: Any) -> FastAPI:
    """A fresh app (its own store and cache) over the shared dataset and a manual clock."""
    seams.setdefault("data", dataset())
    seams.setdefault("clock", ManualClock.at_business_date(settings.business_date))
    return create_app(settings, **seams)


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` on a fresh event loop."""
    return asyncio.run(coroutine)


@asynccontextmanager
async def client(app: FastAPI, **headers: str) -> AsyncIterator[httpx.AsyncClient]:
    """An in-process client of ``app`` sending the dev key (and ``headers``)."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(
        transport=transport, base_url="http://simulator", headers={**AUTH, **headers}
    ) as http:
        yield http


def persona(key: str) -> Persona:
    """The persona called ``key``."""
    return next(p for p in dataset().personas() if p.key == key)


def payment_body(
    customer_id: str = WORKED_EXAMPLE, amount: int = 1000, **extra: Any
) -> dict[str, Any]:
    """A valid createPayment body: a pago móvil in bolívares, no invoice named."""
    return {
        "customer_id": customer_id,
        "amount": {"amount_minor": amount, "currency": "VES"},
        "method": "pago_movil",
        "reference": "004512873361",
        **extra,
    }
