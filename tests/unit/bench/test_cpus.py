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


def test_the_servers_get_every_core_but_the_load_generators():
    """Four cores: load on the second, servers (several workers, Redis) on the other three;
    one core or none known: nothing pinned."""
    from bench.cpus import server_cores

    assert server_cores(CpuPlan.for_cores({0, 1, 2, 3})) == frozenset({0, 2, 3})
    assert server_cores(CpuPlan.for_cores({5, 7})) == frozenset({5})
    assert server_cores(CpuPlan.for_cores({3})) is None
