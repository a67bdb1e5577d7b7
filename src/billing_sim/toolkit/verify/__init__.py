"""``billing-sim verify``: does an implementation keep every promise of
``billing_sim/openapi/billing.yaml``?

The promises are catalogued in the contract (``x-promises``,
:mod:`billing_sim.toolkit.verify.catalogue`),
each checked one way: on every response (:mod:`billing_sim.toolkit.verify.responses`, also
registered with
schemathesis), by a deterministic workflow that finds its own fixtures from a test customer
(:mod:`billing_sim.toolkit.workflow.walk`, :mod:`billing_sim.toolkit.verify.stateful`), or by
schemathesis' own checks
(:mod:`billing_sim.toolkit.verify.attribution`). schemathesis runs every phase (examples, coverage,
fuzzing,
stateful) with the project's ``schemathesis.toml`` after the workflow. Results are kept per
check run (:class:`VerifyResult`), viewed per operation, per failure and per promise, and
turned into one report (:func:`promise_report`) that :mod:`billing_sim.toolkit.report` renders as
text,
Markdown, JSON and JUnit XML.
"""

from billing_sim.toolkit.verify.promise_report import JUNIT_SUITE, promise_report
from billing_sim.toolkit.verify.results import CheckRun, DistinctFailure, FailureInfo, VerifyResult
from billing_sim.toolkit.verify.run import VerifyOptions, run_verify

__all__ = [
    "JUNIT_SUITE",
    "CheckRun",
    "DistinctFailure",
    "FailureInfo",
    "VerifyOptions",
    "VerifyResult",
    "promise_report",
    "run_verify",
]
