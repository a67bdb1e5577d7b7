"""The store protocol: all mutable simulator state, scoped by session, behind async methods.

Design rules, so that a shared implementation (Redis) can follow and several simulator
instances behind a load balancer agree:

* Every method is ``async`` and takes the session first; nothing is shared across sessions.
* Values are plain and serialisable: ``RecordedPayment`` (dates as ISO strings in JSON),
  :class:`StoredResponse` (a JSON text body and string headers), ints and strings.
* Each method is atomic on its own. Read-modify-write sequences use optimistic concurrency
  (``append_payment(expected_count=...)``) or a claim (``claim_idempotency_key``), never a lock
  held across calls, so a crashed instance cannot wedge the others.
* Expiry is expressed as durations; the implementation owns its time source (Redis ``EX``,
  the injected monotonic clock in memory).

Adding state (for the scenario engine: the active scenario, atomic counters, the journal):
add methods here with the same rules, implement them in ``InMemoryStore``, and cover them in
``tests/unit/simulator/store/``. A Redis mapping of the current methods::

    payments        sim:{session}:pay:{customer_id}  LIST of JSON; append = Lua "LLEN == expected
                                                     then RPUSH"
    idempotency     sim:{session}:idem:{key}         HASH fingerprint/token/response;
                                                     claim = SET NX PX lease, complete = Lua
                                                     "token matches then HSET + PEXPIRE ttl"
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from simulator.data.api import RecordedPayment


@dataclass(frozen=True, slots=True)
class StoredResponse:
    """A response kept for idempotent replay.

    Args:
        status: HTTP status.
        body: The JSON text of the body.
        headers: Response headers to replay (``Location``, ``Content-Language``).
    """

    status: int
    body: str
    headers: tuple[tuple[str, str], ...]


class ClaimOutcome(StrEnum):
    """What claiming an ``Idempotency-Key`` found."""

    STARTED = "started"
    """The key was free: the caller now owns it and must complete or release it."""
    IN_FLIGHT = "in_flight"
    """Another request with this key is being processed."""
    COMPLETED = "completed"
    """A request with this key and the same fingerprint finished; replay its response."""
    MISMATCH = "mismatch"
    """The key was used with a different request body."""


@dataclass(frozen=True, slots=True)
class IdempotencyClaim:
    """The answer of :meth:`Store.claim_idempotency_key`.

    Args:
        outcome: What the claim found.
        token: Proof of ownership for ``complete``/``release`` (``STARTED`` only).
        response: The stored response (``COMPLETED`` only).
    """

    outcome: ClaimOutcome
    token: str = ""
    response: StoredResponse | None = None


class Store(Protocol):
    """Mutable, session-scoped simulator state."""

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first."""
        ...

    async def payment_count(self, session: str, customer_id: str) -> int:
        """How many payments ``session`` recorded for ``customer_id`` (a data version)."""
        ...

    async def append_payment(
        self, session: str, payment: RecordedPayment, *, expected_count: int
    ) -> bool:
        """Append ``payment`` to its customer's list if it still holds ``expected_count`` items.

        Returns:
            False, appending nothing, when another payment got there first (recompute, retry).
        """
        ...

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        """Claim ``key`` for a request whose body hashes to ``fingerprint``.

        A claim that is neither completed nor released within ``lease_seconds`` lapses, so
        the key becomes free again. A completed key lives until its TTL ends.
        """
        ...

    async def complete_idempotency_key(
        self, session: str, key: str, token: str, response: StoredResponse, *, ttl_seconds: float
    ) -> None:
        """Store ``response`` for the claim ``token`` and keep it for ``ttl_seconds``."""
        ...

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        """Give up the claim ``token`` without a response, so the key can be used again."""
        ...
