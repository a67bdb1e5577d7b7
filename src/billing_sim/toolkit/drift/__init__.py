"""``billing-sim drift``: where an implementation behaves differently from the simulator.

The same link workflow (each side from its own test customer, its own ids through its own
links), the same auth probes and the same generated requests (one seed) go to both; responses
are reduced to status, problem code, the form of the headers the contract and the bot rely on,
and shape (:mod:`billing_sim.toolkit.drift.shape`) and compared, and the workflow's payment must
change the
same things on both. Each difference is one row however often it was seen, with a curl line that
reproduces it, reported operation by operation (:func:`difference_report`) and rendered by
:mod:`billing_sim.toolkit.report` as text, Markdown and JSON.
"""

from billing_sim.toolkit.drift.difference_report import difference_report
from billing_sim.toolkit.drift.differences import Difference, DriftResult
from billing_sim.toolkit.drift.run import SIMULATOR, DriftOptions, run_drift
from billing_sim.toolkit.drift.serving import serve_in_thread

__all__ = [
    "SIMULATOR",
    "Difference",
    "DriftOptions",
    "DriftResult",
    "difference_report",
    "run_drift",
    "serve_in_thread",
]
