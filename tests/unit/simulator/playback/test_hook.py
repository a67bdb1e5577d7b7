"""The scenario hook inside the app: cost without a scenario, defaults, matching, the journal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import httpx

from billing_sim.simulator.clock import ManualClock
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import ResponseSummary
from billing_sim.simulator.playback.hook import ScenarioHook, fault_header_value
from billing_sim.simulator.scenario.library import ScenarioLibrary
from billing_sim.simulator.store import InMemoryStore, ScenarioRecord, journal_entry
from tests.unit.scenario.runtime import (
    CONTROL_SETTINGS,
    activate,
    api,
    journal,
    make_sim,
    rules_yaml,
)
from tests.unit.simulator.support import WORKED_EXAMPLE, persona, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"


class CountingStore(InMemoryStore):
    """Counts the scenario-state calls the hook makes."""

    def __init__(self, clock: ManualClock) -> None:
        super().__init__(clock.monotonic)
        self.calls: list[str] = []

    async def scenario_of(self, session: str) -> ScenarioRecord | None:
        self.calls.append("scenario_of")
        return await super().scenario_of(session)

    async def incr_counters(
        self, session: str, activation: int, keys: Sequence[str]
    ) -> tuple[int, ...]:
        self.calls.append("incr_counters")
        return await super().incr_counters(session, activation, keys)

    async def phase_ends(self, session: str, activation: int) -> Any:
        self.calls.append("phase_ends")
        return await super().phase_ends(session, activation)


def test_without_a_scenario_a_request_costs_one_store_lookup() -> None:
    """No scenario: the hook reads the session's state once and decides nothing else."""
    clock = ManualClock.at_business_date(CONTROL_SETTINGS.business_date)
    store = CountingStore(clock)
    sim = make_sim(store=store)

    async def call() -> int:
        async with api(sim.app) as http:
            return (await http.get(CUSTOMER)).status_code

    assert run(call()) == 200
    assert store.calls == ["scenario_of"]


def test_a_rule_set_without_counted_phases_never_reads_phase_ends() -> None:
    """Plain rules: one lookup plus one counter per matching rule."""
    clock = ManualClock.at_business_date(CONTROL_SETTINGS.business_date)
    store = CountingStore(clock)
    sim = make_sim(store=store)
    yaml = rules_yaml("- {match: {operation: listPlans}, fault: {kind: reset}}")

    async def call() -> None:
        await activate(sim.app, yaml)
        store.calls.clear()
        async with api(sim.app) as http:
            await http.get(CUSTOMER)

    run(call())
    assert store.calls == ["scenario_of"]


def test_the_default_scenario_starts_for_each_session_at_its_first_request() -> None:
    """--scenario: each session's timeline starts when that session first calls."""
    yaml_phases = "outage-then-recovery"  # healthy for 30 s, then 503 for 60 s
    sim = make_sim(replace(CONTROL_SETTINGS, scenario=yaml_phases))

    async def statuses() -> tuple[int, int, int]:
        async with api(sim.app, "early") as early, api(sim.app, "late") as late:
            await early.get(CUSTOMER)
            sim.clock.advance(31)
            early_status = (await early.get(CUSTOMER)).status_code
            late_first = (await late.get(CUSTOMER)).status_code
            sim.clock.advance(30)
            late_later = (await late.get(CUSTOMER)).status_code
            return early_status, late_first, late_later

    assert run(statuses()) == (503, 200, 503)


def test_header_rules_see_the_request_headers() -> None:
    """A rule matching a header fires only for requests that carry it."""
    sim = make_sim()
    yaml = rules_yaml(
        "- {match: {headers: {X-Client: whatsapp-bot}}, fault: {kind: http_error, status: 500}}"
    )

    async def statuses() -> tuple[int, int]:
        await activate(sim.app, yaml)
        async with api(sim.app) as http:
            bot = await http.get(CUSTOMER, headers={"X-Client": "whatsapp-bot"})
            other = await http.get(CUSTOMER, headers={"X-Client": "web"})
            return bot.status_code, other.status_code

    assert run(statuses()) == (500, 200)


def test_journal_entry_records_the_request_the_rule_and_the_fault() -> None:
    """An entry has time, session, request id, operation, status, rule, fault, latency, key."""
    sim = make_sim()
    yaml = rules_yaml(
        "- {name: slow pay, match: {operation: createPayment}, fault: {kind: latency, ms: 250}}"
    )

    async def entries() -> list[dict[str, Any]]:
        await activate(sim.app, yaml, "qa")
        async with api(sim.app, "qa") as http:
            body = {
                "customer_id": WORKED_EXAMPLE,
                "amount": {"amount_minor": 100, "currency": "VES"},
                "method": "pago_movil",
                "reference": "1234",
            }
            await http.post(
                "/v1/payments",
                json=body,
                headers={"Idempotency-Key": "key-9", "X-Request-Id": "r-1"},
            )
        return await journal(sim.app, "qa")

    [entry] = run(entries())
    assert entry["session"] == "qa"
    assert entry["request_id"] == "r-1"
    assert (entry["operation_id"], entry["status"]) == ("createPayment", 201)
    assert (entry["rule"], entry["fault"], entry["ordinal"]) == ("slow pay", "latency", 1)
    assert entry["outcome"] == "delay 250 ms, then the normal response"
    assert entry["latency_ms"] == 250
    assert entry["idempotency_key"] == "key-9"
    assert entry["time"] == "2026-11-20T12:00:00Z"
    assert entry["scenario"] == "test"


def test_journal_masks_phone_numbers_and_tax_ids_unless_told_otherwise() -> None:
    """searchCustomers' phone is masked but for its last two digits; log_pii keeps it."""
    phone = persona("worked_example").phone

    async def target(log_pii: bool) -> str:
        sim = make_sim(replace(CONTROL_SETTINGS, log_pii=log_pii))
        async with api(sim.app) as http:
            await http.get("/v1/customers", params={"phone": phone})
        [entry] = await journal(sim.app)
        return str(entry["target"])

    masked, raw = run(target(False)), run(target(True))
    assert phone not in masked
    assert masked.endswith(phone[-2:])
    assert masked.startswith("/v1/customers?phone=%2A%2A")
    assert raw == f"/v1/customers?phone={phone.replace('+', '%2B')}"


def test_journal_size_zero_turns_the_journal_off() -> None:
    """journal_max_entries=0: nothing is recorded."""
    sim = make_sim(replace(CONTROL_SETTINGS, journal_max_entries=0))

    async def entries() -> list[dict[str, Any]]:
        async with api(sim.app) as http:
            await http.get(CUSTOMER)
        return await journal(sim.app)

    assert run(entries()) == []


def test_rejected_requests_are_journaled_without_an_operation() -> None:
    """A 401 is journaled (no operation), so QA sees calls that never reached a route."""
    sim = make_sim()

    async def entries() -> list[dict[str, Any]]:
        async with api(sim.app, Authorization="Bearer wrong") as http:
            await http.get(CUSTOMER)
        return await journal(sim.app)

    [entry] = run(entries())
    assert (entry["operation_id"], entry["status"]) == (None, 401)


def test_fault_header_value_is_printable_ascii() -> None:
    """Rule names with accents or control characters cannot break the header."""
    value = fault_header_value("outage", "caída\r\nX-Evil: 1", "http_error")
    assert value.isascii()
    assert b"\r" not in value
    assert b"\n" not in value
    assert value.startswith(b"outage/ca%C3%ADda")


def test_hook_given_to_the_factory_replaces_the_engine() -> None:
    """create_app(hook=...) still takes a custom hook (the bot tests use one)."""
    from billing_sim.simulator.edge import NoFaults

    sim = make_sim(hook=NoFaults())

    async def status() -> int:
        await activate(sim.app, rules_yaml("- fault: {kind: http_error, status: 503}"))
        async with api(sim.app) as http:
            response: httpx.Response = await http.get(CUSTOMER)
            return response.status_code

    assert run(status()) == 200


def test_a_request_is_journaled_at_its_arrival_however_late_the_hook_writes_it() -> None:
    """The hook's ``after`` runs once the response is sent, after the proxy's contract check of
    the answer or much later on a loaded process; the record still carries the business time
    the request arrived, so replicas that order one journal by arrival keep a sequential
    client's requests in the order sent."""
    clock = ManualClock.at_business_date(CONTROL_SETTINGS.business_date)
    store = InMemoryStore(clock.monotonic)
    hook = ScenarioHook(store=store, clock=clock, library=ScenarioLibrary({}), sleep=no_sleep)
    arrived = clock.now()
    context = RequestContext(
        request_id="r-1",
        locale="es-VE",
        method="GET",
        path="/v1/plans",
        started_at=clock.monotonic(),
    )
    clock.advance(0.25)
    summary = ResponseSummary(200, 0.25)
    clock.advance(3.0)  # the response is out; the journal is written late
    run(hook.after(context, summary))
    [record] = run(store.journal(context.session))
    entry = journal_entry(record)
    assert datetime.fromisoformat(entry.time) == arrived
    assert entry.latency_ms == 250


async def no_sleep(seconds: float) -> None:
    """The hook never waits in this test."""
