"""Shared fixtures: one dataset per test session (construction is cheap; caches warm up)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from billing_sim.simulator.data.dataset import Dataset

BUSINESS_DATE = date(2026, 11, 20)
NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
"""08:00 in Caracas on the business date, as ``billing_sim.simulator.clock`` starts it."""
POPULATION = 5_000


@pytest.fixture(scope="session")
def dataset() -> Dataset:
    """The default world: seed 42, 5 000 customers, business date 2026-11-20."""
    return Dataset(42, POPULATION, BUSINESS_DATE)
