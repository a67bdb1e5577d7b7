"""Simulator settings: one frozen object, built from the CLI or the environment, never at import."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

DEV_API_KEY = "sim_dev_key"
"""The documented development key accepted when no key is configured."""


@dataclass(frozen=True, slots=True)
class SimulatorSettings:
    """Everything that configures one simulator instance.

    Args:
        host: Interface to bind; loopback by default.
        port: TCP port.
        seed: Seed of the generated data (and the default scenario seed).
        customers: Size of the generated customer population.
        api_keys: Bearer keys accepted by the billing API.
    """

    host: str = "127.0.0.1"
    port: int = 8000
    seed: int = 42
    customers: int = 1000
    api_keys: tuple[str, ...] = (DEV_API_KEY,)

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> SimulatorSettings:
        """Read ``BILLING_SIM_*`` variables; ``BILLING_SIM_API_KEYS`` is comma-separated."""
        defaults = cls()
        keys = environ.get("BILLING_SIM_API_KEYS")
        return cls(
            host=environ.get("BILLING_SIM_HOST", defaults.host),
            port=int(environ.get("BILLING_SIM_PORT", defaults.port)),
            seed=int(environ.get("BILLING_SIM_SEED", defaults.seed)),
            customers=int(environ.get("BILLING_SIM_CUSTOMERS", defaults.customers)),
            api_keys=tuple(k for k in keys.split(",") if k) if keys else defaults.api_keys,
        )
