"""Every store: session scoping, compare-and-append, the idempotency claim cycle (a claim is
completed by the append that records its payment, in one atomic step), and the shared world."""

from __future__ import annotations

import asyncio

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.store import (
    AppendOutcome,
    ClaimOutcome,
    KeyCompletion,
    StoredResponse,
    WorldClaim,
)
from tests.unit.simulator.store.conftest import NOW, StoreCase

RESPONSE = StoredResponse(201, '{"id":"pay_x"}', (("Location", "/v1/payments/pay_x"),))
CUSTOMER = "cus_aaaaaaaaaa"


def payment(number: int, customer: str = CUSTOMER) -> RecordedPayment:
    return RecordedPayment(
        id=f"pay_{customer[4:]}{number:08d}",
        customer_id=customer,
        invoice_id=None,
        amount_minor=100 + number,
        currency="VES",
        method="pago_movil",
        reference=f"ref-{number}",
        applied_minor=100,
        rate="36.5",
        allocations=(("inv_1", 60), ("inv_2", 40)),
        created_at=NOW,
    )


def completion(key: str, token: str, ttl_seconds: float = 60) -> KeyCompletion:
    return KeyCompletion(key, token, RESPONSE, ttl_seconds)


def test_payments_are_scoped_by_session_and_customer(case: StoreCase) -> None:
    """A payment recorded in one session is invisible to other sessions and customers, and
    reads back exactly as written (every field, allocations and the timestamp included)."""
    store = case.store

    async def scenario() -> None:
        outcome = await store.append_payment("s1", payment(1), expected_count=0)
        assert outcome is AppendOutcome.APPENDED
        assert await store.recorded_payments("s1", CUSTOMER) == [payment(1)]
        assert await store.recorded_payments("s2", CUSTOMER) == []
        assert await store.data_version("s2", CUSTOMER) == 0

    case.run(scenario())


def test_append_refuses_a_stale_expected_count(case: StoreCase) -> None:
    """Compare-and-append: a writer that read an older list appends nothing."""
    store = case.store

    async def scenario() -> tuple[AppendOutcome, AppendOutcome, int, int]:
        first = await store.append_payment("s", payment(1), expected_count=0)
        stale = await store.append_payment("s", payment(2), expected_count=0)
        payments = await store.recorded_payments("s", CUSTOMER)
        return first, stale, len(payments), await store.data_version("s", CUSTOMER)

    assert case.run(scenario()) == (AppendOutcome.APPENDED, AppendOutcome.STALE, 1, 1)


def test_concurrent_appends_with_one_expected_count_record_one(case: StoreCase) -> None:
    """Fifty writers that all read an empty list: exactly one appends."""
    store = case.store

    async def scenario() -> tuple[list[AppendOutcome], int]:
        outcomes = await asyncio.gather(
            *(store.append_payment("s", payment(n), expected_count=0) for n in range(50))
        )
        return list(outcomes), len(await store.recorded_payments("s", CUSTOMER))

    outcomes, recorded = case.run(scenario())
    assert outcomes.count(AppendOutcome.APPENDED) == 1
    assert outcomes.count(AppendOutcome.STALE) == 49
    assert recorded == 1


def test_recorded_payments_returns_a_copy(case: StoreCase) -> None:
    """Mutating the returned list does not change the store."""
    store = case.store

    async def scenario() -> int:
        await store.append_payment("s", payment(1), expected_count=0)
        (await store.recorded_payments("s", CUSTOMER)).clear()
        return len(await store.recorded_payments("s", CUSTOMER))

    assert case.run(scenario()) == 1


def test_claim_cycle_started_in_flight_completed_and_mismatch(case: StoreCase) -> None:
    """A free key starts; while open it is in flight; once its payment is appended with the
    completion it replays that response, or mismatches another body; other sessions are apart."""
    store = case.store

    async def scenario() -> None:
        first = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert first.outcome is ClaimOutcome.STARTED
        in_flight = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert in_flight.outcome is ClaimOutcome.IN_FLIGHT
        done = await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", first.token)
        )
        assert done is AppendOutcome.APPENDED
        replay = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert (replay.outcome, replay.response) == (ClaimOutcome.COMPLETED, RESPONSE)
        other = await store.claim_idempotency_key("s", "k", "other", lease_seconds=30)
        assert other.outcome is ClaimOutcome.MISMATCH
        elsewhere = await store.claim_idempotency_key("s2", "k", "other", lease_seconds=30)
        assert elsewhere.outcome is ClaimOutcome.STARTED

    case.run(scenario())


def test_concurrent_claims_of_one_key_start_exactly_one(case: StoreCase) -> None:
    """Two hundred racing claims: one owner, every other one in flight."""
    store = case.store

    async def scenario() -> list[ClaimOutcome]:
        claims = await asyncio.gather(
            *(store.claim_idempotency_key("s", "k", "fp", lease_seconds=30) for _ in range(200))
        )
        return [claim.outcome for claim in claims]

    outcomes = case.run(scenario())
    assert outcomes.count(ClaimOutcome.STARTED) == 1
    assert outcomes.count(ClaimOutcome.IN_FLIGHT) == 199


def test_a_completion_sent_again_appends_nothing_more(case: StoreCase) -> None:
    """The same append-with-completion repeated (a retry after a lost answer): APPENDED, and
    still one payment."""
    store = case.store

    async def scenario() -> tuple[AppendOutcome, int]:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        done = completion("k", claim.token)
        await store.append_payment("s", payment(1), expected_count=0, completing=done)
        again = await store.append_payment("s", payment(1), expected_count=0, completing=done)
        return again, len(await store.recorded_payments("s", CUSTOMER))

    assert case.run(scenario()) == (AppendOutcome.APPENDED, 1)


def test_released_key_is_free_again(case: StoreCase) -> None:
    """Releasing a claim (the request failed) lets the next request with the key start."""
    store = case.store

    async def scenario() -> None:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.release_idempotency_key("s", "k", claim.token)
        again = await store.claim_idempotency_key("s", "k", "different", lease_seconds=30)
        assert again.outcome is ClaimOutcome.STARTED

    case.run(scenario())


def test_a_completed_key_cannot_be_released(case: StoreCase) -> None:
    """Once its payment is recorded the key replays; a late release changes nothing."""
    store = case.store

    async def scenario() -> ClaimOutcome:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", claim.token)
        )
        await store.release_idempotency_key("s", "k", claim.token)
        return (await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)).outcome

    assert case.run(scenario()) is ClaimOutcome.COMPLETED


def test_lapsed_lease_frees_the_key_and_voids_the_old_token(case: StoreCase) -> None:
    """A claim abandoned past its lease can be re-claimed; the old owner can neither record its
    payment under the key (CLAIM_LOST, nothing appended) nor release it."""
    store, clock = case.store, case.clock

    async def scenario() -> None:
        stale = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        clock.advance(31)
        fresh = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert fresh.outcome is ClaimOutcome.STARTED
        lost = await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", stale.token)
        )
        assert lost is AppendOutcome.CLAIM_LOST
        assert await store.recorded_payments("s", CUSTOMER) == []
        await store.release_idempotency_key("s", "k", stale.token)
        still = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert still.outcome is ClaimOutcome.IN_FLIGHT

    case.run(scenario())


def test_a_reset_voids_claims_in_flight(case: StoreCase) -> None:
    """A key claimed before the session's reset records nothing after it."""
    store = case.store

    async def scenario() -> tuple[AppendOutcome, int]:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.reset_session("s")
        lost = await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", claim.token)
        )
        return lost, len(await store.recorded_payments("s", CUSTOMER))

    assert case.run(scenario()) == (AppendOutcome.CLAIM_LOST, 0)


def test_completed_key_expires_after_its_ttl(case: StoreCase) -> None:
    """After the TTL the key is forgotten and may carry a new request."""
    store, clock = case.store, case.clock

    async def scenario() -> None:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", claim.token, 60)
        )
        clock.advance(59)
        kept = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        assert kept.outcome is ClaimOutcome.COMPLETED
        clock.advance(2)
        expired = await store.claim_idempotency_key("s", "k", "new", lease_seconds=30)
        assert expired.outcome is ClaimOutcome.STARTED

    case.run(scenario())


def test_the_first_instance_to_join_sets_the_world_and_its_time(case: StoreCase) -> None:
    """join_world records the first identity and starts the shared time; a later join gets
    that identity (whatever it offered) and the seconds run since."""
    store, clock = case.store, case.clock

    async def scenario() -> tuple[WorldClaim, WorldClaim]:
        first = await store.join_world("seed 42")
        clock.advance(90)
        later = await store.join_world("seed 7")
        return first, later

    first, later = case.run(scenario())
    assert first[:3] == ("seed 42", 0.0, True)
    assert later[:3] == ("seed 42", 90.0, False)
    if first.store_time_s is not None:  # a store with a clock of its own tells it
        assert later.store_time_s == first.store_time_s + 90


def test_of_instances_joining_at_the_same_instant_exactly_one_created_the_world(
    case: StoreCase,
) -> None:
    """Replicas started together: the same time for all, and one of them says it created it."""
    store = case.store

    async def scenario() -> list[WorldClaim]:
        return list(await asyncio.gather(*(store.join_world("seed 42") for _ in range(5))))

    claims = case.run(scenario())
    assert [claim.created for claim in claims].count(True) == 1
    assert {(claim.identity, claim.elapsed_s) for claim in claims} == {("seed 42", 0.0)}
