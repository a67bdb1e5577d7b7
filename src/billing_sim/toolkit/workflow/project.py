"""The project's schemathesis configuration and the contract, bound to one implementation.

``schemathesis.toml`` at the repository root is the single configuration: its per-operation
expectations and stateful settings apply to every implementation. Its auth is the simulator's
development key; a ``--token`` replaces it here, in the configuration, because schemathesis only
treats configured credentials as the client's own (``ignored_auth`` needs that to probe).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import schemathesis
from schemathesis.config import ConfigError, SchemathesisConfig
from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.openapi import CONTRACT_PATH


def _default_config_path() -> Path:
    # A wheel carries a copy next to billing.yaml (hatch force-include); a checkout has the one
    # file at the repository's root, where `st run` also finds it.
    packaged = CONTRACT_PATH.with_name("schemathesis.toml")
    return packaged if packaged.is_file() else CONTRACT_PATH.parents[3] / "schemathesis.toml"


DEFAULT_CONFIG_PATH = _default_config_path()
"""The project's ``schemathesis.toml``: a checkout's root, or beside the contract in a wheel."""

SECURITY_SCHEME = "bearerAuth"
DEFAULT_REQUEST_TIMEOUT = 30
"""Seconds, unless ``schemathesis.toml`` sets ``request-timeout``."""


class SetupError(Exception):
    """The run cannot start: a bad option, configuration file or URL (exit status 2)."""


@dataclass(frozen=True, slots=True)
class Target:
    """An implementation of the contract.

    Attributes:
        base_url: Where its API lives (``https://staging.example/``; paths start with ``/v1``).
        token: Bearer key; ``None`` keeps the configuration's (the simulator's dev key).
    """

    base_url: str
    token: str | None = None

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise SetupError(f"{self.base_url!r} is not an http(s) URL, e.g. http://127.0.0.1:8000")

    @property
    def root(self) -> str:
        """The base URL without a trailing slash."""
        return self.base_url.rstrip("/")


def read_config(path: Path) -> dict[str, Any]:
    """The TOML document at ``path``.

    Raises:
        SetupError: when the file is missing or is not TOML.
    """
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SetupError(f"{path}: no such schemathesis configuration (pass --config)") from None
    except (OSError, UnicodeDecodeError) as error:
        raise SetupError(f"{path}: cannot read it: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise SetupError(f"{path}: not valid TOML: {error}") from None


def configured_token(document: dict[str, Any]) -> str | None:
    """The bearer key ``schemathesis.toml`` gives the contract's security scheme, if any."""
    scheme = document.get("auth", {}).get("openapi", {}).get(SECURITY_SCHEME, {})
    token = scheme.get("bearer") if isinstance(scheme, dict) else None
    return token if isinstance(token, str) else None


def build_config(
    document: dict[str, Any],
    *,
    base_dir: Path,
    token: str | None,
    seed: int,
    max_examples: int | None,
) -> SchemathesisConfig:
    """The project configuration with this run's token, seed and example budget.

    The example database is off: a run is reproduced by its seed, not by files left behind.
    Requests time out after :data:`DEFAULT_REQUEST_TIMEOUT` seconds unless the file says otherwise.

    Raises:
        SetupError: when schemathesis rejects the configuration.
    """
    # A staging server that hangs must not hang the run; the file may set its own limit.
    document = {"request-timeout": DEFAULT_REQUEST_TIMEOUT, **document, "seed": seed}
    generation = {**document.get("generation", {}), "database": "none"}
    if max_examples is not None:
        generation["max-examples"] = max_examples
    document["generation"] = generation
    if token is not None:
        schemes = dict(document.get("auth", {}).get("openapi", {}))
        schemes[SECURITY_SCHEME] = {"bearer": token}
        document["auth"] = {**document.get("auth", {}), "openapi": schemes}
    try:
        return SchemathesisConfig.from_dict(document, base_dir=str(base_dir))
    except ConfigError as error:
        raise SetupError(f"schemathesis configuration: {error}") from None


def load_schema(config: SchemathesisConfig, target: Target) -> OpenApiSchema:
    """The contract, configured by ``config``, sending its requests to ``target``.

    Raises:
        SetupError: when schemathesis rejects the base URL.
    """
    schema = schemathesis.openapi.from_path(CONTRACT_PATH, config=config)
    try:
        schema.config.update(base_url=target.root)
    except (ConfigError, ValueError) as error:
        raise SetupError(f"--base-url {target.base_url}: {error}") from None
    return schema
