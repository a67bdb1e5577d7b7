"""What the route handlers use, injected once when the routers are built."""

from __future__ import annotations

from dataclasses import dataclass

from simulator.clock import Clock
from simulator.data.api import BillingData
from simulator.routes.responses import ResponseCache
from simulator.settings import SimulatorSettings
from simulator.store import Store


@dataclass(frozen=True, slots=True)
class Deps:
    """What the route handlers use, injected once when the routers are built."""

    data: BillingData
    store: Store
    clock: Clock
    cache: ResponseCache
    settings: SimulatorSettings
