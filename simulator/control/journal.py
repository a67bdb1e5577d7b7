"""``/_sim/journal``: a session's most recent requests, filtered; and emptying it.

Every parameter and value of the query is checked, all problems at once. A filter that
matches nothing because of a typo (``fault=after-commit``) looks like "nothing happened", and
an unknown parameter that is ignored looks like "everything happened": both are
``422 validation_failed``, one entry per problem, each naming what is allowed.
"""

from __future__ import annotations

import difflib
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass

from openapi.models import FieldIssue, Location
from openapi.operations import OPERATIONS
from simulator.control.operation import ControlReply, ControlRequest
from simulator.problems import ApiProblem, Localized
from simulator.scenario.faults import FAULT_KINDS
from simulator.store import JournalEntry, Store, journal_entry

FILTERS = ("operation", "status", "rule", "fault", "limit")
DEFAULT_LIMIT = 1000
MAX_LIMIT = 1_000_000
_SHOWN = 20
"""Allowed values a message lists at most (operationIds and rule names can be many)."""

Issue = tuple[str, str]
"""``(parameter, what is wrong with it)``."""


class JournalViews:
    """Reads and empties a session's journal.

    Args:
        store: Session state.
        rule_names: The rule names of a session's active scenario (a ``rule`` filter may
            name them before any of them fired).
    """

    def __init__(self, store: Store, rule_names: Callable[[str], Awaitable[set[str]]]) -> None:
        self._store = store
        self._rule_names = rule_names

    async def journal(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/journal``, filtered by ``operation``, ``status``, ``rule``, ``fault``."""
        records = await self._store.journal(request.session)
        every = [journal_entry(record) for record in records]
        rules = {entry.rule for entry in every if entry.rule is not None}
        if "rule" in dict(request.query):
            rules |= await self._rule_names(request.session)
        entries = journal_query(request.query, rules).select(every)
        payload = [entry._asdict() for entry in entries]
        return ControlReply({"session": request.session, "count": len(payload), "entries": payload})

    async def clear_journal(self, request: ControlRequest) -> ControlReply:
        """``DELETE /_sim/journal``."""
        await self._store.clear_journal(request.session)
        return ControlReply()


@dataclass(frozen=True, slots=True)
class JournalQuery:
    """Which entries to return: every given criterion must hold; the newest ``limit`` win."""

    operation: str | None = None
    status: int | None = None
    rule: str | None = None
    fault: str | None = None
    limit: int = 1000

    def select(self, entries: list[JournalEntry]) -> list[JournalEntry]:
        """The matching entries, oldest first, at most ``limit`` (the most recent ones)."""
        matching = [entry for entry in entries if self._matches(entry)]
        return matching[-self.limit :] if self.limit else []

    def _matches(self, entry: JournalEntry) -> bool:
        return (
            self.operation in (None, entry.operation_id)
            and self.status in (None, entry.status)
            and self.rule in (None, entry.rule)
            and self.fault in (None, entry.fault)
        )


def journal_query(pairs: Sequence[tuple[str, str]], rules: Collection[str]) -> JournalQuery:
    """The query of ``pairs`` (the decoded query string, blank values dropped).

    Args:
        pairs: ``(name, value)`` in the order given.
        rules: The rule names a ``rule`` filter may name: the session's active scenario's and
            those its journal holds.

    Raises:
        ApiProblem: ``validation_failed`` for unknown or repeated parameters and bad values.
    """
    issues: list[Issue] = []
    values: dict[str, str] = {}
    for name, value in pairs:
        if name not in FILTERS:
            issues.append((name, _unknown("parameter", name, FILTERS)))
        elif name in values:
            issues.append((name, f"{name} is given more than once; give it once"))
        else:
            values[name] = value
    operation, fault, rule = values.get("operation"), values.get("fault"), values.get("rule")
    if operation is not None and operation not in OPERATIONS:
        issues.append(("operation", _unknown("operationId", operation, OPERATIONS)))
    if fault is not None and fault not in FAULT_KINDS:
        issues.append(("fault", _unknown("fault kind", fault, FAULT_KINDS)))
    if rule is not None and rule not in rules:
        if rules:
            issues.append(("rule", _unknown("rule", rule, sorted(rules))))
        else:
            issues.append(("rule", f"unknown rule {rule!r}: no rule is active or journaled"))
    status = _integer(values, "status", 0, 599, issues)
    limit = _integer(values, "limit", 1, MAX_LIMIT, issues)
    if issues:
        raise _invalid(issues)
    return JournalQuery(
        operation=operation,
        status=status,
        rule=rule,
        fault=fault,
        limit=DEFAULT_LIMIT if limit is None else limit,
    )


def _integer(
    values: dict[str, str], name: str, low: int, high: int, issues: list[Issue]
) -> int | None:
    text = values.get(name)
    if text is None:
        return None
    if not text.isascii() or not text.isdigit() or not low <= int(text) <= high:
        issues.append((name, f"{name} must be a whole number from {low} to {high}"))
        return None
    return int(text)


def _unknown(what: str, value: str, allowed: Collection[str]) -> str:
    known = list(allowed)
    close = difflib.get_close_matches(value, known, n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    shown = ", ".join(known[:_SHOWN])
    if len(known) > _SHOWN:
        shown += f" and {len(known) - _SHOWN} more"
    return f"unknown {what} {value!r}{hint} (allowed: {shown})"


def _invalid(issues: list[Issue]) -> ApiProblem:
    message = "; ".join(detail for _, detail in issues)
    errors = [
        FieldIssue(location=Location.query, pointer="/" + name, detail=detail)
        for name, detail in issues
    ]
    return ApiProblem(
        "validation_failed",
        Localized(
            es=f"Filtros del diario no válidos: {message}",
            en=f"Invalid journal filters: {message}",
        ),
        param=issues[0][0],
        errors=errors,
    )
