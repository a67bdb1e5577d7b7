"""``billing-sim verify``: is an implementation faithful to ``openapi/billing.yaml``?

schemathesis runs every phase (examples, coverage, fuzzing, stateful) with every check, using
the project's ``schemathesis.toml``; before it, a deterministic workflow walks the contract's
links from a test customer, records a payment and checks it can be read back, listed and seen
in the balance. Results are kept per operation and check (:class:`VerifyResult`) and rendered
as text, Markdown and JUnit XML.
"""

from toolkit.verify.junit import render_junit
from toolkit.verify.project import DEFAULT_CONFIG_PATH, SetupError, Target
from toolkit.verify.render import render_markdown, render_text
from toolkit.verify.results import CheckRun, DistinctFailure, FailureInfo, VerifyResult
from toolkit.verify.run import EXAMPLE_ACCOUNT_NUMBER, VerifyOptions, run_verify

__all__ = [
    "DEFAULT_CONFIG_PATH",
    "EXAMPLE_ACCOUNT_NUMBER",
    "CheckRun",
    "DistinctFailure",
    "FailureInfo",
    "SetupError",
    "Target",
    "VerifyOptions",
    "VerifyResult",
    "render_junit",
    "render_markdown",
    "render_text",
    "run_verify",
]
