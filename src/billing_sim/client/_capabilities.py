"""The bot's capabilities as sans-I/O programs that always end in a ``ToolResult``.

Each capability makes one or more requests through :func:`billing_sim.client._call.call` within one
deadline and turns the outcome into evidence. This module is also where the tool sets'
surface is written: every public function whose first parameter is ``ctx`` is a method of
``BillingTools`` and ``AsyncBillingTools``, with the parameters after ``ctx`` and the
docstring (``scripts/gen_client.py`` generates both from here), so the two tool sets cannot
disagree about any signature or result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from billing_sim.client import _evidence as evidence
from billing_sim.client._call import Outcome, call
from billing_sim.client._effects import Program
from billing_sim.client._evidence import describe, invalid_arguments, subject_of, write_text
from billing_sim.client._requests import RequestSpec, request
from billing_sim.client._result import ToolResult
from billing_sim.client._session import Context
from billing_sim.client._types import FailureKind, WriteOutcome
from billing_sim.openapi.models import (
    Balance,
    BillSummary,
    Customer,
    CustomerList,
    Invoice,
    InvoiceList,
    Payment,
    PaymentCreate,
    PaymentList,
    Subscription,
    SubscriptionList,
    SubscriptionStatus,
    Usage,
)

M = TypeVar("M", bound=BaseModel)
D = TypeVar("D")

INVOICE_PAGE = 12
"""``list_invoices`` returns the newest year of monthly invoices."""

PAYMENT_PAGE = 12
"""``list_payments`` returns the customer's newest payments, about a year of monthly ones."""

# The subscription whose usage the bot reports, in order of preference: the service that is
# running, else the one that is running but owes money, else a suspended one (its usage
# still explains the bill). Pending and canceled subscriptions have no current usage.
USAGE_STATUSES = (
    SubscriptionStatus.active,
    SubscriptionStatus.past_due,
    SubscriptionStatus.suspended,
)


def _result(
    ctx: Context,
    capability: str,
    origin: float,
    outcome: Outcome[Any],
    subject: str,
    data: D | None = None,
    text: str = "",
) -> ToolResult[D]:
    """The ``ToolResult`` of ``outcome``: ``data`` and ``text`` on success, else its failure."""
    common = {"elapsed": ctx.clock.monotonic() - origin, **outcome.common_fields()}
    if outcome.kind is None:
        return ToolResult(capability, ok=True, evidence_text=text, data=data, **common)
    error, text = describe(outcome, subject, ctx.timeouts.deadline)
    return ToolResult(
        capability,
        ok=False,
        evidence_text=text,
        error=error,
        should_escalate=outcome.escalate,
        failure_kind=outcome.kind,
        error_code=outcome.code,
        incident_id=outcome.incident_id,
        retry_after=outcome.retry_after,
        **common,
    )


def _not_found(result: ToolResult[D], error: str) -> ToolResult[D]:
    """A successful answer that holds nothing: a business ``not_found``."""
    return dataclasses.replace(result, ok=False, failure_kind=FailureKind.NOT_FOUND, error=error)


def _single(
    ctx: Context,
    capability: str,
    spec: RequestSpec[M],
    subject: str,
    render: Callable[[M], str],
) -> Program[ToolResult[M]]:
    origin = ctx.clock.monotonic()
    outcome = yield from call(ctx, spec, origin)
    value = outcome.value
    text = render(value) if value is not None else ""
    return _result(ctx, capability, origin, outcome, subject, value, text)


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
    ctx: Context,
    *,
    account_number: str | None = None,
    tax_id: str | None = None,
    phone: str | None = None,
) -> Program[ToolResult[list[Customer]]]:
    """Find customers by exactly one of account number, tax id (RIF/cédula) or phone.

    An unknown key is a business answer: ``ok=False``, ``failure_kind=not_found``,
    ``data=[]``, no escalation. Several matches (a shared phone) are all returned.
    """
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
    query = {"account_number": account_number, "tax_id": tax_id, "phone": phone}
    spec = request("searchCustomers", CustomerList, query={k: v or None for k, v in query.items()})
    outcome = yield from call(ctx, spec, origin)
    found = outcome.value
    subject = f"{lookup} {evidence.quoted(value)}"
    if found is None:
        return _result(ctx, "find_customer", origin, outcome, subject)
    text = evidence.customers(lookup, value, found)
    result = _result(ctx, "find_customer", origin, outcome, subject, found.data, text)
    return result if found.data else _not_found(result, "No customer matches.")


def get_balance(ctx: Context, customer_id: str) -> Program[ToolResult[Balance]]:
    """The customer's balance: amount due, overdue, credit, dunning status."""
    spec = request("getCustomerBalance", Balance, {"customer_id": customer_id})
    subject = subject_of(customer_id=customer_id)
    return (yield from _single(ctx, "get_balance", spec, subject, evidence.balance))


def get_bill_summary(
    ctx: Context, customer_id: str, period: str | None = None
) -> Program[ToolResult[BillSummary]]:
    """Why the bill of ``period`` (``YYYY-MM``, the latest by default) changed."""
    spec = request("getBillSummary", BillSummary, {"customer_id": customer_id}, {"period": period})
    subject = subject_of(customer_id=customer_id, period=period)
    return (yield from _single(ctx, "get_bill_summary", spec, subject, evidence.bill_summary))


def _customer_page(
    ctx: Context,
    capability: str,
    spec: RequestSpec[Any],
    customer_id: str,
    describe_page: Callable[[str, Any], str],
) -> Program[ToolResult[Any]]:
    """One page of a customer's records: its data, and its evidence when it came."""
    origin = ctx.clock.monotonic()
    outcome = yield from call(ctx, spec, origin)
    found, subject = outcome.value, subject_of(customer_id=customer_id)
    if found is None:
        return _result(ctx, capability, origin, outcome, subject)
    text = describe_page(customer_id, found)
    return _result(ctx, capability, origin, outcome, subject, found.data, text)


def list_invoices(ctx: Context, customer_id: str) -> Program[ToolResult[list[Invoice]]]:
    """The customer's newest invoices (a year of them), newest first."""
    query = {"limit": INVOICE_PAGE}
    spec = request("listInvoices", InvoiceList, {"customer_id": customer_id}, query)
    return (yield from _customer_page(ctx, "list_invoices", spec, customer_id, evidence.invoices))


def list_payments(ctx: Context, customer_id: str) -> Program[ToolResult[list[Payment]]]:
    """The customer's newest payments, newest first: each one's amount as paid and as
    credited, its bank reference, its status (``reversed``: the bank returned it) and the
    invoices it was applied to (any rest became credit)."""
    query = {"limit": PAYMENT_PAGE}
    spec = request("listPayments", PaymentList, {"customer_id": customer_id}, query)
    return (yield from _customer_page(ctx, "list_payments", spec, customer_id, evidence.payments))


def get_invoice(ctx: Context, invoice_id: str) -> Program[ToolResult[Invoice]]:
    """One invoice with its lines."""
    spec = request("getInvoice", Invoice, {"invoice_id": invoice_id})
    subject = subject_of(invoice_id=invoice_id)
    return (yield from _single(ctx, "get_invoice", spec, subject, evidence.invoice))


def choose_subscription(subscriptions: list[Subscription]) -> Subscription | None:
    """The subscription whose usage to report (see ``USAGE_STATUSES``); newest wins ties."""
    for status in USAGE_STATUSES:
        for subscription in subscriptions:  # the API lists newest first
            if subscription.status is status:
                return subscription
    return None


def get_usage(
    ctx: Context, customer_id: str, period: str | None = None
) -> Program[ToolResult[Usage]]:
    """Data usage of the customer's current subscription this month, or in the billing month
    ``period`` (``YYYY-MM``; a month without service is an ``invalid_input`` business answer).

    Lists the customer's subscriptions and reports the newest ``active`` one (else
    ``past_due``, else ``suspended``); none of those is a ``not_found`` business answer.
    """
    origin = ctx.clock.monotonic()
    deadline = origin + ctx.timeouts.deadline  # two requests, one deadline
    subject = subject_of(customer_id=customer_id)
    path = {"customer_id": customer_id}
    spec = request("listSubscriptions", SubscriptionList, path, {"limit": 100})
    listed = yield from call(ctx, spec, origin, deadline)
    if listed.value is None:
        return _result(ctx, "get_usage", origin, listed, subject)
    chosen = choose_subscription(listed.value.data)
    if chosen is None:
        text = f"Customer {customer_id} has no active, past-due or suspended subscription."
        result: ToolResult[Usage] = _result(ctx, "get_usage", origin, listed, subject, None, text)
        return _not_found(result, "No current subscription.")
    # The usage belongs to this customer: one failure domain for the whole capability.
    usage = request(
        "getSubscriptionUsage", Usage, {"subscription_id": chosen.id}, {"period": period}
    )
    usage = dataclasses.replace(usage, target=spec.target)
    used = yield from call(ctx, usage, origin, deadline)
    used = dataclasses.replace(used, attempts=listed.attempts + used.attempts)
    subject = subject_of(subscription_id=chosen.id, period=period)
    text = evidence.usage(chosen, used.value) if used.value is not None else ""
    return _result(ctx, "get_usage", origin, used, subject, used.value, text)


def record_payment(
    ctx: Context,
    customer_id: str,
    amount_minor: int,
    currency: str,
    method: str,
    reference: str,
    invoice_id: str | None = None,
    *,
    idempotency_key: str | None = None,
) -> Program[ToolResult[Payment]]:
    """Record a payment the customer made; safe to retry, never recorded twice.

    ``outcome`` is ``succeeded`` (also when an earlier attempt had recorded it),
    ``failed`` (definitely not recorded) or ``unknown`` (the answer was lost: escalate
    with ``idempotency_key``; calling again with that key can never record it twice).
    """
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
    spec = request("createPayment", Payment, body=payment, idempotency_key=key)
    outcome = yield from call(ctx, spec, origin)
    subject = subject_of(customer_id=customer_id, invoice_id=invoice_id)
    last = outcome.last
    if last is None or last.value is None:
        return _result(ctx, "record_payment", origin, outcome, subject)
    text = evidence.payment(last.value, key, last.replayed)
    return _result(ctx, "record_payment", origin, outcome, subject, last.value, text)
