"""Cursor pagination edges: first page, both directions, the ends, and bad cursors."""

from __future__ import annotations

import pytest

from billing_sim.simulator.problems import ApiProblem
from billing_sim.simulator.routes.pagination import paginate

ITEMS = [f"inv_{n:08d}" for n in range(7)]


def page(**kwargs: object) -> tuple[list[str], bool]:
    return paginate(ITEMS, str, **kwargs)  # type: ignore[arg-type]


def test_first_page_and_has_more() -> None:
    """Without cursors: the first `limit` items, has_more while items remain."""
    assert page(limit=3) == (ITEMS[:3], True)
    assert page(limit=7) == (ITEMS, False)
    assert page(limit=100) == (ITEMS, False)


def test_starting_after_walks_forward_to_the_end() -> None:
    """starting_after returns the next items; the last page says has_more false."""
    assert page(limit=3, starting_after=ITEMS[2]) == (ITEMS[3:6], True)
    assert page(limit=3, starting_after=ITEMS[3]) == (ITEMS[4:7], False)
    assert page(limit=3, starting_after=ITEMS[6]) == ([], False)


def test_ending_before_walks_backward_to_the_start() -> None:
    """ending_before returns the items just before the cursor; has_more while earlier remain."""
    assert page(limit=2, ending_before=ITEMS[5]) == (ITEMS[3:5], True)
    assert page(limit=3, ending_before=ITEMS[3]) == (ITEMS[0:3], False)
    assert page(limit=3, ending_before=ITEMS[0]) == ([], False)


def test_walking_forward_visits_every_item_once() -> None:
    """Following starting_after from page to page yields the whole list, in order."""
    seen: list[str] = []
    cursor = None
    while True:
        items, more = page(limit=2, starting_after=cursor)
        seen += items
        if not more:
            break
        cursor = items[-1]
    assert seen == ITEMS


@pytest.mark.parametrize("param", ["starting_after", "ending_before"])
def test_unknown_cursor_is_a_bad_request_naming_it(param: str) -> None:
    """A cursor that is not in the list is 400 invalid_request with `param`."""
    with pytest.raises(ApiProblem) as caught:
        page(limit=3, **{param: "inv_99999999"})
    assert (caught.value.code, caught.value.param) == ("invalid_request", param)


def test_both_cursors_are_a_bad_request() -> None:
    """starting_after and ending_before together are 400 invalid_request."""
    with pytest.raises(ApiProblem) as caught:
        page(limit=3, starting_after=ITEMS[1], ending_before=ITEMS[4])
    assert caught.value.code == "invalid_request"
