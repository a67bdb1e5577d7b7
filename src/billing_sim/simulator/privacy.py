"""Personal data out of logs: phone numbers and tax ids masked in request targets.

They only travel in searchCustomers' query string (``phone``, ``tax_id``). The journal and the
server's access log show every value there but its last two characters as ``*``, unless the
instance is told to log personal data (``--log-pii``).
"""

from __future__ import annotations

import logging
from urllib.parse import parse_qsl, quote

PII_PARAMETERS = frozenset({"phone", "tax_id"})
"""Query parameters that carry personal data."""

VISIBLE_TAIL = 2
"""Characters of a masked value left readable, so QA can still tell requests apart."""


def mask(value: str) -> str:
    """``+584141234567`` -> ``***********67``."""
    hidden = max(0, len(value) - VISIBLE_TAIL)
    return "*" * hidden + value[hidden:]


def masked_query(query: str) -> str:
    """``query`` with the values of personal-data parameters masked (others re-encoded)."""
    pairs = parse_qsl(query, keep_blank_values=True)
    if not any(name in PII_PARAMETERS for name, _ in pairs):
        return query
    return "&".join(
        f"{quote(name, safe='_')}={quote(mask(value) if name in PII_PARAMETERS else value)}"
        for name, value in pairs
    )


def masked_target(target: str) -> str:
    """A request target (path and query) with personal data masked."""
    path, separator, query = target.partition("?")
    return f"{path}?{masked_query(query)}" if separator else path


class MaskingAccessFilter(logging.Filter):
    """Masks personal data in uvicorn's access log lines (``uvicorn.access``).

    uvicorn logs ``(client, method, target, http version, status)``; the target is masked.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's target; never drops a record."""
        args = record.args
        if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str):
            record.args = (*args[:2], masked_target(args[2]), *args[3:])
        return True
