"""The bot's dependency rule, file by file: the standard library and client's public names."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import bot

BOT_DIR = Path(bot.__file__).parent
ALLOWED_CLIENT = {"client", "client.models"}


def imports_of(path: Path) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
    return modules


@pytest.mark.parametrize("path", sorted(BOT_DIR.rglob("*.py")), ids=lambda p: p.name)
def test_bot_imports_only_the_stdlib_and_the_public_client(path: Path) -> None:
    """Each module imports the standard library, ``bot``, ``client`` or ``client.models``."""
    foreign = {
        module
        for module in imports_of(path)
        if module.split(".")[0] not in sys.stdlib_module_names
        and module.split(".")[0] != "bot"
        and module not in ALLOWED_CLIENT
    }
    assert foreign == set()
