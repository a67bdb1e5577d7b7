"""What each result should have been, from what the simulator says it did.

Every attempt the client reports is found in the simulator's journal by its ``X-Request-Id``;
the fault the journal records for it (and the time the in-process exchange took) says which
failure kind the client must have seen. A scenario whose faults are random is therefore
checked as exactly as a scripted one, without restating its seed's draws.
"""

from __future__ import annotations

from typing import Any

from billing_sim.client import FailureKind, ToolResult
from billing_sim.simulator.store import JournalEntry
from tests.contract.client.tour import Call, Run
from tests.contract.client.virtual import Exchange

K = FailureKind
BUSINESS = frozenset({K.NOT_FOUND, K.REJECTED, K.INVALID_INPUT})
DEADLINE_MARGIN = 0.01
"""Virtual seconds a call may overrun its deadline by (none is expected: float slack)."""
_ALWAYS_BREAK = frozenset({"reset", "close"})


def expected_kind(entry: JournalEntry, exchange: Exchange) -> FailureKind | None:
    """The failure kind of an attempt that met ``entry`` (``None``: the promised answer).

    Whether the connection broke is read off the wire (the exchange), not the journal: a rule
    that wraps the route's answer (truncate, malformed, slow_body) leaves a business 404 as
    the route wrote it, although the journal names the rule's fault.
    """
    if exchange.timed_out:
        return K.TIMEOUT  # latency, a dribbled body, a hang: the answer came too late
    if exchange.broken:
        return K.CONNECTION  # reset, closed, cut short, or a hang the server gave up on
    status = entry.status
    malformed = entry.fault == "malformed" and 200 <= status < 300
    if malformed or (entry.fault == "http_error" and entry.off_contract):
        return K.CONTRACT_VIOLATION
    if status == 404:
        return K.NOT_FOUND
    if status == 429:
        return K.RATE_LIMITED
    if status >= 500:
        return K.SERVER_ERROR
    if status >= 400:
        return K.INVALID_INPUT
    return None


def check_run(run: Run) -> None:
    """Every result agrees with the journal; no request went unreported; deadlines held."""
    entries = {entry.request_id: entry for entry in run.journal}
    reported: set[str] = set()
    for call, result in zip(run.calls, run.results, strict=True):
        where = f"{run.scenario}: {call.label}: {result}"
        assert result.elapsed <= run.deadline + DEADLINE_MARGIN, where
        for attempt in result.attempts:
            assert attempt.request_id in entries, f"{where}: attempt not in the journal"
            assert attempt.request_id not in reported, f"{where}: attempt reported twice"
            reported.add(attempt.request_id)
            entry = entries[attempt.request_id]
            assert attempt.operation_id == entry.operation_id, where
            exchange = run.exchanges[attempt.request_id]
            if entry.fault in _ALWAYS_BREAK:
                assert exchange.broken, (where, entry)
            assert attempt.failure_kind == expected_kind(entry, exchange), (where, entry)
        check_verdict(call, result, where)
    assert reported == set(entries), f"{run.scenario}: requests no result reports"


def check_verdict(call: Call, result: ToolResult[Any], where: str) -> None:
    """The result's own kind, escalation and data follow from its attempts."""
    kind = result.failure_kind
    last = result.attempts[-1] if result.attempts else None
    assert result.ok == (kind is None), where
    assert result.should_escalate == (kind is not None and kind not in BUSINESS), where
    if kind in (K.CIRCUIT_OPEN, K.DEADLINE_EXCEEDED):
        # Nothing sent for the request that did not happen; only get_usage's first
        # request (listing subscriptions) may have gone before it.
        assert last is None or (
            call.capability == "get_usage"
            and last.operation_id == "listSubscriptions"
            and last.failure_kind is None
        ), where
        if kind is K.CIRCUIT_OPEN:
            assert result.incident_id, where
    elif kind is K.NOT_FOUND and last is not None and last.failure_kind is None:
        # A business "nothing": an empty search, or no current subscription.
        assert call.capability in ("find_customer", "get_usage"), where
        assert result.data in ([], None), where
    else:
        assert last is not None, where
        assert kind == last.failure_kind, where
    if result.ok:
        assert result.data is not None, where
