"""The lazily derived per-customer data behind :class:`simulator.data.Dataset`.

Construction builds only fixed tables (the thirteen months and their rates); each customer is
derived on demand from ``(seed, index)`` and kept in bounded LRU caches, so a population of a
million costs what a hundred does. Object ids encode the customer index (and the month), so
every lookup decodes instead of searching.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import lru_cache

from openapi import models
from simulator.data import accounts, ids, render
from simulator.data.api import RecordedPayment
from simulator.data.bills import bill_summary
from simulator.data.calendar import FIRST_LISTED_OFFSET, build_months, date_at
from simulator.data.identity import MAX_CUSTOMERS
from simulator.data.ledger import build_history
from simulator.data.lookup import CustomerFinder
from simulator.data.payments import AccountView, account_view
from simulator.data.people import PeopleFactory, Profile, persona_profile
from simulator.data.personas import PERSONAS
from simulator.data.population import draw_script
from simulator.data.records import History
from simulator.data.script import Script
from simulator.problems import ApiProblem, Localized

PERSONA_SALT = 0x9E75
"""Personas' payment references and times do not depend on the dataset's seed."""


def missing(code: str, what_es: str, what_en: str, param: str) -> ApiProblem:
    """A ``*_not_found`` problem."""
    return ApiProblem(
        code, Localized(f"No existe {what_es}.", f"There is no such {what_en}."), param=param
    )


class Generated:
    """Per-customer scripts, histories, identities and rendered models, derived on demand.

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
        return render.customer(index, self._profile(index), self.script(index).status)

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
