"""``billing-sim verify``: does an implementation keep every promise of ``openapi/billing.yaml``?

The promises are catalogued in the contract (``x-promises``, :mod:`toolkit.verify.catalogue`),
each checked one way: on every response (:mod:`toolkit.verify.responses`, also registered with
schemathesis), by a deterministic workflow that finds its own fixtures from a test customer
(:mod:`toolkit.workflow.walk`, :mod:`toolkit.verify.stateful`), or by schemathesis' own checks
(:mod:`toolkit.verify.attribution`). schemathesis runs every phase (examples, coverage, fuzzing,
stateful) with the project's ``schemathesis.toml`` after the workflow. Results are kept per
check run (:class:`VerifyResult`), viewed per operation, per failure and per promise, and
turned into one report (:func:`promise_report`) that :mod:`toolkit.report` renders as text,
Markdown, JSON and JUnit XML.
"""

from toolkit.verify.promise_report import JUNIT_SUITE, promise_report
from toolkit.verify.results import CheckRun, DistinctFailure, FailureInfo, VerifyResult
from toolkit.verify.run import VerifyOptions, run_verify

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
