"""What a newcomer sees first when a scenario is active: when the first fault comes, and which.

A scenario whose draws happen to spare the first requests (``connection-resets`` answers a
dozen calls normally before its first reset) looks broken to someone trying it out; saying so
in ``scenarios list`` and ``explain`` turns the surprise into a documented fact. The traffic is
a bot's: the reference client's tools called in turn (their operations, from
``openapi.tool_operations``) about the README's customer, one request a second, played by
:class:`~simulator.scenario.play.DryRun` exactly as the simulator would play it for one session.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.openapi.tool_operations import TOOL_OPERATIONS
from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.engine import ScenarioRequest
from billing_sim.simulator.scenario.faults import describe_outcome
from billing_sim.simulator.scenario.play import DryRun

NEWCOMER_CUSTOMER = "cus_7k2m9q4x1z"
"""Persona 0, the customer of the README's first example (present for every seed)."""
PREVIEW_REQUESTS = 300
INTERVAL_S = 1.0


def newcomer_requests(session: str = "default") -> Iterator[ScenarioRequest]:
    """The tools' operations in turn, forever, each about :data:`NEWCOMER_CUSTOMER`."""
    operations = [op for called in TOOL_OPERATIONS.values() for op in called]
    for operation in itertools.cycle(operations):
        about = "customer_id" in OPERATIONS[operation].path_params
        params = {"customer_id": NEWCOMER_CUSTOMER} if about else {}
        customers = () if operation == "searchCustomers" else (NEWCOMER_CUSTOMER,)
        yield ScenarioRequest(session, operation, params, {}, customers)


def first_seen(scenario: Scenario, seed: int | None = None) -> str:
    """``the first 12 requests are answered normally; request 13 (t=12 s, getInvoice) gets
    connection reset``: a bot's traffic (:func:`newcomer_requests`), one request a second."""
    run = DryRun(scenario, seed)
    requests = itertools.islice(newcomer_requests(), PREVIEW_REQUESTS)
    for number, request in enumerate(requests, 1):
        elapsed = (number - 1) * INTERVAL_S
        decision = run.step(request, elapsed).decision
        if decision is None:
            continue
        what = describe_outcome(decision.outcome)
        if number == 1:
            return f"the very first request ({request.operation_id}) gets {what}"
        normal = "the first request is" if number == 2 else f"the first {number - 1} requests are"
        return (
            f"{normal} answered normally; request {number} (t={elapsed:g} s, "
            f"{request.operation_id}) gets {what}"
        )
    return f"no fault in the first {PREVIEW_REQUESTS} requests"
