"""What only the Redis store has: key prefixes, several clients on one server, the scenario
text cache, and its errors (the store suite runs everything else against both stores)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from redis import Redis as SyncRedis

from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.store import ClaimOutcome, StoreUnavailable
from billing_sim.simulator.store.journal import JournalRecord
from billing_sim.simulator.store.redis import RedisStore
from billing_sim.toolkit.commands import serve
from tests.support.redis_server import RedisServer, unique_prefix
from tests.unit.simulator.store.test_store_payments import CUSTOMER, payment
from tests.unit.simulator.store.test_store_sessions import record


async def closing(*stores: RedisStore) -> None:
    for store in stores:
        await store.aclose()


def test_two_prefixes_on_one_server_are_two_worlds(redis_server: RedisServer) -> None:
    """Payments, scenarios, journals, sessions and the world of one prefix are invisible
    under another: two simulators can share one Redis."""
    one = RedisStore(redis_server.url, prefix=unique_prefix())
    two = RedisStore(redis_server.url, prefix=unique_prefix())

    async def scenario() -> tuple[object, ...]:
        try:
            await one.append_payment("s", payment(1), expected_count=0)
            await one.activate_scenario("s", "outage", "text")
            await one.append_journal("s", record(1), limit=10)
            await one.join_world("seed 42")
            return (
                await two.recorded_payments("s", CUSTOMER),
                await two.scenario_of("s"),
                await two.journal("s"),
                await two.recent_sessions(10),
                (await two.join_world("seed 7")).identity,
            )
        finally:
            await closing(one, two)

    assert asyncio.run(scenario()) == ([], None, [], [], "seed 7")


def test_clients_of_one_prefix_race_for_a_key_and_one_wins(redis_server: RedisServer) -> None:
    """Four clients (as four replicas would hold), 50 claims each at once: one STARTED."""
    prefix = unique_prefix()
    stores = [RedisStore(redis_server.url, prefix=prefix) for _ in range(4)]

    async def scenario() -> list[ClaimOutcome]:
        try:
            claims = await asyncio.gather(
                *(
                    store.claim_idempotency_key("s", "k", "fp", lease_seconds=30)
                    for store in stores
                    for _ in range(50)
                )
            )
            return [claim.outcome for claim in claims]
        finally:
            await closing(*stores)

    outcomes = asyncio.run(scenario())
    assert outcomes.count(ClaimOutcome.STARTED) == 1
    assert outcomes.count(ClaimOutcome.IN_FLIGHT) == 199


def test_a_burst_opening_the_pool_on_a_starved_process_is_answered_not_refused(
    redis_server: RedisServer,
) -> None:
    """64 claims at once open the whole pool; this process's loop then stalls for 1.5 s (a CPU
    taken by others, as on a busy CI machine). Connections Redis accepted at once are not
    counted as a store outage: every claim is answered, none raises StoreUnavailable."""
    store = RedisStore(redis_server.url, prefix=unique_prefix())

    async def scenario() -> list[ClaimOutcome]:
        try:
            claims = [
                asyncio.ensure_future(
                    store.claim_idempotency_key("s", f"k{n}", "fp", lease_seconds=30)
                )
                for n in range(64)
            ]
            for _ in range(3):  # every claim has started to open its connection
                await asyncio.sleep(0)
            time.sleep(1.5)  # the starvation itself, not a wait for something to happen
            return [claim.outcome for claim in await asyncio.gather(*claims)]
        finally:
            await closing(store)

    assert asyncio.run(scenario()) == [ClaimOutcome.STARTED] * 64


def test_a_client_that_never_saw_a_scenario_gets_its_whole_text(
    redis_server: RedisServer,
) -> None:
    """Per request only the digest is read; a process meeting a digest the first time gets
    the whole text, so every replica compiles the same scenario."""
    prefix = unique_prefix()
    writer = RedisStore(redis_server.url, prefix=prefix)
    reader = RedisStore(redis_server.url, prefix=prefix)

    async def scenario() -> tuple[str, str]:
        try:
            await writer.activate_scenario("s", "outage", "rules: []\n")
            first = await reader.scenario_of("s")
            again = await reader.scenario_of("s")
            assert first is not None
            assert again is not None
            return first.text, again.text
        finally:
            await closing(writer, reader)

    assert asyncio.run(scenario()) == ("rules: []\n", "rules: []\n")


def test_a_stopped_server_raises_store_unavailable_and_the_same_store_recovers(
    tmp_path: Path,
) -> None:
    """StoreUnavailable (a 503 problem) while Redis is down; the same object, no restart,
    answers once Redis is back; its address never shows the password."""
    server = RedisServer(tmp_path).start()
    store = RedisStore(server.url.replace("redis://", "redis://:@"), prefix=unique_prefix())
    assert "@" not in store.address

    async def scenario() -> int:
        try:
            await store.incr_counters("s", 1, ["k"])
            server.stop()
            with pytest.raises(StoreUnavailable) as refused:
                await store.incr_counters("s", 1, ["k"])
            assert refused.value.status == 503
            assert refused.value.headers == {"Retry-After": "1"}
            server.start()  # no persistence: the counter starts again
            return (await store.incr_counters("s", 1, ["k"]))[0]
        finally:
            await store.aclose()
            server.kill()

    assert asyncio.run(scenario()) == 1


@pytest.mark.parametrize("prefix", ["", "a{b"])
def test_a_prefix_must_be_non_empty_and_without_braces(prefix: str) -> None:
    """Braces delimit the session in every key."""
    with pytest.raises(ValueError, match="prefix"):
        RedisStore("redis://127.0.0.1:1/0", prefix=prefix)


LINK_DELAY_S = 0.005
"""How long the slow link holds each request on its way to Redis (the answers are not held)."""


async def slow_link(redis_port: int) -> asyncio.Server:
    """A loopback relay to Redis that holds every request :data:`LINK_DELAY_S` and passes the
    answers at once: each round trip's midpoint falls 2.5 ms before Redis reads its clock."""

    async def pump(
        source: asyncio.StreamReader, sink: asyncio.StreamWriter, delay_s: float
    ) -> None:
        while chunk := await source.read(65536):
            await asyncio.sleep(delay_s)
            sink.write(chunk)
            await sink.drain()
        sink.close()

    async def relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", redis_port)
        await asyncio.gather(
            pump(reader, upstream_writer, LINK_DELAY_S),
            pump(upstream_reader, writer, 0.0),
            return_exceptions=True,
        )

    return await asyncio.start_server(relay, "127.0.0.1", 0)


def test_replicas_on_the_stores_host_start_the_world_when_it_says_however_slow_the_link(
    redis_server: RedisServer,
) -> None:
    """Two start-ups through a link that slows every request by 5 ms: timing round trips would
    put each one's clock milliseconds early, and two replicas meeting different delays would
    journal requests sent one after another out of order. Redis's clock is this host's, so
    both take the world's start from it, to the microsecond."""
    prefix = unique_prefix()

    async def start_twice() -> list[serve.JoinedWorld]:
        link = await slow_link(redis_server.port)
        port = link.sockets[0].getsockname()[1]
        settings = SimulatorSettings(store=f"redis://127.0.0.1:{port}/0", store_prefix=prefix)
        async with link:
            return [await serve.join_world(settings) for _ in range(2)]

    joined = asyncio.run(start_twice())
    since_us = SyncRedis(port=redis_server.port).hget(f"{prefix}:world", "since")
    assert isinstance(since_us, bytes)
    started = int(since_us) / 1e6
    assert [abs(world.epoch - started) < 2e-6 for world in joined] == [True, True], [
        world.epoch - started for world in joined
    ]


def test_replicas_starting_at_the_same_instant_say_which_one_created_the_world(
    redis_server: RedisServer,
) -> None:
    """Three ``serve`` start-ups at once on one prefix: one created the world, two joined it,
    and their banners say so (the time alone cannot tell: all three see a world milliseconds
    old)."""
    settings = SimulatorSettings(store=redis_server.url, store_prefix=unique_prefix())

    async def start_together() -> list[serve.JoinedWorld]:
        return list(await asyncio.gather(*(serve.join_world(settings) for _ in range(3))))

    joined = asyncio.run(start_together())
    assert sorted(j.created for j in joined) == [False, False, True]
    lines = [serve.store_line(settings, 1, 0.01, created=j.created) for j in joined]
    assert sum("shared; created a new world; 1 process" in line for line in lines) == 1
    assert (
        sum("shared; joined the world another instance created 0 s ago" in line for line in lines)
        == 2
    )


def arriving(number: int, session: str = "s") -> JournalRecord:
    """Request ``req-<number>``, arrived ``number`` seconds after the first."""
    made = record(number, session=session)
    return (made[0] + number, *made[1:])


def held_ids(records: list[JournalRecord]) -> list[str]:
    return [item[3] for item in records]


def test_batches_flushed_by_two_processes_in_either_order_are_one_timeline_in_arrival_order(
    redis_server: RedisServer,
) -> None:
    """Each process holds its records until a flush; a journal read makes every process flush,
    and each batch is merged into the unread tail by arrival: req-1 and req-3 held by one
    process, req-2 by another, read in the order they arrived."""
    prefix = unique_prefix()
    one, two = (
        RedisStore(redis_server.url, prefix=prefix),
        RedisStore(redis_server.url, prefix=prefix),
    )

    async def scenario() -> tuple[list[str], int]:
        try:
            await one.append_journal("s", arriving(1), limit=10)
            await two.append_journal("s", arriving(2), limit=10)
            await one.append_journal("s", arriving(3), limit=10)
            held = await two.journal_after("s", 0)
            return held_ids(held.records), held.last_seq
        finally:
            await closing(one, two)

    assert asyncio.run(scenario()) == (["req-1", "req-2", "req-3"], 3)


def test_a_record_already_read_never_moves_a_late_one_lands_after_it(
    redis_server: RedisServer,
) -> None:
    """A poller that read up to N never misses a record: one that arrives earlier but is
    flushed after the read is numbered after what was read."""
    prefix = unique_prefix()
    one, two = (
        RedisStore(redis_server.url, prefix=prefix),
        RedisStore(redis_server.url, prefix=prefix),
    )

    async def scenario() -> tuple[list[str], list[str]]:
        try:
            await one.open()  # as a serving process is, before its first request
            await two.append_journal("s", arriving(2), limit=10)
            first = await two.journal_after("s", 0)
            await one.append_journal("s", arriving(1), limit=10)
            after = await two.journal_after("s", first.last_seq)
            return held_ids(first.records), held_ids(after.records)
        finally:
            await closing(one, two)

    assert asyncio.run(scenario()) == (["req-2"], ["req-1"])


def test_held_records_reach_redis_by_themselves_within_the_flush_delay(
    redis_server: RedisServer,
) -> None:
    """Nobody reads the journal: the process appends what it holds on its own, soon (polled
    directly in Redis, for at most two seconds)."""
    prefix = unique_prefix()
    store = RedisStore(redis_server.url, prefix=prefix)
    key = f"{prefix}:{{s}}:journal"

    async def scenario() -> int:
        try:
            await store.append_journal("s", arriving(1), limit=10)
            with SyncRedis.from_url(redis_server.url) as direct:
                for _ in range(200):  # bounded: 2 s
                    held = int(direct.llen(key))
                    if held:
                        return held
                    await asyncio.sleep(0.01)
            return 0
        finally:
            await closing(store)

    assert asyncio.run(scenario()) == 1


def test_what_one_process_changes_the_other_reads_at_once_though_it_kept_the_state(
    redis_server: RedisServer,
) -> None:
    """Each process keeps a session's scenario state and data version between requests; a
    change through another process (activation, payment, reset) is read by the very next call."""
    prefix = unique_prefix()
    one, two = (
        RedisStore(redis_server.url, prefix=prefix),
        RedisStore(redis_server.url, prefix=prefix),
    )

    async def scenario() -> list[object]:
        try:
            seen: list[object] = []
            for _ in range(3):  # kept once subscribed: read until the copy is warm
                seen.append(await one.scenario_of("s"))
                seen.append(await one.data_version("s", CUSTOMER))
                await asyncio.sleep(0.05)
            await two.activate_scenario("s", "outage", "text")
            record_after = await one.scenario_of("s")
            seen.append(None if record_after is None else record_after.name)
            before = await one.data_version("s", CUSTOMER)
            await two.append_payment("s", payment(1), expected_count=0)
            paid = await one.data_version("s", CUSTOMER)
            await two.reset_session("s")
            reset = await one.data_version("s", CUSTOMER)
            seen.append((before == 0, paid > before, reset > paid))
            return seen
        finally:
            await closing(one, two)

    assert asyncio.run(scenario()) == [None, 0, None, 0, None, 0, "outage", (True, True, True)]
