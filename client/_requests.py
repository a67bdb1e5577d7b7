"""One request builder per contract operation: path, query, body and target, no I/O.

Each builder names its response model explicitly so the typed methods are typed; a test
checks that every model matches the operation's ``response_model`` in the contract table.

Every request also names its *target*, the failure domain the circuit breaker counts
distinct targets of (``BreakerPolicy.min_distinct_targets``). It is what the request is
about, never how it asks:

- the path parameters (``customer_id=cus_x``), so every customer-scoped read of one
  customer (balance, bill summary, invoices, subscriptions, payments) is one domain: the
  customer. Records that break billing are per account, and the simulator's
  ``one-customer-broken`` scenario fails exactly these requests;
- for ``createPayment``, the body's customer (``customer_id=cus_x``): the same domain as
  that customer's reads;
- for a search, the identifying key (``phone=+58...``): different phones are different
  targets, whichever customers they turn out to belong to;
- for a request without either (``listPlans``), the operation id.

Filters, periods and pagination are left out: asking for another page or month of the same
customer is not evidence that billing is down for anyone else. Capabilities that know better
override it (``get_usage`` files its subscription's usage under the customer).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Generic, TypeVar
from urllib.parse import quote

from pydantic import BaseModel

from openapi.models import (
    Balance,
    BillSummary,
    CreditNoteList,
    Customer,
    CustomerList,
    Invoice,
    InvoiceLineList,
    InvoiceList,
    Payment,
    PaymentCreate,
    PaymentList,
    Plan,
    PlanList,
    Subscription,
    SubscriptionList,
    Usage,
)
from openapi.operations import OPERATIONS, Operation

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class RequestSpec(Generic[M]):
    """One logical request: what to send and which model the success body must match."""

    operation: Operation
    model: type[M]
    path: str
    params: dict[str, str] | None = None
    content: bytes | None = None
    idempotency_key: str | None = None
    target: str = ""
    """The failure domain (see the module docstring); the builders always set it."""


def target_of(operation_id: str, identifiers: dict[str, str]) -> str:
    """``name=value`` pairs of what a request is about, or the operation id for nothing."""
    if not identifiers:
        return operation_id
    return "&".join(f"{name}={value}" for name, value in sorted(identifiers.items()))


def _spec(
    operation_id: str,
    model: type[M],
    path_params: dict[str, str] | None = None,
    query: dict[str, str | int | None] | None = None,
    *,
    about: dict[str, str] | None = None,
) -> RequestSpec[M]:
    operation = OPERATIONS[operation_id]
    path = operation.path
    if path_params:
        # Percent-encode everything, "/" included: an id typed by a customer (or by a
        # prompt injection) can never reach another route.
        path = path.format_map({k: quote(v, safe="") for k, v in path_params.items()})
    params = {k: str(v) for k, v in query.items() if v is not None} if query else None
    target = target_of(operation_id, about if about is not None else path_params or {})
    return RequestSpec(operation, model, path, params or None, target=target)


def _page(
    limit: int | None, starting_after: str | None, ending_before: str | None
) -> dict[str, str | int | None]:
    return {"limit": limit, "starting_after": starting_after, "ending_before": ending_before}


def search_customers(
    account_number: str | None, tax_id: str | None, phone: str | None, limit: int | None
) -> RequestSpec[CustomerList]:
    keys = {"account_number": account_number, "tax_id": tax_id, "phone": phone}
    about = {name: value for name, value in keys.items() if value is not None}
    return _spec("searchCustomers", CustomerList, query={**keys, "limit": limit}, about=about)


def get_customer(customer_id: str) -> RequestSpec[Customer]:
    return _spec("getCustomer", Customer, {"customer_id": customer_id})


def get_customer_balance(customer_id: str) -> RequestSpec[Balance]:
    return _spec("getCustomerBalance", Balance, {"customer_id": customer_id})


def list_invoices(
    customer_id: str,
    status: str | None,
    period: str | None,
    limit: int | None,
    starting_after: str | None,
    ending_before: str | None,
) -> RequestSpec[InvoiceList]:
    query = {"status": status, "period": period, **_page(limit, starting_after, ending_before)}
    return _spec("listInvoices", InvoiceList, {"customer_id": customer_id}, query)


def get_bill_summary(customer_id: str, period: str | None) -> RequestSpec[BillSummary]:
    return _spec("getBillSummary", BillSummary, {"customer_id": customer_id}, {"period": period})


def list_subscriptions(
    customer_id: str, limit: int | None, starting_after: str | None, ending_before: str | None
) -> RequestSpec[SubscriptionList]:
    query = _page(limit, starting_after, ending_before)
    return _spec("listSubscriptions", SubscriptionList, {"customer_id": customer_id}, query)


def list_payments(
    customer_id: str, limit: int | None, starting_after: str | None, ending_before: str | None
) -> RequestSpec[PaymentList]:
    query = _page(limit, starting_after, ending_before)
    return _spec("listPayments", PaymentList, {"customer_id": customer_id}, query)


def list_credit_notes(
    customer_id: str, limit: int | None, starting_after: str | None, ending_before: str | None
) -> RequestSpec[CreditNoteList]:
    query = _page(limit, starting_after, ending_before)
    return _spec("listCreditNotes", CreditNoteList, {"customer_id": customer_id}, query)


def get_invoice(invoice_id: str) -> RequestSpec[Invoice]:
    return _spec("getInvoice", Invoice, {"invoice_id": invoice_id})


def list_invoice_lines(
    invoice_id: str, limit: int | None, starting_after: str | None, ending_before: str | None
) -> RequestSpec[InvoiceLineList]:
    query = _page(limit, starting_after, ending_before)
    return _spec("listInvoiceLines", InvoiceLineList, {"invoice_id": invoice_id}, query)


def list_plans(
    limit: int | None, starting_after: str | None, ending_before: str | None
) -> RequestSpec[PlanList]:
    return _spec("listPlans", PlanList, query=_page(limit, starting_after, ending_before))


def get_plan(plan_code: str) -> RequestSpec[Plan]:
    return _spec("getPlan", Plan, {"plan_code": plan_code})


def get_subscription(subscription_id: str) -> RequestSpec[Subscription]:
    return _spec("getSubscription", Subscription, {"subscription_id": subscription_id})


def get_subscription_usage(subscription_id: str, period: str | None) -> RequestSpec[Usage]:
    path = {"subscription_id": subscription_id}
    return _spec("getSubscriptionUsage", Usage, path, {"period": period})


def get_payment(payment_id: str) -> RequestSpec[Payment]:
    return _spec("getPayment", Payment, {"payment_id": payment_id})


def create_payment(payment: PaymentCreate, idempotency_key: str) -> RequestSpec[Payment]:
    """The body is serialised once per logical call, so every retry sends the same bytes."""
    spec = _spec("createPayment", Payment, about={"customer_id": payment.customer_id})
    content = payment.model_dump_json(exclude_none=True).encode()
    return dataclasses.replace(spec, content=content, idempotency_key=idempotency_key)
