"""A walk against one implementation, from its test customer: run, or refused with a reason.

Verify and drift both walk an implementation this way; verify runs its own reads between the
stages (``after_reads``, ``after_writes``), drift only keeps the trace. Before probing, the walk
checks that it can start: the implementation answers, accepts the key, and has the customer.
"""

from __future__ import annotations

from collections.abc import Callable

import requests
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.toolkit.workflow.project import SetupError
from billing_sim.toolkit.workflow.trace import Send, Trace, parse_json
from billing_sim.toolkit.workflow.walk import KNOWN_SEARCH, Walk, WorkflowStart

EXAMPLE_ACCOUNT_NUMBER = "1000000016"
"""The contract's example customer (``cus_7k2m9q4x1z``), a persona of every simulator dataset."""

Progress = Callable[[str], None]
"""Receives one line per finished stage of a run."""

StageHook = Callable[[Walk], None]
"""Runs between two stages of the walk, with its requests recorded as the walk's."""


def walk(
    schema: OpenApiSchema,
    send: Send,
    *,
    url: str,
    account_number: str,
    run_id: str,
    after_reads: StageHook | None = None,
    after_writes: StageHook | None = None,
) -> Walk:
    """The workflow against the implementation at ``url``, its start checked after the reads.

    Args:
        schema: The contract, configured for the implementation.
        send: Sends one case to it.
        url: Its base URL, for messages.
        account_number: Its test customer.
        run_id: Unique per run: the payment's ``Idempotency-Key`` and reference derive from it.
        after_reads: Runs between the probes and the payment.
        after_writes: Runs after the payment's follow-ups.

    Raises:
        SetupError: when the implementation cannot be reached, refuses the key, or has no
            customer with the account number.
    """
    start = WorkflowStart(
        account_number=account_number,
        idempotency_key=f"billing-sim-{run_id}",
        payment_reference=f"BSIM-{run_id[:20]}",
    )
    steps = Walk(schema, start, send)
    try:
        steps.reads()
        _check_start(steps.trace, url, account_number)
        steps.probes()
        if after_reads is not None:
            after_reads(steps)
        steps.writes()
        if after_writes is not None:
            after_writes(steps)
    except requests.RequestException as error:
        raise SetupError(f"cannot reach {url}: {_reason(error)}") from None
    return steps


def _check_start(trace: Trace, url: str, account_number: str) -> None:
    first = trace.step(KNOWN_SEARCH) or trace.steps[0]
    if first.response.status_code in (401, 403):
        raise SetupError(
            f"{url} answered {first.response.status_code} to the bearer key: "
            "pass a valid one with --token (or BILLING_TOKEN)"
        )
    body = parse_json(first.response)
    if first.succeeded and isinstance(body, dict) and not body.get("data"):
        raise SetupError(
            f"{url} has no customer with account number {account_number}: "
            "pass a test customer's with --account-number"
        )


def _reason(error: requests.RequestException) -> str:
    """One line for the usual ways a server cannot be reached; requests' own text otherwise."""
    text = str(error)
    if isinstance(error, requests.Timeout):
        return "timed out"
    if "Failed to resolve" in text or "Name or service not known" in text:
        return "unknown host"
    if "Connection refused" in text or "NewConnectionError" in text:
        return "connection refused (is the server running?)"
    return text.splitlines()[0][:200]
