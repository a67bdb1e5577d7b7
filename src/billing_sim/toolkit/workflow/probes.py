"""The prober: requests built from what the walk's reads returned, each with a right answer the
contract gives.

Read probes: every operation read again in English; the lookup's rules (no key, two keys, a
wrong check digit, a repeated parameter, the customer's tax id and phone in each accepted form,
phones that can and cannot exist); an unknown and a doubled cursor on each list paged by id; each
read by id again with an id nobody has and with no id at all; a bill summary for a month without
an invoice. Write probes: the payment with one thing wrong, each with a key and reference of its
own, which the write must refuse. None of them may record anything.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from billing_sim.openapi.conventions import PAYMENT_METHOD_CURRENCY
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.contract import strict_objects, takes_id_cursors
from billing_sim.toolkit.workflow.links import Resolved
from billing_sim.toolkit.workflow.probe_values import (
    ENGLISH,
    IMPOSSIBLE_PHONE,
    MALFORMED_ID,
    POSSIBLE_PHONE,
    UNKNOWN_PERIOD,
    national_phone,
    unknown_id,
    with_unknown_member,
    wrong_check_digit,
)
from billing_sim.toolkit.workflow.trace import Skipped, Step

SEARCH = "searchCustomers"


def read_probes(caller: Caller, customer: dict[str, Any] | None, account_number: str) -> None:
    """Every read probe the walk's successful reads make possible (``customer``: the test
    customer as the known search returned it)."""
    trace = caller.trace
    firsts: dict[str, Step] = {}
    for step in trace.stage("read"):
        if step.succeeded:
            firsts.setdefault(step.operation_id, step)
    for step in firsts.values():
        headers = {**step.case.headers, "Accept-Language": ENGLISH}
        headers.pop("X-Request-Id", None)
        parts = Resolved(
            dict(step.case.path_parameters or {}), dict(step.case.query or {}), headers, None
        )
        caller.call(f"{step.key}#{ENGLISH}", step.operation_id, "probe", parts)
    if customer is None:
        trace.skipped.append(Skipped(f"{SEARCH}?*", "the known search found nobody"))
        return
    _lookup_probes(caller, customer, account_number)
    for step in firsts.values():
        if takes_id_cursors(step.operation_id):
            _cursor_probes(caller, step, customer)
        _id_probes(caller, step)
    caller.get(
        "getBillSummary?unknown-period",
        "getBillSummary",
        "probe",
        path={"customer_id": str(customer.get("id"))},
        query={"period": UNKNOWN_PERIOD},
    )


def _id_probes(caller: Caller, step: Step) -> None:
    """The read again with its path id replaced: by a well-formed id nobody has, then by
    something that is no id at all."""
    path = dict(step.case.path_parameters or {})
    if len(path) != 1:
        return
    [(name, value)] = path.items()
    query = dict(step.case.query or {})
    for probe, replacement in (
        ("unknown-id", unknown_id(str(value))),
        ("malformed-id", MALFORMED_ID),
    ):
        caller.get(
            f"{step.key}?{probe}", step.operation_id, "probe", path={name: replacement}, query=query
        )


def _lookup_probes(caller: Caller, customer: dict[str, Any], account_number: str) -> None:
    account = str(customer.get("account_number", account_number))
    caller.get(f"{SEARCH}?no-key", SEARCH, "probe")
    tax_id = (
        customer.get("tax_id", {}).get("value")
        if isinstance(customer.get("tax_id"), dict)
        else None
    )
    second = {"tax_id": tax_id} if isinstance(tax_id, str) else {"phone": "+584141234567"}
    caller.get(f"{SEARCH}?two-keys", SEARCH, "probe", query={"account_number": account, **second})
    caller.get(
        f"{SEARCH}?check-digit",
        SEARCH,
        "probe",
        query={"account_number": wrong_check_digit(account)},
    )
    caller.get(f"{SEARCH}?repeated", SEARCH, "probe", query={"account_number": [account, account]})
    if isinstance(tax_id, str):
        caller.get(f"{SEARCH}?tax-id", SEARCH, "probe", query={"tax_id": tax_id})
        caller.get(
            f"{SEARCH}?tax-id-compact", SEARCH, "probe", query={"tax_id": tax_id.replace("-", "")}
        )
    caller.get(f"{SEARCH}?possible-phone", SEARCH, "probe", query={"phone": POSSIBLE_PHONE})
    caller.get(f"{SEARCH}?impossible-phone", SEARCH, "probe", query={"phone": IMPOSSIBLE_PHONE})
    phones = customer.get("phones")
    phone = (
        phones[0] if isinstance(phones, list) and phones and isinstance(phones[0], str) else None
    )
    if phone is not None:
        caller.get(f"{SEARCH}?phone", SEARCH, "probe", query={"phone": phone})
        national = national_phone(phone)
        if national is not None:
            caller.get(f"{SEARCH}?phone-national", SEARCH, "probe", query={"phone": national})
    else:
        caller.trace.skipped.append(Skipped(f"{SEARCH}?phone", "the test customer has no phone"))


def _cursor_probes(caller: Caller, step: Step, customer: dict[str, Any]) -> None:
    body = step.json()
    items = body.get("data") if isinstance(body, dict) else None
    parts = dict(step.case.path_parameters or {})
    # An id that exists but is not in this list: the customer's own (never an item of a list).
    stranger = str(customer.get("id"))
    caller.get(
        f"{step.key}?unknown-cursor",
        step.operation_id,
        "probe",
        path=parts,
        query={"starting_after": stranger},
    )
    ids = (
        [item.get("id") for item in items if isinstance(item, dict)]
        if isinstance(items, list)
        else []
    )
    if ids and all(isinstance(i, str) for i in ids):
        caller.get(
            f"{step.key}?both-cursors",
            step.operation_id,
            "probe",
            path=parts,
            query={"starting_after": ids[0], "ending_before": ids[-1]},
        )
    else:
        caller.trace.skipped.append(Skipped(f"{step.key}?both-cursors", "the list is empty"))


def write_probes(
    body: dict[str, Any], headers: dict[str, str], reference: str
) -> Iterator[tuple[str, Resolved, str | None]]:
    """Requests the write must refuse, each otherwise the payment itself (own key and
    reference, so that one wrongly accepted is told apart from the real one): the probe's name,
    its parts and its media type (``None``: JSON)."""
    numbers = itertools.count(1)

    def fresh(changed: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
        number = next(numbers)
        keys = {name: f"{value}-p{number}" for name, value in headers.items()}
        return {**changed, "reference": f"{reference}-P{number}"}, keys

    payload, keys = fresh(body)
    yield "no-key", Resolved({}, {}, {}, payload), None
    payload, keys = fresh(body)
    yield "not-json", Resolved({}, {}, keys, b'{"customer_id": '), "application/json"
    payload, keys = fresh(body)
    yield (
        "media-type",
        Resolved({}, {}, keys, "customer_id=" + str(body.get("customer_id"))),
        "text/plain",
    )
    method = str(body.get("method"))
    currencies = sorted(set(PAYMENT_METHOD_CURRENCY.values()))
    other = next((c for c in currencies if c != PAYMENT_METHOD_CURRENCY.get(method)), None)
    if other is not None:
        payload, keys = fresh({**body, "amount": {**body["amount"], "currency": other}})
        yield "currency-mismatch", Resolved({}, {}, keys, payload), None
    for pointer in strict_objects(body):
        payload, keys = fresh(with_unknown_member(body, pointer))
        yield f"unknown-member{pointer}", Resolved({}, {}, keys, payload), None
