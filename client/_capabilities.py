"""The bot's capabilities as sans-I/O programs that always end in a ``ToolResult``.

Each capability makes one or more requests through :func:`client._call.call` within one
deadline and turns the outcome into evidence. The sync and async tool sets only drive these
programs, so the two cannot disagree about any result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from client import _evidence as evidence
from client import _requests as requests
from client._call import CallOutcome, call
from client._context import Context
from client._effects import Program
from client._failures import describe, invalid_arguments, subject_of, write_text
from client._result import ToolResult
from client._types import FailureKind, WriteOutcome
from openapi.models import (
    Balance,
    BillSummary,
    Customer,
    Invoice,
    Payment,
    PaymentCreate,
    Subscription,
    SubscriptionStatus,
    Usage,
)

M = TypeVar("M", bound=BaseModel)
D = TypeVar("D")

INVOICE_PAGE = 12
"""``list_invoices`` returns the newest year of monthly invoices."""

# The subscription whose usage the bot reports, in order of preference: the service that is
# running, else the one that is running but owes money, else a suspended one (its usage
# still explains the bill). Pending and canceled subscriptions have no current usage.
USAGE_STATUSES = (
    SubscriptionStatus.active,
    SubscriptionStatus.past_due,
    SubscriptionStatus.suspended,
)


def _done(
    ctx: Context,
    capability: str,
    origin: float,
    outcome: CallOutcome[Any],
    data: D | None,
    text: str,
) -> ToolResult[D]:
    return ToolResult(
        capability,
        ok=True,
        evidence_text=text,
        data=data,
        attempts=outcome.attempts,
        elapsed=ctx.clock.monotonic() - origin,
        request_id=outcome.request_id,
        outcome=outcome.write_outcome,
        idempotency_key=outcome.idempotency_key,
    )


def _failed(
    ctx: Context, capability: str, origin: float, outcome: CallOutcome[Any], subject: str
) -> ToolResult[Any]:
    error, text = describe(outcome, subject, ctx.timeouts.deadline)
    return ToolResult(
        capability,
        ok=False,
        evidence_text=text,
        error=error,
        should_escalate=outcome.escalate,
        failure_kind=outcome.kind,
        error_code=outcome.verdict.code if outcome.verdict is not None else None,
        attempts=outcome.attempts,
        elapsed=ctx.clock.monotonic() - origin,
        request_id=outcome.request_id,
        incident_id=outcome.incident_id,
        retry_after=outcome.retry_after,
        outcome=outcome.write_outcome,
        idempotency_key=outcome.idempotency_key,
    )


def _single(
    ctx: Context,
    capability: str,
    spec: requests.RequestSpec[M],
    subject: str,
    render: Callable[[M], str],
) -> Program[ToolResult[M]]:
    origin = ctx.clock.monotonic()
    outcome = yield from call(ctx, spec, origin + ctx.timeouts.deadline, origin)
    if outcome.value is None:
        return _failed(ctx, capability, origin, outcome, subject)
    return _done(ctx, capability, origin, outcome, outcome.value, render(outcome.value))


def internal_error(capability: str, elapsed: float) -> ToolResult[Any]:
    """The result when the client itself (or an injected component) raised."""
    error = "The billing client failed internally."
    return ToolResult(
        capability,
        ok=False,
        evidence_text=f"{error} Escalate to a human agent.",
        error=error,
        should_escalate=True,
        failure_kind=FailureKind.INTERNAL_ERROR,
        elapsed=elapsed,
    )


def _rejected_arguments(capability: str, problem: str, advice: str) -> ToolResult[Any]:
    error, text = invalid_arguments(problem, advice)
    kind = FailureKind.INVALID_INPUT
    return ToolResult(capability, ok=False, evidence_text=text, error=error, failure_kind=kind)


def find_customer(
    ctx: Context, account_number: str | None, tax_id: str | None, phone: str | None
) -> Program[ToolResult[list[Customer]]]:
    """Customers by exactly one key; an empty result is a business answer, not an error."""
    keys = {"account number": account_number, "tax id": tax_id, "phone": phone}
    given = [(name, value) for name, value in keys.items() if value]
    if len(given) != 1:
        return _rejected_arguments(
            "find_customer",
            "a search needs exactly one of account number, tax id or phone",
            "Ask the customer for one of them.",
        )
    lookup, value = given[0]
    origin = ctx.clock.monotonic()
    spec = requests.search_customers(account_number or None, tax_id or None, phone or None, None)
    outcome = yield from call(ctx, spec, origin + ctx.timeouts.deadline, origin)
    if outcome.value is None:
        return _failed(ctx, "find_customer", origin, outcome, f"{lookup} {evidence.quoted(value)}")
    text = evidence.customers(lookup, value, outcome.value)
    result = _done(ctx, "find_customer", origin, outcome, outcome.value.data, text)
    if outcome.value.data:
        return result
    return dataclasses.replace(
        result, ok=False, failure_kind=FailureKind.NOT_FOUND, error="No customer matches."
    )


def get_balance(ctx: Context, customer_id: str) -> Program[ToolResult[Balance]]:
    """A customer's balance."""
    spec = requests.get_customer_balance(customer_id)
    subject = subject_of(customer_id=customer_id)
    return (yield from _single(ctx, "get_balance", spec, subject, evidence.balance))


def get_bill_summary(
    ctx: Context, customer_id: str, period: str | None
) -> Program[ToolResult[BillSummary]]:
    """Why a month's bill differs from the month before."""
    spec = requests.get_bill_summary(customer_id, period)
    subject = subject_of(customer_id=customer_id, period=period)
    return (yield from _single(ctx, "get_bill_summary", spec, subject, evidence.bill_summary))


def list_invoices(ctx: Context, customer_id: str) -> Program[ToolResult[list[Invoice]]]:
    """The customer's newest invoices (``INVOICE_PAGE`` of them)."""
    origin = ctx.clock.monotonic()
    spec = requests.list_invoices(customer_id, None, None, INVOICE_PAGE, None, None)
    outcome = yield from call(ctx, spec, origin + ctx.timeouts.deadline, origin)
    if outcome.value is None:
        return _failed(ctx, "list_invoices", origin, outcome, subject_of(customer_id=customer_id))
    text = evidence.invoices(customer_id, outcome.value)
    return _done(ctx, "list_invoices", origin, outcome, outcome.value.data, text)


def get_invoice(ctx: Context, invoice_id: str) -> Program[ToolResult[Invoice]]:
    """One invoice with its lines."""
    spec = requests.get_invoice(invoice_id)
    subject = subject_of(invoice_id=invoice_id)
    return (yield from _single(ctx, "get_invoice", spec, subject, evidence.invoice))


def choose_subscription(subscriptions: list[Subscription]) -> Subscription | None:
    """The subscription whose usage to report (see ``USAGE_STATUSES``); newest wins ties."""
    for status in USAGE_STATUSES:
        for subscription in subscriptions:  # the API lists newest first
            if subscription.status is status:
                return subscription
    return None


def get_usage(ctx: Context, customer_id: str) -> Program[ToolResult[Usage]]:
    """Data usage of the customer's current subscription: two requests, one deadline."""
    origin = ctx.clock.monotonic()
    deadline = origin + ctx.timeouts.deadline
    subject = subject_of(customer_id=customer_id)
    spec = requests.list_subscriptions(customer_id, 100, None, None)
    listed = yield from call(ctx, spec, deadline, origin)
    if listed.value is None:
        return _failed(ctx, "get_usage", origin, listed, subject)
    chosen = choose_subscription(listed.value.data)
    if chosen is None:
        text = f"Customer {customer_id} has no active, past-due or suspended subscription."
        result: ToolResult[Usage] = _done(ctx, "get_usage", origin, listed, None, text)
        return dataclasses.replace(
            result, ok=False, failure_kind=FailureKind.NOT_FOUND, error="No current subscription."
        )
    # The usage belongs to this customer: one failure domain for the whole capability.
    usage = requests.get_subscription_usage(chosen.id, None)
    usage = dataclasses.replace(usage, target=spec.target)
    used = yield from call(ctx, usage, deadline, origin)
    used = dataclasses.replace(used, attempts=listed.attempts + used.attempts)
    if used.value is None:
        return _failed(ctx, "get_usage", origin, used, subject_of(subscription_id=chosen.id))
    return _done(ctx, "get_usage", origin, used, used.value, evidence.usage(chosen, used.value))


def record_payment(
    ctx: Context,
    customer_id: str,
    amount_minor: int,
    currency: str,
    method: str,
    reference: str,
    invoice_id: str | None,
    idempotency_key: str | None,
) -> Program[ToolResult[Payment]]:
    """Record a payment once, whatever happens to the network (one key, reused)."""
    key = idempotency_key or ctx.new_idempotency_key()
    try:
        payment = PaymentCreate.model_validate(
            {
                "customer_id": customer_id,
                "invoice_id": invoice_id,
                "amount": {"amount_minor": amount_minor, "currency": currency},
                "method": method,
                "reference": reference,
            }
        )
    except ValidationError as exc:
        # Our own model's field names, never the input values: safe to quote.
        fields = sorted({str(error["loc"][-1]) for error in exc.errors() if error["loc"]})
        result = _rejected_arguments(
            "record_payment",
            f"the payment has an invalid {', '.join(fields)}",
            f"Ask the customer to check it. {write_text(WriteOutcome.FAILED, key)}",
        )
        return dataclasses.replace(result, outcome=WriteOutcome.FAILED, idempotency_key=key)
    origin = ctx.clock.monotonic()
    spec = requests.create_payment(payment, key)
    outcome = yield from call(ctx, spec, origin + ctx.timeouts.deadline, origin)
    if outcome.value is None:
        subject = subject_of(customer_id=customer_id, invoice_id=invoice_id)
        return _failed(ctx, "record_payment", origin, outcome, subject)
    text = evidence.payment(outcome.value, key, outcome.replayed)
    return _done(ctx, "record_payment", origin, outcome, outcome.value, text)
