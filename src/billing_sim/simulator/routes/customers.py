"""Tag ``customers``: searchCustomers, getCustomer, getCustomerBalance."""

from __future__ import annotations

from collections.abc import Sequence

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.data.calendar import caracas_date
from billing_sim.simulator.data.freshness import balance_as_of
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.responses import cached

LOOKUP_KEYS = ("account_number", "tax_id", "phone")

_KEY_REQUIRED = Localized(
    es="Indique uno de account_number, tax_id o phone.",
    en="Give one of account_number, tax_id or phone.",
)
_KEY_CONFLICT = Localized(
    es="Indique solo uno de account_number, tax_id o phone.",
    en="Give only one of account_number, tax_id or phone.",
)


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``customers`` operations' handlers by ``operationId``, bound to ``deps``."""
    data = deps.data

    async def search_customers(request: Request) -> Response:
        # A lookup, not a cursor list: at most ``limit`` matches and whether there were more.
        context = context_of(request)
        given = [(name, value) for name in LOOKUP_KEYS if (value := context.text(name))]
        if not given:
            raise ApiProblem("lookup_key_required", _KEY_REQUIRED)
        if len(given) > 1:
            raise ApiProblem("lookup_key_conflict", _KEY_CONFLICT, param=given[1][0])
        (name, value), limit = given[0], context.integer("limit")

        def build(_: object) -> models.CustomerList:
            ids = data.search_customers(**{name: value})
            customers = [data.customer(i, context.locale) for i in ids[:limit]]
            return models.CustomerList(data=customers, has_more=len(ids) > limit)

        return await cached(deps, context, (name, value, limit), build, etag=False)

    async def get_customer(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        return await cached(
            deps,
            context,
            customer_id,
            lambda _: data.customer(customer_id, context.locale),
            etag=True,
        )

    async def get_customer_balance(request: Request) -> Response:
        # ``as_of`` is the last change the balance reflects (a payment, or the start of the
        # day in Caracas), so the body and its ETag only change when the balance does.
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        now = deps.clock.now()

        def build(recorded: Sequence[RecordedPayment]) -> models.Balance:
            as_of = balance_as_of(recorded, now)
            return data.balance(customer_id, recorded, as_of, context.locale)

        parts = (customer_id, caracas_date(now))
        return await cached(deps, context, parts, build, etag=True, payments_of=customer_id)

    return {
        "searchCustomers": search_customers,
        "getCustomer": get_customer,
        "getCustomerBalance": get_customer_balance,
    }
