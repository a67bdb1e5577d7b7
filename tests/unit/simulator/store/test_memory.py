"""InMemoryStore: session scoping, compare-and-append, and the idempotency claim cycle."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from simulator.clock import ManualClock
from simulator.data.api import RecordedPayment
from simulator.store import ClaimOutcome, InMemoryStore, StoredResponse

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)
RESPONSE = StoredResponse(201, '{"id":"pay_x"}', (("Location", "/v1/payments/pay_x"),))


def payment(number: int, customer: str = "cus_aaaaaaaaaa") -> RecordedPayment:
    return RecordedPayment(
        id=f"pay_{customer[4:]}{number:08d}",
        customer_id=customer,
        invoice_id=None,
        amount_minor=100,
        currency="VES",
        method="pago_movil",
        reference="ref",
        applied_minor=100,
        rate=None,
        allocations=(),
        created_at=NOW,
    )


def store_and_clock() -> tuple[InMemoryStore, ManualClock]:
    clock = ManualClock(NOW)
    return InMemoryStore(clock.monotonic), clock


def test_payments_are_scoped_by_session_and_customer() -> None:
    """A payment recorded in one session is invisible to other sessions and customers."""
    store, _ = store_and_clock()

    async def scenario() -> None:
        assert await store.append_payment("s1", payment(1), expected_count=0)
        assert await store.recorded_payments("s1", "cus_aaaaaaaaaa") == [payment(1)]
        assert await store.recorded_payments("s2", "cus_aaaaaaaaaa") == []
        assert await store.data_version("s1", "cus_bbbbbbbbbb") == 0

    asyncio.run(scenario())


def test_append_refuses_a_stale_expected_count() -> None:
    """Compare-and-append: a writer that read an older list appends nothing."""
    store, _ = store_and_clock()

    async def scenario() -> None:
        assert await store.append_payment("s", payment(1), expected_count=0)
        assert not await store.append_payment("s", payment(2), expected_count=0)
        assert await store.data_version("s", "cus_aaaaaaaaaa") == 1

    asyncio.run(scenario())


def test_recorded_payments_returns_a_copy() -> None:
    """Mutating the returned list does not change the store."""
    store, _ = store_and_clock()

    async def scenario() -> None:
        await store.append_payment("s", payment(1), expected_count=0)
        (await store.recorded_payments("s", "cus_aaaaaaaaaa")).clear()
        assert await store.data_version("s", "cus_aaaaaaaaaa") == 1

    asyncio.run(scenario())


def test_claim_cycle_started_in_flight_completed_and_mismatch() -> None:
    """A free key starts; while open it is in flight; once completed it replays or mismatches."""
    store, _ = store_and_clock()

    async def scenario() -> None:
        first = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert first.outcome is ClaimOutcome.STARTED
        in_flight = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert in_flight.outcome is ClaimOutcome.IN_FLIGHT
        await store.complete_idempotency_key("s", "k", first.token, RESPONSE, ttl_seconds=60)
        replay = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert (replay.outcome, replay.response) == (ClaimOutcome.COMPLETED, RESPONSE)
        other = await store.claim_idempotency_key("s", "k", "other", lease_seconds=30)
        assert other.outcome is ClaimOutcome.MISMATCH
        elsewhere = await store.claim_idempotency_key("s2", "k", "other", lease_seconds=30)
        assert elsewhere.outcome is ClaimOutcome.STARTED

    asyncio.run(scenario())


def test_released_key_is_free_again() -> None:
    """Releasing a claim (the request failed) lets the next request with the key start."""
    store, _ = store_and_clock()

    async def scenario() -> None:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.release_idempotency_key("s", "k", claim.token)
        again = await store.claim_idempotency_key("s", "k", "different", lease_seconds=30)
        assert again.outcome is ClaimOutcome.STARTED

    asyncio.run(scenario())


def test_lapsed_lease_frees_the_key_and_voids_the_old_token() -> None:
    """A claim abandoned past its lease can be re-claimed; the old owner can no longer complete."""
    store, clock = store_and_clock()

    async def scenario() -> None:
        stale = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        clock.advance(31)
        fresh = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert fresh.outcome is ClaimOutcome.STARTED
        await store.complete_idempotency_key("s", "k", stale.token, RESPONSE, ttl_seconds=60)
        await store.release_idempotency_key("s", "k", stale.token)
        still = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert still.outcome is ClaimOutcome.IN_FLIGHT

    asyncio.run(scenario())


def test_completed_key_expires_after_its_ttl() -> None:
    """After the TTL the key is forgotten and may carry a new request."""
    store, clock = store_and_clock()

    async def scenario() -> None:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.complete_idempotency_key("s", "k", claim.token, RESPONSE, ttl_seconds=60)
        clock.advance(59)
        kept = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert kept.outcome is ClaimOutcome.COMPLETED
        clock.advance(2)
        expired = await store.claim_idempotency_key("s", "k", "new", lease_seconds=30)
        assert expired.outcome is ClaimOutcome.STARTED

    asyncio.run(scenario())
