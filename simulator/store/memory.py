"""``InMemoryStore``: the default :class:`~simulator.store.base.Store`, for one process.

Each method runs without awaiting anything, so on one event loop every method is atomic. The
scenario engine's state (activations, counters, journals) lives in the base class
:class:`~simulator.store.memory_engine.InMemoryEngineState`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from simulator.data.api import RecordedPayment
from simulator.store.base import ClaimOutcome, IdempotencyClaim, PaymentsSnapshot, StoredResponse
from simulator.store.memory_engine import InMemoryEngineState

SWEEP_EVERY = 1024
"""Claims between two sweeps of expired idempotency records (keeps memory bounded)."""


@dataclass(slots=True)
class _KeyRecord:
    fingerprint: str
    token: str
    expires_at: float
    response: StoredResponse | None = None


class InMemoryStore(InMemoryEngineState):
    """Session-scoped state in dictionaries.

    Args:
        monotonic: Source of monotonic seconds for expiry and scenario timelines (the app's
            clock).
    """

    def __init__(self, monotonic: Callable[[], float]) -> None:
        super().__init__(monotonic)
        self._payments: dict[tuple[str, str], list[RecordedPayment]] = {}
        self._versions: dict[tuple[str, str], int] = {}
        self._keys: dict[tuple[str, str], _KeyRecord] = {}
        self._tokens = itertools.count(1)
        self._claims_since_sweep = 0

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        """Payments recorded for ``customer_id`` in ``session``, oldest first (a copy)."""
        return list(self._payments.get((session, customer_id), ()))

    async def data_version(self, session: str, customer_id: str) -> int:
        """The version of the session's data about ``customer_id`` (0: as generated)."""
        return self._versions.get((session, customer_id), 0)

    async def payments_snapshot(self, session: str, customer_id: str) -> PaymentsSnapshot:
        """The customer's recorded payments (a copy) and their data version."""
        slot = (session, customer_id)
        return PaymentsSnapshot(self._versions.get(slot, 0), list(self._payments.get(slot, ())))

    async def append_payment(
        self, session: str, payment: RecordedPayment, *, expected_count: int
    ) -> bool:
        """Append ``payment`` if its customer's list still has ``expected_count`` items."""
        payments = self._payments.setdefault((session, payment.customer_id), [])
        if len(payments) != expected_count:
            return False
        payments.append(payment)
        slot = (session, payment.customer_id)
        self._versions[slot] = self._versions.get(slot, 0) + 1
        return True

    async def reset_session(self, session: str) -> None:
        """Forget the session's payments and idempotency records; bump the versions they had."""
        for key in [key for key in self._payments if key[0] == session]:
            if self._payments.pop(key):
                self._versions[key] = self._versions.get(key, 0) + 1
        for key in [key for key in self._keys if key[0] == session]:
            del self._keys[key]

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        """Claim ``key``; see :meth:`simulator.store.base.Store.claim_idempotency_key`."""
        now = self._monotonic()
        self._maybe_sweep(now)
        record = self._keys.get((session, key))
        if record is not None and record.expires_at > now:
            if record.fingerprint != fingerprint:
                return IdempotencyClaim(ClaimOutcome.MISMATCH)
            if record.response is None:
                return IdempotencyClaim(ClaimOutcome.IN_FLIGHT)
            return IdempotencyClaim(ClaimOutcome.COMPLETED, response=record.response)
        token = str(next(self._tokens))
        self._keys[session, key] = _KeyRecord(fingerprint, token, now + lease_seconds)
        return IdempotencyClaim(ClaimOutcome.STARTED, token=token)

    async def complete_idempotency_key(
        self, session: str, key: str, token: str, response: StoredResponse, *, ttl_seconds: float
    ) -> None:
        """Store ``response`` under ``key`` if ``token`` still owns it."""
        record = self._keys.get((session, key))
        if record is not None and record.token == token:
            record.response = response
            record.expires_at = self._monotonic() + ttl_seconds

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        """Free ``key`` if ``token`` still owns it and it has no response."""
        record = self._keys.get((session, key))
        if record is not None and record.token == token and record.response is None:
            del self._keys[session, key]

    def _maybe_sweep(self, now: float) -> None:
        self._claims_since_sweep += 1
        if self._claims_since_sweep < SWEEP_EVERY:
            return
        self._claims_since_sweep = 0
        expired = [k for k, record in self._keys.items() if record.expires_at <= now]
        for k in expired:
            del self._keys[k]
