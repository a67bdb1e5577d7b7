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
    """

    server: int | None
    load: int | None

    @classmethod
    def for_cores(cls, cores: set[int]) -> CpuPlan:
        """The first two usable cores, or no pinning with fewer."""
        if len(cores) < 2:
            return cls(None, None)
        first, second = sorted(cores)[:2]
        return cls(first, second)

    @classmethod
    def detect(cls) -> CpuPlan:
        """The plan for the cores this process may run on."""
        return cls.for_cores(set(os.sched_getaffinity(0)))

    def describe(self) -> str:
        """One line for the report."""
        if self.server is None:
            return "not pinned (fewer than two cores available)"
        return f"servers on CPU {self.server}, load generator and client on CPU {self.load}"


def pin_to(cpu: int | None) -> Callable[[], None] | None:
    """A ``preexec_fn`` pinning a child process to ``cpu`` (``None``: no pinning)."""
    if cpu is None:
        return None

    def pin() -> None:
        os.sched_setaffinity(0, {cpu})

    return pin


def pin_self(cpu: int | None) -> None:
    """Pin this process to ``cpu`` (the client benchmarks run here)."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})
