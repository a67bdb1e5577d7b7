"""``billing-sim verify``: does an implementation keep every promise of ``openapi/billing.yaml``?

The promises are catalogued in the contract (``x-promises``, :mod:`toolkit.verify.catalogue`),
each checked one way: on every response (:mod:`toolkit.verify.responses`, also registered with
schemathesis), by a deterministic workflow that finds its own fixtures from a test customer
(:mod:`toolkit.workflow.walk`, :mod:`toolkit.verify.stateful`), or by schemathesis' own checks
(:mod:`toolkit.verify.attribution`). schemathesis runs every phase (examples, coverage, fuzzing,
stateful) with the project's ``schemathesis.toml`` after the workflow. Results are kept per
check run (:class:`VerifyResult`), viewed per operation, per failure and per promise, and
rendered as text, Markdown and JUnit XML.
"""

from toolkit.verify.junit import render_junit
from toolkit.verify.render import render_markdown, render_text
from toolkit.verify.results import CheckRun, DistinctFailure, FailureInfo, VerifyResult
from toolkit.verify.run import VerifyOptions, run_verify

__all__ = [
    "CheckRun",
    "DistinctFailure",
    "FailureInfo",
    "VerifyOptions",
    "VerifyResult",
    "render_junit",
    "render_markdown",
    "render_text",
    "run_verify",
]
