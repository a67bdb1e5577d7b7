"""Serialised bodies and their cache: what a response costs once, not per request.

Cache keys hold everything a body depends on: operation, locale, parameters and, for data that
recorded payments change, ``(session, data version)``. Sessions that recorded nothing share
the entries of the generated data, so a thousand sessions do not multiply the cache.
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable
from dataclasses import dataclass

from pydantic import BaseModel


@dataclass(frozen=True, slots=True)
class Rendered:
    """A serialised body and its strong ``ETag``."""

    body: bytes
    etag: str

    @classmethod
    def of(cls, model: BaseModel) -> Rendered:
        """Serialise ``model`` (every property present; ``null`` where it does not apply)."""
        body = model.model_dump_json().encode()
        return cls(body, '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"')


class ResponseCache:
    """A FIFO cache of :class:`Rendered` bodies bounded by their total size.

    Args:
        max_bytes: Budget for the bodies; the oldest entries go first when it is exceeded.
    """

    def __init__(self, max_bytes: int) -> None:
        self._max_bytes = max_bytes
        self._size = 0
        self._entries: dict[Hashable, Rendered] = {}

    def get(self, key: Hashable) -> Rendered | None:
        """The entry under ``key``, if cached."""
        return self._entries.get(key)

    def put(self, key: Hashable, rendered: Rendered) -> Rendered:
        """Cache ``rendered`` under ``key`` (unless it alone exceeds the budget); return it."""
        size = len(rendered.body)
        if size > self._max_bytes or key in self._entries:
            return rendered
        self._entries[key] = rendered
        self._size += size
        while self._size > self._max_bytes:
            oldest = next(iter(self._entries))
            self._size -= len(self._entries.pop(oldest).body)
        return rendered

    def __len__(self) -> int:
        return len(self._entries)
