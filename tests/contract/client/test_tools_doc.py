"""docs/tools.md and openapi/tool_operations.py: generated from the capabilities, never stale."""

from __future__ import annotations

import importlib.util
import inspect
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from billing_sim.client import AsyncBillingTools, BillingTools
from billing_sim.openapi.tool_operations import TOOL_OPERATIONS

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts" / "gen_tools_doc.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_tools_doc", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _methods(tools: type) -> set[str]:
    return {
        name
        for name, member in vars(tools).items()
        if inspect.isfunction(member)
        and not name.startswith("_")
        and name not in {"close", "aclose", "from_client"}
    }


def test_the_committed_files_are_what_the_capabilities_generate_today() -> None:
    """``make check-generated``'s step: exit 0 on the committed tree."""
    command = [sys.executable, str(SCRIPT), "--check"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


def test_a_stale_tools_doc_fails_the_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An edited (or outdated) docs/tools.md makes ``--check`` exit 1 naming the file."""
    generator = _generator()
    stale = tmp_path / "docs" / "tools.md"
    stale.parent.mkdir()
    stale.write_text((ROOT / "docs" / "tools.md").read_text().replace("getInvoice", "getCustomer"))
    monkeypatch.setattr(generator, "ROOT", tmp_path)
    monkeypatch.setattr(generator, "DOC", stale)
    monkeypatch.setattr(generator, "TABLE", tmp_path / "tool_operations.py")
    assert generator.main(["--check"]) == 1
    assert "docs/tools.md is stale: run `make models`" in capsys.readouterr().err


def test_every_tool_method_is_documented_with_the_operations_it_calls() -> None:
    """Both tool sets' methods are exactly the table's tools, each with a section in the doc."""
    doc = (ROOT / "docs" / "tools.md").read_text()
    assert _methods(BillingTools) == _methods(AsyncBillingTools) == set(TOOL_OPERATIONS)
    for name, operations in TOOL_OPERATIONS.items():
        assert f"\n## {name}\n" in doc
        assert operations, name
    assert TOOL_OPERATIONS["get_usage"] == ("listSubscriptions", "getSubscriptionUsage")
    assert TOOL_OPERATIONS["find_customer"] == ("searchCustomers",)


def test_a_capability_without_an_example_call_stops_the_generator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The operations are found by calling each tool: a new one needs an example, not a list."""
    generator = _generator()
    monkeypatch.delitem(generator.EXAMPLES, "get_usage")
    with pytest.raises(SystemExit, match=r"add an example call to EXAMPLES for \['get_usage'\]"):
        generator.called_operations(["get_balance", "get_usage"])
