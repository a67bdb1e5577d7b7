"""What the route handlers use, injected once when the handler table is built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from billing_sim.simulator.clock import Clock
from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.routes.cache import ResponseCache
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.store import IdempotencyStore, PaymentStore


class RouteStore(PaymentStore, IdempotencyStore, Protocol):
    """The roles the routes use: payments (and their versions) and ``Idempotency-Key``."""


@dataclass(frozen=True, slots=True)
class Deps:
    """What the route handlers use, injected once when the handler table is built."""

    data: BillingData
    store: RouteStore
    clock: Clock
    cache: ResponseCache
    settings: SimulatorSettings
    contract: Mapping[str, Any]
    """The contract document (request bodies are checked against its schemas)."""
