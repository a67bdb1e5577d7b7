"""One verify run: the workflow walk, then schemathesis' phases, into one :class:`VerifyResult`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from schemathesis import Case, Response
from schemathesis.auths import AuthContext, set_on_case
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.toolkit.verify.checks import WORKFLOW, check_step, outcome_records
from billing_sim.toolkit.verify.engine import run_engine
from billing_sim.toolkit.verify.results import VerifyResult
from billing_sim.toolkit.verify.stateful import Findings, Outcome, after_reads, after_writes
from billing_sim.toolkit.workflow.project import (
    DEFAULT_CONFIG_PATH,
    Target,
    build_config,
    load_schema,
    read_config,
)
from billing_sim.toolkit.workflow.start import EXAMPLE_ACCOUNT_NUMBER, Progress, walk
from billing_sim.toolkit.workflow.trace import Trace
from billing_sim.toolkit.workflow.walk import Walk


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


def judged_walk(
    schema: OpenApiSchema,
    send: Callable[[Case[Any]], Response],
    *,
    url: str,
    account_number: str,
    run_id: str,
) -> tuple[Trace, list[Outcome]]:
    """The workflow against ``url`` with verify's own reads between the probes and the payment,
    the race after it, and the whole trace judged.

    Raises:
        SetupError: when the walk cannot start (see
        :func:`billing_sim.toolkit.workflow.start.walk`).
    """
    findings = Findings()
    outcomes: list[Outcome] = []

    def between(steps: Walk) -> None:
        outcomes.extend(after_reads(steps, findings))

    def after(steps: Walk) -> None:
        outcomes.extend(after_writes(steps, findings))

    steps = walk(
        schema,
        send,
        url=url,
        account_number=account_number,
        run_id=run_id,
        after_reads=between,
        after_writes=after,
    )
    return steps.trace, outcomes


def run_verify(
    options: VerifyOptions, *, clock: Callable[[], float], progress: Progress
) -> VerifyResult:
    """Verify ``options.target`` against the contract.

    Args:
        options: What to verify.
        clock: Monotonic seconds, for the run's duration.
        progress: Receives one line per finished phase.

    Raises:
        SetupError: when the run cannot start (see :func:`prepare_schema` and
            :func:`judged_walk`).
    """
    started = clock()
    schema = prepare_schema(options)
    result = VerifyResult(options.target.base_url, options.seed, options.max_examples)
    trace, outcomes = judged_walk(
        schema,
        authorized_send,
        url=options.target.base_url,
        account_number=options.account_number,
        run_id=options.run_id,
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
