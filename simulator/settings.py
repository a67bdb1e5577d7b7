"""Simulator settings: one frozen object, built from the CLI or the environment, never at import."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import TypeVar

T = TypeVar("T")

DEV_API_KEY = "sim_dev_key"
"""The documented development key accepted when no key is configured."""

DEFAULT_BUSINESS_DATE = date(2026, 11, 20)
"""The simulated "today" of the billing system (the contract's examples are written for it)."""


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
    """

    host: str = "127.0.0.1"
    port: int = 8000
    seed: int = 42
    customers: int = 1000
    api_keys: tuple[str, ...] = (DEV_API_KEY,)
    business_date: date = DEFAULT_BUSINESS_DATE
    max_body_bytes: int = 64 * 1024
    idempotency_ttl_seconds: float = 24 * 3600.0
    idempotency_lease_seconds: float = 30.0
    cache_max_bytes: int = 64 * 1024 * 1024

    def __post_init__(self) -> None:
        if not self.api_keys or not all(self.api_keys):
            raise ValueError("at least one non-empty API key is required")
        if self.customers < 1:
            raise ValueError("customers must be at least 1")
        if not 0 <= self.port <= 65535:
            raise ValueError("port must be between 0 and 65535")
        if self.max_body_bytes < 1:
            raise ValueError("max_body_bytes must be positive")

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> SimulatorSettings:
        """Read ``BILLING_SIM_*`` variables; ``BILLING_SIM_API_KEYS`` is comma-separated.

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
        )


def _parse(environ: Mapping[str, str], name: str, parse: Callable[[str], T], default: T) -> T:
    raw = environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return parse(raw)
    except ValueError:
        raise ValueError(f"{name}={raw!r} is not valid") from None
