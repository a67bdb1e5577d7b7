"""Checks of one rule's fault against the operations the rule can match."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from openapi.operations import ERROR_CATALOG, OPERATIONS
from simulator.scenario import contract
from simulator.scenario.errors import FieldPath, Finding
from simulator.scenario.model import (
    AfterCommitFault,
    HttpErrorFault,
    LatencyFault,
    MalformedFault,
    NotFoundFault,
    RateLimitFault,
    RuleSpec,
    TruncateFault,
)

_FLAG_HINT = "; mark the rule off_contract: true to send it anyway"


def check_fault(rule: RuleSpec, operations: Sequence[str], path: FieldPath) -> list[Finding]:
    """Problems with ``rule.fault`` given the (non-empty, sorted) ``operations`` it can hit."""
    fault = rule.fault
    where: FieldPath = (*path, "fault")
    if isinstance(fault, HttpErrorFault):
        return _check_http_error(fault, operations, where, rule.off_contract, path)
    findings: list[Finding] = []
    if rule.off_contract:
        message = f"off_contract only marks http_error rules; {fault.kind} needs no flag"
        findings.append(((*path, "off_contract"), message))
    check = _CHECKS.get(type(fault))
    if check is not None:
        findings += check(fault, operations, where)
    return findings


def _check_http_error(
    fault: HttpErrorFault,
    operations: Sequence[str],
    where: FieldPath,
    off_contract: bool,
    rule_path: FieldPath,
) -> list[Finding]:
    hard: list[Finding] = []
    breaks: list[Finding] = []
    status = fault.status
    undeclared = [op for op in operations if status not in OPERATIONS[op].statuses]
    has_codes = bool(contract.catalog_codes(status))
    if undeclared:
        message = f"{status} is not declared by {_declared_by(undeclared)}"
        if fault.body == "problem" and not has_codes:
            message += " and has no code in the error catalog; to send it anyway set body: bare"
            message += " or html and mark the rule off_contract: true"
            hard.append(((*where, "status"), message))
        else:
            breaks.append(((*where, "status"), message))
    if fault.body != "problem":
        message = f"body: {fault.body} breaks the contract (its errors are problem+json)"
        breaks.append(((*where, "body"), message))
        if fault.code is not None:
            hard.append(((*where, "code"), "code only applies to body: problem"))
    elif fault.code is not None:
        hard_code, breaks_code = _check_code(fault.code, status, operations, undeclared)
        hard += [((*where, "code"), message) for message in hard_code]
        breaks += [((*where, "code"), message) for message in breaks_code]
    if off_contract and not breaks and not hard:
        message = "nothing in this rule breaks the contract; remove off_contract"
        return [((*rule_path, "off_contract"), message)]
    if not off_contract:
        hard += [(field, message + _FLAG_HINT) for field, message in breaks]
    return hard


def _check_code(
    code: str, status: int, operations: Sequence[str], undeclared: Sequence[str]
) -> tuple[list[str], list[str]]:
    """(hard errors, contract breaks) of an http_error ``code`` override."""
    spec = ERROR_CATALOG.get(code)
    if spec is None:
        codes = ", ".join(contract.catalog_codes(status)) or "none"
        return [f"{code!r} is not in the error catalog (codes with status {status}: {codes})"], []
    if spec.status != status:
        return [f"{code} has status {spec.status} in the error catalog, not {status}"], []
    missing = [
        op
        for op in operations
        if op not in undeclared and code not in OPERATIONS[op].error_codes.get(status, ())
    ]
    if missing:
        return [], [f"{code} is not among the {status} codes of {_join(missing)}"]
    return [], []


def _check_not_found(
    fault: NotFoundFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    without = [op for op in operations if not OPERATIONS[op].not_found_codes]
    if without:
        message = (
            f"not_found needs a business 404, and {_join(without)} {_verb(without)} none; "
            "narrow match "
            "(a gateway's bare 404 is http_error status 404, body: bare, off_contract: true)"
        )
        return [((*where, "kind"), message)]
    if fault.code is not None:
        lacking = [op for op in operations if fault.code not in OPERATIONS[op].not_found_codes]
        if lacking:
            codes = ", ".join(OPERATIONS[lacking[0]].not_found_codes)
            message = f"{fault.code!r} is not a business 404 of {lacking[0]} (its codes: {codes})"
            return [((*where, "code"), message)]
    return []


def _check_rate_limit(
    fault: RateLimitFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    without = [op for op in operations if 429 not in OPERATIONS[op].statuses]
    if without:
        return [((*where, "kind"), f"429 is not declared by {_declared_by(without)}")]
    return []


def _check_latency(
    fault: LatencyFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    if fault.ms is not None and fault.distribution is not None:
        return [((*where, "distribution"), "set ms (fixed) or distribution, not both")]
    if fault.ms is None and fault.distribution is None:
        return [(where, "needs ms (a fixed delay) or distribution (uniform or lognormal)")]
    if fault.ms is not None and fault.max_ms is not None:
        return [((*where, "max_ms"), "max_ms caps a distribution; with a fixed ms drop it")]
    distribution = fault.distribution
    if distribution is None:
        return []
    uniform, lognormal = distribution.uniform, distribution.lognormal
    if (uniform is None) == (lognormal is None):
        return [((*where, "distribution"), "needs exactly one of uniform or lognormal")]
    if uniform is not None and uniform.max_ms < uniform.min_ms:
        message = f"max_ms ({uniform.max_ms}) is below min_ms ({uniform.min_ms})"
        return [((*where, "distribution", "uniform", "max_ms"), message)]
    return []


def _check_truncate(
    fault: TruncateFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    if fault.fraction is not None and fault.bytes is not None:
        return [((*where, "bytes"), "set fraction or bytes, not both")]
    return []


def _check_malformed(
    fault: MalformedFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    if fault.field is None:
        return []
    if fault.variant not in ("missing_field", "wrong_type"):
        return [((*where, "field"), "field only applies to missing_field and wrong_type")]
    for op in operations:
        fields = contract.response_fields(op)
        if fault.field not in fields:
            message = f"{fault.field!r} is not a field of {op}'s response ({', '.join(fields)})"
            return [((*where, "field"), message)]
    return []


def _check_after_commit(
    fault: AfterCommitFault, operations: Sequence[str], where: FieldPath
) -> list[Finding]:
    findings: list[Finding] = []
    if list(operations) != ["createPayment"]:
        others = [op for op in operations if op != "createPayment"]
        message = "after_commit only applies to createPayment; this rule also matches " + _join(
            others
        )
        findings.append(((*where, "kind"), message + " (match operation: createPayment)"))
    if "max_s" in fault.model_fields_set and fault.then != "hang":
        findings.append(((*where, "max_s"), "max_s only applies to then: hang"))
    if fault.retry_after is not None and fault.then != "http_503":
        findings.append(((*where, "retry_after"), "retry_after only applies to then: http_503"))
    return findings


def _declared_by(operations: Sequence[str]) -> str:
    if len(operations) == 1:
        declared = ", ".join(map(str, contract.error_statuses(operations[0])))
        return f"{operations[0]} (declared: {declared})"
    return _join(operations)


def _verb(names: Sequence[str]) -> str:
    return "declares" if len(names) == 1 else "declare"


def _join(names: Sequence[str], limit: int = 4) -> str:
    shown = ", ".join(names[:limit])
    return f"{shown} and {len(names) - limit} more" if len(names) > limit else shown


_CHECKS: dict[type, Callable[..., list[Finding]]] = {
    NotFoundFault: _check_not_found,
    RateLimitFault: _check_rate_limit,
    LatencyFault: _check_latency,
    TruncateFault: _check_truncate,
    MalformedFault: _check_malformed,
    AfterCommitFault: _check_after_commit,
}
