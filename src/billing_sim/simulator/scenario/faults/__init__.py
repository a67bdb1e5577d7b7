"""The fault kinds, one module each, and their registry: :data:`Fault`.

Each module holds a kind's schema, its decision, its contract check and its outcome, which
describes itself and acts on the request in flight (see :mod:`~simulator.scenario.faults.base`).
The union below is the one list of kinds: the YAML schema and its error messages, the checker,
the engine, the dry run, the journal's ``fault=`` filter and the control plane's document
(checked by a test) all read it.

Adding a kind: a module here, its import and its line in :data:`Fault` below, its tests (with
the kinds an unknown kind's message lists, which ``tests/unit/scenario/test_errors.py`` pins),
and its section in ``scenarios/README.md`` (a test checks that every kind and key is there).
"""

from __future__ import annotations

from typing import Annotated, get_args

from pydantic import Field

from billing_sim.simulator.scenario.faults.after_commit import AfterCommitFault
from billing_sim.simulator.scenario.faults.base import FaultSpec, Outcome, Wire
from billing_sim.simulator.scenario.faults.close import CloseFault
from billing_sim.simulator.scenario.faults.hang import HangFault
from billing_sim.simulator.scenario.faults.http_error import HttpErrorFault
from billing_sim.simulator.scenario.faults.latency import LatencyFault
from billing_sim.simulator.scenario.faults.malformed import MalformedFault
from billing_sim.simulator.scenario.faults.not_found import NotFoundFault
from billing_sim.simulator.scenario.faults.rate_limit import RateLimitFault
from billing_sim.simulator.scenario.faults.reset import ResetFault
from billing_sim.simulator.scenario.faults.slow_body import SlowBodyFault
from billing_sim.simulator.scenario.faults.truncate import TruncateFault

Fault = Annotated[
    LatencyFault
    | HangFault
    | HttpErrorFault
    | NotFoundFault
    | RateLimitFault
    | ResetFault
    | CloseFault
    | TruncateFault
    | MalformedFault
    | SlowBodyFault
    | AfterCommitFault,
    Field(discriminator="kind"),
]
"""Any fault; the ``kind`` key says which. The order is the order messages list the kinds."""

FAULT_SPECS: dict[str, type[FaultSpec]] = {
    get_args(spec.model_fields["kind"].annotation)[0]: spec for spec in get_args(get_args(Fault)[0])
}
"""Every kind's schema by its ``kind``, in the order of :data:`Fault`."""

FAULT_KINDS: tuple[str, ...] = tuple(FAULT_SPECS)
"""Every fault kind, in the order of :data:`Fault`."""

FLAGGABLE_KINDS: tuple[str, ...] = tuple(k for k, spec in FAULT_SPECS.items() if spec.flaggable)
"""The kinds ``off_contract: true`` may mark."""


def describe_outcome(outcome: Outcome) -> str:
    """A one-line human description, e.g. ``503 billing_backend_unavailable, Retry-After: 30``."""
    return outcome.describe()


__all__ = [
    "FAULT_KINDS",
    "FAULT_SPECS",
    "FLAGGABLE_KINDS",
    "Fault",
    "FaultSpec",
    "Outcome",
    "Wire",
    "describe_outcome",
]
