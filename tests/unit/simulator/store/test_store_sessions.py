"""Every store's journal cursor and session activity: what the console polls."""

from __future__ import annotations

import pytest

from billing_sim.simulator.store import (
    JOURNAL_CATEGORIES,
    MAX_TRACKED_SESSIONS,
    JournalRecord,
    journal_category,
)
from tests.unit.simulator.store.conftest import NOW, StoreCase


def record(
    number: int,
    *,
    session: str = "s",
    status: int = 200,
    fault: str | None = None,
    off_contract: bool = False,
) -> JournalRecord:
    """A journal record of request ``req-<number>`` that ended as given."""
    head = (NOW.timestamp(), 0.001, session, f"req-{number}", "GET", "/v1/plans", "listPlans")
    rule = None if fault is None else "rules[0]"
    return (*head, status, None, "x", None, rule, fault, None, None, off_contract, ())


@pytest.mark.parametrize(
    ("status", "fault", "off_contract", "category"),
    [
        (200, None, False, "ok"),
        (304, None, False, "ok"),
        (404, None, False, "business"),
        (422, None, False, "business"),
        (503, "http_error", False, "fault"),
        (404, "not_found", False, "fault"),
        (200, "latency", False, "fault"),
        (0, "reset", True, "off_contract"),
        (404, "http_error", True, "off_contract"),
        (500, None, False, "error"),
        (0, None, False, "error"),
    ],
)
def test_every_record_falls_in_one_category(
    status: int, fault: str | None, off_contract: bool, category: str
) -> None:
    """ok, business 4xx, an injected fault, off-contract, or an error nobody injected."""
    got = journal_category(record(1, status=status, fault=fault, off_contract=off_contract))
    assert got == category
    assert got in JOURNAL_CATEGORIES


def test_journal_after_returns_only_newer_records_and_the_newest_number(case: StoreCase) -> None:
    """Numbers run 1, 2, 3...; after=N gives the records numbered above N, oldest first."""
    store = case.store

    async def scenario() -> list[tuple[int, list[str]]]:
        for number in range(1, 6):
            await store.append_journal("s", record(number), limit=100)
        slices = [await store.journal_after("s", after) for after in (0, 3, 5, 9)]
        return [(s.last_seq, [r[3] for r in s.records]) for s in slices]

    assert case.run(scenario()) == [
        (5, ["req-1", "req-2", "req-3", "req-4", "req-5"]),
        (5, ["req-4", "req-5"]),
        (5, []),
        (5, []),
    ]


def test_evicted_records_are_numbered_still_and_missing_from_the_slice(case: StoreCase) -> None:
    """A ring of 3 after 7 appends holds numbers 5..7: after=2 gets those three only."""
    store = case.store

    async def scenario() -> tuple[int, list[str]]:
        for number in range(1, 8):
            await store.append_journal("s", record(number), limit=3)
        sliced = await store.journal_after("s", 2)
        return sliced.last_seq, [r[3] for r in sliced.records]

    assert case.run(scenario()) == (7, ["req-5", "req-6", "req-7"])


def test_numbers_go_on_after_a_clear_so_a_cursor_never_sees_old_numbers_again(
    case: StoreCase,
) -> None:
    """clear_journal empties the ring and zeroes the counts; the next record is number 4."""
    store = case.store

    async def scenario() -> tuple[int, list[str], int, int]:
        for number in range(1, 4):
            await store.append_journal("s", record(number), limit=10)
        await store.clear_journal("s")
        cleared = await store.session_activity("s")
        await store.append_journal("s", record(4), limit=10)
        sliced = await store.journal_after("s", 3)
        assert cleared is not None
        return sliced.last_seq, [r[3] for r in sliced.records], cleared.requests, cleared.last_seq

    assert case.run(scenario()) == (4, ["req-4"], 0, 3)


def test_sessions_are_numbered_and_counted_apart(case: StoreCase) -> None:
    """Another session's appends neither number nor count in this one."""
    store = case.store

    async def scenario() -> tuple[int, int]:
        await store.append_journal("s", record(1), limit=10)
        for number in range(1, 4):
            await store.append_journal("t", record(number, session="t"), limit=10)
        return (await store.journal_after("s", 0)).last_seq, (
            await store.journal_after("t", 0)
        ).last_seq

    assert case.run(scenario()) == (1, 3)


def test_activity_counts_requests_by_category_and_idle_time_by_the_clock(case: StoreCase) -> None:
    """Two ok, one 503 fault, one reset: counted; idle is the seconds since the last one."""
    store, clock = case.store, case.clock

    async def scenario() -> tuple[int, dict[str, int], float, int]:
        await store.append_journal("s", record(1), limit=10)
        await store.append_journal("s", record(2), limit=10)
        await store.append_journal("s", record(3, status=503, fault="http_error"), limit=10)
        await store.append_journal(
            "s", record(4, status=0, fault="reset", off_contract=True), limit=10
        )
        clock.advance(7.5)
        activity = await store.session_activity("s")
        assert activity is not None
        return activity.requests, dict(activity.categories), activity.idle_s, activity.last_seq

    requests, categories, idle, last = case.run(scenario())
    assert (requests, last, idle) == (4, 4, 7.5)
    assert categories == {"ok": 2, "fault": 1, "off_contract": 1}


def test_counts_include_requests_the_ring_no_longer_holds(case: StoreCase) -> None:
    """A ring of 2 after 5 requests: the session still made 5."""
    store = case.store

    async def scenario() -> int:
        for number in range(1, 6):
            await store.append_journal("s", record(number), limit=2)
        activity = await store.session_activity("s")
        assert activity is not None
        return activity.requests

    assert case.run(scenario()) == 5


def test_recent_sessions_are_the_most_recently_active_first(case: StoreCase) -> None:
    """A request or an activation makes a session the most recent; limit keeps the first N."""
    store, clock = case.store, case.clock

    async def scenario() -> tuple[list[str], list[str], list[float]]:
        await store.append_journal("a", record(1, session="a"), limit=10)
        clock.advance(1)
        await store.append_journal("b", record(1, session="b"), limit=10)
        clock.advance(1)
        await store.activate_scenario("c", "outage", "text")  # before its bot connects
        clock.advance(1)
        await store.append_journal("a", record(2, session="a"), limit=10)
        everyone = await store.recent_sessions(10)
        first_two = await store.recent_sessions(2)
        return (
            [s.session for s in everyone],
            [s.session for s in first_two],
            [s.idle_s for s in everyone],
        )

    everyone, first_two, idle = case.run(scenario())
    assert everyone == ["a", "c", "b"]
    assert first_two == ["a", "c"]
    assert idle == [0.0, 1.0, 2.0]


def test_an_activated_session_with_no_requests_has_zero_counts(case: StoreCase) -> None:
    """QA prepares a session before its bot connects: it is listed, with nothing counted."""
    store = case.store

    async def scenario() -> tuple[int, dict[str, int], int]:
        await store.activate_scenario("prepared", "flapping-5xx", "text")
        activity = await store.session_activity("prepared")
        assert activity is not None
        return activity.requests, dict(activity.categories), activity.last_seq

    assert case.run(scenario()) == (0, {}, 0)


def test_a_session_that_did_nothing_has_no_activity_and_limit_zero_counts_nothing(
    case: StoreCase,
) -> None:
    """Never seen: None. A journal turned off (limit 0) numbers and counts nothing."""
    store = case.store

    async def scenario() -> tuple[object, object, int]:
        unseen = await store.session_activity("nobody")
        await store.append_journal("off", record(1, session="off"), limit=0)
        off = await store.session_activity("off")
        return unseen, off, (await store.journal_after("off", 0)).last_seq

    assert case.run(scenario()) == (None, None, 0)


def test_the_least_recently_active_sessions_are_forgotten_beyond_the_bound(case: StoreCase) -> None:
    """Memory stays bounded: the registry keeps MAX_TRACKED_SESSIONS sessions (recency is by the
    store's clock: one session a millisecond)."""
    store, clock = case.store, case.clock

    async def scenario() -> tuple[int, object, object]:
        for number in range(MAX_TRACKED_SESSIONS + 5):
            await store.append_journal(f"s{number}", record(1, session=f"s{number}"), limit=1)
            clock.advance(0.001)
        listed = await store.recent_sessions(MAX_TRACKED_SESSIONS + 100)
        return len(listed), await store.session_activity("s0"), listed[0].session

    count, oldest, newest = case.run(scenario())
    assert count == MAX_TRACKED_SESSIONS
    assert oldest is None
    assert newest == f"s{MAX_TRACKED_SESSIONS + 4}"
