"""Judgements of the workflow's read probes and links (the requests are in the trace)."""

from __future__ import annotations

from typing import Any

from stdnum import luhn
from stdnum.ve import rif

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.stateful.judgement import (
    Outcome,
    expect,
    ids,
    items_of,
    not_exercised,
    verdict,
)
from billing_sim.toolkit.workflow.links import contract_links
from billing_sim.toolkit.workflow.trace import Trace
from billing_sim.toolkit.workflow.walk import KNOWN_SEARCH, UNKNOWN_SEARCH

SEARCH = "searchCustomers"
PROMISES = (
    "links.targets-exist",
    "lookup.unknown-is-empty",
    "lookup.exactly-one-key",
    "lookup.check-digits",
    "lookup.every-account",
    "lookup.key-forms",
    "pagination.unknown-cursor",
    "pagination.exclusive-cursors",
    "bill.unknown-period",
    "requests.repeated-parameter",
    "errors.unknown-ids",
)


def judge_probes(trace: Trace, customer: dict[str, Any] | None) -> list[Outcome]:
    """Every read-probe promise, and the links."""
    outcomes = [*_links(trace), *_lookup(trace, customer), *_cursors(trace), *_ids(trace)]
    outcomes += _present(
        expect(
            "bill.unknown-period",
            trace.step("getBillSummary?unknown-period"),
            404,
            "invoice_not_found",
            "a bill summary for 1990-01",
        ),
        "bill.unknown-period",
        "getBillSummary",
        trace,
        "getBillSummary?unknown-period",
    )
    outcomes += _present(
        expect(
            "requests.repeated-parameter",
            trace.step(f"{SEARCH}?repeated"),
            400,
            "invalid_request",
            "account_number given twice",
        ),
        "requests.repeated-parameter",
        SEARCH,
        trace,
        f"{SEARCH}?repeated",
    )
    return outcomes


def _present(
    outcome: Outcome | None, promise: str, operation: str, trace: Trace, key: str
) -> list[Outcome]:
    if outcome is not None:
        return [outcome]
    return [
        not_exercised(
            promise,
            operation,
            trace.skip(key) or trace.skip(f"{SEARCH}?*") or "the walk did not get there",
        )
    ]


def _links(trace: Trace) -> list[Outcome]:
    """``links.targets-exist``: a link followed from a real response leads to something."""
    outcomes = [
        verdict(
            "links.targets-exist",
            step,
            step.succeeded,
            f"link {step.link.label} from a real response led to {step.outcome}",
        )
        for step in trace.steps
        if step.link is not None and OPERATIONS[step.operation_id].method == "GET"
    ]
    followed = {step.link.label for step in trace.steps if step.link is not None}
    for link in contract_links(load_contract()):
        if link.label in followed:
            continue
        if OPERATIONS[link.target].method != "GET":
            why = (
                f"link {link.label} writes; the workflow follows one write link "
                f"({_write_link(trace)}), the others would spend the test customer's invoices"
            )
        else:
            skipped = next(
                (s.reason for s in trace.skipped if s.key.endswith(f"/{link.name}")), None
            )
            why = f"link {link.label} " + (
                f"not followed: {skipped}" if skipped else "not reached from the test customer"
            )
        outcomes.append(not_exercised("links.targets-exist", link.target, why))
    return outcomes


def _write_link(trace: Trace) -> str:
    payment = trace.payment
    return payment.link.label if payment is not None and payment.link is not None else "none"


def _search_ids(trace: Trace, key: str) -> list[Any] | None:
    items = items_of(trace.step(key))
    return ids(items) if items is not None else None


def _lookup(trace: Trace, customer: dict[str, Any] | None) -> list[Outcome]:
    outcomes: list[Outcome] = []
    unknown = trace.step(UNKNOWN_SEARCH)
    if unknown is not None:
        items = items_of(unknown)
        outcomes.append(
            verdict(
                "lookup.unknown-is-empty",
                unknown,
                unknown.response.status_code == 200 and items == [],
                f"an account number nobody has answered {unknown.outcome}"
                + (f" with {len(items)} customer(s)" if items else ""),
            )
        )
    possible = trace.step(f"{SEARCH}?possible-phone")
    if possible is not None:
        number = (possible.case.query or {}).get("phone")
        found = items_of(possible)
        others = [c.get("id") for c in found or [] if number not in (c.get("phones") or [])]
        outcomes.append(
            verdict(
                "lookup.unknown-is-empty",
                possible,
                possible.response.status_code == 200 and not others,
                f"a number that can exist, {number}, answered {possible.outcome}"
                + (f" with {others}, who do not have it" if others else ""),
            )
        )
    for key, status, code, what in (
        (f"{SEARCH}?no-key", 400, "lookup_key_required", "a search with no key"),
        (f"{SEARCH}?two-keys", 400, "lookup_key_conflict", "a search with two keys"),
    ):
        outcomes += _present(
            expect("lookup.exactly-one-key", trace.step(key), status, code, what),
            "lookup.exactly-one-key",
            SEARCH,
            trace,
            key,
        )
    outcomes += _present(
        expect(
            "lookup.check-digits",
            trace.step(f"{SEARCH}?check-digit"),
            422,
            "invalid_account_number",
            "an account number with a wrong check digit",
        ),
        "lookup.check-digits",
        SEARCH,
        trace,
        f"{SEARCH}?check-digit",
    )
    outcomes += _present(
        expect(
            "lookup.check-digits",
            trace.step(f"{SEARCH}?impossible-phone"),
            422,
            "invalid_phone",
            "a well-formed number that is no Venezuelan number",
        ),
        "lookup.check-digits",
        SEARCH,
        trace,
        f"{SEARCH}?impossible-phone",
    )
    outcomes += _customers_check_digits(trace)
    if customer is None:
        return outcomes
    customer_id = customer.get("id")
    phone = trace.step(f"{SEARCH}?phone")
    if phone is None:
        outcomes.append(
            not_exercised(
                "lookup.every-account", SEARCH, trace.skip(f"{SEARCH}?phone") or "no phone search"
            )
        )
    else:
        found = items_of(phone)
        number = (phone.case.query or {}).get("phone")
        others = [c.get("id") for c in found or [] if number not in (c.get("phones") or [])]
        ok = found is not None and customer_id in ids(found) and not others
        outcomes.append(
            verdict(
                "lookup.every-account",
                phone,
                ok,
                f"a search by {number} answered {phone.outcome} with {ids(found or [])}: "
                + (
                    f"{customer_id} (who has that phone) missing"
                    if found is None or customer_id not in ids(found)
                    else f"{others} do not have that phone"
                ),
            )
        )
    for first, second, what in (
        (f"{SEARCH}?tax-id", f"{SEARCH}?tax-id-compact", "the tax id without dashes"),
        (f"{SEARCH}?phone", f"{SEARCH}?phone-national", "the phone in national form"),
    ):
        one, other = trace.step(first), trace.step(second)
        if one is None or other is None:
            outcomes.append(
                not_exercised("lookup.key-forms", SEARCH, trace.skip(first) or f"no {what} search")
            )
            continue
        a, b = _search_ids(trace, first), _search_ids(trace, second)
        ok = a is not None and customer_id in a and a == b
        outcomes.append(
            verdict(
                "lookup.key-forms",
                other,
                ok,
                f"{(one.case.query or {})} found {a if a is not None else one.outcome}; "
                f"{what} {(other.case.query or {})} found {b if b is not None else other.outcome}",
                one,
            )
        )
    return outcomes


def _customers_check_digits(trace: Trace) -> list[Outcome]:
    """Every customer the walk saw has a valid account number check digit and RIF."""
    outcomes = []
    for step in trace.steps:
        if step.operation_id not in (SEARCH, "getCustomer") or not step.succeeded:
            continue
        body = step.json()
        customers = (
            items_of(step)
            if step.operation_id == SEARCH
            else ([body] if isinstance(body, dict) else [])
        )
        for customer in customers or []:
            account, tax = (
                customer.get("account_number"),
                (customer.get("tax_id") or {}).get("value"),
            )
            if not isinstance(account, str) or not isinstance(tax, str):
                continue
            wrong = []
            if not luhn.is_valid(account):
                wrong.append(f"account_number {account} fails its Luhn check digit")
            if not rif.is_valid(tax):
                wrong.append(f"tax_id {tax} fails its RIF check digit")
            outcomes.append(
                verdict(
                    "lookup.check-digits",
                    step,
                    not wrong,
                    f"{customer.get('id')}: {'; '.join(wrong)}",
                )
            )
    return outcomes


def _ids(trace: Trace) -> list[Outcome]:
    """``errors.unknown-ids``: an id nobody has is a ``*_not_found`` business answer for that
    kind of resource; something that is no id is ``422 validation_failed``."""
    outcomes = []
    for step in trace.stage("probe"):
        unknown, malformed = step.key.endswith("?unknown-id"), step.key.endswith("?malformed-id")
        if not (unknown or malformed) or len(step.case.path_parameters or {}) != 1:
            continue
        [(name, value)] = (step.case.path_parameters or {}).items()
        if unknown:
            code = f"{name.removesuffix('_id').removesuffix('_code')}_not_found"
            outcome = expect("errors.unknown-ids", step, 404, code, f"{name} {value}, nobody's")
        else:
            outcome = expect(
                "errors.unknown-ids", step, 422, "validation_failed", f"{name} {value!r}"
            )
        if outcome is not None:
            outcomes.append(outcome)
    if not outcomes:
        return [not_exercised("errors.unknown-ids", "getCustomer", "the walk read nothing by id")]
    return outcomes


def _cursors(trace: Trace) -> list[Outcome]:
    outcomes: list[Outcome] = []
    for step in trace.stage("probe"):
        if step.key.endswith("?unknown-cursor"):
            cursor = (step.case.query or {}).get("starting_after")
            outcomes.append(
                verdict(
                    "pagination.unknown-cursor",
                    step,
                    step.response.status_code == 400 and step.code == "invalid_request",
                    f"starting_after={cursor}, an id not in this list, answered "
                    f"{step.outcome}, not 400 invalid_request",
                )
            )
        elif step.key.endswith("?both-cursors"):
            outcomes.append(
                verdict(
                    "pagination.exclusive-cursors",
                    step,
                    step.response.status_code in (400, 422)
                    and step.code in ("invalid_request", "validation_failed"),
                    f"starting_after together with ending_before answered {step.outcome}, not "
                    "a 400 refusal",
                )
            )
    if not outcomes:
        outcomes.append(
            not_exercised(
                "pagination.unknown-cursor", "listInvoices", "the walk reached no list with cursors"
            )
        )
    return outcomes


__all__ = ["KNOWN_SEARCH", "judge_probes"]
