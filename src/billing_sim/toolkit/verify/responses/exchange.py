"""One response as the response-level promise checks see it, and where the contract's
components sit in its body.

The component index is read from the contract: for each operation and status, the JSON paths
at which each ``#/components/schemas/...`` appears in the response body (``Invoice`` at ``/``
for getInvoice, at ``/data/[]`` for listInvoices). A check asks for ``Invoice`` and meets every
invoice of every response, wherever a later version of the contract embeds one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import parse_qs, urlsplit

from schemathesis import Response

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.negotiation import rendering_locale

ITEMS = "[]"
Path = tuple[str, ...]
_REF = "#/components/schemas/"
_JSON = re.compile(r"application/(?:[\w.+-]+\+)?json")


@dataclass(frozen=True, slots=True)
class Exchange:
    """A response with the request that produced it.

    Attributes:
        operation_id: The contract operation the request was sent to.
        status: HTTP status.
        headers: Response headers, names in lower case (first value of each).
        request_headers: Request headers as sent, names in lower case.
        query: The query string as sent, each name with all its values.
        body: The parsed JSON body, ``None`` when there is none or it is not JSON.
        media_type: The response's media type without parameters, lower case.
    """

    operation_id: str
    status: int
    headers: Mapping[str, str]
    request_headers: Mapping[str, str]
    query: Mapping[str, list[str]]
    body: Any
    media_type: str

    @classmethod
    def of(cls, operation_id: str, response: Response) -> Exchange:
        """The exchange of one schemathesis response."""
        headers = {name.lower(): values[0] for name, values in response.headers.items() if values}
        request = response.request
        sent = {str(name).lower(): str(value) for name, value in (request.headers or {}).items()}
        query = parse_qs(urlsplit(request.url or "").query, keep_blank_values=True)
        media_type = headers.get("content-type", "").split(";")[0].strip().lower()
        return cls(
            operation_id,
            response.status_code,
            headers,
            sent,
            query,
            _body(response, media_type),
            media_type,
        )

    @property
    def is_problem(self) -> bool:
        """Whether the body is ``application/problem+json``."""
        return self.media_type == "application/problem+json" and isinstance(self.body, dict)

    @property
    def replayed(self) -> bool:
        """Whether the response says it is an idempotent replay of a stored one."""
        return self.headers.get("idempotent-replayed", "").strip().lower() == "true"

    @property
    def locale(self) -> str | None:
        """The locale display strings must be rendered in, when it can be told.

        A replay is the stored response, rendered in the locale of the request that stored it;
        its ``Content-Language`` says which.
        """
        accept = None if self.replayed else self.request_headers.get("accept-language", "")
        return rendering_locale(accept, self.headers.get("content-language"))

    def instances(self, component: str) -> Iterator[tuple[str, Any]]:
        """Every ``(JSON pointer, object)`` of ``component`` in the body."""
        for path in component_index().get((self.operation_id, self.status), {}).get(component, ()):
            yield from _follow(self.body, path, "")

    def declared_headers(self) -> tuple[str, ...]:
        """The headers the contract requires on this operation's response with this status."""
        operation = OPERATIONS.get(self.operation_id)
        return operation.required_response_headers.get(self.status, ()) if operation else ()


@cache
def component_index() -> dict[tuple[str, int], dict[str, tuple[Path, ...]]]:
    """(operationId, status) -> component name -> the body paths where it appears."""
    contract = load_contract()
    schemas = contract["components"]["schemas"]
    responses = contract["components"].get("responses", {})
    index: dict[tuple[str, int], dict[str, tuple[Path, ...]]] = {}
    for item in contract["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            for status, response in operation.get("responses", {}).items():
                if not str(status).isdigit():
                    continue
                if "$ref" in response:
                    response = responses[response["$ref"].rsplit("/", 1)[-1]]
                found: dict[str, list[Path]] = {}
                for media in response.get("content", {}).values():
                    _index(media.get("schema", {}), (), schemas, found, ())
                index[operation["operationId"], int(status)] = {
                    name: tuple(dict.fromkeys(paths)) for name, paths in found.items()
                }
    return index


def _index(
    schema: Any,
    path: Path,
    schemas: Mapping[str, Any],
    found: dict[str, list[Path]],
    stack: tuple[str, ...],
) -> None:
    if not isinstance(schema, dict):
        return
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith(_REF):
        name = ref[len(_REF) :]
        if name in stack:
            return  # a recursive schema: its deeper levels are the same component again
        found.setdefault(name, []).append(path)
        _index(schemas.get(name), path, schemas, found, (*stack, name))
        return
    for keyword in ("oneOf", "anyOf", "allOf"):
        for branch in schema.get(keyword, []):
            _index(branch, path, schemas, found, stack)
    for name, child in schema.get("properties", {}).items():
        _index(child, (*path, name), schemas, found, stack)
    if "items" in schema:
        _index(schema["items"], (*path, ITEMS), schemas, found, stack)


def _follow(node: Any, path: Path, pointer: str) -> Iterator[tuple[str, Any]]:
    if not path:
        if isinstance(node, dict):
            yield pointer or "/", node
        return
    head, rest = path[0], path[1:]
    if head == ITEMS:
        if isinstance(node, list):
            for index, item in enumerate(node):
                yield from _follow(item, rest, f"{pointer}/{index}")
    elif isinstance(node, dict) and head in node:
        yield from _follow(node[head], rest, f"{pointer}/{head}")


def _body(response: Response, media_type: str) -> Any:
    if not response.content or not _JSON.fullmatch(media_type):
        return None
    try:
        return response.json()
    except (ValueError, UnicodeDecodeError):
        return None


def minor(money: Any) -> int | None:
    """``amount_minor`` of a Money-like object, when it is an integer (``None`` otherwise)."""
    value = money.get("amount_minor") if isinstance(money, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def field(document: Any, name: str) -> Any:
    """``document[name]`` when ``document`` is an object, else ``None``."""
    return document.get(name) if isinstance(document, dict) else None


def child(pointer: str, name: str) -> str:
    """The JSON pointer of member ``name`` of the node at ``pointer`` (``/`` is the root)."""
    return f"{pointer.rstrip('/')}/{name}"
