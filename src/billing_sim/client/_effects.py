"""What the sans-I/O core asks its driver to do, and what the driver answers.

The core (``billing_sim.client._call`` and ``billing_sim.client._capabilities``) is a generator: it
yields
:class:`Send` or :class:`Sleep` and receives a :class:`Received` or :class:`Failed` back.
The sync and async drivers (``billing_sim.client._drivers``) only perform those two effects, so
every
decision lives once, in the core, and the twins cannot drift.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

import httpx

from billing_sim.client._types import FailureKind


@dataclass(frozen=True, slots=True)
class Send:
    """Send one HTTP request and read its whole response before ``deadline``."""

    method: str
    url: httpx.URL
    headers: Mapping[str, str]
    content: bytes | None
    timeout: httpx.Timeout
    deadline: float


@dataclass(frozen=True, slots=True)
class Sleep:
    """Wait before the next attempt."""

    seconds: float


@dataclass(frozen=True, slots=True)
class Received:
    """A complete response."""

    status: int
    headers: httpx.Headers
    content: bytes


@dataclass(frozen=True, slots=True)
class Failed:
    """No usable response.

    Attributes:
        kind: ``timeout``, ``connection``, or ``contract_violation`` (an undecodable body).
        sent: Whether the request may have reached the server (``False`` only when it
            provably did not: connection refused, connect timeout, no pooled connection).
        unreachable: The service itself could not be reached (refused or timed-out
            connection, DNS or TLS failure, a proxy's refusal, a malformed base URL): the
            failure says nothing about what the request was about, so the breaker counts it
            for every target (see ``billing_sim.client._trip``).
    """

    kind: FailureKind
    sent: bool
    unreachable: bool = False


Effect: TypeAlias = Send | Sleep
Reply: TypeAlias = Received | Failed | None
T = TypeVar("T")
Program: TypeAlias = Generator[Effect, Reply, T]
"""A sans-I/O computation that returns ``T`` once its driver has performed its effects."""
