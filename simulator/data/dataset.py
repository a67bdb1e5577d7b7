"""``Dataset``: the seeded, lazily generated billing data behind the simulator's routes.

It implements :class:`simulator.data.api.BillingData` on top of
:class:`simulator.data.generated.Generated`. Session payments are passed in on each call and
layered over the generated history; nothing here mutates state. Returned models may be shared
between calls (they come from caches): treat them as read-only.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from openapi import models
from simulator.data import accounts, catalog, ids, render, service
from simulator.data.api import Locale, Persona, RecordedPayment
from simulator.data.calendar import FIRST_LISTED_OFFSET
from simulator.data.generated import Generated, missing
from simulator.data.payments import allocate
from simulator.data.personas import PERSONAS
from simulator.problems import ApiProblem, Localized


class Dataset(Generated):
    """The billing data of one simulator instance (implements ``BillingData``).

    Built with :class:`~simulator.data.generated.Generated`'s arguments: ``seed``,
    ``customers``, ``business_date`` and ``cache_size``.
    """

    # --- reads -----------------------------------------------------------------------------

    def search_customers(
        self,
        *,
        account_number: str | None = None,
        tax_id: str | None = None,
        phone: str | None = None,
    ) -> list[str]:
        """Ids of the customers matching the one key given (several for a shared phone)."""
        if account_number is not None:
            found = self._finder.by_account_number(account_number)
        elif tax_id is not None:
            found = self._finder.by_tax_id(tax_id)
        elif phone is not None:
            found = self._finder.by_phone(phone)
        else:
            found = []
        return [ids.customer_id(index) for index in found]

    def customer(self, customer_id: str, locale: Locale) -> models.Customer:
        """The customer (identity data is the same in every locale)."""
        return self._customer_model(self.customer_index(customer_id))

    def bill_summary(
        self, customer_id: str, period: str | None, locale: Locale
    ) -> models.BillSummary:
        """The month's bill against the month before; ``invoice_not_found`` if no such month."""
        return self._summary(self.customer_index(customer_id), period, locale)

    def plans(self, locale: Locale) -> list[models.Plan]:
        """The whole catalog in catalog order (by price, cheapest first; the contract's
        listPlans), retired plans included (``active: false``)."""
        plans = [render.plan(spec, locale) for spec in catalog.PLANS.values()]
        return sorted(plans, key=lambda plan: plan.price.amount_minor)

    def plan(self, code: str, locale: Locale) -> models.Plan:
        """Raises ``plan_not_found``."""
        spec = catalog.PLANS.get(code)
        if spec is None:
            raise missing("plan_not_found", "un plan con ese código", "plan", "plan_code")
        return render.plan(spec, locale)

    def credit_notes(self, customer_id: str, locale: Locale) -> list[models.CreditNote]:
        """Credit notes, newest first."""
        index = self.customer_index(customer_id)
        notes = self.history(index).credit_notes
        return [render.credit_note(note, index, locale) for note in reversed(notes)]

    def personas(self) -> list[Persona]:
        """The fixed customers and the story each one tells."""
        personas = []
        for index, spec in enumerate(PERSONAS):
            profile = self._profile(index)
            month = self._months.get(spec.period) if spec.period is not None else None
            personas.append(
                Persona(
                    key=spec.key,
                    customer_id=ids.customer_id(index),
                    account_number=self._customer_model(index).account_number,
                    tax_id=profile.tax.rif,
                    phone=profile.phones[0],
                    name=profile.name,
                    story=spec.story,
                    period=month.period if month else None,
                    expected_reasons=spec.expected,
                )
            )
        return personas

    def invoices(
        self, customer_id: str, payments: Sequence[RecordedPayment], locale: Locale
    ) -> list[models.Invoice]:
        """The last twelve months, newest first, with the session's payments applied.

        The archived month before them is listed too while it was still unpaid at the business
        date: an invoice the customer owes is never hidden (the balance counts it).
        """
        index = self.customer_index(customer_id)
        seen = self._invoices_seen(index, payments, locale)
        listed = [
            inv.id
            for inv in self.history(index).invoices
            if inv.offset >= FIRST_LISTED_OFFSET or inv.amount_paid < inv.total
        ]
        return [seen[invoice_id] for invoice_id in reversed(listed)]

    def invoice(
        self, invoice_id: str, payments: Sequence[RecordedPayment], locale: Locale
    ) -> models.Invoice:
        """Any invoice of the customer, including the archived month before the listed twelve."""
        index = self.index_of(invoice_id, "inv")
        found = (
            None if index is None else self._invoices_seen(index, payments, locale).get(invoice_id)
        )
        if found is None:
            raise missing("invoice_not_found", "una factura con ese id", "invoice", "invoice_id")
        return found

    def balance(
        self,
        customer_id: str,
        payments: Sequence[RecordedPayment],
        now: datetime,
        locale: Locale,
    ) -> models.Balance:
        """Amount due, overdue part and credit at ``now``."""
        index = self.customer_index(customer_id)
        return accounts.balance(
            index,
            self.history(index),
            self._view(index, payments),
            self.script(index).status,
            now,
            locale,
            self._months[0],
        )

    def subscriptions(self, customer_id: str, locale: Locale) -> list[models.Subscription]:
        """The customer's subscriptions (one per customer)."""
        index = self.customer_index(customer_id)
        return [self._subscription(index, locale)]

    def _subscription(self, index: int, locale: str) -> models.Subscription:
        return service.subscription(
            index,
            self.script(index),
            self.history(index),
            self.business_date,
            self.business_date,
            locale,
        )

    def subscription(self, subscription_id: str, locale: Locale) -> models.Subscription:
        """Raises ``subscription_not_found``."""
        return self._subscription(self.subscription_index(subscription_id), locale)

    def usage(
        self, subscription_id: str, period: str | None, now: datetime, locale: Locale
    ) -> models.Usage:
        """Data used in ``period`` (default: the current month) up to ``now``.

        Raises ``subscription_not_found``, or ``invalid_request`` for a month without service.
        """
        index = self.subscription_index(subscription_id)
        script = self.script(index)
        served = [
            m
            for m in self._months.values()
            if max(script.start_offset, min(self._months)) <= m.offset <= script.last_offset
        ]
        wanted = (
            served[-1]
            if period is None and served
            else next((m for m in served if m.period == period), None)
        )
        if wanted is None:
            raise ApiProblem(
                "invalid_request",
                Localized(
                    "No hay consumo registrado para ese período.",
                    "There is no usage recorded for that period.",
                ),
                param="period",
            )
        return service.usage(index, script, wanted, self._months[0].rate, now, locale)

    def payments(
        self, customer_id: str, recorded: Sequence[RecordedPayment], locale: Locale
    ) -> list[models.Payment]:
        """Generated history plus the session's recorded payments, newest first."""
        index = self.customer_index(customer_id)
        return accounts.payment_models(
            index,
            self.history(index),
            accounts.own_payments(index, recorded),
            self._months[0],
            locale,
        )

    def payment(
        self, payment_id: str, recorded: Sequence[RecordedPayment], locale: Locale
    ) -> models.Payment:
        """Raises ``payment_not_found``."""
        index = self.index_of(payment_id, "pay")
        found = None
        if index is not None:
            found = accounts.find_payment(
                index,
                payment_id,
                self.history(index),
                accounts.own_payments(index, recorded),
                self._months[0],
                locale,
            )
        if found is None:
            raise missing("payment_not_found", "un pago con ese id", "payment", "payment_id")
        return found

    def new_payment_id(self, customer_id: str, sequence: int) -> str:
        """``pay_<key><8 digits>``: never the six-digit tail of a generated payment."""
        return ids.session_payment_id(self.customer_index(customer_id), sequence)

    def record_payment(
        self,
        body: models.PaymentCreate,
        recorded: Sequence[RecordedPayment],
        payment_id: str,
        now: datetime,
    ) -> RecordedPayment:
        """Validate and apply a payment; USD converts at the business month's BCV rate, half-up.

        Raises ``customer_not_found``, ``invoice_not_found``, ``invoice_already_paid``,
        ``currency_mismatch`` or ``amount_invalid``.
        """
        index = self.customer_index(body.customer_id)
        history = self.history(index)
        applied, rate, allocations = allocate(
            body, history, self._view(index, recorded), self._months[0]
        )
        return RecordedPayment(
            id=payment_id,
            customer_id=body.customer_id,
            invoice_id=body.invoice_id,
            amount_minor=body.amount.amount_minor,
            currency=body.amount.currency.value,
            method=body.method.value,
            reference=body.reference,
            applied_minor=applied,
            rate=rate,
            allocations=allocations,
            created_at=now,
        )
