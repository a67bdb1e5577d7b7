"""The project's schemathesis.toml, with a run's token, seed and budget, bound to a target."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from billing_sim.toolkit.workflow.project import (
    DEFAULT_CONFIG_PATH,
    DEFAULT_REQUEST_TIMEOUT,
    SetupError,
    Target,
    build_config,
    configured_token,
    load_schema,
    read_config,
)


def config(token: str | None = None, seed: int = 3, max_examples: int | None = None) -> Any:
    return build_config(
        read_config(DEFAULT_CONFIG_PATH),
        base_dir=DEFAULT_CONFIG_PATH.parent,
        token=token,
        seed=seed,
        max_examples=max_examples,
    )


def test_the_project_configuration_keeps_its_auth_and_expectations() -> None:
    """Without --token the dev key of schemathesis.toml is used."""
    document = read_config(DEFAULT_CONFIG_PATH)
    assert configured_token(document) == "sim_dev_key"
    built = config()
    project = built.projects.get_default()
    assert project.auth.all_openapi_schemes["bearerAuth"].bearer == "sim_dev_key"


def test_a_token_replaces_the_configured_key_and_seed_and_budget_apply() -> None:
    """--token, --seed and --max-examples land in the configuration schemathesis reads."""
    built = config(token="staging-key", seed=99, max_examples=4)
    project = built.projects.get_default()
    assert project.auth.all_openapi_schemes["bearerAuth"].bearer == "staging-key"
    assert built.seed == 99
    assert project.generation.max_examples == 4
    assert project.generation.database == "none"
    assert project.request_timeout == DEFAULT_REQUEST_TIMEOUT


def test_the_schema_sends_to_the_target() -> None:
    """The base URL is the target's, without a trailing slash."""
    schema = load_schema(config(), Target("http://127.0.0.1:9/"))
    assert schema.get_base_url() == "http://127.0.0.1:9"


@pytest.mark.parametrize("url", ["127.0.0.1:8000", "ftp://host", "http://"])
def test_a_target_must_be_an_http_url(url: str) -> None:
    """A malformed --base-url is a usage error naming it."""
    with pytest.raises(SetupError, match="not an http"):
        Target(url)


def test_a_missing_or_broken_configuration_is_a_setup_error(tmp_path: Path) -> None:
    """The file name and the reason, never a traceback."""
    with pytest.raises(SetupError, match="no such schemathesis configuration"):
        read_config(tmp_path / "absent.toml")
    broken = tmp_path / "schemathesis.toml"
    broken.write_text("[generation\n", encoding="utf-8")
    with pytest.raises(SetupError, match="not valid TOML"):
        read_config(broken)


def test_a_configuration_schemathesis_rejects_is_a_setup_error() -> None:
    """An unknown option is reported as schemathesis words it."""
    with pytest.raises(SetupError, match="schemathesis configuration"):
        build_config(
            {"generation": {"max-examples": "many"}},
            base_dir=Path("."),
            token=None,
            seed=1,
            max_examples=None,
        )
