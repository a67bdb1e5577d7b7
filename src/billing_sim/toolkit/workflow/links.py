"""The contract's links, and the runtime expressions that turn a response into the next request.

Written here rather than borrowed from schemathesis: its evaluator is internal API bound to its
state-machine objects, and the contract uses only two expression forms,
``$response.body#/json/pointer`` and ``$response.header.Name``. Anything else is reported as
unsupported, never guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from billing_sim.openapi.operations import OPERATIONS

BODY_PREFIX = "$response.body#"
HEADER_PREFIX = "$response.header."


class Unresolved(Exception):
    """A link expression found nothing in the response (or is a form we do not evaluate)."""


@dataclass(frozen=True, slots=True)
class Link:
    """One link of the contract: after ``source`` answers ``status``, call ``target``.

    Attributes:
        source: operationId of the operation whose response feeds the link.
        status: The response status the link is declared under.
        name: The link's name (``GetPayment``).
        target: operationId of the operation to call.
        parameters: Target parameter name -> runtime expression.
        body: The ``requestBody`` template, or ``None``.
    """

    source: str
    status: int
    name: str
    target: str
    parameters: Mapping[str, str]
    body: Any

    @property
    def label(self) -> str:
        """``source.name``, the way reports name a link."""
        return f"{self.source}.{self.name}"


@dataclass(frozen=True, slots=True)
class Resolved:
    """The request parts a link supplies, by location."""

    path: dict[str, str]
    query: dict[str, str]
    headers: dict[str, str]
    body: Any


def contract_links(contract: Mapping[str, Any]) -> list[Link]:
    """Every link of every operation, in document order."""
    links: list[Link] = []
    for item in contract["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            for status, response in operation.get("responses", {}).items():
                for name, link in response.get("links", {}).items():
                    links.append(
                        Link(
                            source=operation["operationId"],
                            status=int(status),
                            name=name,
                            target=link["operationId"],
                            parameters=dict(link.get("parameters", {})),
                            body=link.get("requestBody"),
                        )
                    )
    return links


def resolve(link: Link, body: Any, headers: Mapping[str, str]) -> Resolved:
    """The parameters and body ``link`` takes from a response.

    Args:
        link: The link to follow.
        body: The response body, parsed.
        headers: The response headers, names in lower case.

    Raises:
        Unresolved: naming the expression that found nothing.
    """
    target = OPERATIONS[link.target]
    resolved = Resolved(path={}, query={}, headers={}, body=None)
    for name, expression in link.parameters.items():
        value = _text(evaluate(expression, body, headers))
        if name in target.path_params:
            resolved.path[name] = value
        elif name in target.query_params:
            resolved.query[name] = value
        elif name in target.header_params or name in target.required_headers:
            resolved.headers[name] = value
        else:
            raise Unresolved(f"{link.label}: {link.target} has no parameter {name!r}")
    if link.body is not None:
        return Resolved(
            resolved.path, resolved.query, resolved.headers, _template(link.body, body, headers)
        )
    return resolved


def evaluate(expression: str, body: Any, headers: Mapping[str, str]) -> Any:
    """The value of one runtime expression against a response.

    Raises:
        Unresolved: when the pointer or header is absent, or the form is not supported.
    """
    if expression.startswith(BODY_PREFIX):
        return _pointer(body, expression[len(BODY_PREFIX) :], expression)
    if expression.startswith(HEADER_PREFIX):
        name = expression[len(HEADER_PREFIX) :].lower()
        if name not in headers:
            raise Unresolved(f"{expression}: the response has no {name} header")
        return headers[name]
    raise Unresolved(f"{expression}: unsupported runtime expression")


def _pointer(document: Any, pointer: str, expression: str) -> Any:
    if pointer in ("", "/"):
        return document
    current = document
    for raw in pointer.lstrip("/").split("/"):
        token = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(current, dict) and token in current:
            current = current[token]
        elif isinstance(current, list) and token.isdigit() and int(token) < len(current):
            current = current[int(token)]
        else:
            raise Unresolved(f"{expression}: not found in the response")
    return current


def _template(template: Any, body: Any, headers: Mapping[str, str]) -> Any:
    if isinstance(template, dict):
        return {key: _template(value, body, headers) for key, value in template.items()}
    if isinstance(template, list):
        return [_template(value, body, headers) for value in template]
    if isinstance(template, str) and template.startswith("$"):
        return evaluate(template, body, headers)
    return template


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None or isinstance(value, dict | list):
        raise Unresolved(f"a link parameter resolved to {value!r}, not a scalar")
    return str(value)
