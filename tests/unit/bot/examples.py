"""Typed models for the bot's pure tests: the contract's examples, with small variations."""

from __future__ import annotations

import copy
from typing import Any

from billing_sim.bot.replies import CustomerRef
from billing_sim.client import ToolResult
from billing_sim.client.models import Balance, BillSummary, Customer, Invoice, Usage
from billing_sim.openapi import load_contract


def example(name: str, /, **changes: Any) -> dict[str, Any]:
    """A fresh copy of ``components/examples/<name>``, top-level keys replaced by ``changes``."""
    value: dict[str, Any] = copy.deepcopy(load_contract()["components"]["examples"][name]["value"])
    value.update(changes)
    return value


def money(minor: int, display: str, currency: str = "VES") -> dict[str, Any]:
    """A Money/SignedMoney body."""
    return {"amount_minor": minor, "currency": currency, "display": display}


ZERO = money(0, "Bs. 0,00")


def customer(**changes: Any) -> Customer:
    """María, the contract's example customer."""
    return Customer.model_validate(example("Customer", **changes))


MARIA = CustomerRef.of(customer())


def balance(**changes: Any) -> Balance:
    """María's balance on 2026-11-20: Bs. 3.376,00 due on the 25th."""
    body: dict[str, Any] = {
        "customer_id": "cus_7k2m9q4x1z",
        "as_of": "2026-11-20T12:00:00Z",
        "amount_due": money(337600, "Bs. 3.376,00"),
        "overdue_amount": ZERO,
        "credit_available": ZERO,
        "net_position": "owes",
        "open_invoice_count": 1,
        "oldest_unpaid_due_date": "2026-11-25",
        "next_invoice_date": "2026-12-01",
        "dunning_status": "none",
    }
    body.update(changes)
    return Balance.model_validate(body)


def bill_summary(**changes: Any) -> BillSummary:
    """The contract's bill summary (Bs. 2.320,00 → Bs. 3.376,00, four reasons)."""
    return BillSummary.model_validate(example("BillSummary", **changes))


def invoice(**changes: Any) -> Invoice:
    """The contract's November invoice (open, Bs. 3.376,00 due 2026-11-25)."""
    return Invoice.model_validate(example("Invoice", **changes))


def usage(**changes: Any) -> Usage:
    """The contract's usage: 312.40 GB of 300 GB, 12.40 GB over."""
    return Usage.model_validate(example("Usage", **changes))


def ok(capability: str, data: Any, evidence: str = "") -> ToolResult[Any]:
    """A successful result, as a capability returns it."""
    return ToolResult(capability, ok=True, evidence_text=evidence, data=data)
