"""The journal's two shapes: the record the store keeps per request, and the entry it reads as.

The scenario hook writes records (:func:`billing_sim.simulator.playback.journal.journal_record`);
the
control plane reads entries (``GET /_sim/journal``). Every record falls in one
:data:`JOURNAL_CATEGORIES` (:func:`journal_category`), which the store counts per session and
the console colours by.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final, NamedTuple

JOURNAL_CATEGORIES: Final = ("ok", "business", "fault", "off_contract", "error", "violation")
"""What happened to a journaled request, as QA reads a timeline:

* ``ok``: answered normally (below 400), no fault applied;
* ``business``: a business or validation answer (4xx) the route or the edge gave, no fault;
* ``fault``: a scenario rule's fault was applied and the answer stayed inside the contract;
* ``off_contract``: a fault was applied that leaves the contract (a reset, a hang, a bare
  404, a malformed body...);
* ``error``: no fault, yet a 5xx or no answer at all (the simulator failed, or the client left);
* ``violation``: no fault, and the real API's answer broke the contract (proxy mode only: the
  entry's ``violations`` say which promises and why).
"""


class JournalEntry(NamedTuple):
    """One request under ``/v1`` as the simulator answered it.

    A named tuple rather than a frozen dataclass: one is built per request, and a tuple is
    three times cheaper to make.

    Args:
        time: Business time the request arrived (ISO 8601, UTC).
        session: The request's ``X-Sim-Session``.
        request_id: The ``X-Request-Id`` it was answered with.
        method: HTTP method.
        target: Path and query string, personal data masked unless the instance logs it.
        operation_id: The contract operation, or ``None`` for a request rejected before routing.
        status: The status sent; ``0`` when no response was started (reset, close, hang).
        latency_ms: Milliseconds from arrival to the end of the response.
        idempotency_key: The request's ``Idempotency-Key``, if any.
        scenario: The session's active scenario, if any.
        phase: The phase the request fell in (scenarios with phases).
        rule: The rule that fired (its ``name`` or label), if any.
        fault: The fault kind applied (``http_error``, ``reset``...), if any.
        outcome: What exactly was applied (``503 billing_backend_unavailable, Retry-After: 30``).
        ordinal: The request's ordinal for the rule that fired.
        off_contract: Whether the answer left the contract.
        seq: The request's sequence number in its session's journal (1, 2, 3..., never
            reused, not even after the journal is cleared); ``0`` when not known.
        category: One of :data:`JOURNAL_CATEGORIES`.
        violations: In proxy mode, what the upstream's answer broke: ``{"promise": id,
            "reason": one line}`` each.
    """

    time: str
    session: str
    request_id: str
    method: str
    target: str
    operation_id: str | None
    status: int
    latency_ms: int
    idempotency_key: str | None = None
    scenario: str | None = None
    phase: str | None = None
    rule: str | None = None
    fault: str | None = None
    outcome: str | None = None
    ordinal: int | None = None
    off_contract: bool = False
    seq: int = 0
    category: str = "ok"
    violations: tuple[dict[str, str], ...] = ()


ViolationPairs = tuple[tuple[str, str], ...]
"""``(promise id, one-line reason)`` per violation of a proxied answer."""

JournalRecord = tuple[
    float,  # arrival, business time in POSIX seconds
    float,  # duration, seconds from arrival to the end of the response
    str,  # session
    str,  # request_id
    str,  # method
    str,  # target
    str | None,  # operation_id
    int,  # status
    str | None,  # idempotency_key
    str | None,  # scenario
    str | None,  # phase
    str | None,  # rule
    str | None,  # fault
    str | None,  # outcome
    int | None,  # ordinal
    bool,  # off_contract
    ViolationPairs,  # violations (proxy mode); records written before it have 16 fields
]
"""One journaled request as the journal keeps it: a :class:`JournalEntry` before formatting.

Requests are journaled far more often than the journal is read, so each is kept as this plain
tuple of numbers, strings and ``None`` (cheap to build; the garbage collector stops tracking
such a tuple, so a full journal of 10,000 costs no collection time) and turned into a
:class:`JournalEntry` only when read (:func:`journal_entry`).
"""


def journal_category(record: JournalRecord) -> str:
    """The :data:`JOURNAL_CATEGORIES` entry ``record`` falls in (a pure function, so that every
    store counts alike)."""
    status, fault, off_contract = record[7], record[12], record[15]
    if fault is not None:
        return "off_contract" if off_contract else "fault"
    if len(record) > 16 and record[16]:
        return "violation"
    if status == 0 or status >= 500:
        return "error"
    return "business" if status >= 400 else "ok"


def journal_entry(record: JournalRecord, seq: int = 0) -> JournalEntry:
    """The entry a record stands for, as the control plane shows it (``seq``: its sequence
    number in the session's journal)."""
    (arrived, duration, session, request_id, method, target, operation_id, status, key) = record[:9]
    scenario, phase, rule, fault, outcome, ordinal, off_contract = record[9:16]
    violations = record[16] if len(record) > 16 else ()
    return JournalEntry(
        time=datetime.fromtimestamp(arrived, UTC).isoformat().replace("+00:00", "Z"),
        session=session,
        request_id=request_id,
        method=method,
        target=target,
        operation_id=operation_id,
        status=status,
        latency_ms=round(duration * 1000),
        idempotency_key=key,
        scenario=scenario,
        phase=phase,
        rule=rule,
        fault=fault,
        outcome=outcome,
        ordinal=ordinal,
        off_contract=off_contract,
        seq=seq,
        category=journal_category(record),
        violations=tuple({"promise": promise, "reason": reason} for promise, reason in violations),
    )
