"""The evaluation data and ``scripts/eval_bot.py``: realistic cases, a clean run, clear errors.

The script runs here on healthy data and under ``total-outage`` only (two loopback servers,
about 2 s); ``make eval`` runs every shipped scenario (about a minute of real time).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from billing_sim.bot.routing import Route
from evaluation.bot import OUTCOMES, Case, CaseError
from tests.integration.bot.support import personas
from tests.support.scripts import load_script

pytestmark = pytest.mark.integration


EVAL = load_script("eval_bot")
CASES: list[Case] = EVAL.load_cases(EVAL.DEFAULT_CASES)


def test_there_are_at_least_sixty_cases_covering_every_route() -> None:
    """Sixty or more messages; every route and every outcome the bot can give on healthy data."""
    assert len(CASES) >= 60
    assert {case.route for case in CASES} == {route.value for route in Route}
    # none on healthy data with the full tools (CAPABILITY_MISSING needs tools lacking one:
    # tests/integration/bot/test_escalations.py)
    refusals = ("TOOL_ERROR", "UNGROUNDED_OUTPUT", "FORBIDDEN_PHRASE", "CAPABILITY_MISSING")
    expected = set(OUTCOMES) - {f"escalation:{reason}" for reason in refusals}
    assert {case.outcome for case in CASES} == expected


def test_the_cases_are_mostly_spanish_with_typos_amounts_and_personas() -> None:
    """English is a minority; both amount notations, personas, shared and unknown senders."""
    english = [c for c in CASES if re.search(r"\b(?:the|my|you|I|how|why|can)\b", c.text)]
    assert 5 <= len(english) < len(CASES) / 4
    texts = " ".join(c.text for c in CASES)
    assert re.search(r"\d\.\d{3},\d{2}", texts)  # 3.376,00
    assert re.search(r"\b\d{4}\.\d{2}\b", texts)  # 3376.00
    phones = {p.phone for p in personas().values()}
    assert len({c.phone for c in CASES} & phones) >= 15
    assert any(c.outcome == "disambiguation" for c in CASES)
    assert sum(c.outcome == "not_found" for c in CASES) >= 4


def test_the_script_runs_clean_and_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 0, no ungrounded reply sent, labels met on healthy data (overall and for each
    family of messages), fast escalation when the circuit is open, and the policy documents
    still answered while billing is down."""
    assert EVAL.main(["--scenarios", "total-outage"]) == 0
    printed = capsys.readouterr().out
    runs, families = printed.split("\n\n")[:2]
    header = next(line for line in runs.splitlines() if line.startswith("run "))
    columns = [cell.strip() for cell in header.split("|")]
    rows = {
        cells[0]: dict(zip(columns, cells, strict=True))
        for line in runs.splitlines()
        if "|" in line and not line.startswith(("run ", "-"))
        for cells in [[cell.strip() for cell in line.split("|")]]
    }
    scores = {
        cells[0]: cells[1:]
        for line in families.splitlines()[3:]
        for cells in [[cell.strip() for cell in line.split("|")]]
    }
    overall = scores.pop("all")
    assert {case.family for case in CASES} == set(scores)
    assert float(overall[-1].rstrip("%")) >= 95.0  # right: routed, ended and worded as labelled
    for family in ("not_theirs", "named_charge", "dollars", "compare_amounts", "speed_megas",
                   "amount_complaint", "named_month_invoice", "several_invoices", "documents",
                   "mixed"):  # fmt: skip
        count, route_acc, outcome_acc, content, right = scores[family]
        assert float(right.rstrip("%")) >= 80.0
        assert int(count) >= 4
        assert float(route_acc.rstrip("%")) >= 80.0
        assert float(outcome_acc.rstrip("%")) >= 80.0
        assert float(content.split("%")[0]) >= 80.0  # what the replies say, where checked
    assert all(row["ungrounded sent"] == "0" for row in rows.values())
    assert set(rows) == {"healthy data", "total-outage"}
    healthy = rows["healthy data"]
    assert float(healthy["route acc"].rstrip("%")) >= 95.0
    assert float(healthy["outcome acc"].rstrip("%")) >= 95.0
    outage = rows["total-outage"]
    policy_answers = sum(case.route == "documents" and case.outcome == "answer" for case in CASES)
    assert 0 < int(outage["answer"]) <= policy_answers  # only the policy: nothing of an account
    assert outage["not found"] == "0"  # never "no encontramos esa cuenta" in an outage
    assert float(outage["safe"].rstrip("%")) >= 95.0
    opened, timing = outage["open-circuit esc.: n, p50/max ms"].split(", ")
    assert int(opened) > 0  # turns that escalated on the open circuit, sending nothing
    # The figure is reported, not asserted: wall-clock time is the bench's to measure (an
    # open-circuit ToolResult's p99 is a `make bench` target); a loaded machine once made it
    # 560 ms here. That the open circuit sends no request and never sleeps is tested on the
    # fake clock (test_tools.py::test_an_open_circuit_escalates_at_once_without_io).
    p50, worst = (float(figure) for figure in timing.split("/"))
    assert 0 <= p50 <= worst


def test_a_bad_cases_file_is_reported_with_file_line_and_field(tmp_path: Path) -> None:
    """A typo in the data file is an error naming the line, not a traceback."""
    bad = tmp_path / "cases.yaml"
    bad.write_text("cases:\n  - {id: a, text: hola, route: out_of_scope,\n     outcom: x}\n")
    with pytest.raises(CaseError, match=r"cases\.yaml:2: cases\[0\]\.outcom: unknown key"):
        EVAL.load_cases(bad)
    assert EVAL.main(["--cases", str(bad)]) == 2
    assert EVAL.main(["--scenarios", "no-such-outage"]) == 2
    broken = tmp_path / "broken.yaml"
    broken.write_text("cases: [\n")
    with pytest.raises(CaseError, match=r"broken\.yaml: \(syntax\)"):
        EVAL.load_cases(broken)


def test_the_whatsapp_set_is_answered_right_per_family(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 23's bar on the WhatsApp-style set: every family at least 90 % right (route,
    outcome and content together), the whole set at least 95 %, nothing ungrounded sent."""
    whatsapp = Path(EVAL.DEFAULT_CASES).with_name("whatsapp.yaml")
    assert EVAL.main(["--cases", str(whatsapp), "--scenarios"]) == 0
    printed = capsys.readouterr().out
    families = printed.split("\n\n")[1]
    rights = {
        cells[0]: float(cells[-1].rstrip("%"))
        for line in families.splitlines()[3:]
        for cells in [[cell.strip() for cell in line.split("|")]]
    }
    assert rights.pop("all") >= 95.0
    assert {family for family, right in rights.items() if right < 90.0} == set()
    assert len(rights) >= 15
    recall_line = next(line for line in printed.splitlines() if line.startswith("Retrieval alone"))
    at_four = re.search(r"@4 (\d+)/(\d+)", recall_line)
    assert at_four is not None
    found, total = at_four.groups()
    assert int(total) >= 20
    assert int(found) >= 0.9 * int(total)
