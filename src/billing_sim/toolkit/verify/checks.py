"""The checks verify applies to the workflow, and how every result becomes a record.

schemathesis' checks and the response-level promises (:mod:`billing_sim.toolkit.verify.responses`)
run on
every response of every phase. The workflow's responses go through the same functions one by
one, so each record carries the check's name and the promises it speaks for; the workflow's own
judgements (:mod:`billing_sim.toolkit.verify.stateful`) become records of their promise. The
promise checks
are registered with schemathesis when a run starts, never at import (its registry is
process-wide).
"""

from __future__ import annotations

from typing import Any

import schemathesis
from schemathesis import Case, CheckFunction
from schemathesis.checks import CHECKS, is_check_class, load_all_checks
from schemathesis.core.failures import Failure, FailureGroup

from billing_sim.toolkit.verify.attribution import promises_for
from billing_sim.toolkit.verify.responses import PROMISE_CODE, failure, judge_all, response_checks
from billing_sim.toolkit.verify.results import CheckRun, FailureInfo, Unexercised
from billing_sim.toolkit.verify.stateful.judgement import Outcome
from billing_sim.toolkit.workflow.trace import Step

WORKFLOW = "workflow"


def register_checks() -> None:
    """Add the response promises to schemathesis' registry (idempotent)."""
    for check in response_checks():
        schemathesis.check(check)


def builtin_checks(case: Case[Any]) -> list[CheckFunction]:
    """schemathesis' own checks the configuration enables for ``case``'s operation."""
    load_all_checks()
    ours = {check.__name__ for check in response_checks()}
    config = case.operation.schema.config.checks_config_for(operation=case.operation, phase=None)
    return [
        check
        for check in CHECKS.get_all()
        if not is_check_class(check)
        and check.__name__ not in ours
        and config.get_by_name(name=check.__name__).enabled
    ]


def check_step(step: Step) -> list[CheckRun]:
    """Every enabled check and every response promise on one workflow response."""
    runs = []
    for check in builtin_checks(step.case):
        name = check.__name__
        try:
            step.case.validate_response(step.response, checks=[check])
        except FailureGroup as group:
            for found in group.exceptions:
                runs.append(_run(step, name, _info(step, found), promises_for(name, found)))
        else:
            runs.append(_run(step, name, None, promises_for(name, None)))
    for promise, verdict in judge_all(step.operation_id, step.response):
        if verdict is None:
            continue
        info = _info(step, failure(promise, step.operation_id, verdict)) if verdict else None
        runs.append(_run(step, promise.id, info, (promise.id,)))
    return runs


def outcome_records(outcomes: list[Outcome]) -> tuple[list[CheckRun], list[Unexercised]]:
    """The workflow's judgements as records, and what they could not exercise."""
    runs: list[CheckRun] = []
    unexercised: list[Unexercised] = []
    for outcome in outcomes:
        if outcome.holds is None:
            unexercised.append(Unexercised(outcome.promise, outcome.operation, outcome.detail))
            continue
        case_id = outcome.steps[0].case.id if outcome.steps else outcome.promise
        info = None
        if not outcome.holds:
            info = FailureInfo(
                _title(outcome.promise),
                outcome.detail,
                PROMISE_CODE,
                "\n".join(step.reproduction for step in outcome.steps) or "(no request)",
            )
        runs.append(
            CheckRun(
                outcome.operation, outcome.promise, WORKFLOW, case_id, info, (outcome.promise,)
            )
        )
    return runs, unexercised


def _title(promise: str) -> str:
    title = _TITLES.get(promise) or _TITLES.get(promise.split(".", 1)[0], "promise broken")
    return f"{promise}: {title}"


_TITLES = {
    "pagination": "pages disagree with the list",
    "idempotency": "idempotency broken",
    "payments": "payment not recorded as promised",
    "links": "link leads to nothing",
    "strictness": "unknown member accepted",
    "lookup": "lookup rule broken",
    "caching": "conditional read not honoured",
    "caching.validators": "ETag does not follow its representation",
    "balance": "balance disagrees with the open invoices",
    "bill": "bill summary disagrees with its invoices",
    "invoice": "invoice disagrees with its lines",
    "lists": "invoice list filter or history broken",
    "lists.scope": "answer holds items of another resource than the path names",
    "selection": "answer is not for the value asked",
    "requests": "bad request not refused as promised",
    "usage": "usage period not the current one",
}


def _run(step: Step, check: str, info: FailureInfo | None, promises: tuple[str, ...]) -> CheckRun:
    return CheckRun(step.operation_id, check, WORKFLOW, step.case.id, info, promises)


def _info(step: Step, found: Failure) -> FailureInfo:
    return FailureInfo(found.title, found.message, found.code, step.reproduction)
