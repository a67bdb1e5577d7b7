"""The deterministic workflow: a walk along the contract's links from one known customer.

Random generation almost never reaches a real customer, so on its own it rarely records a payment
and never learns whether the payment can be read back. The walk does, every run:

1. **read**: ``searchCustomers`` by a test customer's account number and ``listPlans``, then every
   link whose target is a read (``GetCustomer``, ``ListInvoices`` -> ``GetInvoice``, ...), each link
   once, breadth first; and a search for an account number nobody has, whose answer the contract
   fixes (``200`` with an empty list, not an error);
2. **write**: the first link into a write in walk order (``getCustomer``'s ``RecordPayment``): the
   link's body completed with the documented request example, a reference and an
   ``Idempotency-Key`` unique to this run;
3. **after_write**: every link of the write's response (``GetPayment``, ``ListPayments``,
   ``GetCustomerBalance``), once each.

Each step's key is its chain of link names (``searchCustomers/GetCustomer/RecordPayment``), the
same on every implementation, so two walks can be compared step by step.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from schemathesis import Case, Response
from schemathesis.specs.openapi.schemas import OpenApiSchema

from openapi import load_contract
from openapi.operations import OPERATIONS
from toolkit.verify.links import Link, Resolved, Unresolved, contract_links, resolve

Stage = Literal["read", "write", "after_write"]
Send = Callable[[Case[Any]], Response]
"""Sends a case to the implementation under test and returns its response."""

UNKNOWN_ACCOUNT_NUMBER = "0000000000"
"""Well formed (ten digits, valid Luhn check digit) and never issued: the search must miss."""
KNOWN_SEARCH = "searchCustomers"
UNKNOWN_SEARCH = "searchCustomers?unknown"


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


@dataclass(frozen=True, slots=True)
class Skipped:
    """A link the walk could not follow, and why."""

    key: str
    reason: str


@dataclass(slots=True)
class Trace:
    """Everything one walk did, in order."""

    steps: list[Step] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

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


def parse_json(response: Response) -> Any:
    """The body of ``response`` parsed as JSON, or ``None``."""
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None


def run_workflow(schema: OpenApiSchema, start: WorkflowStart, send: Send) -> Trace:
    """Walk the contract's links against the implementation behind ``send``."""
    links = contract_links(load_contract())
    walk = _Walk(schema, start, send, links)
    walk.reads()
    walk.write()
    return walk.trace


class _Walk:
    def __init__(
        self, schema: OpenApiSchema, start: WorkflowStart, send: Send, links: list[Link]
    ) -> None:
        self._schema = schema
        self._start = start
        self._send = send
        self._links = links
        self._followed: set[str] = set()
        self.trace = Trace()

    def reads(self) -> None:
        known = Resolved({}, {"account_number": self._start.account_number}, {}, None)
        queue: deque[tuple[str, str, Link | None, Resolved]] = deque(
            [
                (KNOWN_SEARCH, "searchCustomers", None, known),
                ("listPlans", "listPlans", None, Resolved({}, {}, {}, None)),
            ]
        )
        while queue:
            key, operation_id, link, parts = queue.popleft()
            step = self._call(key, operation_id, "read", link, parts)
            for follow, resolved in self._follow(step, writes=False):
                queue.append((f"{key}/{follow.name}", follow.target, follow, resolved))
        unknown = Resolved({}, {"account_number": UNKNOWN_ACCOUNT_NUMBER}, {}, None)
        self._call(UNKNOWN_SEARCH, "searchCustomers", "read", None, unknown)

    def write(self) -> None:
        for step in list(self.trace.steps):
            for link, resolved in self._follow(step, writes=True):
                key = f"{step.key}/{link.name}"
                written = self._call(
                    key, link.target, "write", link, self._complete(link, resolved)
                )
                for after, parts in self._follow(written, writes=False):
                    self._call(f"{key}/{after.name}", after.target, "after_write", after, parts)
                return

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

    def _complete(self, link: Link, resolved: Resolved) -> Resolved:
        """The link's body and parameters plus what the write requires and the link omits."""
        body = dict(resolved.body) if isinstance(resolved.body, dict) else {}
        example = _request_example(link.target)
        for name in _required_body_fields(link.target):
            if name not in body and name in example:
                body[name] = example[name]
        if "reference" in body:
            body["reference"] = self._start.payment_reference
        headers = dict(resolved.headers)
        for name in OPERATIONS[link.target].required_headers:
            headers.setdefault(name, self._start.idempotency_key)
        return Resolved(resolved.path, resolved.query, headers, body)

    def _call(
        self, key: str, operation_id: str, stage: Stage, link: Link | None, parts: Resolved
    ) -> Step:
        operation = self._schema.find_operation_by_id(operation_id)
        extra: dict[str, Any] = {} if parts.body is None else {"body": parts.body}
        case = operation.Case(
            path_parameters=parts.path, query=parts.query, headers=parts.headers, **extra
        )
        step = Step(key, operation_id, stage, link, case, self._send(case))
        self.trace.steps.append(step)
        return step


def _request_body_schema(operation_id: str) -> dict[str, Any]:
    contract = load_contract()
    operation = _contract_operation(operation_id)
    schema: dict[str, Any] = operation["requestBody"]["content"]["application/json"]["schema"]
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = contract["components"]["schemas"][name]
    return schema


def _required_body_fields(operation_id: str) -> list[str]:
    return list(_request_body_schema(operation_id).get("required", []))


def _request_example(operation_id: str) -> dict[str, Any]:
    """The first documented example of the operation's JSON request body."""
    content = _contract_operation(operation_id)["requestBody"]["content"]["application/json"]
    examples = content.get("examples", {})
    for example in examples.values():
        value = example.get("value")
        if isinstance(value, dict):
            return value
    example = content.get("example")
    return example if isinstance(example, dict) else {}


def _contract_operation(operation_id: str) -> dict[str, Any]:
    spec = OPERATIONS[operation_id]
    operation: dict[str, Any] = load_contract()["paths"][spec.path][spec.method.lower()]
    return operation
