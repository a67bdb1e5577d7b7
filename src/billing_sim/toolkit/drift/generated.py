"""The generated half of a drift run: one request set per seed, sent to both implementations.

schemathesis' strategies (positive and negative data for every operation, the contract's
examples mixed in) are drawn by Hypothesis under a fixed seed, once; every request then goes to
the reference and to the target in the same order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis.errors import HypothesisException
from schemathesis import Case, GenerationMode
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi.operations import OPERATIONS

MODES = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
IDEMPOTENCY_KEY = "Idempotency-Key"
_WELL_FORMED_KEY = re.compile(r"[!-~]{1,200}")
"""A key the contract accepts (``^[!-~]+$``, at most 255) with room for a run suffix."""


@dataclass(frozen=True, slots=True)
class RequestSet:
    """The generated cases, and the operations (and modes) that generated none."""

    cases: list[tuple[str, Case[Any]]]
    notes: list[str]


def generate_requests(schema: OpenApiSchema, *, seed: int, per_operation: int) -> RequestSet:
    """Up to ``per_operation`` cases per operation and mode, in contract order."""
    cases: list[tuple[str, Case[Any]]] = []
    notes: list[str] = []
    for operation_id in OPERATIONS:
        operation = schema.find_operation_by_id(operation_id)
        for mode in MODES:
            drawn: list[Case[Any]] = []
            strategy = operation.as_strategy(generation_mode=mode)

            @hypothesis_seed(seed)
            @settings(
                max_examples=per_operation,
                database=None,
                deadline=None,
                phases=[Phase.generate],
                suppress_health_check=list(HealthCheck),
            )
            @given(strategy)
            def draw(case: Case[Any]) -> None:
                drawn.append(case)  # noqa: B023 (drawn is read right after the call)

            try:
                draw()
            except HypothesisException as error:
                notes.append(f"{operation_id}: no {mode.value} requests ({type(error).__name__})")
            cases += [(operation_id, case) for case in _unique(drawn)]
    return RequestSet(cases, notes)


def with_fresh_keys(requests: RequestSet, suffix: str) -> None:
    """Append ``suffix`` to every well-formed generated ``Idempotency-Key``.

    Generated keys are short and repeat across runs (``"0"``, ``"A"``): on a long-lived target
    an earlier run's key turns a new payment into a replay or ``idempotency_key_reused``, while
    the reference, fresh every run, records it. A suffix unique to the run keeps the request the
    same on both sides and new to both. Malformed keys (negative cases) are left as generated.
    """
    for _, case in requests.cases:
        key = case.headers.get(IDEMPOTENCY_KEY) if case.headers else None
        if isinstance(key, str) and _WELL_FORMED_KEY.fullmatch(key):
            case.headers[IDEMPOTENCY_KEY] = f"{key}.{suffix}"


def _unique(cases: list[Case[Any]]) -> list[Case[Any]]:
    """``cases`` without repeats (Hypothesis may draw the same request twice)."""
    seen: set[int] = set()
    unique = []
    for case in cases:
        identity = hash(case)
        if identity not in seen:
            seen.add(identity)
            unique.append(case)
    return unique
