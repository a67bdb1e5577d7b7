"""record_payment under payment-after-commit-timeout: never recorded twice, whatever was lost.

The first createPayment of the session is stored and its answer hangs. With the default
timeouts the client retries within the call with the same key and gets the replay; when no
time is left for a retry, the outcome is ``unknown`` with the key, and calling again with
that key replays the one payment. Either way, listPayments shows exactly one.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from billing_sim.client import FailureKind, Timeouts, ToolResult, WriteOutcome
from billing_sim.client.models import Payment
from tests.contract.client.tour import PAYER, Simulated

REFERENCE = "990011223344"
PAYMENT_ARGS = (PAYER.customer_id, 150000, "VES", "pago_movil", REFERENCE)
NO_TIME_TO_RETRY = Timeouts(deadline=3.0, attempt=3.0)
"""One attempt may use the whole deadline: a hang leaves nothing for a retry."""


def pay_and_list(
    flavor: str, timeouts: Timeouts | None, *, retry_with_key: bool
) -> tuple[list[ToolResult[Payment]], list[Payment]]:
    """Record the payment (and again with its key, if asked); then list the payer's payments."""
    sim = Simulated.under("payment-after-commit-timeout")
    paid: list[ToolResult[Payment]] = []
    if flavor == "sync":
        tools = sim.sync_tools(timeouts)
        try:
            paid.append(tools.record_payment(*PAYMENT_ARGS))
            if retry_with_key:
                key = paid[0].idempotency_key
                paid.append(tools.record_payment(*PAYMENT_ARGS, idempotency_key=key))
            listed = tools.client.list_payments(PAYER.customer_id, limit=100).data
        finally:
            tools.close()
        return paid, listed

    async def play() -> list[Payment]:
        tools = sim.async_tools(timeouts)
        try:
            paid.append(await tools.record_payment(*PAYMENT_ARGS))
            if retry_with_key:
                key = paid[0].idempotency_key
                paid.append(await tools.record_payment(*PAYMENT_ARGS, idempotency_key=key))
            return (await tools.client.list_payments(PAYER.customer_id, limit=100)).data
        finally:
            await tools.aclose()

    listed = asyncio.run(play())
    return paid, listed


def ours(payments: list[Payment]) -> list[Payment]:
    return [payment for payment in payments if payment.reference == REFERENCE]


@pytest.mark.parametrize("flavor", ["sync", "async"])
def test_a_lost_answer_is_replayed_within_the_call(flavor: str) -> None:
    """Default timeouts: the hung attempt times out, the retry with the same key replays it."""
    (result,), listed = pay_and_list(flavor, None, retry_with_key=False)
    assert (result.ok, result.outcome) == (True, WriteOutcome.SUCCEEDED), result
    assert [a.failure_kind for a in result.attempts] == [FailureKind.TIMEOUT, None]
    assert result.elapsed <= Timeouts().deadline
    assert "it was not recorded twice" in result.evidence_text
    assert [payment.id for payment in ours(listed)] == [result.data.id]  # type: ignore[union-attr]


@pytest.mark.parametrize("flavor", ["sync", "async"])
def test_an_unknown_outcome_is_settled_by_retrying_with_its_key(flavor: str) -> None:
    """No time to retry: unknown with the key, escalated; the same key then replays the one."""
    (lost, settled), listed = pay_and_list(flavor, NO_TIME_TO_RETRY, retry_with_key=True)
    assert (lost.ok, lost.failure_kind, lost.outcome) == (
        False,
        FailureKind.TIMEOUT,
        WriteOutcome.UNKNOWN,
    ), lost
    assert lost.should_escalate
    assert lost.idempotency_key
    assert lost.idempotency_key in lost.evidence_text
    assert lost.elapsed <= NO_TIME_TO_RETRY.deadline
    assert (settled.ok, settled.outcome) == (True, WriteOutcome.SUCCEEDED), settled
    assert settled.idempotency_key == lost.idempotency_key
    assert "it was not recorded twice" in settled.evidence_text
    assert [payment.id for payment in ours(listed)] == [settled.data.id]  # type: ignore[union-attr]


def test_a_new_key_would_have_recorded_it_twice() -> None:
    """Why the key matters: the same payment under a fresh key is a second payment."""
    sim = Simulated.under("payment-after-commit-timeout")
    tools: Any = sim.sync_tools(NO_TIME_TO_RETRY)
    try:
        lost = tools.record_payment(*PAYMENT_ARGS)
        again = tools.record_payment(*PAYMENT_ARGS)
        listed = tools.client.list_payments(PAYER.customer_id, limit=100).data
    finally:
        tools.close()
    assert lost.outcome is WriteOutcome.UNKNOWN
    assert again.ok
    assert again.idempotency_key != lost.idempotency_key
    assert len(ours(listed)) == 2
