"""Validators across writes and languages: an ``ETag`` is the version of *its* representation.

:mod:`.conditional` asks whether a server honours ``If-None-Match`` at all; this module asks
whether the validator moves when the representation does, which only a request sequence that
changes the representation can show:

* **across the workflow's own write**: every read of the walk that carried an ``ETag`` before
  the payment is read again after it, plainly and with ``If-None-Match`` and the old ``ETag``.
  Where the payment changed the representation (the plain read differs from the one before), a
  ``304`` is a stale copy declared fresh, and the same ``ETag`` on another body names two
  representations with one version. Where nothing changed, the read is not evidence either way;
* **one version, one body**: any two answers of the run that share a strong ``ETag`` carry the
  same body, whatever else differed between their requests: a read and its English probe (an
  ``If-None-Match`` sent with the Spanish one would get the English reader a 304), two values of
  a selecting parameter, two pages, a read before and after the payment.
"""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.verify.stateful.judgement import Outcome, not_exercised, verdict
from billing_sim.toolkit.workflow.caller import Caller
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


def one_version_one_body(trace: Trace) -> list[Outcome]:
    """Every answer of the run with a strong ``ETag`` (the walk's and verify's own reads):
    answers that share one carry the same body, whatever else differed between the requests
    (the language, a selecting parameter, a page, the payment in between). One outcome per
    operation that answered with an ``ETag`` twice or more."""
    by_tag: dict[tuple[str, str], list[Step]] = {}
    for step in [*trace.steps, *trace.extras]:
        etag = etag_of(step)
        if step.response.status_code == 200 and etag and not etag.startswith("W/"):
            by_tag.setdefault((step.operation_id, etag), []).append(step)
    problems: dict[str, list[Outcome]] = {}
    judged: dict[str, Step] = {}
    for (operation, etag), steps in by_tag.items():
        if len(steps) < 2:
            continue
        first = steps[0]
        judged.setdefault(operation, first)
        other = next((s for s in steps[1:] if s.json() != first.json()), None)
        if other is not None:
            problems.setdefault(operation, []).append(
                verdict(
                    PROMISE,
                    other,
                    False,
                    f"two different representations share ETag {etag}: {_request(first)} and "
                    f"{_request(other)}",
                    first,
                )
            )
    return [
        *(outcome for found in problems.values() for outcome in found[:1]),
        *(
            verdict(PROMISE, step, True, "")
            for operation, step in judged.items()
            if operation not in problems
        ),
    ]


def _request(step: Step) -> str:
    language = (dict(step.case.headers or {})).get("Accept-Language")
    query = step.case.query or {}
    parts = [f"{k}={v}" for k, v in query.items()]
    if language:
        parts.append(f"Accept-Language: {language}")
    return f"{step.operation_id}({', '.join(parts)})" if parts else step.operation_id


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
