"""Request parameters validated against the contract, compiled once per app.

Every pattern, bound, enum, default and required flag comes from ``billing.yaml``; nothing
is copied by hand. Values are checked with the contract's own JSON Schema (``jsonschema_rs``,
ECMA-262 regex semantics, as schemathesis and other clients read them), after turning the
text of ``integer`` parameters into ints. Problems never echo the value they reject.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

import jsonschema_rs

from billing_sim.openapi.models import FieldIssue, Location
from billing_sim.simulator.data.api import Locale
from billing_sim.simulator.problems import ApiProblem, Localized

MISSING_HEADER_CODES: Mapping[str, str] = {"Idempotency-Key": "idempotency_key_missing"}
"""Required headers whose absence has its own catalog code (the contract's 400 responses)."""

_INTEGER_TEXT = re.compile(r"-?[0-9]+")
_NOT_TEXT = Localized(es="No es texto Unicode válido.", en="Is not valid Unicode text.")
_BAD_QUERY = Localized(
    es="La cadena de consulta no es válida (codificación o parámetros repetidos).",
    en="The query string is not valid (encoding or repeated parameters).",
)


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One contract parameter, ready to check.

    Args:
        name: Parameter name as the contract spells it.
        location: ``path``, ``query`` or ``header``.
        required: Whether the contract requires it.
        integer: Whether its schema type is ``integer`` (text is converted first).
        default: The schema's default, or ``None``.
        validator: The compiled schema.
    """

    name: str
    location: Location
    required: bool
    integer: bool
    default: Any
    validator: jsonschema_rs.Validator


class OperationParams:
    """The parameters of one operation and the function that checks a request's values."""

    def __init__(self, specs: Sequence[ParamSpec]) -> None:
        self.specs = tuple(specs)
        self._query_names = frozenset(s.name for s in specs if s.location == Location.query)

    def parse(
        self,
        path_params: Mapping[str, str],
        query_string: bytes,
        headers: Mapping[str, str],
        locale: Locale,
    ) -> dict[str, Any]:
        """Check and convert every declared parameter of one request.

        Args:
            path_params: Values captured from the path.
            query_string: The raw query string.
            headers: Request headers, lower-case names.
            locale: Language of the problem texts.

        Returns:
            Name → value for every parameter present or defaulted (ints for ``integer``).

        Raises:
            ApiProblem: ``invalid_request`` for an undecodable or repeated query parameter, the
                catalog code of a missing required header, or ``validation_failed``.
        """
        query = self._query(query_string) if query_string else {}
        values: dict[str, Any] = {}
        issues: list[FieldIssue] = []
        for spec in self.specs:
            if spec.location == Location.path:
                raw: str | None = path_params.get(spec.name)
            elif spec.location == Location.query:
                raw = query.get(spec.name)
            else:
                raw = headers.get(spec.name.lower()) or None
            if raw is None:
                if spec.required:
                    _raise_missing(spec, issues, locale)
                elif spec.default is not None:
                    values[spec.name] = spec.default
                continue
            value: Any = _integer(raw) if spec.integer else raw
            try:
                if spec.validator.is_valid(value):
                    values[spec.name] = value
                else:
                    issues.extend(
                        field_issue(spec.location, "/" + spec.name, error.kind, locale)
                        for error in spec.validator.iter_errors(value)
                    )
            except UnicodeEncodeError:
                # Lone surrogates (a path an ASGI server could not decode) are not text at all.
                detail = _NOT_TEXT.pick(locale)
                issues.append(
                    FieldIssue(location=spec.location, pointer="/" + spec.name, detail=detail)
                )
        if issues:
            raise validation_failed(issues)
        return values

    def _query(self, query_string: bytes) -> dict[str, str]:
        try:
            pairs = parse_qsl(
                query_string.decode("latin-1"),
                keep_blank_values=True,
                encoding="utf-8",
                errors="strict",
            )
        except UnicodeDecodeError:
            raise ApiProblem("invalid_request", _BAD_QUERY) from None
        query: dict[str, str] = {}
        for name, value in pairs:
            if name in self._query_names and name in query:
                raise ApiProblem("invalid_request", _BAD_QUERY, param=name)
            query[name] = value
        return query


def compile_parameters(contract: Mapping[str, Any]) -> dict[str, OperationParams]:
    """Compile the parameters of every operation of ``contract``, keyed by ``operationId``."""
    compiled: dict[str, OperationParams] = {}
    components = {"schemas": contract["components"]["schemas"]}
    for item in contract["paths"].values():
        shared = item.get("parameters", [])
        for method, operation in item.items():
            if method == "parameters" or not isinstance(operation, dict):
                continue
            params = [_resolve(contract, p) for p in [*shared, *operation.get("parameters", [])]]
            compiled[operation["operationId"]] = OperationParams(
                [_compile(contract, components, p) for p in params]
            )
    return compiled


def validation_failed(issues: Iterable[FieldIssue]) -> ApiProblem:
    """A ``validation_failed`` problem listing ``issues``."""
    errors = tuple(issues)
    plural = len(errors) != 1
    return ApiProblem(
        "validation_failed",
        Localized(
            es=f"La solicitud tiene {len(errors)} campo{'s' if plural else ''} inválido"
            f"{'s' if plural else ''}.",
            en=f"The request has {len(errors)} invalid field{'s' if plural else ''}.",
        ),
        errors=errors,
    )


def describe(kind: jsonschema_rs.ValidationErrorKind) -> Localized:
    """What a failed JSON Schema keyword means, in words, without quoting the value."""
    value = getattr(kind, "value", None)
    match kind.name:
        case "type":
            expected = " o ".join(_TYPE_ES.get(str(t), str(t)) for t in _listed(value))
            return Localized(
                es=f"Debe ser {expected}.",
                en=f"Must be {' or '.join(_TYPE_EN.get(str(t), str(t)) for t in _listed(value))}.",
            )
        case "pattern":
            return Localized(
                es=f"No tiene el formato esperado ({value}).",
                en=f"Does not have the expected format ({value}).",
            )
        case "minLength":
            return Localized(
                es=f"Debe tener al menos {value} caracteres.",
                en=f"Must have at least {value} characters.",
            )
        case "maxLength":
            return Localized(
                es=f"Debe tener como máximo {value} caracteres.",
                en=f"Must have at most {value} characters.",
            )
        case "minimum":
            return Localized(
                es=f"Debe ser mayor o igual a {value}.", en=f"Must be at least {value}."
            )
        case "maximum":
            return Localized(
                es=f"Debe ser menor o igual a {value}.", en=f"Must be at most {value}."
            )
        case "enum":
            options = ", ".join(str(o) for o in _listed(value))
            return Localized(es=f"Debe ser uno de: {options}.", en=f"Must be one of: {options}.")
        case "required":
            return Localized(es="Es obligatorio.", en="Is required.")
        case "additionalProperties":
            return Localized(
                es="Contiene propiedades que no están permitidas.",
                en="Contains properties that are not allowed.",
            )
        case _:
            return Localized(es="No es válido.", en="Is not valid.")


def field_issue(
    location: Location, pointer: str, kind: jsonschema_rs.ValidationErrorKind, locale: Locale
) -> FieldIssue:
    """The contract's ``FieldIssue`` for one failed keyword at ``pointer``."""
    return FieldIssue(location=location, pointer=pointer, detail=describe(kind).pick(locale))


_TYPE_ES = {"integer": "un número entero", "string": "un texto", "object": "un objeto JSON"}
_TYPE_EN = {"integer": "an integer", "string": "a string", "object": "a JSON object"}


def _listed(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _integer(raw: str) -> int | str:
    """``raw`` as an int when it is one, else the text itself (the schema then refuses it).

    ``int()`` raises ``ValueError`` past CPython's ``int_max_str_digits`` (4300 digits by
    default): such a value stays text and gets a ``422``, not a ``500``.
    """
    if not _INTEGER_TEXT.fullmatch(raw):
        return raw
    try:
        return int(raw)
    except ValueError:
        return raw


def _raise_missing(spec: ParamSpec, issues: list[FieldIssue], locale: Locale) -> None:
    code = MISSING_HEADER_CODES.get(spec.name)
    if code is not None:
        raise ApiProblem(
            code,
            Localized(
                es=f"Falta el encabezado obligatorio {spec.name}.",
                en=f"The required header {spec.name} is missing.",
            ),
            param=spec.name,
        )
    detail = Localized(es="Es obligatorio.", en="Is required.").pick(locale)
    issues.append(FieldIssue(location=spec.location, pointer="/" + spec.name, detail=detail))


def _resolve(contract: Mapping[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = contract
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _compile(
    contract: Mapping[str, Any], components: Mapping[str, Any], param: Mapping[str, Any]
) -> ParamSpec:
    schema = _resolve(contract, param["schema"])
    return ParamSpec(
        name=param["name"],
        location=Location(param["in"]),
        required=bool(param.get("required", False)),
        integer=schema.get("type") == "integer",
        default=schema.get("default"),
        validator=jsonschema_rs.Draft202012Validator({**schema, "components": components}),
    )
