"""Every list the walk reached, walked page by page in both directions and compared with one
large page.

A correct implementation gives the same items in the same order however the list is paged, and
``has_more`` says exactly whether items lie beyond each page in the direction of travel. So any
cursor that is ignored, repeats or skips an item, and any ``has_more`` that contradicts the
list, shows as a page that differs from the slice of the large page it must equal. The page
size is a third of the list (so a walk has several pages, the last one sometimes partial), and
the boundaries are read on their own: a page exactly as long as the list (``has_more`` false)
and one item short of it (``has_more`` true), from either end.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.stateful.judgement import (
    Findings,
    Outcome,
    items_of,
    not_exercised,
    verdict,
)
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.trace import Step, Trace

PROMISE = "pagination.walk"
PROMISES = (PROMISE,)
PAGE_LIMIT = 100
"""The contract's largest page."""
MAX_FULL_PAGES = 5
"""Pages of :data:`PAGE_LIMIT` read to learn a whole list (the walks cover this many items)."""


@dataclass(frozen=True, slots=True)
class ListTarget:
    """A list to walk: its operation, the parameters that select it, how items are named."""

    operation_id: str
    key: str
    path: dict[str, str]
    query: dict[str, Any]
    identity: str
    cursors: bool


def walk_lists(caller: Caller, trace: Trace, findings: Findings) -> list[Outcome]:
    """One outcome per list the walk reached; every list's items go to ``findings``."""
    outcomes = []
    for target in list_targets(trace):
        outcome = _walk(caller, target, findings)
        outcomes.append(outcome)
    return outcomes


def list_targets(trace: Trace) -> Iterator[ListTarget]:
    """The first successful read of each list operation (its parameters kept, paging dropped)."""
    seen: set[str] = set()
    for step in trace.stage("read"):
        operation = OPERATIONS[step.operation_id]
        if step.operation_id in seen or "limit" not in operation.query_params:
            continue
        items = items_of(step)
        if items is None:
            continue
        seen.add(step.operation_id)
        query = {k: v for k, v in (step.case.query or {}).items() if k not in _PAGING}
        identity = "id" if all("id" in item for item in items) else "code"
        yield ListTarget(
            step.operation_id,
            step.key,
            dict(step.case.path_parameters or {}),
            query,
            identity,
            "starting_after" in operation.query_params,
        )


_PAGING = frozenset({"limit", "starting_after", "ending_before"})


class _Pager:
    def __init__(self, caller: Caller, target: ListTarget) -> None:
        self.caller, self.target = caller, target
        self.steps: list[Step] = []

    def page(self, **paging: Any) -> tuple[list[Any], bool] | None:
        """The ids and ``has_more`` of one page, or ``None`` when it is not a list page."""
        target = self.target
        label = ",".join(f"{k}={v}" for k, v in paging.items())
        step = self.caller.get(
            f"{target.key}?page({label})",
            target.operation_id,
            "extra",
            path=target.path,
            query={**target.query, **paging},
        )
        self.steps.append(step)
        items, body = items_of(step), step.json()
        has_more = body.get("has_more") if isinstance(body, dict) else None
        if items is None or not isinstance(has_more, bool):
            return None
        return [item.get(target.identity) for item in items], has_more

    def fail(self, detail: str) -> Outcome:
        return verdict(
            PROMISE,
            self.steps[-1],
            False,
            f"{self.target.operation_id}: {detail}",
            *self.steps[:-1],
        )


def _walk(caller: Caller, target: ListTarget, findings: Findings) -> Outcome:
    pager = _Pager(caller, target)
    full = _full_list(caller, target)
    if full is None:
        return not_exercised(
            PROMISE, target.operation_id, f"{target.operation_id}: the large page could not be read"
        )
    items, step = full
    findings.full_lists[target.operation_id] = items
    names = [item.get(target.identity) for item in items]
    if len(names) < 2:
        return not_exercised(
            PROMISE,
            target.operation_id,
            f"{target.operation_id}: {len(names)} item(s), too few to page",
        )
    problem = _forward(pager, names) if target.cursors else _first_pages(pager, names)
    if problem is None and target.cursors:
        problem = _backward(pager, names)
    if problem is not None:
        return pager.fail(problem)
    how = "paged both ways" if target.cursors else "first pages only (no cursors)"
    return Outcome(
        PROMISE, target.operation_id, True, f"{len(names)} items, {how}", (step, *pager.steps)
    )


def _full_list(caller: Caller, target: ListTarget) -> tuple[list[dict[str, Any]], Step] | None:
    """Every item (up to :data:`MAX_FULL_PAGES` large pages) and the first large page's step."""
    found: list[dict[str, Any]] = []
    first: Step | None = None
    paging: dict[str, Any] = {"limit": PAGE_LIMIT}
    for _ in range(MAX_FULL_PAGES):
        step = caller.get(
            f"{target.key}?page(all)",
            target.operation_id,
            "extra",
            path=target.path,
            query={**target.query, **paging},
        )
        first = first or step
        items, body = items_of(step), step.json()
        if items is None:
            return None
        found += items
        if not (
            isinstance(body, dict) and body.get("has_more") is True and target.cursors and items
        ):
            break
        paging = {"limit": PAGE_LIMIT, "starting_after": items[-1].get(target.identity)}
    return (found, first) if first is not None else None


def _describe(got: list[Any], expected: list[Any], earlier: list[Any]) -> str:
    """What is wrong with a page: items repeated (from an earlier page, or twice on it),
    skipped, or brought from further on; or only their order."""
    repeated = [
        n for n in dict.fromkeys(got) if got.count(n) > 1 or (n in earlier and n not in expected)
    ]
    missing = [name for name in expected if name not in got]
    extra = [name for name in got if name not in expected and name not in repeated]
    parts = [f"got {got}, expected {expected}"]
    if repeated:
        parts.append(f"repeats {repeated} already paged")
    if missing:
        parts.append(f"skips {missing}")
    if extra:
        parts.append(f"brings {extra} from further on")
    if len(parts) == 1:
        parts.append("the same items in another order")
    return "; ".join(parts)


def _check(
    got: tuple[list[Any], bool] | None,
    expected: list[Any],
    more: bool,
    where: str,
    earlier: list[Any] | None = None,
) -> str | None:
    if got is None:
        return f"{where} is not a list page"
    names, has_more = got
    if names != expected:
        return f"{where}: {_describe(names, expected, earlier or [])}"
    if has_more != more:
        beyond = "items remain" if more else "nothing remains"
        return f"{where}: has_more is {has_more}, but {beyond} beyond it"
    return None


def _page_size(count: int) -> int:
    return max(1, -(-count // 3))


def _first_pages(pager: _Pager, names: list[Any]) -> str | None:
    """A list without cursors: only its first pages can be compared."""
    count = len(names)
    for limit in (1, count - 1, count):
        if limit >= 1:
            problem = _check(
                pager.page(limit=limit), names[:limit], limit < count, f"limit={limit}"
            )
            if problem:
                return problem
    return None


def _forward(pager: _Pager, names: list[Any]) -> str | None:
    count, size = len(names), _page_size(len(names))
    position, cursor = 0, None
    while position < count:
        paging: dict[str, Any] = {"limit": size}
        if cursor is not None:
            paging["starting_after"] = cursor
        expected = names[position : position + size]
        where = f"page {position // size + 1} (limit={size}" + (
            f", starting_after={cursor})" if cursor else ")"
        )
        problem = _check(
            pager.page(**paging), expected, position + size < count, where, names[:position]
        )
        if problem:
            return problem
        position += size
        cursor = expected[-1]
    for limit in (count, count - 1):
        problem = _check(pager.page(limit=limit), names[:limit], limit < count, f"limit={limit}")
        if problem:
            return problem
    return None


def _backward(pager: _Pager, names: list[Any]) -> str | None:
    """From the last item towards the first, with ``ending_before``."""
    count, size = len(names), _page_size(len(names))
    end = count - 1
    while end > 0:
        start = max(0, end - size)
        cursor = names[end]
        where = f"limit={size}, ending_before={cursor}"
        problem = _check(
            pager.page(limit=size, ending_before=cursor),
            names[start:end],
            start > 0,
            where,
            names[end:],
        )
        if problem:
            return problem
        end = start
    last = names[-1]
    for limit in (count - 1, count - 2):
        if limit >= 1:
            start = count - 1 - limit
            problem = _check(
                pager.page(limit=limit, ending_before=last),
                names[start : count - 1],
                start > 0,
                f"limit={limit}, ending_before={last}",
            )
            if problem:
                return problem
    return None
