"""schemathesis with ``scenarios/legal-faults.yaml`` active: every check but not_a_server_error.

The scenario injects only faults the contract declares (500/502/503/504, 429 with
``Retry-After``, latency), so every answer must still conform: status codes, headers, problem
bodies, stateful links. ``not_a_server_error`` is excluded explicitly because 5xx is the
point. Latency goes through an injected sleep that returns at once (the delay is legal and
would only slow the run down). Fewer examples than the fault-free run keep it to ~10 s.

Each stateful scenario starts a fresh activation (counters from zero) and forgets the
session's payments, so hypothesis replaying a scenario meets exactly the same faults.
"""

from __future__ import annotations

import asyncio
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import CheckFunction, not_a_server_error

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.simulator.app import create_app
from billing_sim.simulator.settings import SimulatorSettings

EXCLUDED: list[CheckFunction] = [not_a_server_error]


async def no_wait(seconds: float) -> None:
    """Latency faults are contract-legal; waiting for them would only slow the run."""


SCENARIO = "legal-faults"
schema = schemathesis.openapi.from_path(CONTRACT_PATH)
schema.app = create_app(SimulatorSettings(customers=200, scenario=SCENARIO), sleep=no_wait)


async def fresh_activation(app: Any) -> None:
    """The default session's data as generated and the scenario's counters at zero."""
    source = app.state.library.shipped(SCENARIO)
    await app.state.store.reset_session("default")
    await app.state.store.activate_scenario("default", source.name, source.text)


FAST = settings(
    deadline=None,
    derandomize=True,
    max_examples=15,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@schema.parametrize()
@FAST
def test_operation_conforms_under_legal_faults(case: schemathesis.Case[Any]) -> None:
    """Every answer, faulty or not, satisfies every check except not_a_server_error."""
    case.call_and_validate(excluded_checks=EXCLUDED)


class LegalFaultsWorkflow(schema.as_state_machine()):  # type: ignore[misc]
    """The contract's links followed while faults hit some steps."""

    def setup(self) -> None:
        """Every scenario starts from the same state, so replays are exact."""
        asyncio.run(fresh_activation(schema.app))

    def validate_response(
        self,
        response: Any,
        case: schemathesis.Case[Any],
        additional_checks: Any = None,
        **kwargs: Any,
    ) -> None:
        case.validate_response(
            response,
            additional_checks=additional_checks,
            excluded_checks=EXCLUDED,
            transport_kwargs=kwargs or None,
            recorder=self.recorder,
        )


TestLegalFaultsWorkflow = LegalFaultsWorkflow.TestCase
TestLegalFaultsWorkflow.settings = settings(FAST, max_examples=30, stateful_step_count=8)
