"""One drift run: the same walk and the same generated requests against two implementations."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests
import schemathesis
from schemathesis import Case, Response
from schemathesis.specs.openapi.schemas import OpenApiSchema
from starlette.types import ASGIApp

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.toolkit.drift.differences import DriftResult, group_findings
from billing_sim.toolkit.drift.generated import generate_requests, with_fresh_keys
from billing_sim.toolkit.drift.observation import (
    Finding,
    compare_observations,
    is_data_gap,
    observe,
    request_line,
)
from billing_sim.toolkit.drift.serving import serve_in_thread
from billing_sim.toolkit.drift.values import SideValues, value_changes
from billing_sim.toolkit.drift.walks import (
    compare_probes,
    compare_requests,
    compare_verdicts,
    compare_walks,
    probe_auth,
    side_values,
)
from billing_sim.toolkit.workflow.project import (
    DEFAULT_CONFIG_PATH,
    SetupError,
    Target,
    build_config,
    configured_token,
    read_config,
)
from billing_sim.toolkit.workflow.start import EXAMPLE_ACCOUNT_NUMBER, Progress, StageHook, walk
from billing_sim.toolkit.workflow.trace import Trace, parse_json

SIMULATOR = "simulator"
Verdict = tuple[str, str, bool | None, str]
"""One judgement of a promise on one walk: promise id, operation, holds (``None``: not
exercised), what was seen."""


@dataclass(frozen=True, slots=True)
class StagePlan:
    """What runs between a walk's reads and its payment, and after the payment, and where the
    judgements of what it saw are collected.

    Attributes:
        after_reads: Runs between the probes and the payment.
        after_writes: Runs after the payment's follow-ups.
        verdicts: Filled by the hooks with their judgements.
    """

    after_reads: StageHook | None = None
    after_writes: StageHook | None = None
    verdicts: list[Verdict] = field(default_factory=list)


Stages = Callable[[], StagePlan]
"""Builds the plan of one walk. The command passes verify's own reads and judgements, so that
drift sends every request verify does and, when the two sides hold other data, compares what
verify concludes on each (drift never imports verify: the tools of one layer are independent)."""


@dataclass(frozen=True, slots=True)
class DriftOptions:
    """What to compare.

    Attributes:
        target: The implementation under test.
        reference: The implementation it is compared with; ``None`` for a simulator in process.
        seed: Seed of the generated requests.
        per_operation: Generated requests per operation and mode (positive, negative).
        run_id: Unique per run; makes each walk's payment new.
        account_number: The target's test customer.
        reference_account_number: The reference's test customer.
        config_path: The schemathesis configuration (its key is the default bearer key).
    """

    target: Target
    reference: Target | None
    seed: int
    per_operation: int
    run_id: str
    account_number: str = EXAMPLE_ACCOUNT_NUMBER
    reference_account_number: str = EXAMPLE_ACCOUNT_NUMBER
    config_path: Path = DEFAULT_CONFIG_PATH


@dataclass(frozen=True, slots=True)
class _Side:
    """One implementation: where it is, its key, and a connection pool."""

    target: Target
    token: str | None
    session: requests.Session

    def send(self, case: Case[Any], headers: Mapping[str, str] | None = None) -> Response:
        sent = dict(headers) if headers is not None else self.credentials
        return case.call(base_url=self.target.root, session=self.session, headers=sent)

    @property
    def credentials(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}


def run_drift(
    options: DriftOptions,
    *,
    simulator: Callable[[], ASGIApp],
    clock: Callable[[], float],
    progress: Progress,
    stages: Stages | None = None,
) -> DriftResult:
    """Compare ``options.target`` with the reference.

    Args:
        options: What to compare.
        simulator: Builds the in-process reference when ``options.reference`` is ``None``.
        clock: Monotonic seconds, for the run's duration.
        progress: Receives one line per stage.
        stages: Builds the requests each walk sends between its stages (``None``: none).

    Raises:
        SetupError: when the configuration is unusable or either side cannot start the walk.
    """
    started = clock()
    document = read_config(options.config_path)
    # Credentials are drift's to send (each side its own key, probes none): generated requests
    # must not carry or omit them on their own.
    generation = {**document.get("generation", {}), "with-security-parameters": False}
    config = build_config(
        {**document, "generation": generation},
        base_dir=options.config_path.parent,
        token=None,
        seed=options.seed,
        max_examples=None,
    )
    schema = schemathesis.openapi.from_path(CONTRACT_PATH, config=config)
    default_token = configured_token(document)
    label = SIMULATOR if options.reference is None else options.reference.base_url
    report = DriftResult(options.target.base_url, label, options.seed)
    with (
        _reference(options.reference, simulator) as reference_target,
        requests.Session() as ours,
        requests.Session() as theirs,
    ):
        reference = _Side(reference_target, reference_target.token or default_token, ours)
        target = _Side(options.target, options.target.token or default_token, theirs)
        findings, values = _compare_walks(
            schema, options, reference, target, report, progress, stages
        )
        findings += _compare_generated(schema, options, reference, target, report, progress, values)
    report.differences = group_findings(findings)
    report.elapsed = clock() - started
    return report


@contextmanager
def _reference(reference: Target | None, simulator: Callable[[], ASGIApp]) -> Iterator[Target]:
    if reference is not None:
        yield reference
        return
    with serve_in_thread(simulator()) as url:
        yield Target(url)


def _walk(
    schema: OpenApiSchema, side: _Side, account_number: str, run_id: str, stages: Stages | None
) -> tuple[Trace, list[Verdict]]:
    plan = stages() if stages is not None else StagePlan()
    steps = walk(
        schema,
        side.send,
        url=side.target.base_url,
        account_number=account_number,
        run_id=run_id,
        after_reads=plan.after_reads,
        after_writes=plan.after_writes,
    )
    return steps.trace, plan.verdicts


def _compare_walks(
    schema: OpenApiSchema,
    options: DriftOptions,
    reference: _Side,
    target: _Side,
    report: DriftResult,
    progress: Progress,
    stages: Stages | None,
) -> tuple[list[Finding], tuple[SideValues, SideValues] | None]:
    ours, our_verdicts = _walk(
        schema, reference, options.reference_account_number, f"{options.run_id}r", stages
    )
    theirs, their_verdicts = _walk(
        schema, target, options.account_number, f"{options.run_id}t", stages
    )
    findings, notes = compare_walks(ours, theirs)
    report.notes += notes
    more, notes = compare_requests(ours, theirs)
    findings += more
    report.notes += notes
    if side_values(ours, theirs) is None:
        # Other data: the requests differ, what verify concludes from them must not.
        findings += compare_verdicts(our_verdicts, their_verdicts, theirs)
    our_probes, their_probes = probe_auth(ours, reference.send), probe_auth(theirs, target.send)
    findings += compare_probes(our_probes, their_probes)
    report.compared["workflow steps"] = len(ours.steps)
    report.compared["verify requests"] = len(ours.extras)
    report.compared["auth probes"] = len(our_probes)
    progress(f"workflow: {len(ours.steps)} steps and {len(our_probes)} auth probes compared")
    return findings, side_values(ours, theirs)


def _compare_generated(
    schema: OpenApiSchema,
    options: DriftOptions,
    reference: _Side,
    target: _Side,
    report: DriftResult,
    progress: Progress,
    values: tuple[SideValues, SideValues] | None,
) -> list[Finding]:
    """Each generated request sent to both sides and compared; with the same data (``values``),
    value by value too."""
    generated = generate_requests(schema, seed=options.seed, per_operation=options.per_operation)
    with_fresh_keys(generated, options.run_id[:12])
    report.notes += generated.notes
    findings: list[Finding] = []
    compared = gaps = unsent = 0
    first_error = ""
    for operation, case in generated.cases:
        try:
            ours, theirs = reference.send(case), target.send(case)
        except (requests.RequestException, ValueError) as error:
            unsent += 1
            first_error = first_error or f"{type(error).__name__}: {str(error)[:120]}"
            continue
        a, b = observe(ours), observe(theirs)
        if values is not None:
            values[0].learn(operation, ours.status_code, parse_json(ours))
            values[1].learn(operation, theirs.status_code, parse_json(theirs))
        if is_data_gap(a, b):
            gaps += 1
            continue
        compared += 1
        request = case.as_curl_command(
            headers=dict(theirs.request.headers), base_url=target.target.root
        )
        findings += compare_observations(operation, a, b, request_line(ours), request)
        if values is not None and a.status == b.status:
            ours_body = values[0].normalised(parse_json(ours))
            theirs_body = values[1].normalised(parse_json(theirs))
            findings += [
                Finding(
                    operation,
                    "value",
                    change.path,
                    change.reference,
                    change.target,
                    request_line(ours),
                    request,
                )
                for change in value_changes(ours_body, theirs_body)
            ]
    report.compared["generated requests"] = compared
    if gaps:
        report.notes.append(
            f"{gaps} generated request(s) not compared: one side succeeded, the other gave a "
            "business answer about its own data (not found, already paid, ...)"
        )
    if unsent:
        report.notes.append(f"{unsent} generated request(s) could not be sent ({first_error})")
    progress(f"generated: {compared} requests compared (seed {options.seed})")
    return findings


__all__ = ["SIMULATOR", "DriftOptions", "SetupError", "StagePlan", "Stages", "run_drift"]
