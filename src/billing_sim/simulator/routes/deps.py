"""What the route handlers use, injected once when the routers are built."""

from __future__ import annotations

from dataclasses import dataclass

from billing_sim.simulator.clock import Clock
from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.routes.responses import ResponseCache
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.store import Store


@dataclass(frozen=True, slots=True)
class Deps:
    """What the route handlers use, injected once when the routers are built."""

    data: BillingData
    store: Store
    clock: Clock
    cache: ResponseCache
    settings: SimulatorSettings
