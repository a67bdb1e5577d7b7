"""Drift's generated requests: one set per seed, every operation, keys new to each run."""

from __future__ import annotations

import json
from typing import Any

from schemathesis import Case
from schemathesis.core import NotSet

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.drift.generated import (
    IDEMPOTENCY_KEY,
    RequestSet,
    generate_requests,
    with_fresh_keys,
)
from tests.unit.toolkit.workflow_support import schema


def wire(case: Case[Any]) -> str:
    body = None if isinstance(case.body, NotSet) else case.body
    return json.dumps(
        [case.method, case.formatted_path, dict(case.query), dict(case.headers), body],
        sort_keys=True,
        default=repr,
    )


def test_the_same_seed_generates_the_same_requests_for_every_operation() -> None:
    """Both implementations get the requests one seed defines, and a rerun gets them again."""
    first = generate_requests(schema(), seed=5, per_operation=2)
    again = generate_requests(schema(), seed=5, per_operation=2)
    assert [wire(case) for _, case in first.cases] == [wire(case) for _, case in again.cases]
    assert {operation for operation, _ in first.cases} == set(OPERATIONS)


def test_well_formed_idempotency_keys_get_the_run_suffix_and_malformed_ones_do_not() -> None:
    """A valid key becomes new to the run; a negative case's invalid key stays invalid."""
    operation = schema().find_operation_by_id("createPayment")
    valid = operation.Case(headers={IDEMPOTENCY_KEY: "0"})
    blank = operation.Case(headers={IDEMPOTENCY_KEY: ""})
    other = schema().find_operation_by_id("listPlans").Case()
    with_fresh_keys(
        RequestSet([("createPayment", valid), ("createPayment", blank), ("listPlans", other)], []),
        "run1",
    )
    assert valid.headers[IDEMPOTENCY_KEY] == "0.run1"
    assert blank.headers[IDEMPOTENCY_KEY] == ""
    assert IDEMPOTENCY_KEY not in other.headers
