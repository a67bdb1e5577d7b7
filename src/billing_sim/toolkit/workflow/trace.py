"""The record of a walk: each request sent and its response (a :class:`Step`), the links and
probes it could not take (:class:`Skipped`), in order (:class:`Trace`).

A step's key is its chain of link names (``searchCustomers/GetCustomer/RecordPayment``, with
``?probe`` or ``#follow-up`` suffixes), the same on every implementation, so two traces can be
compared step by step (drift does) and judged by key (verify does).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from schemathesis import Case, Response

from billing_sim.toolkit.workflow.links import Link

Stage = Literal["read", "probe", "write", "after_write", "idempotency", "extra"]
Send = Callable[[Case[Any]], Response]
"""Sends a case to the implementation under test and returns its response."""


@dataclass(frozen=True, slots=True)
class Step:
    """One request of the walk and its response."""

    key: str
    operation_id: str
    stage: Stage
    link: Link | None
    case: Case[Any]
    response: Response

    @property
    def succeeded(self) -> bool:
        """Whether the response is a 2xx."""
        return 200 <= self.response.status_code < 300

    def json(self) -> Any:
        """The parsed body, or ``None`` when it is not JSON."""
        return parse_json(self.response)

    @property
    def code(self) -> str | None:
        """The problem ``code`` of an error response, if it has one."""
        body = self.json()
        code = body.get("code") if isinstance(body, dict) else None
        return code if self.response.status_code >= 400 and isinstance(code, str) else None

    @property
    def outcome(self) -> str:
        """``200``, or ``404 payment_not_found``."""
        status = self.response.status_code
        return f"{status} {self.code}" if self.code else str(status)

    @property
    def reproduction(self) -> str:
        """A curl command replaying the request, with the headers it was sent with."""
        return self.case.as_curl_command(headers=dict(self.response.request.headers))


@dataclass(frozen=True, slots=True)
class Skipped:
    """A link or probe the walk could not follow, and why."""

    key: str
    reason: str


@dataclass(slots=True)
class Trace:
    """Everything one walk did, in order."""

    steps: list[Step] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    extras: list[Step] = field(default_factory=list)
    """The requests sent for verify's own checks (stage ``extra``), in order, each key unique
    (a repeated key gets ``~2``, ``~3``...): drift compares them too."""
    sent: int = 0
    """Requests sent: the steps, and verify's own reads (pages, conditional reads, a race)."""

    def stage(self, stage: Stage) -> list[Step]:
        """The steps of one stage, in order."""
        return [step for step in self.steps if step.stage == stage]

    def step(self, key: str) -> Step | None:
        """The step with ``key``."""
        return next((s for s in self.steps if s.key == key), None)

    def first(self, operation_id: str, stage: Stage = "read") -> Step | None:
        """The first step of ``operation_id`` in ``stage``."""
        return next(
            (s for s in self.steps if s.operation_id == operation_id and s.stage == stage), None
        )

    @property
    def payment(self) -> Step | None:
        """The workflow's payment, when one was sent."""
        writes = self.stage("write")
        return writes[0] if writes else None

    def skip(self, key: str) -> str | None:
        """Why the step ``key`` was not taken, if it was skipped."""
        return next((s.reason for s in self.skipped if s.key == key), None)


def parse_json(response: Response) -> Any:
    """The body of ``response`` parsed as JSON, or ``None``."""
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None
