"""The request of one contract operation: path, query, body and target, built with no I/O.

The typed methods (generated from the contract by ``scripts/gen_client.py``) and the
capabilities build every request with :func:`request`.

Every request also names its *target*, the failure domain the circuit breaker counts
distinct targets of (``BreakerPolicy.min_distinct_targets``). It is what the request is
about, never how it asks:

- the path parameters (``customer_id=cus_x``), so every customer-scoped read of one
  customer (balance, bill summary, invoices, subscriptions, payments) is one domain: the
  customer. Records that break billing are per account, and the simulator's
  ``one-customer-broken`` scenario fails exactly these requests;
- without path parameters, the customer a body is about (``createPayment``:
  ``customer_id=cus_x``): the same domain as that customer's reads;
- without either, the query's keys but pagination (a search: ``phone=+58...``): different
  phones are different targets, whichever customers they turn out to belong to;
- for a request with none of these (``listPlans``), the operation id.

Filters, periods and pagination are left out: asking for another page or month of the same
customer is not evidence that billing is down for anyone else. Capabilities that know better
override it (``get_usage`` files its subscription's usage under the customer).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar
from urllib.parse import quote

from pydantic import BaseModel

from billing_sim.openapi.operations import OPERATIONS, Operation

M = TypeVar("M", bound=BaseModel)

PAGINATION = frozenset({"limit", "starting_after", "ending_before"})


@dataclass(frozen=True, slots=True)
class RequestSpec(Generic[M]):
    """One logical request: what to send and which model the success body must match."""

    operation: Operation
    model: type[M]
    path: str
    params: dict[str, str] | None = None
    content: bytes | None = None
    idempotency_key: str | None = None
    target: str = ""
    """The failure domain (see the module docstring); :func:`request` always sets it."""


def request(
    operation_id: str,
    model: type[M],
    path: Mapping[str, str] | None = None,
    query: Mapping[str, str | int | None] | None = None,
    *,
    body: BaseModel | None = None,
    idempotency_key: str | None = None,
) -> RequestSpec[M]:
    """The request of ``operation_id`` whose success body is a ``model``.

    Args:
        path: The path parameters.
        query: The query parameters; ``None`` values are left out.
        body: The JSON body, serialised once here so that every retry sends the same bytes.
        idempotency_key: Sent as ``Idempotency-Key``.
    """
    operation = OPERATIONS[operation_id]
    url_path = operation.path
    if path:
        # Percent-encode everything, "/" included: an id typed by a customer (or by a
        # prompt injection) can never reach another route.
        url_path = url_path.format_map({k: quote(v, safe="") for k, v in path.items()})
    params = {k: str(v) for k, v in query.items() if v is not None} if query else None
    customer = getattr(body, "customer_id", None)
    if path:
        about: Mapping[str, str] = path
    elif isinstance(customer, str):
        about = {"customer_id": customer}
    else:
        about = {k: v for k, v in (params or {}).items() if k not in PAGINATION}
    content = body.model_dump_json(exclude_none=True).encode() if body is not None else None
    # ``name=value`` pairs of what the request is about, or the operation id for nothing.
    target = "&".join(f"{name}={value}" for name, value in sorted(about.items())) or operation_id
    return RequestSpec(operation, model, url_path, params or None, content, idempotency_key, target)
