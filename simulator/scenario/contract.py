"""What the scenario engine needs to know about the contract, derived from ``openapi``.

Everything here is read-only data about ``openapi/billing.yaml``: operations selected by a rule's
static criteria, known tags and path templates, path-parameter patterns, response fields and the
error codes of each status.
"""

from __future__ import annotations

import re
from functools import cache

from openapi import load_contract, models
from openapi.operations import ERROR_CATALOG, OPERATIONS
from simulator.scenario.model import Match

TAGS: tuple[str, ...] = tuple(sorted({tag for op in OPERATIONS.values() for tag in op.tags}))
PATH_TEMPLATES: tuple[str, ...] = tuple(sorted({op.path for op in OPERATIONS.values()}))
PATH_PARAMS: tuple[str, ...] = tuple(
    sorted({name for op in OPERATIONS.values() for name in op.path_params})
)


def select_operations(match: Match) -> frozenset[str]:
    """The operation ids that ``match``'s static criteria select.

    Static criteria are everything but the values of ``path_params`` and ``headers``: operation
    ids, tags, method, path template, and the names of ``path_params`` (an operation without such
    a parameter can never match). Unknown names simply select nothing.
    """
    wanted_ops = {match.operation} if match.operation else set(match.operations or OPERATIONS)
    wanted_tags = {match.tag} if match.tag else set(match.tags or TAGS)
    wanted_params = set(match.path_params or ())
    return frozenset(
        op.operation_id
        for op in OPERATIONS.values()
        if op.operation_id in wanted_ops
        and wanted_tags.intersection(op.tags)
        and match.method in (None, op.method)
        and match.path in (None, op.path)
        and wanted_params.issubset(op.path_params)
    )


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
