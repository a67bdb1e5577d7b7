"""The list operations' one body: a cursor page of a full list, cached like any response.

Every list operation takes ``limit``, ``starting_after`` and ``ending_before`` and answers
``{"data": [...], "has_more": ...}`` without an ``ETag``; what differs is only which list and
which envelope, so a handler names those and :func:`paged_list` does the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol, TypeVar

from pydantic import BaseModel
from starlette.responses import Response

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.pagination import paginate
from billing_sim.simulator.routes.responses import cached

T = TypeVar("T")


class Identified(Protocol):
    """An item whose cursor is its ``id``."""

    @property
    def id(self) -> str:
        """The item's id."""
        ...


def by_id(item: Identified) -> str:
    """The cursor of an item that has an ``id`` (every listed resource but plans)."""
    return item.id


async def paged_list(
    deps: Deps,
    context: RequestContext,
    parts: Hashable,
    items: Callable[[Sequence[RecordedPayment]], Sequence[T]],
    envelope: type[BaseModel],
    *,
    cursor_of: Callable[[T], str],
    payments_of: str | None = None,
) -> Response:
    """One page of ``items`` in its ``envelope``, from the cache or built on a miss.

    Args:
        deps: Route dependencies.
        context: The request (its ``limit``, ``starting_after`` and ``ending_before``).
        parts: What the list depends on besides the page parameters (its owner, filters).
        items: The whole list, in the operation's order, from the recorded payments of
            ``payments_of`` (none without it).
        envelope: The list's model (``data`` and ``has_more``).
        cursor_of: An item's cursor value (:func:`by_id`, a plan's code).
        payments_of: The customer whose recorded payments the list depends on, if any.

    Raises:
        ApiProblem: ``invalid_request`` for both cursors or one not in the list.
    """
    limit = context.integer("limit")
    after, before = context.text("starting_after"), context.text("ending_before")

    def build(recorded: Sequence[RecordedPayment]) -> BaseModel:
        page, has_more = paginate(
            items(recorded), cursor_of, limit=limit, starting_after=after, ending_before=before
        )
        return envelope(data=page, has_more=has_more)

    key = (parts, limit, after, before)
    return await cached(deps, context, key, build, etag=False, payments_of=payments_of)
