"""Two workflow walks compared step by step, plus their auth probes and their state transitions.

Each implementation walks from its own test customer, so its own ids flow through its own links;
steps are matched by their link chain (``searchCustomers/GetCustomer/RecordPayment``). Requests
after the payment and the payment's effects belong to the write: a difference there is a
``transition`` of ``createPayment``, whatever operation observed it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from schemathesis import Case, Response

from billing_sim.toolkit.drift.effects import Effect, payment_effects
from billing_sim.toolkit.drift.observation import (
    Finding,
    Observation,
    compare_observations,
    observe,
)
from billing_sim.toolkit.drift.values import SideValues, ordered, same_data, value_changes
from billing_sim.toolkit.workflow.trace import Step, Trace
from billing_sim.toolkit.workflow.walk import KNOWN_SEARCH

INVALID_KEY = "billing-sim-drift-invalid-key"
PROBES: tuple[tuple[str, Mapping[str, str]], ...] = (
    ("without credentials", {}),
    ("with an invalid key", {"Authorization": f"Bearer {INVALID_KEY}"}),
)

RACE = "#race"
"""verify's race: concurrent requests whose answers (201 or 409) legitimately vary by timing."""

RawSend = Callable[[Case[Any], Mapping[str, str]], Response]
"""Sends a case to one implementation with exactly the given extra headers (no credentials)."""


@dataclass(frozen=True, slots=True)
class ProbeResult:
    """How one operation of one walk answered one auth probe."""

    operation: str
    probe: str
    observation: Observation
    example: str
    request: str = ""


def probe_auth(trace: Trace, send: RawSend) -> list[ProbeResult]:
    """The first request of each operation, resent without credentials and with a wrong key.

    The payment's probe reuses its ``Idempotency-Key`` and body: an implementation that ignores
    auth replays the payment instead of recording another.
    """
    firsts: dict[str, Step] = {}
    for step in trace.steps:
        firsts.setdefault(step.operation_id, step)
    results = []
    for operation, step in firsts.items():
        for probe, headers in PROBES:
            response = send(step.case, headers)
            request = step.case.as_curl_command(headers=dict(response.request.headers))
            results.append(
                ProbeResult(
                    operation, probe, observe(response), f"workflow step {step.key}", request
                )
            )
    return results


def compare_probes(reference: list[ProbeResult], target: list[ProbeResult]) -> list[Finding]:
    """Auth probes answered differently."""
    theirs = {(r.operation, r.probe): r for r in target}
    findings = []
    for ours in reference:
        other = theirs.get((ours.operation, ours.probe))
        if other is not None and ours.observation.outcome != other.observation.outcome:
            findings.append(
                Finding(
                    ours.operation,
                    "auth",
                    ours.probe,
                    ours.observation.outcome,
                    other.observation.outcome,
                    ours.example,
                    other.request,
                )
            )
    return findings


def compare_walks(reference: Trace, target: Trace) -> tuple[list[Finding], list[str]]:
    """Differences between two walks, and notes on the steps only one of them could take."""
    ours = {step.key: step for step in reference.steps}
    theirs = {step.key: step for step in target.steps}
    our_effects = {effect.name: effect for effect in payment_effects(reference)}
    their_effects = {effect.name: effect for effect in payment_effects(target)}
    observed_by_effect = {e.step.key for e in [*our_effects.values(), *their_effects.values()]}
    write = _write_of(reference)
    findings: list[Finding] = []
    notes: list[str] = []
    for key in [*ours, *(k for k in theirs if k not in ours)]:
        mine, other = ours.get(key), theirs.get(key)
        if mine is None or other is None:
            if _parents_agree(key, ours, theirs):
                missing = target if mine is not None else reference
                notes.append(_one_sided(key, missing, mine is not None))
            continue
        a, b = observe(mine.response), observe(other.response)
        example = f"workflow step {key}"
        # After the payment only the shape is the step's own; its status is a transition.
        request = other.reproduction
        if mine.stage != "after_write" or a.status == b.status:
            findings += compare_observations(mine.operation_id, a, b, example, request)
        elif key not in observed_by_effect:
            subject = f"{mine.operation_id} after the payment"
            findings.append(
                Finding(write, "transition", subject, a.outcome, b.outcome, example, request)
            )
    for name, effect in our_effects.items():
        other_effect = their_effects.get(name)
        if other_effect is not None and effect.holds != other_effect.holds:
            example = f"workflow step {effect.step.key}"
            verdicts = _verdict(effect), _verdict(other_effect)
            request = other_effect.step.reproduction
            findings.append(
                Finding(write, "transition", effect.promise, *verdicts, example, request)
            )
    return findings, notes


def _verdict(effect: Effect) -> str:
    return f"yes ({effect.observed})" if effect.holds else f"no ({effect.observed})"


def _write_of(trace: Trace) -> str:
    writes = trace.stage("write")
    return writes[0].operation_id if writes else "createPayment"


def _parents_agree(key: str, ours: Mapping[str, Step], theirs: Mapping[str, Step]) -> bool:
    """Whether both walks reached ``key``'s parent with the same status (else that differs)."""
    if "/" not in key:
        return True
    parent = key.rsplit("/", 1)[0]
    if parent not in ours or parent not in theirs:
        return False
    return ours[parent].response.status_code == theirs[parent].response.status_code


def _one_sided(key: str, missing: Trace, in_reference: bool) -> str:
    why = next((s.reason for s in missing.skipped if s.key == key), "not reached")
    side = "the implementation" if in_reference else "the reference"
    return f"workflow step {key} not compared: {side} did not take it ({why})"


def header_values(
    ours: SideValues, mine: Step, others: SideValues, other: Step
) -> dict[str, tuple[str, str]]:
    """The declared headers whose values two runs on the same data share: ``X-Request-Id`` by
    whether it echoes the request's, ``Location`` by whether it names the answer's own resource
    (else with the run's payment ids renamed)."""
    forms = {}
    for name in ("X-Request-Id", "Location"):
        pair = (_header_form(ours, mine, name), _header_form(others, other, name))
        forms[name] = pair
    return forms


def _header_form(values: SideValues, step: Step, name: str) -> str:
    sent = step.response.headers.get(name.lower())
    value = sent[0] if sent else None
    if value is None:
        return "absent"
    if name == "X-Request-Id":
        asked = dict(step.case.headers or {}).get(name)
        return "the request's" if value == asked else "another"
    body = step.json()
    own = body.get("id") if isinstance(body, dict) else None
    if isinstance(own, str) and value.rstrip("/").endswith(f"/{own}"):
        return "the answer's own"
    return values.text(value)


def side_values(reference: Trace, target: Trace) -> tuple[SideValues, SideValues] | None:
    """What is particular to each walk, when both start from the same data (else ``None``)."""
    if not same_data(reference.step(KNOWN_SEARCH), target.step(KNOWN_SEARCH)):
        return None
    return SideValues(reference), SideValues(target)


def compare_requests(reference: Trace, target: Trace) -> tuple[list[Finding], list[str]]:
    """When both walks start from the same data, verify's own reads compared like the steps
    (status, code, headers, shape), and every request's body value by value and its ``ETag`` by
    the requests it relates (:mod:`billing_sim.toolkit.drift.values`). With other data, verify's
    reads are built from each side's own data (a month its customer has, a page a third of its
    list), so they are not the same requests, and are not compared."""
    sides = side_values(reference, target)
    if sides is None:
        return [], [
            "values and verify's own reads not compared: the two test customers read "
            "differently (other data), so the workflow's statuses, codes, headers and shapes "
            "are, and what verify concludes from each side's own reads (kind promise)"
        ]
    findings: list[Finding] = []
    ours, others = sides
    matched = {step.key: step for step in ordered(target)}
    for mine in ordered(reference):
        other = matched.get(mine.key)
        if other is None or RACE in mine.key:
            continue
        extra = mine.stage == "extra"
        where = f"{'verify request' if extra else 'workflow step'} {mine.key}"
        request = other.reproduction
        if extra:
            a, b = observe(mine.response), observe(other.response)
            findings += compare_observations(mine.operation_id, a, b, where, request)
        if mine.response.status_code != other.response.status_code:
            continue
        for change in value_changes(ours.body(mine), others.body(other)):
            findings.append(
                Finding(
                    mine.operation_id,
                    "value",
                    change.path,
                    change.reference,
                    change.target,
                    where,
                    request,
                )
            )
        for name, (our_form, their_form) in header_values(ours, mine, others, other).items():
            if our_form != their_form:
                findings.append(
                    Finding(mine.operation_id, "header", name, our_form, their_form, where, request)
                )
        our_tag, their_tag = ours.etag(mine), others.etag(other)
        if our_tag is not None and their_tag is not None and our_tag != their_tag:
            relation = Finding(
                mine.operation_id, "validator", mine.key, our_tag, their_tag, where, request
            )
            findings.append(relation)
    return findings, []


def compare_verdicts(
    reference: Sequence[tuple[str, str, bool | None, str]],
    target: Sequence[tuple[str, str, bool | None, str]],
    trace: Trace,
) -> list[Finding]:
    """Promises that hold on one side and are broken on the other, by operation: what verify
    concludes from each side's own requests (used when the sides hold other data, so that the
    requests themselves cannot be compared)."""
    ours, theirs = _conclusions(reference), _conclusions(target)
    request = next((step.reproduction for step in trace.steps), "")
    findings = []
    for key, (holds, detail) in ours.items():
        other = theirs.get(key)
        if other is None or holds is None or other[0] is None or holds == other[0]:
            continue
        promise, operation = key
        findings.append(
            Finding(
                operation,
                "promise",
                promise,
                _concluded(holds, detail),
                _concluded(other[0], other[1]),
                "verify's judgement of each side's walk",
                request,
            )
        )
    return findings


def _conclusions(
    verdicts: Sequence[tuple[str, str, bool | None, str]],
) -> dict[tuple[str, str], tuple[bool | None, str]]:
    """Per promise and operation: broken if any judgement broke it, held if any held it."""
    found: dict[tuple[str, str], tuple[bool | None, str]] = {}
    for promise, operation, holds, detail in verdicts:
        before = found.get((promise, operation), (None, ""))
        if before[0] is False or holds is None:
            found.setdefault((promise, operation), before)
            continue
        found[(promise, operation)] = (holds, detail if holds is False else before[1])
    return found


def _concluded(holds: bool, detail: str) -> str:
    return "holds" if holds else f"broken ({detail[:200]})"
