"""Everything one client shares between its calls, opened once from its keyword options."""

from __future__ import annotations

import dataclasses
import random
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar
from urllib.parse import urlencode

import httpx

from billing_sim.client._breaker import BreakerListener, CircuitBreaker
from billing_sim.client._budget import RetryBudget
from billing_sim.client._clock import Clock, SystemClock
from billing_sim.client._config import BreakerPolicy, RetryBudgetPolicy, RetryPolicy, Timeouts

USER_AGENT = "billing-client/0.1"
_ACCEPT = "application/json, application/problem+json"
H = TypeVar("H")  # httpx.Client or httpx.AsyncClient
T = TypeVar("T")  # the transport type of H


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


@dataclass(frozen=True, slots=True, eq=False)
class Session(Generic[H]):
    """One client's context and the httpx client its requests are sent with.

    ``BillingClient(...)`` opens one; ``BillingTools(client=...)`` runs its capabilities on that
    client's session, so the two share one breaker, one retry budget and one connection pool.

    Attributes:
        context: The validated options, and the breaker and retry budget every call shares.
        http: The ``httpx.Client`` (``httpx.AsyncClient``) requests are sent with.
        owns_http: Whether the session created ``http``, and so is the one to close it.
    """

    context: Context
    http: H
    owns_http: bool


def open_session(
    base_url: str,
    api_key: str,
    http_client: H | None,
    transport: T | None,
    own_http: Callable[[T | None, Mapping[str, str]], H],
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
) -> Session[H]:
    """Validate a client's options and open its session (the one place defaults apply).

    Args:
        http_client: The httpx client to send with; the session never closes it.
        transport: Without ``http_client``, the transport of the session's own httpx client,
            which ``own_http`` builds with the static headers.

    Raises:
        ValueError: a base URL that is not absolute http(s), an empty API key, or both
            ``http_client`` and ``transport``.
    """
    if http_client is not None and transport is not None:
        raise ValueError("pass either http_client or transport, not both")
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

    context = Context(
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
    if http_client is not None:
        return Session(context, http_client, owns_http=False)
    # The session's own client carries the static headers, so each request merges only its
    # own (X-Request-Id...).
    own = own_http(transport, context.headers)
    return Session(dataclasses.replace(context, headers={}), own, owns_http=True)


C = TypeVar("C")
_OPTION_DEFAULTS: dict[str, object] = {"listeners": (), "name": "billing"}


def tools_client(
    build: Callable[..., C],
    client: C | None,
    base_url: str | None,
    api_key: str | None,
    options: Mapping[str, object],
) -> C:
    """The client a tool set runs on: ``client`` itself, or one ``build`` makes from the options.

    Raises:
        TypeError: neither a client nor a base URL and an API key.
        ValueError: a client and options as well (they would be ignored).
    """
    if client is None:
        if base_url is None or api_key is None:
            raise TypeError("pass base_url and api_key, or client=")
        return build(base_url, api_key, **options)
    given = [name for name, value in options.items() if value != _OPTION_DEFAULTS.get(name)]
    if base_url is not None or api_key is not None or given:
        raise ValueError("pass either client or the options to build one, not both")
    return client
