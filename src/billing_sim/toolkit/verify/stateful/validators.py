"""Validators across writes and languages: an ``ETag`` is the version of *its* representation.

:mod:`.conditional` asks whether a server honours ``If-None-Match`` at all; this module asks
whether the validator moves when the representation does, which only a request sequence that
changes the representation can show:

* **across the workflow's own write**: every read of the walk that carried an ``ETag`` before
  the payment is read again after it, plainly and with ``If-None-Match`` and the old ``ETag``.
  Where the payment changed the representation (the plain read differs from the one before), a
  ``304`` is a stale copy declared fresh, and the same ``ETag`` on another body names two
  representations with one version. Where nothing changed, the read is not evidence either way;
* **across languages**: a read and its English probe whose bodies differ must not share an
  ``ETag`` (an ``If-None-Match`` sent with the Spanish one would get the English reader a 304).
"""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.verify.stateful.judgement import Outcome, not_exercised, verdict
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.probe_values import ENGLISH
from billing_sim.toolkit.workflow.trace import Step, Trace

PROMISE = "caching.validators"
PROMISES = (PROMISE,)


def etag_of(step: Step) -> str | None:
    """The response's ``ETag``, if it has one."""
    values = step.response.headers.get("etag")
    return values[0] if values else None


def _versioned(trace: Trace) -> list[Step]:
    """The first successful read with an ``ETag`` of each URL (path and query), in order."""
    seen: set[tuple[str, str, str]] = set()
    found = []
    for step in trace.stage("read"):
        url = (step.operation_id, repr(step.case.path_parameters), repr(step.case.query))
        if step.succeeded and etag_of(step) and url not in seen:
            seen.add(url)
            found.append(step)
    return found


def across_languages(trace: Trace) -> list[Outcome]:
    """Each read with an ``ETag`` against its English probe: other bodies, other validators."""
    outcomes = []
    for step in _versioned(trace):
        english = trace.step(f"{step.key}#{ENGLISH}")
        if english is None or not english.succeeded or etag_of(english) is None:
            continue
        if english.json() == step.json():
            continue
        outcomes.append(
            verdict(
                PROMISE,
                english,
                etag_of(english) != etag_of(step),
                f"the Spanish and the English representations differ and share ETag "
                f"{etag_of(step)}",
                step,
            )
        )
    return outcomes


def across_the_write(caller: Caller, trace: Trace) -> list[Outcome]:
    """Every read with an ``ETag`` from before the payment, read again after it."""
    payment = trace.payment
    if payment is None or not payment.succeeded:
        return [
            not_exercised(PROMISE, "createPayment", "the workflow recorded no payment to change")
        ]
    outcomes: list[Outcome] = []
    for before in _versioned(trace):
        outcome = _again(caller, before)
        if outcome is not None:
            outcomes.append(outcome)
    if not outcomes:
        outcomes.append(
            not_exercised(
                PROMISE,
                "createPayment",
                "the payment changed no representation the walk had read with an ETag",
            )
        )
    return outcomes


def _again(caller: Caller, before: Step) -> Outcome | None:
    old = etag_of(before)
    path = dict(before.case.path_parameters or {})
    query: dict[str, Any] = dict(before.case.query or {})
    now = caller.get(
        f"{before.key}#after-write", before.operation_id, "extra", path=path, query=query
    )
    if not now.succeeded or now.json() == before.json():
        return None
    if etag_of(now) == old:
        return verdict(
            PROMISE,
            now,
            False,
            f"after the payment the representation changed and kept its ETag {old}",
            before,
        )
    conditional = caller.get(
        f"{before.key}#after-write?if-none-match",
        before.operation_id,
        "extra",
        path=path,
        query=query,
        headers={"If-None-Match": str(old)},
    )
    return verdict(
        PROMISE,
        conditional,
        conditional.response.status_code != 304,
        f"after the payment changed the representation, If-None-Match {old} (the ETag from "
        "before it) answered 304: a stale copy declared fresh",
        before,
        now,
    )
