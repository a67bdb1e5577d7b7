"""Evidence: deterministic text built from the models and fixed wording, never from free prose.

Amounts are quoted exactly as the API's ``display`` string followed by the canonical
``amount_minor`` and currency, so the bot can copy the text and a checker can verify the
number. Every string that came from the API is rendered as a JSON string literal (quoted,
escaped, on one line, bounded), so data can never pass for an instruction or a new line of
evidence. Same data in, same text out.

Failures are told in fixed wording only. An upstream error message is a prompt-injection
channel (and a gateway's HTML page is noise), so nothing the API wrote in prose reaches this
text: only the status code, the error code (a snake_case identifier the models validate,
perhaps newer than this client's catalog), ids and the limits that explain why the call
stopped. How many requests a call made and how long it took are not in the text:
``ToolResult`` carries them once (``attempts``, ``elapsed``) and ``str(result)`` shows them
once, in its first line. Same failure, same text, however long the network took.
"""

from __future__ import annotations

from json.encoder import encode_basestring
from typing import Any

from billing_sim.client._call import Outcome
from billing_sim.client._retry import StopReason
from billing_sim.client._types import FailureKind, WriteOutcome
from billing_sim.openapi.models import (
    Balance,
    BillSnapshot,
    BillSummary,
    Customer,
    CustomerList,
    Invoice,
    InvoiceList,
    Money,
    Payment,
    PaymentList,
    SignedMoney,
    Subscription,
    Usage,
)


def quoted(value: str, limit: int = 200) -> str:
    """``value`` as a one-line JSON string literal of at most ``limit`` characters."""
    if len(value) > limit:
        value = value[: limit - 1] + "…"
    # The C encoder behind json.dumps(ensure_ascii=False): keeps "María" readable and
    # escapes quotes, backslashes and control characters. The two Unicode line separators
    # are the only line breaks it leaves raw.
    text: str = encode_basestring(value)
    if "\u2028" in text or "\u2029" in text:
        text = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    return text


def money(amount: Money | SignedMoney) -> str:
    """``"Bs. 3.376,00" (amount_minor 337600 VES)``."""
    return f"{quoted(amount.display, 64)} (amount_minor {amount.amount_minor} {amount.currency})"


def customers(lookup: str, value: str, found: CustomerList) -> str:
    """Search results; several matches (a shared phone) ask the bot to disambiguate."""
    key = f"{lookup} {quoted(value, 64)}"
    if not found.data:
        return f"No customer matches {key}. Ask the customer to check it."
    lines = [f"{len(found.data)} customer(s) match {key}:"]
    lines += [f"{n}. {_customer(c)}" for n, c in enumerate(found.data, 1)]
    if found.has_more:
        lines.append("More customers match than are listed here.")
    if len(found.data) > 1 or found.has_more:
        lines.append("Ask the customer which account they mean.")
    return "\n".join(lines)


def _customer(c: Customer) -> str:
    return (
        f"Customer {c.id}: name {quoted(c.name, 120)}, account number {c.account_number}, "
        f"tax id {c.tax_id.value}, status {c.status.value}, "
        f"billing currency {c.billing_currency}."
    )


def balance(b: Balance) -> str:
    """A customer's balance."""
    oldest = b.oldest_unpaid_due_date.isoformat() if b.oldest_unpaid_due_date else "none"
    return (
        f"Balance of customer {b.customer_id} as of {b.as_of.isoformat()}: "
        f"amount due {money(b.amount_due)}; overdue {money(b.overdue_amount)}; "
        f"credit available {money(b.credit_available)}; net position {b.net_position.value}; "
        f"open invoices {b.open_invoice_count}; oldest unpaid due date {oldest}; "
        f"next invoice date {b.next_invoice_date.isoformat()}; "
        f"dunning status {b.dunning_status.value}."
    )


def _snapshot(label: str, s: BillSnapshot) -> str:
    return (
        f"{label}: invoice {s.invoice_id} number {quoted(s.invoice_number, 40)}, "
        f"period {s.period.start.isoformat()} to {s.period.end.isoformat()}, "
        f"issued {s.issue_date.isoformat()}, due {s.due_date.isoformat()}, "
        f"total {money(s.total)}, total due {money(s.total_due)}."
    )


def bill_summary(s: BillSummary) -> str:
    """Why this month's bill differs from last month's, reason by reason."""
    lines = [f"Bill summary of customer {s.customer_id} for period {s.period}."]
    lines.append(_snapshot("Current bill", s.current))
    if s.previous is None or s.delta is None:
        lines.append("This is the customer's first bill: there is nothing to compare with.")
    else:
        lines.append(_snapshot(f"Previous bill ({s.compared_period})", s.previous))
        pct = f" ({s.delta_pct} %)" if s.delta_pct is not None else ""
        lines.append(f"Change in total due: {s.direction.value} by {money(s.delta)}{pct}.")
    if s.exchange_rate_change is not None:
        change = s.exchange_rate_change
        lines.append(
            f"Exchange rate: {change.previous_rate} -> {change.current_rate} VES per USD (BCV)."
        )
    for n, reason in enumerate(s.reasons, 1):
        lines.append(
            f"Reason {n}: {reason.code.value}, impact {money(reason.amount_impact)}, "
            f"lines {', '.join(reason.line_codes) or 'none'}; "
            f"API explanation {quoted(reason.detail, 300)}."
        )
    for line in s.lines:
        if line.change.value != "unchanged":
            lines.append(
                f"Line {line.code} ({line.kind.value}) {line.change.value}: "
                f"delta {money(line.delta)}."
            )
    return "\n".join(lines)


def _invoice_head(inv: Invoice) -> str:
    return (
        f"Invoice {inv.id} number {quoted(inv.number, 40)}, "
        f"period {inv.period.start.isoformat()} to {inv.period.end.isoformat()}, "
        f"status {inv.status.value}, total due {money(inv.total_due)}, "
        f"paid {money(inv.amount_paid)}, remaining {money(inv.amount_remaining)}, "
        f"due {inv.due_date.isoformat()}."
    )


def _page(what: str, customer_id: str, items: list[str], has_more: bool) -> str:
    """A page of a customer's records (``what``: "invoices", "payments"), newest first."""
    if not items:
        return f"Customer {customer_id} has no {what}."
    lines = [f"{what.capitalize()} of customer {customer_id}, newest first:"]
    lines += [f"{n}. {item}" for n, item in enumerate(items, 1)]
    if has_more:
        lines.append(f"Older {what} exist that are not listed here.")
    return "\n".join(lines)


def invoices(customer_id: str, found: InvoiceList) -> str:
    """A page of a customer's invoices, newest first."""
    return _page("invoices", customer_id, [_invoice_head(i) for i in found.data], found.has_more)


def invoice(inv: Invoice) -> str:
    """One invoice with its lines."""
    lines = [_invoice_head(inv)]
    if inv.exchange_rate is not None:
        rate = inv.exchange_rate
        lines.append(
            f"Exchange rate {rate.rate} {rate.quote} per {rate.base} ({rate.source} "
            f"{rate.rate_date.isoformat()})."
        )
    lines.append(
        f"Subtotal {money(inv.subtotal)}; discounts {money(inv.discount_total)}; "
        f"taxes {money(inv.tax_total)}; credits applied {money(inv.credits_applied)}; "
        f"total {money(inv.total)}; previous balance {money(inv.previous_balance)}."
    )
    for line in inv.lines:
        lines.append(
            f"Line {line.code} ({line.kind.value}) {quoted(line.description, 120)}: "
            f"{money(line.amount)}."
        )
    return "\n".join(lines)


def usage(subscription: Subscription, u: Usage) -> str:
    """Data usage of the subscription chosen for a customer."""
    allowance = f"{u.allowance_gb} GB" if u.allowance_gb is not None else "unlimited"
    price = f" at {money(u.overage_unit_price)} per GB" if u.overage_unit_price is not None else ""
    return (
        f"Usage of subscription {u.subscription_id} (plan {subscription.plan_code}, status "
        f"{subscription.status.value}) for {u.period.start.isoformat()} to "
        f"{u.period.end.isoformat()}, as of {u.as_of.isoformat()}: used {u.used_gb} GB of "
        f"{allowance}; overage {u.overage_gb} GB{price}; projected overage charge "
        f"{money(u.projected_overage_amount)}."
    )


def _payment_line(p: Payment) -> str:
    paid = p.paid_at.date().isoformat() if p.paid_at else "not yet"
    failure = f" ({quoted(p.failure_reason, 200)})" if p.failure_reason else ""
    applied = "; ".join(f"{a.invoice_id} {money(a.amount)}" for a in p.allocations)
    return (
        f"Payment {p.id}: amount {money(p.amount)}, applied {money(p.amount_applied)}, "
        f"method {p.method.value}, reference {quoted(p.reference, 64)}, "
        f"status {p.status.value}{failure}, created {p.created_at.date().isoformat()}, "
        f"paid {paid}; allocated to {applied or 'no invoice'}."
    )


def payments(customer_id: str, found: PaymentList) -> str:
    """A page of a customer's payments, newest first."""
    return _page("payments", customer_id, [_payment_line(p) for p in found.data], found.has_more)


def payment(p: Payment, idempotency_key: str, replayed: bool) -> str:
    """A recorded payment (possibly recorded by an earlier attempt with the same key)."""
    lines = [
        f"Payment {p.id} is recorded for customer {p.customer_id}: amount {money(p.amount)}, "
        f"applied {money(p.amount_applied)}, method {p.method.value}, "
        f"reference {quoted(p.reference, 64)}, status {p.status.value}. "
        f"Idempotency key {idempotency_key}."
    ]
    if replayed:
        lines.append(
            "It had already been recorded by an earlier request with the same idempotency "
            "key; it was not recorded twice."
        )
    for allocation in p.allocations:
        lines.append(f"Applied to invoice {allocation.invoice_id}: {money(allocation.amount)}.")
    return "\n".join(lines)


_K = FailureKind
_WHAT: dict[FailureKind, str] = {
    _K.REJECTED: "The billing system refused the request ({code}).",
    _K.INVALID_INPUT: "The billing system rejected the data given for {subject} ({code}).",
    _K.UNAUTHORIZED: "The billing system refused this bot's credentials (HTTP {status} {code}); "
    "this is a configuration problem, not the customer's.",
    _K.RATE_LIMITED: "The billing system is receiving too many requests (HTTP 429).",
    _K.CONFLICT: "The billing system is still processing the same payment (HTTP 409).",
    _K.TIMEOUT: "The billing system did not answer in time.",
    _K.CONNECTION: "The billing system could not be reached, or the connection broke before "
    "a complete answer.",
    _K.SERVER_ERROR: "The billing system failed (HTTP {status} {code}).",
    _K.CIRCUIT_OPEN: "The billing system is considered down after repeated failures, so no "
    "request was sent.",
    _K.DEADLINE_EXCEEDED: "No time was left within the {deadline:g} s limit to ask the billing "
    "system.",
    _K.CONTRACT_VIOLATION: "The billing system gave an answer this client cannot trust ({answer}).",
    _K.INTERNAL_ERROR: "The billing client failed internally.",
}
_STOP: dict[StopReason, str] = {
    StopReason.ATTEMPTS_EXHAUSTED: "Every attempt allowed failed.",
    StopReason.RETRY_AFTER_TOO_LONG: "The billing system asked to wait {retry_after:g} s, "
    "longer than the time left, so it was not retried.",
    StopReason.DEADLINE: "No time was left within the {deadline:g} s limit for another attempt.",
    StopReason.BUDGET_EXHAUSTED: "It was not retried: too many requests failed recently "
    "(retry budget exhausted).",
    StopReason.CIRCUIT_OPEN: "The circuit breaker opened, so it was not retried.",
}
_ESCALATE = "Escalate to a human agent."


def not_found_text(code: str | None, subject: str) -> str:
    """``The billing system has no invoice for invoice id "inv_x" (invoice_not_found).``"""
    if code is not None and code.endswith("_not_found"):
        thing = code.removesuffix("_not_found").replace("_", " ")
    else:
        thing = "record"
    return f"The billing system has no {thing} for {subject} ({code})."


def describe(outcome: Outcome[Any], subject: str, deadline: float) -> tuple[str, str]:
    """The ``error`` line and the ``evidence_text`` of a failed call.

    Args:
        outcome: The failed call (attempts may span several requests of one capability).
        subject: What was asked about, already quoted (``customer id "cus_x"``).
        deadline: The call's deadline in seconds, for the wording of time limits.
    """
    kind = outcome.kind or FailureKind.INTERNAL_ERROR
    code = outcome.code
    if kind is FailureKind.NOT_FOUND:
        what = not_found_text(code, subject)
    else:
        answer = f"HTTP {outcome.status}" if outcome.status is not None else "undecodable body"
        what = _WHAT[kind].format(
            code=code, status=outcome.status, subject=subject, deadline=deadline, answer=answer
        )
    parts = [what]
    if kind is FailureKind.INVALID_INPUT:
        parts.append("Ask the customer to check it.")
    if kind is FailureKind.CIRCUIT_OPEN:
        parts.append(_circuit_text(outcome))
    elif outcome.stop is not None and outcome.stop in _STOP and outcome.escalate:
        parts.append(
            _STOP[outcome.stop].format(retry_after=outcome.retry_after or 0.0, deadline=deadline)
        )
        if outcome.stop is StopReason.CIRCUIT_OPEN or outcome.incident_id:
            parts.append(f"Incident {outcome.incident_id}.")
    if outcome.request_id is not None:
        parts.append(f"Last request id {outcome.request_id}.")
    if outcome.write_outcome is not None and outcome.idempotency_key is not None:
        parts.append(write_text(outcome.write_outcome, outcome.idempotency_key))
    if outcome.escalate:
        parts.append(_ESCALATE)
    return what, " ".join(parts)


def _circuit_text(outcome: Outcome[Any]) -> str:
    rejection = outcome.rejection
    incident = f"Incident {outcome.incident_id}."
    if rejection is None or rejection.retry_at is None:
        return f"{incident} A recovery check of the billing system is in progress."
    return f"{incident} The billing system will next be tried in {outcome.retry_after or 0:.0f} s."


def write_text(outcome: WriteOutcome, key: str) -> str:
    """What the bot may say about a payment that was not confirmed."""
    if outcome is WriteOutcome.UNKNOWN:
        return (
            "The payment may or may not have been recorded (no final answer came back): do "
            f"not tell the customer it failed. Idempotency key {key}: retrying with this key "
            "can never record it twice."
        )
    if outcome is WriteOutcome.FAILED:
        return f"The payment was not recorded. Idempotency key {key}."
    return f"The payment was recorded. Idempotency key {key}."


def invalid_arguments(problem: str, advice: str) -> tuple[str, str]:
    """Evidence for arguments rejected before anything was sent (fixed wording)."""
    what = f"Nothing was sent: {problem}."
    return what, f"{what} {advice}"


def subject_of(**keys: str | None) -> str:
    """``customer id "cus_x", period "2026-11"`` from the non-empty keys given."""
    return ", ".join(
        f"{name.replace('_', ' ')} {quoted(value, 64)}" for name, value in keys.items() if value
    )
