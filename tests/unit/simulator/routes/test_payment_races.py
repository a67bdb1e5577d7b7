"""createPayment under concurrency: one payment per key, none lost, balances consistent.

The store used here yields to the event loop inside every call, as a networked store (Redis)
would, so concurrent requests really interleave between reading and appending payments.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

import httpx

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.store import (
    AppendOutcome,
    IdempotencyClaim,
    InMemoryStore,
    KeyCompletion,
)
from tests.unit.simulator.support import WORKED_EXAMPLE, client, make_app, payment_body, run

RACERS = 100
INSTANCE_RACERS = 40
"""Fewer across instances, so every payment fits in one page of listPayments."""
BALANCE = f"/v1/customers/{WORKED_EXAMPLE}/balance"
PAYMENTS = f"/v1/customers/{WORKED_EXAMPLE}/payments?limit=100"


class YieldingStore(InMemoryStore):
    """InMemoryStore that lets other requests run before each operation."""

    async def recorded_payments(self, session: str, customer_id: str) -> list[RecordedPayment]:
        await asyncio.sleep(0)
        return await super().recorded_payments(session, customer_id)

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        await asyncio.sleep(0)
        return await super().append_payment(
            session, payment, expected_count=expected_count, completing=completing
        )

    async def claim_idempotency_key(
        self, session: str, key: str, fingerprint: str, *, lease_seconds: float
    ) -> IdempotencyClaim:
        await asyncio.sleep(0)
        return await super().claim_idempotency_key(
            session, key, fingerprint, lease_seconds=lease_seconds
        )

    async def release_idempotency_key(self, session: str, key: str, token: str) -> None:
        await asyncio.sleep(0)
        await super().release_idempotency_key(session, key, token)


class GatedStore(InMemoryStore):
    """InMemoryStore whose first append waits for a gate: a request caught in flight."""

    def __init__(self) -> None:
        super().__init__(lambda: 0.0)
        self.entered = asyncio.Event()
        self.gate = asyncio.Event()

    async def append_payment(
        self,
        session: str,
        payment: RecordedPayment,
        *,
        expected_count: int,
        completing: KeyCompletion | None = None,
    ) -> AppendOutcome:
        self.entered.set()
        await self.gate.wait()
        return await super().append_payment(
            session, payment, expected_count=expected_count, completing=completing
        )


def yielding_app() -> Any:
    return make_app(store=YieldingStore(lambda: 0.0))


def amount(money: dict[str, Any]) -> int:
    value = money["amount_minor"]
    assert isinstance(value, int)
    return value


def test_same_key_raced_a_hundred_times_records_one_payment() -> None:
    """100 concurrent requests with one key: one payment; every 201 is that same response."""

    async def race() -> tuple[list[httpx.Response], int]:
        async with client(yielding_app()) as http:
            before = len((await http.get(PAYMENTS)).json()["data"])
            responses = await asyncio.gather(
                *(
                    http.post("/v1/payments", json=payment_body(), headers={"Idempotency-Key": "k"})
                    for _ in range(RACERS)
                )
            )
            after = len((await http.get(PAYMENTS)).json()["data"])
            return list(responses), after - before

    responses, recorded = run(race())
    statuses = Counter(r.status_code for r in responses)
    assert set(statuses) <= {201, 409}
    assert recorded == 1
    assert len({r.content for r in responses if r.status_code == 201}) == 1
    assert all(r.headers["retry-after"] == "1" for r in responses if r.status_code == 409)


def test_distinct_keys_raced_a_hundred_times_lose_nothing() -> None:
    """100 concurrent payments with their own keys: all recorded, distinct, and the balance moves
    by exactly what they applied."""

    async def race() -> tuple[dict[str, Any], dict[str, Any], list[httpx.Response], set[str]]:
        async with client(yielding_app()) as http:
            before = (await http.get(BALANCE)).json()
            responses = await asyncio.gather(
                *(
                    http.post(
                        "/v1/payments",
                        json=payment_body(amount=1_000 + n),
                        headers={"Idempotency-Key": f"key-{n}"},
                    )
                    for n in range(RACERS)
                )
            )
            after = (await http.get(BALANCE)).json()
            listed = {p["id"] for p in (await http.get(PAYMENTS)).json()["data"]}
            return before, after, list(responses), listed

    before, after, responses, listed = run(race())
    assert [r.status_code for r in responses] == [201] * RACERS
    ids = {r.json()["id"] for r in responses}
    assert len(ids) == RACERS
    assert ids <= listed
    applied = sum(amount(r.json()["amount_applied"]) for r in responses)
    moved = (amount(before["amount_due"]) - amount(after["amount_due"])) + (
        amount(after["credit_available"]) - amount(before["credit_available"])
    )
    assert applied == moved == sum(1_000 + n for n in range(RACERS))


def test_key_in_flight_is_409_with_retry_after_then_replays() -> None:
    """While the first request holds the key, a retry is 409; once it is done, it replays."""
    store = GatedStore()

    async def scenario() -> tuple[httpx.Response, httpx.Response, httpx.Response]:
        async with client(make_app(store=store)) as http:
            headers = {"Idempotency-Key": "slow"}
            first = asyncio.create_task(
                http.post("/v1/payments", json=payment_body(), headers=headers)
            )
            await store.entered.wait()
            busy = await http.post("/v1/payments", json=payment_body(), headers=headers)
            store.gate.set()
            done = await first
            replay = await http.post("/v1/payments", json=payment_body(), headers=headers)
            return busy, done, replay

    busy, done, replay = run(scenario())
    assert (busy.status_code, busy.json()["code"]) == (409, "idempotency_key_in_use")
    assert busy.headers["retry-after"] == "1"
    assert done.status_code == 201
    assert (replay.status_code, replay.content) == (201, done.content)


def test_two_instances_sharing_a_store_agree() -> None:
    """Two apps behind one store (a load balancer): distinct keys all recorded, a shared key
    recorded once, and both instances list the same payments."""
    store = YieldingStore(lambda: 0.0)
    left, right = make_app(store=store), make_app(store=store)

    async def race() -> tuple[list[httpx.Response], list[httpx.Response], set[str], set[str]]:
        async with client(left) as one, client(right) as two:
            distinct = await asyncio.gather(
                *(
                    (one if n % 2 else two).post(
                        "/v1/payments",
                        json=payment_body(amount=500 + n),
                        headers={"Idempotency-Key": f"d-{n}"},
                    )
                    for n in range(INSTANCE_RACERS)
                )
            )
            shared = await asyncio.gather(
                *(
                    (one if n % 2 else two).post(
                        "/v1/payments", json=payment_body(), headers={"Idempotency-Key": "same"}
                    )
                    for n in range(20)
                )
            )
            seen_left = {p["id"] for p in (await one.get(PAYMENTS)).json()["data"]}
            seen_right = {p["id"] for p in (await two.get(PAYMENTS)).json()["data"]}
            return list(distinct), list(shared), seen_left, seen_right

    distinct, shared, seen_left, seen_right = run(race())
    assert [r.status_code for r in distinct] == [201] * INSTANCE_RACERS
    assert len({r.json()["id"] for r in distinct}) == INSTANCE_RACERS
    assert len({r.json()["id"] for r in shared if r.status_code == 201}) == 1
    assert seen_left == seen_right
    assert {r.json()["id"] for r in distinct} <= seen_left
