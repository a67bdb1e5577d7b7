"""The contract's promises: the ``x-promises`` catalogue of ``billing_sim/openapi/billing.yaml``.

Each entry names one promise the contract makes, where the contract makes it (a JSON pointer,
and the clause quoted from the prose there) and how verify checks it. The checks themselves are
keyed by the entry's id (:mod:`billing_sim.toolkit.verify.responses` and
:mod:`billing_sim.toolkit.verify.stateful`).
The catalogue lives in the contract rather than in a module so that a change to a clause and
the change to its promise are one diff, reviewed together, and so that the billing team reads
the promises where they read the contract.

A pointer may contain ``*`` segments (``/paths/*/*/responses/*/links/*``): such a promise covers
every match, and at least one must exist.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, cast

from billing_sim.openapi import load_contract

CheckKind = Literal["response", "workflow", "schemathesis", "none"]
CHECK_KINDS: tuple[CheckKind, ...] = ("response", "workflow", "schemathesis", "none")
EXTENSION = "x-promises"
_ENTRY_KEYS = {"family", "at", "says", "also", "check", "why"}
PROSE_KEYS = ("description", "summary")
"""The keys whose strings are prose: what the contract says in words."""


class CatalogueError(Exception):
    """The ``x-promises`` extension is malformed (a missing key, an unknown check kind...)."""


@dataclass(frozen=True, slots=True)
class Statement:
    """One place where the contract states a promise.

    Attributes:
        at: JSON pointer (``*`` matches any key).
        says: The clause quoted from the prose at ``at``, or ``None`` for a schema promise.
    """

    at: str
    says: str | None


@dataclass(frozen=True, slots=True)
class Promise:
    """One entry of the catalogue.

    Attributes:
        id: Stable identifier, ``family.name`` (``invoice.total-due``).
        family: What it is about (``money``, ``pagination``...), for grouping in reports.
        at: Where the contract states it first.
        says: The clause quoted there (``None`` for a promise the schema makes).
        check: How verify checks it.
        why: For ``check: none``, why nothing a server answers can break it.
        also: Other places stating the same promise.
    """

    id: str
    family: str
    at: str
    says: str | None
    check: CheckKind
    why: str | None = None
    also: tuple[Statement, ...] = ()

    @property
    def statements(self) -> tuple[Statement, ...]:
        """Every place that states the promise, the first one first."""
        return (Statement(self.at, self.says), *self.also)


def parse_catalogue(contract: Mapping[str, Any]) -> tuple[Promise, ...]:
    """The promises of ``contract``'s ``x-promises``, in document order.

    Raises:
        CatalogueError: naming the entry and what is wrong with it.
    """
    entries = contract.get(EXTENSION)
    if not isinstance(entries, dict) or not entries:
        raise CatalogueError(f"the contract has no {EXTENSION} mapping")
    return tuple(_promise(str(key), value) for key, value in entries.items())


@cache
def catalogue() -> tuple[Promise, ...]:
    """The promises of the project's contract (parsed once)."""
    return parse_catalogue(load_contract())


@cache
def promises_by_id() -> dict[str, Promise]:
    """The project's promises by id."""
    return {promise.id: promise for promise in catalogue()}


def resolve(document: Any, pointer: str) -> list[tuple[str, Any]]:
    """Every ``(concrete pointer, node)`` that ``pointer`` matches in ``document``.

    Raises:
        CatalogueError: when ``pointer`` is not a JSON pointer (it must start with ``/``).
    """
    if not pointer.startswith("/"):
        raise CatalogueError(f"{pointer!r} is not a JSON pointer (it must start with /)")
    matches: list[tuple[str, Any]] = [("", document)]
    for raw in pointer[1:].split("/"):
        token = raw.replace("~1", "/").replace("~0", "~")
        following: list[tuple[str, Any]] = []
        for path, node in matches:
            for key, child in _children(node, token):
                following.append((f"{path}/{_escape(key)}", child))
        matches = following
    return matches


def quote_span(text: str, quote: str) -> tuple[int, int] | None:
    """Where ``quote`` occurs in ``text``, whitespace (line breaks included) compared loosely."""
    words = quote.split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(word) for word in words)
    match = re.search(pattern, text)
    return (match.start(), match.end()) if match else None


def catalogue_problems(contract: Mapping[str, Any], promises: tuple[Promise, ...]) -> list[str]:
    """What is wrong with ``promises`` against ``contract``: pointers that match nothing, quotes
    that are not in the prose they point at, prose pointed at without a quote."""
    problems: list[str] = []
    for promise in promises:
        for statement in promise.statements:
            problems += [f"{promise.id}: {p}" for p in _statement_problems(contract, statement)]
    return problems


def _statement_problems(contract: Mapping[str, Any], statement: Statement) -> Iterator[str]:
    try:
        matches = resolve(contract, statement.at)
    except CatalogueError as error:
        yield str(error)
        return
    if not matches:
        yield f"{statement.at} points at nothing in the contract"
        return
    if statement.says is None:
        if any(_is_prose(path) for path, _ in matches):
            yield f"{statement.at} is prose: quote the clause the promise rests on (says)"
        return
    texts = [node for path, node in matches if _is_prose(path) and isinstance(node, str)]
    if not texts:
        yield f"{statement.at} is not prose, so it cannot say {statement.says!r}"
    elif not all(quote_span(text, statement.says) for text in texts):
        yield f"{statement.at} does not say {statement.says!r}"


def _promise(key: str, value: Any) -> Promise:
    if not isinstance(value, dict):
        raise CatalogueError(f"{EXTENSION}.{key}: an entry is a mapping")
    unknown = set(value) - _ENTRY_KEYS
    if unknown:
        raise CatalogueError(f"{EXTENSION}.{key}: unknown keys {sorted(unknown)}")
    for required in ("family", "at", "check"):
        if not isinstance(value.get(required), str):
            raise CatalogueError(f"{EXTENSION}.{key}: {required} is required (a string)")
    check = value["check"]
    if check not in CHECK_KINDS:
        raise CatalogueError(f"{EXTENSION}.{key}: check must be one of {', '.join(CHECK_KINDS)}")
    why = value.get("why")
    if (check == "none") != isinstance(why, str):
        raise CatalogueError(
            f"{EXTENSION}.{key}: `why` is required with check: none, and only then"
        )
    also = value.get("also", [])
    if not isinstance(also, list) or not all(_is_statement(item) for item in also):
        raise CatalogueError(f"{EXTENSION}.{key}: also is a list of {{at, says}}")
    return Promise(
        id=key,
        family=value["family"],
        at=value["at"],
        says=_text(value.get("says"), key),
        check=cast(CheckKind, check),
        why=why,
        also=tuple(Statement(item["at"], item.get("says")) for item in also),
    )


def _is_statement(item: Any) -> bool:
    return (
        isinstance(item, dict)
        and set(item) <= {"at", "says"}
        and isinstance(item.get("at"), str)
        and isinstance(item.get("says", ""), str)
    )


def _text(value: Any, key: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise CatalogueError(f"{EXTENSION}.{key}: says is a string")


def _children(node: Any, token: str) -> Iterator[tuple[str, Any]]:
    if isinstance(node, dict):
        if token == "*":
            yield from ((str(key), child) for key, child in node.items())
        elif token in node:
            yield token, node[token]
    elif isinstance(node, list):
        if token == "*":
            yield from ((str(index), child) for index, child in enumerate(node))
        elif token.isdigit() and int(token) < len(node):
            yield token, node[int(token)]


def _is_prose(pointer: str) -> bool:
    return pointer.rsplit("/", 1)[-1] in PROSE_KEYS


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")
