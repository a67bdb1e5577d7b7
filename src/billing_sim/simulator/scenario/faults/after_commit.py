"""``after_commit`` (createPayment only): the payment is stored, then its response is lost.

``then: hang`` holds the connection, ``then: reset`` resets it, ``then: http_503`` answers a
contract-conforming 503. A retry with the same ``Idempotency-Key`` replays the stored payment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import (
    FaultSpec,
    Reply,
    Wire,
    join_names,
    required_headers,
)
from billing_sim.simulator.scenario.faults.hang import Hang
from billing_sim.simulator.scenario.faults.reset import Reset
from billing_sim.simulator.scenario.fields import HoldSeconds, RetryAfter
from billing_sim.simulator.scenario.rng import DrawKey

OPERATION = "createPayment"


@dataclass(frozen=True, slots=True)
class AfterCommit:
    """Let createPayment store the payment, then lose its response as ``then`` says."""

    then: Hang | Reset | Reply

    def describe(self) -> str:
        return f"payment stored, then {self.then.describe()}"

    async def apply(self, wire: Wire) -> None:
        """Only a payment that was stored loses its answer; a rejection goes out as written."""
        await wire.read_body()
        captured = await wire.capture()
        if not 200 <= captured.status < 300:
            await wire.pass_through(captured)  # nothing was committed
            return
        await self.then.apply(wire)


class AfterCommitFault(FaultSpec):
    """createPayment stores the payment, then the response is lost the way ``then`` says."""

    kind: Literal["after_commit"]
    then: Literal["hang", "reset", "http_503"]
    max_s: HoldSeconds = 30.0
    retry_after: RetryAfter | None = None

    def build(self, operation_id: str, key: DrawKey) -> AfterCommit:
        """The lost response: a hang of ``max_s``, a reset, or the operation's 503."""
        if self.then == "hang":
            return AfterCommit(Hang(self.max_s))
        if self.then == "reset":
            return AfterCommit(Reset())
        code = contract.default_code(operation_id, 503)
        headers = required_headers(operation_id, 503, self.retry_after)
        return AfterCommit(Reply(503, code, "problem", headers))

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """Exactly createPayment; ``max_s`` and ``retry_after`` only where ``then`` uses them."""
        findings: list[Finding] = []
        if list(operations) != [OPERATION]:
            others = [op for op in operations if op != OPERATION]
            message = "after_commit only applies to createPayment; this rule also matches "
            message += join_names(others) + " (match operation: createPayment)"
            findings.append(((*where, "kind"), message))
        if "max_s" in self.model_fields_set and self.then != "hang":
            findings.append(((*where, "max_s"), "max_s only applies to then: hang"))
        if self.retry_after is not None and self.then != "http_503":
            findings.append(((*where, "retry_after"), "retry_after only applies to then: http_503"))
        return findings

    def leaves_contract(self) -> bool:
        """A lost response is off-contract unless it is the contract's own 503."""
        return self.then != "http_503"
