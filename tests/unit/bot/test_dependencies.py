"""The bot's dependency rule, file by file: the standard library and client's public names."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from billing_sim import bot

BOT_DIR = Path(bot.__file__).parent
ALLOWED_CLIENT = {"billing_sim.client", "billing_sim.client.models"}
# The one exception, module and package named: an embedding model cannot be written with the
# standard library, so the default embedder's adapter imports wordllama, and nothing else does
# (the rest of retrieval is sqlite3 and math, behind bot.knowledge.vectors.Embedder).
EXCEPTIONS = {"knowledge/wordllama_embedder.py": {"wordllama"}}


def imports_of(path: Path) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "billing_sim":
            # ``from billing_sim import client`` imports the subpackage itself.
            modules |= {f"billing_sim.{alias.name}" for alias in node.names}
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
        and module.split(".")[:2] != ["billing_sim", "bot"]
        and module not in ALLOWED_CLIENT
    }
    assert foreign == EXCEPTIONS.get(path.relative_to(BOT_DIR).as_posix(), set())


def test_the_exception_is_the_embedding_adapter_and_it_loads_only_on_demand() -> None:
    """``import bot.knowledge`` does not import wordllama (the bot runs without its extra);
    only building the default embedder does."""
    probe = (
        "import sys, billing_sim.bot, billing_sim.bot.knowledge, billing_sim.bot.channel.hours,"
        " billing_sim.bot.channel.humanizer;"
        "print('wordllama' in sys.modules, 'numpy' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["False", "False"]
    assert all((BOT_DIR / name).is_file() for name in EXCEPTIONS)
