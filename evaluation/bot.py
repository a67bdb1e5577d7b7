"""Evaluation: run labelled customer messages through a bot and score the replies.

The cases live in ``evaluation/messages.yaml``; ``scripts/eval_bot.py`` loads them, runs
the
bot against the in-process simulator (healthy, then under each scenario) and prints
``render(reports)``. This module is the part that needs neither YAML nor the simulator.

Per run it counts answers, not-found answers, disambiguations, withheld answers (a key the
sender does not hold), out-of-scope replies and escalations by reason; audits every answer
sent (``ungrounded``: a number not supported by its evidence, or an amount that is not
verbatim a ``display`` string of it; must be 0); and measures the time to reply (p50, p95)
and, for turns escalated with the circuit open, the time to escalate. Against the labels:
route accuracy always; outcome accuracy on healthy data; under faults, ``safe``: every case
got its healthy outcome or a TOOL_ERROR hand-over, never a wrong answer such as "no
encontramos esa cuenta" during an outage. Each case belongs to a ``family`` (the kind of
message: ``named_charge``, ``several_invoices``...; its route when not given), and may say
what a right reply contains (``says``) or never contains (``never``); ``by_family`` scores
route, outcome and content accuracy per family. A case may also name the policy sections a
right reply cites (``cites``: any one of them; a mixed question such as "¿por qué me
cobraron mora?" is answered from the account and cites ``mora-recargo``); citing is part of
its content accuracy; a clarifying question may name the sections its reply buttons must
offer (``offers``: all of them).
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from billing_sim.bot.grounding import verify
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind
from billing_sim.bot.routing import Route

OUTCOMES = (
    "answer",
    "not_found",
    "disambiguation",
    "withheld",
    "out_of_scope",
    "clarification",
    *(f"escalation:{reason.value}" for reason in EscalationReason),
)
"""The outcome labels a case may expect. The hand-overs, by reason (``EscalationReason``):

* ``escalation:USER_REQUEST``: the customer asked for a person;
* ``escalation:NO_CONTEXT``: the bot cannot tell who is writing (no phone, account or id),
  or the message is empty;
* ``escalation:LOW_CONFIDENCE``: no policy section answers the question with confidence (a
  question no document answers, or a rule no longer in force);
* ``escalation:CAPABILITY_MISSING``: the question needs a capability the billing API does
  not offer (a payment found by its bank reference);
* ``escalation:TOOL_ERROR``: the billing API failed (expected under faults, never on healthy
  data);
* ``escalation:UNGROUNDED_OUTPUT`` and ``escalation:FORBIDDEN_PHRASE``: the draft failed the
  verifier or the humanizer (never expected of a right reply).
"""
_NEEDS_API = frozenset({"answer", "not_found", "disambiguation", "withheld"})
_TOOL_ERROR = f"escalation:{EscalationReason.TOOL_ERROR.value}"
_AMOUNT = re.compile(r"(?:Bs\.|USD|EUR) \d[\d.]*,\d{2}")
_FIELDS = {
    "id", "text", "phone", "account", "route", "outcome", "family", "says", "never", "cites",
    "offers", "note",
}  # fmt: skip


class CaseError(ValueError):
    """A case in the data file is malformed; the message names where and what."""


@dataclass(frozen=True, slots=True)
class Case:
    """One labelled customer message."""

    id: str
    text: str
    phone: str | None
    account: str | None
    route: str
    outcome: str
    family: str = ""
    """The kind of message (``named_charge``, ``several_invoices``...); "" means its route."""
    says: tuple[str, ...] = ()
    """Texts the reply must contain (what a right answer says: "octubre de 2026")."""
    never: tuple[str, ...] = ()
    """Texts the reply must not contain (a wrong answer's tell: "anterior por pagar")."""
    cites: tuple[str, ...] = ()
    """Policy sections a right reply cites (any one of them)."""
    offers: tuple[str, ...] = ()
    """Policy sections a right clarifying question offers as reply buttons (all of them)."""

    @property
    def checked(self) -> bool:
        """Whether the case says what a right reply contains, cites or offers."""
        return bool(self.says or self.never or self.cites or self.offers)

    def content_right(self, reply: Reply) -> bool:
        """Whether a reply says what it must, nothing it must not, cites what it must and
        offers the buttons it must (:meth:`content_misses` finds nothing)."""
        return not self.content_misses(reply)

    def content_misses(self, reply: Reply) -> tuple[str, ...]:
        """What a reply lacks or says wrongly against the labels (empty when right)."""
        misses = [f"does not say {part!r}" for part in self.says if part not in reply.text]
        misses += [f"says {part!r}" for part in self.never if part in reply.text]
        if self.cites and not set(self.cites) & set(reply.citations):
            misses.append(f"cites {list(reply.citations)}, not one of {list(self.cites)}")
        lacking = sorted(set(self.offers) - {button.id for button in reply.buttons})
        if lacking:
            misses.append(f"offers no button for {lacking}")
        return tuple(misses)

    def inbound(self) -> Inbound:
        """The message as the channel would deliver it."""
        return Inbound(self.text, self.phone, self.account)


def _texts(item: Mapping[str, object], key: str, where: str) -> tuple[str, ...]:
    value = item.get(key, [])
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(part, str) for part in value):
        raise CaseError(f"{where}.{key}: expected a text or a list of texts")
    return tuple(value)


def _text(item: Mapping[str, object], key: str, where: str, *, required: bool) -> str | None:
    value = item.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise CaseError(f"{where}.{key}: expected text, got {type(value).__name__}")
    return value


def parse_cases(items: object, locate: Callable[[int], str]) -> list[Case]:
    """Validate the parsed data file: a list of mappings with the ``Case`` fields.

    Args:
        items: The parsed ``cases`` list.
        locate: ``locate(i)`` names the i-th item for errors (``messages.yaml:12: cases[3]``).

    Raises:
        CaseError: naming the item and field at fault.
    """
    if not isinstance(items, list) or not items:
        raise CaseError(f"{locate(-1)}: expected a non-empty list of cases")
    cases, seen = [], set()
    for index, item in enumerate(items):
        where = locate(index)
        if not isinstance(item, dict):
            raise CaseError(f"{where}: expected a mapping, got {type(item).__name__}")
        unknown = sorted(set(item) - _FIELDS)
        if unknown:
            raise CaseError(f"{where}.{unknown[0]}: unknown key (allowed: {sorted(_FIELDS)})")
        case = Case(
            id=str(_text(item, "id", where, required=True)),
            text=str(_text(item, "text", where, required=True)),
            phone=_text(item, "phone", where, required=False),
            account=_text(item, "account", where, required=False),
            route=str(_text(item, "route", where, required=True)),
            outcome=str(_text(item, "outcome", where, required=True)),
        )
        family = _text(item, "family", where, required=False)
        case = dataclasses.replace(
            case,
            family=family or case.route,
            says=_texts(item, "says", where),
            never=_texts(item, "never", where),
            cites=_texts(item, "cites", where),
            offers=_texts(item, "offers", where),
        )
        if case.route not in {route.value for route in Route}:
            raise CaseError(f"{where}.route: unknown route {case.route!r}")
        if case.outcome not in OUTCOMES:
            raise CaseError(f"{where}.outcome: {case.outcome!r} is not one of {list(OUTCOMES)}")
        if case.id in seen:
            raise CaseError(f"{where}.id: duplicate id {case.id!r}")
        seen.add(case.id)
        cases.append(case)
    return cases


def label(reply: Reply) -> str:
    """A reply's outcome in the data file's vocabulary."""
    if reply.escalation is not None:
        return f"escalation:{reply.escalation.reason.value}"
    return "answer" if reply.outcome is Outcome.ANSWERED else reply.outcome.value


def ungrounded(reply: Reply) -> bool:
    """Whether an answer that was sent states something its evidence does not support, or
    cites a section that is not among its evidence (the audit after the fact: a reply's
    evidence is what it was verified against, the cited passages included)."""
    if reply.kind is not ReplyKind.ANSWER:
        return False
    if not verify(reply.text, reply.evidence).grounded:
        return True
    if not set(reply.citations) <= {item.source for item in reply.evidence}:
        return True
    values = "\n".join(value for item in reply.evidence for value in item.values)
    return any(amount not in values for amount in _AMOUNT.findall(reply.text))


@dataclass(frozen=True, slots=True)
class Result:
    """One case and the bot's reply to it."""

    case: Case
    reply: Reply

    @property
    def right(self) -> bool:
        """Routed as labelled, ended as labelled, and (when labelled) said what it must."""
        return (
            self.reply.trace.route == self.case.route
            and label(self.reply) == self.case.outcome
            and self.case.content_right(self.reply)
        )


def run_cases(reply: Callable[[Inbound], Reply], cases: Sequence[Case]) -> list[Result]:
    """Send every case, in order, through ``reply`` (a ``Bot.reply``)."""
    return [Result(case, reply(case.inbound())) for case in cases]


def percentile(values: Sequence[float], share: float) -> float | None:
    """The nearest-rank percentile (``share`` in (0, 1]); ``None`` for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


@dataclass(frozen=True, slots=True)
class Report:
    """The scores of one run (healthy data, or one scenario)."""

    name: str
    total: int
    outcomes: Counter[str]
    ungrounded_sent: int
    p50: float | None
    p95: float | None
    route_accuracy: float
    outcome_accuracy: float | None
    safe: float
    open_circuit: tuple[float, ...]
    mismatches: tuple[str, ...]
    families: tuple[FamilyScore, ...] = ()
    drafts: DraftRates | None = None


@dataclass(frozen=True, slots=True)
class DraftRates:
    """What became of the drafter's drafts in a run.

    Attributes:
        drafted: Turns that reached the drafter (an answer sent, or refused after drafting).
        grounded: Sent as the drafter wrote them (verified).
        fell_back: Sent as the template's draft instead (``Trace.fallback``), by reason.
        escalated: Refused after drafting (UNGROUNDED_OUTPUT, FORBIDDEN_PHRASE).
    """

    drafted: int
    grounded: int
    fell_back: Counter[str]
    escalated: int

    def render(self) -> str:
        """One line: the counts and shares."""
        if not self.drafted:
            return "no drafts"

        def share(count: int) -> str:
            return f"{count} ({100 * count / self.drafted:.1f} %)"

        reasons = ", ".join(f"{r} {n}" for r, n in sorted(self.fell_back.items()))
        fell = sum(self.fell_back.values())
        return (
            f"{self.drafted} drafts: grounded {share(self.grounded)}, fell back to the template "
            f"{share(fell)}{f' ({reasons})' if reasons else ''}, escalated {share(self.escalated)}"
        )


_REFUSED = frozenset({EscalationReason.UNGROUNDED_OUTPUT, EscalationReason.FORBIDDEN_PHRASE})


def draft_rates(results: Sequence[Result]) -> DraftRates:
    """How often the drafts of a run were sent as drafted, fell back or were refused."""
    answered = [r.reply for r in results if r.reply.kind is ReplyKind.ANSWER]
    fell_back = Counter(
        (reply.trace.fallback or "").split(":")[0] for reply in answered if reply.trace.fallback
    )
    escalated = sum(1 for r in results if r.reply.reason in _REFUSED)
    grounded = len(answered) - sum(fell_back.values())
    return DraftRates(len(answered) + escalated, grounded, fell_back, escalated)


def summarize(name: str, results: Sequence[Result], *, healthy: bool) -> Report:
    """Score a run; ``healthy`` compares outcomes with the labels exactly."""
    outcomes = Counter(label(r.reply) for r in results)
    latencies = [r.reply.trace.latency for r in results]
    routes = sum(r.reply.trace.route == r.case.route for r in results)
    exact = [label(r.reply) == r.case.outcome for r in results]
    safe = [
        label(r.reply) == r.case.outcome
        or (r.case.outcome in _NEEDS_API and label(r.reply) == _TOOL_ERROR)
        for r in results
    ]
    open_circuit = tuple(
        r.reply.trace.latency
        for r in results
        if any(call.failure_kind == "circuit_open" for call in r.reply.trace.calls)
    )
    judged = exact if healthy else safe
    mismatches = tuple(
        f"{r.case.id}: expected {r.case.outcome} ({r.case.route}), got {label(r.reply)} "
        f"({r.reply.trace.route})"
        for r, fine, routed in zip(
            results, judged, (r.reply.trace.route == r.case.route for r in results), strict=True
        )
        if not fine or not routed
    )
    if healthy:  # a reply that ended as labelled but says the wrong thing is a miss too
        mismatches += tuple(
            f"{r.case.id}: {'; '.join(r.case.content_misses(r.reply))}"
            for r in results
            if not r.right  # wrong although routed and ended as labelled: the content
            and label(r.reply) == r.case.outcome
            and r.reply.trace.route == r.case.route
        )
    count = len(results) or 1
    return Report(
        name=name,
        total=len(results),
        outcomes=outcomes,
        ungrounded_sent=sum(ungrounded(r.reply) for r in results),
        p50=percentile(latencies, 0.50),
        p95=percentile(latencies, 0.95),
        route_accuracy=routes / count,
        outcome_accuracy=sum(exact) / count if healthy else None,
        safe=sum(safe) / count,
        open_circuit=open_circuit,
        mismatches=mismatches,
        families=tuple(by_family(results)),
        drafts=draft_rates(results),
    )


_COLUMNS = (
    ("run", "<"), ("n", ">"), ("answer", ">"), ("not found", ">"), ("disamb.", ">"),
    ("withheld", ">"), ("out of scope", ">"), ("clarif.", ">"), ("USER_REQ", ">"),
    ("TOOL_ERR", ">"), ("UNGROUNDED", ">"), ("NO_CTX", ">"), ("CAP_MISS", ">"),
    ("LOW_CONF", ">"), ("FORBIDDEN", ">"), ("ungrounded sent", ">"), ("p50 ms", ">"),
    ("p95 ms", ">"), ("route acc", ">"), ("outcome acc", ">"), ("safe", ">"),
    ("open-circuit esc.: n, p50/max ms", "<"),
)  # fmt: skip


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.1f}"


def _pct(share: float | None) -> str:
    return "-" if share is None else f"{share * 100:.1f}%"


def _row(report: Report) -> list[str]:
    o = report.outcomes
    circuit = report.open_circuit
    opened = (
        f"{len(circuit)}, {_ms(percentile(circuit, 0.5))}/{_ms(max(circuit))}" if circuit else "-"
    )
    return [
        report.name, str(report.total), str(o["answer"]), str(o["not_found"]),
        str(o["disambiguation"]), str(o["withheld"]), str(o["out_of_scope"]),
        str(o["clarification"]),
        *(str(o[f"escalation:{reason.value}"]) for reason in EscalationReason),
        str(report.ungrounded_sent), _ms(report.p50), _ms(report.p95),
        _pct(report.route_accuracy), _pct(report.outcome_accuracy), _pct(report.safe), opened,
    ]  # fmt: skip


def _table(columns: Sequence[tuple[str, str]], body: Sequence[Sequence[str]]) -> list[str]:
    rows = [[name for name, _ in columns], *body]
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    lines = []
    for number, row in enumerate(rows):
        cells = [
            f"{cell:{align}{width}}"
            for cell, (_, align), width in zip(row, columns, widths, strict=True)
        ]
        lines.append(" | ".join(cells).rstrip())
        if number == 0:
            lines.append("-+-".join("-" * width for width in widths))
    return lines


def render(reports: Sequence[Report], pending: Sequence[str] = ()) -> str:
    """A fixed-width table, one row per run, then the runs that could not be made.

    Args:
        reports: The runs, healthy first.
        pending: Lines naming runs that could not be made, and why.
    """
    lines = _table(_COLUMNS, [_row(report) for report in reports])
    lines.extend(f"pending: {line}" for line in pending)
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class FamilyScore:
    """Route, outcome and content accuracy of one family of messages (one run).

    ``checked`` counts the cases with ``says``/``never`` expectations, ``content`` those whose
    reply met them.
    """

    family: str
    total: int
    routed: int
    outcome: int
    checked: int = 0
    content: int = 0
    right: int = 0
    """Routed, ended and (when checked) worded as labelled: the family's accuracy."""


def by_family(results: Sequence[Result]) -> list[FamilyScore]:
    """Scores per family, in the order the families first appear."""
    families: dict[str, list[Result]] = {}
    for result in results:
        families.setdefault(result.case.family or result.case.route, []).append(result)
    scores = []
    for family, members in families.items():
        checked = [r for r in members if r.case.checked]
        scores.append(
            FamilyScore(
                family,
                len(members),
                sum(r.reply.trace.route == r.case.route for r in members),
                sum(label(r.reply) == r.case.outcome for r in members),
                len(checked),
                sum(r.case.content_right(r.reply) for r in checked),
                sum(r.right for r in members),
            )
        )
    return scores


_FAMILY_COLUMNS = (
    ("family", "<"), ("n", ">"), ("route acc", ">"), ("outcome acc", ">"),
    ("content acc (checked)", ">"), ("right", ">"),
)  # fmt: skip


def render_families(scores: Sequence[FamilyScore]) -> str:
    """A fixed-width table of route, outcome and content accuracy per family."""
    body = [
        [
            s.family, str(s.total), _pct(s.routed / s.total), _pct(s.outcome / s.total),
            f"{_pct(s.content / s.checked)} ({s.checked})" if s.checked else "-",
            _pct(s.right / s.total),
        ]
        for s in scores
    ]  # fmt: skip
    total = sum(s.total for s in scores)
    right = sum(s.right for s in scores)
    body.append(["all", str(total), "", "", "", _pct(right / total if total else None)])
    return "\n".join(_table(_FAMILY_COLUMNS, body))
