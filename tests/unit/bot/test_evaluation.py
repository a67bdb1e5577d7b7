"""The evaluation's scoring: labels, the ungrounded audit, percentiles, reports and the table."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from billing_sim.bot.grounding import Evidence, Grounding
from billing_sim.bot.knowledge.verdict import Button
from billing_sim.bot.replies import (
    Escalation,
    EscalationReason,
    Handoff,
    Outcome,
    Reply,
    ReplyKind,
)
from billing_sim.bot.trace import CallRecord, Trace
from evaluation.bot import (
    Case,
    CaseError,
    Result,
    label,
    parse_cases,
    percentile,
    render,
    render_families,
    summarize,
    ungrounded,
)

EVIDENCE = (
    Evidence(
        "get_balance",
        'amount due "Bs. 3.376,00" (amount_minor 337600 VES)',
        ("Bs. 3.376,00", "amount_minor 337600 VES"),
    ),
)


def reply(
    text: str = "Tu saldo es de Bs. 3.376,00.",
    outcome: Outcome = Outcome.ANSWERED,
    *,
    reason: EscalationReason | None = None,
    route: str = "balance",
    latency: float = 0.01,
    evidence: tuple[Evidence, ...] = EVIDENCE,
    failure: str | None = None,
) -> Reply:
    calls: tuple[CallRecord, ...] = ()
    if failure:
        calls = (CallRecord("get_balance", False, failure, None, None, 0, 0.0, None, "inc_1"),)
    trace = Trace(route, f"{route}:x", None, calls, Grounding(True, ()), latency)
    escalation = None
    if reason is not None:
        handoff = Handoff("q", route, "r", None, None, None, (), (), None)
        escalation = Escalation(reason, "summary", handoff)
        outcome = Outcome.ESCALATED
    kind = ReplyKind.ESCALATION if escalation else ReplyKind.ANSWER
    return Reply(kind, outcome, text, escalation, evidence, trace)


def case(outcome: str = "answer", route: str = "balance", id_: str = "c1") -> Case:
    return Case(id_, "cuanto debo", "+584141234567", None, route, outcome)


def locate(index: int) -> str:
    if index < 0:  # the list itself
        return "messages.yaml:9: cases"
    return f"messages.yaml:{index + 10}: cases[{index}]"


def item(**changes: Any) -> dict[str, Any]:
    return {"id": "a", "text": "hola", "route": "out_of_scope", "outcome": "out_of_scope"} | changes


def test_parse_cases_reads_optional_phone_and_account() -> None:
    """A valid list becomes cases; phone and account are optional."""
    (parsed,) = parse_cases([item(phone="+584141234567")], locate)
    assert parsed == Case(
        "a", "hola", "+584141234567", None, "out_of_scope", "out_of_scope", "out_of_scope"
    )
    (grouped,) = parse_cases([item(family="greetings")], locate)
    assert grouped.family == "greetings"  # the route unless the case names its family


@pytest.mark.parametrize(
    ("items", "message"),
    [
        ([], "messages.yaml:9: cases: expected a non-empty list of cases"),
        (["hola"], "messages.yaml:10: cases[0]: expected a mapping, got str"),
        ([item(rout="x")], "messages.yaml:10: cases[0].rout: unknown key"),
        ([item(route="saldo")], "messages.yaml:10: cases[0].route: unknown route 'saldo'"),
        ([item(outcome="escalation:NOPE")], "cases[0].outcome: 'escalation:NOPE' is not one of"),
        ([item(text=5)], "messages.yaml:10: cases[0].text: expected text, got int"),
        ([item(), item()], "messages.yaml:11: cases[1].id: duplicate id 'a'"),
    ],
)
def test_parse_cases_names_the_file_line_and_field(items: list[Any], message: str) -> None:
    """Each malformed case is reported with where it is and what is wrong."""
    with pytest.raises(CaseError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_cases(items, locate)


def test_labels_use_the_data_file_vocabulary() -> None:
    """Answers, not-found, disambiguation, out of scope and escalations by reason."""
    assert label(reply()) == "answer"
    assert label(reply(outcome=Outcome.NOT_FOUND)) == "not_found"
    assert label(reply(outcome=Outcome.WITHHELD)) == "withheld"
    assert label(reply(reason=EscalationReason.TOOL_ERROR)) == "escalation:TOOL_ERROR"


def test_the_audit_catches_numbers_and_reformatted_amounts() -> None:
    """An unsupported number, or an amount not verbatim in the evidence, counts as ungrounded."""
    assert not ungrounded(reply())
    assert ungrounded(reply("Tu saldo es de Bs. 45,00."))
    assert ungrounded(reply("Tu saldo es de Bs. 3376,00."))  # same value, not the display
    scaffolding = (Evidence("get_balance", "Reason 4: amount due", ()),)
    assert ungrounded(reply("Tienes 4 facturas.", evidence=scaffolding))  # text supports nothing
    assert not ungrounded(reply("Bs. 45,00", reason=EscalationReason.UNGROUNDED_OUTPUT))


def test_percentile_is_nearest_rank() -> None:
    """p50 and p95 of 1..20 are 10 and 19; no values give ``None``."""
    values = [float(n) for n in range(1, 21)]
    assert percentile(values, 0.5) == 10.0
    assert percentile(values, 0.95) == 19.0
    assert percentile([], 0.5) is None


def test_summary_counts_outcomes_accuracy_and_open_circuit_escalations() -> None:
    """Healthy runs score outcomes exactly; fault runs accept a TOOL_ERROR for API cases."""
    results = [
        Result(case(), reply(latency=0.02)),
        Result(case("not_found", id_="c2"), reply(reason=EscalationReason.TOOL_ERROR,
                                                  latency=0.0001, failure="circuit_open")),
        Result(case("out_of_scope", "out_of_scope", "c3"), reply(route="balance")),
    ]  # fmt: skip
    healthy = summarize("healthy", results, healthy=True)
    outage = summarize("outage", results, healthy=False)
    assert healthy.outcomes["answer"] == 2
    assert healthy.outcomes["escalation:TOOL_ERROR"] == 1
    assert healthy.route_accuracy == pytest.approx(2 / 3)
    assert healthy.outcome_accuracy == pytest.approx(1 / 3)
    assert outage.outcome_accuracy is None
    assert outage.safe == pytest.approx(2 / 3)
    assert outage.open_circuit == (0.0001,)
    assert healthy.p95 == 0.02
    assert len(outage.mismatches) == 1
    assert outage.mismatches[0].startswith("c3: expected out_of_scope (out_of_scope), got answer")


def test_families_score_route_outcome_and_content_separately() -> None:
    """Per family: cases, routed right, right outcome, and right content where it is checked."""
    named = Case("n1", "y la mora?", None, None, "bill_change", "answer", "named_charge",
                 says=("Bs. 3.376,00",), never=("anterior",))  # fmt: skip
    wrong_route = reply("La anterior: Bs. 3.376,00.", route="invoices")
    results = [
        Result(named, reply(route="bill_change")),
        Result(dataclasses.replace(named, id="n2"), wrong_route),
        Result(case(), reply(outcome=Outcome.NOT_FOUND)),
    ]
    report = summarize("healthy", results, healthy=True)
    assert [(f.family, f.total, f.routed, f.outcome, f.checked, f.content, f.right)
            for f in report.families] == [
        ("named_charge", 2, 1, 2, 2, 1, 1),
        ("balance", 1, 1, 0, 0, 0, 0),
    ]  # fmt: skip
    lines = render_families(report.families).splitlines()
    assert [cell.strip() for cell in lines[0].split("|")] == [
        "family", "n", "route acc", "outcome acc", "content acc (checked)", "right",
    ]  # fmt: skip
    rows = [[cell.strip() for cell in line.split("|")] for line in lines[2:]]
    assert rows == [
        ["named_charge", "2", "50.0%", "100.0%", "50.0% (2)", "50.0%"],
        ["balance", "1", "100.0%", "0.0%", "-", "0.0%"],
        ["all", "3", "", "", "", "33.3%"],
    ]


def test_a_reply_that_ends_as_labelled_but_says_the_wrong_thing_is_listed() -> None:
    """On healthy data a right outcome with wrong content is a mismatch, naming what is off."""
    named = Case("n1", "y la mora?", None, None, "bill_change", "answer", "named_charge",
                 says=("Bs. 3.376,00",), never=("anterior",), cites=("mora-recargo",))  # fmt: skip
    report = summarize("healthy", [Result(named, reply("La anterior.", route="bill_change"))],
                       healthy=True)  # fmt: skip
    (listed,) = report.mismatches
    assert listed == (
        "n1: does not say 'Bs. 3.376,00'; says 'anterior'; cites [], not one of ['mora-recargo']"
    )
    assert report.families[0].right == 0


def test_says_and_never_are_a_text_or_a_list_of_texts() -> None:
    """What a right reply contains, and never contains, reads from either form."""
    (parsed,) = parse_cases([item(says="Hola", never=["1", "2"])], locate)
    assert (parsed.says, parsed.never) == (("Hola",), ("1", "2"))
    assert parsed.content_right(reply("Hola, nada"))
    assert not parsed.content_right(reply("Hola, 1"))
    with pytest.raises(CaseError, match=r"cases\[0\]\.says: expected a text or a list of texts"):
        parse_cases([item(says=[1])], locate)


def test_a_case_that_cites_needs_one_of_its_sections_among_the_reply_citations() -> None:
    """``cites`` is part of content accuracy: any one of the sections, as the reply cites it."""
    (parsed,) = parse_cases([item(cites=["mora-recargo", "impuestos-sin-iva"])], locate)
    assert parsed.checked
    cited = dataclasses.replace(reply(), citations=("impuestos-sin-iva",))
    assert parsed.content_right(cited)
    assert not parsed.content_right(reply())
    assert not parsed.content_right(dataclasses.replace(reply(), citations=("pagos-metodos",)))


def test_a_case_that_offers_needs_every_section_among_the_reply_buttons() -> None:
    """``offers`` is part of content accuracy for a clarifying question: all of them."""
    (parsed,) = parse_cases([item(offers=["cambio-subir-plan", "cambio-bajar-plan"])], locate)
    assert parsed.checked
    both = (Button("cambio-subir-plan", "Subir de plan"), Button("cambio-bajar-plan", "Bajar"))
    assert parsed.content_right(dataclasses.replace(reply(), buttons=both))
    assert not parsed.content_right(dataclasses.replace(reply(), buttons=both[:1]))
    assert not parsed.content_right(reply())
    with pytest.raises(CaseError, match=r"cases\[0\]\.offers: expected a text or a list"):
        parse_cases([item(offers=[3])], locate)


def test_the_audit_flags_a_citation_that_is_not_among_the_evidence() -> None:
    """A reply that cites a section it was not verified against counts as ungrounded."""
    passage = Evidence.passage("mora-recargo", "Recargo de USD 3,00.")
    honest = dataclasses.replace(
        reply("El recargo es de USD 3,00."), evidence=(passage,), citations=("mora-recargo",)
    )
    assert not ungrounded(honest)
    assert ungrounded(dataclasses.replace(honest, citations=("promo-vacaciones-2026",)))


def test_render_aligns_one_row_per_run_and_lists_pending_runs() -> None:
    """A header, a rule, a row per run, then the pending notes."""
    report = summarize("healthy", [Result(case(), reply())], healthy=True)
    lines = render([report], ["brown-out: not yet"]).splitlines()
    assert lines[0].startswith("run ")
    assert set(lines[1]) <= {"-", "+"}
    assert lines[2].startswith("healthy | 1 |")
    assert len({len(line) for line in lines[:2]}) == 1
    assert lines[3] == "pending: brown-out: not yet"


def test_the_evaluation_harness_is_not_part_of_the_installed_bot() -> None:
    """The wheel ships ``billing_sim`` alone: the harness and its labelled data sit at the
    repository's root (``evaluation/``), nothing of them under the bot's package."""
    import importlib.util
    from pathlib import Path

    import billing_sim.bot

    bot_dir = Path(billing_sim.bot.__file__).parent
    assert importlib.util.find_spec("billing_sim.bot.evaluation") is None
    assert importlib.util.find_spec("billing_sim.bot.knowledge.evaluation") is None
    assert not (bot_dir / "eval").exists()
    assert not list(bot_dir.rglob("*evaluation*"))
