"""``/_sim/journal``: a session's most recent requests, filtered; and emptying it.

Every parameter and value of the query is checked, all problems at once. A filter that
matches nothing because of a typo (``fault=after-commit``) looks like "nothing happened", and
an unknown parameter that is ignored looks like "everything happened": both are
``422 validation_failed``, one entry per problem, each naming what is allowed.

Every entry carries its sequence number (``seq``) and every answer the newest one
(``cursor``): a page that polls with ``after=<cursor>`` reads only what is new, however long
the journal, which is how the console keeps up with a bot under load.
"""

from __future__ import annotations

import difflib
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass

from billing_sim.openapi.models import FieldIssue, Location
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.control.operation import ControlReply, ControlRequest
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.scenario.faults import FAULT_KINDS
from billing_sim.simulator.store import (
    JOURNAL_CATEGORIES,
    JournalEntry,
    JournalStore,
    journal_entry,
)

FILTERS = ("operation", "status", "rule", "fault", "category", "limit", "after")
DEFAULT_LIMIT = 1000
MAX_LIMIT = 1_000_000
MAX_SEQ = 2**63 - 1
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

    def __init__(
        self, store: JournalStore, rule_names: Callable[[str], Awaitable[set[str]]]
    ) -> None:
        self._store = store
        self._rule_names = rule_names

    async def journal(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/journal``, filtered by ``operation``, ``status``, ``rule``, ``fault``,
        ``category``, from ``after`` on."""
        session = request.session
        query = journal_query(request.query, await self._rules(session, request.query))
        held = await self._store.journal_after(session, query.after)
        first = held.last_seq - len(held.records) + 1
        matching = [
            entry
            for entry in (journal_entry(record, first + i) for i, record in enumerate(held.records))
            if query.matches(entry)
        ]
        entries = query.newest(matching)
        return ControlReply(
            {
                "session": session,
                "count": len(entries),
                "entries": [entry._asdict() for entry in entries],
                "cursor": held.last_seq,
                "omitted": len(matching) - len(entries),
                "dropped": max(0, first - 1 - query.after),
            }
        )

    async def _rules(self, session: str, pairs: Sequence[tuple[str, str]]) -> set[str]:
        """The rule names a ``rule`` filter may give: the active scenario's, and, only when
        the one given is not among them, every rule the whole journal records."""
        given = dict(pairs).get("rule")
        if given is None:
            return set()
        rules = await self._rule_names(session)
        if given not in rules:
            records = await self._store.journal(session)
            rules |= {record[11] for record in records if record[11] is not None}
        return rules

    async def clear_journal(self, request: ControlRequest) -> ControlReply:
        """``DELETE /_sim/journal``."""
        await self._store.clear_journal(request.session)
        return ControlReply()


@dataclass(frozen=True, slots=True)
class JournalQuery:
    """Which entries to return: those numbered above ``after`` for which every given criterion
    holds; the newest ``limit`` win."""

    operation: str | None = None
    status: int | None = None
    rule: str | None = None
    fault: str | None = None
    category: str | None = None
    limit: int = 1000
    after: int = 0

    def newest(self, matching: list[JournalEntry]) -> list[JournalEntry]:
        """The last ``limit`` of ``matching``."""
        return matching[-self.limit :] if self.limit else []

    def matches(self, entry: JournalEntry) -> bool:
        """Whether ``entry`` meets every criterion given but ``after`` (the store's part)."""
        return (
            self.operation in (None, entry.operation_id)
            and self.status in (None, entry.status)
            and self.rule in (None, entry.rule)
            and self.fault in (None, entry.fault)
            and self.category in (None, entry.category)
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
    values = query_values(pairs, FILTERS, issues)
    operation, fault, rule = values.get("operation"), values.get("fault"), values.get("rule")
    if operation is not None and operation not in OPERATIONS:
        issues.append(("operation", _unknown("operationId", operation, OPERATIONS)))
    if fault is not None and fault not in FAULT_KINDS:
        issues.append(("fault", _unknown("fault kind", fault, FAULT_KINDS)))
    category = values.get("category")
    if category is not None and category not in JOURNAL_CATEGORIES:
        issues.append(("category", _unknown("category", category, JOURNAL_CATEGORIES)))
    if rule is not None and rule not in rules:
        if rules:
            issues.append(("rule", _unknown("rule", rule, sorted(rules))))
        else:
            issues.append(("rule", f"unknown rule {rule!r}: no rule is active or journaled"))
    status = integer_parameter(values, "status", 0, 599, issues)
    limit = integer_parameter(values, "limit", 1, MAX_LIMIT, issues)
    after = integer_parameter(values, "after", 0, MAX_SEQ, issues)
    if issues:
        raise invalid_query(issues, JOURNAL_FILTERS)
    return JournalQuery(
        operation=operation,
        status=status,
        rule=rule,
        fault=fault,
        category=category,
        limit=DEFAULT_LIMIT if limit is None else limit,
        after=after or 0,
    )


def query_values(
    pairs: Sequence[tuple[str, str]], allowed: Collection[str], issues: list[Issue]
) -> dict[str, str]:
    """Each allowed parameter's value; unknown and repeated parameters become ``issues``."""
    values: dict[str, str] = {}
    for name, value in pairs:
        if name not in allowed:
            issues.append((name, _unknown("parameter", name, allowed)))
        elif name in values:
            issues.append((name, f"{name} is given more than once; give it once"))
        else:
            values[name] = value
    return values


def integer_parameter(
    values: dict[str, str], name: str, low: int, high: int, issues: list[Issue]
) -> int | None:
    """``values[name]`` as a whole number from ``low`` to ``high``; else an issue, ``None``."""
    text = values.get(name)
    if text is None:
        return None
    # 20 digits bound the conversion (int() refuses over 4,300 digits with a ValueError).
    if not text.isascii() or not text.isdigit() or len(text) > 20 or not low <= int(text) <= high:
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


JOURNAL_FILTERS = Localized(es="Filtros del diario no válidos", en="Invalid journal filters")


def invalid_query(issues: list[Issue], subject: Localized) -> ApiProblem:
    """``422 validation_failed``: ``subject``, then every issue, one ``errors`` entry each."""
    message = "; ".join(detail for _, detail in issues)
    errors = [
        FieldIssue(location=Location.query, pointer="/" + name, detail=detail)
        for name, detail in issues
    ]
    return ApiProblem(
        "validation_failed",
        Localized(es=f"{subject.es}: {message}", en=f"{subject.en}: {message}"),
        param=issues[0][0],
        errors=errors,
    )
