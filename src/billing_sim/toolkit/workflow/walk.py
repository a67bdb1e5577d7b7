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
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from schemathesis import Case, Response
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi import load_contract
from billing_sim.openapi.conventions import PAYMENT_METHOD_CURRENCY as METHOD_CURRENCY
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.workflow.links import Link, Resolved, Unresolved, contract_links, resolve

Stage = Literal["read", "probe", "write", "after_write", "idempotency", "extra"]
Send = Callable[[Case[Any]], Response]
"""Sends a case to the implementation under test and returns its response."""

UNKNOWN_ACCOUNT_NUMBER = "0000000000"
"""Well formed (ten digits, valid Luhn check digit) and never issued: the search must miss."""
KNOWN_SEARCH = "searchCustomers"
UNKNOWN_SEARCH = "searchCustomers?unknown"
SMALL_AMOUNT = 100
"""Minor units of the workflow's payment (Bs. 1,00): it pays part of an open invoice, or becomes
credit, and never settles an invoice a later request (or run) needs open."""
UNKNOWN_PERIOD = "1990-01"
"""A billing month before any customer existed."""
UNKNOWN_MEMBER = "billing_sim_unknown"
MALFORMED_ID = "Not_an-id"
"""No id of any kind (ids are ``cus_…`` and the like, plan codes lower case): 422."""
POSSIBLE_PHONE = "+584129999999"
"""A number that can exist (a mobile code, seven digits): a search answers 200, listing only
accounts that have it, never ``invalid_phone``."""
IMPOSSIBLE_PHONE = "+581001234567"
"""Well formed, but no Venezuelan number: there is no code 100 (``422 invalid_phone``)."""
ENGLISH = "en"


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


@dataclass(frozen=True, slots=True)
class Step:
    """One request of the walk and its response."""

    key: str
    operation_id: str
    stage: Stage
    link: Link | None
    case: Case[Any]
    response: Response

    @property
    def succeeded(self) -> bool:
        """Whether the response is a 2xx."""
        return 200 <= self.response.status_code < 300

    def json(self) -> Any:
        """The parsed body, or ``None`` when it is not JSON."""
        return parse_json(self.response)

    @property
    def code(self) -> str | None:
        """The problem ``code`` of an error response, if it has one."""
        body = self.json()
        code = body.get("code") if isinstance(body, dict) else None
        return code if self.response.status_code >= 400 and isinstance(code, str) else None

    @property
    def outcome(self) -> str:
        """``200``, or ``404 payment_not_found``."""
        status = self.response.status_code
        return f"{status} {self.code}" if self.code else str(status)

    @property
    def reproduction(self) -> str:
        """A curl command replaying the request, with the headers it was sent with."""
        return self.case.as_curl_command(headers=dict(self.response.request.headers))


@dataclass(frozen=True, slots=True)
class Skipped:
    """A link or probe the walk could not follow, and why."""

    key: str
    reason: str


@dataclass(slots=True)
class Trace:
    """Everything one walk did, in order."""

    steps: list[Step] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    sent: int = 0
    """Requests sent: the steps, and verify's own reads (pages, conditional reads, a race)."""

    def stage(self, stage: Stage) -> list[Step]:
        """The steps of one stage, in order."""
        return [step for step in self.steps if step.stage == stage]

    def step(self, key: str) -> Step | None:
        """The step with ``key``."""
        return next((s for s in self.steps if s.key == key), None)

    def first(self, operation_id: str, stage: Stage = "read") -> Step | None:
        """The first step of ``operation_id`` in ``stage``."""
        return next(
            (s for s in self.steps if s.operation_id == operation_id and s.stage == stage), None
        )

    @property
    def payment(self) -> Step | None:
        """The workflow's payment, when one was sent."""
        writes = self.stage("write")
        return writes[0] if writes else None

    def skip(self, key: str) -> str | None:
        """Why the step ``key`` was not taken, if it was skipped."""
        return next((s.reason for s in self.skipped if s.key == key), None)


def parse_json(response: Response) -> Any:
    """The body of ``response`` parsed as JSON, or ``None``."""
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None


class Caller:
    """Builds cases for contract operations, sends them and records the steps.

    Every request carries an ``X-Request-Id`` of its own (``bsim-<run>-<n>``), so that the
    contract's echo promise is exercised and a report's request can be found in the server's
    logs.
    """

    def __init__(self, schema: OpenApiSchema, send: Send, trace: Trace, run_tag: str) -> None:
        self._schema = schema
        self._send = send
        self.trace = trace
        self._tag = run_tag
        self._numbers = itertools.count(1)

    def call(
        self,
        key: str,
        operation_id: str,
        stage: Stage,
        parts: Resolved,
        *,
        link: Link | None = None,
        media_type: str | None = None,
    ) -> Step:
        """Send one request; the step joins the trace unless its stage is ``extra``."""
        operation = self._schema.find_operation_by_id(operation_id)
        headers = {"X-Request-Id": f"bsim-{self._tag}-{next(self._numbers):04d}", **parts.headers}
        extra: dict[str, Any] = {} if parts.body is None else {"body": parts.body}
        if media_type is not None:
            extra["media_type"] = media_type
        case = operation.Case(
            path_parameters=parts.path, query=parts.query, headers=headers, **extra
        )
        self.trace.sent += 1
        step = Step(key, operation_id, stage, link, case, self._send(case))
        if stage != "extra":
            self.trace.steps.append(step)
        return step

    def get(
        self,
        key: str,
        operation_id: str,
        stage: Stage,
        *,
        path: dict[str, str] | None = None,
        query: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Step:
        """A read with the given parameters."""
        return self.call(
            key, operation_id, stage, Resolved(path or {}, query or {}, headers or {}, None)
        )


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
        """The read probes: English, lookup rules, cursors, a month without an invoice."""
        reads = [step for step in self.trace.stage("read") if step.succeeded]
        firsts: dict[str, Step] = {}
        for step in reads:
            firsts.setdefault(step.operation_id, step)
        for step in firsts.values():
            headers = {**step.case.headers, "Accept-Language": ENGLISH}
            headers.pop("X-Request-Id", None)
            parts = Resolved(
                dict(step.case.path_parameters or {}), dict(step.case.query or {}), headers, None
            )
            self.caller.call(f"{step.key}#{ENGLISH}", step.operation_id, "probe", parts)
        customer = self.customer()
        if customer is None:
            self.trace.skipped.append(Skipped("searchCustomers?*", "the known search found nobody"))
            return
        self._lookup_probes(customer)
        for step in firsts.values():
            if takes_id_cursors(step.operation_id):
                self._cursor_probes(step, customer)
            self._id_probes(step)
        self.caller.get(
            "getBillSummary?unknown-period",
            "getBillSummary",
            "probe",
            path={"customer_id": str(customer.get("id"))},
            query={"period": UNKNOWN_PERIOD},
        )

    def _id_probes(self, step: Step) -> None:
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
            self.caller.get(
                f"{step.key}?{probe}",
                step.operation_id,
                "probe",
                path={name: replacement},
                query=query,
            )

    def customer(self) -> dict[str, Any] | None:
        """The test customer as the known search returned it."""
        search = self.trace.step(KNOWN_SEARCH)
        body = search.json() if search is not None and search.succeeded else None
        data = body.get("data") if isinstance(body, dict) else None
        first = data[0] if isinstance(data, list) and data else None
        return first if isinstance(first, dict) else None

    def _lookup_probes(self, customer: dict[str, Any]) -> None:
        account = str(customer.get("account_number", self.start.account_number))
        search = "searchCustomers"
        self.caller.get(f"{search}?no-key", search, "probe")
        tax_id = (
            customer.get("tax_id", {}).get("value")
            if isinstance(customer.get("tax_id"), dict)
            else None
        )
        second = {"tax_id": tax_id} if isinstance(tax_id, str) else {"phone": "+584141234567"}
        self.caller.get(
            f"{search}?two-keys", search, "probe", query={"account_number": account, **second}
        )
        self.caller.get(
            f"{search}?check-digit",
            search,
            "probe",
            query={"account_number": wrong_check_digit(account)},
        )
        self.caller.get(
            f"{search}?repeated", search, "probe", query={"account_number": [account, account]}
        )
        if isinstance(tax_id, str):
            self.caller.get(f"{search}?tax-id", search, "probe", query={"tax_id": tax_id})
            self.caller.get(
                f"{search}?tax-id-compact",
                search,
                "probe",
                query={"tax_id": tax_id.replace("-", "")},
            )
        self.caller.get(
            f"{search}?possible-phone", search, "probe", query={"phone": POSSIBLE_PHONE}
        )
        self.caller.get(
            f"{search}?impossible-phone", search, "probe", query={"phone": IMPOSSIBLE_PHONE}
        )
        phones = customer.get("phones")
        phone = (
            phones[0]
            if isinstance(phones, list) and phones and isinstance(phones[0], str)
            else None
        )
        if phone is not None:
            self.caller.get(f"{search}?phone", search, "probe", query={"phone": phone})
            national = national_phone(phone)
            if national is not None:
                self.caller.get(
                    f"{search}?phone-national", search, "probe", query={"phone": national}
                )
        else:
            self.trace.skipped.append(Skipped(f"{search}?phone", "the test customer has no phone"))

    def _cursor_probes(self, step: Step, customer: dict[str, Any]) -> None:
        body = step.json()
        items = body.get("data") if isinstance(body, dict) else None
        parts = dict(step.case.path_parameters or {})
        # An id that exists but is not in this list: the customer's own (never an item of a list).
        stranger = str(customer.get("id"))
        self.caller.get(
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
            self.caller.get(
                f"{step.key}?both-cursors",
                step.operation_id,
                "probe",
                path=parts,
                query={"starting_after": ids[0], "ending_before": ids[-1]},
            )
        else:
            self.trace.skipped.append(Skipped(f"{step.key}?both-cursors", "the list is empty"))

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
        for probe, parts, media_type in self._write_probes(body, headers):
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

    def _write_probes(
        self, body: dict[str, Any], headers: dict[str, str]
    ) -> Iterator[tuple[str, Resolved, str | None]]:
        """Requests the write must refuse, each otherwise the payment itself (own key and
        reference, so that one wrongly accepted is told apart from the real one)."""
        numbers = itertools.count(1)

        def fresh(changed: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
            number = next(numbers)
            keys = {name: f"{value}-p{number}" for name, value in headers.items()}
            return {**changed, "reference": f"{self.start.payment_reference}-P{number}"}, keys

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
        other = next(
            (c for c in sorted(set(METHOD_CURRENCY.values())) if c != METHOD_CURRENCY.get(method)),
            None,
        )
        if other is not None:
            payload, keys = fresh({**body, "amount": {**body["amount"], "currency": other}})
            yield "currency-mismatch", Resolved({}, {}, keys, payload), None
        for pointer in strict_objects(body):
            payload, keys = fresh(with_unknown_member(body, pointer))
            yield f"unknown-member{pointer}", Resolved({}, {}, keys, payload), None

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
        if METHOD_CURRENCY.get(str(body.get("method"))) != currency:
            body["method"] = next(
                (m for m, c in METHOD_CURRENCY.items() if c == currency), body.get("method")
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


def unknown_id(known: str) -> str:
    """A well-formed id of ``known``'s kind that nobody has: its prefix and ten zeros
    (``cus_0000000000``, the contract's own example of an unknown id); for a plan code, a code
    no catalog uses."""
    prefix, underscore, _ = known.partition("_")
    return f"{prefix}_0000000000" if underscore else "billing-sim-unknown-plan"


def takes_id_cursors(operation_id: str) -> bool:
    """Whether the operation pages with the contract's id cursors (``StartingAfter``), whose
    unknown values are ``400 invalid_request`` (listPlans pages by plan code, and says less)."""
    spec = OPERATIONS[operation_id]
    operation = _contract_operation(operation_id)
    item = load_contract()["paths"][spec.path]
    refs = {p.get("$ref") for p in [*item.get("parameters", []), *operation.get("parameters", [])]}
    return "#/components/parameters/StartingAfter" in refs


def wrong_check_digit(account_number: str) -> str:
    """``account_number`` with its last (Luhn) digit changed: well formed, never valid."""
    last = account_number[-1:]
    replacement = "0" if last != "0" else "1"
    return f"{account_number[:-1]}{replacement}"


def national_phone(phone: str) -> str | None:
    """``+584141234567`` as it is written nationally, ``0414-1234567``."""
    if not phone.startswith("+58") or len(phone) != 13:
        return None
    digits = phone[3:]
    return f"0{digits[:3]}-{digits[3:]}"


def location_payment_id(location: str) -> str | None:
    """The payment id of a ``Location`` naming ``/v1/payments/{payment_id}``."""
    parts = urlsplit(location).path.rstrip("/").split("/")
    prefix = OPERATIONS["getPayment"].path.split("/")[:-1]
    if len(parts) >= len(prefix) + 1 and parts[-len(prefix) - 1 : -1] == prefix and parts[-1]:
        return parts[-1]
    return None


def strict_objects(body: dict[str, Any]) -> list[str]:
    """JSON pointers of the objects of ``body`` whose schema forbids unknown members
    (``additionalProperties: false``), from createPayment's request schema; ``""`` is the body."""
    contract = load_contract()
    schemas = contract["components"]["schemas"]
    found: list[str] = []

    def visit(schema: dict[str, Any], value: Any, pointer: str) -> None:
        while "$ref" in schema:
            schema = schemas[schema["$ref"].rsplit("/", 1)[-1]]
        if not isinstance(value, dict):
            return
        if schema.get("additionalProperties") is False:
            found.append(pointer)
        for name, child in schema.get("properties", {}).items():
            if name in value:
                visit(child, value[name], f"{pointer}/{name}")

    visit(request_body_schema("createPayment"), body, "")
    return found


def with_unknown_member(body: dict[str, Any], pointer: str) -> dict[str, Any]:
    """A copy of ``body`` with :data:`UNKNOWN_MEMBER` added to the object at ``pointer``."""
    if not pointer:
        return {**body, UNKNOWN_MEMBER: True}
    head, _, rest = pointer.lstrip("/").partition("/")
    return {**body, head: with_unknown_member(body[head], f"/{rest}" if rest else "")}


def request_body_schema(operation_id: str) -> dict[str, Any]:
    """The JSON request body schema of ``operation_id``, its top-level ``$ref`` resolved."""
    contract = load_contract()
    schema: dict[str, Any] = _contract_operation(operation_id)["requestBody"]["content"][
        "application/json"
    ]["schema"]
    if "$ref" in schema:
        schema = contract["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def required_body_fields(operation_id: str) -> list[str]:
    """The required members of ``operation_id``'s request body."""
    return list(request_body_schema(operation_id).get("required", []))


def request_example(operation_id: str) -> dict[str, Any]:
    """The first documented example of the operation's JSON request body."""
    content = _contract_operation(operation_id)["requestBody"]["content"]["application/json"]
    for example in content.get("examples", {}).values():
        value = example.get("value")
        if isinstance(value, dict):
            return value
    example = content.get("example")
    return example if isinstance(example, dict) else {}


def _contract_operation(operation_id: str) -> dict[str, Any]:
    spec = OPERATIONS[operation_id]
    operation: dict[str, Any] = load_contract()["paths"][spec.path][spec.method.lower()]
    return operation
