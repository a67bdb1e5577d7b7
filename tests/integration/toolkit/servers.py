"""The implementations the toolkit is tested against, served on 127.0.0.1 from a thread.

Both use the simulator's default settings, the same as drift's in-process reference, so the
broken implementation differs from the reference by its injected faults alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from billing_sim.simulator.app import create_app
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.toolkit.drift import serve_in_thread
from tests.support.broken_billing import create_broken_app

DEFAULTS = SimulatorSettings()


@cache
def dataset(seed: int = DEFAULTS.seed, customers: int = DEFAULTS.customers) -> Dataset:
    """Generated data is immutable: one per (seed, size) and process."""
    return Dataset(seed, customers, DEFAULTS.business_date)


@contextmanager
def simulator(seed: int = DEFAULTS.seed, customers: int = DEFAULTS.customers) -> Iterator[str]:
    """A simulator; yields its base URL."""
    settings = SimulatorSettings(seed=seed, customers=customers)
    with serve_in_thread(create_app(settings, data=dataset(seed, customers))) as url:
        yield url


@contextmanager
def broken() -> Iterator[str]:
    """The simulator with all its injected faults; yields its base URL."""
    with serve_in_thread(create_broken_app(DEFAULTS, data=dataset())) as url:
        yield url
