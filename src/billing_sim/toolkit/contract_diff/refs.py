"""Local ``$ref`` resolution that keeps track of where each node lives (its JSON pointer)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar
from urllib.parse import unquote

T = TypeVar("T")


class ContractError(Exception):
    """A document that cannot be diffed: unreadable, not YAML, not OpenAPI 3.x, a bad ``$ref``."""


# Keywords beside a ``$ref`` that say nothing about the wire: with only these, the node *is* its
# target, so changes are located in the target (one report per component, not per use).
_ANNOTATIONS = frozenset(
    {"description", "summary", "title", "example", "examples", "deprecated", "$comment"}
)


def mapping(value: Any) -> Mapping[Any, Any]:
    """``value`` if it is a mapping, else an empty one: malformed sections compare as absent."""
    return value if isinstance(value, Mapping) else {}


def items(value: Any) -> list[Any]:
    """``value`` if it is a list, else an empty one: malformed sections compare as absent."""
    return value if isinstance(value, list) else []


def child(pointer: str, *tokens: str | int) -> str:
    """The JSON pointer of ``pointer``'s descendant along ``tokens`` (escaped per RFC 6901)."""
    escaped = (str(token).replace("~", "~0").replace("/", "~1") for token in tokens)
    return "/".join((pointer, *escaped))


class Resolver:
    """Resolves local references of one document.

    Args:
        document: The loaded OpenAPI document.
        label: How error messages name the document (its path, or ``old``/``new``).
    """

    def __init__(self, document: Mapping[str, Any], label: str) -> None:
        self.document = document
        self.label = label
        self._memo: dict[tuple[str, str], Any] = {}

    def memo(self, kind: str, pointer: str, compute: Callable[[], T]) -> T:
        """``compute()``, once per (kind, pointer): what is derived from one node never changes.

        The document must not be mutated while this resolver is in use.
        """
        key = (kind, pointer)
        if key not in self._memo:
            self._memo[key] = compute()
        result: T = self._memo[key]
        return result

    def lookup(self, pointer: str) -> Any:
        """The node at ``pointer``.

        Raises:
            ContractError: if nothing is there.
        """
        node: Any = self.document
        for raw in pointer.split("/")[1:]:
            token = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and token in node:
                node = node[token]
            elif isinstance(node, Mapping) and token.isdigit() and int(token) in node:
                node = node[int(token)]  # YAML reads an unquoted `200:` as an integer key
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                node = node[int(token)]
            else:
                raise ContractError(f"{self.label}: $ref target {pointer!r} does not exist")
        return node

    def deref(self, value: Any, pointer: str) -> tuple[Any, str]:
        """Follow ``$ref`` chains from ``value`` (found at ``pointer``) to a concrete node.

        Returns:
            The node and its pointer. Constraints written beside a ``$ref`` (allowed in 3.1)
            are merged over the target, and the merged node keeps the referencing pointer.

        Raises:
            ContractError: on an external or dangling reference, or a ``$ref`` loop.
        """
        followed: set[str] = set()
        while isinstance(value, Mapping) and "$ref" in value:
            ref = value["$ref"]
            if not isinstance(ref, str) or not ref.startswith("#"):
                raise ContractError(
                    f"{self.label}: only local $refs ('#/...') are supported, "
                    f"found {ref!r} at {pointer or '/'}"
                )
            if ref in followed:
                raise ContractError(f"{self.label}: $ref loop through {ref!r} at {pointer or '/'}")
            followed.add(ref)
            target_pointer = unquote(ref[1:])
            target = self.lookup(target_pointer)
            siblings = {key: item for key, item in value.items() if key != "$ref"}
            if siblings.keys() <= _ANNOTATIONS or not isinstance(target, Mapping):
                value, pointer = target, target_pointer
            else:
                value = {**target, **siblings}
        return value, pointer

    def get(self, container: Any, pointer: str, key: str | int) -> tuple[Any, str] | None:
        """``container[key]`` dereferenced (``container`` is at ``pointer``); ``None`` if absent."""
        if isinstance(container, Mapping) and isinstance(key, str) and key in container:
            return self.deref(container[key], child(pointer, key))
        if isinstance(container, list) and isinstance(key, int) and 0 <= key < len(container):
            return self.deref(container[key], child(pointer, key))
        return None
