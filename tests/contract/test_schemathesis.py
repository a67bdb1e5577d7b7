"""schemathesis 4 against the in-process simulator: every check, every phase, stateful included.

Auth and the per-operation expectations come from ``schemathesis.toml`` at the repository root.
The examples, coverage and fuzzing phases run per operation in ``test_operation_conforms``;
the stateful phase follows the contract's links in ``TestStatefulWorkflow``.
"""

from __future__ import annotations

from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.simulator.app import create_app
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.toolkit.verify.responses import response_checks

# The contract's response-level promises (money display, invoice and bill arithmetic, problem
# codes, negotiation...) on every response, besides schemathesis' own checks.
PROMISES = list(response_checks())

# A small population keeps data generation cheap; the stateful phase reaches real customers
# through searchCustomers' and getInvoice's links.
schema = schemathesis.openapi.from_path(CONTRACT_PATH)
schema.app = create_app(SimulatorSettings(customers=200))

# Derandomized: `make test` sees the same cases every run (explore with `st run` instead).
FAST = settings(
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@schema.parametrize()
@FAST
def test_operation_conforms(case: schemathesis.Case[Any]) -> None:
    """Every generated request gets a response that satisfies every check and every
    response-level promise."""
    case.call_and_validate(additional_checks=PROMISES)


class StatefulWorkflow(schema.as_state_machine()):  # type: ignore[misc]
    """The contract's links, followed; every response also checked for the promises."""

    def validate_response(
        self,
        response: Any,
        case: schemathesis.Case[Any],
        additional_checks: Any = None,
        **kwargs: Any,
    ) -> None:
        checks = [*(additional_checks or ()), *PROMISES]
        super().validate_response(response, case, additional_checks=checks, **kwargs)


TestStatefulWorkflow = StatefulWorkflow.TestCase
TestStatefulWorkflow.settings = settings(
    FAST,
    max_examples=60,
    stateful_step_count=10,
)
