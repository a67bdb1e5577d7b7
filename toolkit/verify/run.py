"""One verify run: the workflow walk, then schemathesis' phases, into one :class:`VerifyResult`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests
from schemathesis import Case, Response
from schemathesis.auths import AuthContext, set_on_case
from schemathesis.specs.openapi.schemas import OpenApiSchema

from toolkit.verify.checks import WORKFLOW, check_step, outcome_records
from toolkit.verify.engine import Progress, run_engine
from toolkit.verify.project import (
    DEFAULT_CONFIG_PATH,
    SetupError,
    Target,
    build_config,
    load_schema,
    read_config,
)
from toolkit.verify.results import VerifyResult
from toolkit.verify.stateful import Findings, Outcome, after_reads, after_writes
from toolkit.verify.workflow import KNOWN_SEARCH, Trace, Walk, WorkflowStart, parse_json

EXAMPLE_ACCOUNT_NUMBER = "1000000016"
"""The contract's example customer (``cus_7k2m9q4x1z``), a persona of every simulator dataset."""


@dataclass(frozen=True, slots=True)
class VerifyOptions:
    """What to verify and how.

    Attributes:
        target: The implementation and its bearer key.
        seed: Generation seed.
        max_examples: Examples per operation and phase (``None``: ``schemathesis.toml``'s).
        account_number: The test customer the workflow starts from.
        run_id: Unique per run; makes the workflow's payment new (key and reference).
        config_path: The schemathesis configuration.
    """

    target: Target
    seed: int
    max_examples: int | None
    run_id: str
    account_number: str = EXAMPLE_ACCOUNT_NUMBER
    config_path: Path = DEFAULT_CONFIG_PATH


def prepare_schema(options: VerifyOptions) -> OpenApiSchema:
    """The contract with the project's configuration, bound to the target.

    Raises:
        SetupError: when the configuration or the URL cannot be used.
    """
    document = read_config(options.config_path)
    config = build_config(
        document,
        base_dir=options.config_path.parent,
        token=options.target.token,
        seed=options.seed,
        max_examples=options.max_examples,
    )
    return load_schema(config, options.target)


def authorized_send(case: Case[Any]) -> Response:
    """Send ``case`` with the configured credentials, the way generated cases carry them."""
    # Set as schemathesis sets configured auth (not as a plain header): ignored_auth then knows
    # the key is the client's own and probes without it, instead of blaming a "generated" one.
    set_on_case(case, AuthContext(operation=case.operation, app=None), None)
    return case.call()


def walk(
    schema: OpenApiSchema,
    send: Callable[[Case[Any]], Response],
    *,
    url: str,
    account_number: str,
    run_id: str,
    judge: bool = False,
) -> tuple[Trace, list[Outcome]]:
    """The workflow against the implementation at ``url``, with its start checked first.

    With ``judge``, verify's own reads run between the probes and the payment, the race after
    it, and the whole trace is judged (drift only needs the trace).

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
    findings = Findings()
    outcomes: list[Outcome] = []
    try:
        steps.reads()
        _check_start(steps.trace, url, account_number)
        steps.probes()
        if judge:
            outcomes += after_reads(steps, findings)
        steps.writes()
        if judge:
            outcomes += after_writes(steps, findings)
    except requests.RequestException as error:
        raise SetupError(f"cannot reach {url}: {_reason(error)}") from None
    return steps.trace, outcomes


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


def run_verify(
    options: VerifyOptions, *, clock: Callable[[], float], progress: Progress
) -> VerifyResult:
    """Verify ``options.target`` against the contract.

    Args:
        options: What to verify.
        clock: Monotonic seconds, for the run's duration.
        progress: Receives one line per finished phase.

    Raises:
        SetupError: when the run cannot start (see :func:`prepare_schema` and :func:`walk`).
    """
    started = clock()
    schema = prepare_schema(options)
    result = VerifyResult(options.target.base_url, options.seed, options.max_examples)
    trace, outcomes = walk(
        schema,
        authorized_send,
        url=options.target.base_url,
        account_number=options.account_number,
        run_id=options.run_id,
        judge=True,
    )
    result.runs.extend(run for step in trace.steps for run in check_step(step))
    runs, unexercised = outcome_records(outcomes)
    result.runs.extend(runs)
    result.unexercised.extend(unexercised)
    failed = any(run.failed for run in result.runs)
    result.phases[WORKFLOW] = "failed" if failed else "passed"
    result.notes.extend(f"workflow: {s.key} not followed: {s.reason}" for s in trace.skipped)
    progress(f"{WORKFLOW}: {result.phases[WORKFLOW]} ({trace.sent} requests)")
    run_engine(schema, result, progress)
    result.elapsed = clock() - started
    return result


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
