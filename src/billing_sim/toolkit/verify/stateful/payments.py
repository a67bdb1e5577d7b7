"""The payment's promises: refused probes, the payment applied and readable, its replay, a
reused key, and a race of one key.

Every probe of the write is the real payment with one thing wrong, sent before it: when the
payment itself is then accepted, a probe that was refused was refused for its one wrong thing.
A probe refused with another code (``amount_invalid`` for an unknown member) fails its promise
all the same: the contract says what each of these answers is.
"""

from __future__ import annotations

import concurrent.futures
import threading
from typing import Any

from billing_sim.toolkit.verify.responses.exchange import field, minor
from billing_sim.toolkit.verify.stateful.judgement import (
    Outcome,
    expect,
    items_of,
    not_exercised,
    verdict,
)
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.links import Resolved
from billing_sim.toolkit.workflow.trace import Step, Trace
from billing_sim.toolkit.workflow.walk import WorkflowStart

RACERS = 4
"""Concurrent requests with one key in the race."""
REJECTIONS = {
    "no-key": (
        "idempotency.key-required",
        400,
        "idempotency_key_missing",
        "the payment without an Idempotency-Key",
    ),
    "not-json": ("requests.malformed-json", 400, "invalid_request", "a body that is not JSON"),
    "media-type": ("requests.media-type", 415, "unsupported_media_type", "a text/plain body"),
    "currency-mismatch": (
        "payments.currency-matches-method",
        422,
        "currency_mismatch",
        "the payment in the other currency of its method",
    ),
}
STRICT = "strictness.unknown-members"
STRICT_CODES = ("validation_failed", "invalid_request")


def judge_payment(trace: Trace, start: WorkflowStart) -> list[Outcome]:
    """Every promise of the workflow's write."""
    payment = trace.payment
    if payment is None:
        why = "no link leads from the test customer's data to createPayment"
        return [not_exercised(p, "createPayment", why) for p in _PAYMENT_PROMISES]
    outcomes = [
        verdict(
            "payments.records",
            payment,
            payment.succeeded,
            "the workflow's payment (a valid body for a real customer) answered "
            f"{payment.outcome}: {payment.response.text[:300]}",
        )
    ]
    outcomes += _probes(trace, payment)
    if not payment.succeeded:
        why = f"the workflow's payment was refused ({payment.outcome})"
        return outcomes + [not_exercised(p, "createPayment", why) for p in _AFTER_PROMISES]
    recorded = payment.json() if isinstance(payment.json(), dict) else {}
    outcomes += _after(trace, payment, recorded)
    outcomes += _idempotency(trace, payment, recorded, start)
    return outcomes


_AFTER_PROMISES = (
    "payments.readable",
    "payments.listed",
    "payments.location",
    "payments.applied",
    "idempotency.replay",
    "idempotency.replay-header",
    "idempotency.key-reused",
    "idempotency.never-twice",
    STRICT,
)
_PAYMENT_PROMISES = ("payments.records", *(p for p, *_ in REJECTIONS.values()), *_AFTER_PROMISES)
PROMISES = (
    *(p for p in _PAYMENT_PROMISES if p != "payments.currency-matches-method"),
    "idempotency.in-flight",
)
"""The workflow promises judged here (currency_mismatch's probe also judges a response promise)."""


def _probes(trace: Trace, payment: Step) -> list[Outcome]:
    outcomes = []
    for suffix, (promise, status, code, what) in REJECTIONS.items():
        outcome = expect(promise, trace.step(f"{payment.key}?{suffix}"), status, code, what)
        if outcome is not None:
            outcomes.append(outcome)
    for step in trace.stage("probe"):
        if not step.key.startswith(f"{payment.key}?unknown-member"):
            continue
        where = step.key.split("?unknown-member", 1)[1] or "the body"
        if not payment.succeeded:
            outcomes.append(
                not_exercised(
                    STRICT,
                    "createPayment",
                    "the same payment without the unknown member was refused too "
                    f"({payment.outcome})",
                )
            )
            continue
        ok = 400 <= step.response.status_code < 500 and step.code in STRICT_CODES
        outcomes.append(
            verdict(
                STRICT,
                step,
                ok,
                f"an unknown member in {where} (additionalProperties: false) answered "
                f"{step.outcome}; "
                "without it the same payment is accepted, so it must be refused as "
                f"{' or '.join(STRICT_CODES)}",
                payment,
            )
        )
    return outcomes


def _after(trace: Trace, payment: Step, recorded: dict[str, Any]) -> list[Outcome]:
    payment_id = recorded.get("id")
    outcomes = []
    for step in trace.stage("after_write"):
        body = step.json()
        if step.key == f"{payment.key}/GetPayment":
            same = step.succeeded and isinstance(body, dict) and body.get("id") == payment_id
            outcomes.append(
                verdict(
                    "payments.readable",
                    step,
                    same,
                    f"GetPayment for {payment_id} answered {step.outcome}",
                    payment,
                )
            )
        elif step.key == f"{payment.key}/ListPayments":
            listed = [item.get("id") for item in items_of(step) or []]
            outcomes.append(
                verdict(
                    "payments.listed",
                    step,
                    payment_id in listed,
                    f"listPayments answered {step.outcome} and lists {listed[:10]}, not "
                    f"{payment_id}",
                    payment,
                )
            )
        elif step.key == f"{payment.key}#location":
            same = step.succeeded and isinstance(body, dict) and body.get("id") == payment_id
            outcomes.append(
                verdict(
                    "payments.location",
                    step,
                    same,
                    f"the Location of {payment_id} answered {step.outcome} with "
                    f"{field(body, 'id')!r}",
                    payment,
                )
            )
    if trace.step(f"{payment.key}#location") is None:
        why = trace.skip(f"{payment.key}#location") or "no Location"
        outcomes.append(verdict("payments.location", payment, False, why))
    after = trace.step(f"{payment.key}/GetCustomerBalance")
    outcomes.append(_applied(trace, payment, recorded, after))
    return outcomes


def _applied(trace: Trace, payment: Step, recorded: dict[str, Any], after: Step | None) -> Outcome:
    """``payments.applied``: oldest open invoices first, the rest as credit, the balance moved
    (from the balance and open invoices read just before the payment)."""
    before_step = trace.step(f"{payment.key}#before/getCustomerBalance")
    before = before_step.json() if before_step is not None and before_step.succeeded else None
    open_invoices = items_of(trace.step(f"{payment.key}#before/listInvoices"))
    balance = after.json() if after is not None and after.succeeded else None
    if not isinstance(before, dict) or open_invoices is None or not isinstance(balance, dict):
        return not_exercised(
            "payments.applied",
            "createPayment",
            "the balance or the open invoices before the payment are unknown",
        )
    if after is None:
        return not_exercised(
            "payments.applied",
            "createPayment",
            "the balance or the open invoices before the payment are unknown",
        )
    applied = minor(recorded.get("amount_applied")) or 0
    allocations = [
        (field(a, "invoice_id"), minor(field(a, "amount")) or 0)
        for a in recorded.get("allocations") or []
    ]
    oldest_first = sorted(
        open_invoices, key=lambda i: (str(i.get("due_date")), str(i.get("issue_date")))
    )
    expected, left = [], applied
    for invoice in oldest_first:
        take = min(left, minor(invoice.get("amount_remaining")) or 0)
        if take:
            expected.append((invoice.get("id"), take))
            left -= take
    problems = []
    if allocations != expected:
        problems.append(f"allocations {allocations}; oldest open invoices first gives {expected}")
    allocated = sum(amount for _, amount in allocations)
    due_change = (minor(before.get("amount_due")) or 0) - (minor(balance.get("amount_due")) or 0)
    credit_change = (minor(balance.get("credit_available")) or 0) - (
        minor(before.get("credit_available")) or 0
    )
    if due_change != allocated or credit_change != applied - allocated:
        problems.append(
            f"amount_due fell by {due_change} and credit_available rose by {credit_change}; "
            f"{allocated} was allocated to invoices and {applied - allocated} of "
            f"amount_applied {applied} is credit"
        )
    return verdict("payments.applied", after, not problems, "; ".join(problems), payment)


def _idempotency(
    trace: Trace, payment: Step, recorded: dict[str, Any], start: WorkflowStart
) -> list[Outcome]:
    outcomes = []
    replay = trace.step(f"{payment.key}#replay")
    if replay is not None:
        same = (
            replay.response.status_code == payment.response.status_code
            and replay.json() == recorded
        )
        outcomes.append(
            verdict(
                "idempotency.replay",
                replay,
                same,
                f"the same key and body answered {replay.outcome} with payment "
                f"{field(replay.json(), 'id')!r}; "
                f"the stored answer is {payment.outcome} with {recorded.get('id')!r}",
                payment,
            )
        )
        first = payment.response.headers.get("idempotent-replayed", [None])[0]
        again = replay.response.headers.get("idempotent-replayed", [None])[0]
        outcomes.append(
            verdict(
                "idempotency.replay-header",
                replay,
                first is None and (again or "").lower() == "true",
                f"Idempotent-Replayed is {first!r} on the first answer and {again!r} on the "
                "replay; "
                "it must be absent, then true",
                payment,
            )
        )
    reuse = trace.step(f"{payment.key}#reuse")
    outcome = expect(
        "idempotency.key-reused",
        reuse,
        422,
        "idempotency_key_reused",
        "the same key with another amount",
    )
    if outcome is not None:
        outcomes.append(outcome)
    listing = trace.step(f"{payment.key}#replay/listPayments")
    balance_after = trace.step(f"{payment.key}/GetCustomerBalance")
    balance_again = trace.step(f"{payment.key}#replay/getCustomerBalance")
    if listing is not None:
        mine = [
            item.get("id")
            for item in items_of(listing) or []
            if item.get("reference") == start.payment_reference
        ]
        moved = _amounts(balance_after) != _amounts(balance_again)
        outcomes.append(
            verdict(
                "idempotency.never-twice",
                listing,
                len(mine) == 1 and not moved,
                f"after a replay and a reuse of its key, {len(mine)} payment(s) carry the "
                f"reference {start.payment_reference} ({mine})"
                + ("; the balance moved again" if moved else ""),
                payment,
                *(s for s in (replay, reuse, balance_again) if s is not None),
            )
        )
    return outcomes


def _amounts(step: Step | None) -> tuple[int | None, int | None] | None:
    body = step.json() if step is not None and step.succeeded else None
    if not isinstance(body, dict):
        return None
    return minor(body.get("amount_due")), minor(body.get("credit_available"))


def race(caller: Caller, trace: Trace, start: WorkflowStart) -> list[Outcome]:
    """``idempotency.in-flight``: one key sent :data:`RACERS` times at once records one payment.

    Each answer is the payment (the original, or a replay of it with the same id) or ``409
    idempotency_key_in_use`` with ``Retry-After``; the list then holds the payment once.
    """
    payment = trace.payment
    if payment is None or not payment.succeeded or not isinstance(payment.case.body, dict):
        return [
            not_exercised(
                "idempotency.in-flight", "createPayment", "the workflow recorded no payment to race"
            )
        ]
    reference = f"{start.payment_reference}-R"
    body = {**payment.case.body, "reference": reference}
    headers = {
        name: f"{value}-race"
        for name, value in payment.case.headers.items()
        if name == "Idempotency-Key"
    }
    barrier = threading.Barrier(RACERS)

    def send(number: int) -> Step:
        barrier.wait(timeout=30)
        return caller.call(
            f"{payment.key}#race{number}", "createPayment", "extra", Resolved({}, {}, headers, body)
        )

    with concurrent.futures.ThreadPoolExecutor(RACERS) as pool:
        steps = list(pool.map(send, range(1, RACERS + 1)))
    customer = {"customer_id": str(body.get("customer_id"))}
    listing = caller.get(
        f"{payment.key}#race/listPayments",
        "listPayments",
        "extra",
        path=customer,
        query={"limit": 100},
    )
    problems = []
    originals = [
        s
        for s in steps
        if s.response.status_code == 201
        and (s.response.headers.get("idempotent-replayed", [""])[0] or "").lower() != "true"
    ]
    payment_ids = {field(s.json(), "id") for s in steps if s.response.status_code == 201}
    for step in steps:
        if step.response.status_code == 409:
            if step.code != "idempotency_key_in_use" or not step.response.headers.get(
                "retry-after"
            ):
                problems.append(
                    f"a 409 that is not idempotency_key_in_use with Retry-After ({step.outcome})"
                )
        elif step.response.status_code != 201:
            problems.append(f"an answer {step.outcome}")
    if len(originals) > 1 or len(payment_ids) > 1:
        problems.append(
            f"{len(originals)} answers without Idempotent-Replayed, payment ids "
            f"{sorted(map(str, payment_ids))}"
        )
    recorded = [
        item.get("id") for item in items_of(listing) or [] if item.get("reference") == reference
    ]
    if len(recorded) != 1:
        problems.append(f"{len(recorded)} payments recorded with the raced key ({recorded})")
    answers = ", ".join(step.outcome for step in steps)
    return [
        verdict(
            "idempotency.in-flight",
            listing,
            not problems,
            f"{RACERS} concurrent requests with one key answered {answers}: " + "; ".join(problems),
            *steps,
        )
    ]
