"""Which core the servers get and which the load generator or client gets."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CpuPlan:
    """Server and load on separate cores when there are two; unpinned otherwise.

    Args:
        server: The core servers are pinned to, or ``None``.
        load: The core of the load generator and of the benchmarking process itself.
        available: Every core this process could run on when the plan was made.
    """

    server: int | None
    load: int | None
    available: frozenset[int] = frozenset()

    @classmethod
    def for_cores(cls, cores: set[int]) -> CpuPlan:
        """The first two usable cores, or no pinning with fewer."""
        if len(cores) < 2:
            return cls(None, None, frozenset(cores))
        first, second = sorted(cores)[:2]
        return cls(first, second, frozenset(cores))

    @classmethod
    def detect(cls) -> CpuPlan:
        """The plan for the cores this process may run on."""
        return cls.for_cores(set(os.sched_getaffinity(0)))

    def describe(self) -> str:
        """One line for the report."""
        if self.server is None:
            return "not pinned (fewer than two cores available)"
        return f"servers on CPU {self.server}, load generator and client on CPU {self.load}"


def pin_to(cpu: int | frozenset[int] | None) -> Callable[[], None] | None:
    """A ``preexec_fn`` pinning a child process (and what it spawns) to ``cpu``, one core or
    a set of them (``None``: no pinning)."""
    if cpu is None:
        return None
    cores = {cpu} if isinstance(cpu, int) else set(cpu)

    def pin() -> None:
        os.sched_setaffinity(0, cores)

    return pin


def server_cores(plan: CpuPlan) -> frozenset[int] | None:
    """Every usable core but the load generator's: where several worker processes may run
    (the server core alone on a two-core machine; ``None`` when nothing is pinned)."""
    if plan.load is None:
        return None
    return plan.available - {plan.load} or None


def pin_self(cpu: int | None) -> None:
    """Pin this process to ``cpu`` (the client benchmarks run here)."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})
