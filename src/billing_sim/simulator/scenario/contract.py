"""What the scenario engine needs to know about the contract, derived from ``openapi``.

Everything here is read-only data about ``billing_sim/openapi/billing.yaml``: known tags and path
templates,
where each operation names its customer, path-parameter patterns, response fields and the error
codes of each status.
"""

from __future__ import annotations

import re
from functools import cache

from billing_sim.openapi import load_contract, models
from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS, Operation

TAGS: tuple[str, ...] = tuple(sorted({tag for op in OPERATIONS.values() for tag in op.tags}))
PATH_TEMPLATES: tuple[str, ...] = tuple(sorted({op.path for op in OPERATIONS.values()}))
PATH_PARAMS: tuple[str, ...] = tuple(
    sorted({name for op in OPERATIONS.values() for name in op.path_params})
)


LOOKUP_KEYS: tuple[str, ...] = ("account_number", "tax_id", "phone")
"""Query parameters that look a customer up (searchCustomers)."""
BODY_CUSTOMER_FIELD = "customer_id"
"""The request-body property that names the customer (createPayment)."""


def _customer_source(operation: Operation) -> str | None:
    """Where a request of ``operation`` names its customer: a path parameter, ``lookup``
    (a searchCustomers key) or ``body``; ``None`` when it is about no customer (plans)."""
    # Every ``*_id`` path parameter is a customer's id or the id of an object a customer
    # owns (``inv_``, ``sub_``, ``pay_``): the data decodes the owner from the id itself.
    ids = [name for name in operation.path_params if name.endswith("_id")]
    if ids:
        return "customer_id" if "customer_id" in ids else ids[0]
    if set(LOOKUP_KEYS) & set(operation.query_params):
        return "lookup"
    model = getattr(models, operation.request_model or "", None)
    if model is not None and BODY_CUSTOMER_FIELD in model.model_fields:
        return "body"
    return None


CUSTOMER_SOURCES: dict[str, str] = {
    op.operation_id: source
    for op in OPERATIONS.values()
    if (source := _customer_source(op)) is not None
}
"""For each operation about a customer, where its requests name the customer: the path
parameter (``customer_id``, ``invoice_id``...), ``lookup`` or ``body``."""


def error_statuses(operation_id: str) -> tuple[int, ...]:
    """The error statuses (>= 400) ``operation_id`` declares, ascending."""
    return tuple(s for s in OPERATIONS[operation_id].statuses if s >= 400)


def catalog_codes(status: int) -> tuple[str, ...]:
    """Every catalog code that carries ``status``, in catalog order."""
    return tuple(code for code, spec in ERROR_CATALOG.items() if spec.status == status)


def default_code(operation_id: str, status: int) -> str | None:
    """The problem code an error of ``status`` carries on ``operation_id`` unless overridden.

    The operation's first declared code for that status; for an undeclared status, the
    catalog's first code with that status; ``None`` if the catalog has none.
    """
    declared = OPERATIONS[operation_id].error_codes.get(status, ())
    candidates = declared or catalog_codes(status)
    return candidates[0] if candidates else None


def response_fields(operation_id: str) -> tuple[str, ...]:
    """Top-level property names of ``operation_id``'s success body, in schema order."""
    model_name = OPERATIONS[operation_id].response_model
    if model_name is None:
        return ()
    model = getattr(models, model_name)
    return tuple(field.alias or name for name, field in model.model_fields.items())


def path_param_pattern(name: str) -> re.Pattern[str] | None:
    """The contract's pattern for path parameter ``name``, if it declares one."""
    pattern = _path_param_patterns().get(name)
    return re.compile(pattern) if pattern else None


@cache
def _path_param_patterns() -> dict[str, str]:
    document = load_contract()
    components = document.get("components", {})
    schemas = components.get("schemas", {})
    patterns: dict[str, str] = {}
    for parameter in components.get("parameters", {}).values():
        if parameter.get("in") != "path":
            continue
        schema = parameter.get("schema", {})
        ref = schema.get("$ref", "")
        if ref.startswith("#/components/schemas/"):
            schema = schemas.get(ref.rsplit("/", 1)[-1], {})
        if "pattern" in schema:
            patterns[parameter["name"]] = schema["pattern"]
    return patterns
