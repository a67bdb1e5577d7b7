"""Simulator settings: one frozen object, built from the CLI or the environment, never at import."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import TypeVar

T = TypeVar("T")

DEV_API_KEY = "sim_dev_key"
"""The documented development key accepted when no key is configured."""

DEFAULT_BUSINESS_DATE = date(2026, 11, 20)
"""The simulated "today" of the billing system (the contract's examples are written for it)."""

MIN_ADMIN_TOKEN_LENGTH = 16
"""Shortest admin token accepted: the control plane can switch any session's outage."""

MEMORY_STORE = "memory"
"""The store setting of the default: state in this process only."""

STORE_URL_SCHEMES = ("redis://", "rediss://", "unix://")
"""The store URLs accepted besides ``memory``: a Redis server (TCP, TLS or a Unix socket)."""

DEFAULT_STORE_PREFIX = "billing-sim"

_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True, slots=True)
class SimulatorSettings:
    """Everything that configures one simulator instance.

    Args:
        host: Interface to bind; loopback by default.
        port: TCP port (0 picks a free one).
        seed: Seed of the generated data (and the default scenario seed).
        customers: Size of the generated customer population.
        api_keys: Bearer keys accepted by the billing API.
        business_date: The simulated current date of the billing system.
        max_body_bytes: Largest request body accepted; larger ones get ``413``.
        idempotency_ttl_seconds: How long a completed ``Idempotency-Key`` is remembered.
        idempotency_lease_seconds: How long an in-flight key stays locked if its request dies
            without releasing it (a crashed instance behind a shared store).
        cache_max_bytes: Budget of the rendered-response cache.
        admin_token: Bearer token of the control plane (``/_sim/*``); without one the control
            plane is off (``404``) except ``GET /_sim/personas``. Never shown in ``repr``.
        scenario: The scenario every session starts with: a shipped name or a file path
            (``None``: healthy). Each session's timeline starts at its first request.
        fault_header: Whether answers shaped by a scenario rule carry ``X-Sim-Fault``
            (turn off to mimic the real API exactly).
        log_pii: Whether the journal keeps phone numbers and tax ids unmasked.
        journal_max_entries: Journal entries kept per session (a ring); ``0`` turns it off.
        store: Where mutable state lives: ``memory`` (this process only) or a Redis URL,
            ``redis://HOST:PORT/DB``, shared by every instance pointed at it (``repr`` hides
            it: it may hold a password).
        store_prefix: What every key of a shared store starts with, so that several
            simulators (or anything else) can share one Redis.
    """

    host: str = "127.0.0.1"
    port: int = 8000
    seed: int = 42
    customers: int = 1000
    api_keys: tuple[str, ...] = field(default=(DEV_API_KEY,), repr=False)
    business_date: date = DEFAULT_BUSINESS_DATE
    max_body_bytes: int = 64 * 1024
    idempotency_ttl_seconds: float = 24 * 3600.0
    idempotency_lease_seconds: float = 30.0
    cache_max_bytes: int = 64 * 1024 * 1024
    admin_token: str | None = field(default=None, repr=False)
    scenario: str | None = None
    fault_header: bool = True
    log_pii: bool = False
    journal_max_entries: int = 10_000
    store: str = field(default=MEMORY_STORE, repr=False)
    store_prefix: str = DEFAULT_STORE_PREFIX

    def __post_init__(self) -> None:
        if not self.api_keys or not all(self.api_keys):
            raise ValueError("at least one non-empty API key is required")
        if self.customers < 1:
            raise ValueError("customers must be at least 1")
        if not 0 <= self.port <= 65535:
            raise ValueError("port must be between 0 and 65535")
        if self.max_body_bytes < 1:
            raise ValueError("max_body_bytes must be positive")
        if self.admin_token is not None and len(self.admin_token) < MIN_ADMIN_TOKEN_LENGTH:
            raise ValueError(
                f"the admin token must have at least {MIN_ADMIN_TOKEN_LENGTH} characters"
            )
        if not 0 <= self.journal_max_entries <= 1_000_000:
            raise ValueError("journal_max_entries must be between 0 and 1000000")
        if self.store != MEMORY_STORE and not self.store.startswith(STORE_URL_SCHEMES):
            raise ValueError(
                f"the store is {MEMORY_STORE!r} or a Redis URL (redis://HOST:PORT/DB), "
                f"not {self.store.partition('@')[2] or self.store!r}"
            )
        if not self.store_prefix or not set(self.store_prefix).isdisjoint("{} \t\r\n"):
            raise ValueError("the store prefix must be non-empty, without braces or spaces")

    @property
    def shared_store(self) -> bool:
        """Whether the state is in a store other instances can share (Redis)."""
        return self.store != MEMORY_STORE

    @property
    def control_plane(self) -> bool:
        """Whether ``/_sim/*`` (besides ``/_sim/personas``) is served: an admin token is set."""
        return self.admin_token is not None

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> SimulatorSettings:
        """Read ``BILLING_SIM_*`` variables; ``BILLING_SIM_API_KEYS`` is comma-separated.

        Also ``BILLING_SIM_ADMIN_TOKEN``, ``BILLING_SIM_SCENARIO``, ``BILLING_SIM_FAULT_HEADER``
        and ``BILLING_SIM_LOG_PII`` (``1``/``0``, ``true``/``false``...),
        ``BILLING_SIM_JOURNAL_SIZE``, ``BILLING_SIM_STORE`` and ``BILLING_SIM_STORE_PREFIX``.

        Raises:
            ValueError: naming the variable whose value is not valid.
        """
        defaults = cls()
        keys = environ.get("BILLING_SIM_API_KEYS")
        return cls(
            host=environ.get("BILLING_SIM_HOST", defaults.host),
            port=_parse(environ, "BILLING_SIM_PORT", int, defaults.port),
            seed=_parse(environ, "BILLING_SIM_SEED", int, defaults.seed),
            customers=_parse(environ, "BILLING_SIM_CUSTOMERS", int, defaults.customers),
            api_keys=tuple(k.strip() for k in keys.split(",") if k.strip())
            if keys
            else defaults.api_keys,
            business_date=_parse(
                environ, "BILLING_SIM_BUSINESS_DATE", date.fromisoformat, defaults.business_date
            ),
            admin_token=environ.get("BILLING_SIM_ADMIN_TOKEN") or None,
            scenario=environ.get("BILLING_SIM_SCENARIO") or None,
            fault_header=_parse(
                environ, "BILLING_SIM_FAULT_HEADER", parse_flag, defaults.fault_header
            ),
            log_pii=_parse(environ, "BILLING_SIM_LOG_PII", parse_flag, defaults.log_pii),
            journal_max_entries=_parse(
                environ, "BILLING_SIM_JOURNAL_SIZE", int, defaults.journal_max_entries
            ),
            store=environ.get("BILLING_SIM_STORE") or defaults.store,
            store_prefix=environ.get("BILLING_SIM_STORE_PREFIX") or defaults.store_prefix,
        )


def parse_flag(text: str) -> bool:
    """``1``/``true``/``yes``/``on`` or ``0``/``false``/``no``/``off``, any case.

    Raises:
        ValueError: for anything else.
    """
    lowered = text.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ValueError(f"not a yes/no value: {text!r}")


def _parse(environ: Mapping[str, str], name: str, parse: Callable[[str], T], default: T) -> T:
    raw = environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return parse(raw)
    except ValueError:
        raise ValueError(f"{name}={raw!r} is not valid") from None
