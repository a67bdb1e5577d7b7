"""The seam between the HTTP layer and the generated data.

``billing_sim.simulator.data.Dataset`` implements :class:`BillingData`; the routes depend only on
this
protocol. Everything here is pure and synchronous: no I/O, no clock, no global state. The HTTP
layer passes in the session's recorded payments and the current business time.

Errors are raised as :class:`billing_sim.simulator.problems.ApiProblem` with catalog codes
(``customer_not_found``, ``invalid_tax_id``, ``currency_mismatch``, ...).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal, Protocol

from billing_sim.openapi import models

Locale = Literal["es-VE", "en"]
LOCALES: tuple[Locale, ...] = ("es-VE", "en")


@dataclass(frozen=True, slots=True)
class RecordedPayment:
    """A payment recorded through ``createPayment`` in one session; what the store persists.

    Plain values only, so a shared store (Redis) can serialise it as JSON.
    """

    id: str
    customer_id: str
    invoice_id: str | None
    amount_minor: int
    currency: str
    method: str
    reference: str
    applied_minor: int
    """Credited to the account, in the billing currency (VES)."""
    rate: str | None
    """BCV rate used to convert a USD payment, as a decimal string."""
    allocations: tuple[tuple[str, int], ...]
    """``(invoice_id, amount_minor)`` pairs; any rest of ``applied_minor`` became credit."""
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Persona:
    """A fixed customer with a known story, present for every seed."""

    key: str
    """Stable short name, e.g. ``late_fee`` or ``shared_phone_a``."""
    customer_id: str
    account_number: str
    tax_id: str
    phone: str
    name: str
    story: str
    """One line (English) saying what the persona demonstrates."""
    period: str | None
    """The billing month whose summary tells the story (``YYYY-MM``), if any."""
    expected_reasons: tuple[str, ...]
    """The reason codes ``getBillSummary`` lists for ``period``."""


class BillingData(Protocol):
    """Read and write model of the billing data of one simulator instance."""

    seed: int
    customers: int
    business_date: date

    def search_customers(
        self,
        *,
        account_number: str | None = None,
        tax_id: str | None = None,
        phone: str | None = None,
    ) -> list[str]:
        """Ids of the customers matching the one given key (the HTTP layer checks there is one).

        Raises ``invalid_account_number``, ``invalid_tax_id`` or ``invalid_phone`` for keys
        that are well-formed per the contract's patterns but invalid (check digits, not VE).
        """
        ...

    def owner(self, object_id: str) -> str | None:
        """The customer id an object id (``cus_``, ``inv_``, ``sub_``, ``pay_``, ``cn_``) belongs
        to, decoded from the id itself; ``None`` if no such customer can exist."""
        ...

    def customer(self, customer_id: str, locale: Locale) -> models.Customer: ...

    def balance(
        self,
        customer_id: str,
        payments: Sequence[RecordedPayment],
        now: datetime,
        locale: Locale,
    ) -> models.Balance: ...

    def invoices(
        self, customer_id: str, payments: Sequence[RecordedPayment], locale: Locale
    ) -> list[models.Invoice]:
        """The full history, newest first, with the session's payments applied."""
        ...

    def invoice(
        self, invoice_id: str, payments: Sequence[RecordedPayment], locale: Locale
    ) -> models.Invoice: ...

    def bill_summary(
        self, customer_id: str, period: str | None, locale: Locale
    ) -> models.BillSummary: ...

    def plans(self, locale: Locale) -> list[models.Plan]: ...

    def plan(self, code: str, locale: Locale) -> models.Plan: ...

    def subscriptions(self, customer_id: str, locale: Locale) -> list[models.Subscription]: ...

    def subscription(self, subscription_id: str, locale: Locale) -> models.Subscription: ...

    def usage(
        self, subscription_id: str, period: str | None, now: datetime, locale: Locale
    ) -> models.Usage: ...

    def payments(
        self, customer_id: str, recorded: Sequence[RecordedPayment], locale: Locale
    ) -> list[models.Payment]:
        """Generated history plus the session's recorded payments, newest first."""
        ...

    def payment(
        self, payment_id: str, recorded: Sequence[RecordedPayment], locale: Locale
    ) -> models.Payment: ...

    def new_payment_id(self, customer_id: str, sequence: int) -> str:
        """Id of the ``sequence``-th payment recorded for ``customer_id`` in a session."""
        ...

    def record_payment(
        self,
        body: models.PaymentCreate,
        recorded: Sequence[RecordedPayment],
        payment_id: str,
        now: datetime,
    ) -> RecordedPayment:
        """Validate and apply a new payment against the customer's current state.

        Raises ``customer_not_found``, ``invoice_not_found``, ``invoice_already_paid``,
        ``currency_mismatch`` or ``amount_invalid``.
        """
        ...

    def credit_notes(self, customer_id: str, locale: Locale) -> list[models.CreditNote]: ...

    def personas(self) -> list[Persona]: ...
