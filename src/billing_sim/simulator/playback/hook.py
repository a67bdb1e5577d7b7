"""The scenario engine behind the edge's fault hook: decide per request, apply, journal.

Per request, with no scenario for the session, ``before`` costs one store lookup and nothing
else. With one, it fetches the compiled scenario (cached by its text), runs the engine's loop
against the store (:mod:`billing_sim.simulator.scenario.play`) and hands a fired rule's outcome to
:class:`~simulator.playback.wire.OutcomePlan`. ``after`` appends the journal record (a plain
tuple; entries are formatted only when the journal is read).

The instance's default scenario (``serve --scenario``) is activated for a session at its first
request, set-if-absent, so every session plays the whole timeline from its own start.
"""

from __future__ import annotations

from typing import Protocol
from urllib.parse import quote

from billing_sim.simulator.clock import Clock, Sleep
from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import FaultPlan, ResponseSummary
from billing_sim.simulator.playback.journal import Annotation, arrival, journal_record
from billing_sim.simulator.playback.subject import customers_of, needs_body
from billing_sim.simulator.playback.wire import OutcomePlan
from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.engine import Decision, ScenarioRequest
from billing_sim.simulator.scenario.library import ScenarioLibrary, ScenarioSource
from billing_sim.simulator.scenario.play import play, settled_without_store
from billing_sim.simulator.store import CounterStore, JournalStore, ScenarioStore

FAULT_HEADER = b"x-sim-fault"
"""Names the scenario, rule and fault kind behind an answer (``--no-fault-header`` drops it)."""

_HEADER_SAFE = " /:()[]#'.,_-"


class PlaybackStore(ScenarioStore, CounterStore, JournalStore, Protocol):
    """The roles the scenario hook uses: the session's activation, the engine's counters and
    phase ends, the journal."""


class ScenarioHook:
    """A :class:`~simulator.edge.hooks.FaultHook` playing each session's scenario.

    Args:
        store: Scenario state, counters and journals.
        clock: Business time for journal entries.
        library: Compiles stored scenarios (cached).
        sleep: The async sleep every injected wait goes through.
        default: The scenario sessions start with, if any.
        fault_header: Whether to add ``X-Sim-Fault`` to answers a rule shaped.
        journal_limit: Entries kept per session; ``0`` records nothing.
        log_pii: Whether the journal keeps phone numbers and tax ids unmasked.
        data: Resolves the customer a request is about, for ``match: {customer: ...}``
            rules; without it (proxy mode) only requests naming their customer outright
            (``customer_id`` in the path, createPayment's body) are about one.
    """

    def __init__(
        self,
        *,
        store: PlaybackStore,
        clock: Clock,
        library: ScenarioLibrary,
        sleep: Sleep,
        default: ScenarioSource | None = None,
        fault_header: bool = True,
        journal_limit: int = 10_000,
        log_pii: bool = False,
        data: BillingData | None = None,
    ) -> None:
        self._store = store
        self._data = data
        self._clock = clock
        self._library = library
        self._sleep = sleep
        self._default = default
        self._fault_header = fault_header
        self._journal_limit = journal_limit
        self._log_pii = log_pii

    async def before(self, context: RequestContext) -> FaultPlan | None:
        """Count the request in its session's scenario; a plan if a rule fires."""
        session, operation_id = context.session, context.operation_id
        record = await self._store.scenario_of(session)
        if record is None:
            if self._default is None:
                return None
            default = self._default
            record = await self._store.activate_scenario(
                session, default.name, default.text, if_absent=True
            )
        if record.name is None or operation_id is None:
            return None
        scenario = self._library.scenario(record.name, record.text)
        headers = _headers(scenario, context)
        path_params = context.path_params
        elapsed_s = record.elapsed_s
        customers: tuple[str, ...] = ()
        if operation_id in scenario.customer_operations:  # else: no lookup, no body read
            customers = await self._customers(context, operation_id)
        verdict = settled_without_store(
            scenario, operation_id, path_params, headers, elapsed_s, customers
        )
        if verdict is None:
            request = ScenarioRequest(session, operation_id, path_params, headers, customers)
            verdict = await play(
                self._store, scenario, record.activation, request, elapsed_s, record.seed
            )
        context.fault = Annotation(scenario.name, verdict.phase, verdict.decision)
        if verdict.decision is None:
            return None
        header = self._header(scenario, verdict.decision) if self._fault_header else None
        return OutcomePlan(verdict.decision.outcome, self._sleep, header, self._clock.monotonic)

    async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
        """Append the request to its session's journal."""
        if self._journal_limit < 1:
            return
        arrived = arrival(self._clock, context)
        record = journal_record(context, summary, arrived=arrived, log_pii=self._log_pii)
        await self._store.append_journal(context.session, record, limit=self._journal_limit)

    async def _customers(self, context: RequestContext, operation_id: str) -> tuple[str, ...]:
        body = await context.read_body() if needs_body(operation_id) else None
        return customers_of(self._data, operation_id, context.path_params, context.params, body)

    @staticmethod
    def _header(scenario: Scenario, decision: Decision) -> tuple[bytes, bytes]:
        return FAULT_HEADER, fault_header_value(scenario.name, decision.rule.name, decision.kind)


def fault_header_value(scenario: str, rule: str, kind: str) -> bytes:
    """``outage/rules[0] http_error``; anything but printable ASCII percent-encoded."""
    return quote(f"{scenario}/{rule} {kind}", safe=_HEADER_SAFE).encode("ascii")


def _headers(scenario: Scenario, context: RequestContext) -> dict[str, str]:
    wanted = scenario.header_names
    if not wanted:
        return {}
    headers: dict[str, str] = {}
    for name, value in context.raw_headers:
        lower = name.lower()
        if lower in wanted:
            headers[lower.decode("latin-1")] = value.decode("latin-1")
    return headers
