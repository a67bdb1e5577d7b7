"""``Dataset``: the seeded, lazily generated billing data behind the simulator's routes.

It implements :class:`billing_sim.simulator.data.api.BillingData`. Construction builds only fixed
tables
(the thirteen months and their rates); each customer is derived on demand from
``(seed, index)`` and kept in bounded LRU caches, so a population of a million costs what a
hundred does. Object ids encode the customer index (and the month), so every lookup decodes
instead of searching. Session payments are passed in on each call and layered over the
generated history; nothing here mutates state. Returned models may be shared between calls
(they come from caches): treat them as read-only.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from functools import lru_cache

from billing_sim.openapi import models
from billing_sim.simulator.data import accounts, catalog, contract_models, ids, service
from billing_sim.simulator.data.api import Locale, Persona, RecordedPayment
from billing_sim.simulator.data.bills import bill_summary
from billing_sim.simulator.data.calendar import FIRST_LISTED_OFFSET, build_months, date_at
from billing_sim.simulator.data.identity import MAX_CUSTOMERS
from billing_sim.simulator.data.ledger import build_history
from billing_sim.simulator.data.lookup import CustomerFinder
from billing_sim.simulator.data.payments import AccountView, account_view, allocate
from billing_sim.simulator.data.people import PeopleFactory, Profile, persona_profile
from billing_sim.simulator.data.personas import PERSONAS
from billing_sim.simulator.data.population import draw_script
from billing_sim.simulator.data.records import History
from billing_sim.simulator.data.script import Script
from billing_sim.simulator.problems import ApiProblem, Localized

PERSONA_SALT = 0x9E75
"""Personas' payment references and times do not depend on the dataset's seed."""


def missing(code: str, what_es: str, what_en: str, param: str) -> ApiProblem:
    """A ``*_not_found`` problem."""
    return ApiProblem(
        code, Localized(f"No existe {what_es}.", f"There is no such {what_en}."), param=param
    )


class Dataset:
    """The billing data of one simulator instance (implements ``BillingData``).

    Per-customer scripts, histories, identities and models are derived on demand.

    Args:
        seed: Seed of the generated population (personas are the same for every seed).
        customers: Population size, personas included; at least ``len(PERSONAS)``.
        business_date: The simulated "today"; invoices run to its month.
        cache_size: Customers whose derived data is kept in memory (about 60 KB each);
            rendered invoice lists, the heaviest (about 200 KB), are kept for an eighth of them.

    Raises:
        ValueError: ``customers`` outside ``len(PERSONAS)..MAX_CUSTOMERS``.

    Attributes:
        script: ``script(index)``, the customer's story (cached).
        history: ``history(index)``, the customer's invoices, payments and credit notes as
            internal records (cached); tests and tools may read it.
    """

    def __init__(
        self, seed: int, customers: int, business_date: date, *, cache_size: int = 1024
    ) -> None:
        if not len(PERSONAS) <= customers <= MAX_CUSTOMERS:
            raise ValueError(
                f"customers must be between {len(PERSONAS)} (the personas) and {MAX_CUSTOMERS}"
            )
        self.seed = seed
        self.customers = customers
        self.business_date = business_date
        self._months = {month.offset: month for month in build_months(business_date)}
        self._people = PeopleFactory(seed)
        self._finder = CustomerFinder(seed, customers, self._profile_of)
        self.script = lru_cache(maxsize=cache_size)(self._build_script)
        self.history = lru_cache(maxsize=cache_size)(self._build_history)
        self._profile = lru_cache(maxsize=cache_size)(self._build_profile)
        self._customer_model = lru_cache(maxsize=cache_size)(self._build_customer)
        self._summary = lru_cache(maxsize=cache_size)(self._build_summary)
        self._invoices = lru_cache(maxsize=max(8, cache_size // 8))(self._build_invoices)

    # --- derivation ------------------------------------------------------------------------

    def _build_script(self, index: int) -> Script:
        return PERSONAS[index].script if index < len(PERSONAS) else draw_script(self.seed, index)

    def _build_history(self, index: int) -> History:
        salt = PERSONA_SALT if index < len(PERSONAS) else self.seed
        return build_history(index, self.script(index), self._months, self.business_date, salt)

    def _start(self, index: int) -> date:
        script = self.script(index)
        return date_at(self.business_date, script.start_offset, script.start_day)

    def _build_profile(self, index: int) -> Profile:
        if index < len(PERSONAS):
            return persona_profile(index, self._start(index))
        return self._people.profile(index, self._start(index))

    def _profile_of(self, index: int) -> Profile:
        return self._profile(index)

    def _build_customer(self, index: int) -> models.Customer:
        return contract_models.customer(index, self._profile(index), self.script(index).status)

    def _build_summary(self, index: int, period: str | None, locale: str) -> models.BillSummary:
        listed = [inv for inv in self.history(index).invoices if inv.offset >= FIRST_LISTED_OFFSET]
        if period is None and listed:
            return bill_summary(index, self.history(index), listed[-1], locale)
        current = next((inv for inv in listed if inv.month.period == period), None)
        if current is None:
            raise missing(
                "invoice_not_found",
                "una factura de ese período para este cliente",
                "invoice for that period for this customer",
                "period",
            )
        return bill_summary(index, self.history(index), current, locale)

    # --- ids -------------------------------------------------------------------------------

    def index_of(self, object_id: str, prefix: str) -> int | None:
        """The customer index an id of kind ``prefix`` encodes, if that customer exists."""
        parsed = ids.parse_id(object_id)
        if parsed is None or parsed.prefix != prefix or parsed.index >= self.customers:
            return None
        return parsed.index

    def customer_index(self, customer_id: str) -> int:
        """Raises ``customer_not_found``."""
        index = self.index_of(customer_id, "cus")
        if index is None:
            raise missing("customer_not_found", "un cliente con ese id", "customer", "customer_id")
        return index

    def subscription_index(self, subscription_id: str) -> int:
        """Raises ``subscription_not_found`` (every customer has exactly one, ``..01``)."""
        index = self.index_of(subscription_id, "sub")
        if index is None or not subscription_id.endswith("01"):
            raise missing(
                "subscription_not_found",
                "una suscripción con ese id",
                "subscription",
                "subscription_id",
            )
        return index

    def owner(self, object_id: str) -> str | None:
        """The customer an object id belongs to, decoded from the id itself."""
        parsed = ids.parse_id(object_id)
        if parsed is None or parsed.index >= self.customers:
            return None
        return ids.customer_id(parsed.index)

    # --- the session's view: history + recorded payments ----------------------------------

    def _build_invoices(self, index: int, locale: str) -> accounts.InvoiceModels:
        return accounts.invoice_models(index, self.history(index), locale)

    def _view(self, index: int, recorded: Sequence[RecordedPayment]) -> AccountView:
        return account_view(self.history(index), accounts.own_payments(index, recorded))

    def _invoices_seen(
        self, index: int, payments: Sequence[RecordedPayment], locale: str
    ) -> accounts.InvoiceModels:
        rendered = self._invoices(index, locale)
        mine = accounts.own_payments(index, payments)
        if not mine:
            return rendered
        view = account_view(self.history(index), mine)
        return accounts.with_payments(rendered, self.history(index), view, locale)

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
        plans = [contract_models.plan(spec, locale) for spec in catalog.PLANS.values()]
        return sorted(plans, key=lambda plan: plan.price.amount_minor)

    def plan(self, code: str, locale: Locale) -> models.Plan:
        """Raises ``plan_not_found``."""
        spec = catalog.PLANS.get(code)
        if spec is None:
            raise missing("plan_not_found", "un plan con ese código", "plan", "plan_code")
        return contract_models.plan(spec, locale)

    def credit_notes(self, customer_id: str, locale: Locale) -> list[models.CreditNote]:
        """Credit notes, newest first."""
        index = self.customer_index(customer_id)
        notes = self.history(index).credit_notes
        return [contract_models.credit_note(note, index, locale) for note in reversed(notes)]

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
