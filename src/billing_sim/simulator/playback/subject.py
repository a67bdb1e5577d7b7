"""Whom a request is about: the customers a ``match: {customer: ...}`` rule compares.

A customer's id appears in many places: the path (``customer_id``), the id of an object the
customer owns (``inv_``, ``sub_``, ``pay_``: the data decodes the owner from the id itself),
a searchCustomers lookup key that resolves to the customer, or createPayment's body. Which
one an operation uses is read from the contract
(:data:`~simulator.scenario.contract.CUSTOMER_SOURCES`).

Pure, like the data it asks: the caller hands over the body when the operation names its
customer there (:func:`needs_body`). Only requests of operations that a ``customer`` rule aims
at are ever resolved, so every other request pays nothing for the feature.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.problems import ApiProblem
from billing_sim.simulator.scenario.contract import (
    BODY_CUSTOMER_FIELD,
    CUSTOMER_SOURCES,
    LOOKUP_KEYS,
)


def needs_body(operation_id: str) -> bool:
    """Whether the operation names its customer in the request body."""
    return CUSTOMER_SOURCES.get(operation_id) == "body"


def customers_of(
    data: BillingData | None,
    operation_id: str,
    path_params: Mapping[str, str],
    params: Mapping[str, Any],
    body: bytes | None = None,
) -> tuple[str, ...]:
    """The customers a request is about (several for a shared phone; none if it names none).

    Args:
        data: Decodes owners and looks customers up; ``None`` in proxy mode, where only a
            request that names its customer outright (``customer_id``, the body) is about one.
        operation_id: The request's operation.
        path_params: Its path parameters.
        params: Its validated parameters (the lookup keys).
        body: Its body, for operations that name the customer there.
    """
    source = CUSTOMER_SOURCES.get(operation_id)
    if source is None:
        return ()
    if source == "body":
        return _from_body(body)
    value = path_params.get(source)
    if source == "customer_id":
        return () if value is None else (value,)
    if data is None:
        return ()
    if source == "lookup":
        return _looked_up(data, params)
    if value is None:
        return ()
    owner = data.owner(value)
    return () if owner is None else (owner,)


def _looked_up(data: BillingData, params: Mapping[str, Any]) -> tuple[str, ...]:
    given = {key: value for key in LOOKUP_KEYS if isinstance(value := params.get(key), str)}
    if len(given) != 1:
        return ()  # the route answers lookup_key_required / lookup_key_conflict
    try:
        return tuple(data.search_customers(**given))
    except ApiProblem:
        return ()  # an invalid key is about nobody; the route answers its 422


def _from_body(body: bytes | None) -> tuple[str, ...]:
    if not body:
        return ()
    try:
        document = json.loads(body)
    except ValueError:
        return ()
    customer = document.get(BODY_CUSTOMER_FIELD) if isinstance(document, dict) else None
    return (customer,) if isinstance(customer, str) else ()
