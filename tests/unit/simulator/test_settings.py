"""SimulatorSettings: defaults, the environment, and refusing nonsense."""

from __future__ import annotations

from datetime import date

import pytest

from billing_sim.simulator.settings import DEV_API_KEY, SimulatorSettings


def test_defaults_accept_the_development_key_on_loopback() -> None:
    """Out of the box: loopback, the dev key, the contract's business date, a 64 KiB body limit."""
    settings = SimulatorSettings()
    assert settings.host == "127.0.0.1"
    assert settings.api_keys == (DEV_API_KEY,)
    assert settings.business_date == date(2026, 11, 20)
    assert settings.max_body_bytes == 64 * 1024


def test_environment_overrides_every_field_it_names() -> None:
    """BILLING_SIM_* variables set keys (comma-separated), seed, size and the business date."""
    settings = SimulatorSettings.from_env(
        {
            "BILLING_SIM_API_KEYS": "alpha, beta,,",
            "BILLING_SIM_SEED": "7",
            "BILLING_SIM_CUSTOMERS": "50",
            "BILLING_SIM_PORT": "9000",
            "BILLING_SIM_BUSINESS_DATE": "2027-01-31",
        }
    )
    assert settings.api_keys == ("alpha", "beta")
    assert (settings.seed, settings.customers, settings.port) == (7, 50, 9000)
    assert settings.business_date == date(2027, 1, 31)


def test_invalid_environment_value_names_the_variable() -> None:
    """A malformed variable is a ValueError that says which one, not a bare int() error."""
    with pytest.raises(ValueError, match="BILLING_SIM_BUSINESS_DATE"):
        SimulatorSettings.from_env({"BILLING_SIM_BUSINESS_DATE": "tomorrow"})
    with pytest.raises(ValueError, match="BILLING_SIM_SEED"):
        SimulatorSettings.from_env({"BILLING_SIM_SEED": "x"})


@pytest.mark.parametrize(
    "kwargs",
    [
        {"api_keys": ()},
        {"api_keys": ("",)},
        {"customers": 0},
        {"port": 70000},
        {"max_body_bytes": 0},
    ],
)
def test_impossible_settings_are_refused(kwargs: dict[str, object]) -> None:
    """No keys, an empty key, no customers, a bad port or no body allowance are errors."""
    with pytest.raises(ValueError, match=r"must|required"):
        SimulatorSettings(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "store", ["memory", "redis://127.0.0.1:6379/0", "rediss://h:6380/1", "unix:///run/r.sock"]
)
def test_a_store_is_memory_or_a_redis_url(store: str) -> None:
    """The accepted stores; only the Redis ones are shared."""
    assert SimulatorSettings(store=store).shared_store is (store != "memory")


@pytest.mark.parametrize("prefix", ["", "a{b}", "with space"])
def test_a_store_prefix_cannot_be_empty_or_hold_braces_or_spaces(prefix: str) -> None:
    """Braces delimit the session in a key; an empty prefix would share the bare keyspace."""
    with pytest.raises(ValueError, match="store prefix"):
        SimulatorSettings(store_prefix=prefix)


def test_the_store_url_is_not_in_the_settings_repr() -> None:
    """A Redis URL may carry a password: repr (logs, tracebacks) leaves it out."""
    assert "hunter2" not in repr(SimulatorSettings(store="redis://:hunter2@h:6379/0"))
