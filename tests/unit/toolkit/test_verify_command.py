"""``billing-sim verify`` writes its three reports from one run (no server: the run is given)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

from billing_sim.toolkit.cli import main
from billing_sim.toolkit.commands import verify
from billing_sim.toolkit.verify import VerifyOptions, VerifyResult
from billing_sim.toolkit.verify.catalogue import catalogue
from tests.unit.toolkit.test_verify_results import result


def given(run: VerifyResult) -> Callable[..., VerifyResult]:
    def run_verify(options: VerifyOptions, **_: Any) -> VerifyResult:
        return run

    return run_verify


def test_the_reports_say_the_same_thing_in_each_format(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """junit.xml, report.md and report.json hold the same promises; the exit status is 1."""
    monkeypatch.setattr(verify, "run_verify", given(result()))
    status = main(["verify", "--base-url", "http://impl", "--seed", "7", "--report", str(tmp_path)])
    assert status == 1
    document = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert [p["id"] for p in document["promises"]] == [p.id for p in catalogue()]
    failed = {p["id"] for p in document["promises"] if p["status"] == "failed"}
    assert failed == {"schema.every-property-present", "auth.bearer-required"}
    assert [f["promise"] for f in document["failures"]] == sorted(failed, reverse=True)
    suite = ElementTree.parse(tmp_path / "junit.xml").getroot()
    assert {c.get("name") for c in suite.iter("testcase") if c.find("failure") is not None} == (
        failed
    )
    markdown = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert all(f"| `{promise}` |" in markdown for promise in failed)
    out = capsys.readouterr().out
    assert out.rstrip().endswith(
        f"Reports: {tmp_path / 'junit.xml'}, {tmp_path / 'report.md'}, {tmp_path / 'report.json'}"
    )
