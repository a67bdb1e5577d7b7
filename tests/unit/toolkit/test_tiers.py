"""The toolkit's tests keep to their tier: a test that starts a server is an integration test,
and tests judge behaviour through public names, never private attributes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[2]
UNIT = sorted((TESTS / "unit" / "toolkit").glob("*.py"))
INTEGRATION = sorted((TESTS / "integration" / "toolkit").glob("test_*.py"))
SERVERS = {"serve_in_thread", "serve_process", "servers"}
"""What starts a server on 127.0.0.1: the drift reference's thread, the CLI in a subprocess."""


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imported_names(module: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in node.names}
            names.add(node.module or "")
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return names


def marked_integration(module: ast.Module) -> bool:
    for node in module.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
        ):
            return ast.unparse(node.value) == "pytest.mark.integration"
    return False


@pytest.mark.parametrize("path", INTEGRATION, ids=lambda p: p.name)
def test_every_toolkit_integration_module_is_marked(path: Path) -> None:
    """``-m "not integration"`` leaves out every test that needs a real server."""
    assert marked_integration(tree(path)), f"{path.name} lacks pytestmark = pytest.mark.integration"


@pytest.mark.parametrize("path", UNIT, ids=lambda p: p.name)
def test_no_toolkit_unit_module_starts_a_server(path: Path) -> None:
    """Unit tests run in process: no served app, no subprocess server, no integration helper."""
    names = imported_names(tree(path))
    assert not names & SERVERS, f"{path.name} starts a server: move it to tests/integration"
    assert not any(name.startswith("tests.integration") for name in names)


@pytest.mark.parametrize("path", [*UNIT, *INTEGRATION], ids=lambda p: p.name)
def test_toolkit_tests_use_no_private_names(path: Path) -> None:
    """No ``obj._attribute`` and no ``from toolkit... import _name``: tests judge behaviour."""
    module = tree(path)
    private = [
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(module)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
    ]
    private += [
        f"line {node.lineno}: import {alias.name}"
        for node in ast.walk(module)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("toolkit")
        for alias in node.names
        if alias.name.startswith("_")
    ]
    assert private == []


def test_the_tiers_cover_every_toolkit_test_module() -> None:
    """The checks above see the modules (a moved directory would make them vacuous)."""
    assert len(UNIT) > 20
    assert len(INTEGRATION) >= 4
