"""The document half of a turn, driven by hand over a small knowledge base: the state gate,
the verdict's three actions, citations, the humanizer, the hours and the mixed questions.

Every arrow to the side of the pipeline is a refusal tested here: an agent active (silence),
nothing to stand on (LOW_CONFIDENCE, no draft), ambiguity (one question, reply buttons), a
citation of a section not kept or no citation at all and a policy figure the section does not
state (UNGROUNDED_OUTPUT), a forbidden phrase (FORBIDDEN_PHRASE).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

import pytest

from billing_sim.bot.channel.hours import CARACAS, ReplyForm
from billing_sim.bot.channel.shipped import shipped_phrases
from billing_sim.bot.channel.state_gate import ConversationMode, ConversationState
from billing_sim.bot.drafting import Draft, Drafter, TemplateDrafter
from billing_sim.bot.facts import AccountAndPolicyFacts, DocumentFacts, Facts
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.knowledge import EmbeddedBackend, Retriever, default_retriever
from billing_sim.bot.knowledge.verdict import HUMAN_BUTTON_ID
from billing_sim.bot.pipeline import offered_capabilities
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind
from billing_sim.bot.turn import Ask, Retrieve, Step, StepResult, TurnSettings, turn
from billing_sim.client import BillingTools, ToolResult
from billing_sim.client.testing import FakeClock
from tests.unit.bot.examples import bill_summary, customer, ok
from tests.unit.bot.knowledge.support import DAY, WordHashEmbedder, small_chunks

ALL = offered_capabilities(BillingTools("http://billing.test", "key"))
R = EscalationReason
MARIA = customer()
FRIDAY_NOON = datetime(2026, 11, 20, 12, 0, tzinfo=CARACAS)
FRIDAY_NIGHT = datetime(2026, 11, 20, 23, 30, tzinfo=CARACAS)
ACCOUNT = {
    "find_customer": ok("find_customer", [MARIA], "1 customer(s) match"),
    "get_bill_summary": ok("get_bill_summary", bill_summary(), "Bill summary"),
}


def small_retriever() -> Retriever:
    """Two fees in force, an expired, a future and a current promotion (word-hash vectors)."""
    chunks = small_chunks()
    return Retriever(chunks, EmbeddedBackend(chunks, WordHashEmbedder()))


def drive(
    inbound: Inbound,
    *,
    drafter: Drafter | None = None,
    now: datetime | None = None,
    answers: dict[str, ToolResult[Any]] | None = None,
    retriever: Retriever | None = None,
) -> tuple[list[Step], Reply]:
    """Run a turn: retrievals over the small knowledge base (or ``retriever``), calls from
    ``answers``."""
    settings = TurnSettings(DAY, drafter or TemplateDrafter(), FakeClock(), ALL, now=now)
    retriever, calls = retriever or small_retriever(), answers or {}
    program, steps = turn(inbound, settings), []
    try:
        step = next(program)
        while True:
            steps.append(step)
            result: StepResult
            if isinstance(step, Retrieve):
                result = retriever.retrieve(step.question, step.business_date, section=step.section)
            else:
                result = calls[step.capability]
            step = program.send(result)
    except StopIteration as done:
        return steps, done.value


class Recording(TemplateDrafter):
    """The template drafter, remembering what it was asked to draft."""

    def __init__(self) -> None:
        self.drafted: list[Facts] = []

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        self.drafted.append(facts)
        return super().draft(facts, evidence)


class Rewriting(TemplateDrafter):
    """The template drafter with its text or citations changed."""

    def __init__(self, text: tuple[str, str] = ("", ""), cites: tuple[str, ...] | None = None):
        self.text, self.cites = text, cites

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        honest = super().draft(facts, evidence)
        old, new = self.text
        text = honest.text.replace(old, new) if old else honest.text + new
        return Draft(text, honest.citations if self.cites is None else self.cites)


@pytest.mark.parametrize("mode", [ConversationMode.AGENT, ConversationMode.QUEUED])
def test_a_person_owning_the_conversation_keeps_the_bot_silent(mode: ConversationMode) -> None:
    """The state gate comes first: no route, no retrieval, no call, nothing sent."""
    drafter = Recording()
    state = ConversationState(mode, agent="ana" if mode is ConversationMode.AGENT else None)
    steps, reply = drive(
        Inbound("quiero un agente YA", "+584141234567", state=state), drafter=drafter
    )
    assert steps == []
    assert drafter.drafted == []
    assert (reply.kind, reply.outcome, reply.text) == (ReplyKind.SILENCE, Outcome.SILENT, "")
    assert (
        reply.trace.rule == f"gate:{'agent_active' if mode is ConversationMode.AGENT else 'queued'}"
    )


def test_a_document_question_asks_no_account_and_cites_the_section_it_answers_from() -> None:
    """Correct: the answer quotes the kept section and cites it; nothing is looked up, so a
    sender the channel cannot identify gets the policy too."""
    steps, reply = drive(Inbound("hay algun descuento?"))
    assert [type(step) for step in steps] == [Retrieve]
    assert (reply.outcome, reply.trace.source) == (Outcome.ANSWERED, "documents")
    assert reply.citations == ("promo-vigente",)
    assert "20 %" in reply.text
    assert [item.source for item in reply.evidence] == ["promo-vigente"]
    assert reply.trace.retrieval is not None
    assert reply.trace.retrieval.verdict == "correct"
    assert reply.trace.citations == ("promo-vigente",)


def test_nothing_to_stand_on_hands_over_before_any_draft() -> None:
    """Incorrect: LOW_CONFIDENCE, the drafter never called, the agent gets what was found."""
    drafter = Recording()
    _, reply = drive(Inbound("quiero pedir una pizza", "+584141234567"), drafter=drafter)
    assert reply.reason is R.LOW_CONFIDENCE
    assert drafter.drafted == []
    assert reply.trace.grounding is None
    assert reply.escalation is not None
    handoff = reply.escalation.handoff
    assert (handoff.source, handoff.route) == ("documents", "documents")
    assert handoff.retrieval is not None
    assert handoff.retrieval.verdict == "incorrect"
    assert "Documentos consultados (veredicto incorrect)" in reply.escalation.agent_summary


@pytest.mark.parametrize(
    "text",
    ["si pago la luz tarde me cobran recargo por mora?", "tienen telefonia fija?"],
)
def test_what_the_isp_does_not_do_is_handed_over_whatever_words_a_section_shares(
    text: str,
) -> None:
    """Another company's bill, a telephone line: no section answers it, even the late fee's
    that shares "recargo por mora", so a person takes it before any draft."""
    drafter = Recording()
    _, reply = drive(Inbound(text, "+584141234567"), drafter=drafter)
    assert reply.reason is R.LOW_CONFIDENCE
    assert drafter.drafted == []


def test_an_ambiguous_question_gets_one_question_with_at_most_three_short_buttons() -> None:
    """Ambiguous: a clarifying question; the buttons offer the topics, titles ≤ 20. ("¿Qué
    pasa si pago tarde?" names the late fee's heading now: routing's headed topics.)"""
    _, reply = drive(Inbound("que pasa con el pago"))
    assert (reply.kind, reply.outcome) == (ReplyKind.ANSWER, Outcome.CLARIFICATION)
    assert 1 <= len(reply.buttons) <= 3
    assert all(1 <= len(button.title) <= 20 for button in reply.buttons)
    assert reply.buttons[0].id == "mora-recargo"
    assert reply.citations == ()
    assert reply.text.startswith("Para ayudarte mejor")


def test_a_tapped_button_answers_the_question_from_its_section() -> None:
    """The button's id comes back with the question: that section, cited, if in force."""
    _, reply = drive(Inbound("que pasa si pago tarde", chosen_section="mora-recargo"))
    assert (reply.outcome, reply.citations) == (Outcome.ANSWERED, ("mora-recargo",))
    assert reply.trace.rule == "documents:chosen"
    assert "USD 3,00" in reply.text


def test_a_button_for_a_section_not_in_force_is_not_answered() -> None:
    """A crafted (or stale) button naming an expired promotion hands over; nothing cited."""
    _, reply = drive(Inbound("promo de vacaciones", chosen_section="promo-vieja"))
    assert reply.reason is R.LOW_CONFIDENCE
    assert reply.citations == ()


def test_the_person_button_hands_over_with_the_question_it_answered() -> None:
    """ "Hablar con alguien" is a request for a person: USER_REQUEST, the question kept."""
    _, reply = drive(
        Inbound("que pasa si pago tarde", "+584141234567", chosen_section=HUMAN_BUTTON_ID)
    )
    assert reply.reason is R.USER_REQUEST
    assert reply.escalation is not None
    assert reply.escalation.handoff.question == "que pasa si pago tarde"


@pytest.mark.parametrize(
    ("cites", "found"),
    [
        (("promo-vieja",), "promo-vieja"),  # expired: never retrieved
        (("promo-vigente", "mora-recargo"), "mora-recargo"),  # in force, not kept to answer
        (("politica-inventada",), "politica-inventada"),
    ],
)
def test_a_citation_of_a_section_not_kept_is_never_sent(cites: tuple[str, ...], found: str) -> None:
    """The verifier checks citations: a section retrieval did not keep rejects the draft."""
    _, reply = drive(Inbound("hay algun descuento?"), drafter=Rewriting(cites=cites))
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert reply.escalation is not None
    assert found in reply.escalation.handoff.unretrieved
    assert "secciones no recuperadas" in reply.escalation.agent_summary
    assert reply.trace.grounding is not None
    assert not reply.trace.grounding.grounded


def test_a_document_answer_citing_nothing_is_never_sent() -> None:
    """A policy answer must say where it comes from (a plain string cites nothing)."""

    class Plain(TemplateDrafter):
        def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> str:  # type: ignore[override]
            return super().draft(facts, evidence).text

    _, reply = drive(Inbound("hay algun descuento?"), drafter=Plain())
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.uncited


def test_a_policy_figure_the_section_does_not_state_is_never_sent() -> None:
    """ "20 %" becomes "25 %": the cited passage does not support it."""
    _, reply = drive(Inbound("hay algun descuento?"), drafter=Rewriting(("20 %", "25 %")))
    assert reply.reason is R.UNGROUNDED_OUTPUT
    assert "25 %" not in reply.text
    assert reply.escalation is not None
    assert reply.escalation.handoff.unsupported == ("25 %",)


def test_a_drafter_returning_something_else_is_not_trusted() -> None:
    """Neither a Draft nor a str: no verifiable draft, a hand-over."""

    class Odd(TemplateDrafter):
        def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Any:
            return 42

    _, reply = drive(Inbound("hay algun descuento?"), drafter=Odd())
    assert reply.reason is R.UNGROUNDED_OUTPUT


def test_a_forbidden_phrase_is_never_sent() -> None:
    """The humanizer runs after the verifier: a grounded draft with boilerplate hands over."""
    drafter = Rewriting(("Según", "Estimado cliente: según"))
    _, reply = drive(Inbound("hay algun descuento?", "+584141234567"), drafter=drafter)
    assert reply.reason is R.FORBIDDEN_PHRASE
    assert "Estimado" not in reply.text
    assert reply.trace.grounding is not None
    assert reply.trace.grounding.grounded  # grounded, and still not sent
    assert reply.escalation is not None
    assert reply.escalation.handoff.forbidden == ("estimado cliente",)
    assert "«estimado cliente»" in reply.escalation.agent_summary


def test_the_shipped_templates_trip_no_forbidden_phrase() -> None:
    """Every section of the shipped knowledge base, drafted by the template, passes the
    humanizer (a section's own words never make the bot hand over)."""
    from billing_sim.bot.channel.humanizer import check
    from billing_sim.bot.facts import Passage
    from billing_sim.bot.knowledge import chunk_sections, load_sections

    phrases = shipped_phrases()
    for chunk in chunk_sections(load_sections()):
        passage = Passage(chunk.id, chunk.document, chunk.heading, chunk.body)
        draft = TemplateDrafter().draft(DocumentFacts("?", (passage,)), ())
        assert check(draft.text, phrases).ok, chunk.id


def test_out_of_hours_the_hand_over_uses_the_template_and_says_when() -> None:
    """Friday 23:30: the fixed template, a person answers Saturday 8:00, inside the window."""
    _, reply = drive(Inbound("quiero pedir una pizza", "+584141234567", received_at=FRIDAY_NIGHT))
    assert reply.text.startswith("Gracias por escribirnos.")
    assert "mañana sábado 21 de noviembre a las 8:00 a. m." in reply.text
    assert reply.escalation is not None
    notice = reply.escalation.handoff.notice
    assert notice is not None
    assert not notice.in_hours
    assert notice.person_answers_from == datetime(2026, 11, 21, 8, 0, tzinfo=CARACAS)
    assert notice.window_closes == datetime(2026, 11, 21, 23, 30, tzinfo=CARACAS)
    assert notice.agent_reply_form is ReplyForm.FREE_FORM
    assert "Fuera de horario" in reply.escalation.agent_summary
    assert reply.escalation.agent_summary.endswith("No se le dio ningún monto.")


def test_in_hours_or_at_an_unknown_moment_the_hand_over_uses_the_reason_sentence() -> None:
    """The moment is the message's, else the settings'; with neither, no timing is claimed."""
    for inbound, now in [
        (Inbound("quiero pedir una pizza", "+584141234567", received_at=FRIDAY_NOON), None),
        (Inbound("quiero pedir una pizza", "+584141234567"), FRIDAY_NOON),
        (Inbound("quiero pedir una pizza", "+584141234567"), None),
    ]:
        _, reply = drive(inbound, now=now)
        assert reply.text.startswith("No tengo una respuesta segura")
        assert reply.escalation is not None
        notice = reply.escalation.handoff.notice
        assert (notice is None) == (inbound.received_at is None and now is None)
        assert notice is None or notice.in_hours


def test_the_message_moment_wins_over_the_settings() -> None:
    """A channel timestamp is the truth; the bot's own ``now`` only fills its absence."""
    inbound = Inbound("quiero un agente", "+584141234567", received_at=FRIDAY_NIGHT)
    _, reply = drive(inbound, now=FRIDAY_NOON)
    assert "mañana sábado" in reply.text


def test_a_mixed_question_asks_the_account_first_then_the_policy_behind_it() -> None:
    """ "¿por qué me cobraron mora?": the bill change, then the late-fee section, cited."""
    steps, reply = drive(Inbound("¿por qué me cobraron mora?", "+584141234567"), answers=ACCOUNT)
    assert [getattr(step, "capability", "retrieve") for step in steps] == [
        "find_customer", "get_bill_summary", "retrieve",
    ]  # fmt: skip
    assert (reply.outcome, reply.trace.source) == (Outcome.ANSWERED, "both")
    assert reply.citations == ("mora-recargo",)
    assert "Sobre el recargo por pago tardío" in reply.text
    assert "USD 3,00" in reply.text
    sources = [item.source for item in reply.evidence]
    assert sources[:2] == ["find_customer", "get_bill_summary"]
    assert "mora-recargo" in sources


def test_a_mixed_question_whose_account_part_fails_spends_no_retrieval() -> None:
    """Billing down: TOOL_ERROR at once, no retrieval step."""
    from billing_sim.client import FailureKind
    from tests.unit.bot.test_turn import failed

    answers = {"find_customer": failed("find_customer", FailureKind.CIRCUIT_OPEN)}
    steps, reply = drive(Inbound("¿por qué me cobraron mora?", "+584141234567"), answers=answers)
    assert reply.reason is R.TOOL_ERROR
    assert not any(isinstance(step, Retrieve) for step in steps)


def test_a_mixed_answer_without_a_section_about_the_charge_is_the_account_alone() -> None:
    """Nothing in force is about the charge named (no IVA section here): no policy cited."""
    drafter = Recording()
    _, reply = drive(
        Inbound("el iva no era del 8%?", "+584141234567"), drafter=drafter, answers=ACCOUNT
    )
    assert reply.outcome is Outcome.ANSWERED
    assert reply.citations == ()
    assert not any(isinstance(facts, AccountAndPolicyFacts) for facts in drafter.drafted)


def test_the_retrieval_never_sees_a_lookup_key() -> None:
    """Keys typed in the message are blanked before retrieval: they mean nothing to the
    documents, and somebody else's key must cost what nobody's key costs."""
    text = "me cobraron reconexion? mi cuenta es 1000000016, cédula V-12345678"
    steps, _ = drive(Inbound(text, "+584141234567"), answers=ACCOUNT)
    (retrieve,) = [step for step in steps if isinstance(step, Retrieve)]
    assert "1000000016" not in retrieve.question
    assert "12345678" not in retrieve.question
    assert "reconexion" in retrieve.question


def test_a_step_answered_with_the_wrong_kind_of_result_is_an_error() -> None:
    """A driver that answers a Retrieve with a ToolResult (or the reverse) is a bug."""
    settings = TurnSettings(DAY, TemplateDrafter(), FakeClock(), ALL)
    program = turn(Inbound("hay algun descuento?"), settings)
    assert isinstance(next(program), Retrieve)
    with pytest.raises(TypeError, match="Retrieval"):
        program.send(ACCOUNT["find_customer"])
    program = turn(Inbound("saldo", account_number="1000000016"), settings)
    assert isinstance(next(program), Ask)
    with pytest.raises(TypeError, match="ToolResult"):
        program.send(small_retriever().retrieve("saldo", date(2026, 11, 20)))


def test_a_question_about_a_rule_not_in_force_is_handed_over_though_it_names_a_charge() -> None:
    """The rule it names (paying late) titles a section in force, but the question is about
    the expired promotion: no section in force answers it, so a person takes it before any
    draft (it used to be answered from the late fee's section)."""
    drafter = Recording()
    text = "que pasa si pago tarde estando en la promo de vacaciones del 50 %?"
    _, reply = drive(Inbound(text, "+584141234567"), drafter=drafter)
    assert reply.reason is R.LOW_CONFIDENCE
    assert drafter.drafted == []


@pytest.mark.parametrize(
    ("text", "section"),
    [("si pago con zelle me cobran algun impuesto aparte? de cuanto?", "impuestos-igtf"),
     ("if I pay with zelle is there any extra tax? how much?", "impuestos-igtf"),
     ("si pago en efectivo en dolares me cobran algun impuesto aparte?", "impuestos-igtf")],
)  # fmt: skip
def test_a_charge_the_message_names_is_answered_by_its_section_though_the_prune_dropped_it(
    text: str, section: str
) -> None:
    """A tax paying in dollars costs (the IGTF, named by the message itself) is answered by
    the one section whose heading names it, though the ranking's prune dropped it (the
    shipped knowledge base and model)."""
    _, reply = drive(Inbound(text, "+584141234567"), retriever=default_retriever())
    assert (reply.outcome, reply.citations) == (Outcome.ANSWERED, (section,))


@pytest.mark.parametrize(
    "text",
    ["cuantos verdes al mes sale el fibra 600?", "cuantos verdes al mes me sale el fibra 100?"],
)
def test_a_plans_price_asked_by_its_name_is_answered_from_the_price_list(text: str) -> None:
    """No heading names a plan; the one kept section whose keywords do, the price list, is
    the answer when a price is asked, though a slang word for dollars spreads the question."""
    _, reply = drive(Inbound(text), retriever=default_retriever())
    assert (reply.outcome, reply.citations) == (Outcome.ANSWERED, ("planes-precios",))
