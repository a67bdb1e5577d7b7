"""Everything one client shares between its calls, built once from its keyword options."""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlencode

import httpx

from client._breaker import BreakerListener, CircuitBreaker
from client._budget import RetryBudget
from client._clock import Clock, SystemClock
from client._config import BreakerPolicy, RetryBudgetPolicy, RetryPolicy, Timeouts

USER_AGENT = "billing-client/0.1"
_ACCEPT = "application/json, application/problem+json"


@dataclass(frozen=True, slots=True, eq=False)
class Context:
    """The configuration and shared state of one client (read-only after construction)."""

    base_url: str
    headers: Mapping[str, str]
    timeouts: Timeouts
    retry: RetryPolicy
    breaker: CircuitBreaker
    budget: RetryBudget
    clock: Clock
    rng: random.Random
    parse_url: Callable[[str], httpx.URL]

    def url(self, path: str, params: Mapping[str, str] | None) -> httpx.URL:
        """The absolute URL of ``path`` with its query, parsed once per distinct URL.

        Parsing a URL is the most expensive step of building an httpx request; a bot asks
        about the same customer several times per conversation, so a small per-client
        cache of parsed URLs pays for itself.
        """
        query = f"?{urlencode(params)}" if params else ""
        return self.parse_url(f"{self.base_url}{path}{query}")

    def new_request_id(self) -> str:
        """An ``X-Request-Id`` for one attempt, so even a timed-out request can be traced."""
        return f"req_{self.rng.getrandbits(64):016x}"

    def new_idempotency_key(self) -> str:
        """A UUIDv4-shaped ``Idempotency-Key`` drawn from the injected RNG."""
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))


def build_context(
    base_url: str,
    api_key: str,
    *,
    headers: Mapping[str, str] | None,
    timeouts: Timeouts | None,
    retry: RetryPolicy | None,
    breaker: BreakerPolicy | None,
    retry_budget: RetryBudgetPolicy | None,
    clock: Clock | None,
    rng: random.Random | None,
    listeners: Sequence[BreakerListener],
    name: str,
) -> Context:
    """Validate the options and build a client's context (the one place defaults apply).

    Raises:
        ValueError: a base URL that is not absolute http(s), or an empty API key.
    """
    url = httpx.URL(base_url)
    if url.scheme not in ("http", "https") or not url.host:
        raise ValueError(f"base_url must be an absolute http(s) URL, got {base_url!r}")
    if not api_key or not isinstance(api_key, str):
        raise ValueError("api_key must be a non-empty string")
    clock = clock or SystemClock()
    rng = rng or random.Random()
    static = {"Accept": _ACCEPT, "User-Agent": USER_AGENT, **(headers or {})}
    static["Authorization"] = f"Bearer {api_key}"

    def new_incident_id() -> str:
        return f"inc_{rng.getrandbits(48):012x}"

    return Context(
        base_url=str(url).rstrip("/"),
        headers=static,
        timeouts=timeouts or Timeouts(),
        retry=retry or RetryPolicy(),
        breaker=CircuitBreaker(
            breaker or BreakerPolicy(), clock, new_incident_id, name=name, listeners=listeners
        ),
        budget=RetryBudget(retry_budget or RetryBudgetPolicy()),
        clock=clock,
        rng=rng,
        parse_url=lru_cache(maxsize=1024)(httpx.URL),
    )
