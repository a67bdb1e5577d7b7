"""Which locale a response must be rendered in, by the contract's negotiation rule.

The rule is the contract's (:func:`billing_sim.openapi.conventions.negotiate_locale`, from its
``x-conventions`` locales): the most preferred supported language of ``Accept-Language``
(q-values honoured), the default (``es-VE``) when none is supported or the header is absent. A
header that is not an RFC 9110 ``Accept-Language`` value (fuzzed bytes) is not judged: how a
server reads garbage is not a promise of this contract.
"""

from __future__ import annotations

import re

from billing_sim.openapi.conventions import LOCALES, negotiate_locale

SUPPORTED = tuple(LOCALES)
_RANGE = r"(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)"
_WEIGHT = r"(?:[ \t]*;[ \t]*[qQ]=(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))"
_ITEM = rf"{_RANGE}{_WEIGHT}?"
_ACCEPT_LANGUAGE = re.compile(rf"[ \t]*{_ITEM}(?:[ \t]*,[ \t]*{_ITEM})*[ \t]*")


def negotiated(accept_language: str | None) -> str | None:
    """The locale the contract selects for ``accept_language``; ``None`` when it is malformed."""
    if not accept_language or not accept_language.strip():
        return negotiate_locale(None)
    if not _ACCEPT_LANGUAGE.fullmatch(accept_language):
        return None
    return negotiate_locale(accept_language)


def rendering_locale(accept_language: str | None, content_language: str | None) -> str | None:
    """The locale display strings must be in.

    Args:
        accept_language: The request's header (``""`` when absent), or ``None`` to go by the
            response's ``Content-Language`` alone (a replayed response).
        content_language: The response's header, if any.
    """
    if accept_language is not None:
        expected = negotiated(accept_language)
        if expected is not None:
            return expected
    return content_language if content_language in SUPPORTED else None
