"""Responses from data-seam models: bodies built on a cache miss only, ``ETag``/``304``.

The cache itself and what it holds are in ``billing_sim.simulator.routes.cache``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from pydantic import BaseModel
from starlette.responses import Response

from billing_sim.simulator.data.api import RecordedPayment
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.routes.cache import Rendered
from billing_sim.simulator.routes.deps import Deps

JSON = "application/json"


Build = Callable[[Sequence[RecordedPayment]], BaseModel]
"""Builds a response model from the session's recorded payments of the customer concerned."""


async def cached(
    deps: Deps,
    context: RequestContext,
    parts: Hashable,
    build: Build,
    *,
    etag: bool,
    payments_of: str | None = None,
) -> Response:
    """Answer from the cache, building and caching the body on a miss.

    Every entry is tied to the data version it was built from: the generated data (immutable)
    or, with ``payments_of``, ``(session, data version)`` of that customer's recorded payments.
    Versions never repeat (:meth:`~simulator.store.Store.data_version`), so once a payment or a
    reset changes the data, no request can meet an entry built before.

    Args:
        deps: Route dependencies.
        context: The request.
        parts: Everything besides operation and locale the body depends on (parameters).
        build: Makes the model on a miss.
        etag: Whether this is a single-resource read (``ETag``, ``If-None-Match`` → ``304``).
        payments_of: The customer whose recorded payments the body depends on, if any.
    """
    version: tuple[str, int] | None = None
    if payments_of is not None:
        current = await deps.store.data_version(context.session, payments_of)
        version = (context.session, current) if current else None
    key = (context.operation_id, context.locale, parts, version)
    rendered = deps.cache.get(key)
    if rendered is None:
        recorded: Sequence[RecordedPayment] = ()
        if version is not None and payments_of is not None:
            # The payments and their version in one atomic read: a payment appended since
            # the version above is keyed by its own version, never by the older one.
            snapshot = await deps.store.payments_snapshot(context.session, payments_of)
            recorded = snapshot.payments
            key = (context.operation_id, context.locale, parts, (context.session, snapshot.version))
        rendered = deps.cache.put(key, Rendered.of(build(recorded)))
    return respond(context, rendered, etag=etag)


def respond(context: RequestContext, rendered: Rendered, *, etag: bool) -> Response:
    """A ``200`` with ``rendered`` (or a ``304`` when ``If-None-Match`` matches its ETag)."""
    if not etag:
        plain: dict[str, str] = {"Content-Language": context.locale, "Vary": "Accept-Language"}
        return Response(rendered.body, headers=plain, media_type=JSON)
    if_none_match = context.if_none_match
    if if_none_match is not None and etag_matches(if_none_match, rendered.etag):
        return Response(status_code=304, headers={"ETag": rendered.etag, "Vary": "Accept-Language"})
    headers: dict[str, str] = {
        "ETag": rendered.etag,
        "Content-Language": context.locale,
        "Vary": "Accept-Language",
    }
    return Response(rendered.body, headers=headers, media_type=JSON)


def etag_matches(if_none_match: str, etag: str) -> bool:
    """RFC 9110 weak comparison of ``etag`` with each tag of an ``If-None-Match`` list."""
    if if_none_match.strip() == "*":
        return True
    opaque = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == opaque for tag in if_none_match.split(","))
