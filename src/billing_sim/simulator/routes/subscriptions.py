"""Tag ``subscriptions``: listSubscriptions, getSubscription, getSubscriptionUsage."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.data.freshness import usage_as_of
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.listing import by_id, paged_list
from billing_sim.simulator.routes.responses import cached


def handlers(deps: Deps) -> dict[str, Endpoint]:
    """The ``subscriptions`` operations' handlers by ``operationId``, bound to ``deps``."""
    data = deps.data

    async def list_subscriptions(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        return await paged_list(
            deps,
            context,
            customer_id,
            lambda _: data.subscriptions(customer_id, context.locale),
            models.SubscriptionList,
            cursor_of=by_id,
        )

    async def get_subscription(request: Request) -> Response:
        context = context_of(request)
        subscription_id = context.required_text("subscription_id")
        return await cached(
            deps,
            context,
            subscription_id,
            lambda _: data.subscription(subscription_id, context.locale),
            etag=True,
        )

    async def get_subscription_usage(request: Request) -> Response:
        # Usage as of the last hourly meter reading: the body and its ETag change once an hour.
        context = context_of(request)
        subscription_id = context.required_text("subscription_id")
        period = context.text("period")
        reading = usage_as_of(deps.clock.now())
        return await cached(
            deps,
            context,
            (subscription_id, period, reading),
            lambda _: data.usage(subscription_id, period, reading, context.locale),
            etag=True,
        )

    return {
        "listSubscriptions": list_subscriptions,
        "getSubscription": get_subscription,
        "getSubscriptionUsage": get_subscription_usage,
    }
