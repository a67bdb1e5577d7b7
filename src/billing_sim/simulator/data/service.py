"""Subscriptions and data usage, derived from the customer's script."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from fractions import Fraction

from billing_sim.openapi import models
from billing_sim.simulator.data import catalog, ids
from billing_sim.simulator.data.calendar import (
    FIRST_OFFSET,
    Month,
    caracas_datetime,
    date_at,
    last_day,
)
from billing_sim.simulator.data.contract_models import usd, ves
from billing_sim.simulator.data.records import History
from billing_sim.simulator.data.script import Script
from billing_sim.simulator.money import convert, decimal_string, round_fraction

_STATUS = {"suspended": "suspended", "disconnected": "canceled", "closed": "canceled"}


def subscription(
    index: int, script: Script, history: History, business_date: date, now: date, locale: str
) -> models.Subscription:
    """The customer's one subscription, as of the business date."""
    last = script.last_offset
    changes = sorted(script.plan_changes, key=lambda change: change.offset)
    changed = [change for change in changes if change.offset <= last]
    status = _STATUS.get(script.status, "active")
    if status == "active" and any(
        inv.amount_paid < inv.total and inv.month.due < now for inv in history.invoices
    ):
        status = "past_due"
    previous_plan = None
    changed_on = None
    if changed:
        latest = changed[-1]
        previous_plan = script.plan_at(latest.offset - 1)
        day = latest.day or 1
        changed_on = date_at(business_date, latest.offset - (1 if latest.day else 0), day)
    canceled_on = None
    if status == "canceled" and script.status_since is not None:
        canceled_on = date_at(business_date, *script.status_since)
    promos = []
    for span in script.discounts:
        item = catalog.PROMOS[span.code]
        promos.append(
            models.Discount(
                code=item.code,
                description=item.name.pick(locale),
                percent_off=decimal_string(Fraction(item.percent_bps, 100), 2)
                if item.percent_bps
                else None,
                amount_off=usd(item.usd, locale) if not item.percent_bps else None,
                ends_on=last_day(business_date, span.last),
            )
        )
    add_ons = [
        models.AddOn(
            code=addon.code,
            name=catalog.ADDONS[addon.code].name.pick(locale),
            price=usd(catalog.ADDONS[addon.code].usd, locale),
            trial_ends_on=(
                last_day(business_date, addon.billed_from - 1)
                if addon.trial_from < addon.billed_from
                else None
            ),
        )
        for addon in script.addons
        if addon.trial_from <= last <= max(addon.last, addon.billed_from - 1)
    ]
    return models.Subscription(
        id=ids.subscription_id(index),
        customer_id=ids.customer_id(index),
        plan_code=script.plan_at(last),
        status=models.SubscriptionStatus(status),
        started_on=date_at(business_date, script.start_offset, script.start_day),
        current_period=models.DateRange(
            start=date_at(business_date, last, 1), end=last_day(business_date, last)
        ),
        previous_plan_code=previous_plan,
        plan_changed_on=changed_on,
        next_plan_code=script.next_plan,
        canceled_on=canceled_on,
        discounts=promos,
        add_ons=add_ons,
    )


def used_cgb(script: Script, month: Month, now: datetime) -> int:
    """Hundredths of a GB used in ``month`` up to ``now`` (the whole month once it is over).

    Usage accrues evenly over the month, in integer arithmetic.
    """
    total = script.usage_cgb[month.offset - FIRST_OFFSET]
    seconds = month.days * 86_400
    elapsed = (now - caracas_datetime(month.first, 0, 0)) // timedelta(seconds=1)
    return total * min(max(elapsed, 0), seconds) // seconds


def usage(
    index: int, script: Script, month: Month, today_rate: str, now: datetime, locale: str
) -> models.Usage:
    """Usage of ``month`` as of ``now``, and what its overage would cost at today's rate.

    ``as_of`` is ``now``, or the end of the month once it is over (no later reading changes it).
    """
    plan = catalog.PLANS[script.plan_at(month.offset)]
    used = used_cgb(script, month, now)
    as_of = min(now, caracas_datetime(month.last + timedelta(days=1), 0, 0))
    over = max(0, used - plan.allowance_gb * 100) if plan.allowance_gb else 0
    unit = plan.overage_usd if plan.allowance_gb else None
    projected = convert(round_fraction(Fraction(over * (unit or 0), 100)), today_rate)
    return models.Usage(
        subscription_id=ids.subscription_id(index),
        period=models.DateRange(start=month.first, end=month.last),
        as_of=as_of,
        allowance_gb=plan.allowance_gb,
        used_gb=decimal_string(Fraction(used, 100), 2),
        overage_gb=decimal_string(Fraction(over, 100), 2),
        overage_unit_price=usd(unit, locale) if unit is not None else None,
        projected_overage_amount=ves(projected, locale),
    )
