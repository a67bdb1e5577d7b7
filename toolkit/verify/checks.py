"""The checks verify applies: schemathesis' own, ``integer_money``, ``declared_problem_code``
and the workflow's.

schemathesis' checks run on every response of every phase. The workflow's responses go through
the same functions one by one, so each result carries the check's name. ``integer_money`` is
registered with schemathesis for the whole run (its registry is process-wide, so registration
happens when a run starts, never at import).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import schemathesis
from schemathesis import Case, CheckContext, CheckFunction, Response
from schemathesis.checks import CHECKS, is_check_class, load_all_checks
from schemathesis.core.failures import Failure, FailureGroup

from openapi.operations import OPERATIONS
from toolkit.verify.effects import Effect, payment_effects
from toolkit.verify.results import CheckRun, FailureInfo
from toolkit.verify.workflow import Step, Trace

WORKFLOW = "workflow"
PAYMENT_ACCEPTED = "workflow_payment_accepted"
TOOLKIT_CODE = "ST901"
"""schemathesis reserves ST9xx for custom checks."""


class FloatNumber(Failure):
    """A JSON number written with a fraction or an exponent."""

    code = TOOLKIT_CODE
    kind_title = "Number written as a float"


def integer_money(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """Every number in a JSON response is written as an integer.

    The contract declares no fractional number: money is integer minor units (``amount_minor``),
    rates and quantities are decimal strings. JSON Schema's ``integer`` accepts ``337600.0``,
    so ``response_schema_conformance`` cannot see money rendered as floats; this check does.
    """
    del ctx
    if not response.content or "json" not in response.headers.get("content-type", [""])[0]:
        return None
    try:
        document = json.loads(response.content)
    except ValueError:
        return None  # response_schema_conformance reports a body that is not JSON
    floats = list(_float_paths(document, ""))
    if floats:
        shown = ", ".join(f"{path} = {value!r}" for path, value in floats[:5])
        more = f" (and {len(floats) - 5} more)" if len(floats) > 5 else ""
        raise FloatNumber(
            operation=case.operation.label,
            message=f"{len(floats)} number(s) written as floats: {shown}{more}",
        )
    return None


class UndeclaredProblemCode(Failure):
    """A problem whose code the operation does not declare for that status."""

    code = TOOLKIT_CODE
    kind_title = "Problem code not declared for this operation"


def declared_problem_code(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """A problem+json answer carries a code its operation declares for that status.

    ``response_schema_conformance`` accepts any catalog code in a problem. The client is
    stricter, and rightly: it reads ``route_not_found`` on getCustomer's 404 (a wrong base URL)
    or ``internal_error`` where only ``upstream_timeout`` is declared as a contract violation
    and escalates, so an implementation must send only the codes the contract lists.
    """
    del ctx
    content_type = (response.headers.get("content-type") or [""])[0]
    if not content_type.startswith("application/problem+json"):
        return None
    operation = OPERATIONS.get(case.operation.definition.raw.get("operationId", ""))
    if operation is None or response.status_code not in operation.error_codes:
        return None  # status_code_conformance reports an undeclared status
    try:
        code = json.loads(response.content).get("code")
    except (ValueError, AttributeError):
        return None  # response_schema_conformance reports a body that is not a problem
    declared = operation.error_codes[response.status_code]
    if code not in declared:
        raise UndeclaredProblemCode(
            operation=case.operation.label,
            message=f"{operation.operation_id} answered {response.status_code} with code "
            f"{code!r}; the contract declares {', '.join(declared)} for that status",
        )
    return True


def register_checks() -> None:
    """Add this toolkit's checks to schemathesis' registry (idempotent)."""
    schemathesis.check(integer_money)
    schemathesis.check(declared_problem_code)


def enabled_checks(case: Case[Any]) -> list[CheckFunction]:
    """The per-response checks the configuration enables for ``case``'s operation."""
    load_all_checks()
    register_checks()
    config = case.operation.schema.config.checks_config_for(operation=case.operation, phase=None)
    return [
        check
        for check in CHECKS.get_all()
        if not is_check_class(check) and config.get_by_name(name=check.__name__).enabled
    ]


def check_step(step: Step) -> list[CheckRun]:
    """Every enabled check on one workflow response, one record per check."""
    runs = []
    for check in enabled_checks(step.case):
        try:
            step.case.validate_response(step.response, checks=[check])
        except FailureGroup as group:
            for failure in group.exceptions:
                runs.append(_run(step, check.__name__, _info(step, failure)))
        else:
            runs.append(_run(step, check.__name__, None))
    return runs


def check_trace(trace: Trace) -> list[CheckRun]:
    """Every check on every step, then the workflow's own: the payment and its effects."""
    runs = [run for step in trace.steps for run in check_step(step)]
    writes = trace.stage("write")
    if writes:
        write = writes[0]
        accepted = None if write.succeeded else _payment_rejected(write)
        runs.append(_run(write, PAYMENT_ACCEPTED, accepted))
    for effect in payment_effects(trace):
        runs.append(_effect_run(effect, writes[0]))
    return runs


def reproduction(step: Step) -> str:
    """A curl command replaying ``step``'s request."""
    return step.case.as_curl_command(headers=dict(step.response.request.headers))


def _run(step: Step, check: str, failure: FailureInfo | None) -> CheckRun:
    return CheckRun(step.operation_id, check, WORKFLOW, step.case.id, failure)


def _info(step: Step, failure: Failure) -> FailureInfo:
    return FailureInfo(failure.title, failure.message, failure.code, reproduction(step))


def _payment_rejected(write: Step) -> FailureInfo:
    via = write.link.label if write.link else "createPayment"
    return FailureInfo(
        "The workflow's payment was rejected",
        f"createPayment (via {via}, the documented example body for the test customer) answered "
        f"{write.response.status_code}: {write.response.text[:300]}\nWithout a recorded payment "
        "its effects (readable, listed, applied to the balance) cannot be checked.",
        TOOLKIT_CODE,
        reproduction(write),
    )


def _effect_run(effect: Effect, write: Step) -> CheckRun:
    failure = None
    if not effect.holds:
        failure = FailureInfo(
            _EFFECT_TITLES[effect.name],
            f"Expected: {effect.promise}.\nObserved: {effect.observed}.",
            "ST302" if effect.check == "ensure_resource_availability" else TOOLKIT_CODE,
            f"{reproduction(write)}\n{reproduction(effect.step)}",
        )
    return CheckRun("createPayment", effect.check, WORKFLOW, effect.step.case.id, failure)


_EFFECT_TITLES = {
    "payment_retrievable": "Created payment is not available via GetPayment",
    "payment_listed": "Created payment is not listed via ListPayments",
    "balance_moved": "Balance does not reflect the recorded payment",
}


def _float_paths(value: Any, path: str) -> Iterator[tuple[str, float]]:
    if isinstance(value, float):
        yield path or "/", value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _float_paths(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _float_paths(item, f"{path}/{index}")
