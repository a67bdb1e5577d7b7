"""``billing-sim contract diff``: exit codes, the two report formats, and unusable inputs."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.toolkit.cli import main
from billing_sim.toolkit.contract_diff import RULES
from tests.unit.toolkit.contract_diff_support import contract, schemas


def _write(directory: Path, name: str, document: dict[str, Any]) -> str:
    path = directory / name
    path.write_text(json.dumps(document), encoding="utf-8")  # JSON is YAML too
    return str(path)


def _pair(tmp_path: Path, new: dict[str, Any]) -> tuple[str, str]:
    return _write(tmp_path, "old.yaml", contract()), _write(tmp_path, "new.yaml", new)


def _breaking_and_not() -> dict[str, Any]:
    """Technology gains a value (breaking for plan readers); Plan gains a property (not)."""
    document = contract()
    schemas(document)["Technology"]["enum"].append("satellite")
    schemas(document)["Customer"]["properties"]["nickname"] = {"type": "string"}
    return document


def test_identical_contracts_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing changed: exit 0 and a zero summary."""
    old, new = _pair(tmp_path, contract())
    assert main(["contract", "diff", old, new]) == 0
    assert "Summary: 0 breaking, 0 to review, 0 non-breaking changes." in capsys.readouterr().out


def test_breaking_change_exits_1_with_breaking_groups_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The report groups by operation, operations with breaking changes first."""
    old, new = _pair(tmp_path, _breaking_and_not())
    assert main(["contract", "diff", old, new]) == 1
    out = capsys.readouterr().out
    assert out.index("getPlan  (1 breaking, 0 to review, 0 non-breaking") < out.index(
        "getCustomer  (0 breaking"
    )
    assert "BREAKING      response-enum-widened" in out
    assert "non-breaking  response-property-added" in out
    assert "at /components/schemas/Technology/enum" in out
    assert "Summary: 2 breaking, 0 to review, 2 non-breaking changes." in out


def test_non_breaking_changes_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Additions alone do not fail the check."""
    document = contract()
    schemas(document)["Customer"]["properties"]["nickname"] = {"type": "string"}
    old, new = _pair(tmp_path, document)
    assert main(["contract", "diff", old, new]) == 0
    assert "Summary: 0 breaking, 0 to review, 2 non-breaking changes." in capsys.readouterr().out


def test_json_format_lists_every_change(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--format json gives counts and each change's fields."""
    old, new = _pair(tmp_path, _breaking_and_not())
    assert main(["contract", "diff", "--format", "json", old, new]) == 1
    report = json.loads(capsys.readouterr().out)
    assert (report["breaking"], report["review"], report["non_breaking"]) == (2, 0, 2)
    assert report["accepted"] == 0
    first = report["changes"][0]
    assert set(first) == {"severity", "rule", "operation", "location", "message", "accepted"}
    assert (first["severity"], first["rule"]) == ("breaking", "response-enum-widened")


def test_new_defaults_to_the_packaged_contract(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`contract diff OLD` compares OLD with src/billing_sim/openapi/billing.yaml."""
    old = _write(tmp_path, "old.yaml", contract())
    assert main(["contract", "diff", old]) == 0
    assert str(CONTRACT_PATH) in capsys.readouterr().out


def test_old_can_come_from_standard_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`git show main:<contract> | billing-sim contract diff - new.yaml`."""
    monkeypatch.setattr("sys.stdin", io.StringIO(CONTRACT_PATH.read_text(encoding="utf-8")))
    new = _write(tmp_path, "new.yaml", _breaking_and_not())
    assert main(["contract", "diff", "-", new]) == 1
    assert "Contract diff: - -> " in capsys.readouterr().out


def test_both_inputs_from_standard_input_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Standard input can only be read once."""
    assert main(["contract", "diff", "-", "-"]) == 2
    assert "only one of OLD and NEW" in capsys.readouterr().err


def test_missing_file_exits_2_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A missing file is named in one line on stderr."""
    missing = tmp_path / "nope.yaml"
    assert main(["contract", "diff", str(missing), str(CONTRACT_PATH)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"billing-sim contract diff: {missing}: no such file\n"
    assert captured.out == ""


def test_invalid_yaml_exits_2_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The message points at the line and column of the YAML error."""
    broken = tmp_path / "broken.yaml"
    broken.write_text("openapi: 3.1.0\npaths:\n  /a: [unclosed\n", encoding="utf-8")
    assert main(["contract", "diff", str(broken), str(CONTRACT_PATH)]) == 2
    err = capsys.readouterr().err
    assert f"{broken}:4:1: invalid YAML:" in err
    assert "flow sequence at line 3, column 7" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("swagger: '2.0'\npaths: {}\n", "swagger: '2.0'; convert it to OpenAPI 3 first"),
        ("openapi: 3.1\npaths: {}\n", "openapi: 3.1 must be a quoted string such as '3.1.0'"),
        ("info: {title: t}\n", "no 'openapi' field"),
        ("- a\n- b\n", "found a list, not a mapping"),
        ("", "found an empty file, not a mapping"),
        ("openapi: 3.1.0\npaths: [a]\n", "'paths' must be a mapping"),
    ],
)
def test_documents_that_are_not_openapi_3_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, reason: str
) -> None:
    """Each kind of wrong document gets a message saying what is wrong."""
    path = tmp_path / "doc.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["contract", "diff", str(path), str(CONTRACT_PATH)]) == 2
    assert reason in capsys.readouterr().err


def test_broken_ref_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A dangling $ref in NEW is reported, not raised."""
    document = contract()
    schemas(document)["Plan"]["properties"]["price"] = {"$ref": "#/components/schemas/Price"}
    old, new = _pair(tmp_path, document)
    assert main(["contract", "diff", old, new]) == 2
    assert "'/components/schemas/Price' does not exist" in capsys.readouterr().err


def test_missing_arguments_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's usage error, exit 2."""
    with pytest.raises(SystemExit) as exit_info:
        main(["contract", "diff"])
    assert exit_info.value.code == 2
    assert "OLD" in capsys.readouterr().err


def test_rules_lists_every_rule(capsys: pytest.CaptureFixture[str]) -> None:
    """`contract rules` prints each rule with its severity."""
    assert main(["contract", "rules"]) == 0
    out = capsys.readouterr().out
    for rule, (severity, _) in RULES.items():
        line = next(line for line in out.splitlines() if f" {rule} " in line)
        label = {"breaking": "BREAKING", "review": "REVIEW"}.get(severity, "non-breaking")
        assert line.startswith(label)


def _removed_filter() -> dict[str, Any]:
    """listPlans without its ending_before parameter: one breaking change."""
    document = contract()
    parameters = document["paths"]["/v1/plans"]["get"]["parameters"]
    parameters[:] = [p for p in parameters if p.get("name") != "ending_before"]
    return document


REMOVED = "parameter-removed@/paths/~1v1~1plans/get/parameters/2"


def test_an_accepted_change_is_reported_but_no_longer_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--accept RULE@POINTER: CI goes green on a reviewed diff, the change is still listed."""
    old, new = _pair(tmp_path, _removed_filter())
    assert main(["contract", "diff", old, new]) == 1
    assert REMOVED.split("@")[1] in capsys.readouterr().out
    assert main(["contract", "diff", old, new, "--accept", REMOVED]) == 0
    out = capsys.readouterr().out
    assert "BREAKING      parameter-removed  (accepted)" in out
    assert "Summary: 1 breaking, 0 to review, 0 non-breaking changes; 1 accepted." in out


def test_an_acceptance_file_takes_comments_and_reasons(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One RULE@POINTER per line; '#' comments and a free reason after the entry."""
    old, new = _pair(tmp_path, _removed_filter())
    accepted = tmp_path / "accepted.txt"
    accepted.write_text(
        f"# reviewed with the bot team, 2026-11-20\n\n{REMOVED}  nobody pages backwards\n",
        encoding="utf-8",
    )
    assert (
        main(["contract", "diff", old, new, "--accept-file", str(accepted), "--format", "json"])
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["accepted"] == 1
    assert [c["accepted"] for c in report["changes"]] == [True]


def test_accepting_one_change_does_not_hide_another(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The entry names one finding exactly: a second breaking change still fails."""
    document = _removed_filter()
    schemas(document)["Technology"]["enum"].append("satellite")
    old, new = _pair(tmp_path, document)
    assert main(["contract", "diff", old, new, "--accept", REMOVED]) == 1
    assert "response-enum-widened" in capsys.readouterr().out


def test_a_stale_acceptance_is_reported_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An entry that matches nothing (the change was reverted) is said, not silently kept."""
    old, new = _pair(tmp_path, contract())
    assert main(["contract", "diff", old, new, "--accept", REMOVED]) == 0
    assert f"accepted {REMOVED} matches no change" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ("parameter-removed", "is not RULE@POINTER"),
        ("no-such-rule@/paths", "unknown rule 'no-such-rule'"),
        ("parameter-removed@paths", "is not a JSON pointer"),
    ],
)
def test_a_malformed_acceptance_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], entry: str, problem: str
) -> None:
    """Usage errors say what is wrong, exit 2, no traceback."""
    old, new = _pair(tmp_path, contract())
    assert main(["contract", "diff", old, new, "--accept", entry]) == 2
    assert problem in capsys.readouterr().err


def test_a_malformed_line_of_an_acceptance_file_names_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """file:line: for a bad entry in an acceptance file."""
    old, new = _pair(tmp_path, contract())
    accepted = tmp_path / "accepted.txt"
    accepted.write_text(f"{REMOVED}\nbogus-rule@/x\n", encoding="utf-8")
    assert main(["contract", "diff", old, new, "--accept-file", str(accepted)]) == 2
    assert f"{accepted}:2: unknown rule 'bogus-rule'" in capsys.readouterr().err


def test_a_change_to_review_fails_until_accepted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pattern the diff cannot compare: exit 1, listed as REVIEW, green once accepted."""
    document = contract()
    for item in document["paths"]["/v1/customers"]["get"]["parameters"]:
        if item.get("name") == "tax_id":
            item["schema"]["pattern"] = "^(?=[VEJPG]).+$"
    old, new = _pair(tmp_path, document)
    assert main(["contract", "diff", old, new]) == 1
    out = capsys.readouterr().out
    assert "REVIEW        request-pattern-review" in out
    pointer = out.split("request-pattern-review", 1)[1].split("at ", 1)[1].split()[0]
    assert (
        main(["contract", "diff", old, new, "--accept", f"request-pattern-review@{pointer}"]) == 0
    )


def test_markdown_format_is_a_document_for_a_pull_request(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--format markdown: the summary in bold, a section per operation, breaking first."""
    old, new = _pair(tmp_path, _breaking_and_not())
    assert main(["contract", "diff", "--format", "markdown", old, new]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"# Contract diff: {old} -> {new}\n\n**Summary: 2 breaking, 0 to review")
    headings = [line for line in out.splitlines() if line.startswith("## ")]
    assert headings[0].startswith("## getPlan (1 breaking")
    assert "- **BREAKING** `response-enum-widened`" in out
    assert "  at /components/schemas/Technology/enum" in out
