"""``AsyncBillingClient``: a typed coroutine per contract operation (``BillingClient``'s twin)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from types import TracebackType
from typing import TypeVar

import httpx
from pydantic import BaseModel

from client import _requests as requests
from client._breaker import BreakerListener, CircuitBreaker
from client._call import CallOutcome, call
from client._clock import Clock
from client._config import BreakerPolicy, RetryBudgetPolicy, RetryPolicy, Timeouts
from client._context import Context, build_context
from client._drivers import run_async
from client._effects import Program
from client._exceptions import error_from_outcome, internal_error
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

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


class AsyncBillingClient:
    """The billing API, typed and async: each coroutine returns the contract's model or raises.

    Every call runs inside a deadline, with retries, a circuit breaker and a retry budget
    shared by all calls of this client (see ``client.AsyncBillingTools`` for the never-raising
    capabilities the bot uses). Errors are ``client.BillingError`` subclasses.

    Args:
        base_url: The API root, e.g. ``http://127.0.0.1:8000``.
        api_key: Sent as ``Authorization: Bearer <api_key>``.
        http_client: An ``httpx.AsyncClient`` to send with (the test seam; also how to use an
            in-process app or proxies). The client never closes one it did not create.
        transport: An ``httpx`` transport for the client's own ``httpx.Client``.
        headers: Default headers for every request (e.g. ``X-Sim-Session``).
        timeouts: Deadline and per-attempt limits.
        retry: Attempts and backoff.
        breaker: Circuit-breaker rules.
        retry_budget: The client-wide retry budget.
        clock: Monotonic time and sleep (``client.testing.FakeClock`` in tests).
        rng: Jitter, request ids and idempotency keys (seed it for reproducible runs).
        listeners: Called on every breaker state change.
        name: The breaker's name, shown in its transitions.

    Raises:
        ValueError: an invalid base URL, API key or policy, or both ``http_client`` and
            ``transport``.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        http_client: httpx.AsyncClient | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        headers: Mapping[str, str] | None = None,
        timeouts: Timeouts | None = None,
        retry: RetryPolicy | None = None,
        breaker: BreakerPolicy | None = None,
        retry_budget: RetryBudgetPolicy | None = None,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        listeners: Sequence[BreakerListener] = (),
        name: str = "billing",
    ) -> None:
        if http_client is not None and transport is not None:
            raise ValueError("pass either http_client or transport, not both")
        ctx = build_context(
            base_url,
            api_key,
            headers=headers,
            timeouts=timeouts,
            retry=retry,
            breaker=breaker,
            retry_budget=retry_budget,
            clock=clock,
            rng=rng,
            listeners=listeners,
            name=name,
        )
        self._owns_http = http_client is None
        if http_client is None:
            # Our own client carries the static headers, so a request merges only its own
            # (X-Request-Id...). trust_env=False: proxies and certificates come from an
            # injected client, never from whatever environment the bot happens to run in.
            http_client = httpx.AsyncClient(
                transport=transport, headers=ctx.headers, trust_env=False
            )
            ctx = dataclasses.replace(ctx, headers={})
        self._ctx: Context = ctx
        self._http = http_client

    @property
    def breaker(self) -> CircuitBreaker:
        """This client's circuit breaker (state, snapshot)."""
        return self._ctx.breaker

    async def aclose(self) -> None:
        """Close the underlying ``httpx.AsyncClient`` if this client created it."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> AsyncBillingClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def _run(self, program: Program[T]) -> T:
        return await run_async(program, self._http, self._ctx.clock)

    async def _execute(self, spec: requests.RequestSpec[M]) -> CallOutcome[M]:
        origin = self._ctx.clock.monotonic()
        program = call(self._ctx, spec, origin + self._ctx.timeouts.deadline, origin)
        try:
            return await self._run(program)
        except Exception as exc:
            raise internal_error(spec.operation.operation_id) from exc

    async def _value(self, spec: requests.RequestSpec[M]) -> M:
        outcome = await self._execute(spec)
        if outcome.value is None:
            raise error_from_outcome(outcome)
        return outcome.value

    async def search_customers(
        self,
        *,
        account_number: str | None = None,
        tax_id: str | None = None,
        phone: str | None = None,
        limit: int | None = None,
    ) -> CustomerList:
        """``searchCustomers``: customers by exactly one of account number, tax id, phone."""
        return await self._value(requests.search_customers(account_number, tax_id, phone, limit))

    async def get_customer(self, customer_id: str) -> Customer:
        """``getCustomer``."""
        return await self._value(requests.get_customer(customer_id))

    async def get_customer_balance(self, customer_id: str) -> Balance:
        """``getCustomerBalance``."""
        return await self._value(requests.get_customer_balance(customer_id))

    async def list_invoices(
        self,
        customer_id: str,
        *,
        status: str | None = None,
        period: str | None = None,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> InvoiceList:
        """``listInvoices``: newest first."""
        spec = requests.list_invoices(
            customer_id, status, period, limit, starting_after, ending_before
        )
        return await self._value(spec)

    async def get_invoice(self, invoice_id: str) -> Invoice:
        """``getInvoice``."""
        return await self._value(requests.get_invoice(invoice_id))

    async def list_invoice_lines(
        self,
        invoice_id: str,
        *,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> InvoiceLineList:
        """``listInvoiceLines``: in invoice order."""
        spec = requests.list_invoice_lines(invoice_id, limit, starting_after, ending_before)
        return await self._value(spec)

    async def get_bill_summary(self, customer_id: str, *, period: str | None = None) -> BillSummary:
        """``getBillSummary``: the month-over-month explanation of a bill."""
        return await self._value(requests.get_bill_summary(customer_id, period))

    async def list_plans(
        self,
        *,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> PlanList:
        """``listPlans``: the plan catalog."""
        return await self._value(requests.list_plans(limit, starting_after, ending_before))

    async def get_plan(self, plan_code: str) -> Plan:
        """``getPlan``."""
        return await self._value(requests.get_plan(plan_code))

    async def list_subscriptions(
        self,
        customer_id: str,
        *,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> SubscriptionList:
        """``listSubscriptions``: newest first."""
        spec = requests.list_subscriptions(customer_id, limit, starting_after, ending_before)
        return await self._value(spec)

    async def get_subscription(self, subscription_id: str) -> Subscription:
        """``getSubscription``."""
        return await self._value(requests.get_subscription(subscription_id))

    async def get_subscription_usage(
        self, subscription_id: str, *, period: str | None = None
    ) -> Usage:
        """``getSubscriptionUsage``: data usage of a billing month (the current by default)."""
        return await self._value(requests.get_subscription_usage(subscription_id, period))

    async def list_payments(
        self,
        customer_id: str,
        *,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> PaymentList:
        """``listPayments``: newest first."""
        spec = requests.list_payments(customer_id, limit, starting_after, ending_before)
        return await self._value(spec)

    async def get_payment(self, payment_id: str) -> Payment:
        """``getPayment``."""
        return await self._value(requests.get_payment(payment_id))

    async def create_payment(
        self, payment: PaymentCreate, *, idempotency_key: str | None = None
    ) -> Payment:
        """``createPayment``: record a payment, safely retried with one idempotency key.

        Args:
            payment: What to record.
            idempotency_key: Reuse the key of an earlier call whose outcome was unknown to
                retry it without any risk of recording it twice; a new one by default.

        Raises:
            BillingError: check ``.outcome``: ``unknown`` means it may have been recorded.
        """
        key = idempotency_key or self._ctx.new_idempotency_key()
        return await self._value(requests.create_payment(payment, key))

    async def list_credit_notes(
        self,
        customer_id: str,
        *,
        limit: int | None = None,
        starting_after: str | None = None,
        ending_before: str | None = None,
    ) -> CreditNoteList:
        """``listCreditNotes``: newest first."""
        spec = requests.list_credit_notes(customer_id, limit, starting_after, ending_before)
        return await self._value(spec)
