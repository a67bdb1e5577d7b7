"""``http_error``: an error status instead of the answer, by default the contract's problem+json.

The one kind that looks like a contract answer, so it is the one ``off_contract: true`` marks:
an undeclared status, a code the operation does not declare, or a ``bare``/``html`` body (what
gateways and proxies send) must be flagged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS
from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import (
    FaultSpec,
    Reply,
    ReplyBody,
    declared_by,
    join_names,
    required_headers,
)
from billing_sim.simulator.scenario.fields import RetryAfter, Text
from billing_sim.simulator.scenario.rng import DrawKey

_FLAG_HINT = "; mark the rule off_contract: true to send it anyway"


class HttpErrorFault(FaultSpec):
    """Answer with an error status (a problem+json body unless ``body`` says otherwise)."""

    kind: Literal["http_error"]
    status: Annotated[int, Field(ge=400, le=599)]
    code: Text | None = None
    retry_after: RetryAfter | None = None
    body: ReplyBody = "problem"

    flaggable: ClassVar[bool] = True

    def build(self, operation_id: str, key: DrawKey) -> Reply:
        """The status, its code (the operation's first declared one unless given) and the
        headers the contract requires for it."""
        code = None
        if self.body == "problem":
            code = self.code or contract.default_code(operation_id, self.status)
        headers = required_headers(operation_id, self.status, self.retry_after)
        return Reply(self.status, code, self.body, headers)

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """Hard errors always; what breaks the contract only without ``off_contract``, which
        in turn must mark something that does."""
        hard: list[Finding] = []
        breaks: list[Finding] = []
        status = self.status
        undeclared = [op for op in operations if status not in OPERATIONS[op].statuses]
        has_codes = bool(contract.catalog_codes(status))
        if undeclared:
            message = f"{status} is not declared by {declared_by(undeclared)}"
            if self.body == "problem" and not has_codes:
                message += " and has no code in the error catalog; to send it anyway set body: bare"
                message += " or html and mark the rule off_contract: true"
                hard.append(((*where, "status"), message))
            else:
                breaks.append(((*where, "status"), message))
        if self.body != "problem":
            message = f"body: {self.body} breaks the contract (its errors are problem+json)"
            breaks.append(((*where, "body"), message))
            if self.code is not None:
                hard.append(((*where, "code"), "code only applies to body: problem"))
        elif self.code is not None:
            hard_code, breaks_code = _check_code(self.code, status, operations, undeclared)
            hard += [((*where, "code"), message) for message in hard_code]
            breaks += [((*where, "code"), message) for message in breaks_code]
        if flagged and not breaks and not hard:
            message = "nothing in this rule breaks the contract; remove off_contract"
            return [((*where[:-1], "off_contract"), message)]
        if not flagged:
            hard += [(field, message + _FLAG_HINT) for field, message in breaks]
        return hard


def _check_code(
    code: str, status: int, operations: Sequence[str], undeclared: Sequence[str]
) -> tuple[list[str], list[str]]:
    """(hard errors, contract breaks) of a ``code`` override."""
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
        return [], [f"{code} is not among the {status} codes of {join_names(missing)}"]
    return [], []
