"""Tag ``subscriptions``: listSubscriptions, getSubscription, getSubscriptionUsage."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi import models
from billing_sim.simulator.data.freshness import usage_as_of
from billing_sim.simulator.edge.context import context_of
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.pagination import paginate
from billing_sim.simulator.routes.responses import cached


def router(deps: Deps) -> APIRouter:
    """The ``subscriptions`` routes, bound to ``deps``."""
    routes = APIRouter(tags=["subscriptions"])
    data = deps.data

    @routes.get(
        "/v1/customers/{customer_id}/subscriptions",
        operation_id="listSubscriptions",
        response_model=None,
    )
    async def list_subscriptions(request: Request) -> Response:
        context = context_of(request)
        customer_id = context.required_text("customer_id")
        limit = context.integer("limit")
        after, before = context.text("starting_after"), context.text("ending_before")

        def build(_: object) -> models.SubscriptionList:
            page, has_more = paginate(
                data.subscriptions(customer_id, context.locale),
                _id,
                limit=limit,
                starting_after=after,
                ending_before=before,
            )
            return models.SubscriptionList(data=page, has_more=has_more)

        parts = (customer_id, limit, after, before)
        return await cached(deps, context, parts, build, etag=False)

    @routes.get(
        "/v1/subscriptions/{subscription_id}", operation_id="getSubscription", response_model=None
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

    @routes.get(
        "/v1/subscriptions/{subscription_id}/usage",
        operation_id="getSubscriptionUsage",
        response_model=None,
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

    return routes


def _id(subscription: models.Subscription) -> str:
    return subscription.id
