"""Draws the story of an ordinary customer from ``random.Random(hash(seed, index))``.

Frequencies are per customer unless noted and aim at a plausible ISP: most bills only move with
the BCV rate; a few percent of customers meet each other cause (late payments, promotions ending,
upgrades, overage, equipment, outages, IGTF, suspensions...), so month-over-month summaries show
increases, decreases, unchanged months and multi-cause months in realistic proportions.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from billing_sim.simulator.data import catalog
from billing_sim.simulator.data.calendar import FIRST_OFFSET
from billing_sim.simulator.data.ids import stable_hash
from billing_sim.simulator.data.script import (
    AddOnSpan,
    Outage,
    Payment,
    PlanChange,
    Script,
    Span,
    TaxSpan,
)

_PLAN_CODES = tuple(catalog.PLANS)
_PLAN_WEIGHTS = tuple(plan.weight for plan in catalog.PLANS.values())
_UPGRADES = {
    "fibra-30": "fibra-50",
    "fibra-50": "fibra-100",
    "fibra-100": "fibra-300",
    "fibra-300": "fibra-600",
    "fibra-600": "fibra-1000",
    "aire-15": "fibra-50",
}
_DOWNGRADES = {"fibra-100": "fibra-50", "fibra-300": "fibra-100", "fibra-600": "fibra-300"}


def customer_rng(seed: int, index: int, purpose: int) -> Random:
    """An RNG private to one customer and one purpose, independent of any other draw."""
    return Random(stable_hash(seed, index, purpose))


def draw_script(seed: int, index: int) -> Script:
    """The story of generic customer ``index`` under ``seed``."""
    rng = customer_rng(seed, index, 1)
    plan = rng.choices(_PLAN_CODES, _PLAN_WEIGHTS)[0]
    new = rng.random() < 0.18
    start = rng.randint(-11, 0) if new else -13 - rng.randint(0, 72)
    start_day = rng.choice((1, 1, 1, *range(2, 29))) if new else rng.randint(1, 28)
    first = max(start, FIRST_OFFSET)
    if plan == "fibra-30" and new:
        plan = "fibra-50"
    status, last, since = _draw_status(rng, first)
    script = Script(
        plan=plan,
        start_offset=start,
        start_day=start_day,
        plan_changes=_draw_plan_changes(rng, plan, first, last),
        discounts=_draw_discounts(rng, new, start, first),
        addons=_draw_addons(rng, first),
        equipment=_draw_equipment(rng, start, first),
        one_time=_draw_one_time(rng, new, start, first, last),
        taxes=_draw_taxes(rng),
        usd_payer=_draw_usd(rng, first),
        outages=tuple(
            Outage(
                rng.randint(first, last - 1),
                rng.randint(1, 20),
                rng.randint(1, 5),
                rng.choice(("service_outage", "service_outage", "billing_error", "goodwill")),
            )
            for _ in range(1)
            if rng.random() < 0.05 and last - 1 >= first
        ),
        usage_cgb=_draw_usage(rng, plan),
        last_offset=last,
        status=status,
        status_since=since,
    )
    payments, reconnections = _draw_payments(rng, script, first)
    next_plan = _DOWNGRADES.get(plan) if status == "active" and rng.random() < 0.01 else None
    return replace(script, payments=payments, reconnections=reconnections, next_plan=next_plan)


def _draw_status(rng: Random, first: int) -> tuple[str, int, tuple[int, int] | None]:
    roll = rng.random()
    if roll < 0.02 and first <= -2:
        return "suspended", 0, (0, 5)
    if roll < 0.035 and first <= -4:
        return "disconnected", -1, (0, 3)
    if roll < 0.05 and first <= -3:
        last = rng.randint(max(first + 1, -10), -1)
        return "closed", last, (last, 28)
    return "active", 0, None


def _draw_plan_changes(rng: Random, plan: str, first: int, last: int) -> tuple[PlanChange, ...]:
    roll = rng.random()
    if last - first < 2:
        return ()
    when = rng.randint(first + 1, last)
    if roll < 0.06 and plan in _UPGRADES:
        return (PlanChange(when, _UPGRADES[plan], day=rng.randint(2, 28)),)
    if roll < 0.08 and plan in _DOWNGRADES:
        return (PlanChange(when, _DOWNGRADES[plan]),)
    return ()


def _draw_discounts(rng: Random, new: bool, start: int, first: int) -> tuple[Span, ...]:
    if new and rng.random() < 0.4:
        return (Span("promo:bienvenida-20", start, start + 2),)
    roll = rng.random()
    if roll < 0.08:
        begin = rng.randint(first - 5, 0)
        return (Span("promo:fidelidad-10", max(begin, first), begin + 5),)
    if roll < 0.11:
        begin = rng.randint(first, 0)
        return (Span("promo:referido-5", begin, begin + 1),)
    return ()


def _draw_addons(rng: Random, first: int) -> tuple[AddOnSpan, ...]:
    roll = rng.random()
    if roll < 0.04:
        trial = rng.randint(first, 0)
        return (AddOnSpan("addon:ip-fija", trial, trial + 1),)
    if roll < 0.07:
        return (AddOnSpan("addon:ip-fija", -99, -98, 99),)
    if roll < 0.10:
        taken = rng.randint(first, 0)
        return (AddOnSpan("addon:tv-basico", taken, taken),)
    return ()


def _draw_equipment(rng: Random, start: int, first: int) -> tuple[Span, ...]:
    roll = rng.random()
    if roll < 0.08:
        return (Span("equip:ont", min(start, first), 99),)
    if roll < 0.10:
        return (Span("equip:ont", rng.randint(first, 0), 99),)
    if roll < 0.13:
        begin = rng.randint(first - 2, 0)
        return (Span("equip:router-wifi6", begin, begin + 2),)
    return ()


def _draw_one_time(
    rng: Random, new: bool, start: int, first: int, last: int
) -> tuple[tuple[int, str], ...]:
    items: list[tuple[int, str]] = []
    if new and rng.random() < 0.7:
        items.append((start, "fee:installation"))
    if rng.random() < 0.02:
        items.append((rng.randint(first, last), "fee:relocation"))
    if rng.random() < 0.02:
        items.append((rng.randint(first, last), "equip:router-reposicion"))
    return tuple(items)


def _draw_taxes(rng: Random) -> tuple[TaxSpan, ...]:
    roll = rng.random()
    if roll < 0.02:
        return (TaxSpan(-99, rng.randint(-12, 2), 800),)
    if roll < 0.03:
        return (TaxSpan(-99, rng.randint(-12, 2), 0),)
    return ()


def _draw_usd(rng: Random, first: int) -> tuple[Span, ...]:
    roll = rng.random()
    if roll < 0.07:
        return (Span("usd", -99, 99),)
    if roll < 0.10:
        return (Span("usd", rng.randint(first, 0), 99),)
    return ()


def _draw_usage(rng: Random, plan: str) -> tuple[int, ...]:
    allowance = catalog.PLANS[plan].allowance_gb
    if allowance is None:
        base = rng.randint(15_000, 90_000)
    else:
        share = rng.uniform(0.9, 1.2) if rng.random() < 0.12 else rng.uniform(0.35, 0.9)
        base = int(allowance * 100 * share)
    return tuple(int(base * rng.uniform(0.85, 1.15)) for _ in range(13))


def _draw_payments(
    rng: Random, script: Script, first: int
) -> tuple[tuple[Payment, ...], tuple[int, ...]]:
    """Month by month: on time, late, skipped, declined then paid, or returned by the bank."""
    punctuality = rng.choices((0.02, 0.12, 0.3), (70, 22, 8))[0]
    method = rng.choices(("pago_movil", "bank_transfer", "card"), (65, 25, 10))[0]
    events: list[Payment] = []
    reconnections: list[int] = []
    unpaid_from = {"suspended": -1, "disconnected": -3}.get(script.status, 1)
    for offset in range(first, script.last_offset + 1):
        pay_with = (
            ("cash_usd" if rng.random() < 0.6 else "zelle")
            if script.pays_in_usd(offset)
            else method
        )
        if offset >= unpaid_from:
            continue
        roll = rng.random()
        if roll < punctuality * 0.15 and offset < script.last_offset:
            continue
        if roll < punctuality * 0.4 and offset < script.last_offset:
            events.append(Payment(offset + 1, rng.randint(2, 18), pay_with))
        elif roll < punctuality:
            events.append(Payment(offset, rng.randint(26, 28), pay_with))
            if rng.random() < 0.1 and offset < 0:
                reconnections.append(offset + 1)
        elif roll < punctuality + 0.01 and pay_with not in ("cash_usd", "zelle"):
            day = rng.randint(2, 20)
            events += [
                Payment(offset, day, pay_with, failed=True),
                Payment(offset, day + 1, pay_with),
            ]
        elif roll < punctuality + 0.016 and pay_with in ("bank_transfer", "card"):
            day = rng.randint(2, 12)
            events.append(
                Payment(offset, day, pay_with, reversed_on=(offset, day + rng.randint(3, 12)))
            )
        else:
            events.append(Payment(offset, rng.randint(2, 25), pay_with))
    if script.status == "active" and rng.random() < 0.01:
        events.append(
            Payment(0, rng.randint(2, 19), method, extra_usd=rng.choice((500, 1000, 2000)))
        )
    return tuple(events), tuple(reconnections)
