"""schemathesis' engine, in process: every phase, every check, as :class:`CheckRun` records.

In process rather than ``st run`` in a subprocess: the engine's events carry each case's
operation and each check's name and outcome, which is exactly the per-operation, per-check
table verify prints, with no report file to parse back; and the workflow's checks land in the
same records.
"""

from __future__ import annotations

from collections.abc import Iterable

from schemathesis.engine import StopReason, events, from_schema
from schemathesis.engine.recorder import ScenarioRecorder
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.attribution import promises_for
from billing_sim.toolkit.verify.checks import register_checks
from billing_sim.toolkit.verify.results import CheckRun, FailureInfo, VerifyResult
from billing_sim.toolkit.workflow.start import Progress

TESTING_PHASES = {"examples", "coverage", "fuzzing", "stateful"}
STATUS_WORDS = {
    "success": "passed",
    "failure": "failed",
    "error": "errored",
    "skip": "skipped",
    "interrupted": "interrupted",
}


def run_engine(schema: OpenApiSchema, result: VerifyResult, progress: Progress) -> None:
    """Run every phase the configuration enables; records, phases and errors go to ``result``."""
    register_checks()
    labels = {f"{op.method} {op.path}": name for name, op in OPERATIONS.items()}
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            result.runs.extend(_runs(event.recorder, event.phase.value, labels))
        elif isinstance(event, events.FuzzScenarioFinished):
            result.runs.extend(_runs(event.recorder, "fuzzing", labels))
        elif isinstance(event, events.PhaseFinished):
            name = event.phase.name.value
            if name in TESTING_PHASES:
                status = "skipped" if event.phase.skip_reason else STATUS_WORDS[event.status.value]
                result.phases[name] = status
                progress(f"{name}: {status}")
        elif isinstance(event, events.NonFatalError):
            result.errors.append(f"{event.label}: {event.info.title}: {event.info.message}")
        elif isinstance(event, events.FatalError):
            result.errors.append(f"schemathesis stopped: {event.exception!r}")
        elif (
            isinstance(event, events.EngineFinished)
            and event.stop_reason is StopReason.SERVER_UNAVAILABLE
        ):
            result.errors.append("the server stopped responding; the run is incomplete")


def _runs(recorder: ScenarioRecorder, phase: str, labels: dict[str, str]) -> Iterable[CheckRun]:
    for case_id, checks in recorder.checks.items():
        node = recorder.cases.get(case_id)
        for check in checks:
            info = check.failure_info
            label = (
                node.value.operation.label if node else (info.failure.operation if info else None)
            )
            if label is None:
                continue
            failure = None
            if info is not None:
                failure = FailureInfo(
                    info.failure.title, info.failure.message, info.failure.code, info.code_sample
                )
            elif check.status.value != "success":
                continue  # a check that crashed is reported by the engine as an error event
            promises = promises_for(check.name, info.failure if info is not None else None)
            yield CheckRun(labels.get(label, label), check.name, phase, case_id, failure, promises)
