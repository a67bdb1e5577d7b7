"""``caching.validators``: answers that share a strong ETag carry the same body."""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.verify.stateful.validators import one_version_one_body
from billing_sim.toolkit.workflow.trace import Step, Trace
from tests.unit.toolkit.workflow_support import step


def read(key: str, body: dict[str, Any], etag: str) -> Step:
    answer = step(key, "getCustomerBalance", 200, body, path={"customer_id": "cus_1"})
    answer.response.headers["etag"] = [etag]
    return answer


def test_two_bodies_under_one_etag_fail_naming_both_requests() -> None:
    trace = Trace()
    trace.steps.append(read("es", {"display": "Bs. 1,00"}, '"v1"'))
    trace.extras.append(read("en", {"display": "VES 1.00"}, '"v1"'))
    [outcome] = one_version_one_body(trace)
    assert outcome.holds is False
    assert 'share ETag "v1"' in outcome.detail


def test_one_body_under_one_etag_holds_and_weak_etags_are_not_judged() -> None:
    trace = Trace()
    trace.steps.append(read("first", {"amount": 1}, '"v1"'))
    trace.extras.append(read("again", {"amount": 1}, '"v1"'))
    trace.extras.append(read("weak", {"amount": 2}, 'W/"v2"'))
    trace.extras.append(read("weak-again", {"amount": 3}, 'W/"v2"'))
    [outcome] = one_version_one_body(trace)
    assert outcome.holds is True


def test_an_etag_seen_once_is_no_evidence() -> None:
    trace = Trace()
    trace.steps.append(read("only", {"amount": 1}, '"v1"'))
    assert one_version_one_body(trace) == []
