"""Which cores the servers and the load get."""

from __future__ import annotations

from bench.cpus import CpuPlan, pin_to


def test_two_or_more_cores_split_server_and_load():
    """The lowest core serves, the next one loads."""
    plan = CpuPlan.for_cores({3, 1, 2})
    assert (plan.server, plan.load) == (1, 2)
    assert "CPU 1" in plan.describe()


def test_one_core_pins_nothing():
    """With a single core there is nothing to separate."""
    plan = CpuPlan.for_cores({0})
    assert (plan.server, plan.load) == (None, None)
    assert pin_to(plan.server) is None
    assert "not pinned" in plan.describe()
