"""``not_found``: the operation's business 404 (``customer_not_found``...), for any id."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import (
    FaultSpec,
    Reply,
    join_names,
    required_headers,
)
from billing_sim.simulator.scenario.fields import Text
from billing_sim.simulator.scenario.rng import DrawKey


class NotFoundFault(FaultSpec):
    """The operation's business 404 (``customer_not_found``...), even for ids that exist."""

    kind: Literal["not_found"]
    code: Text | None = None

    def build(self, operation_id: str, key: DrawKey) -> Reply:
        """A problem reply with the operation's first business 404 code unless given."""
        code = self.code or OPERATIONS[operation_id].not_found_codes[0]
        return Reply(404, code, "problem", required_headers(operation_id, 404, None))

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """Every operation needs a business 404, and ``code`` must be one of each."""
        without = [op for op in operations if not OPERATIONS[op].not_found_codes]
        if without:
            verb = "declares" if len(without) == 1 else "declare"
            message = (
                f"not_found needs a business 404, and {join_names(without)} {verb} none; "
                "narrow match "
                "(a gateway's bare 404 is http_error status 404, body: bare, off_contract: true)"
            )
            return [((*where, "kind"), message)]
        if self.code is not None:
            lacking = [op for op in operations if self.code not in OPERATIONS[op].not_found_codes]
            if lacking:
                codes = ", ".join(OPERATIONS[lacking[0]].not_found_codes)
                message = (
                    f"{self.code!r} is not a business 404 of {lacking[0]} (its codes: {codes})"
                )
                return [((*where, "code"), message)]
        return []
