"""The negotiated language: ``Content-Language`` follows ``Accept-Language``."""

from __future__ import annotations

from billing_sim.toolkit.verify.negotiation import negotiated
from billing_sim.toolkit.verify.responses.exchange import Exchange
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations, holds


def content_language(exchange: Exchange) -> Violations:
    """Where the contract declares ``Content-Language``, it is the locale negotiated from the
    request's ``Accept-Language`` (``es-VE`` by default). A replay carries the stored
    response's, so it is not judged; a missing header is ``headers.required``'s."""
    if "Content-Language" not in exchange.declared_headers() or exchange.replayed:
        return None
    shown = exchange.headers.get("content-language")
    sent = exchange.request_headers.get("accept-language")
    expected = negotiated(sent)
    if shown is None or expected is None:
        return None
    asked = f"Accept-Language {sent!r}" if sent is not None else "no Accept-Language"
    return holds(
        shown == expected,
        f"{asked} answered with Content-Language {shown!r}; expected {expected!r}",
    )


PROMISES = (
    ResponsePromise(
        "negotiation.content-language",
        "Content-Language does not follow Accept-Language",
        "responses that declare Content-Language",
        content_language,
    ),
)
