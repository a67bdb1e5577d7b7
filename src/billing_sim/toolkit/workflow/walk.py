"""The deterministic workflow: a walk along the contract's links from one known customer, and
the probes the walk's own data make possible.

Random generation almost never reaches a real customer, so on its own it rarely records a payment
and never learns whether the payment can be read back. The walk does, every run:

1. **read**: ``searchCustomers`` by a test customer's account number and ``listPlans``, then every
   link whose target is a read (``GetCustomer``, ``ListInvoices`` -> ``GetInvoice``, ...), each link
   once, breadth first; and a search for an account number nobody has, whose answer the contract
   fixes (``200`` with an empty list, not an error);
2. **probe**: requests built from what the reads returned, each with a known right answer: every
   operation read again in English; the lookup's rules (no key, two keys, a wrong check digit,
   the customer's tax id and phone in each accepted form); an unknown and a doubled cursor on
   each list; a bill summary for a month with no invoice; and the payment of step 3 sent without
   its key, as malformed JSON, as text, in the wrong currency and with an unknown member in each
   object whose schema forbids them. None of them may record anything;
3. **write**: the first link into a write in walk order (``getCustomer``'s ``RecordPayment``),
   completed into a payment small enough (:data:`SMALL_AMOUNT`) never to settle an invoice, so
   that no later run or check meets an invoice this one paid;
4. **after_write**: every link of the write's response (``GetPayment``, ``ListPayments``,
   ``GetCustomerBalance``) and its ``Location``;
5. **idempotency**: the payment replayed (same key and body), the key reused with another body,
   and the payments list and balance read again.

Each step's key is its chain of link names (``searchCustomers/GetCustomer/RecordPayment``, with
``?probe`` or ``#follow-up`` suffixes), the same on every implementation, so two walks can be
compared step by step (drift does). The requests a run sends only for verify's own checks (page
walks, conditional reads, a race) are not part of the trace: see
:mod:`billing_sim.toolkit.verify.stateful`.

This module is the walk's order; the record is :mod:`.trace`, sending is :mod:`.caller`, the
probes are :mod:`.probes` (their values :mod:`.probe_values`), and what the walk reads from the
contract besides its links is :mod:`.contract`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi import load_contract
from billing_sim.openapi.conventions import PAYMENT_METHOD_CURRENCY
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.contract import (
    location_payment_id,
    request_example,
    required_body_fields,
)
from billing_sim.toolkit.workflow.links import Link, Resolved, Unresolved, contract_links, resolve
from billing_sim.toolkit.workflow.probe_values import UNKNOWN_ACCOUNT_NUMBER
from billing_sim.toolkit.workflow.probes import read_probes, write_probes
from billing_sim.toolkit.workflow.trace import Send, Skipped, Step, Trace

KNOWN_SEARCH = "searchCustomers"
UNKNOWN_SEARCH = "searchCustomers?unknown"
SMALL_AMOUNT = 100
"""Minor units of the workflow's payment (Bs. 1,00): it pays part of an open invoice, or becomes
credit, and never settles an invoice a later request (or run) needs open."""


@dataclass(frozen=True, slots=True)
class WorkflowStart:
    """What the walk needs from the caller.

    Attributes:
        account_number: A test customer's account number (the contract example's by default).
        idempotency_key: ``Idempotency-Key`` of the run's payment, unique per run.
        payment_reference: ``reference`` of the run's payment, unique per run.
    """

    account_number: str
    idempotency_key: str
    payment_reference: str


def run_workflow(schema: OpenApiSchema, start: WorkflowStart, send: Send) -> Trace:
    """Walk, probe and write against the implementation behind ``send``."""
    walk = Walk(schema, start, send)
    walk.reads()
    walk.probes()
    walk.writes()
    return walk.trace


class Walk:
    """The stages of the workflow, run in order by :func:`run_workflow` (verify runs its own
    checks between them)."""

    def __init__(self, schema: OpenApiSchema, start: WorkflowStart, send: Send) -> None:
        self.start = start
        self.trace = Trace()
        self.caller = Caller(schema, send, self.trace, start.payment_reference[-8:])
        self._links = contract_links(load_contract())
        self._followed: set[str] = set()

    # --- 1. reads ------------------------------------------------------------------------

    def reads(self) -> None:
        """Every read link, once, breadth first from the test customer; then the unknown search."""
        known = Resolved({}, {"account_number": self.start.account_number}, {}, None)
        queue: deque[tuple[str, str, Link | None, Resolved]] = deque(
            [
                (KNOWN_SEARCH, "searchCustomers", None, known),
                ("listPlans", "listPlans", None, Resolved({}, {}, {}, None)),
            ]
        )
        while queue:
            key, operation_id, link, parts = queue.popleft()
            step = self.caller.call(key, operation_id, "read", parts, link=link)
            for follow, resolved in self._follow(step, writes=False):
                queue.append((f"{key}/{follow.name}", follow.target, follow, resolved))
        unknown = Resolved({}, {"account_number": UNKNOWN_ACCOUNT_NUMBER}, {}, None)
        self.caller.call(UNKNOWN_SEARCH, "searchCustomers", "read", unknown)

    # --- 2. probes -----------------------------------------------------------------------

    def probes(self) -> None:
        """The read probes (:func:`billing_sim.toolkit.workflow.probes.read_probes`)."""
        read_probes(self.caller, self.customer(), self.start.account_number)

    def customer(self) -> dict[str, Any] | None:
        """The test customer as the known search returned it."""
        search = self.trace.step(KNOWN_SEARCH)
        body = search.json() if search is not None and search.succeeded else None
        data = body.get("data") if isinstance(body, dict) else None
        first = data[0] if isinstance(data, list) and data else None
        return first if isinstance(first, dict) else None

    # --- 3 to 5. the payment -------------------------------------------------------------

    def writes(self) -> None:
        """The first write link: its probes, the payment, its links, replay and reuse."""
        for step in list(self.trace.stage("read")):
            for link, resolved in self._follow(step, writes=True):
                self._write(f"{step.key}/{link.name}", link, self._complete(step, link, resolved))
                return

    def _write(self, key: str, link: Link, body: dict[str, Any]) -> None:
        target, caller = link.target, self.caller
        headers = dict.fromkeys(OPERATIONS[target].required_headers, self.start.idempotency_key)
        for probe, parts, media_type in write_probes(body, headers, self.start.payment_reference):
            caller.call(f"{key}?{probe}", target, "probe", parts, link=link, media_type=media_type)
        customer = {"customer_id": str(body.get("customer_id"))}
        # What the payment will change, read just before it (a probe wrongly accepted may
        # already have changed it).
        caller.get(f"{key}#before/getCustomerBalance", "getCustomerBalance", "probe", path=customer)
        caller.get(
            f"{key}#before/listInvoices",
            "listInvoices",
            "probe",
            path=customer,
            query={"status": "open", "limit": 100},
        )
        written = caller.call(key, target, "write", Resolved({}, {}, headers, body), link=link)
        for after, parts in self._follow(written, writes=False):
            caller.call(f"{key}/{after.name}", after.target, "after_write", parts, link=after)
        if not written.succeeded:
            return
        location = written.response.headers.get("location", [""])[0]
        payment_id = location_payment_id(location)
        if payment_id is not None:
            caller.get(
                f"{key}#location", "getPayment", "after_write", path={"payment_id": payment_id}
            )
        else:
            self.trace.skipped.append(
                Skipped(f"{key}#location", f"Location {location!r} names no payment")
            )
        caller.call(
            f"{key}#replay", target, "idempotency", Resolved({}, {}, headers, body), link=link
        )
        reused = {
            **body,
            "amount": {**body["amount"], "amount_minor": body["amount"]["amount_minor"] + 1},
        }
        caller.call(
            f"{key}#reuse", target, "idempotency", Resolved({}, {}, headers, reused), link=link
        )
        caller.get(
            f"{key}#replay/listPayments",
            "listPayments",
            "idempotency",
            path=customer,
            query={"limit": 100},
        )
        caller.get(
            f"{key}#replay/getCustomerBalance", "getCustomerBalance", "idempotency", path=customer
        )

    def _complete(self, source: Step, link: Link, resolved: Resolved) -> dict[str, Any]:
        """The link's body completed into a small payment in the customer's billing currency."""
        body = dict(resolved.body) if isinstance(resolved.body, dict) else {}
        example = request_example(link.target)
        for name in required_body_fields(link.target):
            if name not in body and name in example:
                body[name] = example[name]
        source_body = source.json()
        currency = source_body.get("billing_currency") if isinstance(source_body, dict) else None
        if not isinstance(currency, str):
            currency = str(example.get("amount", {}).get("currency", "VES"))
        body["amount"] = {"amount_minor": SMALL_AMOUNT, "currency": currency}
        if PAYMENT_METHOD_CURRENCY.get(str(body.get("method"))) != currency:
            body["method"] = next(
                (m for m, c in PAYMENT_METHOD_CURRENCY.items() if c == currency), body.get("method")
            )
        body["reference"] = self.start.payment_reference
        return body

    def _follow(self, step: Step, *, writes: bool) -> Iterator[tuple[Link, Resolved]]:
        """The not yet followed links of ``step`` into reads (or, with ``writes``, writes)."""
        if not step.succeeded:
            return
        status = step.response.status_code
        headers = {name: values[0] for name, values in step.response.headers.items() if values}
        for link in self._links:
            is_write = OPERATIONS[link.target].method != "GET"
            if link.source != step.operation_id or link.status != status or is_write != writes:
                continue
            if link.label in self._followed:
                continue
            self._followed.add(link.label)
            try:
                yield link, resolve(link, step.json(), headers)
            except Unresolved as error:
                self.trace.skipped.append(Skipped(f"{step.key}/{link.name}", str(error)))
