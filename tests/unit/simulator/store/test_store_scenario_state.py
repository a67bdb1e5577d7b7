"""Every store's scenario state: activations, atomic counters, phase ends, journals, reset."""

from __future__ import annotations

import asyncio

from billing_sim.simulator.store import JournalRecord
from tests.unit.simulator.store.conftest import NOW, StoreCase
from tests.unit.simulator.store.test_store_payments import completion, payment


def entry(number: int, session: str = "s") -> JournalRecord:
    request = (NOW.timestamp(), 0.001, session, f"req-{number}", "GET", "/v1/plans")
    return (*request, "listPlans", 200, None, None, None, None, None, None, None, False, ())


def test_a_session_without_scenario_state_reads_none(case: StoreCase) -> None:
    """Never activated: None, so the instance's default may apply."""
    store = case.store
    assert case.run(store.scenario_of("s")) is None


def test_activation_records_name_text_and_elapsed_time_by_the_clock(case: StoreCase) -> None:
    """The record carries what was activated and the seconds since, read from the app's clock."""
    store, clock = case.store, case.clock

    async def scenario() -> tuple[float, str | None, str]:
        await store.activate_scenario("s", "outage", "yaml text")
        clock.advance(12.5)
        record = await store.scenario_of("s")
        assert record is not None
        return record.elapsed_s, record.name, record.text

    assert case.run(scenario()) == (12.5, "outage", "yaml text")


def test_if_absent_keeps_the_existing_activation(case: StoreCase) -> None:
    """Set-if-absent: concurrent first requests agree on one activation."""
    store = case.store

    async def scenario() -> list[int]:
        records = await asyncio.gather(
            *(store.activate_scenario("s", "a", "t", if_absent=True) for _ in range(5))
        )
        return [record.activation for record in records]

    activations = case.run(scenario())
    assert len(set(activations)) == 1


def test_a_new_activation_starts_counters_and_phase_ends_from_zero(case: StoreCase) -> None:
    """Counters and ends belong to an activation; re-activating forgets the old ones."""
    store = case.store

    async def scenario() -> tuple[int, int, dict[int, float]]:
        first = await store.activate_scenario("s", "a", "t")
        await store.incr_counters("s", first.activation, ["rule:0:0"])
        await store.incr_counters("s", first.activation, ["rule:0:0"])
        await store.mark_phase_end("s", first.activation, 0, 3.0)
        second = await store.activate_scenario("s", "a", "t")
        fresh = (await store.incr_counters("s", second.activation, ["rule:0:0"]))[0]
        stale = (await store.incr_counters("s", first.activation, ["rule:0:0"]))[0]
        return fresh, stale, dict(await store.phase_ends("s", second.activation))

    assert case.run(scenario()) == (1, 1, {})


def test_concurrent_increments_hand_out_every_ordinal_once(case: StoreCase) -> None:
    """Atomic increments: 200 concurrent callers get exactly 1..200."""
    store = case.store

    async def scenario() -> list[int]:
        calls = (store.incr_counters("s", 1, ["k"]) for _ in range(200))
        return [value for (value,) in await asyncio.gather(*calls)]

    assert sorted(case.run(scenario())) == list(range(1, 201))


def test_one_requests_counters_advance_together(case: StoreCase) -> None:
    """A request's rule counters move in one step: 200 concurrent callers each get the same
    ordinal from every counter, and together exactly 1..200."""
    store = case.store

    async def scenario() -> list[tuple[int, ...]]:
        calls = (store.incr_counters("s", 1, ["rule:0:0", "rule:0:1"]) for _ in range(200))
        return list(await asyncio.gather(*calls))

    got = case.run(scenario())
    assert all(first == second for first, second in got)
    assert sorted(first for first, _ in got) == list(range(1, 201))


def test_counters_are_scoped_by_session(case: StoreCase) -> None:
    """The same key in another session counts from one."""
    store = case.store

    async def scenario() -> tuple[int, ...]:
        await store.incr_counters("a", 1, ["k"])
        return *await store.incr_counters("a", 1, ["k"]), *await store.incr_counters("b", 1, ["k"])

    assert case.run(scenario()) == (2, 1)


def test_phase_end_is_set_once(case: StoreCase) -> None:
    """mark_phase_end is set-if-absent: the first end recorded wins."""
    store = case.store

    async def scenario() -> dict[int, float]:
        await store.mark_phase_end("s", 1, 0, 2.0)
        return dict(await store.mark_phase_end("s", 1, 0, 9.0))

    assert case.run(scenario()) == {0: 2.0}


def test_journal_is_a_bounded_ring_per_session(case: StoreCase) -> None:
    """Only the most recent `limit` entries are kept; other sessions are untouched."""
    store = case.store

    async def scenario() -> tuple[list[str], int]:
        for number in range(1, 8):
            await store.append_journal("s", entry(number), limit=3)
        await store.append_journal("t", entry(1, "t"), limit=3)
        kept = [record[3] for record in await store.journal("s")]
        return kept, len(await store.journal("t"))

    assert case.run(scenario()) == (["req-5", "req-6", "req-7"], 1)


def test_journal_limit_zero_records_nothing_and_clear_empties(case: StoreCase) -> None:
    """A zero limit keeps nothing; clear_journal forgets the session's entries."""
    store = case.store

    async def scenario() -> tuple[int, int]:
        await store.append_journal("s", entry(1), limit=0)
        empty = len(await store.journal("s"))
        await store.append_journal("s", entry(2), limit=5)
        await store.clear_journal("s")
        return empty, len(await store.journal("s"))

    assert case.run(scenario()) == (0, 0)


def test_reset_forgets_payments_and_keys_of_one_session_only(case: StoreCase) -> None:
    """reset_session clears the session's payments and idempotency keys, not others'."""
    store = case.store

    async def scenario() -> tuple[int, int, str, str]:
        claim = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        await store.append_payment(
            "s", payment(1), expected_count=0, completing=completion("k", claim.token)
        )
        other = await store.claim_idempotency_key("t", "k", "fp", lease_seconds=30)
        await store.append_payment(
            "t", payment(1), expected_count=0, completing=completion("k", other.token)
        )
        await store.reset_session("s")
        mine = len(await store.recorded_payments("s", "cus_aaaaaaaaaa"))
        theirs = len(await store.recorded_payments("t", "cus_aaaaaaaaaa"))
        again = await store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
        kept = await store.claim_idempotency_key("t", "k", "fp", lease_seconds=30)
        return mine, theirs, again.outcome.value, kept.outcome.value

    assert case.run(scenario()) == (0, 1, "started", "completed")


def test_data_version_changes_at_every_append_and_reset_and_never_repeats(case: StoreCase) -> None:
    """A reset is a change too: the version moves on at once, so a cached render of the paid
    state can never be served after it (nor one of the state before, after a new payment)."""
    store = case.store

    async def scenario() -> tuple[int, ...]:
        versions = [await store.data_version("s", "cus_aaaaaaaaaa")]
        await store.append_payment("s", payment(1), expected_count=0)
        versions.append(await store.data_version("s", "cus_aaaaaaaaaa"))
        await store.reset_session("s")
        versions.append(await store.data_version("s", "cus_aaaaaaaaaa"))
        await store.reset_session("s")  # nothing left to drop: no change
        versions.append(await store.data_version("s", "cus_aaaaaaaaaa"))
        await store.append_payment("s", payment(1), expected_count=0)
        snapshot = await store.payments_snapshot("s", "cus_aaaaaaaaaa")
        return (*versions, snapshot.version, len(snapshot.payments))

    assert case.run(scenario()) == (0, 1, 2, 2, 3, 1)


def test_an_activation_keeps_the_seed_it_was_given(case: StoreCase) -> None:
    """The seed travels with the activation record; a new activation without one clears it."""
    store = case.store

    async def scenario() -> tuple[int | None, int | None, int | None]:
        seeded = await store.activate_scenario("s", "x", "text", seed=5)
        read = await store.scenario_of("s")
        plain = await store.activate_scenario("s", "x", "text")
        assert read is not None
        return seeded.seed, read.seed, plain.seed

    assert case.run(scenario()) == (5, 5, None)


def test_uploads_are_per_session_replaced_by_name_and_bounded(case: StoreCase) -> None:
    """save_upload keeps the latest text per name and only the `limit` most recently saved."""
    store = case.store

    async def scenario() -> tuple[list[str], str, dict[str, str]]:
        for name in ("a", "b", "c"):
            await store.save_upload("s", name, f"text {name}", limit=3)
        await store.save_upload("s", "a", "text a2", limit=3)  # a is now the newest
        await store.save_upload("s", "d", "text d", limit=3)  # b, the oldest, goes
        uploads = await store.uploads("s")
        return list(uploads), uploads["a"], dict(await store.uploads("t"))

    assert case.run(scenario()) == (["c", "a", "d"], "text a2", {})
