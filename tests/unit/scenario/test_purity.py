"""The decision core stays pure: no clock, no global randomness, no I/O, no web framework."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from billing_sim.simulator import scenario

PACKAGE = Path(scenario.__file__).parent
FAULT_KINDS = sorted(path.stem for path in (PACKAGE / "faults").glob("*.py"))
PURE_MODULES = (
    "engine",
    "rng",
    "compiled",
    "rule",
    "selector",
    "play",
    "model",
    "fields",
    "match",
    "errors",
    *(f"faults/{kind}" for kind in FAULT_KINDS),
)
ALLOWED = {
    "__future__",
    "collections",
    "dataclasses",
    "enum",
    "hashlib",
    "json",
    "math",
    "statistics",
    "typing",
    "pydantic",
    "openapi",
    "simulator",
}


@pytest.mark.parametrize("module", PURE_MODULES)
def test_pure_module_imports_nothing_with_side_effects(module: str) -> None:
    """Only pure standard-library modules, pydantic and our own packages are imported."""
    tree = ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    imported = {
        # Our own packages count by their name under billing_sim (simulator, openapi).
        name.removeprefix("billing_sim.").split(".")[0]
        for node in ast.walk(tree)
        for name in (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [f"billing_sim.{alias.name}" for alias in node.names]
            if isinstance(node, ast.ImportFrom) and node.module == "billing_sim"
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
    }
    assert imported <= ALLOWED, imported - ALLOWED
