"""The page walks catch any cursor that is ignored, repeats or skips, and any ``has_more`` that
contradicts the list, in either direction: a list API with each kind of bug, one at a time."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from schemathesis import Case, Response

from billing_sim.toolkit.verify.stateful.judgement import Findings
from billing_sim.toolkit.verify.stateful.pagination import walk_lists
from billing_sim.toolkit.workflow.caller import Caller
from billing_sim.toolkit.workflow.trace import Trace
from tests.unit.toolkit.workflow_support import BASE, response, schema, step

CUSTOMER = "cus_abcdef1"
Pager = Callable[[list[str], int, str | None, str | None], tuple[list[str], bool]]


def correct(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    """The contract's paging (the simulator's)."""
    if after is not None:
        start = items.index(after) + 1
        return items[start : start + limit], start + limit < len(items)
    if before is not None:
        end = items.index(before)
        start = max(0, end - limit)
        return items[start:end], start > 0
    return items[:limit], len(items) > limit


def ignores_after(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    return correct(items, limit, None, before)


def skips_one(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    if after is not None:
        after = items[min(items.index(after) + 1, len(items) - 1)]
    return correct(items, limit, after, before)


def repeats_cursor(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    if after is not None:
        start = items.index(after)
        return items[start : start + limit], start + limit < len(items)
    return correct(items, limit, after, before)


def full_page_has_more(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    page, _ = correct(items, limit, after, before)
    return page, len(page) == limit


def has_more_always_false(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    return correct(items, limit, after, before)[0], False


def ignores_before(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    return correct(items, limit, after, None)


def before_inclusive(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    if before is not None:
        end = items.index(before) + 1
        start = max(0, end - limit)
        return items[start:end], start > 0
    return correct(items, limit, after, before)


def before_has_more_forward(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    """``has_more`` after an ``ending_before`` page says whether items follow it (Stripe's
    forward meaning), not whether items remain in the direction of travel."""
    page, more = correct(items, limit, after, before)
    if before is not None:
        return page, items.index(before) < len(items)
    return page, more


def sorted_differently(
    items: list[str], limit: int, after: str | None, before: str | None
) -> tuple[list[str], bool]:
    """A large page in another order than the small ones."""
    if limit >= len(items):
        return list(reversed(items)), False
    return correct(items, limit, after, before)


class ListApi:
    """listInvoices of one customer, paged by ``pager``."""

    def __init__(self, items: list[str], pager: Pager) -> None:
        self.items, self.pager = items, pager

    def __call__(self, case: Case[Any]) -> Response:
        query = case.query or {}
        limit = int(query.get("limit", 10))
        page, more = self.pager(
            self.items, limit, query.get("starting_after"), query.get("ending_before")
        )
        body = {"data": [{"id": item, "status": "paid"} for item in page], "has_more": more}
        return response(200, body, url=f"{BASE}{case.formatted_path}")


def walked(items: list[str], pager: Pager) -> tuple[bool | None, str]:
    api = ListApi(items, pager)
    trace = Trace()
    first = step(
        "s/ListInvoices",
        "listInvoices",
        200,
        json.loads(api(_case()).content),
        path={"customer_id": CUSTOMER},
    )
    trace.steps.append(first)
    [outcome] = walk_lists(Caller(schema(), api, trace, "t"), trace, Findings())
    return outcome.holds, outcome.detail


def _case() -> Case[Any]:
    return (
        schema()
        .find_operation_by_id("listInvoices")
        .Case(path_parameters={"customer_id": CUSTOMER})
    )


INVOICES = [f"inv_abcdef{index:02d}" for index in range(12, 0, -1)]


@pytest.mark.parametrize("count", [2, 3, 7, 12])
def test_a_correct_list_holds_whatever_its_length(count: int) -> None:
    """Partial and full last pages, both directions, both boundaries."""
    holds, detail = walked(INVOICES[:count], correct)
    assert holds is True, detail


@pytest.mark.parametrize(
    ("pager", "seen"),
    [
        (ignores_after, "repeats"),
        (skips_one, "skips"),
        (repeats_cursor, "repeats"),
        (full_page_has_more, "has_more is True"),
        (has_more_always_false, "has_more is False"),
        (ignores_before, "ending_before"),
        (before_inclusive, "ending_before"),
        (before_has_more_forward, "has_more is True"),
        (sorted_differently, "got"),
    ],
    ids=lambda value: getattr(value, "__name__", str(value)),
)
def test_every_kind_of_paging_bug_is_caught(pager: Pager, seen: str) -> None:
    """Twelve invoices: each bug makes some page differ from the large page's slice."""
    holds, detail = walked(INVOICES, pager)
    assert holds is False
    assert seen in detail


def test_the_full_list_is_learnt_for_the_checks_after_it() -> None:
    """The walk keeps every item (the balance is checked against them)."""
    api = ListApi(INVOICES, correct)
    trace = Trace(
        steps=[
            step(
                "s/ListInvoices",
                "listInvoices",
                200,
                {"data": [], "has_more": True},
                path={"customer_id": CUSTOMER},
            )
        ]
    )
    findings = Findings()
    walk_lists(Caller(schema(), api, trace, "t"), trace, findings)
    assert [item["id"] for item in findings.full_lists["listInvoices"]] == INVOICES


def test_a_list_of_one_item_is_not_exercised_with_the_reason() -> None:
    """Nothing to page: said, not passed."""
    holds, detail = walked(INVOICES[:1], correct)
    assert (holds, detail) == (None, "listInvoices: 1 item(s), too few to page")
