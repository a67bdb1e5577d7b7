"""Evaluate the reference bot against the simulator: healthy data, then every shipped scenario.

Usage, from the repository root (what ``make eval`` runs)::

    .venv/bin/python scripts/eval_bot.py [--cases FILE] [--scenarios NAME ...] [--verbose]

Each run starts a fresh simulator (default settings: seed 42, business date 2026-11-20; the
run's scenario active for every session) served by uvicorn on 127.0.0.1 and an ephemeral port
(``billing_sim.simulator.harness.LoopbackServer``), so timeouts, latency and dropped connections
are real;
the bot gets fresh ``BillingTools`` (its own circuit breaker) and the real monotonic clock.
Scenarios that wait (``brown-out``, ``slow-body``, ``rate-limit-storm``) take real seconds:
about a minute for the whole table. The table is ``evaluation.bot.render``'s; then
route and
outcome accuracy per family of messages on healthy data, with content accuracy over the cases
that say what a right reply contains (``render_families``).

Exit status: 0; 1 when any run sent an ungrounded reply; 2 when the cases file is invalid or
a scenario name is unknown.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

import yaml

# The harness lives at the repository's root (evaluation/), not in the installed wheel.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from billing_sim.bot.drafting import Drafter
from billing_sim.bot.knowledge import Retriever, default_retriever
from billing_sim.bot.llm_drafter import LLMDrafter, LLMSettings
from billing_sim.bot.pipeline import Bot
from billing_sim.client import BillingTools
from billing_sim.simulator.app import create_app
from billing_sim.simulator.edge.hooks import ConnectionFault
from billing_sim.simulator.harness import LoopbackServer
from billing_sim.simulator.scenario import ScenarioError, shipped_scenarios
from billing_sim.simulator.settings import SimulatorSettings
from evaluation import MESSAGES
from evaluation.bot import (
    Case,
    CaseError,
    Report,
    parse_cases,
    percentile,
    render,
    render_families,
    run_cases,
    summarize,
)
from evaluation.retrieval import LabelledQuestion, recall_summary, run

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CASES = MESSAGES
SETTINGS = SimulatorSettings()
HEALTHY_DATA = "healthy data"


class _QuietConnectionFaults(logging.Filter):
    """Drops uvicorn's traceback for a connection fault the simulator could not apply on the
    socket (it raises ``ConnectionFault`` instead); everything else is still logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, ConnectionFault)


def load_cases(path: Path) -> list[Case]:
    """The labelled cases of ``path``; errors name the file, the line and the field."""
    try:
        text = path.read_text(encoding="utf-8")
        root = yaml.compose(text)
        data = yaml.safe_load(text)
    except OSError as exc:
        raise CaseError(f"{path}: (file) cannot read it: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise CaseError(f"{path}: (syntax) {exc}") from None
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        raise CaseError(f"{path}:1: (root) expected a mapping with a 'cases' list")
    node = next((value for key, value in root.value if key.value == "cases"), None)
    items = node.value if isinstance(node, yaml.SequenceNode) else []

    def locate(index: int) -> str:
        if 0 <= index < len(items):
            return f"{path}:{items[index].start_mark.line + 1}: cases[{index}]"
        return f"{path}:{(node.start_mark.line + 1) if node else 1}: cases"

    return parse_cases(data.get("cases"), locate)


def evaluate(
    scenario: str | None, cases: list[Case], retriever: Retriever, drafter: Drafter | None = None
) -> Report:
    """One run of every case against a fresh simulator playing ``scenario`` (None: healthy)."""
    settings = dataclasses.replace(SETTINGS, scenario=scenario)
    server = LoopbackServer(create_app(settings), settings)
    server.start()
    session = {"X-Sim-Session": f"eval-{scenario or 'healthy-data'}"}
    tools = BillingTools(server.base_url, settings.api_keys[0], headers=session)
    try:
        bot = Bot(tools, today=settings.business_date, retriever=retriever, drafter=drafter)
        results = run_cases(bot.reply, cases)
    finally:
        tools.close()
        server.stop()
    name = scenario or HEALTHY_DATA
    return summarize(name, results, healthy=scenario in (None, "healthy"))


def all_runs(
    cases: list[Case],
    scenarios: Sequence[str],
    drafter: Drafter | None = None,
    retriever: Retriever | None = None,
) -> tuple[list[Report], list[str]]:
    """Healthy data first, then each scenario; a scenario that fails to load is pending.
    ``retriever``: the shipped knowledge base by default, shared by every run."""
    retriever = retriever or default_retriever()
    reports = [evaluate(None, cases, retriever, drafter)]
    pending: list[str] = []
    for name in scenarios:
        try:
            reports.append(evaluate(name, cases, retriever, drafter))
        except ScenarioError as exc:
            pending.append(f"{name}: does not load: {exc}")
    return reports, pending


def document_questions(cases: Sequence[Case]) -> list[LabelledQuestion]:
    """The cases sent to the documents with the sections a right reply cites, as retrieval
    questions (so recall@k is reported apart from whether the reply was right)."""
    return [
        LabelledQuestion(case.id, case.text, frozenset(case.cites), "cases", case.family)
        for case in cases
        if case.route == "documents" and case.cites
    ]


def closing_notes(reports: list[Report], verbose: bool) -> list[str]:
    """Time to escalate with the circuit open, and the cases that missed their labels."""
    notes = []
    for report in reports:
        times = report.open_circuit
        if times:
            p50, p95 = (1000 * (percentile(times, share) or 0.0) for share in (0.5, 0.95))
            notes.append(
                f"{report.name}: {len(times)} turns escalated with the circuit open, no request "
                f"sent: p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {1000 * max(times):.2f} ms."
            )
    for report in reports if verbose else reports[:1]:
        notes.extend(f"{report.name}: {line}" for line in report.mismatches)
    return notes


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation and print the table."""
    shipped = list(shipped_scenarios())
    parser = argparse.ArgumentParser(prog="eval_bot", description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=DEFAULT_CASES, help="labelled cases file")
    parser.add_argument(
        "--scenarios", nargs="*", default=shipped, metavar="NAME", help="default: all shipped"
    )
    parser.add_argument("--verbose", action="store_true", help="list mismatches of every run")
    parser.add_argument(
        "--drafter",
        choices=("template", "llm"),
        default="template",
        help="who words the replies: the templates, or a model (BILLING_BOT_LLM_*; "
        "docs/llm-drafter.md)",
    )
    args = parser.parse_args(argv)
    unknown = sorted(set(args.scenarios) - set(shipped))
    if unknown:
        print(f"error: unknown scenario(s) {unknown}; shipped: {shipped}", file=sys.stderr)
        return 2
    try:
        cases = load_cases(args.cases)
    except CaseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    drafter: Drafter | None = None
    if args.drafter == "llm":
        try:
            drafter = LLMDrafter(LLMSettings.from_env())
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    logging.getLogger("uvicorn.error").addFilter(_QuietConnectionFaults())
    retriever = default_retriever()
    reports, pending = all_runs(cases, args.scenarios, drafter, retriever)
    print(f"{len(cases)} cases from {args.cases}")
    print(render(reports, pending))
    print(f"\nBy family, on {reports[0].name} (route, outcome and content accuracy):")
    print(render_families(reports[0].families))
    drafts = reports[0].drafts
    print(f"\nDrafter {args.drafter} on {reports[0].name}: {drafts.render() if drafts else '-'}")
    asked = document_questions(cases)
    if asked:
        found = run(retriever, asked, SimulatorSettings().business_date)
        print(
            f"\nRetrieval alone on the {len(asked)} document questions labelled with the "
            f"sections a right reply cites (recall@k, apart from answer accuracy): "
            f"{recall_summary(found)}"
        )
    print()
    for note in closing_notes(reports, args.verbose):
        print(note)
    return 1 if any(report.ungrounded_sent for report in reports) else 0


if __name__ == "__main__":
    raise SystemExit(main())
