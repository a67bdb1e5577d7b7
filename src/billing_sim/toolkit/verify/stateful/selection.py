"""Scope and selection: every answer is for the request that was sent.

A well-formed answer that adds up can still answer another request: a filter that drops the
customer in the path, a period validated and then ignored (the answer is the default's), a
language asked for and not given, a ``limit`` that bounds nothing. Nothing here is listed per
operation; it is read from the contract:

* **scope** (``lists.scope``): a path parameter that the answer's items (or, for a single read,
  its body) carry as a property of the same name scopes it (``customer_id`` of
  ``/customers/{customer_id}/invoices``): every item of every page, with and without each
  filter, carries the path's value; a single read by the resource's own id or code answers
  that resource (its ``id`` or ``code``);
* **selection** (``selection.applied``): a parameter with ``x-selects`` names the field (or
  header) that must agree with the value sent. Each list is read page by page with every value of
  each of its selecting parameters (every value of an enum; the values its items have, and a
  month none has): every item satisfies it, and the pages hold exactly the items of the whole
  list that do. A single read with a selecting parameter is read with the value of its default
  answer and the month before: each answer's fields agree with what was asked, and two values
  give two answers. The language: where a body carries money, the English answer's ``display``
  strings are not the Spanish ones;
* **limit** (``pagination.limit``): no page the workflow reads is longer than its ``limit``.

Every answer of the walk's trace is judged too (its reads, probes and the payment's follow-ups),
so a probe that asks for a month without an invoice and gets the latest one is seen.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from billing_sim.openapi.conventions import negotiate_locale
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.verify.stateful.judgement import (
    Findings,
    Outcome,
    ids,
    items_of,
    not_exercised,
)
from billing_sim.toolkit.verify.stateful.pagination import PAGE_LIMIT, ListTarget, list_targets
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.contract import (
    Selector,
    list_item_properties,
    scoped_parameters,
    selectors,
)
from billing_sim.toolkit.workflow.probe_values import ENGLISH
from billing_sim.toolkit.workflow.trace import Step, Trace

SCOPE = "lists.scope"
SELECTION = "selection.applied"
LIMIT = "pagination.limit"
PROMISES = (SCOPE, SELECTION)
"""The workflow promises judged here (``pagination.limit`` is a response promise it also
judges on the pages it reads)."""
MAX_PAGES = 6
"""Pages read per list and value: enough for the page size of a third of a list (and a
``limit`` that is ignored)."""
VALUES_PER_PARAMETER = 2
MAX_COMBINATIONS = 64
"""Combinations of values tried to find one where every selecting parameter matters."""
MONTH = re.compile(r"[0-9]{4}-(0[1-9]|1[0-2])")
SHOWN = 3


@dataclass(slots=True)
class _Verdicts:
    """What one promise saw on one operation: the answers judged and what was wrong."""

    promise: str
    operation: str
    subject: str
    judged: list[Step] = field(default_factory=list)
    problems: list[tuple[str, tuple[Step, ...]]] = field(default_factory=list)

    def add(self, steps: Iterable[Step], problems: Iterable[str]) -> None:
        shown = tuple(steps)
        self.judged.extend(shown)
        self.problems.extend((problem, shown) for problem in problems)

    def outcome(self, why_not: str) -> Outcome:
        if not self.judged:
            return not_exercised(self.promise, self.operation, why_not)
        if not self.problems:
            return Outcome(self.promise, self.operation, True, "", (self.judged[0],))
        detail = "; ".join(problem for problem, _ in self.problems[:SHOWN])
        if len(self.problems) > SHOWN:
            detail += f"; and {len(self.problems) - SHOWN} more"
        steps = _distinct(s for _, shown in self.problems[:SHOWN] for s in shown)
        return Outcome(self.promise, self.operation, False, f"{self.subject}: {detail}", steps)


class _Judge:
    def __init__(self) -> None:
        self._verdicts: dict[tuple[str, str, str], _Verdicts] = {}

    def on(self, promise: str, operation: str, subject: str) -> _Verdicts:
        key = (promise, operation, subject)
        if key not in self._verdicts:
            self._verdicts[key] = _Verdicts(promise, operation, subject)
        return self._verdicts[key]

    def outcomes(self) -> list[Outcome]:
        return [v.outcome(f"{v.subject}: nothing answered") for v in self._verdicts.values()]


def check_selection(caller: Caller, trace: Trace, findings: Findings) -> list[Outcome]:
    """Scope, selection and limit on the trace's answers and on the lists and reads the walk
    reached, each read again with every value of its selecting parameters."""
    judge = _Judge()
    for step in trace.steps:
        judge_answer(judge, step)
    _languages(judge, trace)
    reached: set[str] = set()
    for target in list_targets(trace):
        reached.add(target.operation_id)
        _list(judge, caller, target, findings.full_lists.get(target.operation_id))
    for step in _default_reads(trace):
        reached.add(step.operation_id)
        _single(judge, caller, step)
    outcomes = judge.outcomes()
    judged = {(o.promise, o.operation) for o in outcomes}
    for operation in OPERATIONS:
        wanted = [SCOPE] if scoped_parameters(operation) else []
        if any(s.location == "query" for s in selectors(operation)):
            wanted.append(SELECTION)
        for promise in wanted:
            if (promise, operation) not in judged:
                why = "the walk did not reach it" if operation not in reached else "no answer"
                outcomes.append(not_exercised(promise, operation, f"{operation}: {why}"))
    return outcomes


# --- judging one answer --------------------------------------------------------------------


def judge_answer(judge: _Judge, step: Step) -> None:
    """Scope, the selections its own query asked for, and its page size."""
    if not step.succeeded:
        return
    operation = step.operation_id
    targets = answer_items(step)
    if targets is None:
        return
    path = step.case.path_parameters or {}
    for name, member in scoped_parameters(operation):
        judge.on(SCOPE, operation, f"{operation} scoped by {name}").add(
            [step], scope_problems(targets, member, str(path.get(name)))
        )
    query = step.case.query or {}
    for selector in selectors(operation):
        if selector.location != "query" or selector.parameter not in query:
            continue
        value = str(_single_value(query[selector.parameter]))
        judge.on(SELECTION, operation, f"{operation}?{selector.parameter}").add(
            [step], selection_problems(targets, selector, value)
        )
    if list_item_properties(operation) is not None:
        problem = limit_problem(step)
        if problem is not None or "limit" in query:
            judge.on(LIMIT, operation, f"{operation} pages").add(
                [step], [problem] if problem else []
            )


def answer_items(step: Step) -> list[dict[str, Any]] | None:
    """What a selection speaks about: a list's items, or a single read's body."""
    if list_item_properties(step.operation_id) is not None:
        return items_of(step)
    body = step.json()
    return [body] if isinstance(body, dict) else None


def scope_problems(items: list[dict[str, Any]], name: str, value: str) -> list[str]:
    """Each item that does not carry ``value`` as its ``name``."""
    return [
        f"{_label(item)} has {name} {item.get(name)!r}, not {value}"
        for item in items
        if item.get(name) != value
    ]


def selection_problems(items: list[dict[str, Any]], selector: Selector, value: str) -> list[str]:
    """Each item whose field does not agree with ``value`` by the selector's match."""
    pointer = selector.field or ""
    return [
        f"{selector.parameter}={value} answered {_label(item)} with {pointer} "
        f"{_pointer(item, pointer)!r}"
        for item in items
        if not matches(selector, _pointer(item, pointer), value)
    ]


def matches(selector: Selector, found: Any, value: str) -> bool:
    """Whether the field ``found`` agrees with the ``value`` sent, by ``selector.match``."""
    match = selector.match
    if match == "month":
        return isinstance(found, str) and found[:7] == value
    if match == "tax-id":
        return isinstance(found, str) and _tax_id(value) in (_tax_id(found), _tax_id(found)[:-1])
    if match == "phone":
        wanted = _phone(value)
        return isinstance(found, list) and any(_phone(str(p)) == wanted for p in found)
    return found is not None and str(found) == value


def limit_problem(step: Step) -> str | None:
    """A page longer than the ``limit`` sent."""
    sent = (step.case.query or {}).get("limit")
    items = items_of(step)
    if items is None or sent is None or not str(sent).isdigit():
        return None
    if len(items) <= int(sent):
        return None
    return f"limit={sent} answered {len(items)} items"


# --- lists ----------------------------------------------------------------------------------


def _pages(
    caller: Caller, target: ListTarget, query: dict[str, Any], size: int, label: str
) -> tuple[list[dict[str, Any]] | None, list[Step]]:
    """Every item of the list for ``query``, read ``size`` at a time (at most
    :data:`MAX_PAGES` pages), and the pages' steps."""
    found: list[dict[str, Any]] = []
    steps: list[Step] = []
    paging: dict[str, Any] = {}
    for _ in range(MAX_PAGES):
        step = caller.get(
            f"{target.key}?select({label})",
            target.operation_id,
            "extra",
            path=target.path,
            query={**query, "limit": size, **paging},
        )
        steps.append(step)
        items, body = items_of(step), step.json()
        if items is None:
            return None, steps
        found += items
        more = isinstance(body, dict) and body.get("has_more") is True
        if not (more and items and target.cursors):
            break
        paging = {"starting_after": items[-1].get(target.identity)}
    return found, steps


def _list(
    judge: _Judge, caller: Caller, target: ListTarget, full: list[dict[str, Any]] | None
) -> None:
    operation = target.operation_id
    size = max(1, -(-len(full or []) // 3))
    _, steps = _pages(caller, target, dict(target.query), size, "all")
    for step in steps:
        judge_answer(judge, step)
    query_selectors = [s for s in selectors(operation) if s.location == "query"]
    unfiltered = not any(s.parameter in target.query for s in query_selectors)
    for selector in query_selectors:
        others = {s.parameter for s in query_selectors}
        base = {k: v for k, v in target.query.items() if k not in others}
        for value in list_values(selector, full or []):
            selected = {**base, selector.parameter: value}
            _, steps = _pages(caller, target, selected, size, selector.parameter)
            for step in steps:
                judge_answer(judge, step)
            if full is None or not unfiltered or not target.cursors:
                continue
            # Which items: on large pages, so that a paging defect stays pagination.walk's.
            items, steps = _pages(caller, target, selected, PAGE_LIMIT, f"{selector.parameter},all")
            if items is None:
                continue
            pointer = selector.field or ""
            expected = [i for i in full if matches(selector, _pointer(i, pointer), value)]
            got = ids(items, target.identity)
            if got != ids(expected, target.identity):
                judge.on(SELECTION, operation, f"{operation}?{selector.parameter}").add(
                    steps,
                    [
                        f"{selector.parameter}={value} lists {got}; the whole list has "
                        f"{ids(expected, target.identity)} that satisfy it"
                    ],
                )
    if full and unfiltered and target.cursors:
        _combined(judge, caller, target, query_selectors, full)


def _combined(
    judge: _Judge,
    caller: Caller,
    target: ListTarget,
    rules: list[Selector],
    full: list[dict[str, Any]],
) -> None:
    """Every selecting parameter at once, with values chosen so that each one matters (leaving
    any out would select other items): the page holds exactly the items that satisfy them all,
    so a filter dropped when another is given shows."""
    chosen = discriminating(rules, full)
    if chosen is None:
        return
    label = ",".join(chosen)
    items, steps = _pages(caller, target, {**target.query, **chosen}, PAGE_LIMIT, label)
    for step in steps:
        judge_answer(judge, step)
    if items is None:
        return
    got = ids(items, target.identity)
    wanted = ids(_selected(rules, full, chosen), target.identity)
    if got != wanted:
        asked = "&".join(f"{k}={v}" for k, v in chosen.items())
        judge.on(SELECTION, target.operation_id, f"{target.operation_id}?{label}").add(
            steps, [f"{asked} lists {got}; the whole list has {wanted} that satisfy them all"]
        )


def discriminating(rules: list[Selector], items: list[dict[str, Any]]) -> dict[str, str] | None:
    """A value for each selecting parameter such that leaving any one out selects other items
    (at most :data:`MAX_COMBINATIONS` tried); ``None`` with fewer than two parameters."""
    values: dict[str, list[str]] = {}
    for rule in rules:
        values.setdefault(rule.parameter, list_values(rule, items))
    if len(values) < 2:
        return None
    names = list(values)
    for combination in itertools.islice(itertools.product(*values.values()), MAX_COMBINATIONS):
        chosen = dict(zip(names, combination, strict=True))
        selected = _selected(rules, items, chosen)
        if all(
            _selected(rules, items, {k: v for k, v in chosen.items() if k != name}) != selected
            for name in names
        ):
            return chosen
    return None


def _selected(
    rules: list[Selector], items: list[dict[str, Any]], chosen: dict[str, str]
) -> list[dict[str, Any]]:
    return [
        item
        for item in items
        if all(
            matches(rule, _pointer(item, rule.field or ""), chosen[rule.parameter])
            for rule in rules
            if rule.parameter in chosen
        )
    ]


def list_values(selector: Selector, items: list[dict[str, Any]]) -> list[str]:
    """The values a list is read with for ``selector``: every value of an enum; else the
    values its items have (at most :data:`VALUES_PER_PARAMETER`), and for a month one none has."""
    if selector.enum:
        return list(selector.enum)
    seen: list[str] = []
    for item in items:
        for value in _values_of(selector, _pointer(item, selector.field or "")):
            if value not in seen:
                seen.append(value)
    values = seen[:VALUES_PER_PARAMETER]
    if selector.match == "month" and seen:
        absent = previous_month(min(seen))
        values.append(absent)
    return values


def _values_of(selector: Selector, found: Any) -> Iterator[str]:
    if selector.match == "month":
        if isinstance(found, str) and MONTH.fullmatch(found[:7]):
            yield found[:7]
    elif isinstance(found, list):
        yield from (str(value) for value in found if isinstance(value, str))
    elif isinstance(found, str | int) and not isinstance(found, bool):
        yield str(found)


# --- single reads ---------------------------------------------------------------------------


def _default_reads(trace: Trace) -> Iterator[Step]:
    """The first successful read of each single-resource operation with a selecting query
    parameter, sent without it (its default answer)."""
    seen: set[str] = set()
    for step in trace.stage("read"):
        operation = step.operation_id
        if operation in seen or list_item_properties(operation) is not None or not step.succeeded:
            continue
        params = {s.parameter for s in selectors(operation) if s.location == "query"}
        if params and not params & set(step.case.query or {}):
            seen.add(operation)
            yield step


def _single(judge: _Judge, caller: Caller, default: Step) -> None:
    operation = default.operation_id
    body = default.json()
    by_parameter: dict[str, list[Selector]] = {}
    for selector in selectors(operation):
        if selector.location == "query":
            by_parameter.setdefault(selector.parameter, []).append(selector)
    for parameter, rules in by_parameter.items():
        first = rules[0]
        values = list(_values_of(first, _pointer(body, first.field or "")))[:1]
        if values and MONTH.fullmatch(values[0]):
            values.append(previous_month(values[0]))
        answers: dict[str, Step] = {}
        for value in values:
            step = caller.get(
                f"{default.key}?select({parameter}={value})",
                operation,
                "extra",
                path=dict(default.case.path_parameters or {}),
                query={**(default.case.query or {}), parameter: value},
            )
            judge_answer(judge, step)
            if step.succeeded:
                answers[value] = step
        if len(answers) == 2:
            (a, one), (b, other) = answers.items()
            if one.json() == other.json():
                judge.on(SELECTION, operation, f"{operation}?{parameter}").add(
                    [one, other], [f"{parameter}={a} and {parameter}={b} answered the same body"]
                )


# --- language -------------------------------------------------------------------------------


def _languages(judge: _Judge, trace: Trace) -> None:
    """Each read and its English probe: where the body carries money, the displays differ."""
    for step in trace.stage("probe"):
        if not step.key.endswith(f"#{ENGLISH}") or not step.succeeded:
            continue
        spanish = trace.step(step.key.removesuffix(f"#{ENGLISH}"))
        if spanish is None or not spanish.succeeded:
            continue
        headers: dict[str, Any] = dict(spanish.case.headers or {})
        sent = headers.get("Accept-Language")
        if negotiate_locale(sent) == negotiate_locale(ENGLISH):
            continue
        ours, theirs = dict(displays(spanish.json(), "")), dict(displays(step.json(), ""))
        if not ours:
            continue
        same = [p for p, text in ours.items() if theirs.get(p) == text]
        judge.on(SELECTION, step.operation_id, f"{step.operation_id} Accept-Language").add(
            [step, spanish],
            [f"Accept-Language: en answered the Spanish display at {', '.join(same[:SHOWN])}"]
            if same
            else [],
        )


def displays(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every money ``display`` of a body, by pointer."""
    if isinstance(value, dict):
        if isinstance(value.get("display"), str) and "amount_minor" in value:
            yield f"{path}/display", value["display"]
        for key, item in value.items():
            yield from displays(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from displays(item, f"{path}/{index}")


# --- helpers --------------------------------------------------------------------------------


def previous_month(month: str) -> str:
    """``YYYY-MM`` of the month before."""
    year, number = int(month[:4]), int(month[5:7])
    serial = year * 12 + number - 2
    return f"{serial // 12:04d}-{serial % 12 + 1:02d}"


def _pointer(document: Any, pointer: str) -> Any:
    current = document
    for token in pointer.lstrip("/").split("/") if pointer else []:
        if not isinstance(current, dict):
            return None
        current = current.get(token.replace("~1", "/").replace("~0", "~"))
    return current


def _distinct(steps: Iterable[Step]) -> tuple[Step, ...]:
    seen: dict[int, Step] = {}
    for step in steps:
        seen.setdefault(id(step), step)
    return tuple(seen.values())


def _single_value(value: Any) -> Any:
    return value[0] if isinstance(value, list) and value else value


def _label(item: dict[str, Any]) -> str:
    return str(item.get("id") or item.get("code") or "the answer")


def _tax_id(text: str) -> str:
    return text.replace("-", "").upper()


def _phone(text: str) -> str:
    digits = "".join(c for c in text if c.isdigit())
    if text.strip().startswith("+"):
        return f"+{digits}"
    if digits.startswith("0"):
        return f"+58{digits[1:]}"
    return f"+{digits}"
