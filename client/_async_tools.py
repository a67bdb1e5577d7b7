"""``AsyncBillingTools``: the bot's capabilities as coroutines (twin of ``BillingTools``).

It drives the same sans-I/O programs as ``BillingTools``; only cancellation
(``CancelledError``) propagates, after the interrupted request's breaker permit was handed back.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from client import _capabilities as capabilities
from client._async_client import AsyncBillingClient
from client._breaker import BreakerListener, CircuitBreaker
from client._clock import Clock
from client._config import BreakerPolicy, RetryBudgetPolicy, RetryPolicy, Timeouts
from client._effects import Program
from client._result import ToolResult
from openapi.models import Balance, BillSummary, Customer, Invoice, Payment, Usage


class AsyncBillingTools:
    """The bot's billing capabilities as coroutines; each returns a ``ToolResult``.

    Built like ``AsyncBillingClient`` (same arguments), or around an existing client with
    :meth:`from_client` (sharing its breaker and retry budget).
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
        self.client = AsyncBillingClient(
            base_url,
            api_key,
            http_client=http_client,
            transport=transport,
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

    @classmethod
    def from_client(cls, client: AsyncBillingClient) -> AsyncBillingTools:
        """Capabilities over an existing client (its breaker, budget and connections)."""
        tools = cls.__new__(cls)
        tools.client = client
        return tools

    @property
    def breaker(self) -> CircuitBreaker:
        """The underlying client's circuit breaker."""
        return self.client.breaker

    async def aclose(self) -> None:
        """Close the underlying client."""
        await self.client.aclose()

    async def _run(self, capability: str, program: Program[ToolResult[Any]]) -> ToolResult[Any]:
        clock = self.client._ctx.clock
        started = clock.monotonic()
        try:
            return await self.client._run(program)
        except Exception:
            return capabilities.internal_error(capability, clock.monotonic() - started)

    async def find_customer(
        self,
        *,
        account_number: str | None = None,
        tax_id: str | None = None,
        phone: str | None = None,
    ) -> ToolResult[list[Customer]]:
        """Find customers by exactly one of account number, tax id (RIF/cédula) or phone.

        An unknown key is a business answer: ``ok=False``, ``failure_kind=not_found``,
        ``data=[]``, no escalation. Several matches (a shared phone) are all returned.
        """
        ctx = self.client._ctx
        program = capabilities.find_customer(ctx, account_number, tax_id, phone)
        return await self._run("find_customer", program)

    async def get_balance(self, customer_id: str) -> ToolResult[Balance]:
        """The customer's balance: amount due, overdue, credit, dunning status."""
        return await self._run(
            "get_balance", capabilities.get_balance(self.client._ctx, customer_id)
        )

    async def get_bill_summary(
        self, customer_id: str, period: str | None = None
    ) -> ToolResult[BillSummary]:
        """Why the bill of ``period`` (``YYYY-MM``, the latest by default) changed."""
        program = capabilities.get_bill_summary(self.client._ctx, customer_id, period)
        return await self._run("get_bill_summary", program)

    async def list_invoices(self, customer_id: str) -> ToolResult[list[Invoice]]:
        """The customer's newest invoices (a year of them), newest first."""
        program = capabilities.list_invoices(self.client._ctx, customer_id)
        return await self._run("list_invoices", program)

    async def get_invoice(self, invoice_id: str) -> ToolResult[Invoice]:
        """One invoice with its lines."""
        return await self._run(
            "get_invoice", capabilities.get_invoice(self.client._ctx, invoice_id)
        )

    async def get_usage(self, customer_id: str) -> ToolResult[Usage]:
        """Data usage of the customer's current subscription this month.

        Lists the customer's subscriptions and reports the newest ``active`` one (else
        ``past_due``, else ``suspended``); none of those is a ``not_found`` business answer.
        """
        return await self._run("get_usage", capabilities.get_usage(self.client._ctx, customer_id))

    async def record_payment(
        self,
        customer_id: str,
        amount_minor: int,
        currency: str,
        method: str,
        reference: str,
        invoice_id: str | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> ToolResult[Payment]:
        """Record a payment the customer made; safe to retry, never recorded twice.

        ``outcome`` is ``succeeded`` (also when an earlier attempt had recorded it),
        ``failed`` (definitely not recorded) or ``unknown`` (the answer was lost: escalate
        with ``idempotency_key``; calling again with that key can never record it twice).
        """
        program = capabilities.record_payment(
            self.client._ctx,
            customer_id,
            amount_minor,
            currency,
            method,
            reference,
            invoice_id,
            idempotency_key,
        )
        return await self._run("record_payment", program)
