"""Seeded, deterministic billing data: ``Dataset`` implements ``api.BillingData``.

``Dataset`` is imported lazily so that modules needing only the seam
(``billing_sim.simulator.data.api``)
do not pay for Faker and the generators.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from billing_sim.simulator.data.dataset import Dataset

__all__ = ["Dataset"]


def __getattr__(name: str) -> Any:
    if name == "Dataset":
        from billing_sim.simulator.data.dataset import Dataset

        return Dataset
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
