"""Conditional reads: a single-resource read honours ``If-None-Match`` with ``304``.

Each operation's first read that carried an ``ETag`` is sent again with that ``ETag`` (the
answer must be ``304`` with the same ``ETag``, or, if the representation changed meanwhile,
``200`` with another one) and with an ``ETag`` nobody issued (the answer must be the
representation, ``200``). So the promise is checked against the contract, not against how often
a server's representation changes: a balance whose ``as_of`` moves every second passes as long
as its ``ETag`` moves with it.
"""

from __future__ import annotations

from billing_sim.toolkit.verify.stateful.judgement import Outcome, verdict
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.trace import Step, Trace

PROMISE = "caching.conditional"
PROMISES = (PROMISE,)
STRANGER = '"billing-sim-never-issued"'


def conditional_reads(caller: Caller, trace: Trace) -> list[Outcome]:
    """One outcome per operation whose reads carry an ``ETag``."""
    firsts: dict[str, Step] = {}
    for step in trace.stage("read"):
        etag = step.response.headers.get("etag", [None])[0]
        if step.succeeded and etag and step.operation_id not in firsts:
            firsts[step.operation_id] = step
    return [_probe(caller, step) for step in firsts.values()]


def _again(caller: Caller, step: Step, etag: str, label: str) -> Step:
    return caller.get(
        f"{step.key}?if-none-match({label})",
        step.operation_id,
        "extra",
        path=dict(step.case.path_parameters or {}),
        query=dict(step.case.query or {}),
        headers={"If-None-Match": etag},
    )


def _probe(caller: Caller, step: Step) -> Outcome:
    etag = step.response.headers["etag"][0]
    same = _again(caller, step, etag, "current")
    returned = same.response.headers.get("etag", [None])[0]
    status = same.response.status_code
    if status == 304:
        if returned != etag:
            return verdict(PROMISE, same, False, f"304 for {etag} carries ETag {returned!r}", step)
    elif status == 200:
        if returned == etag:
            return verdict(
                PROMISE,
                same,
                False,
                f"If-None-Match {etag} (the ETag just returned) answered 200 with the same "
                "ETag, not 304",
                step,
            )
    else:
        return verdict(PROMISE, same, False, f"If-None-Match {etag} answered {same.outcome}", step)
    other = _again(caller, step, STRANGER, "other")
    return verdict(
        PROMISE,
        other,
        other.response.status_code == 200,
        f"If-None-Match with an ETag never issued answered {other.outcome}, not 200",
        step,
        same,
    )
