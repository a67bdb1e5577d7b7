"""Bodies that break the contract on purpose: a field removed or retyped, bad JSON, wrong type.

Pure functions of the real body, so the same response is always broken the same way.
"""

from __future__ import annotations

import json
from typing import Any

from simulator.scenario import contract
from simulator.scenario.outcome import Malformed

HTML_CONTENT_TYPE = b"text/html; charset=utf-8"


def malformed_body(
    outcome: Malformed, operation_id: str, body: bytes, content_type: bytes
) -> tuple[bytes, bytes]:
    """The body and content type to send instead of ``body``/``content_type``.

    Args:
        outcome: Which way to break the body (``variant``, optional ``field``).
        operation_id: The operation the body answers (picks a field when none is given).
        body: The real JSON body.
        content_type: The real content type.
    """
    if outcome.variant == "wrong_content_type":
        return body, HTML_CONTENT_TYPE
    if outcome.variant == "invalid_json":
        return _invalid_json(body), content_type
    try:
        document = json.loads(body)
    except ValueError:
        document = None
    if not isinstance(document, dict) or not document:
        return _invalid_json(body), content_type
    name = _field(outcome.field, operation_id, document)
    if outcome.variant == "missing_field":
        del document[name]
    else:
        document[name] = wrong_type(document[name])
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False).encode(), content_type


def wrong_type(value: Any) -> Any:
    """A value of another JSON type than ``value`` (strings become numbers, the rest strings)."""
    if isinstance(value, str):
        return 12345
    if value is None:
        return []
    return "not-a-" + type(value).__name__


def _invalid_json(body: bytes) -> bytes:
    """The first half of the body plus a stray brace: never parses, still looks like JSON."""
    return body[: len(body) // 2] + b"{"


def _field(wanted: str | None, operation_id: str, document: dict[str, Any]) -> str:
    if wanted is not None and wanted in document:
        return wanted
    # Without a field, the first property of the contract's schema the body has.
    for name in contract.response_fields(operation_id):
        if name in document:
            return name
    return next(iter(document))
