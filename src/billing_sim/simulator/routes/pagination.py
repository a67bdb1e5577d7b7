"""Cursor pagination over a full, ordered list: ``limit``, ``starting_after``, ``ending_before``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from billing_sim.simulator.problems import ApiProblem, Localized

T = TypeVar("T")

_BOTH = Localized(
    es="Use starting_after o ending_before, no ambos.",
    en="Use starting_after or ending_before, not both.",
)


def paginate(
    items: Sequence[T],
    cursor_of: Callable[[T], str],
    *,
    limit: int,
    starting_after: str | None = None,
    ending_before: str | None = None,
) -> tuple[list[T], bool]:
    """One page of ``items`` and whether more lie beyond it in the direction of travel.

    Args:
        items: The whole list, in the operation's order.
        cursor_of: The cursor value of an item (its id, a plan's code).
        limit: Page size.
        starting_after: Return the items after this cursor.
        ending_before: Return the (last ``limit``) items before this cursor.

    Returns:
        ``(page, has_more)``; with ``ending_before``, ``has_more`` tells whether items remain
        before the page.

    Raises:
        ApiProblem: ``invalid_request`` when both cursors are given or a cursor is not in
            ``items``.
    """
    if starting_after is not None and ending_before is not None:
        raise ApiProblem("invalid_request", _BOTH, param="ending_before")
    if starting_after is not None:
        start = _position(items, cursor_of, starting_after, "starting_after") + 1
        return list(items[start : start + limit]), start + limit < len(items)
    if ending_before is not None:
        end = _position(items, cursor_of, ending_before, "ending_before")
        start = max(0, end - limit)
        return list(items[start:end]), start > 0
    return list(items[:limit]), len(items) > limit


def _position(items: Sequence[T], cursor_of: Callable[[T], str], cursor: str, param: str) -> int:
    for index, item in enumerate(items):
        if cursor_of(item) == cursor:
            return index
    raise ApiProblem(
        "invalid_request",
        Localized(
            es=f"El cursor {param} no corresponde a ningún elemento de esta lista.",
            en=f"The {param} cursor does not match any item of this list.",
        ),
        param=param,
    )
