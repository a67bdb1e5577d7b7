"""Why a bill changed: lines matched by ``code``, each line's change split into typed reasons.

Rules (every part is an exact integer, so the reasons always add up to the delta):

* A line only in one invoice gives its whole amount to the reason of its kind/code (a removed
  promotion is ``promo_expired``, a removed late fee a negative ``late_fee``...).
* A dollar-priced line in both invoices telescopes through two hypothetical amounts:
  ``A1 = convert(previous pricing, current rate)`` and
  ``A2 = convert(round(previous unit * current factor), current rate)``.
  ``A1 - previous`` is ``exchange_rate_changed``; ``A2 - A1`` (recurring lines and discounts only:
  the share of the month billed changed) is ``longer_or_double_period``; ``current - A2`` is the
  line's own reason (``plan_price_increase``; ``usage_overage``...).
* The plan is matched even when its code changes: the old plan line is the "previous" of the new
  one, and the price effect is ``plan_changed``.
* A discount's price effect follows the plan's (a 10 % discount grows with a repriced plan);
  otherwise its sign says ``promo_applied`` or ``promo_expired``.
* Taxes telescope on the rate: ``tax_now - round(base_now * previous rate)`` is the rate part
  (``tax_rate_changed``, or ``tax_exemption_removed`` from 0 %; for IGTF,
  ``igtf_on_foreign_currency_payment``) and the rest is ``tax_base_changed``.
* Credits: ``credit_applied`` when the credit grows, ``credit_not_repeated`` when it shrinks.

Parts are grouped by reason in the order their lines appear; zero parts are dropped. ``other``
absorbs a residue if the rules above ever failed to cover a line; the generator never needs it.
"""

from __future__ import annotations

from dataclasses import dataclass

from billing_sim.simulator.data.records import InvoiceRecord, Line
from billing_sim.simulator.money import convert, round_fraction, round_half_up

_KIND_ORDER = (
    "recurring",
    "proration_credit",
    "proration_charge",
    "usage",
    "one_time",
    "discount",
    "late_fee",
    "adjustment",
    "tax",
    "credit",
    "previous_balance",
)
_OWN_REASON = {
    "fee:late": "late_fee",
    "fee:installation": "one_time_installation_fee",
    "fee:relocation": "one_time_installation_fee",
    "fee:reconnection": "reconnection_fee",
    "fee:returned-payment": "payment_reversed_fee",
}


@dataclass(frozen=True, slots=True)
class LineChange:
    """One code's amounts in both invoices (``None`` where absent)."""

    code: str
    kind: str
    line: Line
    current: int | None
    previous: int | None

    @property
    def delta(self) -> int:
        """Current minus previous amount."""
        return (self.current or 0) - (self.previous or 0)

    @property
    def change(self) -> str:
        """``added``, ``removed``, ``increased``, ``decreased`` or ``unchanged``."""
        if self.previous is None:
            return "added"
        if self.current is None:
            return "removed"
        return "increased" if self.delta > 0 else "decreased" if self.delta < 0 else "unchanged"


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason code, its exact impact and the line codes behind it."""

    code: str
    amount: int
    line_codes: tuple[str, ...]


def _by_code(invoice: InvoiceRecord) -> dict[str, list[Line]]:
    grouped: dict[str, list[Line]] = {}
    for line in invoice.lines:
        grouped.setdefault(line.code, []).append(line)
    return grouped


def line_changes(current: InvoiceRecord, previous: InvoiceRecord) -> list[LineChange]:
    """Every code of either invoice, in a stable reading order (kind, then position)."""
    now, before = _by_code(current), _by_code(previous)
    codes = list(now) + [code for code in before if code not in now]
    position = {code: i for i, code in enumerate(before)} | {code: i for i, code in enumerate(now)}
    codes.sort(
        key=lambda code: (
            _KIND_ORDER.index((now.get(code) or before[code])[0].kind),
            position[code],
        )
    )
    changes = []
    for code in codes:
        lines = now.get(code) or before[code]
        changes.append(
            LineChange(
                code=code,
                kind=lines[0].kind,
                line=lines[0],
                current=sum(line.amount for line in now[code]) if code in now else None,
                previous=sum(line.amount for line in before[code]) if code in before else None,
            )
        )
    return changes


def _own_reason(line: Line, amount: int) -> str:
    if line.kind in ("proration_credit", "proration_charge"):
        return "plan_upgrade_proration"
    if line.kind == "usage":
        return "usage_overage"
    if line.kind == "previous_balance":
        return "previous_balance_carried"
    if line.kind == "credit":
        return "credit_applied" if amount < 0 else "credit_not_repeated"
    if line.kind == "discount":
        return "promo_applied" if amount < 0 else "promo_expired"
    if line.code == "tax:igtf":
        return "igtf_on_foreign_currency_payment"
    if line.kind == "tax":
        return "tax_base_changed"
    if line.code.startswith("plan:"):
        return "plan_changed"
    if line.code.startswith("addon:"):
        return "addon_added_or_trial_ended"
    if line.code.startswith("equip:"):
        return "equipment_charge"
    return _OWN_REASON.get(line.code, "other")


def _single(lines: list[Line]) -> Line | None:
    return lines[0] if len(lines) == 1 else None


def _tax_parts(before: Line, now: Line) -> list[tuple[str, int]]:
    old_bps, new_bps = before.tax_rate_bps or 0, now.tax_rate_bps or 0
    at_old_rate = round_half_up((now.tax_base or 0) * old_bps, 10_000)
    if now.code == "tax:igtf":
        rate_reason = "igtf_on_foreign_currency_payment"
    elif old_bps == 0 < new_bps:
        rate_reason = "tax_exemption_removed"
    else:
        rate_reason = "tax_rate_changed"
    return [
        (rate_reason, now.amount - at_old_rate),
        ("tax_base_changed", at_old_rate - before.amount),
    ]


def _usd_parts(before: Line, now: Line, rate: str, price_reason: str) -> list[tuple[str, int]]:
    if before.pricing_usd is None or before.usd_unit is None or now.pricing_usd is None:
        return [(price_reason, now.amount - before.amount)]
    at_new_rate = convert(before.pricing_usd, rate)
    parts = [("exchange_rate_changed", at_new_rate - before.amount)]
    if now.kind in ("recurring", "discount"):
        same_price = convert(round_fraction(before.usd_unit * now.factor), rate)
        parts.append(("longer_or_double_period", same_price - at_new_rate))
        at_new_rate = same_price
    parts.append((price_reason, now.amount - at_new_rate))
    return parts


Part = tuple[str, int, tuple[str, ...]]


def _plan_parts(old: Line, new: Line, rate: str) -> list[Part]:
    """The plan line's change, matched across a plan change."""
    reason = "plan_price_increase" if old.code == new.code else "plan_changed"
    split = _usd_parts(old, new, rate, reason)
    return [
        (name, amount, (old.code, new.code) if name == reason else (old.code,))
        for name, amount in split
    ]


def explain(current: InvoiceRecord, previous: InvoiceRecord) -> list[Reason]:
    """The reasons why ``current.total_due`` differs from ``previous.total_due``."""
    now, before = _by_code(current), _by_code(previous)
    rate = current.month.rate
    plans_now = [lines for code, lines in now.items() if code.startswith("plan:")]
    plans_before = [lines for code, lines in before.items() if code.startswith("plan:")]
    pair = None
    if len(plans_now) == 1 and len(plans_before) == 1:
        old, new = _single(plans_before[0]), _single(plans_now[0])
        pair = (old, new) if old is not None and new is not None else None
    parts: list[Part] = []
    plan_price_reason: str | None = None
    paired = {pair[0].code, pair[1].code} if pair is not None else set()
    for change in line_changes(current, previous):
        code = change.code
        if code in paired:
            if pair is not None:
                plan = _plan_parts(pair[0], pair[1], rate)
                plan_price_reason = plan[-1][0] if plan[-1][1] else None
                parts.extend(plan)
                pair = None
            continue
        old_line = _single(before[code]) if code in before else None
        new_line = _single(now[code]) if code in now else None
        if old_line is None or new_line is None:
            parts.append((_own_reason(change.line, change.delta), change.delta, (code,)))
        elif change.kind == "tax":
            parts.extend((name, amount, (code,)) for name, amount in _tax_parts(old_line, new_line))
        elif change.kind in ("previous_balance", "credit", "proration_credit", "proration_charge"):
            parts.append((_own_reason(new_line, change.delta), change.delta, (code,)))
        else:
            split = _usd_parts(old_line, new_line, rate, _own_reason(new_line, change.delta))
            if change.kind == "discount":
                _name, amount = split[-1]
                split[-1] = (plan_price_reason or _own_reason(new_line, amount), amount)
            parts.extend((name, amount, (code,)) for name, amount in split)
    return _group(parts, current.total_due - previous.total_due)


def _group(parts: list[Part], delta: int) -> list[Reason]:
    totals: dict[str, int] = {}
    codes: dict[str, list[str]] = {}
    for name, amount, line_codes in parts:
        if amount == 0:
            continue
        totals[name] = totals.get(name, 0) + amount
        listed = codes.setdefault(name, [])
        listed.extend(code for code in line_codes if code not in listed)
    residue = delta - sum(totals.values())
    if residue:
        totals["other"] = totals.get("other", 0) + residue
        codes.setdefault("other", [])
    return [Reason(name, amount, tuple(codes[name])) for name, amount in totals.items() if amount]
