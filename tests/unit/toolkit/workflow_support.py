"""Hand-made responses and workflow steps for the verify and drift unit tests (no server)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import requests
from schemathesis import Response
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi import load_contract
from billing_sim.toolkit.workflow.links import Link, contract_links
from billing_sim.toolkit.workflow.project import (
    DEFAULT_CONFIG_PATH,
    Target,
    build_config,
    load_schema,
    read_config,
)
from billing_sim.toolkit.workflow.trace import Stage, Step, Trace

BASE = "http://billing.test"


@cache
def schema() -> OpenApiSchema:
    """The contract with the project's configuration, pointed at an address never contacted."""
    config = build_config(
        read_config(DEFAULT_CONFIG_PATH),
        base_dir=DEFAULT_CONFIG_PATH.parent,
        token=None,
        seed=1,
        max_examples=None,
    )
    return load_schema(config, Target(BASE))


def response(
    status: int,
    body: Any = None,
    *,
    url: str = f"{BASE}/v1/customers",
    method: str = "GET",
    headers: dict[str, str] | None = None,
    raw: bytes | None = None,
    sent: dict[str, str] | None = None,
) -> Response:
    """A schemathesis response; ``body`` is sent as JSON (problem+json when ``status`` >= 400).

    ``sent`` are the request's headers.
    """
    content = raw if raw is not None else (b"" if body is None else json.dumps(body).encode())
    media = "application/problem+json" if status >= 400 else "application/json"
    all_headers = {"content-type": media, "x-request-id": "req_1", **(headers or {})}
    request = requests.Request(method, url, headers=sent or {}).prepare()
    return Response(
        status_code=status,
        headers={name: [value] for name, value in all_headers.items()},
        content=content,
        request=request,
        elapsed=0.01,
        verify=True,
    )


def problem(status: int, code: str) -> dict[str, Any]:
    """A problem body with the contract's members."""
    return {
        "type": f"https://billing.isp.example/problems/{code}",
        "title": code,
        "status": status,
        "detail": code,
        "code": code,
        "request_id": "req_1",
        "retryable": False,
        "category": "business",
    }


def link(source: str, name: str) -> Link:
    """The contract's link ``name`` of ``source``."""
    return next(
        item for item in contract_links(load_contract()) if item.label == f"{source}.{name}"
    )


def step(
    key: str,
    operation_id: str,
    status: int,
    body: Any = None,
    *,
    stage: Stage = "read",
    via: Link | None = None,
    path: dict[str, str] | None = None,
) -> Step:
    """A workflow step whose case targets ``operation_id`` and whose response is canned."""
    operation = schema().find_operation_by_id(operation_id)
    case = operation.Case(path_parameters=path or {})
    url = f"{BASE}{case.formatted_path}"
    return Step(key, operation_id, stage, via, case, response(status, body, url=url))


def money(amount_minor: int, currency: str = "VES") -> dict[str, Any]:
    """A Money object."""
    return {"amount_minor": amount_minor, "currency": currency, "display": f"{amount_minor}"}


def balance(customer_id: str, due: int, credit: int) -> dict[str, Any]:
    """The money fields of a Balance that the payment effects read."""
    return {
        "customer_id": customer_id,
        "amount_due": money(due),
        "credit_available": money(credit),
    }


OPEN_INVOICE: dict[str, Any] = {
    "id": "inv_abcdef1",
    "status": "open",
    "due_date": "2026-11-25",
    "issue_date": "2026-11-01",
    "amount_remaining": money(1000),
}
"""The one open invoice of :func:`payment_trace`'s customer: the payment settles it."""


def payment_trace(
    *,
    retrievable: bool = True,
    listed: bool = True,
    due_after: int = 0,
    credit_after: int = 0,
    write_status: int = 201,
) -> Trace:
    """A walk whose payment of 1000 (owing 1000 before) has the effects asked for."""
    customer = "cus_abcdef1"
    payment = {
        "id": "pay_abcdef01",
        "customer_id": customer,
        "amount_applied": money(1000),
        "allocations": [{"invoice_id": OPEN_INVOICE["id"], "amount": money(1000)}],
    }
    other = {
        "id": "pay_other001",
        "customer_id": customer,
        "amount_applied": money(500),
        "allocations": [],
    }
    listing = [payment] if listed else [other]
    after = (
        step(
            "w/GetPayment",
            "getPayment",
            200,
            payment,
            stage="after_write",
            via=link("createPayment", "GetPayment"),
            path={"payment_id": "pay_abcdef01"},
        )
        if retrievable
        else step(
            "w/GetPayment",
            "getPayment",
            404,
            problem(404, "payment_not_found"),
            stage="after_write",
            via=link("createPayment", "GetPayment"),
            path={"payment_id": "pay_abcdef01"},
        )
    )
    written = write_status < 300
    steps = [
        step(
            "b",
            "getCustomerBalance",
            200,
            balance(customer, 1000, 0),
            path={"customer_id": customer},
        ),
        step(
            "w#before/getCustomerBalance",
            "getCustomerBalance",
            200,
            balance(customer, 1000, 0),
            stage="probe",
            path={"customer_id": customer},
        ),
        step(
            "w#before/listInvoices",
            "listInvoices",
            200,
            {"data": [OPEN_INVOICE], "has_more": False},
            stage="probe",
            path={"customer_id": customer},
        ),
        step(
            "w",
            "createPayment",
            write_status,
            payment if written else problem(write_status, "amount_invalid"),
            stage="write",
            via=link("getCustomer", "RecordPayment"),
        ),
    ]
    if written:
        steps += [
            after,
            step(
                "w/ListPayments",
                "listPayments",
                200,
                {"data": listing, "has_more": False},
                stage="after_write",
                via=link("createPayment", "ListPayments"),
                path={"customer_id": customer},
            ),
            step(
                "w/GetCustomerBalance",
                "getCustomerBalance",
                200,
                balance(customer, due_after, credit_after),
                stage="after_write",
                via=link("createPayment", "GetCustomerBalance"),
                path={"customer_id": customer},
            ),
        ]
    return Trace(steps=steps)
