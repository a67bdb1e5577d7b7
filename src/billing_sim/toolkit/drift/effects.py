"""What the workflow's payment must change: the state transitions createPayment's links promise.

After ``201`` from createPayment the contract links to ``GetPayment``, ``ListPayments`` and
``GetCustomerBalance``. On a correct implementation the payment is then readable, listed, and
the balance moved by exactly ``amount_applied``: less owed, or more credit. Drift reads these
effects from each side's trace and compares them as transitions (verify judges the same
promises in :mod:`billing_sim.toolkit.verify.stateful.payments`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from schemathesis import Response

from billing_sim.toolkit.workflow.trace import Step, Trace, parse_json


@dataclass(frozen=True, slots=True)
class Effect:
    """One promised consequence of the workflow's payment, as observed.

    Attributes:
        name: Stable identifier: ``payment_retrievable``, ``payment_listed``, ``balance_moved``.
        promise: What should happen, in words (no ids: the same on every implementation).
        holds: Whether it happened.
        observed: What was seen, briefly (``404 payment_not_found``).
        step: The follow-up request that observed it.
    """

    name: str
    promise: str
    holds: bool
    observed: str
    step: Step


def outcome(response: Response) -> str:
    """``200``, or ``404 payment_not_found`` when the body is a problem with a ``code``."""
    body = parse_json(response)
    if isinstance(body, dict) and isinstance(body.get("code"), str) and response.status_code >= 400:
        return f"{response.status_code} {body['code']}"
    return str(response.status_code)


def payment_effects(trace: Trace) -> list[Effect]:
    """The effects of the trace's payment; empty when no payment was recorded."""
    writes = trace.stage("write")
    if not writes or not writes[0].succeeded:
        return []
    payment = writes[0].json()
    if not isinstance(payment, dict) or not isinstance(payment.get("id"), str):
        return []
    effects: list[Effect] = []
    for step in trace.stage("after_write"):
        if step.link is None:
            continue  # the Location read: a check of verify's, not a promised effect of the links
        via = f"{step.operation_id} (link {step.link.name if step.link else '?'})"
        if step.operation_id == "getPayment":
            effects.append(_retrievable(step, payment, via))
        elif step.operation_id == "listPayments":
            effects.append(_listed(step, payment, via))
        elif step.operation_id == "getCustomerBalance":
            before = trace.step(f"{writes[0].key}#before/getCustomerBalance")
            effect = _balance(step, before or trace.first("getCustomerBalance"), payment, via)
            if effect is not None:
                effects.append(effect)
    return effects


def _retrievable(step: Step, payment: dict[str, Any], via: str) -> Effect:
    body = step.json()
    found = step.succeeded and isinstance(body, dict) and body.get("id") == payment["id"]
    return Effect(
        "payment_retrievable",
        f"{via} returns the payment createPayment just recorded",
        found,
        f"{outcome(step.response)} for {payment['id']}",
        step,
    )


def _listed(step: Step, payment: dict[str, Any], via: str) -> Effect:
    body = step.json()
    items = body.get("data") if isinstance(body, dict) else None
    ids = (
        [item.get("id") for item in items if isinstance(item, dict)]
        if isinstance(items, list)
        else []
    )
    listed = step.succeeded and payment["id"] in ids
    seen = outcome(step.response)
    if step.succeeded:
        seen = f"{len(ids)} payment(s) listed, {payment['id']} not among them"
    return Effect(
        "payment_listed",
        f"{via} lists the payment createPayment just recorded",
        listed,
        f"{step.response.status_code} listing {payment['id']}" if listed else seen,
        step,
    )


def _balance(
    step: Step, before_step: Step | None, payment: dict[str, Any], via: str
) -> Effect | None:
    before = before_step.json() if before_step and before_step.succeeded else None
    after = step.json() if step.succeeded else None
    applied = _minor(payment, "amount_applied")
    if not isinstance(before, dict) or before.get("customer_id") != payment.get("customer_id"):
        return None
    promise = f"{via} moves by the payment's amount_applied (less due, or more credit)"
    if not isinstance(after, dict) or applied is None:
        return Effect("balance_moved", promise, False, outcome(step.response), step)
    amounts = _amounts(before, after)
    if amounts is None:
        return Effect("balance_moved", promise, False, "amounts missing", step)
    due_before, due_after, credit_before, credit_after = amounts
    moved = (due_before - due_after) + (credit_after - credit_before)
    observed = (
        f"amount_due {due_before} -> {due_after}, credit_available {credit_before} -> "
        f"{credit_after}; amount_applied {applied}"
    )
    return Effect("balance_moved", promise, moved == applied, observed, step)


def _amounts(before: dict[str, Any], after: dict[str, Any]) -> tuple[int, int, int, int] | None:
    """amount_due and credit_available, before and after, when all four are integers."""
    due_before, due_after = _minor(before, "amount_due"), _minor(after, "amount_due")
    credit_before = _minor(before, "credit_available")
    credit_after = _minor(after, "credit_available")
    if due_before is None or due_after is None or credit_before is None or credit_after is None:
        return None
    return due_before, due_after, credit_before, credit_after


def _minor(document: dict[str, Any], name: str) -> int | None:
    money = document.get(name)
    value = money.get("amount_minor") if isinstance(money, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None
