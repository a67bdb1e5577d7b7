"""Two ``billing-sim serve`` processes sharing one Redis: one world, whichever replica answers.

What a load balancer in front of replicas needs, checked with requests alternated between
two real processes (``--store redis://...``, one prefix): a payment made through one is read
through the other; an ``Idempotency-Key`` is honoured across both (200 racing requests, one
payment); 500 distinct keys make 500 payments and balances both replicas agree on; a scenario
advances its ordinals and phases once per request, so the outcomes and the journal are those
of one process; and the journal is one timeline (one numbering, business times in order).

The replicas start about two seconds apart, so a replica whose clock did not join the shared
world would stamp its entries two seconds earlier than the other's.
"""

from __future__ import annotations

import asyncio
import itertools
import signal
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from billing_sim.simulator.data import ids
from billing_sim.simulator.harness import LoopbackServer
from billing_sim.simulator.settings import SimulatorSettings
from tests.support.redis_server import RedisServer, unique_prefix
from tests.support.served import ServedProcess, serve_process

TOKEN = "replicas-admin-token-0123"
CUSTOMERS = 200
API = {"Authorization": "Bearer sim_dev_key"}
ADMIN = {"Authorization": f"Bearer {TOKEN}", "Accept-Language": "en"}
SCENARIO = """\
description: ordinals and phases that only agree if every replica counts every request
seed: 5
phases:
  - name: flaky
    requests: 12
    rules:
      - name: coin
        probability: 0.5
        fault: {kind: http_error, status: 503, retry_after: 1}
  - name: down
    requests: 6
    rules:
      - name: every plan call
        match: {operation: listPlans}
        fault: {kind: http_error, status: 502}
  - name: recovered
"""
REQUESTS = 30
CLOCK_SKEW_S = 0.05
"""How far one replica's business time may trail the other's (the replicas start seconds
apart; joined to the world's clock they agree within a fraction of a millisecond)."""
"""Through all three phases: 12 flaky, 6 down, the rest recovered."""


@pytest.fixture(scope="module")
def redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("replicas-redis")).start()
    try:
        yield server
    finally:
        server.kill()


@pytest.fixture(scope="module")
def replicas(redis: RedisServer) -> Iterator[tuple[ServedProcess, ServedProcess]]:
    """Two replicas of one world: same Redis, same prefix, same data."""
    args = ("--customers", str(CUSTOMERS), "--store", redis.url, "--store-prefix", unique_prefix())
    env = {"BILLING_SIM_ADMIN_TOKEN": TOKEN}
    with serve_process(*args, env=env) as first, serve_process(*args, env=env) as second:
        yield first, second


@pytest.fixture(scope="module")
def single() -> Iterator[str]:
    """The reference: one process, the in-memory store, the same data."""
    settings = SimulatorSettings(customers=CUSTOMERS, admin_token=TOKEN)
    from billing_sim.simulator.app import create_app

    server = LoopbackServer(create_app(settings), settings)
    server.start()
    try:
        yield server.base_url
    finally:
        server.stop()


def clients(*urls: str, session: str) -> list[httpx.Client]:
    headers = {**API, "X-Sim-Session": session}
    return [httpx.Client(base_url=url, headers=headers, timeout=30.0) for url in urls]


def admin(url: str, session: str) -> httpx.Client:
    return httpx.Client(base_url=url, headers={**ADMIN, "X-Sim-Session": session}, timeout=30.0)


def payment_body(customer: str, reference: str, amount: int = 1000) -> dict[str, Any]:
    return {
        "customer_id": customer,
        "amount": {"amount_minor": amount, "currency": "VES"},
        "method": "pago_movil",
        "reference": reference,
    }


def test_the_banner_says_the_store_is_shared_and_the_second_replica_joined(
    replicas: tuple[ServedProcess, ServedProcess], redis: RedisServer
) -> None:
    """Each names the store (without a password) and whether it started the world or joined."""
    first, second = replicas
    assert f"Store: redis://127.0.0.1:{redis.port}/0 (prefix test-" in first.banner
    assert "shared; created a new world; 1 process" in first.banner
    assert "shared; joined the world another instance created" in second.banner


def test_a_payment_made_through_one_replica_is_read_through_the_other(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """POST through the first; the second lists it, fetches it and shows the balance it made."""
    one, two = clients(*(r.base_url for r in replicas), session="read-your-write")
    customer = ids.customer_id(11)
    with one, two:
        before = two.get(f"/v1/customers/{customer}/balance").json()
        created = one.post(
            "/v1/payments", json=payment_body(customer, "seen"), headers={"Idempotency-Key": "p"}
        )
        assert created.status_code == 201, created.text
        payment_id = created.json()["id"]
        assert two.get(f"/v1/payments/{payment_id}").json() == created.json()
        listed = two.get(f"/v1/customers/{customer}/payments").json()["data"]
        assert payment_id in [p["id"] for p in listed]
        after_two = two.get(f"/v1/customers/{customer}/balance").json()
        after_one = one.get(f"/v1/customers/{customer}/balance").json()
    assert after_two == after_one != before


async def race(
    urls: tuple[str, str], session: str, requests: list[tuple[str, dict[str, Any]]]
) -> list[httpx.Response]:
    """Every ``(key, body)`` createPayment at once, alternately to each replica."""
    limits = httpx.Limits(max_connections=len(requests), max_keepalive_connections=0)
    headers = {**API, "X-Sim-Session": session}
    async with httpx.AsyncClient(headers=headers, limits=limits, timeout=60.0) as http:
        return await asyncio.gather(
            *(
                http.post(f"{urls[n % 2]}/v1/payments", json=body, headers={"Idempotency-Key": key})
                for n, (key, body) in enumerate(requests)
            )
        )


def test_two_hundred_racing_payments_with_one_key_across_both_make_one_payment(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """Same key and body, half to each replica at once: one payment; every 201 is it (new or
    replayed), the rest 409 key_in_use."""
    urls = (replicas[0].base_url, replicas[1].base_url)
    customer = ids.customer_id(12)
    body = payment_body(customer, "one-key")
    responses = asyncio.run(race(urls, "one-key", [("same", body)] * 200))
    created = [r for r in responses if r.status_code == 201]
    conflicts = [r for r in responses if r.status_code == 409]
    assert len(created) + len(conflicts) == 200, {r.status_code for r in responses}
    assert len({r.json()["id"] for r in created}) == 1
    assert [r.headers.get("idempotent-replayed") for r in created].count(None) == 1
    assert {r.json()["code"] for r in conflicts} <= {"idempotency_key_in_use"}
    one, two = clients(*urls, session="one-key")
    with one, two:
        for http in (one, two):
            listed = http.get(f"/v1/customers/{customer}/payments").json()["data"]
            assert [p["reference"] for p in listed].count("one-key") == 1


def test_five_hundred_distinct_keys_across_both_make_five_hundred_payments_and_one_set_of_books(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """500 payments over 10 customers, alternated: all recorded once; both replicas list the
    same payments and the same balances, and each balance moved by what its payments applied."""
    urls = (replicas[0].base_url, replicas[1].base_url)
    customers = [ids.customer_id(20 + n) for n in range(10)]
    one, two = clients(*urls, session="books")
    with one, two:
        before = {c: one.get(f"/v1/customers/{c}/balance").json() for c in customers}
        history = {c: len(listing(one, c)) for c in customers}
        requests = [
            (f"k{n}", payment_body(customers[n % 10], f"r{n}", 100 + n)) for n in range(500)
        ]
        responses = asyncio.run(race(urls, "books", requests))
        assert [r.status_code for r in responses] == [201] * 500
        assert len({r.json()["id"] for r in responses}) == 500
        for customer in customers:
            listed = [listing(http, customer) for http in (one, two)]
            assert listed[0] == listed[1]
            ours = {r.json()["id"] for r in responses if r.json()["customer_id"] == customer}
            assert len(listed[0]) == history[customer] + 50
            assert ours <= set(listed[0])
            balances = [http.get(f"/v1/customers/{customer}/balance").json() for http in (one, two)]
            assert balances[0] == balances[1]
            applied = sum(
                r.json()["amount_applied"]["amount_minor"]
                for r in responses
                if r.json()["customer_id"] == customer
            )
            assert moved(before[customer], balances[0]) == applied


def listing(http: httpx.Client, customer: str) -> list[str]:
    """Every payment id of the customer, following pagination."""
    found: list[str] = []
    params: dict[str, str | int] = {"limit": 100}
    while True:
        page = http.get(f"/v1/customers/{customer}/payments", params=params).json()
        found += [p["id"] for p in page["data"]]
        if not page["has_more"]:
            return found
        params["starting_after"] = found[-1]


def moved(before: dict[str, Any], after: dict[str, Any]) -> int:
    """What payments took off the amount due plus what they added to the credit."""
    due = before["amount_due"]["amount_minor"] - after["amount_due"]["amount_minor"]
    credit = after["credit_available"]["amount_minor"] - before["credit_available"]["amount_minor"]
    return int(due + credit)


def play(urls: list[str], session: str) -> tuple[list[tuple[int, str | None]], list[Any]]:
    """Activate :data:`SCENARIO` for ``session`` through the first URL, then send
    :data:`REQUESTS` requests, the i-th through ``urls[i % len(urls)]``; return each answer's
    (status, X-Sim-Fault) and the journal as the last URL reads it."""
    with admin(urls[0], session) as control:
        activated = control.put("/_sim/scenario", json={"yaml": SCENARIO, "name": "replicated"})
        assert activated.status_code == 200, activated.text
    https = clients(*urls, session=session)
    operations = itertools.cycle(["/v1/plans", f"/v1/customers/{ids.customer_id(5)}/balance"])
    answers = []
    try:
        for n, path in zip(range(REQUESTS), operations, strict=False):
            response = https[n % len(https)].get(path)
            answers.append((response.status_code, response.headers.get("x-sim-fault")))
    finally:
        for http in https:
            http.close()
    with admin(urls[-1], session) as control:
        journal = control.get("/_sim/journal").json()["entries"]
    return answers, journal


def test_a_scenario_through_two_replicas_plays_exactly_as_through_one_process(
    replicas: tuple[ServedProcess, ServedProcess], single: str
) -> None:
    """Ordinals (a seeded coin per request) and phase ends (by request count) advance once per
    request whichever replica answers: the same answers, faults, rules, phases and ordinals, in
    the same order, as one in-memory process gives."""
    reference, reference_journal = play([single], "scenario")
    shared, shared_journal = play([r.base_url for r in replicas], "scenario")
    assert shared == reference
    assert {status for status, _ in reference} >= {200, 502, 503}

    def decisions(journal: list[Any]) -> list[tuple[Any, ...]]:
        keys = ("seq", "operation_id", "status", "phase", "rule", "fault", "ordinal", "outcome")
        return [tuple(entry[key] for key in keys) for entry in journal]

    assert decisions(shared_journal) == decisions(reference_journal)


def test_the_journal_is_one_timeline_whichever_replica_reads_it(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """Requests alternated between replicas: both read the same journal, numbered 1..N in the
    order sent, with business times in that order (both clocks tell the shared world's time)."""
    urls = [r.base_url for r in replicas]
    one, two = clients(*urls, session="timeline")
    with one, two:
        sent = []
        for n in range(12):
            response = (one, two)[n % 2].get("/v1/plans")
            sent.append(response.headers["x-request-id"])
    journals = []
    for url in urls:
        with admin(url, "timeline") as control:
            journals.append(control.get("/_sim/journal").json()["entries"])
    assert journals[0] == journals[1]
    entries = journals[0]
    assert [e["request_id"] for e in entries] == sent
    assert [e["seq"] for e in entries] == list(range(1, 13))
    times = [datetime.fromisoformat(e["time"]) for e in entries]
    behind = [(max(times[:n]) - t).total_seconds() for n, t in enumerate(times) if n]
    assert max(behind) < CLOCK_SKEW_S, behind


def test_a_replica_serving_other_data_refuses_to_join(
    replicas: tuple[ServedProcess, ServedProcess], redis: RedisServer, tmp_path: Path
) -> None:
    """Another seed on the same store and prefix: exit 1 with what is in the store and what to
    do; nothing served, nothing written."""
    import subprocess
    import sys

    prefix = replicas[0].banner.split("(prefix ")[1].split(")")[0]
    done = subprocess.run(
        [
            *(
                sys.executable,
                "-m",
                "billing_sim.toolkit.cli",
                "serve",
                "--port",
                "0",
                "--seed",
                "7",
            ),
            *("--customers", str(CUSTOMERS), "--store", redis.url, "--store-prefix", prefix),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"holds the world of seed 42, {CUSTOMERS} customers" in done.stderr
    assert "serves seed 7" in done.stderr
    assert "--store-prefix" in done.stderr
    assert "Traceback" not in done.stderr


def test_two_replicas_started_at_the_same_instant_say_which_created_the_world(
    redis: RedisServer,
) -> None:
    """Both start together (both see a world a few milliseconds old): one banner says it
    created the world, the other that it joined it."""
    args = ("--customers", str(CUSTOMERS), "--store", redis.url, "--store-prefix", unique_prefix())
    with ExitStack() as stack, ThreadPoolExecutor(max_workers=2) as pool:
        started = [pool.submit(stack.enter_context, serve_process(*args)) for _ in range(2)]
        banners = [future.result().banner for future in started]
    created = [banner for banner in banners if "shared; created a new world;" in banner]
    joined = [b for b in banners if "shared; joined the world another instance created" in b]
    assert (len(created), len(joined)) == (1, 1), banners


OUTAGE = """\
description: every plan call fails
seed: 1
rules:
  - name: plans down
    match: {operation: listPlans}
    fault: {kind: http_error, status: 503, retry_after: 1}
"""


def test_a_scenario_switched_on_one_replica_applies_to_the_very_next_request_on_the_other(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """Each process keeps the session's scenario state and is told when it changes: switched
    through one replica, the next request through the other already plays it (or no longer
    does), twenty times over, alternating which replica switches."""
    urls = [r.base_url for r in replicas]
    https = clients(*urls, session="switch")
    controls = [admin(url, "switch") for url in urls]
    try:
        for n in range(20):
            switcher, other = controls[n % 2], https[(n + 1) % 2]
            assert other.get("/v1/plans").status_code == 200  # the state is kept, warm
            on = switcher.put("/_sim/scenario", json={"yaml": OUTAGE, "name": f"out-{n}"})
            assert on.status_code == 200, on.text
            assert other.get("/v1/plans").status_code == 503
            off = switcher.delete("/_sim/scenario")
            assert off.status_code == 204, off.text
            assert other.get("/v1/plans").status_code == 200
    finally:
        for http in [*https, *controls]:
            http.close()


def test_every_payment_on_one_replica_is_in_the_next_balance_read_on_the_other(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """Read-your-write across replicas, with the balance kept warm on both: after each of
    twenty payments (alternating replicas), the other replica's very next read shows it."""
    https = clients(*(r.base_url for r in replicas), session="ryw-race")
    customer = ids.customer_id(17)
    try:
        seen = https[1].get(f"/v1/customers/{customer}/balance").json()
        for n in range(20):
            payer, reader = https[n % 2], https[(n + 1) % 2]
            reader.get(f"/v1/customers/{customer}/balance")  # warm on the reader
            paid = payer.post(
                "/v1/payments",
                json=payment_body(customer, f"r{n}", amount=100),
                headers={"Idempotency-Key": f"ryw-{n}"},
            )
            assert paid.status_code == 201, paid.text
            now = reader.get(f"/v1/customers/{customer}/balance").json()
            assert moved(seen, now) == 100, (n, seen, now)
            seen = now
    finally:
        for http in https:
            http.close()


def test_a_journal_read_right_after_n_requests_lists_all_n_in_order_from_either_replica(
    replicas: tuple[ServedProcess, ServedProcess],
) -> None:
    """Journal records leave the request path (appended in batches): a read right after the
    last answer, through either replica, still lists every request, numbered in the order
    sent, whichever replica answered it."""
    urls = [r.base_url for r in replicas]
    https = clients(*urls, session="batched")
    try:
        sent: list[str] = []
        for round_ in range(3):
            for n in range(15):
                response = https[n % 2].get(f"/v1/customers/{ids.customer_id(n)}")
                sent.append(response.headers["x-request-id"])
            with admin(urls[round_ % 2], "batched") as control:
                entries = control.get("/_sim/journal").json()["entries"]
            assert [e["request_id"] for e in entries] == sent
            assert [e["seq"] for e in entries] == list(range(1, len(sent) + 1))
    finally:
        for http in https:
            http.close()


def test_a_killed_replica_loses_at_most_its_last_batch_of_journal_and_no_payment_or_key(
    replicas: tuple[ServedProcess, ServedProcess], redis: RedisServer
) -> None:
    """SIGKILL, no shutdown: the replica's unflushed journal records (its last 50 ms at most)
    are gone, nothing else. Every payment it answered is recorded and its key replays through
    the survivor, and the journal holds what it did journal as an unbroken prefix, in order."""
    del replicas  # its own two: one of them is killed
    args = ("--customers", str(CUSTOMERS), "--store", redis.url, "--store-prefix", unique_prefix())
    env = {"BILLING_SIM_ADMIN_TOKEN": TOKEN}
    customer = ids.customer_id(23)
    with serve_process(*args, env=env) as survivor, serve_process(*args, env=env) as doomed:
        (victim,) = clients(doomed.base_url, session="killed")
        sent, payments = [], []
        with victim:
            for n in range(10):
                paid = victim.post(
                    "/v1/payments",
                    json=payment_body(customer, f"k{n}", amount=100),
                    headers={"Idempotency-Key": f"killed-{n}"},
                )
                assert paid.status_code == 201, paid.text
                payments.append(paid.json()["id"])
                sent.append(paid.headers["x-request-id"])
                read = victim.get(f"/v1/customers/{customer}/balance")
                sent.append(read.headers["x-request-id"])
        assert doomed.process is not None
        doomed.process.send_signal(signal.SIGKILL)
        doomed.process.wait(timeout=10)
        (http,) = clients(survivor.base_url, session="killed")
        with http, admin(survivor.base_url, "killed") as control:
            listed = http.get(f"/v1/customers/{customer}/payments", params={"limit": 100})
            assert set(payments) <= {p["id"] for p in listed.json()["data"]}
            for n, payment_id in enumerate(payments):
                replay = http.post(
                    "/v1/payments",
                    json=payment_body(customer, f"k{n}", amount=100),
                    headers={"Idempotency-Key": f"killed-{n}"},
                )
                assert replay.headers.get("idempotent-replayed") == "true"
                assert replay.json()["id"] == payment_id
            journaled = [
                e["request_id"]
                for e in control.get("/_sim/journal").json()["entries"]
                if e["request_id"] in sent
            ]
    assert journaled == sent[: len(journaled)]
