"""The bot's pure cores are pure: no I/O, no clock, no network, checked in their source.

``docs/architecture.md`` says the router, the grounding verifier, the disclosure policy, the
retrieval steps and the channel's rules do no I/O and read no clock (the business date and
the moment are arguments). This reads each module's syntax tree and checks:

- every import (outside ``if TYPE_CHECKING:``, which only names types) is a standard-library
  module that does no I/O, or another module of this list (so the whole closure is pure:
  none of them reaches ``client``, ``httpx``, ``sqlite3``, ``pathlib``, ``importlib``...);
- no call reads the clock or the outside world (``datetime.now``, ``date.today``,
  ``time.time``, ``open``, ``print``, ``input``...).

The modules that do I/O sit next to them on purpose: ``billing_sim.bot.knowledge.documents`` (reads
the
markdown files), ``lexical``/``backend`` (SQLite), ``wordllama_embedder``,
``billing_sim.bot.channel.shipped`` (reads the phrase list), ``billing_sim.bot.evidence`` (reads
``client`` 's typed
data), and ``billing_sim.bot.turn``/``billing_sim.bot.pipeline`` (the program and its driver).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from billing_sim import bot

BOT_DIR = Path(bot.__file__).parent
PURE = tuple(
    f"billing_sim.bot.{name}"
    for name in (
        "routing", "questions", "_entities", "_charges", "_text", "access",
        "grounding", "_numbers", "_normalize", "_numerals", "claims", "meaning",
        "knowledge.terms", "knowledge.chunks", "knowledge.fusion",
        "knowledge.candidates", "knowledge.verdict", "knowledge.vectors",
        "channel.hours", "channel.humanizer", "channel.state_gate", "channel.buttons",
    )
)  # fmt: skip
PURE_STDLIB = frozenset({
    "__future__", "collections", "collections.abc", "dataclasses", "datetime", "decimal",
    "enum", "functools", "itertools", "math", "operator", "re", "string", "typing",
    "unicodedata",
})  # fmt: skip
"""Standard-library modules that compute and do nothing else (``datetime`` for its types:
its clock reads are banned below)."""
CLOCK_AND_WORLD = frozenset({
    ("datetime", "now"), ("datetime", "utcnow"), ("datetime", "today"), ("date", "today"),
    ("time", "time"), ("time", "monotonic"), ("time", "perf_counter"), ("time", "sleep"),
    ("os", "environ"), ("os", "getenv"), ("random", "random"),
})  # fmt: skip
BUILTIN_IO = frozenset({"open", "print", "input", "exec", "eval", "__import__"})


def path_of(module: str) -> Path:
    relative = Path(*module.split(".")[2:])
    candidate = BOT_DIR / relative.with_suffix(".py")
    return candidate if candidate.is_file() else BOT_DIR / relative / "__init__.py"


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:``."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in {
            "TYPE_CHECKING",
            "typing.TYPE_CHECKING",
        }:
            ids |= {id(inner) for inner in ast.walk(node)}
    return ids


def runtime_imports(path: Path) -> set[str]:
    """The modules the file imports when it runs (not those named for types only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def outside_calls(path: Path) -> list[str]:
    """Uses of the clock, the environment, randomness or the built-in I/O functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and (node.value.id, node.attr) in CLOCK_AND_WORLD
        ):
            found.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in BUILTIN_IO
        ):
            found.append(f"line {node.lineno}: {node.func.id}()")
    return found


@pytest.mark.parametrize("module", PURE)
def test_a_pure_module_imports_only_computation_and_other_pure_modules(module: str) -> None:
    """No network, file, database, clock or client import, directly or through the bot."""
    foreign = {
        name
        for name in runtime_imports(path_of(module))
        if name not in PURE_STDLIB and name not in PURE
    }
    assert foreign == set()


@pytest.mark.parametrize("module", PURE)
def test_a_pure_module_reads_no_clock_and_does_no_io(module: str) -> None:
    """The moment, the business date and any text come in as arguments."""
    assert outside_calls(path_of(module)) == []


def test_the_checks_catch_what_they_look_for(tmp_path: Path) -> None:
    """An I/O import, a clock read and a print are seen (the checks can fail); an import
    for types only is not counted."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from __future__ import annotations\n"
        "import sqlite3\n"
        "from typing import TYPE_CHECKING\n"
        "from datetime import date, datetime\n"
        "if TYPE_CHECKING:\n"
        "    from billing_sim.client.models import Customer\n"
        "def f() -> None:\n"
        "    print(datetime.now(), date.today())\n",
        encoding="utf-8",
    )
    assert runtime_imports(sample) == {"__future__", "sqlite3", "typing", "datetime"}
    assert outside_calls(sample) == [
        "line 8: print()", "line 8: datetime.now", "line 8: date.today",
    ]  # fmt: skip


def test_every_pure_module_exists_and_the_list_covers_the_architecture_claim() -> None:
    """The modules docs/architecture.md calls pure are all listed, and all exist."""
    assert all(path_of(module).is_file() for module in PURE)
    claimed = {"billing_sim.bot.grounding", "billing_sim.bot.routing", "billing_sim.bot.access"}
    steps = {
        f"billing_sim.bot.knowledge.{step}"
        for step in ("terms", "chunks", "fusion", "candidates", "verdict", "vectors")
    }
    channel = {f"billing_sim.bot.channel.{name}" for name in ("hours", "humanizer", "state_gate")}
    assert claimed | steps | channel <= set(PURE)
