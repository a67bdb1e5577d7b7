"""The public surface: sorted, documented, and built only on allowed imports."""

from __future__ import annotations

import ast
import enum
import inspect
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

import billing_sim.client.models
import billing_sim.client.testing
from billing_sim import client
from billing_sim.openapi import models as contract_models

CLIENT_DIR = Path(client.__file__).parent
ALLOWED = set(sys.stdlib_module_names) | {"httpx", "pydantic", "openapi", "client"}
PURE_CORES = ("_breaker", "_window", "_budget", "_retry", "_classify", "_config", "_types")


def imported_roots(path: Path) -> set[str]:
    """Top-level names imported; our own packages by their name under ``billing_sim``."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "billing_sim":
            names |= {f"billing_sim.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return {name.removeprefix("billing_sim.").split(".")[0] for name in names}


@pytest.mark.parametrize("module", [client, billing_sim.client.testing, billing_sim.client.models])
def test_all_is_sorted_and_complete(module: object) -> None:
    """``__all__`` is sorted and every name in it exists."""
    names = module.__all__  # type: ignore[attr-defined]
    assert names == sorted(names)
    assert all(hasattr(module, name) for name in names)


def test_every_public_name_is_documented() -> None:
    """Each exported class and function has a docstring."""
    undocumented = [
        name
        for name in client.__all__
        if (inspect.isclass(obj := getattr(client, name)) or inspect.isfunction(obj))
        and not inspect.getdoc(obj)
    ]
    assert undocumented == []


def test_models_reexports_every_contract_model_as_the_same_class() -> None:
    """The bot gets every model and enum from ``client.models``, identical to openapi's."""
    expected = {
        name
        for name, value in vars(contract_models).items()
        if inspect.isclass(value)
        and value.__module__ == contract_models.__name__
        and issubclass(value, BaseModel | enum.Enum)
    }
    assert set(billing_sim.client.models.__all__) == expected
    for name in expected:
        assert getattr(billing_sim.client.models, name) is getattr(contract_models, name)


@pytest.mark.parametrize("path", sorted(CLIENT_DIR.glob("*.py")), ids=lambda p: p.name)
def test_client_imports_only_httpx_pydantic_stdlib_and_openapi(path: Path) -> None:
    """The dependency rule of the architecture, checked file by file (import-linter too)."""
    assert imported_roots(path) <= ALLOWED


@pytest.mark.parametrize("name", PURE_CORES)
def test_pure_cores_import_no_io_library(name: str) -> None:
    """Breaker, retry, budget and classification are pure: no httpx, no asyncio, no socket."""
    roots = imported_roots(CLIENT_DIR / f"{name}.py")
    assert not roots & {"httpx", "asyncio", "socket", "time", "random"} - (
        {"random"} if name == "_retry" else set()
    )
