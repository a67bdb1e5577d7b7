"""JSON request bodies checked against the contract: ``415``, ``400`` or ``422`` with pointers.

Validation uses the contract's JSON Schema rather than pydantic alone: pydantic's lax mode
accepts ``"1250"`` and ``true`` for an integer and its strict mode refuses ``1250.0``, while
the contract (JSON Schema) says the opposite in each case. The pydantic model is built only
from a body the schema accepted.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

import jsonschema_rs
import pydantic_core
from pydantic import BaseModel
from starlette.requests import Request

from billing_sim.openapi.models import FieldIssue, Location
from billing_sim.simulator.data.api import Locale
from billing_sim.simulator.params import field_issue, validation_failed
from billing_sim.simulator.problems import ApiProblem, Localized

M = TypeVar("M", bound=BaseModel)

MAX_ISSUES = 50
"""At most this many ``errors[]`` entries in one problem."""

_NOT_JSON_TYPE = Localized(
    es="El cuerpo debe enviarse como application/json.",
    en="The body must be sent as application/json.",
)
_NOT_JSON = Localized(
    es="El cuerpo de la solicitud no es JSON válido.",
    en="The request body is not valid JSON.",
)


class JsonBody(Generic[M]):
    """Reads and checks a request body for one contract schema.

    Args:
        contract: The contract document.
        schema_name: Name under ``components/schemas`` (``PaymentCreate``).
        model: The generated model of that schema.
    """

    def __init__(self, contract: Mapping[str, Any], schema_name: str, model: type[M]) -> None:
        schemas = contract["components"]["schemas"]
        self._validator = jsonschema_rs.Draft202012Validator(
            {"$ref": f"#/components/schemas/{schema_name}", "components": {"schemas": schemas}}
        )
        self._model = model

    async def read(self, request: Request, locale: Locale) -> M:
        """The body of ``request`` as the model.

        Raises:
            ApiProblem: ``unsupported_media_type`` (not JSON), ``invalid_request`` (not
                parseable, not UTF-8) or ``validation_failed`` (schema errors, with pointers).
        """
        if not is_json_media_type(request.headers.get("content-type")):
            raise ApiProblem("unsupported_media_type", _NOT_JSON_TYPE)
        raw = await request.body()
        try:
            document = pydantic_core.from_json(raw, allow_inf_nan=False)
        except ValueError:
            raise ApiProblem("invalid_request", _NOT_JSON) from None
        errors = itertools.islice(self._validator.iter_errors(document), MAX_ISSUES)
        issues = [_issue(error, locale) for error in errors]
        if issues:
            raise validation_failed(issues)
        return self._model.model_validate(document)


def is_json_media_type(content_type: str | None) -> bool:
    """Whether ``content_type`` is ``application/json`` or a ``+json`` type (parameters ignored)."""
    if not content_type:
        return False
    media_type = content_type.partition(";")[0].strip().lower()
    return media_type == "application/json" or (
        media_type.startswith("application/") and media_type.endswith("+json")
    )


def _issue(error: jsonschema_rs.ValidationError, locale: Locale) -> FieldIssue:
    path = [str(part) for part in error.instance_path]
    if error.kind.name == "required":
        # The missing property's name comes from the schema, not from the caller.
        path.append(str(getattr(error.kind, "property", "")))
    # Unexpected property names are the caller's input: the pointer stops at their object.
    return field_issue(Location.body, _pointer(path), error.kind, locale)


def _pointer(path: list[str]) -> str:
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in path)
