"""record_payment: one idempotency key per logical payment, and a three-state outcome."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from billing_sim.client import FailureKind, RetryPolicy, Timeouts, WriteOutcome
from billing_sim.client.testing import (
    connect_timeout,
    disconnect,
    hang,
    ok,
    problem,
    refused,
    reset,
)

from .conftest import CUSTOMER_ID, INVOICE_ID, OTHER_INVOICE_ID, Flavor, example

PAYMENT = example("Payment")
ARGS = (CUSTOMER_ID, 337600, "VES", "pago_movil", "004512873361", INVOICE_ID)
CREATED = ok(PAYMENT, status=201)


def pay(flavor: Flavor, tools: Any, **kwargs: Any) -> Any:
    return flavor.run(tools, "record_payment", *ARGS, **kwargs)


def keys(transport: Any) -> list[str]:
    return [r.headers["idempotency-key"] for r in transport.requests]


def test_one_key_is_reused_on_every_attempt_with_the_same_body(flavor: Flavor) -> None:
    """Timeout, reset, 503, then 201: four attempts, one key, byte-identical bodies."""
    steps = [hang(), reset(), problem(503), CREATED]
    tools, transport, _ = flavor.env(
        steps, timeouts=Timeouts(deadline=10, attempt=1), retry=RetryPolicy(max_attempts=4)
    )
    result = pay(flavor, tools)
    assert result.ok
    assert result.outcome is WriteOutcome.SUCCEEDED
    assert len(set(keys(transport))) == 1
    assert len(transport.requests) == 4
    assert result.idempotency_key == keys(transport)[0]
    assert len({r.content for r in transport.requests}) == 1
    body = json.loads(transport.requests[0].content)
    assert body == {
        "customer_id": CUSTOMER_ID,
        "invoice_id": INVOICE_ID,
        "amount": {"amount_minor": 337600, "currency": "VES"},
        "method": "pago_movil",
        "reference": "004512873361",
    }


def test_each_logical_payment_gets_its_own_key(flavor: Flavor) -> None:
    """Two payments, two keys; the same seed gives the same keys (deterministic tests)."""
    runs = []
    for _ in range(2):
        tools, transport, _ = flavor.env([CREATED, CREATED], rng=random.Random(42))
        pay(flavor, tools)
        pay(flavor, tools)
        runs.append(keys(transport))
    assert runs[0] == runs[1]
    assert runs[0][0] != runs[0][1]


def test_a_given_key_is_used_as_is(flavor: Flavor) -> None:
    """Reconciling an unknown outcome: the caller passes the key back."""
    tools, transport, _ = flavor.env([CREATED])
    result = pay(flavor, tools, idempotency_key="key-from-the-ticket")
    assert keys(transport) == ["key-from-the-ticket"]
    assert result.idempotency_key == "key-from-the-ticket"


def test_a_replay_is_reported_as_succeeded_and_not_recorded_twice(flavor: Flavor) -> None:
    """``Idempotent-Replayed: true``: succeeded, and the evidence says it was not doubled."""
    tools, _, _ = flavor.env([ok(PAYMENT, status=201, Idempotent_Replayed="true")])
    result = pay(flavor, tools)
    assert result.outcome is WriteOutcome.SUCCEEDED
    assert "it was not recorded twice" in result.evidence_text


@pytest.mark.parametrize(
    "steps",
    [
        [hang()] * 3,
        [reset()] * 3,
        [disconnect()] * 3,
        [problem(500)] * 3,
        [problem(409)] * 3,
        [hang(), problem(429, retry_after=60)],
        [refused(), hang(), refused()],
    ],
    ids=["timeouts", "resets", "disconnects", "500s", "in-use", "timeout-then-429", "mixed"],
)
def test_a_lost_answer_is_unknown_never_failed(flavor: Flavor, steps: list[Any]) -> None:
    """If any attempt may have been recorded and none settled it: unknown, with the key."""
    tools, transport, _ = flavor.env(steps, then=problem(500))
    result = pay(flavor, tools)
    assert (result.ok, result.outcome, result.should_escalate) == (
        False,
        WriteOutcome.UNKNOWN,
        True,
    )
    assert result.idempotency_key == keys(transport)[0]
    assert "may or may not have been recorded" in result.evidence_text
    assert result.idempotency_key in result.evidence_text
    assert "was not recorded" not in result.evidence_text


@pytest.mark.parametrize(
    ("step", "kind", "escalate"),
    [
        (problem(422, "invoice_already_paid"), FailureKind.REJECTED, False),
        (problem(422, "currency_mismatch"), FailureKind.REJECTED, False),
        (problem(404, "customer_not_found"), FailureKind.NOT_FOUND, False),
        (problem(422, "validation_failed"), FailureKind.INVALID_INPUT, False),
        (problem(403, "forbidden"), FailureKind.UNAUTHORIZED, True),
    ],
)
def test_a_definite_refusal_is_failed(
    flavor: Flavor, step: Any, kind: FailureKind, escalate: bool
) -> None:
    """The API answered for this key: not recorded, and never will be."""
    tools, transport, _ = flavor.env([step])
    result = pay(flavor, tools)
    assert (result.outcome, result.failure_kind, result.should_escalate) == (
        WriteOutcome.FAILED,
        kind,
        escalate,
    )
    assert len(transport.requests) == 1


def test_a_refusal_after_a_lost_answer_still_settles_it(flavor: Flavor) -> None:
    """Timeout then invoice_already_paid: the key's fate is known (a replay would be 201)."""
    tools, _, _ = flavor.env([hang(), problem(422, "invoice_already_paid")])
    assert pay(flavor, tools).outcome is WriteOutcome.FAILED


@pytest.mark.parametrize(
    "steps",
    [[refused()] * 3, [connect_timeout()] * 2, [problem(429, retry_after=60)]],
    ids=["refused", "connect-timeouts", "rate-limited"],
)
def test_provably_never_processed_is_failed(flavor: Flavor, steps: list[Any]) -> None:
    """Nothing reached the API (or it refused before processing): failed, and escalate."""
    tools, _, _ = flavor.env(steps, then=refused())
    result = pay(flavor, tools)
    assert (result.outcome, result.should_escalate) == (WriteOutcome.FAILED, True)
    assert "The payment was not recorded." in result.evidence_text


def test_an_open_circuit_sends_nothing_and_is_failed(flavor: Flavor) -> None:
    """Circuit open: no request, outcome failed with the key, and the incident."""
    tools, transport, _ = flavor.env([], then=refused())
    for invoice in (INVOICE_ID, OTHER_INVOICE_ID, INVOICE_ID):
        flavor.run(tools, "get_invoice", invoice)
    sent = len(transport.requests)
    result = pay(flavor, tools)
    assert len(transport.requests) == sent
    assert (result.failure_kind, result.outcome) == (FailureKind.CIRCUIT_OPEN, WriteOutcome.FAILED)
    assert result.incident_id
    assert result.idempotency_key


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ((CUSTOMER_ID, 0, "VES", "pago_movil", "ref1"), "amount_minor"),
        ((CUSTOMER_ID, 100, "EUR", "pago_movil", "ref1"), "currency"),
        ((CUSTOMER_ID, 100, "VES", "bitcoin", "ref1"), "method"),
        (("not-a-customer", 100, "VES", "pago_movil", "ref1"), "customer_id"),
        ((CUSTOMER_ID, 100, "VES", "pago_movil", "ref 1; DROP"), "reference"),
    ],
)
def test_invalid_arguments_are_refused_before_sending(
    flavor: Flavor, args: tuple[Any, ...], field: str
) -> None:
    """Client-side validation: invalid_input, nothing sent, outcome failed, no escalation."""
    tools, transport, _ = flavor.env([])
    result = flavor.run(tools, "record_payment", *args)
    assert transport.requests == []
    assert (result.failure_kind, result.outcome, result.should_escalate) == (
        FailureKind.INVALID_INPUT,
        WriteOutcome.FAILED,
        False,
    )
    assert field in result.evidence_text
    assert tools.breaker.snapshot().window_calls == 0
